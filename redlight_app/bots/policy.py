"""A fast heuristic player for search rollouts, and the position evaluation.

Both work on a full game state, which for a search bot is always one of its own samples
(`determinize`), never the true state. The rollout policy plays like a sensible, slightly
noisy person: buy an award when the fame is there, else make a film, else outshine the
rival star that matters most, and play cards whose value is plain. It builds each move
directly (one good team, one good target) instead of listing every legal move, which keeps
a rollout step cheap. Every move it returns is one `legal_moves` would list.
"""
from __future__ import annotations

import math
import random
from itertools import combinations
from operator import mul
from typing import Any

from ..engine import chance
from ..engine.cards import AwardCard, CardSet, EventCard
from ..engine.effects import leaves, target_options
from ..engine.flow import award_cost, counts_toward_win, winning_awards
from ..engine.moves import (
    BuyAward,
    ChooseTargets,
    EffectMove,
    EndTurn,
    MakeFilm,
    Move,
    Outshine,
    Pass,
    PlayAward,
    PlayEvent,
    UseAbility,
    listed_move,
)
from ..engine.pending import PendingOutshine
from ..engine.reactions import effect_of
from ..engine.reveal_choice import award_effect, waiting_reveal
from ..engine.rollout import random_move
from ..engine.rules import _effect_moves, apply, legal_moves, playable_reactions, purchases_left
from ..engine.state import OVER, SHOWDOWN, GameState, StarSlot
from ..engine.values import slot_stat, table_stats

PSY, CHA, FAME = 0, 1, 2


# What an effect is worth to whoever plays it, on the greedy bot's scale (film ~500).
VERB_VALUE = {
    "take_award": 900, "take_film": 420, "extra_award_purchase": 0, "draw": 180,
    "discard_star": 360, "steal_film": 300, "return_award": 380, "discard_random": 110,
    "steal_random": 140, "skip_turn": 150, "ready_star": 230, "manual": -1000,
    "protect": 0, "cancel_event": 0,
}
# Effects a response window may be about, and whether they hurt the window's owner.
HARMFUL = {"discard_star", "steal_film", "return_award", "discard_random", "steal_random",
           "skip_turn"}


def best_team(stars: list[str], fames: list[int], needed: int) -> tuple[str, ...] | None:
    """The team reaching `needed` that wastes the least fame, then uses the fewest stars
    (and every star of it is needed, as `legal_moves` lists teams); None if none reaches."""
    team = team_indices(tuple(fames), needed) if stars else None
    return None if team is None else tuple(stars[i] for i in team)


_TEAMS: dict[tuple[tuple[int, ...], int], tuple[int, ...] | None] = {}
_TEAMS_MAX = 65_536  # teams remembered (fames are small numbers: few distinct questions)


def team_indices(fames: tuple[int, ...], needed: int) -> tuple[int, ...] | None:
    """`best_team` by the stars' places in `fames`: the answer depends on the fames and the
    fame needed only, so it is worked out once for each such question and remembered."""
    key = (fames, needed)
    if key in _TEAMS:
        return _TEAMS[key]
    team = _best_team(fames, needed)
    if len(_TEAMS) >= _TEAMS_MAX:
        _TEAMS.clear()
    _TEAMS[key] = team
    return team


def _best_team(fames: tuple[int, ...], needed: int) -> tuple[int, ...] | None:
    n = len(fames)
    needed = max(0, needed)
    if sum(fames) < needed or not fames:
        return None
    if needed == 0:  # nothing to reach: one star, the one with least fame (A3: a team is one at least)
        return (min(range(n), key=lambda i: fames[i]),)
    best: tuple[int, int, tuple[int, ...]] | None = None
    if n <= 7:
        for size in range(1, n + 1):
            for combo in combinations(range(n), size):
                total = sum(fames[i] for i in combo)
                if total < needed:
                    continue
                if any(total - fames[i] >= needed for i in combo):
                    continue
                key = (total - needed, size, combo)
                if best is None or key[:2] < best[:2]:
                    best = key
            if best is not None and best[0] == 0:
                break
    else:  # many stars: largest fame first until it reaches, then drop the unneeded
        order = sorted(range(n), key=lambda i: -fames[i])
        chosen, total = [], 0
        for i in order:
            chosen.append(i)
            total += fames[i]
            if total >= needed:
                break
        for i in list(chosen):
            if total - fames[i] >= needed:
                chosen.remove(i)
                total -= fames[i]
        best = (total - needed, len(chosen), tuple(sorted(chosen)))
    if best is None:
        return None
    return best[2]


