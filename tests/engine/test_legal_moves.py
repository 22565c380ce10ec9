"""legal_moves and apply never disagree, on many random positions."""
from __future__ import annotations

import itertools
import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from redlight_app.bots import make_bot
from redlight_app.engine.cards import PLAYER_TARGET_VERBS, load_cardset, load_cardset_text
from redlight_app.engine.effects import leaves
from redlight_app.engine.flow import award_cost
from redlight_app.engine.legal import TURN_KINDS, Listing
from redlight_app.engine.moves import (
    BuyAward,
    ChooseTargets,
    Draw,
    EndTurn,
    MakeFilm,
    Outshine,
    Pass,
    PlayAward,
    PlayEvent,
    UseAbility,
)
from redlight_app.engine.queries import acting_seat
from redlight_app.engine.rollout import random_move
from redlight_app.engine.rules import MAX_TEAMS, apply, check, is_legal, legal_moves
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import OVER, Options
from redlight_app.engine.values import breakdown, stat
from redlight_app.resources import demo_cardset_path

from .factory import large_doc, make_move

DEMO = load_cardset_text(demo_cardset_path().read_bytes())


LARGE = load_cardset(large_doc())  # 400 cards: every ability, phase, verb and target
SETS = {"demo": DEMO, "large": LARGE}


def position(seed: int, players: int, steps: int, cardset=DEMO, waiting: bool = False):
    """A reachable position: `steps` random legal moves (random_move, as the random bot
    plays) from a new game, stopping short of the move that would end it; `waiting`: then
    on until a response window is open or a revealed award waits for its targets (at most
    300 moves more), the positions where most rules meet."""
    state = new_game(cardset, [f"P{i}" for i in range(players)], seed, Options(turn_limit=400))
    rng = random.Random(seed)
    for step in range(steps + (300 if waiting else 0)):
        if step >= steps and (state.window is not None or state.reveals):
            break
        after = state.copy()
        apply(after, random_move(state, acting_seat(state), rng))
        if after.status == OVER:
            break
        state = after
    return state, rng


# The answers a move may carry to questions asked later, which legal_moves does not list (a
# move with them is legal exactly when the same move without them is): the award a hit
# player gives back (`choice`), the targets of an award the move may reveal (A5).
LATER_ANSWERS = {"buy_award": ("target", "target_player", "choice"),
                 "use_ability": ("choice", "reveal_target", "reveal_target_player", "reveal_choice"),
                 "play_event": ("choice", "reveal_target", "reveal_target_player", "reveal_choice"),
                 "play_award": ("choice", "reveal_target", "reveal_target_player", "reveal_choice"),
                 "choose_targets": ("choice",)}


def _teams(mine: list[str]) -> list[tuple[str, ...]]:
    """Every team of the seat's stars (on a crowded table: every team of one or two, all but
    one, and all of them)."""
    if len(mine) <= 6:
        sizes: list[int] = list(range(1, len(mine) + 1))
    else:
        sizes = sorted({1, 2, len(mine) - 1, len(mine)})
    return [team for size in sizes for team in itertools.combinations(mine, size)]


def _effect(card):
    ability = getattr(card, "ability", None)
    return ability.effect if ability is not None else getattr(card, "effect", None)


