"""Effects (CARDSET.md verbs): who they may target, and what they do when they resolve.

An effect is planned when it is played: each leaf of it (an `all` is flattened) gets its
star or player target, chosen by the player or, where the move names none, the first
eligible in seat and table order. The plan is resolved later, after any response window.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

from . import chance
from .cards import PLAYER_TARGET_VERBS, AwardCard
from .flow import Log, check_end, discard_star, draw_main, rng
from .state import PLAYING, TABLE, UNKNOWN, GameState, Modifier

Effect = Mapping[str, Any]
OnReveal = Callable[[str], None]  # called with an award revealed on draw (A5)
REFERS_TO_RECIPIENT = ("take_film", "steal_film")


class TargetError(Exception):
    """The move's target does not fit the effect (`kind` is "none", "star" or "player")."""

    def __init__(self, kind: str, value: Any = None) -> None:
        super().__init__(kind)
        self.kind = kind
        self.value = value


_LEAVES: dict[int, tuple[Effect, tuple[Effect, ...]]] = {}
_LEAVES_MAX = 4_096  # effects kept (a card set holds a few hundred); starts again when full


def leaves(effect: Effect) -> tuple[Effect, ...]:
    """The effect's leaves in order (an `all` flattened). Found once per effect: a card's
    effect is never changed, and the cache holds the effect itself, so its id is not reused."""
    found = _LEAVES.get(id(effect))
    if found is not None and found[0] is effect:
        return found[1]
    out = tuple(_flatten(effect))
    if len(_LEAVES) >= _LEAVES_MAX:
        _LEAVES.clear()
    _LEAVES[id(effect)] = (effect, out)
    return out


_VERBS: dict[int, tuple[Effect, frozenset[str]]] = {}


def verbs(effect: Effect) -> frozenset[str]:
    """The verbs of the effect's leaves, found once per effect (as `leaves`)."""
    found = _VERBS.get(id(effect))
    if found is not None and found[0] is effect:
        return found[1]
    out = frozenset(leaf["do"] for leaf in leaves(effect))
    if len(_VERBS) >= _LEAVES_MAX:
        _VERBS.clear()
    _VERBS[id(effect)] = (effect, out)
    return out


def _flatten(effect: Effect) -> list[Effect]:
    if effect["do"] == "all":
        out: list[Effect] = []
        for part in effect["effects"]:
            out.extend(_flatten(part))
        return out
    return [effect]


def star_candidates(state: GameState, actor: int, leaf: Effect, source_star: str | None) -> list[str]:
    """Stars this leaf may target, in seat and table order (empty if it targets no star)."""
    verb = leaf["do"]
    target = leaf.get("target")
    if verb in PLAYER_TARGET_VERBS or target is None:
        return []
    players = state.players
    if target == "self":
        if source_star is not None:
            found = state.slot_of(source_star)
            if found is None:
                return []
            if verb == "ready_star" and not found[1].used:
                return []
            return [source_star]
        target = "own_star"  # "self" on an event or award: one of the player's own stars
    if verb == "ready_star":
        # A star's own ability readies another star: readying herself would loop for ever.
        return [s.card for s in players[actor].table if s.used and s.card != source_star]
    if verb == "steal_film" and not players[actor].table:
        return []
    out: list[str] = []
    for seat, player in enumerate(players):
        if player.out:
            continue
        if target == "own_star" and seat != actor:
            continue
        if target == "opponent_star" and seat == actor:
            continue
        for slot in player.table:
            if verb == "steal_film" and not slot.films:
                continue
            out.append(slot.card)
    return out


def player_candidates(state: GameState, actor: int, leaf: Effect) -> list[int]:
    verb = leaf["do"]
    if verb not in PLAYER_TARGET_VERBS:
        return []
    out = []
    for seat, player in enumerate(state.players):
        if seat == actor or player.out:
            continue
        if verb == "return_award" and not player.awards:
            continue
        if verb in ("discard_random", "steal_random") and not player.hand:
            continue
        out.append(seat)
    return out


