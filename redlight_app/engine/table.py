"""Table mode: following a game played with the real cards.

The app holds no deck order. Cards nobody has seen are the token UNKNOWN ("?") in the
decks and in the players' hands; what the table sees is entered as moves: the star or
"an event" drawn (`draw`), the film or award that came up (the `card` of make_film and
buy_award, the `choice` of an effect that takes one), the event a player plays from their
hidden hand. Manual adjustments settle what the rules cannot (`manual` effects, a table
ruling, a mistake found later): each is a move with a reason, logged and undoable.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from .cards import CardSet
from .effects import leaves
from .errors import IllegalMove
from .flow import Log, check_end, start_showdown
from .moves import AdjustMove, AdjustUnuse, AdjustValue, Draw, FilmTop
from .pending import card_in_play
from .setup import check_players
from .state import TABLE, UNKNOWN, GameState, Modifier, Options, PlayerState, StarSlot

Perform = Callable[[Log], None]
DECKS = {"main_deck": "main", "film_deck": "films", "award_deck": "awards"}
KIND_OF_DECK = {"main": ("star", "event"), "films": ("film",), "awards": ("award",)}


def new_table_game(cardset: CardSet, players: Sequence[str], first_player: int,
                   dealt_stars: Sequence[str], options: Options | None = None) -> GameState:
    """A table game: each player shows the star they were dealt; their 4 events are secret."""
    check_players(cardset, players)
    if len(dealt_stars) != len(players):
        raise ValueError("name the star each player was dealt")
    if len(set(dealt_stars)) != len(dealt_stars) or any(
            cardset.kind_of(s) != "star" for s in dealt_stars):
        raise ValueError("each player is dealt a different star of the card set")
    if not 0 <= first_player < len(players):
        raise ValueError(f"there is no seat {first_player}")
    n = len(players)
    seats = [PlayerState(name, table=[StarSlot(dealt_stars[i])], hand=[UNKNOWN] * 4)
             for i, name in enumerate(players)]
    main_size = len(cardset.instances["star"]) + len(cardset.instances["event"]) - 5 * n
    state = GameState(cardset=cardset, players=seats, options=options or Options(), seed=0,
                      main=[UNKNOWN] * main_size, films=[UNKNOWN] * len(cardset.instances["film"]),
                      awards=[UNKNOWN] * len(cardset.instances["award"]), active=first_player,
                      turn=1, chance=TABLE)
    check_end(state, [])
    return state


# --------------------------------------------------------------------------------------
# What is seen and unseen
def placed(state: GameState) -> dict[str, str]:
    """Every known card and where it is ("main", "films", "awards", "discard",
    "hand:S", "awards:S", "table:S", "films_of:STAR")."""
    where: dict[str, str] = {}
    for deck in ("main", "films", "awards", "discard"):
        for card in getattr(state, deck):
            if card != UNKNOWN:
                where[card] = deck
    for seat, p in enumerate(state.players):
        for card in p.hand:
            if card != UNKNOWN:
                where[card] = f"hand:{seat}"
        for card in p.awards:
            where[card] = f"awards:{seat}"
        for slot in p.table:
            where[slot.card] = f"table:{seat}"
            for film in slot.films:
                where[film] = f"films_of:{slot.card}"
    held = card_in_play(state.window.pending) if state.window is not None else None
    if held is not None:
        where[held] = "pending"
    if state.window is not None and state.window.resolving is not None:
        where[state.window.resolving] = "pending"  # E2: a reaction whose revealed award waits
    return where


def unseen(state: GameState, kind: str | None = None) -> list[str]:
    """Card instances nobody has entered yet, in card set order (optionally of one kind)."""
    known = placed(state)
    return [c for c, card in state.cardset.cards.items()
            if c not in known and (kind is None or card.kind == kind)]


def unknown_events_in_main(state: GameState) -> int:
    """How many of the main deck's unknown cards must be events."""
    return state.main.count(UNKNOWN) - len(unseen(state, "star"))


def _name(state: GameState, card: str | None) -> str:
    return state.cardset.name_of(card) if card else "?"


# --------------------------------------------------------------------------------------
# Cards that come up (hooks used by the rules)
def top_card(state: GameState, deck: str, named: str | None, rule: str) -> str:
    """The card on top of `deck`: the known one, or the one the move names when unknown."""
    top = getattr(state, deck)[0]
    kind = KIND_OF_DECK[deck][0]
    if top != UNKNOWN:
        if named is not None and named != top:
            raise IllegalMove(rule, "table_wrong_top", card=_name(state, named), top=_name(state, top))
        return top
    if named is None:
        raise IllegalMove(rule, "table_name_card", kind=kind)
    if state.cardset.kind_of(named) != kind or named not in unseen(state, kind):
        raise IllegalMove(rule, "table_not_unseen", card=_name(state, named), kind=kind)
    return named


