"""Applying moves and listing the legal ones: the one source of legality.

`apply(state, move)` checks a move in the fixed order of SCENARIOS.md (V7, R1, T4, T5, E1,
then the move's own rule) and raises `IllegalMove` before touching anything; when every
check passes it changes the state in place and returns what happened as log entries.
`legal_moves(state, seat)` (built in legal.py) lists exactly the moves `apply` accepts
from that seat.
"""
from __future__ import annotations

from typing import Any, Callable, assert_never

from . import endings, table
from .cards import AwardCard
from .effects import (
    OnReveal,
    TargetError,
    plan,
    resolve,
    shuffle_into_awards,
    target_options,
    targeted_players,
)
from .errors import IllegalMove
from .flow import (
    Log,
    check_end,
    discard_star,
    end_turn,
    finish,
    finish_stalled,
    purchases_left,
    put_away,
)
from .legal import MAX_TEAMS, Listing, legal_moves
from .legal import effect_moves as _effect_moves
from .moves import (
    MOVE_TYPES,
    AdjustMove,
    AdjustUnuse,
    AdjustValue,
    AgreeEnd,
    BuyAward,
    ChooseTargets,
    Draw,
    EffectMove,
    EndStalled,
    EndTurn,
    FilmTop,
    MakeFilm,
    Move,
    Outshine,
    Pass,
    PlayAward,
    PlayEvent,
    UseAbility,
    move_class,
)
from .pending import (
    AwaitedReveal,
    Pending,
    PendingOutshine,
    PlayedAward,
    PlayedEvent,
    RevealedAward,
    UsedAbility,
    drawn_in_window,
)
from .reactions import can_respond, effect_of, playable_reactions, reaction_refusal, trigger_holds
from .reveal_choice import award_effect, drawer_chooses, reveal_choices, waiting_reveal
from .stall import showdown_stands_still
from .state import (
    OVER,
    RULES_CHOOSES_IN_WINDOW,
    RULES_REACTIONS_DISCARDED_FIRST,
    TABLE,
    GameState,
    StarSlot,
    Window,
)
from .values import slot_stat

# Also asked of this module by older callers: the listing (legal.py), response windows
# (reactions.py) and the purchases left (flow.py).
__all__ = ["MAX_TEAMS", "Listing", "_effect_moves", "apply", "check", "effect_of", "is_legal",
           "legal_moves", "playable_reactions", "purchases_left", "reveal"]

Perform = Callable[[Log], None]


def apply(state: GameState, move: Move) -> Log:
    """Apply a move in place and return the log entries; raise IllegalMove changing nothing."""
    perform = _check(state, move)
    log: Log = []
    perform(log)
    state.moves_applied += 1
    check_end(state, log)
    return log


def check(state: GameState, move: Move) -> IllegalMove | None:
    """The refusal `apply` would raise for this move, or None if it is legal."""
    try:
        _check(state, move)
    except IllegalMove as exc:
        return exc
    return None


def is_legal(state: GameState, move: Move) -> bool:
    return check(state, move) is None


# --------------------------------------------------------------------------------------
# Names for refusals
def _name(state: GameState, instance: str | None) -> str:
    if instance is None:
        return "?"
    card = state.cardset.cards.get(instance)
    return card.name if card is not None else instance


# --------------------------------------------------------------------------------------
# Checking
# The moves made by no seat, as tuples: `isinstance` with `A | B | ...` builds the union
# again at every call, and `_check` runs for every move.
_TABLE_ENTRIES = (FilmTop, AdjustMove, AdjustValue, AdjustUnuse)
_TABLE_MOVES = (AgreeEnd, EndStalled, *_TABLE_ENTRIES)


def _check(state: GameState, m: Move) -> Perform:
    # boardgame.io's order: the move is known, the game is not over, the player may act,
    # then the move's own rule. A move that is no move of this game breaks no rule of it.
    own_rule = _OWN_RULE.get(type(m))  # only the move classes themselves (moves.py)
    if own_rule is None:
        raise IllegalMove("", "unknown_move", move=str(m.type))
    if own_rule is _check_table_move:
        return _check_table_move(state, m)  # type: ignore[arg-type]  # _OWN_RULE gives it the table moves only
    admitted = _seat_gate(state, m.player, m)
    if admitted is not None:
        return admitted
    seat = m.player
    assert seat is not None  # the gate refuses a move without a seat
    return own_rule(state, m, seat)


def _check_end_turn(state: GameState, m: EndTurn, seat: int) -> Perform:
    return lambda log: end_turn(state, log)