def _needs_star(leaf: Effect) -> bool:
    return leaf.get("target") is not None and leaf["do"] not in PLAYER_TARGET_VERBS


def playable(state: GameState, actor: int, effect: Effect, source_star: str | None) -> bool:
    """Whether the effect may be played now (`target_options`' last answer, found without
    listing every target): some leaf needs no target or has one."""
    for leaf in leaves(effect):
        if _needs_star(leaf):
            if star_candidates(state, actor, leaf, source_star):
                return True
        elif leaf["do"] in PLAYER_TARGET_VERBS:
            if player_candidates(state, actor, leaf):
                return True
        else:
            return True
    return False


_STAR, _PLAYER, _FREE = 0, 1, 2  # what a leaf targets: a star, a player, nothing
_SHAPES: dict[int, tuple[Effect, tuple[tuple[Effect, int, bool], ...]]] = {}


def _shape(effect: Effect) -> tuple[tuple[Effect, int, bool], ...]:
    """Each leaf with what it targets and whether it names a recipient (REFERS_TO_RECIPIENT),
    found once per effect (as `leaves`)."""
    found = _SHAPES.get(id(effect))
    if found is not None and found[0] is effect:
        return found[1]
    out = tuple((leaf, _STAR if _needs_star(leaf) else _PLAYER if leaf["do"] in PLAYER_TARGET_VERBS
                 else _FREE, leaf["do"] in REFERS_TO_RECIPIENT) for leaf in leaves(effect))
    if len(_SHAPES) >= _LEAVES_MAX:
        _SHAPES.clear()
    _SHAPES[id(effect)] = (effect, out)
    return out


def target_options(state: GameState, actor: int, effect: Effect,
                   source_star: str | None) -> tuple[list[str], list[int], list[str], bool]:
    """(star targets, player targets, recipients, playable) for choosing how to play an effect."""
    stars: list[str] = []
    seats: list[int] = []
    playable = False
    recipients: list[str] = []
    for leaf, aim, names_recipient in _shape(effect):
        if aim == _STAR:
            cands = star_candidates(state, actor, leaf, source_star)
            if cands:
                playable = True
                if not stars:
                    stars = cands  # a new list, each star once
                else:
                    for c in cands:
                        if c not in stars:
                            stars.append(c)
        elif aim == _PLAYER:
            cands_p = player_candidates(state, actor, leaf)
            if cands_p:
                playable = True
                if not seats:
                    seats = cands_p
                else:
                    for p in cands_p:
                        if p not in seats:
                            seats.append(p)
        else:
            playable = True
        if names_recipient and not recipients:
            recipients = [s.card for s in state.players[actor].table]
    return stars, seats, recipients, playable


def plan(state: GameState, actor: int, effect: Effect, source_star: str | None,
         target: str | None, target_player: int | None, assign_to: str | None) -> list[list[Any]]:
    """Fix each leaf's target; raise TargetError if the move's choices do not fit."""
    stars, seats, recipients, playable = target_options(state, actor, effect, source_star)
    if not playable:
        raise TargetError("none")
    if target is not None and target not in stars:
        raise TargetError("star", target)
    if target_player is not None and target_player not in seats:
        raise TargetError("player", target_player)
    if assign_to is not None and assign_to not in recipients:
        raise TargetError("star", assign_to)
    out: list[list[Any]] = []
    for leaf in leaves(effect):
        star_t: str | None = None
        seat_t: int | None = None
        if _needs_star(leaf):
            cands = star_candidates(state, actor, leaf, source_star)
            star_t = target if target in cands else (cands[0] if cands else None)
        elif leaf["do"] in PLAYER_TARGET_VERBS:
            cands_p = player_candidates(state, actor, leaf)
            seat_t = target_player if target_player in cands_p else (cands_p[0] if cands_p else None)
        out.append([star_t, seat_t])
    return out