def every_candidate(state, seat):
    """Every move `seat` could try: every move type x every card and star in play (and one
    that is not), every target star, target seat (and one that does not exist), recipient
    and team. A field the card's effect does not use is tried empty and with one value.
    A seat that may not act now (the gate refuses it before any card's own rule) tries each
    card against the first two stars of each table only."""
    players = state.players
    instances = state.cardset.instances
    on_tables = [s.card for p in players for s in p.table]
    if seat != acting_seat(state) and seat != state.active:
        on_tables = [s.card for p in players for s in p.table[:2]]
    mine = [s.card for s in players[seat].table]
    hand, held = players[seat].hand, players[seat].awards
    stray_star = [c for c in instances["star"] if c not in on_tables][:1]
    stray_event = [c for c in instances["event"] if c not in hand][:1]
    stray_award = [c for c in instances["award"] if c not in held][:1]
    star_targets = [None, *on_tables, *stray_star]
    seat_targets = [None, *range(len(players)), len(players)]
    out: list = []
    teams = _teams(mine)
    if mine:
        teams.append((mine[0], mine[0]))  # a star twice
        foreign = [c for c in on_tables if c not in mine]
        teams += [(mine[0], foreign[0])] if foreign else []
    teams += [tuple(stray_star)] if stray_star else []
    for team in teams:
        out.append(BuyAward(seat, team))
        out.extend(MakeFilm(seat, team, star) for star in [*dict.fromkeys(team), *stray_star])
    for star in mine + stray_star:
        out.extend(Outshine(seat, star, target) for target in star_targets[1:])
    sources = [(UseAbility, star) for star in mine + stray_star]
    sources += [(PlayEvent, card) for card in hand + stray_event]
    sources += [(PlayAward, card) for card in held + stray_award]
    for cls, source in sources:
        effect = _effect(state.cardset.cards[source])
        parts = leaves(effect) if effect else ()
        verbs = {leaf["do"] for leaf in parts}
        aims_star = any(leaf.get("target") is not None and leaf["do"] not in PLAYER_TARGET_VERBS
                        for leaf in parts)
        targets = star_targets if aims_star else [None, *on_tables[:1]]
        seats = seat_targets if verbs & set(PLAYER_TARGET_VERBS) else [None, (seat + 1) % len(players)]
        recipients = [None, *mine] if verbs & {"take_film", "steal_film"} else [None, *mine[:1]]
        for target, target_player, assign_to in itertools.product(targets, seats, recipients):
            out.append(cls(seat, source, target, target_player, assign_to))
    for target, target_player in itertools.product(star_targets, seat_targets):
        out.append(ChooseTargets(seat, target, target_player))
    out += [Pass(seat), EndTurn(seat), Draw(seat)]
    return out


def _without_later_answers(move):
    """The move as legal_moves would list it: without the answers to later questions."""
    names = LATER_ANSWERS.get(move.type, ())
    if not any(getattr(move, name) is not None for name in names):
        return move
    return replace(move, **{name: None for name in names})


def _with_later_answers(state, move):
    """The move with answers to later questions (any value: they are never refused)."""
    names = LATER_ANSWERS.get(move.type, ())
    some_star = next((s.card for p in state.players for s in p.table), None)
    some_card = next(iter(state.cardset.cards))
    values = {"target": some_star, "target_player": 0, "choice": some_card,
              "reveal_target": some_star, "reveal_target_player": 0, "reveal_choice": some_card}
    return replace(move, **{name: values[name] for name in names})


def team_equivalent(state, move, listed) -> bool:
    """A team move is legal exactly when it is a listed team plus unneeded unused stars
    (unless the listing stopped at MAX_TEAMS: then only the stars' own checks are known)."""
    capped = len({m.stars for m in listed if m.type == move.type}) >= MAX_TEAMS
    unused = {s.card for s in state.players[move.player].table if not s.used}
    if len(set(move.stars)) != len(move.stars) or not set(move.stars) <= unused:
        return False
    if move.type == "make_film" and move.assign_to not in move.stars:
        return False
    if capped:
        return is_legal(state, move)
    return any(other.type == move.type and set(other.stars) <= set(move.stars) for other in listed)


def _fields(move, *names):
    """The move's values of these fields (None where its type has no such field; a team
    sorted, since it is the same in any order)."""
    values = [getattr(move, name, None) for name in names]
    return tuple(tuple(sorted(v)) if isinstance(v, tuple) else v for v in values)


def _key(move):
    """What a move plays (its type, seat, team, star, card), a team in any order."""
    return (type(move), move.player, _fields(move, "stars", "star", "card"))


def listing_index(listed):
    """The listed moves' choices (target, target player, recipient) by what they play."""
    index: dict = {}
    for other in listed:
        index.setdefault(_key(other), []).append(
            _fields(other, "target", "target_player", "assign_to"))
    return index


def listed_equivalent(move, index) -> bool:
    """A move that leaves a choice open (None) stands for the first eligible, so it is
    legal exactly when some listed move (`listing_index`) fills that choice; a team is the
    same in any order."""
    mine = _fields(move, "target", "target_player", "assign_to")
    return any(all(m is None or m == o for m, o in zip(mine, other, strict=True))
               for other in index.get(_key(move), ()))