def card_to_name(state: GameState, effect: Any) -> str | None:
    """The kind of card ("film" or "award") that `effect` takes from a deck whose top nobody
    has seen, which the table must name; None when there is none (or in a digital game)."""
    if state.chance != TABLE or effect is None:
        return None
    for leaf in leaves(effect):
        deck = {"take_film": "films", "take_award": "awards"}.get(leaf["do"])
        if deck is not None:
            cards = getattr(state, deck)
            if cards and cards[0] == UNKNOWN:
                return KIND_OF_DECK[deck][0]
    return None


def check_named_card(state: GameState, effect: Any, named: str | None, rule: str) -> None:
    """The film or award `effect` takes from an unseen deck top must be named (`named`), and be
    one of that kind nobody has seen yet."""
    kind = card_to_name(state, effect)
    if kind is None:
        return
    if named is None:
        raise IllegalMove(rule, "table_name_card", kind=kind)
    if state.cardset.kind_of(named) != kind or named not in unseen(state, kind):
        raise IllegalMove(rule, "table_not_unseen", card=_name(state, named), kind=kind)


def take_top(state: GameState, deck: str, card: str) -> None:
    """Remove the top of `deck`, which is `card` (checked by top_card)."""
    getattr(state, deck).pop(0)
    if deck == "films":
        state.film_top_hint = None


def reveal_from_hand(state: GameState, seat: int, card: str | None) -> bool:
    """Whether a player in table mode may play `card` from their hidden hand (an unknown
    card there that turns out to be this unseen event)."""
    if state.chance != TABLE or card is None:
        return False
    return (UNKNOWN in state.players[seat].hand and state.cardset.kind_of(card) == "event"
            and card in unseen(state, "event"))


def turn_hidden_card_into(state: GameState, seat: int, card: str) -> None:
    hand = state.players[seat].hand
    hand[hand.index(UNKNOWN)] = card


# --------------------------------------------------------------------------------------
# Table-mode moves
def check_draw(state: GameState, m: Draw) -> Perform:
    seat = m.player
    if state.chance != TABLE:
        raise IllegalMove("T1", "draw_automatic")
    if state.draws_due <= 0 or seat != state.drawing:
        raise IllegalMove("T1", "no_draw_due")
    if m.card is None:
        if unknown_events_in_main(state) <= 0:
            raise IllegalMove("T2", "table_no_event_left")
    elif state.cardset.kind_of(m.card) != "star" or m.card not in unseen(state, "star"):
        raise IllegalMove("T2", "table_not_unseen", card=_name(state, m.card), kind="star")

    def perform(log: Log) -> None:
        state.main.pop(0)
        state.draws_due -= 1
        player = state.players[seat]
        if m.card is None:
            player.hand.append(UNKNOWN)
            log.append({"type": "draw", "seat": seat, "card": None, "kind": "event"})
        else:
            player.table.append(StarSlot(m.card))
            log.append({"type": "draw", "seat": seat, "card": m.card, "kind": "star"})
        if state.draws_due == 0:
            state.drawing = None
        if not state.main:
            state.draws_due = 0
            state.drawing = None
            start_showdown(state, log)
    return perform


def check_film_top(state: GameState, m: FilmTop) -> Perform:
    if state.chance != TABLE:
        raise IllegalMove("M1", "table_only")
    if not state.films:
        raise IllegalMove("A2", "film_deck_empty")
    amount = m.amount
    if not 0 <= amount <= 999:
        raise IllegalMove("M1", "adjust_bad_amount", amount=amount)

    def perform(log: Log) -> None:
        state.film_top_hint = amount
        log.append({"type": "film_top", "required": amount})
    return perform


def _seat_of(state: GameState, text: str) -> int:
    try:
        seat = int(text)
    except ValueError:
        seat = -1
    if not 0 <= seat < len(state.players):
        raise IllegalMove("M1", "adjust_bad_place", place=text)
    return seat