def _not_your_turn(state: GameState, m: Move, seat: int) -> Perform:
    """A move the seat gate admits or refuses by itself (a draw, a pass, a choice of
    targets): never reaches its own rule."""
    raise IllegalMove("T4", "not_your_turn", active=state.players[state.active].name)


def _check_table_move(state: GameState,
                      m: AgreeEnd | EndStalled | FilmTop | AdjustMove | AdjustValue | AdjustUnuse
                      ) -> Perform:
    """The table's moves, made by no seat: the game is not over (V7), then their own rule."""
    if state.status == OVER:
        raise IllegalMove("V7", "game_over")
    if isinstance(m, AgreeEnd):
        return lambda log: finish(state, [], endings.AGREED, log)
    if isinstance(m, EndStalled):
        if not showdown_stands_still(state):
            raise IllegalMove("V8", "not_stalled")
        return lambda log: finish_stalled(state, log)
    if isinstance(m, _TABLE_ENTRIES):
        if state.chance != TABLE:
            raise IllegalMove("M1", "table_only")
        if isinstance(m, FilmTop):
            return table.check_film_top(state, m)
        if isinstance(m, AdjustMove):
            return table.check_adjust_move(state, m)
        if isinstance(m, AdjustValue):
            return table.check_adjust_value(state, m)
        return table.check_adjust_unuse(state, m)
    raise AssertionError(m)  # every table move is handled above


def _seat_gate(state: GameState, seat: int | None, m: Move | None) -> Perform | None:
    """The checks a seat's move passes before its own rule, in `apply`'s order: the game is
    not over (V7), the table's draws are entered first (T1), the seat exists (T4), a
    response window admits only its owner's pass or reactions (R1), a player still in
    (T4) on their own turn (T4), where another's turn admits an any_turn event (E1).

    Raises the refusal; returns how to carry out the moves the gate itself admits (a draw,
    a pass, a reaction, an event off turn), or None when the move's own rule decides next.
    `m` None: a turn action (a film, an award, an outshine, an ability, ending the turn)."""
    if state.status == OVER:
        raise IllegalMove("V7", "game_over")
    if state.draws_due > 0:
        if isinstance(m, Draw) and m.player == state.drawing:
            return table.check_draw(state, m)
        drawer = state.players[state.drawing].name if state.drawing is not None else "?"
        raise IllegalMove("T1", "draws_due", player=drawer, count=state.draws_due)
    if waiting_reveal(state) is not None:
        return _check_reveal_choice(state, m)
    if isinstance(m, ChooseTargets):
        raise IllegalMove("A5", "no_reveal_choice")
    if isinstance(m, Draw):
        return table.check_draw(state, m)
    if seat is None or not 0 <= seat < len(state.players):
        raise IllegalMove("T4", "no_such_seat", seat=seat)
    window = state.window
    if window is not None:
        if seat != window.seat:
            raise IllegalMove("R1", "window_other", owner=state.players[window.seat].name)
        if isinstance(m, Pass):
            return lambda log: _close_window(state, log, passed=True)
        if isinstance(m, PlayEvent):
            return _check_reaction_event(state, m, window)
        if isinstance(m, UseAbility):
            return _check_reaction_ability(state, m, window)
        raise IllegalMove("R1", "window_only_reactions")
    if isinstance(m, Pass):
        raise IllegalMove("R1", "no_window")
    player = state.players[seat]
    if player.out:
        raise IllegalMove("T4", "player_out", player=player.name)
    if seat != state.active:
        if isinstance(m, PlayEvent):
            card = state.cardset.event_cards.get(m.card)
            holds = m.card in player.hand or table.reveal_from_hand(state, seat, m.card)
            if holds and card is not None and card.phase == "any_turn":
                return _check_event(state, m, seat)
        raise IllegalMove("T4", "not_your_turn", active=state.players[state.active].name)
    return None


def turn_refusal(state: GameState, seat: int | None) -> IllegalMove | None:
    """Why `seat` may not take a turn action (a film, an award, an outshine, an ability,
    ending the turn) now: the refusal `apply` gives any such move from that seat before
    the move's own rule (V7, T1, T4, R1); None if it may."""
    try:
        _seat_gate(state, seat, None)
    except IllegalMove as exc:
        return exc
    return None


def star_refusal(state: GameState, seat: int | None, star: str) -> IllegalMove | None:
    """Why `seat` may not pick `star` for a turn action now: `turn_refusal`, then T5 (the
    star must be on the seat's table and unused); None if it may."""
    try:
        _seat_gate(state, seat, None)
        assert seat is not None
        _own_unused(state, seat, star)
    except IllegalMove as exc:
        return exc
    return None