@settings(max_examples=220, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cardset=st.sampled_from(sorted(SETS)), seed=st.integers(0, 2**31),
       players=st.integers(2, 6), steps=st.integers(0, 250), waiting=st.booleans())
@example(cardset="demo", seed=149, players=2, steps=84, waiting=False)  # 14 stars: MAX_TEAMS
def test_legal_moves_and_apply_agree(cardset, seed, players, steps, waiting):
    """One source of legal moves: in random reachable positions of the demo set and of a
    400-card set, every move legal_moves offers is accepted by apply, and every candidate
    apply accepts is among legal_moves (the module's conventions: a team may add unneeded
    stars, an empty choice stands for the first eligible, answers to later questions are
    not listed, nor are the table's own moves)."""
    state, _ = position(seed, players, steps, SETS[cardset], waiting)
    for seat in range(players):
        listed = legal_moves(state, seat)
        assert len(set(listed)) == len(listed), "a move is listed twice"
        for move in listed:
            assert check(state, move) is None, f"listed but refused: {move}: {check(state, move)}"
            answered = _with_later_answers(state, move)
            assert check(state, answered) is None, f"refused with later answers: {answered}"
            apply(state.copy(), move)
        index = listing_index(listed)
        for move in every_candidate(state, seat):
            bare = _without_later_answers(move)
            if move.type in ("make_film", "buy_award") and not (
                    state.window or state.reveals or seat != state.active):
                expected = team_equivalent(state, bare, listed)
            elif move.type == "choose_targets":
                expected = bare in listed  # the choice names its targets: no default
            else:
                expected = listed_equivalent(bare, index)
            assert is_legal(state, move) == expected, (move, check(state, move))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), steps=st.integers(0, 250))
def test_random_move_is_always_a_listed_move(seed, players, steps):
    state, rng = position(seed, players, steps)
    for seat in range(players):
        listed = set(legal_moves(state, seat))
        kinds = {m.type for m in listed}
        drawn = set()
        for _ in range(40):
            move = random_move(state, seat, rng)
            if move is None:
                assert not listed or seat != acting_seat(state)
                continue
            assert move in listed, move
            drawn.add(move.type)
        if listed and seat == acting_seat(state):
            assert drawn, "the acting seat got no move"
            assert drawn <= kinds


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), steps=st.integers(0, 250),
       ask_first=st.permutations(TURN_KINDS))
def test_a_listing_kind_by_kind_gives_exactly_the_moves_legal_moves_lists(seed, players, steps,
                                                                           ask_first):
    state, _ = position(seed, players, steps)
    for seat in range(-1, players + 1):
        listed = legal_moves(state, seat)
        listing = Listing(state, seat)
        for kind in ask_first:  # asked in any order, each kind lists what legal_moves does
            assert listing.of_kind(kind) == [m for m in listed if m.type == kind]
        counted = Listing(state, seat)  # one move built alone, by its place in the list
        for kind in ask_first:
            of_kind = [m for m in listed if m.type == kind]
            assert counted.count(kind) == len(of_kind)
            assert [counted.pick(kind, i) for i in range(len(of_kind))] == of_kind
        kinds = list(dict.fromkeys(m.type for m in listed))
        fresh = Listing(state, seat)  # kinds learned before any move is built
        assert fresh.kinds() == kinds and bool(fresh) == bool(listed)
        assert [m for kind in fresh.kinds() for m in fresh.of_kind(kind)] == listed
        assert fresh.moves() == listed == listing.moves()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), steps=st.integers(0, 250))
def test_the_random_bot_draws_the_same_move_from_a_listing_as_from_the_list(seed, players, steps):
    state, _ = position(seed, players, steps)
    bot = make_bot("random")
    for seat in range(players):
        for own_turn in (True, False):
            for draw in range(5):
                listed = bot.choose({}, legal_moves(state, seat), random.Random(draw), own_turn)
                lazily = bot.choose_from(Listing(state, seat), random.Random(draw), own_turn)
                assert listed == lazily


