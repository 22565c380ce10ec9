"""The rollout policy of the search bots: it builds its moves itself instead of listing every
legal move, so it is held here to the listing: only listed moves, each card played its best
way, the best outshine and the cheapest teams."""
from __future__ import annotations

import random

from redlight_app.bots import policy as policy_module
from redlight_app.bots.policy import Policy, best_team, effect_value, rollout
from redlight_app.engine.moves import MakeFilm, Outshine, PlayAward, PlayEvent, UseAbility
from redlight_app.engine.rules import _effect_moves, legal_moves
from redlight_app.engine.state import SHOWDOWN
from redlight_app.engine.values import table_stats

from .helpers import DEMO, positions


def own_turns():
    """Positions where a seat acts on its own turn (no window, no award waiting for targets)."""
    for seed, players in ((11, 2), (12, 3), (13, 4), (14, 5), (15, 6)):
        for state in positions(seed, players, every=2, limit=300):
            if state.window is None and not state.reveals:
                yield state


def outshine_worth(state, stats):
    """The policy's rule for an outshine, from the listing's side."""
    def worth(m: Outshine) -> int:
        player = state.players[state.owner_of(m.target)]
        held = 60 * len(player.awards)
        if state.status == SHOWDOWN:
            held += 500 + 150 * max(0, 3 - len(player.table))
        films = len(player.slot(m.target).films)
        return 300 + 40 * stats[m.target][2] + held + 5 * films - 10 * stats[m.star][2]
    return worth


def film_waste(state, stats):
    """A film team's (fame wasted, stars used)."""
    required = DEMO.film_cards[state.films[0]].fame_required

    def cost(m: MakeFilm) -> tuple[int, int]:
        return sum(stats[s][2] for s in m.stars) - required, len(m.stars)
    return cost


def test_rollouts_play_listed_moves_only(monkeypatch):
    applied = []
    real_apply = policy_module.apply

    def checked(state, move):
        assert move in legal_moves(state, move.player), move
        applied.append(move.type)
        return real_apply(state, move)

    monkeypatch.setattr(policy_module, "apply", checked)
    for i, state in enumerate(positions(21, 4, every=5, limit=400)):
        rollout(state.copy(), Policy(0.1), random.Random(i), horizon_turns=8)
    kinds = set(applied)
    assert len(applied) > 300
    assert {"make_film", "outshine", "end_turn", "play_event"} <= kinds


def test_a_card_is_played_its_best_way():
    """Each card play offered is, of the ways `legal_moves` lists to play that card, the
    first of those `effect_value` rates highest, at that value (plus the card's bonus)."""
    compared = 0
    for state in own_turns():
        seat = state.active
        policy = Policy(0.1)
        for score, move in policy.candidates(state, seat):
            if not isinstance(move, PlayEvent | UseAbility | PlayAward):
                continue
            card = DEMO.cards[move.star if isinstance(move, UseAbility) else move.card]
            effect = card.ability.effect if isinstance(move, UseAbility) else card.effect
            source = move.star if isinstance(move, UseAbility) else move.card
            ways = _effect_moves(state, seat, type(move), source, effect,
                                 move.star if isinstance(move, UseAbility) else None)
            values = [effect_value(state, seat, effect, way) for way in ways]
            best = ways[values.index(max(values))]
            assert move == best
            assert move in legal_moves(state, seat)
            bonus = score - max(values)  # an ability costs its star's action; an award in hand
            assert bonus == (-120 if isinstance(move, UseAbility) else 0) or (
                isinstance(move, PlayAward) and bonus == -700)  # ...that counts, a whole award
            compared += 1
    assert compared > 50


def test_the_outshine_offered_is_the_worthiest():
    """Of every outshine `legal_moves` lists, the one offered scores highest by the policy's
    rule: the rival star's fame, films and player's awards, less the attacker's fame."""
    compared = 0
    for state in own_turns():
        seat = state.active
        offered = [(s, m) for s, m in Policy(0.1).candidates(state, seat) if isinstance(m, Outshine)]
        listed = [m for m in legal_moves(state, seat) if isinstance(m, Outshine)]
        assert len(offered) == (1 if listed else 0)
        if not listed:
            continue
        worth = outshine_worth(state, table_stats(state))
        score, move = offered[0]
        assert move in listed
        assert score == worth(move) == max(worth(m) for m in listed)
        compared += 1
    assert compared > 50


def test_a_film_team_is_the_cheapest_listed():
    """The film team offered wastes the least fame of the teams `legal_moves` lists, then has
    the fewest stars; `best_team` finds the same for any fames."""
    compared = 0
    for state in own_turns():
        seat = state.active
        films = [m for s, m in Policy(0.1).candidates(state, seat) if isinstance(m, MakeFilm)]
        listed = [m for m in legal_moves(state, seat) if isinstance(m, MakeFilm)]
        if not listed:
            assert not films
            continue
        cost = film_waste(state, table_stats(state))
        assert len(films) == 1 and cost(films[0]) == min(cost(m) for m in listed)
        assert any(m.stars == films[0].stars for m in listed)
        compared += 1
    assert compared > 30
    rng = random.Random(5)
    for _ in range(300):
        fames = [rng.randint(0, 6) for _ in range(rng.randint(1, 6))]
        needed = rng.randint(0, 15)
        stars = [f"s{i}" for i in range(len(fames))]
        team = best_team(stars, fames, needed)
        if sum(fames) < needed:
            assert team is None
            continue
        assert team is not None and sum(fames[stars.index(s)] for s in team) >= needed
        assert best_team(stars, fames, needed) == team  # remembered: the same answer again