def _best_outshine(state: GameState, seat: int, unused_slots: list[StarSlot], fames: list[int],
                   stats: dict[str, tuple[int, int, int]]) -> tuple[float, Move] | None:
    """The outshine worth most: a rival star's worth (her fame, her films, her player's
    awards; in the showdown, where the last player with a star wins, a rival down to few
    stars comes first) less the fame the unused star of ours risks; the first of the best
    in seat and table order (ours, then theirs). None if no star of ours reaches one."""
    charms = [stats[mine.card][CHA] for mine in unused_slots]
    reach = max(charms)
    # for each star of ours, the worthiest rival she reaches (the first of equal worth)
    best_worth = [-1] * len(charms)  # worth is never negative
    best_rival: list[str | None] = [None] * len(charms)
    single = len(charms) == 1
    showdown = state.status == SHOWDOWN
    for other, p in enumerate(state.players):
        if other == seat or p.out:
            continue
        held = 60 * len(p.awards)
        if showdown:
            held += 500 + 150 * max(0, 3 - len(p.table))
        for slot in p.table:
            psy, _cha, fame = stats[slot.card]
            if psy > reach:
                continue
            worth = 40 * fame + held + 5 * len(slot.films)
            if single:  # (one star of ours, the most usual: she reaches every rival counted)
                if worth > best_worth[0]:
                    best_worth[0] = worth
                    best_rival[0] = slot.card
                continue
            for k, cha in enumerate(charms):
                if cha >= psy and worth > best_worth[k]:
                    best_worth[k] = worth
                    best_rival[k] = slot.card
    best: tuple[int, str, str] | None = None
    for k, rival in enumerate(best_rival):
        if rival is not None:
            score = 300 + best_worth[k] - 10 * fames[k]
            if best is None or score > best[0]:
                best = (score, unused_slots[k].card, rival)
    if best is None:
        return None
    return best[0], Outshine(seat, best[1], best[2])


_NO_TARGET: tuple[None] = (None,)
_UNSEEN: tuple[Any, float] = (None, -math.inf)  # (by identity) a card not looked at yet