def targeted_players(state: GameState, actor: int, effect: Effect, targets: list[list[Any]]) -> list[int]:
    """Players other than the actor whose star, hand or awards the plan targets (R1).
    skip_turn targets a player's turn, none of those, and opens no window."""
    out: list[int] = []
    for leaf, (star_t, seat_t) in zip(leaves(effect), targets, strict=True):
        if leaf["do"] == "skip_turn":
            continue
        owner = state.owner_of(star_t) if star_t is not None else seat_t
        if owner is not None and owner != actor and owner not in out:
            out.append(owner)
    return out


def resolve(state: GameState, actor: int, effect: Effect, targets: list[list[Any]],
            source_star: str | None, assign_to: str | None, choice: str | None, log: Log,
            on_reveal: OnReveal | None = None) -> None:
    """Carry out a planned effect. A leaf whose target has gone meanwhile does nothing.
    An award it takes that is revealed on draw goes to `on_reveal` (A5)."""
    for leaf, (star_t, seat_t) in zip(leaves(effect), targets, strict=True):
        _resolve_leaf(state, actor, leaf, star_t, seat_t, assign_to, choice, log, on_reveal)


def _recipient(state: GameState, actor: int, assign_to: str | None) -> Any:
    table = state.players[actor].table
    for slot in table:
        if slot.card == assign_to:
            return slot
    return table[0] if table else None


def _resolve_leaf(state: GameState, actor: int, leaf: Effect, star_t: str | None, seat_t: int | None,
                  assign_to: str | None, choice: str | None, log: Log,
                  on_reveal: OnReveal | None = None) -> None:
    verb = leaf["do"]
    players = state.players
    if _needs_star(leaf) and (star_t is None or state.slot_of(star_t) is None):
        log.append({"type": "effect_fizzled", "verb": verb})
        return
    if verb in PLAYER_TARGET_VERBS and (seat_t is None or players[seat_t].out):
        log.append({"type": "effect_fizzled", "verb": verb})
        return
    if verb == "draw":
        if state.status != PLAYING:  # V3: in the showdown nobody draws; the log says why
            log.append({"type": "nothing_to_take", "seat": actor, "deck": "main"})
        draw_main(state, actor, leaf["count"], log)
    elif verb == "take_film":
        slot = _recipient(state, actor, assign_to)
        if not state.films:  # A2: an empty film deck gives no film; the log says why
            log.append({"type": "nothing_to_take", "seat": actor, "deck": "films"})
        if slot is not None and state.films:
            film = state.films.pop(0)
            if film == UNKNOWN:  # table mode: the move named the film that came up
                assert choice is not None, "the rules ask a table-mode move to name the film"
                film = choice
                state.film_top_hint = None
            slot.films.append(film)
            log.append({"type": "film_taken", "seat": actor, "film": film, "star": slot.card})
    elif verb == "take_award":
        if not state.awards:  # A3: an empty award deck gives no award; the log says why
            log.append({"type": "nothing_to_take", "seat": actor, "deck": "awards"})
        gain_award_from_deck(state, actor, log, purchase=False, named=choice, on_reveal=on_reveal)
    elif verb == "extra_award_purchase":
        state.extra_purchases[actor] += 1
        log.append({"type": "extra_purchase", "seat": actor})
    elif verb == "modify":
        assert star_t is not None
        state.modifiers.append(Modifier(star_t, leaf["stat"], leaf["amount"], leaf["until"]))
        owned = state.slot_of(star_t)  # whose star: two players may each have one of a name
        log.append({"type": "modified", "star": star_t, "stat": leaf["stat"], "amount": leaf["amount"],
                    "until": leaf["until"], "owner": owned[0] if owned is not None else None})
    elif verb == "ready_star":
        assert star_t is not None
        found = state.slot_of(star_t)
        if found is not None:
            found[1].used = False
            log.append({"type": "readied", "star": star_t})
    elif verb == "discard_star":
        assert star_t is not None
        discard_star(state, star_t, log, reason="effect")
    elif verb == "steal_film":
        assert star_t is not None
        found = state.slot_of(star_t)
        slot = _recipient(state, actor, assign_to)
        if found is not None and found[1].films and slot is not None:
            film = found[1].films.pop()
            slot.films.append(film)
            log.append({"type": "film_stolen", "seat": actor, "film": film, "from": star_t,
                        "star": slot.card})
    elif verb == "return_award":
        assert seat_t is not None
        held = players[seat_t].awards
        if held:
            card = choice if choice in held else held[0]
            held.remove(card)
            state.awards.append(card)
            log.append({"type": "award_returned", "seat": seat_t, "card": card})
    elif verb == "discard_random":
        assert seat_t is not None
        hand = players[seat_t].hand
        r = rng(state) if hand else None  # an empty hand draws no chance (V8 counts chance)
        for _ in range(leaf["count"]):
            if not hand or r is None:
                break
            card = hand.pop(chance.below(r, len(hand), state.options.chance_version))
            state.discard.append(card)
            log.append({"type": "event_discarded", "seat": seat_t, "card": card})
    elif verb == "steal_random":
        assert seat_t is not None
        hand = players[seat_t].hand
        if hand:
            card = hand.pop(chance.below(rng(state), len(hand), state.options.chance_version))
            players[actor].hand.append(card)
            log.append({"type": "event_stolen", "seat": actor, "from": seat_t, "card": card})
    elif verb == "skip_turn":
        assert seat_t is not None
        state.skips[seat_t] += 1
        log.append({"type": "skip_set", "seat": seat_t})
    elif verb in ("protect", "cancel_event"):
        if state.window is not None:
            state.window.cancelled = True
            log.append({"type": "cancelled", "seat": actor, "verb": verb})
    elif verb == "manual":
        log.append({"type": "manual", "seat": actor})