def team_refusal(state: GameState, seat: int | None, action: type[MakeFilm] | type[BuyAward],
                 stars: tuple[str, ...]) -> IllegalMove | None:
    """Why these stars of `seat` cannot make the top film (`action` MakeFilm, whichever of
    them receives it) or buy the top award (BuyAward) now: the refusal `apply` gives such a
    move (T4/R1 first, then T5, then A1-A4); None if they can. In table mode the card that
    came up is not named yet (the table names it next)."""
    try:
        _seat_gate(state, seat, None)
        assert seat is not None
        if action is MakeFilm:
            _film_team(state, seat, stars, None)
        else:
            _award_team(state, seat, stars, None)
    except IllegalMove as exc:
        return exc
    return None


def _own_unused(state: GameState, seat: int, star: str) -> StarSlot:
    slot = state.players[seat].slot(star)
    if slot is None:
        raise IllegalMove("T5", "star_not_yours", star=_name(state, star))
    if slot.used:
        raise IllegalMove("T5", "star_used", star=_name(state, star))
    return slot


def _team(state: GameState, seat: int, stars: tuple[str, ...], rule: str) -> list[StarSlot]:
    if not stars:
        raise IllegalMove(rule, "no_stars")
    seen: set[str] = set()
    slots = []
    for star in stars:
        if star in seen:
            raise IllegalMove(rule, "star_twice", star=_name(state, star))
        seen.add(star)
        slots.append(_own_unused(state, seat, star))
    return slots


def _film_team(state: GameState, seat: int, stars: tuple[str, ...], card: str | None
               ) -> tuple[list[StarSlot], str, int, int]:
    """A1, A2: the stars' slots, the film they make, its required fame and their total."""
    slots = _team(state, seat, stars, "A1")
    if not state.films:
        raise IllegalMove("A2", "film_deck_empty")
    film = _top(state, "films", card, "A2")
    required = state.cardset.film_cards[film].fame_required
    total = sum([slot_stat(state, seat, s, "fame") for s in slots])  # fame() of the seat's stars
    if total < required:
        raise IllegalMove("A1", "film_fame_short", fame=total, required=required)
    return slots, film, required, total


def _check_make_film(state: GameState, m: MakeFilm, seat: int) -> Perform:
    slots, film, required, total = _film_team(state, seat, m.stars, m.card)
    if m.assign_to not in m.stars:
        raise IllegalMove("A1", "assign_not_in_team")
    recipient = next(s for s in slots if s.card == m.assign_to)

    def perform(log: Log) -> None:
        for slot in slots:
            slot.used = True
        table.take_top(state, "films", film)
        recipient.films.append(film)
        log.append({"type": "film_made", "seat": seat, "stars": list(m.stars), "film": film,
                    "star": recipient.card, "fame": total, "required": required})
    return perform


def _top(state: GameState, deck: str, card: str | None, rule: str) -> str:
    """The film or award that comes up: the deck's top, or in table mode the card named."""
    if state.chance == TABLE:
        return table.top_card(state, deck, card, rule)
    if card is not None:
        raise IllegalMove(rule, "table_only")
    return getattr(state, deck)[0]


def _effect_outcomes(state: GameState, effect: Any, m: EffectMove, rule: str) -> None:
    """In table mode an effect that takes an unknown film or award needs it named (choice)."""
    table.check_named_card(state, effect, m.choice, rule)


def _award_team(state: GameState, seat: int, stars: tuple[str, ...], card: str | None
                ) -> tuple[list[StarSlot], str, int, int]:
    """A3, A4: the stars' slots, the award they buy, its cost to the seat and their total."""
    slots = _team(state, seat, stars, "A3")
    if purchases_left(state, seat) <= 0:
        bought = state.purchases[seat]
        if bought > 1:  # a card allowed more: "one per turn" alone would contradict the log
            raise IllegalMove("A4", "award_limit_extra", count=bought)
        raise IllegalMove("A4", "award_limit")
    if not state.awards:
        raise IllegalMove("A3", "award_deck_empty")
    award = _top(state, "awards", card, "A3")
    row = state.cardset.award_cost_row(award)
    cost = row[min(len(state.players[seat].awards), len(row) - 1)]
    total = sum([slot_stat(state, seat, s, "fame") for s in slots])  # fame() of the seat's stars
    if total < cost:
        raise IllegalMove("A3", "award_fame_short", fame=total, cost=cost)
    return slots, award, cost, total


