"""From the seat's view of the game (plus what the screen adds) to the table's view-model.

A pure function of its inputs, no Qt: every number and yes/no comes from the engine (the
seat's view, its queries, its refusals and legal moves); nothing here decides a rule.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...bidi import isolate
from ...engine import rules
from ...engine.cards import AwardCard, EventCard, FilmCard, StarCard
from ...engine.errors import IllegalMove
from ...engine.flow import counts_toward_win
from ...engine.legal import legal_moves
from ...engine.moves import Move, Outshine
from ...engine.queries import (
    card_refusal,
    may_buy_another_award,
    next_award_cost,
    star_refusal,
    team_fame,
)
from ...engine.state import DIGITAL, UNKNOWN, GameState
from ...engine.values import breakdown
from .summary import window_summary
from .table_input import TableContext
from .table_view import (
    Badge,
    BannerPart,
    BannerView,
    DeckView,
    FilmView,
    HandCardView,
    HandView,
    RespondView,
    SeatView,
    StarView,
    StatPart,
    StatView,
    TableView,
)
from .words import QT_TR_NOOP, Words

KIND_WORDS = {"event": QT_TR_NOOP("event"), "award": QT_TR_NOOP("award"),
              "star": QT_TR_NOOP("star"), "film": QT_TR_NOOP("film"),
              "action": QT_TR_NOOP("action"), "reaction": QT_TR_NOOP("reaction"),
              "passive": QT_TR_NOOP("passive")}
STAT_WORDS = {"green": QT_TR_NOOP("psyche"), "red": QT_TR_NOOP("charisma"),
              "blue": QT_TR_NOOP("fame")}
PHASE_WORDS = {"own_turn": QT_TR_NOOP("YOUR TURN"), "any_turn": QT_TR_NOOP("ANY TIME"),
               "reaction": QT_TR_NOOP("REACTION")}
DECK_TITLES = (("main", QT_TR_NOOP("Main deck")), ("films", QT_TR_NOOP("Films")),
               ("awards", QT_TR_NOOP("Awards")), ("discard", QT_TR_NOOP("Discard")))
MOST_KEYS = 9  # number keys 1-9 (Ctrl+1-9 for the hand)


def build_table(ctx: TableContext, words: Words, shortcuts: bool = True) -> TableView:
    """The table as `ctx.viewer` sees it; `shortcuts`: the number keys reach the cards
    (False in a replay, where nothing is played: no card shows a key, and the hand's title
    says nothing of playing; the same once the game is over)."""
    view = ctx.view
    shortcuts = shortcuts and view["status"] != "over"  # a finished game plays no card
    out = ctx.viewer is not None and view["players"][ctx.viewer]["out"]
    shortcuts = shortcuts and not out  # V4: the cards of a player who left stay out of play
    n = len(view["players"])
    bottom = ctx.viewer if ctx.viewer is not None else 0
    others = tuple((bottom + i) % n for i in range(1, n))
    outshine = _outshine_targets(ctx)
    keys = _star_keys(ctx, bottom) if shortcuts else {}
    seats = tuple(_seat(ctx, words, seat, outshine, keys) for seat in range(n))
    respond = _respond(ctx, words, seats)
    return TableView(viewer=ctx.viewer, bottom=bottom, others=others, seats=seats,
                     decks=_decks(ctx, words), hand=_hand(ctx, words, shortcuts),
                     banner=_banner(ctx, words), respond=respond,
                     over=view["status"] == "over")


# -- who may be chosen ------------------------------------------------------------------
def _outshine_targets(ctx: TableContext) -> set[str]:
    """The rival stars the one selected star may outshine now: the engine's legal moves of
    her owner (the viewer's, or at a table game the player acting)."""
    if len(ctx.selection) != 1:
        return set()
    (star,) = tuple(ctx.selection)
    found = ctx.state.slot_of(star)
    if found is None:
        return set()
    owner = found[0]
    legal: Sequence[Move] = ctx.legal if ctx.legal is not None and owner == ctx.viewer \
        else legal_moves(ctx.state, owner)
    return {m.target for m in legal if isinstance(m, Outshine) and m.star == star}


def _star_keys(ctx: TableContext, bottom: int) -> dict[str, str]:
    """The number key on each star: while a target is being chosen, the highlighted stars
    in table order; else the viewer's own stars."""
    targets = [s["card"] for p in ctx.view["players"] for s in p["table"] if s["card"] in ctx.targets]
    if not targets and ctx.viewer is not None:
        targets = [s["card"] for s in ctx.view["players"][bottom]["table"]]
    return {card: str(i + 1) for i, card in enumerate(targets[:MOST_KEYS])}


# -- the seats --------------------------------------------------------------------------
def _seat(ctx: TableContext, words: Words, seat: int, outshine: set[str],
          keys: dict[str, str]) -> SeatView:
    tr = words.tr
    state, view = ctx.state, ctx.view
    pv = view["players"][seat]
    window = view["window"]
    spec = ctx.seats[seat] if seat < len(ctx.seats) else {}
    bot = spec.get("kind") == "bot"
    active = seat == view["active"] and view["status"] != "over"
    responding = window is not None and window["seat"] == seat
    who = pv["name"]
    if bot:
        name_tip = tr("{name}: a computer player, level {level}").format(
            name=isolate(who), level=words.level_label(spec.get("level") or ""))
    elif seat == ctx.viewer:
        name_tip = tr("{name}: your seat").format(name=isolate(who))
    else:
        name_tip = tr("{name}: a human player").format(name=isolate(who))
    badges = []
    if pv["out"]:
        badges.append(Badge("out", tr("OUT")))
    elif responding:
        badges.append(Badge("responding", tr("RESPONDING")))
    if active and not pv["out"]:
        badges.append(Badge("to_play", "▶ " + tr("TO PLAY")))
    if pv.get("skips"):
        badges.append(Badge("skips", tr("SKIPS NEXT TURN")))
    if bot:
        badges.append(Badge("computer", tr("computer")))
    fame = team_fame(state, [s["card"] for s in pv["table"]])
    awards = pv["awards"]
    counting = sum(1 for a in awards if counts_toward_win(state, a)) if awards is not None \
        else pv["award_count"]
    stars, hand = len(pv["table"]), pv["hand_count"]
    # face down, four or more held while the game goes on: which do not count is hidden
    short = awards is None and pv["awards_not_all_count"]
    if short:
        score = (tr("Awards {count} held, not all count · fame {fame} · stars {stars} · events "
                    "{hand}").format(count=counting, fame=fame, stars=stars, hand=hand),
                 tr("Awards {count}, not all count · fame {fame}").format(count=counting,
                                                                         fame=fame),
                 tr("{count} held · ★{fame}").format(count=counting, fame=fame))
        score_tip = tr("Awards held: {count}, face down; the game goes on, so at least one of "
                       "them does not count toward the four that win (V1, V2). Fame of all stars "
                       "on the table: {fame}. Stars on the table: {stars}. Events in hand: "
                       "{hand}.").format(count=counting, fame=fame, stars=stars, hand=hand)
    else:
        score = (tr("Awards {count} of 4 · fame {fame} · stars {stars} · events {hand}").format(
                    count=counting, fame=fame, stars=stars, hand=hand),
                 tr("Awards {count}/4 · fame {fame}").format(count=counting, fame=fame),
                 tr("{count}/4 · ★{fame}").format(count=counting, fame=fame))
        score_tip = tr("Awards that count toward the four that win: {count}. Fame of all stars "
                       "on the table: {fame}. Stars on the table: {stars}. Events in hand: "
                       "{hand}.").format(count=counting, fame=fame, stars=stars, hand=hand)
    cards = state.cardset.cards
    if awards is not None:
        slots = []
        for a in awards:
            card = cards[a]
            frame = card.frame if isinstance(card, AwardCard) else "gold"
            slots.append(frame + ("" if counts_toward_win(state, a) else "-x"))
        names = ", ".join(_name(state, words, a) for a in awards) or tr("none yet")
        awards_tip = tr("Award slots: four awards that count win the game. Held: {names}").format(
            names=names)
    else:
        slots = ["hidden"] * pv["award_count"]
        if short:
            awards_tip = tr("Award slots: four awards that count win the game. {name} holds "
                            "{count} (face down); not all of them count, or the game would be "
                            "over.").format(name=isolate(who), count=pv["award_count"])
        else:
            awards_tip = tr("Award slots: four awards that count win the game. {name} holds "
                            "{count} (face down).").format(name=isolate(who),
                                                          count=pv["award_count"])
    star_views = tuple(_star(ctx, words, seat, entry, outshine, keys.get(entry["card"], ""))
                       for entry in pv["table"])
    return SeatView(seat=seat, name=who, name_tip=name_tip, bot=bot, mine=seat == ctx.viewer,
                    active=active, responding=responding, out=pv["out"],
                    targeted=seat in ctx.target_players, badges=tuple(badges), score=score,
                    score_tip=score_tip, award_slots=tuple(slots), awards_tip=awards_tip,
                    stars=star_views, empty_text=tr("No star on the table"))


def _by_hand(state: GameState, words: Words, effect: Mapping[str, Any] | None, text: str) -> str:
    """A card's `text`, saying so when the app does not play it: a `manual` effect is settled
    by hand at a table; in a digital game nobody can, and it does nothing."""
    if effect is None or effect.get("do") != "manual" or state.chance != DIGITAL:
        return text
    tr = words.tr
    note = tr("(Settled by hand at a table: in a game on this screen it does nothing.)")
    return f"{text} {note}".strip()


def _star(ctx: TableContext, words: Words, seat: int, entry: Mapping[str, Any],
          outshine: set[str], shortcut: str) -> StarView:
    tr = words.tr
    state = ctx.state
    card = entry["card"]
    definition = state.cardset.cards[card]
    assert isinstance(definition, StarCard)
    films = tuple(_film(state, words, f) for f in entry["films"])
    ability = definition.ability
    text = words.card_text(definition) or (ability.text if ability else "")
    if ability is not None:
        text = _by_hand(state, words, ability.effect, text)
    owner_out = ctx.view["players"][seat]["out"]
    mine = seat == ctx.viewer
    selected = card in ctx.selection
    target = card in ctx.targets
    outshine_target = card in outshine
    hinted = ctx.hint is not None and card in ctx.hint.cards
    selectable, why_not = _star_click(ctx, words, seat, card, target or outshine_target)
    name = words.card_name(definition)
    said = tr("{name}: psyche {psyche}, charisma {charisma}, fame {fame}").format(
        name=name, psyche=entry["psyche"], charisma=entry["charisma"], fame=entry["fame"])
    said += (tr(", used") if entry["used"] else "") + (tr(", selected") if selected else "")
    if outshine_target:
        said += tr(", outshine target")
    elif target:
        said += tr(", target")
    if shortcut:
        said = tr("{key}. {name}").format(key=shortcut, name=said)
    stats = tuple(_stat(state, words, card, stat, label)
                  for stat, label in (("psyche", tr("Psyche")), ("charisma", tr("Charisma")),
                                      ("fame", tr("Fame"))))
    changed = "; ".join(f"{s.label} {s.total} = {s.explained}" for s in stats if s.parts)
    described = " ".join(x for x in (text, "; ".join(f.described for f in films), changed) if x)
    return StarView(card=card, name=name, psyche=entry["psyche"], charisma=entry["charisma"],
                    fame=entry["fame"],
                    printed=(definition.psyche, definition.charisma, definition.fame),
                    ability_kind=ability.kind if ability else None, text=text, films=films,
                    stats=(stats[0], stats[1], stats[2]), used=entry["used"], owner_out=owner_out,
                    mine=mine, selected=selected, target=target, outshine_target=outshine_target,
                    hinted=hinted, selectable=selectable, why_not=why_not, shortcut=shortcut,
                    accessible_name=said, accessible_description=described)


def _star_click(ctx: TableContext, words: Words, seat: int, card: str,
                chosen: bool) -> tuple[bool, str]:
    """(a click selects her, why a click does nothing useful now): the engine's refusal."""
    tr = words.tr
    state, viewer = ctx.state, ctx.viewer
    if viewer is None or chosen:
        return False, ""
    if seat == viewer:
        window = state.window
        if window is not None and window.seat == viewer:  # a star's reaction (R1)
            return True, ""
        return _refusal(star_refusal(state, viewer, card), words)
    if len(ctx.selection) == 1:
        (star,) = tuple(ctx.selection)
        found = state.slot_of(star)
        if found is not None and found[0] == viewer:
            return False, _refusal(rules.check(state, Outshine(viewer, star, card)), words)[1]
    return False, tr("To outshine a rival star, first select exactly one of your stars.")


def _refusal(exc: IllegalMove | None, words: Words) -> tuple[bool, str]:
    if exc is None:
        return True, ""
    return False, words.engine_message(exc.key, dict(exc.params), exc.message)


def _stat(state: GameState, words: Words, card: str, stat: str, label: str) -> StatView:
    """A value's total and its parts, labelled (the engine's breakdown)."""
    tr = words.tr
    parts = breakdown(state, card, stat)
    out = []
    pieces = []
    for key, amount in parts.items():
        if key == "printed":
            pieces.append(tr("{amount} printed").format(amount=amount))
            continue
        if key.startswith("film "):
            what = tr("{name} (film)").format(name=_name(state, words, key[5:]))
        elif key.startswith("passive "):
            what = words.fill(tr("{star}'s ability"), star=_name(state, words, key[8:]))
        elif "end_of_turn" in key:
            what = tr("this turn")
        else:
            what = tr("for good")
        out.append(StatPart(what, amount))
        pieces.append(f"{'+' if amount >= 0 else '−'} {abs(amount)} {what}")
    total = max(0, sum(parts.values()))
    if sum(parts.values()) < 0:  # ST3: the parts add up below 0, the value counts as 0
        pieces.append(tr("(a value never counts below 0)"))
    return StatView(label, total, parts.get("printed", 0), tuple(out), " ".join(pieces))


def _film(state: GameState, words: Words, card: str) -> FilmView:
    film = state.cardset.cards[card]
    assert isinstance(film, FilmCard)
    name = words.card_name(film)
    tr = words.tr
    described = tr("film {name}: +{bonus} {stat}").format(
        name=name, bonus=film.bonus, stat=tr(STAT_WORDS.get(film.color, film.color)))
    return FilmView(card, name, film.color, film.bonus, described)


def _name(state: GameState, words: Words, instance: str) -> str:
    """A card's name in the chosen language (the card set's own when it has no translation);
    a card nobody named at the table (UNKNOWN) is said to be one."""
    if instance == UNKNOWN:
        return words.tr("A card not named")
    card = state.cardset.cards.get(instance)
    return words.card_name(card) if card is not None else state.cardset.name_of(instance)


# -- the decks, the hand, the banner, the response --------------------------------------
COST_ROW_SEPARATOR = "\u00a0·\u00a0"  # non-breaking: a cost row is never cut across lines

def _decks(ctx: TableContext, words: Words) -> tuple[DeckView, DeckView, DeckView, DeckView]:
    tr = words.tr
    view, state = ctx.view, ctx.state
    req = view["film_top_required"]
    costs = view["award_top_costs"]
    active = view["active"]
    cost = next_award_cost(state, active)
    award_top, award_lines = "", [tr("no award left")]
    if costs and cost is not None:
        award_top = f"★ {cost}"
        # what the player to act pays first, the row beside (it was cut in Italian at 1280
        # pixels when "next for {name}:" took two of the three lines); never "6)" alone
        name = isolate(view["players"][active]["name"])
        # A4: once the player to act has bought the award(s) the turn allows, the deck says
        # so rather than offering the next one's cost
        first = tr("fame {cost} for {name}").format(cost=cost, name=name) \
            if may_buy_another_award(state, active) else tr("{name}: bought this turn").format(name=name)
        award_lines = [first,
                       tr("(row {row})").format(row=COST_ROW_SEPARATOR.join(str(c) for c in costs))]
    discard = view["discard"]
    rows = (
        (view["main"], "RED\nLIGHT", [tr("stars and events;"), tr("empty = showdown")], None,
         tr("The main deck: stars and events. When it runs out, the final showdown begins.")),
        (view["films"], f"★ {req}" if req is not None else "",
         [tr("top film needs fame {fame}").format(fame=req) if req is not None
          else tr("no film left") if not view["films"]
          else tr("top film's fame: not entered"), tr("which film: hidden")], None,
         tr("Which film is on top stays hidden; its required fame is public.")),
        (view["awards"], award_top, award_lines, None,
         tr("The top award's cost row is public: the cost is read at the level of awards you "
            "hold + 1.")),
        (len(discard), "", [tr("click or press D"), tr("to look through")] if discard else [],
         _name(state, words, discard[-1]) if discard else None,
         tr("The discard pile, face up. Click or press D to look through it.")),
    )
    decks = []
    for (key, title), (count, top, lines, face, tip) in zip(DECK_TITLES, rows, strict=True):
        said = tr("{deck}: {count} cards.", "", count).format(deck=tr(title), count=count) + " " + " ".join(lines)
        decks.append(DeckView(key=key, title=tr(title), count=count, top_label=top,
                              lines=tuple(lines), face=face, tooltip=tip, accessible_name=said))
    return decks[0], decks[1], decks[2], decks[3]


def _hand(ctx: TableContext, words: Words, shortcuts: bool) -> HandView:
    tr = words.tr
    viewer, view, state = ctx.viewer, ctx.view, ctx.state
    if viewer is None or view["players"][viewer]["hand"] is None:
        title = tr("The hands are on the players' phones: Game ▸ Play with phones… shows "
                   "their links, or stops serving them") if ctx.hands_on_phones \
            else tr("Hands are hidden")
        return HandView(title=title, cards=(), shown=False)
    pv = view["players"][viewer]
    order = list(pv["hand"]) + list(pv["awards"] or [])
    counted = {"name": isolate(pv["name"]), "events": len(pv["hand"]),
               "awards": len(pv["awards"] or [])}
    if pv["out"] and view["status"] != "over":  # V4: nothing of theirs is played again
        title = words.fill(tr("{name}'s hand — events: {events}, awards: {awards}   "
                              "(out of the game: these cards stay out of play)"), **counted)
    elif shortcuts:  # cards to play: the title says how
        title = words.fill(tr("{name}'s hand — events: {events}, awards: {awards}   "
                              "(click a card, or Ctrl+number, to play it)"), **counted)
    else:  # a replay, or a finished game
        title = words.fill(tr("{name}'s hand — events: {events}, awards: {awards}"), **counted)
    hinted = ctx.hint.cards if ctx.hint is not None else set()
    cards = []
    for i, card in enumerate(order):
        definition = state.cardset.cards[card]
        name = words.card_name(definition)
        if isinstance(definition, EventCard):
            kind, phase, frame, counts = "event", definition.phase, "", True
            text = _by_hand(state, words, definition.effect, words.card_text(definition))
            band = tr(PHASE_WORDS.get(phase, phase.upper()))
        else:
            assert isinstance(definition, AwardCard)
            kind, phase, frame = "award", "", definition.frame
            counts = counts_toward_win(state, card)
            text = words.card_text(definition) or (
                tr("An award: four of them win the game.") if counts  # V2, as the engine counts
                else tr("It does not count toward four."))
            # the grey band says silver; one that does not count says that first (V2): "SILVER
            # AWARD · does not count" was cut to "SILVER AWARD · does no…" on a hand card
            band = tr("DOES NOT COUNT") if not counts else \
                tr("AWARD") if frame == "gold" else tr("SILVER AWARD")
        playable = card in ctx.playable_cards
        why_not = ""
        if not playable:
            why_not = _refusal(card_refusal(state, viewer, card), words)[1] or \
                tr("That is not possible now.")
        kind_word = tr(KIND_WORDS[kind])
        shortcut = tr("Ctrl+{n}").format(n=i + 1) if shortcuts and i < MOST_KEYS else ""
        said = f"{name} ({kind_word})" + ("" if playable else tr(", not playable now"))
        if shortcut:
            said = tr("{key}. {name}").format(key=shortcut, name=said)
        described = text + ("" if playable else " " + why_not)
        cards.append(HandCardView(card=card, name=name, kind=kind, kind_word=kind_word, band=band,
                                  text=text, phase=phase, frame=frame, counts=counts,
                                  playable=playable, why_not=why_not,
                                  target=card in ctx.targets, hinted=card in hinted,
                                  shortcut=shortcut, accessible_name=said,
                                  accessible_description=described.strip()))
    return HandView(title=title, cards=tuple(cards), shown=True)


def _banner(ctx: TableContext, words: Words) -> BannerView:
    """The banner as parts, most important first (the last ones give way when it is short
    of room). Before any is cut, the showdown's reminder gives way (the FINAL SHOWDOWN badge
    stays), then a response window's sentence leaves out the values the respond panel and
    the stars show: the sentence a player must read is read whole."""
    tr = words.tr
    view, players = ctx.view, ctx.view["players"]
    if view["status"] == "over":
        return BannerView((BannerPart(tr("Game over"), "plain"),))
    active = isolate(players[view["active"]]["name"])
    parts = [BannerPart("▶ " + words.fill(tr("{name}'s turn"), name=active), "plain"),
             BannerPart("  · " + tr("turn {turn}").format(turn=words.number(view["turn"])), "muted")]
    if view["status"] == "showdown":
        parts.append(BannerPart("  ", "plain"))
        parts.append(BannerPart(" " + tr("FINAL SHOWDOWN") + " ", "showdown"))
        parts.append(BannerPart(" " + tr("no more draws; a player with no star leaves"),
                                "showdown_note", short=""))
    window = view["window"]
    if window is not None:
        owner = isolate(players[window["seat"]]["name"])
        said = tr("{owner} may respond to: {what}")
        what, short = window_summary(ctx, words), window_summary(ctx, words, short=True)
        parts.append(BannerPart("  · " + said.format(owner=owner, what=what), "window",
                                None if short == what else
                                "  · " + said.format(owner=owner, what=short)))
    return BannerView(tuple(parts))


def _respond(ctx: TableContext, words: Words, seats: tuple[SeatView, ...]) -> RespondView | None:
    """What the viewer may respond to, shown to the player whose response window is open."""
    tr = words.tr
    window = ctx.view["window"]
    if window is None or ctx.viewer is None or window["seat"] != ctx.viewer:
        return None
    summary = window_summary(ctx, words)
    stars = {s.card: s for seat in seats for s in seat.stars}
    if window["kind"] == "outshine":
        return RespondView(title=tr("You may respond: {what}").format(what=summary),
                           summary=summary, kind="outshine",
                           attacker=stars.get(window["attacker"]),
                           target=stars.get(window["target"]), card_text="")
    cards = ctx.state.cardset.cards
    source = window["source"]
    card_text = ""
    if source in cards:
        definition = cards[source]
        ability = getattr(definition, "ability", None)
        text = words.card_text(definition) or (ability.text if ability else "")
        name = words.card_name(definition)
        card_text = tr("{card}: {text}").format(card=name, text=text) if text else name
    return RespondView(title=tr("You may respond: {what}").format(what=summary), summary=summary,
                       kind="card", attacker=None, target=stars.get(window.get("target") or ""),
                       card_text=card_text)