def check_adjust_move(state: GameState, m: AdjustMove) -> Perform:
    """Move any card to any place it can be (a star to a table, a film under a star, ...)."""
    card = m.card
    place = m.place
    kind = state.cardset.kind_of(card)
    if kind is None:
        raise IllegalMove("M1", "adjust_unknown_card", card=card)
    where, _, arg = place.partition(":")
    allowed = {"hand": ("event",), "table": ("star",), "awards": ("award",), "films_of": ("film",),
               "discard": ("star", "event"), "main_deck": ("star", "event"),
               "film_deck": ("film",), "award_deck": ("award",)}
    if where not in allowed:
        raise IllegalMove("M1", "adjust_bad_place", place=place)
    if kind not in allowed[where]:
        raise IllegalMove("M1", "adjust_wrong_kind", card=_name(state, card), place=place)
    if where in ("main_deck", "film_deck", "award_deck") and arg not in ("top", "bottom"):
        raise IllegalMove("M1", "adjust_bad_place", place=place)
    if where in ("hand", "table", "awards"):
        _seat_of(state, arg)
    if where == "films_of" and state.slot_of(arg) is None:
        raise IllegalMove("M1", "adjust_bad_place", place=place)
    current = placed(state).get(card)
    if current == "pending":
        raise IllegalMove("R1", "window_only_reactions")
    if current == place:  # the log would read "from X to X"
        raise IllegalMove("M1", "adjust_no_change", card=_name(state, card))
    source = m.choice  # where an unseen card is taken from: a deck (default) or "hand:S"
    if current is None:
        home = {"star": "main", "event": "main", "film": "films", "award": "awards"}[kind]
        if source is not None and source.startswith("hand:"):
            seat = _seat_of(state, source.partition(":")[2])
            if kind != "event" or UNKNOWN not in state.players[seat].hand:
                raise IllegalMove("M1", "adjust_bad_place", place=source)
        elif UNKNOWN not in getattr(state, home):
            raise IllegalMove("M1", "adjust_not_in_deck", card=_name(state, card))

    def perform(log: Log) -> None:
        films_with_her: list[str] = []
        if current is None:
            if source is not None and source.startswith("hand:"):
                state.players[int(source.partition(":")[2])].hand.remove(UNKNOWN)
            else:
                home_deck = getattr(state, {"star": "main", "event": "main", "film": "films",
                                            "award": "awards"}[kind])
                home_deck.remove(UNKNOWN)
        else:
            films_with_her = _remove(state, card, current)
        if where == "hand":
            state.players[int(arg)].hand.append(card)
        elif where == "table":
            state.players[int(arg)].table.append(StarSlot(card, films_with_her))
            films_with_her = []
        elif where == "awards":
            state.players[int(arg)].awards.append(card)
        elif where == "films_of":
            found = state.slot_of(arg)
            assert found is not None
            found[1].films.append(card)
        elif where == "discard":
            state.discard.append(card)
        else:
            deck = getattr(state, DECKS[where])
            if arg == "top":
                deck.insert(0, card)
            else:
                deck.append(card)
        state.films.extend(films_with_her)  # a star leaving the tables leaves her films
        log.append({"type": "adjusted", "what": "move", "card": card, "from": current or "unseen",
                    "to": place, "reason": m.reason or ""})
    return perform


def _remove(state: GameState, card: str, current: str) -> list[str]:
    """Take a known card from where it is; a star's films come back for the caller to place."""
    where, _, arg = current.partition(":")
    if not arg:  # a deck or the discard pile
        getattr(state, where).remove(card)
        return []
    if where == "hand":
        state.players[int(arg)].hand.remove(card)
    elif where == "awards":
        state.players[int(arg)].awards.remove(card)
    elif where == "table":
        player = state.players[int(arg)]
        slot = player.slot(card)
        assert slot is not None
        player.table.remove(slot)
        state.modifiers = [mod for mod in state.modifiers if mod.star != card]
        return list(slot.films)
    elif where == "films_of":
        found = state.slot_of(arg)
        assert found is not None
        found[1].films.remove(card)
    return []


def check_adjust_value(state: GameState, m: AdjustValue) -> Perform:
    star = m.star
    if state.slot_of(star) is None:
        raise IllegalMove("M1", "adjust_no_star", star=_name(state, star))
    if m.stat not in ("psyche", "charisma", "fame"):
        raise IllegalMove("M1", "adjust_bad_stat", stat=m.stat)
    if m.until not in ("end_of_turn", "permanent"):
        raise IllegalMove("M1", "adjust_bad_until", until=m.until)
    amount = m.amount
    if not -999 <= amount <= 999:
        raise IllegalMove("M1", "adjust_bad_amount", amount=amount)
    if amount == 0:  # the log would read "+0"
        raise IllegalMove("M1", "adjust_zero")

    def perform(log: Log) -> None:
        state.modifiers.append(Modifier(star, m.stat, amount, m.until))
        log.append({"type": "adjusted", "what": "value", "star": star, "stat": m.stat,
                    "amount": amount, "until": m.until, "reason": m.reason or ""})
    return perform


def check_adjust_unuse(state: GameState, m: AdjustUnuse) -> Perform:
    found = state.slot_of(m.star)
    if found is None:
        raise IllegalMove("M1", "adjust_no_star", star=_name(state, m.star))

    def perform(log: Log) -> None:
        found[1].used = False
        log.append({"type": "adjusted", "what": "unuse", "star": m.star, "reason": m.reason or ""})
    return perform