def _check_buy_award(state: GameState, m: BuyAward, seat: int) -> Perform:
    slots, award, cost, total = _award_team(state, seat, m.stars, m.card)

    def perform(log: Log) -> None:
        for slot in slots:
            slot.used = True
        state.purchases[seat] += 1
        table.take_top(state, "awards", award)
        card = state.cardset.cards[award]
        assert isinstance(card, AwardCard)
        if not card.reveal_on_draw:
            state.players[seat].awards.append(award)
            log.append({"type": "award_bought", "seat": seat, "stars": list(m.stars), "card": award,
                        "fame": total, "cost": cost})
            return
        log.append({"type": "award_revealed", "seat": seat, "stars": list(m.stars), "card": award,
                    "fame": total, "cost": cost, "purchase": True})
        reveal(state, seat, award, m.target, m.target_player, log, m.choice)
    return perform


def reveal(state: GameState, seat: int, award: str, target: str | None,
           target_player: int | None, log: Log, choice: str | None = None,
           by_reaction: bool = False) -> None:
    """A5: an award revealed on draw resolves like a played card: the drawer's targets (the
    move's; else, in rules version 2 with a choice to make, the game waits for the drawer's
    `choose_targets`, see reveal_choice.py; else the first eligible), a response window for
    each targeted player, then it is shuffled back into the award deck. `choice` is the
    award a targeted player gives back if its effect returns one (else the first held).
    Revealed by a reaction (`by_reaction`: inside its window), it resolves as soon as its
    targets are known: a reaction's own effect opens no further window (R1); its drawer
    still chooses them (version 3), and the window waits for that choice. Revealed while
    another award's window is open (an effect that took two), it waits in `reveals` with
    its targets until no window is open (one window at a time). Versions 1 and 2 resolved
    an award revealed inside a window at once on the first eligible, and replay so."""
    card = state.cardset.cards[award]
    assert isinstance(card, AwardCard)
    effect = card.effect
    if effect is None or state.status == OVER or not target_options(state, seat, effect, None)[3]:
        shuffle_into_awards(state, award)
        return
    if drawer_chooses(state, seat, effect, target is not None or target_player is not None):
        waiting = AwaitedReveal(seat, award, in_window=by_reaction)
        if by_reaction:  # due before anything else the window waits for
            state.reveals.insert(_reaction_reveal_place(state), waiting)
        else:
            state.reveals.append(waiting)
        log.append({"type": "reveal_choice", "seat": seat, "card": award})
        return
    targets = _reveal_plan(state, seat, effect, target, target_player)
    if by_reaction or (state.window is not None
                       and state.options.rules_version < RULES_CHOOSES_IN_WINDOW):
        _resolve_reveal_at_once(state, seat, award, targets, choice, log)
        return
    pending = RevealedAward(seat, award, plan=targets,
                            target=next((t for t, _ in targets if t is not None), None),
                            target_player=next((p for _, p in targets if p is not None), None),
                            choice=choice)
    if state.window is not None or state.reveals:  # R1: one window at a time, in order
        state.reveals.append(pending)
        return
    _declare(state, pending, log)


def _reveal_plan(state: GameState, seat: int, effect: Any, target: str | None,
                 target_player: int | None) -> list[list[Any]]:
    """The revealed award's targets from those the move named. The drawer could not know
    the card: a named target that does not fit it is not used (the first eligible instead).
    From rules version 4 each named target that fits is kept (a move that reveals two
    awards may name a star for one and a player for the other); before, both were dropped
    when one did not fit, and older games replay so."""
    if state.options.rules_version >= RULES_REACTIONS_DISCARDED_FIRST:
        stars, seats, _, _ = target_options(state, seat, effect, None)
        return plan(state, seat, effect, None, target if target in stars else None,
                    target_player if target_player in seats else None, None)
    try:
        return plan(state, seat, effect, None, target, target_player, None)
    except TargetError:
        return plan(state, seat, effect, None, None, None, None)


def _reaction_reveal_place(state: GameState) -> int:
    """Where an award a reaction's effect revealed waits for its drawer's choice: before
    anything else the window waits for, after the awards the same reaction revealed before
    it (rules version 4: in the order drawn; before, each went first)."""
    if state.options.rules_version < RULES_REACTIONS_DISCARDED_FIRST:
        return 0
    place = 0
    while place < len(state.reveals) and drawn_in_window(state.reveals[place]):
        place += 1
    return place