class Policy:
    """The rollout player. `eps` is the chance of a uniformly random move instead."""

    def __init__(self, eps: float = 0.1, min_card_value: float = 60.0) -> None:
        self.eps = eps
        self.min_card_value = min_card_value  # cards worth less are kept, not played
        self._ceiling: dict[str, float] = {}
        self._end_turns: dict[int, EndTurn] = {}
        self._abilities: dict[str, tuple[Any, float] | None] = {}
        self._events: dict[str, tuple[Any, float] | None] = {}
        self._awards: dict[str, tuple[Any, float] | None] = {}

    # -- own turn -----------------------------------------------------------------------
    def candidates(self, state: GameState, seat: int, lazy: bool = False
                   ) -> list[tuple[float, Move]]:
        """Scored candidate moves on seat's own turn (no window open): at most one team per
        kind of star action, plus every card play; end_turn scores 0. `lazy`: leave out card
        plays that could not beat the best star action by a point (what `own_turn` needs)."""
        cardset = state.cardset
        player = state.players[seat]
        end = self._end_turns.get(seat)
        if end is None:
            end = self._end_turns[seat] = EndTurn(seat)
        out: list[tuple[float, Move]] = [(0.0, end)]
        top = 0.0  # the best score in `out` so far
        unused_slots = [s for s in player.table if not s.used]
        if unused_slots:
            stats = table_stats(state)
            names = [s.card for s in unused_slots]
            fames = [stats[s][FAME] for s in names]
            key = tuple(fames)
            if 1 + state.extra_purchases[seat] - state.purchases[seat] > 0:  # purchases_left
                cost = award_cost(state, seat)
                if cost is not None:
                    team = team_indices(key, cost)
                    if team is not None:
                        waste = sum(fames[i] for i in team) - cost
                        score = 1000 - 20 * waste - 5 * len(team)
                        out.append((score, BuyAward(seat, tuple(names[i] for i in team))))
                        if score > top:
                            top = score
            if state.films:
                required = cardset.film_cards[state.films[0]].fame_required
                team = team_indices(key, required)
                if team is not None:
                    waste = sum(fames[i] for i in team) - required
                    to = max(team, key=fames.__getitem__)  # the first of the most famous
                    score = 500 - 25 * waste - 15 * len(team) + fames[to]
                    out.append((score, MakeFilm(seat, tuple(names[i] for i in team), names[to])))
                    if score > top:
                        top = score
            best_out = _best_outshine(state, seat, unused_slots, fames, stats)
            if best_out is not None:
                out.append(best_out)
                if best_out[0] > top:
                    top = best_out[0]
        floor = top - 1 if lazy else -math.inf
        least = self.min_card_value
        if unused_slots:
            for slot in unused_slots:
                play = self._abilities.get(slot.card, _UNSEEN)
                if play is _UNSEEN:
                    play = self._ability_play(cardset, slot.card)
                if play is not None:
                    self._card_move(state, seat, UseAbility, slot.card, play, slot.card, out,
                                    -120, floor)
        events = self._events
        for inst in player.hand:
            play = events.get(inst, _UNSEEN)
            if play is _UNSEEN:
                play = self._event_play(cardset, inst)
            # (the first test of `_card_move`, made here: most events in hand fail it)
            if play is not None and play[1] >= least and play[1] > floor:
                self._card_move(state, seat, PlayEvent, inst, play, None, out, 0, floor)
        if player.awards:
            awards = self._awards
            for inst in player.awards:
                play = awards.get(inst, _UNSEEN)
                if play is _UNSEEN:
                    play = self._award_play(cardset, inst)
                if play is not None:
                    malus = -700 if counts_toward_win(state, inst) else 0
                    ceiling = play[1] + malus
                    if ceiling >= least and ceiling > floor:  # (`_card_move`'s first test)
                        self._card_move(state, seat, PlayAward, inst, play, None, out, malus,
                                        floor)
        return out

    # What each card may add to `candidates`: (effect, its ceiling value), or None when the
    # card is no play there (a reaction event, a star without an action ability, an award
    # without an effect). Found once per card instance: the card set never changes.
    def _ability_play(self, cardset: CardSet, star: str) -> tuple[Any, float] | None:
        try:
            return self._abilities[star]
        except KeyError:
            ability = cardset.star_cards[star].ability
            play = (None if ability is None or ability.kind != "action"
                    else (ability.effect, self._ceiling_of(star, ability.effect)))
            self._abilities[star] = play
            return play

    def _event_play(self, cardset: CardSet, inst: str) -> tuple[Any, float] | None:
        try:
            return self._events[inst]
        except KeyError:
            card = cardset.cards[inst]
            play = ((card.effect, self._ceiling_of(inst, card.effect))
                    if isinstance(card, EventCard) and card.phase != "reaction" else None)
            self._events[inst] = play
            return play

    def _award_play(self, cardset: CardSet, inst: str) -> tuple[Any, float] | None:
        try:
            return self._awards[inst]
        except KeyError:
            card = cardset.cards[inst]
            play = ((card.effect, self._ceiling_of(inst, card.effect))
                    if isinstance(card, AwardCard) and card.effect is not None else None)
            self._awards[inst] = play
            return play

    def _ceiling_of(self, source: str, effect: Any) -> float:
        ceiling = self._ceiling.get(source)
        if ceiling is None:
            ceiling = self._ceiling[source] = ceiling_value(effect)
        return ceiling

    def _card_move(self, state: GameState, seat: int, kind: type[EffectMove], source: str,
                   play: tuple[Any, float], source_star: str | None,
                   out: list[tuple[float, Move]], bonus: float, floor: float) -> None:
        """Add the best way to play `source` (by `effect_value`, the first of the best in
        `legal_moves`' order) unless it could not be worth `min_card_value` or beat `floor`.
        The value reads the targets only, so each target is valued once and only the move
        kept is built (the one `legal_moves` lists: its first recipient)."""
        effect, ceiling = play
        if ceiling + bonus < self.min_card_value or ceiling + bonus <= floor:
            return
        stars, seats, recipients, playable = target_options(state, seat, effect, source_star)
        if not playable:
            return
        best_score, best_star, best_seat = -math.inf, None, None
        first = True
        for target in stars or _NO_TARGET:
            for target_player in seats or _NO_TARGET:
                score = bonus + target_value(state, seat, effect, target, target_player)
                if first or score > best_score:
                    best_score, best_star, best_seat, first = score, target, target_player, False
        out.append((best_score, listed_move(kind, seat, source, best_star, best_seat,
                                            recipients[0] if recipients else None)))

    def own_turn(self, state: GameState, seat: int, rng: random.Random) -> Move:
        if self.eps and rng.random() < self.eps:
            move = random_move(state, seat, rng)
            if move is not None:
                return move
        best_score, best = -math.inf, None
        for score, move in self.candidates(state, seat, lazy=True):
            score += rng.random()
            if score > best_score:
                best_score, best = score, move
        assert best is not None
        return best

    def aim(self, state: GameState, rng: random.Random) -> Move:
        """A5: the targets of the revealed award waiting for its drawer, the best by
        `effect_value` (random now and then, as on its own turn)."""
        pending = state.reveals[0]
        seat = pending.actor
        moves = legal_moves(state, seat)
        if self.eps and rng.random() < self.eps:
            return chance.choice(rng, moves)
        effect = award_effect(state, pending.source)
        aims = [m for m in moves if isinstance(m, ChooseTargets)]
        return max(aims, key=lambda m: effect_value(state, seat, effect, m) + rng.random())

    # -- windows and other players' turns -------------------------------------------------
    def respond(self, state: GameState, seat: int, rng: random.Random) -> Move:
        """In seat's response window: play the first useful reaction against harm, else pass."""
        window = state.window
        assert window is not None
        pending = window.pending
        harmful = False
        if window.cancelled:
            pass  # cancelled already: nothing to answer
        elif isinstance(pending, PendingOutshine):
            harmful = True
        else:
            for leaf in leaves(effect_of(state, pending)):
                if leaf["do"] in HARMFUL or (leaf["do"] == "modify" and leaf["amount"] < 0):
                    harmful = True
        if harmful:
            events, stars = playable_reactions(state, seat, pending, window.reactions_used)
            for inst in events:
                moves = _effect_moves(state, seat, PlayEvent, inst,
                                      state.cardset.event_cards[inst].effect, None)
                for move in moves:
                    if move.target is None or move.target == pending.target:
                        return move
            for star in stars:
                reaction = state.cardset.star_cards[star].ability
                assert reaction is not None
                moves = _effect_moves(state, seat, UseAbility, star, reaction.effect, star)
                if moves:
                    return moves[0]
        return Pass(seat)

    def off_turn(self, state: GameState, seat: int, rng: random.Random) -> Move | None:
        """An any_turn event worth playing now (a draw), or None."""
        cards = state.cardset.cards
        for inst in state.players[seat].hand:
            card = cards[inst]
            if (isinstance(card, EventCard) and card.phase == "any_turn"
                    and any(leaf["do"] == "draw" for leaf in leaves(card.effect))):
                moves = _effect_moves(state, seat, PlayEvent, inst, card.effect, None)
                if moves:
                    return moves[0]
        return None