def gain_award_from_deck(state: GameState, seat: int, log: Log, purchase: bool,
                         named: str | None = None, on_reveal: OnReveal | None = None) -> str | None:
    """Top award to seat's hand; one marked reveal_on_draw is shown, resolves and is shuffled
    back (A5): `on_reveal` (the rules' response windows) takes it from there; without one it
    resolves at once on its first eligible targets. Returns the instance, or None if the deck
    was empty. In table mode an unknown top is the award the move `named`."""
    if not state.awards:
        return None
    award = state.awards.pop(0)
    if award == UNKNOWN:
        assert named is not None, "the rules ask a table-mode move to name the award"
        award = named
    card = state.cardset.cards[award]
    assert isinstance(card, AwardCard)
    if card.reveal_on_draw:
        log.append({"type": "award_revealed", "seat": seat, "card": award, "purchase": purchase})
        if on_reveal is not None:
            on_reveal(award)
            check_end(state, log)
            return award
        if card.effect is not None:
            targets = plan(state, seat, card.effect, None, None, None, None) if _plannable(
                state, seat, card.effect) else []
            if targets:
                resolve(state, seat, card.effect, targets, None, None, None, log)
        shuffle_into_awards(state, award)
    else:
        state.players[seat].awards.append(award)
        log.append({"type": "award_gained", "seat": seat, "card": award, "purchase": purchase})
    check_end(state, log)
    return award


def _plannable(state: GameState, seat: int, effect: Effect) -> bool:
    return target_options(state, seat, effect, None)[3]


def shuffle_into_awards(state: GameState, award: str) -> None:
    if state.chance == TABLE:  # shuffled at the table: nobody knows any position now
        state.awards = [UNKNOWN] * (len(state.awards) + 1)
        return
    position = chance.below(rng(state), len(state.awards) + 1, state.options.chance_version)
    state.awards.insert(position, award)