def _declare_waiting_reveals(state: GameState, log: Log) -> None:
    """R1, A5: once no window is open, the awards revealed while one was, whose targets are
    known, are declared in turn (each opening its own windows); one still waiting for its
    drawer's choice whose every eligible target has gone meanwhile fizzles (shuffled back)."""
    while state.window is None and state.status != OVER and state.reveals:
        first = state.reveals[0]
        if isinstance(first, RevealedAward):  # its targets are known
            state.reveals.pop(0)
            _declare(state, first, log)
        elif not reveal_choices(state, first):
            state.reveals.pop(0)
            log.append({"type": "effect_fizzled", "verb": "award_reveal"})
            shuffle_into_awards(state, first.source)
        else:
            return


def _resolve_reveal_at_once(state: GameState, seat: int, award: str, targets: list[list[Any]],
                            choice: str | None, log: Log) -> None:
    """R1: an award revealed by a reaction's own effect resolves at once, with no window;
    an award it takes in turn is revealed the same way (in rules version 2, its drawer
    chooses from version 3; before, the first eligible target was taken at once)."""
    on_reveal = None
    if state.options.rules_version >= RULES_CHOOSES_IN_WINDOW:
        def on_reveal(taken: str) -> None:
            reveal(state, seat, taken, None, None, log, by_reaction=True)
    resolve(state, seat, award_effect(state, award), targets, None, None, choice, log, on_reveal)
    shuffle_into_awards(state, award)


def _reaction_reveals(state: GameState, seat: int, m: PlayEvent | UseAbility, log: Log
                      ) -> OnReveal | None:
    """How an award a reaction's effect takes is revealed (A5): on the targets the reaction
    named, else chosen by its drawer, resolving at once (R1); from rules version 3 (before,
    the effect resolved it on its first eligible targets, and version-2 games replay so)."""
    if state.options.rules_version < RULES_CHOOSES_IN_WINDOW:
        return None

    def on_reveal(award: str) -> None:
        reveal(state, seat, award, m.reveal_target, m.reveal_target_player, log, m.reveal_choice,
               by_reaction=True)
    return on_reveal


def _check_reveal_choice(state: GameState, m: Move | None) -> Perform:
    """A5: while a revealed award waits for its targets, only its drawer's choice is taken."""
    pending = state.reveals[0]
    assert isinstance(pending, AwaitedReveal)  # (`check` asks only when one waits: waiting_reveal)
    drawer = state.players[pending.actor].name
    award = _name(state, pending.source)
    if not isinstance(m, ChooseTargets):
        raise IllegalMove("A5", "reveal_choice_due", player=drawer, card=award)
    if m.player != pending.actor:
        raise IllegalMove("A5", "reveal_choice_other", player=drawer, card=award)
    if (m.target, m.target_player) not in reveal_choices(state, pending):
        if m.target is not None:
            raise IllegalMove("A5", "bad_target", target=_name(state, m.target), card=award)
        raise IllegalMove("A5", "reveal_choice_needed", card=award)
    effect = award_effect(state, pending.source)
    table.check_named_card(state, effect, m.choice, "A5")  # at a real table: the card that came up
    targets = plan(state, pending.actor, effect, None, m.target, m.target_player, None)

    def perform(log: Log) -> None:
        state.reveals.pop(0)
        held = state.slot_of(m.target) if m.target is not None else None
        log.append({"type": "reveal_targets", "seat": pending.actor, "card": pending.source,
                    "target": m.target, "target_player": m.target_player,
                    "owner": held[0] if held is not None else None})
        if pending.in_window:  # drawn by a reaction: resolves at once (R1)
            _resolve_reveal_at_once(state, pending.actor, pending.source, targets, m.choice, log)
            if state.window is not None:
                _discard_resolved_reaction(state, state.window)
                _after_reaction(state, state.window, log)
            return
        chosen = RevealedAward(pending.actor, pending.source, plan=targets, choice=m.choice,
                               target=next((t for t, _ in targets if t is not None), None),
                               target_player=next((p for _, p in targets if p is not None), None))
        _declare(state, chosen, log)
    return perform


def _check_outshine(state: GameState, m: Outshine, seat: int) -> Perform:
    attacker = _own_unused(state, seat, m.star)
    found = state.slot_of(m.target) if m.target else None
    owner = found[0] if found is not None else None
    if owner == seat:
        raise IllegalMove("A7", "outshine_own", target=_name(state, m.target))
    if owner is None or state.players[owner].out:
        raise IllegalMove("A6", "outshine_no_target", target=_name(state, m.target))
    assert found is not None
    cha = slot_stat(state, seat, attacker, "charisma")  # charisma() of the seat's star
    psy = slot_stat(state, found[0], found[1], "psyche")  # psyche() of the target
    if cha < psy:
        raise IllegalMove("A6", "outshine_short", attacker=_name(state, m.star), charisma=cha,
                          target=_name(state, m.target), psyche=psy)

    def perform(log: Log) -> None:
        attacker.used = True
        log.append({"type": "outshine_declared", "seat": seat, "star": m.star, "target": m.target,
                    "owner": owner, "charisma": cha, "psyche": psy})
        _declare(state, PendingOutshine(seat, m.star, m.target), log)
    return perform