def ceiling_value(effect: Any) -> float:
    """The most `effect_value` can give for this effect, whatever the target."""
    value = 0.0
    for leaf in leaves(effect):
        verb = leaf["do"]
        if verb == "modify":
            weight = 40 if leaf["stat"] == "fame" else 1
            value += abs(leaf["amount"]) * weight * (2 if leaf["until"] == "permanent" else 1)
        elif verb == "extra_award_purchase":
            value += 300
        elif verb == "discard_star":
            value += VERB_VALUE[verb] + 1000
        elif verb == "return_award":
            value += VERB_VALUE[verb] + 400
        else:
            value += VERB_VALUE.get(verb, 0)
    return value


def effect_value(state: GameState, seat: int, effect: Any,
                 move: EffectMove | ChooseTargets) -> float:
    """Rough value of playing `effect` as `move` for `seat` (greedy scale); `move` may also
    aim a revealed award (A5): only its targets count."""
    return target_value(state, seat, effect, move.target, move.target_player)


def target_value(state: GameState, seat: int, effect: Any, target: str | None,
                 target_player: int | None) -> float:
    """`effect_value` of a move aiming at `target` (a star) and `target_player`."""
    value = 0.0
    for leaf in leaves(effect):
        verb = leaf["do"]
        if verb == "modify":
            owner = state.owner_of(target) if target else seat
            sign = 1 if owner == seat else -1
            weight = 40 if leaf["stat"] == "fame" else 1
            permanent = 2 if leaf["until"] == "permanent" else 1
            value += sign * leaf["amount"] * weight * permanent
        elif verb == "ready_star":
            value += VERB_VALUE["ready_star"] if target else 0
        elif verb == "extra_award_purchase":
            value += 300 if purchases_left(state, seat) <= 0 else -50
        elif verb == "discard_star" and target:
            owner = state.owner_of(target)
            if owner is not None:
                found = state.players[owner].slot(target)
                worth = VERB_VALUE["discard_star"] + (
                    40 * slot_stat(state, owner, found, "fame") if found else 0)
                value += -worth if owner == seat else worth  # never her own star
        elif verb == "return_award" and target_player is not None:
            value += VERB_VALUE["return_award"] + 100 * len(state.players[target_player].awards)
        else:
            value += VERB_VALUE.get(verb, 0)
    return value