@pytest.mark.parametrize("seed", range(3))
def test_the_random_bot_on_its_turn_draws_each_kind_it_has_equally_often(seed):
    bot = make_bot("random")
    rng = random.Random(seed)
    for steps in (5, 40, 90, 150):
        state, _ = position(seed, 4, steps)
        if state.status == OVER or state.window is not None:
            continue
        kinds = Listing(state, state.active).kinds()
        draws = 2000
        seen = Counter(bot.choose_from(Listing(state, state.active), rng, True).type
                       for _ in range(draws))
        assert set(seen) == set(kinds)
        share = 1 / len(kinds)
        spread = 4 * (share * (1 - share) / draws) ** 0.5  # four standard deviations
        assert all(abs(seen[k] / draws - share) < spread for k in kinds), (kinds, seen)


@pytest.mark.parametrize("seed", range(8))
def test_teams_listed_are_exactly_the_groups_where_every_star_is_needed(seed):
    state, _ = position(seed, 2, 60 + 10 * seed)
    seat = state.active
    if state.window is not None or state.status == OVER:
        return
    listed = {m.stars for m in legal_moves(state, seat) if m.type == "buy_award"}
    unused = [s for s in state.players[seat].table if not s.used]
    fame = {s.card: stat(state, s.card, "fame") for s in unused}
    cost = award_cost(state, seat)
    if cost is None or state.purchases[seat]:
        return
    for size in range(1, len(unused) + 1):
        for team in itertools.combinations([s.card for s in unused], size):
            total = sum(fame[s] for s in team)
            needed_each = all(total - fame[s] < cost for s in team)
            assert (team in listed) == (total >= cost and needed_each), team


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), steps=st.integers(0, 250))
def test_value_breakdown_adds_up_to_the_total(seed, players, steps):
    state, _ = position(seed, players, steps)
    for p in state.players:
        for slot in p.table:
            for name in ("psyche", "charisma", "fame"):
                parts = breakdown(state, slot.card, name)
                assert max(0, sum(parts.values())) == stat(state, slot.card, name)


def test_a3_a_zero_cost_award_and_a_zero_fame_film_are_listed_as_apply_accepts_them():
    """A team is at least one star; with nothing to reach, each single star is a team."""
    from .factory import award, do, fillers, film, rig, star
    g = rig([star("s-a", fame=2), star("s-b", fame=0), star("s-c")], fillers(10),
            [film("f-free", fame_required=0)], [award("a-free", costs=[0, 0, 0, 0])],
            [["s-a", "s-b"], ["s-c"]], [[], []])
    listed = legal_moves(g, 0)
    buys = sorted(m.stars for m in listed if m.type == "buy_award")
    films = sorted((m.stars, m.assign_to) for m in listed if m.type == "make_film")
    assert buys == [("s-a",), ("s-b",)]
    assert films == [(("s-a",), "s-a"), (("s-b",), "s-b")]
    for move in listed:
        assert check(g, move) is None, move
    assert check(g, make_move("buy_award", 0, stars=("s-a", "s-b"))) is None  # unneeded stars: wasted
    do(g, "buy_award", 0, stars=["s-b"])
    assert g.players[0].awards == ["a-free"]


def test_a3_past_the_end_of_the_cost_row_legal_moves_and_apply_take_its_last_entry():
    """Five awards held (two not counting): the sixth costs the row's last entry, 8."""
    from .factory import award, fillers, film, rig, star
    held = [award(f"a-h{i}") for i in range(3)] + [
        award(f"a-x{i}", frame="silver", counts=False) for i in range(2)]
    g = rig([star("s-a", fame=4), star("s-b", fame=3), star("s-c", fame=1), star("s-d")],
            fillers(10), [film("f-1")], [*held, award("a-top")], [["s-a", "s-b", "s-c"], ["s-d"]],
            [[], []], held=[[a["id"] for a in held], []], award_order=["a-top"])
    assert award_cost(g, 0) == 8
    buys = [m.stars for m in legal_moves(g, 0) if m.type == "buy_award"]
    assert buys == [("s-a", "s-b", "s-c")]
    assert check(g, make_move("buy_award", 0, stars=("s-a", "s-b"))).rule == "A3"
    assert check(g, make_move("buy_award", 0, stars=("s-a", "s-b", "s-c"))) is None