def _plan_or_refuse(state: GameState, seat: int, effect: Any, source_star: str | None, m: EffectMove,
                    rule: str, card_name: str) -> list[list[Any]]:
    try:
        return plan(state, seat, effect, source_star, m.target, m.target_player, m.assign_to)
    except TargetError as exc:
        if exc.kind == "none":
            raise IllegalMove(rule, "no_target", card=card_name) from None
        if exc.kind == "player":
            raise IllegalMove(rule, "bad_target_player", seat=exc.value, card=card_name) from None
        raise IllegalMove(rule, "bad_target", target=_name(state, exc.value), card=card_name) from None


def _check_ability(state: GameState, m: UseAbility, seat: int) -> Perform:
    slot = _own_unused(state, seat, m.star)
    card = state.cardset.star_cards[slot.card]
    star_name = card.name
    ability = card.ability
    if ability is None:
        raise IllegalMove("A8", "no_ability", star=star_name)
    if ability.kind == "reaction":
        raise IllegalMove("A9", "ability_reaction_outside", star=star_name)
    if ability.kind != "action":
        raise IllegalMove("A8", "ability_not_action", star=star_name, kind=ability.kind)
    targets = _plan_or_refuse(state, seat, ability.effect, slot.card, m, "A8", star_name)
    _effect_outcomes(state, ability.effect, m, "A8")

    def perform(log: Log) -> None:
        slot.used = True
        log.append({"type": "ability_used", "seat": seat, "star": slot.card})
        _declare(state, UsedAbility(seat, slot.card, m.target, m.target_player, m.assign_to,
                                    m.choice, targets, reveal_target=m.reveal_target,
                                    reveal_target_player=m.reveal_target_player,
                                    reveal_choice=m.reveal_choice), log)
    return perform


def _check_event(state: GameState, m: PlayEvent, seat: int) -> Perform:
    player = state.players[seat]
    hidden = m.card not in player.hand and table.reveal_from_hand(state, seat, m.card)
    if m.card not in player.hand and not hidden:
        raise IllegalMove("E1", "event_not_in_hand", card=_name(state, m.card))
    card = state.cardset.event_cards.get(m.card)
    if card is None:
        raise IllegalMove("E1", "not_an_event", card=_name(state, m.card))
    if card.phase == "reaction":
        raise IllegalMove("E1", "event_phase_reaction", card=card.name)
    if card.phase == "own_turn" and seat != state.active:
        raise IllegalMove("E1", "event_phase_own_turn", card=card.name)
    targets = _plan_or_refuse(state, seat, card.effect, None, m, "E1", card.name)
    _effect_outcomes(state, card.effect, m, "E1")
    instance = m.card

    def perform(log: Log) -> None:
        if hidden:
            table.turn_hidden_card_into(state, seat, instance)
        player.hand.remove(instance)
        log.append({"type": "event_played", "seat": seat, "card": instance, "target": m.target,
                    "target_player": m.target_player})
        _declare(state, PlayedEvent(seat, instance, m.target, m.target_player, m.assign_to,
                                    m.choice, targets, reveal_target=m.reveal_target,
                                    reveal_target_player=m.reveal_target_player,
                                    reveal_choice=m.reveal_choice), log)
    return perform


def _check_award(state: GameState, m: PlayAward, seat: int) -> Perform:
    player = state.players[seat]
    if m.card not in player.awards:
        raise IllegalMove("E4", "award_not_held", card=_name(state, m.card))
    card = state.cardset.award_cards[m.card]
    if card.effect is None:
        raise IllegalMove("E4", "award_no_effect", card=card.name)
    targets = _plan_or_refuse(state, seat, card.effect, None, m, "E4", card.name)
    _effect_outcomes(state, card.effect, m, "E4")
    instance = m.card

    def perform(log: Log) -> None:
        player.awards.remove(instance)
        log.append({"type": "award_played", "seat": seat, "card": instance, "target": m.target,
                    "target_player": m.target_player})
        _declare(state, PlayedAward(seat, instance, m.target, m.target_player, m.assign_to,
                                    m.choice, targets, reveal_target=m.reveal_target,
                                    reveal_target_player=m.reveal_target_player,
                                    reveal_choice=m.reveal_choice), log)
    return perform


