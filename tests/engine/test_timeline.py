"""engine/timeline: a saved game step by step, the same as replaying its first moves."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from redlight_app.engine.moves import Pass
from redlight_app.engine.record import RecordError
from redlight_app.engine.timeline import Timeline, deal_again, open_view
from redlight_app.engine.view import view
from tests.store.mixed_games import bot_record, demo, seat


@pytest.fixture(scope="module")
def record():
    return bot_record(demo(), [seat("Ann"), seat("Bob", "normal")], 3)


def test_every_step_is_the_record_replayed_to_that_move(record):
    timeline = Timeline.of(record)
    assert timeline.last == len(record.moves) and timeline.finished
    for index in range(0, timeline.last + 1, 3):
        assert timeline.state(index).to_dict() == record.replay(index).to_dict()
    assert timeline.state(timeline.last).to_dict() == record.replay().to_dict()


def test_turn_starts_are_where_the_turn_number_changes(record):
    timeline = Timeline.of(record)
    starts = timeline.turn_starts()
    assert starts[0] == 0
    assert [timeline.turn_of(s) for s in starts] == sorted(set(timeline.turn_of(s) for s in starts))
    for s in starts[1:]:
        assert timeline.turn_of(s) == timeline.turn_of(s - 1) + 1
    middle = starts[3] + 1
    assert timeline.next_turn(middle) == starts[4]
    assert timeline.previous_turn(middle) == starts[3]
    assert timeline.previous_turn(starts[3]) == starts[2]
    assert timeline.next_turn(timeline.last) == timeline.last


def test_branch_keeps_the_deal_and_the_first_moves_and_leaves_the_record_alone(record):
    timeline = Timeline.of(record)
    moves = list(record.moves)
    branch = timeline.branch(10)
    assert branch.moves == moves[:10] and record.moves == moves
    assert branch.replay().to_dict() == record.replay(10).to_dict()
    branch.seats[0]["name"] = "Changed"
    assert record.seats[0]["name"] == "Ann"


def test_deal_again_gives_the_same_opening_hands_and_no_moves(record):
    again = deal_again(record)
    assert again.moves == [] and record.moves
    first, second = again.start(), record.start()
    assert [p.hand for p in first.players] == [p.hand for p in second.players]
    assert [[s.card for s in p.table] for p in first.players] == \
        [[s.card for s in p.table] for p in second.players]
    assert first.main == second.main and first.active == second.active


def test_open_view_shows_every_hand_where_a_seat_view_hides_the_others(record):
    state = Timeline.of(record).state(5)
    opened = open_view(state)
    for seat_no, player in enumerate(state.players):
        assert opened["players"][seat_no]["hand"] == player.hand
        assert opened["players"][seat_no]["awards"] == player.awards
    assert view(state, 0)["players"][1]["hand"] is None


def test_a_move_that_no_longer_replays_is_named():
    record = bot_record(demo(), [seat("Ann"), seat("Bob")], 4)
    record.moves.insert(2, Pass(1))
    with pytest.raises(RecordError) as caught:
        Timeline.of(record)
    assert caught.value.move_number == 3


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 5), moves=st.integers(0, 150))
def test_any_random_game_step_by_step_is_its_replay_and_its_log_is_in_order(seed, players, moves):
    from redlight_app.game_log import log_lines
    from tests.store.support import make_cardset, played_record
    record, final = played_record(make_cardset(), seed, moves, players)
    timeline = Timeline.of(record)
    assert timeline.last == len(record.moves)
    assert timeline.state(timeline.last).to_dict() == final.to_dict()
    for index in range(0, timeline.last + 1, 7):
        assert timeline.state(index).to_dict() == record.replay(index).to_dict()
    starts = timeline.turn_starts()
    # a move may begin more than one turn (the next player skips theirs): one stop each move
    assert starts == sorted(set(starts)) and len(starts) <= final.turn
    assert all(timeline.turn_of(s) > timeline.turn_of(s - 1) for s in starts[1:])
    lines = log_lines(timeline, open_cards=True)
    assert [line.index for line in lines] == sorted(line.index for line in lines)
    assert sum(line.kind == "turn" for line in lines) == final.turn
    assert (lines[-1].kind == "end") and (final.over or "not over" in lines[-1].text)