# --------------------------------------------------------------------------------------
# Rollouts and evaluation
MAX_ROLLOUT_TURNS = 60  # a rollout "to the end" stops here (a showdown can stall)


def rollout(state: GameState, policy: Policy, rng: random.Random, horizon_turns: int | None,
            max_moves: int = 2000) -> None:
    """Play on with `policy` for every seat until the game ends, or `horizon_turns` turns
    have begun (None: MAX_ROLLOUT_TURNS). Off-turn seats may play an any_turn draw once a
    turn (as the game driver offers it)."""
    stop_turn = state.turn + (MAX_ROLLOUT_TURNS if horizon_turns is None else horizon_turns)
    offered = state.turn  # the root's turn was offered already
    n = len(state.players)
    for _ in range(max_moves):
        if state.status == OVER:
            return
        window = state.window
        if window is None and state.turn >= stop_turn:
            return
        if window is None and not state.reveals and offered != state.turn:
            offered = state.turn
            for seat in range(n):
                if seat != state.active and not state.players[seat].out and rng.random() < 0.5:
                    move = policy.off_turn(state, seat, rng)
                    if move is not None:
                        apply(state, move)
                        if state.status == OVER or state.window is not None or state.reveals:
                            break
            continue
        if state.reveals and waiting_reveal(state) is not None:
            move = policy.aim(state, rng)
        elif window is not None:
            move = policy.respond(state, window.seat, rng)
        else:
            move = policy.own_turn(state, state.active, rng)
        apply(state, move)


FEATURES = ("awards", "awards3", "fame_ratio", "can_buy", "stars", "safe_stars", "hand",
            "kill_share", "late_stars", "sd_stars", "sd_safe", "active", "turns_until",
            "no_stars")


def all_features(state: GameState) -> list[list[float] | None]:
    """Public features of every seat (None for a seat that is out), in FEATURES order."""
    players = state.players
    n = len(players)
    every = table_stats(state)
    psys: list[list[int]] = []  # per seat, her stars' psyche
    max_cha: list[int] = []
    fames: list[int] = []
    alive_psy: list[int] = []  # every star's psyche, of the seats still in
    alive = []
    for i, p in enumerate(players):
        psy, top, fame = [], 0, 0
        for slot in p.table:
            v = every[slot.card]
            psy.append(v[PSY])
            if v[CHA] > top:
                top = v[CHA]
            fame += v[FAME]
        psys.append(psy)
        max_cha.append(top)
        fames.append(fame)
        if not p.out:
            alive.append(i)
            alive_psy += psy
    showdown = 1.0 if state.status == SHOWDOWN else 0.0
    closeness = max(0.0, 1.0 - len(state.main) / (6.0 * len(alive))) if alive else 0.0
    row = state.cardset.award_cost_row(state.awards[0]) if state.awards else None
    active = state.active
    out: list[list[float] | None] = []
    for seat, p in enumerate(players):
        if p.out:
            out.append(None)
            continue
        threat = max((max_cha[o] for o in alive if o != seat), default=0)
        mine = psys[seat]
        stars = len(mine)
        safe = sum(1 for psy in mine if psy > threat)
        fame_total = fames[seat]
        held = winning_awards(state, seat)
        if row is not None:
            cost = row[min(len(p.awards), len(row) - 1)]
            ratio = min(fame_total / cost, 2.0) if cost > 0 else 2.0
            can_buy = 1.0 if fame_total >= cost else 0.0
        else:
            ratio, can_buy = 0.0, 0.0
        # the share of rival stars (of the seats still in) this seat's charisma reaches
        rivals = len(alive_psy) - stars
        if rivals and stars:
            reach = max_cha[seat]
            kill = (sum(1 for psy in alive_psy if reach >= psy)
                    - sum(1 for psy in mine if reach >= psy)) / rivals
        else:
            kill = 0.0
        out.append([held, 1.0 if held >= 3 else 0.0, ratio, can_buy, stars, safe,
                    min(len(p.hand), 8), kill, stars * closeness, showdown * min(stars, 4),
                    showdown * min(safe, 4), 1.0 if seat == active else 0.0,
                    ((seat - active) % n) / n, 1.0 if stars == 0 else 0.0])
    return out