# --------------------------------------------------------------------------------------
# Response windows (R1)
def _declare(state: GameState, pending: Pending, log: Log) -> None:
    """R1: each targeted player in turn, in seat order from the player who played it, gets a
    response window (if they could play in it); then it resolves."""
    if isinstance(pending, PendingOutshine):
        owner = state.owner_of(pending.target)
        responders = [owner] if owner is not None else []
    else:
        responders = targeted_players(state, pending.actor, effect_of(state, pending),
                                      pending.plan or [])
    n = len(state.players)
    waiting = tuple(sorted(responders, key=lambda seat: (seat - pending.actor) % n))
    _next_window(state, pending, waiting, log)


def _next_window(state: GameState, pending: Pending, waiting: tuple[int, ...], log: Log) -> None:
    """Open the next targeted player's window (`waiting`: those still to be asked, in
    order), or resolve once every one was asked."""
    while waiting:
        seat, waiting = waiting[0], waiting[1:]
        if state.players[seat].out:
            continue
        if state.options.always_ask_reactions or can_respond(state, seat, pending, []):
            state.window = Window(seat, pending, waiting)
            log.append({"type": "window_opened", "seat": seat})
            return
    _resolve_pending(state, pending, log)
    _declare_waiting_reveals(state, log)


def _close_window(state: GameState, log: Log, passed: bool) -> None:
    window = state.window
    assert window is not None
    state.window = None
    log.append({"type": "window_closed", "seat": window.seat, "passed": passed})
    _next_window(state, window.pending, window.waiting, log)


def _resolve_pending(state: GameState, pending: Pending, log: Log) -> None:
    match pending:
        case PendingOutshine():
            _resolve_outshine(state, pending, log)
        case PlayedEvent() | PlayedAward() | UsedAbility() | RevealedAward():
            source_star = pending.source if isinstance(pending, UsedAbility) else None
            actor = pending.actor
            reveal_target, reveal_target_player = pending.reveal_target, pending.reveal_target_player
            reveal_choice = pending.reveal_choice

            def on_reveal(award: str) -> None:
                reveal(state, actor, award, reveal_target, reveal_target_player, log, reveal_choice)
            resolve(state, actor, effect_of(state, pending), pending.plan or [], source_star,
                    pending.assign_to, pending.choice, log, on_reveal)
            _finish_source(state, pending, log)
        case _:
            assert_never(pending)


def _resolve_outshine(state: GameState, pending: PendingOutshine, log: Log) -> None:
    attacker, target = pending.attacker, pending.target
    found_attacker = state.slot_of(attacker)
    found_target = state.slot_of(target)
    if (found_attacker is not None and found_target is not None
            and found_attacker[0] == pending.actor and found_target[0] != pending.actor):
        cha = slot_stat(state, found_attacker[0], found_attacker[1], "charisma")
        psy = slot_stat(state, found_target[0], found_target[1], "psyche")
        if cha >= psy:
            log.append({"type": "outshone", "seat": pending.actor, "star": attacker,
                        "target": target, "owner": found_target[0], "charisma": cha, "psyche": psy})
            discard_star(state, target, log, reason="outshine")
            return
        log.append({"type": "outshine_failed", "star": attacker, "target": target,
                    "charisma": cha, "psyche": psy})
        return
    log.append({"type": "outshine_failed", "star": attacker, "target": target})


def _finish_source(state: GameState, pending: Pending, log: Log) -> None:
    """Where the played card goes once its effect resolved or was cancelled (E2, E4, A5)."""
    put_away(state, pending, lambda award: shuffle_into_awards(state, award))


def _after_reaction(state: GameState, window: Window, log: Log) -> None:
    """After a reaction: close the window if what opened it was cancelled, or if its owner
    holds nothing more they could play (unless always_ask_reactions keeps it open). Not
    while an award the reaction revealed waits for its targets: that choice comes first,
    and asks again once made."""
    if state.status == OVER or state.window is not window:
        return
    if state.reveals and drawn_in_window(state.reveals[0]):
        return
    if window.cancelled:  # the whole card: later windows do not open
        state.window = None
        log.append({"type": "window_closed", "seat": window.seat, "passed": False})
        _finish_source(state, window.pending, log)
        _declare_waiting_reveals(state, log)
        return
    if not state.options.always_ask_reactions and not can_respond(
            state, window.seat, window.pending, window.reactions_used):
        _close_window(state, log, passed=False)


def _check_reaction_event(state: GameState, m: PlayEvent, window: Window) -> Perform:
    seat = window.seat
    player = state.players[seat]
    hidden = m.card not in player.hand and table.reveal_from_hand(state, seat, m.card)
    if m.card not in player.hand and not hidden:
        raise IllegalMove("E1", "event_not_in_hand", card=_name(state, m.card))
    card = state.cardset.event_cards.get(m.card)
    if card is None or card.phase != "reaction":
        raise IllegalMove("R1", "window_only_reactions")
    refusal = reaction_refusal(state, seat, card.effect, window.pending, None, card.name)
    if refusal is not None:
        raise refusal
    targets = _plan_or_refuse(state, seat, card.effect, None, m, "E1", card.name)
    _effect_outcomes(state, card.effect, m, "E1")  # a film or award nobody has seen: named
    instance = m.card

    def perform(log: Log) -> None:
        if hidden:
            table.turn_hidden_card_into(state, seat, instance)
        player.hand.remove(instance)
        log.append({"type": "reaction_played", "seat": seat, "card": instance})
        if state.options.rules_version >= RULES_REACTIONS_DISCARDED_FIRST:
            # E2: it resolves at once and then lies on the pile, under the card it answered
            # (which reaches the pile when the window closes, cancelled or resolved)
            window.resolving = instance
            resolve(state, seat, card.effect, targets, None, m.assign_to, m.choice, log,
                    _reaction_reveals(state, seat, m, log))
            _discard_resolved_reaction(state, window)
            _after_reaction(state, window, log)
            return
        resolve(state, seat, card.effect, targets, None, m.assign_to, m.choice, log,
                _reaction_reveals(state, seat, m, log))
        if window.cancelled:  # rules versions 1-3: the cancelled card first
            _after_reaction(state, window, log)
            state.discard.append(instance)
        else:
            state.discard.append(instance)
            _after_reaction(state, window, log)
    return perform


def _discard_resolved_reaction(state: GameState, window: Window) -> None:
    """E2 (rules version 4): the reaction event played in `window` lies on the discard pile
    once its effect has resolved, unless an award it revealed still waits for its drawer's
    choice (then once that award has resolved). If the game ended meanwhile, `flow.finish`
    has put it there already."""
    if window.resolving is None or (state.reveals and drawn_in_window(state.reveals[0])):
        return
    state.discard.append(window.resolving)
    window.resolving = None


def _check_reaction_ability(state: GameState, m: UseAbility, window: Window) -> Perform:
    seat = window.seat
    slot = state.players[seat].slot(m.star)
    if slot is None:
        raise IllegalMove("T5", "star_not_yours", star=_name(state, m.star))
    card = state.cardset.star_cards[slot.card]
    ability = card.ability
    if ability is None or ability.kind != "reaction":
        raise IllegalMove("R1", "window_only_reactions")
    if slot.card in window.reactions_used:
        raise IllegalMove("A9", "reaction_used", star=card.name)
    if not trigger_holds(state, seat, slot.card, window.pending):
        raise IllegalMove("A9", "reaction_not_triggered", star=card.name)
    refusal = reaction_refusal(state, seat, ability.effect, window.pending, slot.card, card.name)
    if refusal is not None:
        raise refusal
    effect = ability.effect
    targets = _plan_or_refuse(state, seat, effect, slot.card, m, "A9", card.name)
    _effect_outcomes(state, effect, m, "A9")  # a film or award nobody has seen: named

    def perform(log: Log) -> None:
        window.reactions_used.append(slot.card)
        log.append({"type": "reaction_ability", "seat": seat, "star": slot.card})
        resolve(state, seat, effect, targets, slot.card, m.assign_to, m.choice, log,
                _reaction_reveals(state, seat, m, log))
        _after_reaction(state, window, log)
    return perform


# Each move class's own rule, after the seat gate (the table's moves: their own checks).
_OWN_RULE: dict[type, Callable[..., Perform]] = {
    MakeFilm: _check_make_film, BuyAward: _check_buy_award, Outshine: _check_outshine,
    UseAbility: _check_ability, PlayEvent: _check_event, PlayAward: _check_award,
    EndTurn: _check_end_turn, Pass: _not_your_turn, Draw: _not_your_turn,
    ChooseTargets: _not_your_turn,
    **{cls: _check_table_move for cls in _TABLE_MOVES}}
assert set(_OWN_RULE) == {move_class(kind) for kind in MOVE_TYPES}