def features(state: GameState, seat: int) -> list[float]:
    f = all_features(state)[seat]
    assert f is not None
    return f


def strengths(state: GameState) -> list[float]:
    """How well placed each seat is, in units of about one award (out: -inf)."""
    players = state.players
    n = len(players)
    every = table_stats(state)
    stats = [[every[s.card] for s in p.table] for p in players]  # per seat: [psy, cha, fame]
    max_cha = [max((c for _, c, _ in stats[s]), default=0) if not players[s].out else 0
               for s in range(n)]
    showdown = state.status == SHOWDOWN
    row = state.cardset.award_cost_row(state.awards[0]) if state.awards else state.cardset.award_costs
    out = []
    for seat, p in enumerate(players):
        if p.out:
            out.append(-math.inf)
            continue
        threat = max((max_cha[o] for o in range(n) if o != seat), default=0)
        fame_total = 0.0
        bodies = 0.0
        for psy, _cha, fame in stats[seat]:
            w = 1.0 if psy > threat else 0.55
            fame_total += w * fame
            bodies += w
        held = winning_awards(state, seat)
        cost = row[min(len(p.awards), len(row) - 1)] or 1
        s = 1.0 * held + 0.55 * min(fame_total / cost, 1.6) + 0.07 * bodies + 0.03 * len(p.hand)
        if showdown:
            s += 0.35 * min(bodies, 3)
        out.append(s)
    return out


# Conditional-logit weights over FEATURES, fitted to who won in games between the greedy bot
# and the rollout policy (`python benchmarks/evalfit.py --players N`); by player count,
# the nearest fitted count is used for the others.
EVAL_WEIGHTS: dict[int, dict[str, float]] = {
    2: {"awards": 0.702, "awards3": 0.988, "fame_ratio": 0.246, "can_buy": 0.191, "stars": 0.519,
        "safe_stars": -0.120, "hand": 0.132, "kill_share": 0.296, "late_stars": -0.403,
        "sd_stars": 0.000, "sd_safe": 0.000, "active": 0.188, "turns_until": -0.167,
        "no_stars": -0.120},
    4: {"awards": 0.211, "awards3": 0.602, "fame_ratio": -0.184, "can_buy": 0.138, "stars": 0.367,
        "safe_stars": 0.263, "hand": 0.015, "kill_share": 0.395, "late_stars": 0.336,
        "sd_stars": 0.460, "sd_safe": 0.626, "active": -0.427, "turns_until": -1.205,
        "no_stars": 0.052},
}
_WEIGHT_ROWS: dict[int, list[float]] = {}


def _weights(players: int) -> list[float]:
    row = _WEIGHT_ROWS.get(players)
    if row is None:
        nearest = min(EVAL_WEIGHTS, key=lambda k: (abs(k - players), -k))
        row = _WEIGHT_ROWS[players] = [EVAL_WEIGHTS[nearest].get(f, 0.0) for f in FEATURES]
    return row


def evaluate(state: GameState, seat: int, sharpness: float = 2.2, fitted: bool = True) -> float:
    """Seat's chance to win, estimated: exact if the game is over, else a softmax over the
    seats still in, of the fitted feature scores (or, `fitted` False, of hand-set strengths)."""
    if state.status == OVER:
        if seat in state.winners:
            return 1.0 / len(state.winners)
        return 0.0
    if fitted:
        w = _weights(len(state.players))
        feats = all_features(state)
        mine = feats[seat]
        if mine is None:
            return 0.0
        # (the same products summed in the same order as `sum(wi * xi for ...)`: the same floats)
        scores = [sum(map(mul, w, f)) if f is not None else None for f in feats]
        top = max(x for x in scores if x is not None)
        total = sum(math.exp(x - top) for x in scores if x is not None)
        return math.exp(scores[seat] - top) / total
    s = strengths(state)
    if s[seat] == -math.inf:
        return 0.0
    top = max(s)
    exps = [math.exp(sharpness * (x - top)) if x != -math.inf else 0.0 for x in s]
    return exps[seat] / sum(exps)
