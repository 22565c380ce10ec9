"""GameSession without Qt: save before show, a failed save changes nothing, undo/redo, the
award choice, who acts in response windows."""
from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest
from engine.factory import award, event, fillers, film, make_move, rig, star, synthetic_doc

from redlight_app.engine.cards import load_cardset
from redlight_app.engine.errors import IllegalMove
from redlight_app.engine.moves import BuyAward, ChooseTargets, EndTurn, Outshine, Pass, PlayEvent
from redlight_app.engine.record import GameRecord
from redlight_app.engine.rollout import random_move
from redlight_app.session import (
    DISK_FULL,
    POSITION,
    ConsentNeeded,
    GameSession,
    MemorySink,
    SaveError,
    SessionError,
)

from .rigged import rigged_session

CARDSET = load_cardset(synthetic_doc())


class FlakySink(MemorySink):
    """A memory sink that fails the next `fail` calls, as a full disk would."""

    def __init__(self) -> None:
        super().__init__()
        self.fail = 0

    def append(self, seq, move, state_after):  # type: ignore[no-untyped-def]
        if self.fail:
            self.fail -= 1
            raise SaveError(DISK_FULL, "the disk is full")
        super().append(seq, move, state_after)

    def truncate(self, keep):  # type: ignore[no-untyped-def]
        if self.fail:
            self.fail -= 1
            raise SaveError(DISK_FULL, "the disk is full")
        super().truncate(keep)


def record(seats=("human", "bot", "bot"), seed=5) -> GameRecord:
    return GameRecord(cardset=CARDSET, seed=seed,
                      seats=[{"name": f"P{i}", "kind": k, "level": None} for i, k in enumerate(seats)])


def snapshot(session: GameSession) -> tuple:
    return (json.dumps(session.state.to_dict(), sort_keys=True), len(session.log),
            list(session.record.moves), [list(g) for g in session.redo_stack],
            session.undo_plan(), session.awaiting)


def stored_replay(session: GameSession, sink: MemorySink) -> dict:
    stored = GameRecord(cardset=session.record.cardset, seats=session.record.seats,
                        seed=session.record.seed, options=session.record.options,
                        moves=list(sink.moves))
    stored.start = session.record.start  # type: ignore[method-assign]
    return stored.replay().to_dict()


def play(session: GameSession, n: int, rng: random.Random) -> None:
    for _ in range(n):
        seat = session.acting_seat()
        if seat is None:
            return
        session.submit(random_move(session.state, seat, rng))


def test_a_failed_save_leaves_state_log_and_undo_unchanged_and_a_retry_stores_it():
    sink = FlakySink()
    session = GameSession(record(), sink)
    play(session, 6, random.Random(1))
    before = snapshot(session)
    log = list(session.log)
    listing = session.legal(session.acting_seat())
    asked = session.next_to_ask()
    move = random_move(session.state, session.acting_seat(), random.Random(2))
    sink.fail = 1
    with pytest.raises(SaveError) as caught:
        session.submit(move)
    assert caught.value.reason == DISK_FULL and "disk is full" in str(caught.value)
    # not saved: the state is the stored moves' again, and so are the log and the listing
    assert snapshot(session) == before and len(sink.moves) == 6
    assert session.log == log
    assert session.legal(session.acting_seat()) == listing and session.next_to_ask() == asked
    changes = session.submit(move)  # Retry
    assert changes.kind == "move" and changes.seq == 7 and changes.move == move
    assert sink.moves[-1] == move and len(sink.moves) == 7
    assert session.state.to_dict() == stored_replay(session, sink)


def test_a_move_is_applied_to_the_current_state_and_a_refused_move_changes_nothing():
    sink = FlakySink()
    session = GameSession(record(), sink)
    play(session, 6, random.Random(1))
    current = session.state
    session.submit(random_move(session.state, session.acting_seat(), random.Random(5)))
    assert session.state is current  # applied in place: no copy per move
    before = snapshot(session)
    with pytest.raises(IllegalMove):  # refused before anything changes
        session.submit(EndTurn((session.state.active + 1) % 3))
    assert snapshot(session) == before and session.state is current


def test_an_interrupted_save_puts_the_state_back_to_the_stored_moves():
    """Whatever stops the sink (here Ctrl+C in the middle of a save), the state the session
    shows is that of the stored moves, never one with a move nobody saved."""
    class Interrupted(MemorySink):
        def append(self, seq, move, state_after):  # type: ignore[no-untyped-def]
            raise KeyboardInterrupt

    session = GameSession(record(), MemorySink())
    play(session, 8, random.Random(4))
    before = snapshot(session)
    session.replace_sink(Interrupted(list(session.record.moves)), saving=True)
    with pytest.raises(KeyboardInterrupt):
        session.submit(random_move(session.state, session.acting_seat(), random.Random(6)))
    assert snapshot(session) == before


def test_a_session_replays_its_record_once():
    counted = record()
    play(GameSession(counted, MemorySink()), 30, random.Random(2))
    starts = []
    real_start = counted.start

    def start():  # type: ignore[no-untyped-def]
        starts.append(1)
        return real_start()
    counted.start = start  # type: ignore[method-assign]
    session = GameSession(counted, MemorySink(list(counted.moves)))
    assert starts == [1] and session.seq == 30 and len(session.log) > 30


def test_a_move_at_a_wrong_sequence_number_is_refused():
    sink = MemorySink()
    session = GameSession(record(), sink)
    play(session, 3, random.Random(3))
    move = random_move(session.state, session.acting_seat(), random.Random(4))
    with pytest.raises(SaveError) as caught:
        sink.append(7, move, session.state)
    assert caught.value.reason == POSITION and "holds 3 moves" in caught.value.detail
    assert len(sink.moves) == 3


def test_an_illegal_move_is_the_engines_refusal_and_changes_nothing():
    session = GameSession(record(), MemorySink())
    before = snapshot(session)
    with pytest.raises(IllegalMove) as caught:
        session.submit(EndTurn((session.state.active + 1) % 3))
    assert caught.value.rule == "T4"
    assert snapshot(session) == before


def test_undo_goes_back_to_the_humans_last_decision_and_redo_plays_it_again():
    sink = MemorySink()
    session = GameSession(record(("human", "bot")), sink)
    rng = random.Random(6)
    while session.acting_seat() != 0 or session.seq < 3:
        play(session, 1, rng)
    human_move = random_move(session.state, 0, rng)
    session.submit(human_move)
    decided = session.seq
    while session.acting_seat() == 1:
        play(session, 1, rng)  # the computer answers
    after_bots = json.dumps(session.state.to_dict(), sort_keys=True)
    count = session.seq
    changes = session.undo()
    assert changes.kind == "undo"
    assert session.seq == decided - 1 and len(sink.moves) == decided - 1
    assert session.state.to_dict() == stored_replay(session, sink)
    assert session.can_redo()
    session.redo()
    assert session.seq == count and sink.moves == session.record.moves
    assert json.dumps(session.state.to_dict(), sort_keys=True) == after_bots


def test_undo_to_a_log_entry_keeps_the_moves_up_to_it():
    sink = MemorySink()
    session = GameSession(record(("human", "human")), sink)
    play(session, 9, random.Random(7))
    session.undo_to(4)
    assert session.seq == 4 and len(sink.moves) == 4
    assert session.state.to_dict() == stored_replay(session, sink)
    assert all(item.move_index <= 4 for item in session.log)
    with pytest.raises(SessionError):
        session.undo_to(4)  # nothing after move 4 any more
    session.redo()
    assert session.seq == 9


def test_a_failed_undo_changes_nothing():
    sink = FlakySink()
    session = GameSession(record(("human", "human")), sink)
    play(session, 5, random.Random(8))
    before = snapshot(session)
    sink.fail = 1
    with pytest.raises(SaveError):
        session.undo()
    assert snapshot(session) == before and len(sink.moves) == 5


def test_hot_seat_undo_of_another_humans_decision_asks_them_first():
    session = GameSession(record(("human", "human")), MemorySink())
    a = session.state.active
    session.submit(EndTurn(a))  # a's decision
    b = session.state.active
    session.submit(EndTurn(b))  # b's decision
    plan = session.undo_plan(a)  # a asks: back to a's last decision, taking b's too
    assert plan.keep == 0 and plan.ask == (b,)
    with pytest.raises(ConsentNeeded) as caught:
        session.undo(a)
    assert caught.value.seats == (b,) and session.seq == 2
    assert session.undo_plan(b).ask == ()  # b undoing b's own move asks nobody
    session.undo(a, agreed=True)
    assert session.seq == 0


RECALL = {"do": "return_award", "target": "opponent"}


def recall_game():
    return rig([star("s-a"), star("s-b")], [event("e-x", RECALL)] + fillers(8), [film("f-1")],
               [award("a-1"), award("a-2"), award("a-3")], [["s-a"], ["s-b"]],
               [["e-x"], []], held=[[], ["a-1", "a-2"]])


def test_the_award_choice_waits_for_the_human_it_hits():
    sink = MemorySink()
    session = rigged_session(recall_game(), computers=(0,), sink=sink)
    changes = session.submit(PlayEvent(0, card="e-x", target_player=1))
    assert changes.kind == "choice" and changes.awaiting.giver == 1 and changes.acting == 1
    assert sink.moves == [] and session.acting_seat() == 1 and session.legal(0) == []
    with pytest.raises(SessionError):
        session.submit(EndTurn(0))
    with pytest.raises(SessionError):
        session.give_back("a-3")  # not theirs
    session.give_back("a-2")
    assert session.state.players[1].awards == ["a-1"]
    assert sink.moves[-1].choice == "a-2" and session.awaiting is None


def test_a_computer_hit_by_the_award_choice_chooses_at_once():
    session = rigged_session(recall_game(), computers=(0, 1))
    changes = session.submit(PlayEvent(0, card="e-x", target_player=1))
    assert changes.kind == "move" and session.awaiting is None
    assert session.record.moves[-1].choice in ("a-1", "a-2")


def outshine_game():
    return rig([star("s-a", charisma=80), star("s-b", psyche=50), star("s-c")],
               [event("e-lawyer", {"do": "protect"}, "reaction")] + fillers(8), [film("f-1")],
               [award("a-1")], [["s-a"], ["s-b"], ["s-c"]], [[], ["e-lawyer"], []])


def test_r1_only_the_windows_owner_is_asked_and_may_act():
    session = rigged_session(outshine_game())
    session.submit(Outshine(0, star="s-a", target="s-b"))
    assert session.state.window is not None and session.state.window.seat == 1
    assert session.acting_seat() == 1
    assert session.next_to_ask() == (1, True)
    assert session.next_to_ask(askable=[0, 2]) is None  # the game waits for seat 1
    assert session.legal(0) == [] and session.legal(2) == []
    with pytest.raises(IllegalMove) as caught:
        session.submit(EndTurn(0))
    assert caught.value.rule == "R1"
    session.submit(Pass(1))
    assert session.state.window is None and session.acting_seat() == 0


def test_off_turn_seats_are_offered_their_moment_once_a_turn():
    session = GameSession(record(("bot", "bot", "bot")), MemorySink())
    active = session.state.active
    others = [s for s in range(3) if s != active]
    assert session.next_to_ask() == (others[0], False)
    session.offered(others[0])
    assert session.next_to_ask() == (others[1], False)
    session.offered(others[1])
    assert session.next_to_ask() == (active, True)
    session.submit(EndTurn(active))
    assert session.next_to_ask()[1] is False  # a new turn, new offers


def test_the_fallback_of_a_seat_that_cannot_decide_is_pass_or_end_turn():
    session = rigged_session(outshine_game())
    assert session.fallback_move(0) == EndTurn(0)
    session.submit(Outshine(0, star="s-a", target="s-b"))
    assert session.fallback_move(1) == Pass(1)  # never the reaction card


def test_the_session_imports_neither_qt_nor_sqlalchemy():
    code = ("import sys, redlight_app.session, redlight_app.store.session_sink; "
            "print(any(m.split('.')[0] in ('PySide6', 'sqlalchemy') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


RAZZ = award("a-razz", reveal=True, counts=False,
             effect={"do": "discard_star", "target": "opponent_star"})


def razz_game():
    return rig([star("s-a", fame=5), star("s-b"), star("s-c")],
               [event("e-lawyer", {"do": "protect"}, "reaction")] + fillers(8), [film("f-1")],
               [RAZZ, award("a-1")], [["s-a"], ["s-b"], ["s-c"]], [[], [], ["e-lawyer"]],
               award_order=["a-razz", "a-1"])


def test_a5_the_session_waits_for_the_drawer_to_choose_and_asks_the_chosen_target_r1():
    sink = MemorySink()
    session = rigged_session(razz_game(), computers=(1,), sink=sink)
    changes = session.submit(make_move("buy_award", 0, stars=("s-a",)))
    assert changes.acting == 0 and session.next_to_ask() == (0, True)
    assert [(m.type, m.target) for m in session.legal(0)] == [("choose_targets", "s-b"),
                                                             ("choose_targets", "s-c")]
    assert session.legal(1) == [] and session.next_to_ask(askable=[1, 2]) is None
    assert session.fallback_move(0) == make_move("choose_targets", 0, target="s-b")
    session.submit(make_move("choose_targets", 0, target="s-c"))
    assert session.acting_seat() == 2 and session.state.window.seat == 2  # Cid answers
    session.submit(make_move("pass", 2))
    assert [s.card for s in session.state.players[2].table] == []
    assert sink.moves[-2] == make_move("choose_targets", 0, target="s-c")
    # the stored moves replay to the same state
    again = rigged_session(razz_game())
    for move in sink.moves:
        again.submit(move)
    assert again.state.to_dict() == session.state.to_dict()


def test_a5_a_computer_drawer_chooses_its_targets_itself():
    from redlight_app.bots.base import make_bot
    from redlight_app.engine.view import view
    session = rigged_session(razz_game(), computers=(0,))
    session.submit(make_move("buy_award", 0, stars=("s-a",)))
    for name in ("random", "greedy", "normal"):
        bot = make_bot(name)
        bot.begin(session.state.cardset, 0)
        move = bot.choose(view(session.state, 0), session.legal(0), random.Random(1))
        assert move is not None and move.type == "choose_targets" and move in session.legal(0)


INQUIRY = award("a-inquiry", reveal=True, counts=False, effect=RECALL)


def inquiry_game(seats=2):
    """Ann (fame 4) buys the top award, a-inquiry: revealed on draw, return_award (A5)."""
    stars = [star("s-a", fame=4), star("s-b"), star("s-c")][:seats]
    held = [[], ["a-1", "a-dud"], ["a-2", "a-3"]][:seats]
    return rig(stars, fillers(8), [film("f-1")],
               [INQUIRY, award("a-1"), award("a-dud", frame="silver", counts=False),
                award("a-2"), award("a-3")], [[s["id"]] for s in stars], [[]] * seats, held=held)


def test_a5_a_revealed_award_waits_for_the_human_giver_like_a_played_card():
    sink = MemorySink()
    session = rigged_session(inquiry_game(), sink=sink)
    changes = session.submit(BuyAward(0, ("s-a",)))
    assert changes.kind == "choice" and changes.awaiting.giver == 1 and sink.moves == []
    session.give_back("a-dud")
    assert session.state.players[1].awards == ["a-1"]
    assert sink.moves[-1] == BuyAward(0, ("s-a",), choice="a-dud")


def test_a5_a_computer_giver_gives_back_what_it_needs_least_to_a_revealed_award():
    session = rigged_session(inquiry_game(), computers=(1,))
    assert session.submit(BuyAward(0, ("s-a",))).kind == "move"
    assert session.state.players[1].awards == ["a-1"]  # the silver a-dud went back


def test_a5_choosing_a_revealed_return_awards_target_asks_the_giver():
    session = rigged_session(inquiry_game(seats=3))
    session.submit(BuyAward(0, ("s-a",)))  # two rivals: Ann chooses first
    assert session.acting_seat() == 0 and session.awaiting is None
    changes = session.submit(ChooseTargets(0, target_player=2))
    assert changes.kind == "choice" and changes.awaiting.giver == 2
    session.give_back("a-3")
    assert session.state.players[2].awards == ["a-2"]
    assert session.record.moves[-1] == ChooseTargets(0, target_player=2, choice="a-3")


def test_a5_r1_the_drawer_of_an_award_revealed_in_a_window_is_who_the_session_asks():
    """Bob's reaction revealed an award inside his window: the session waits for Bob's
    choice (a computer is asked for it), then for his window again."""
    grab = event("e-grab", {"do": "take_award"}, "reaction")
    razz = award("a-razz", reveal=True, counts=False,
                 effect={"do": "discard_star", "target": "opponent_star"})
    g = rig([star("s-a", charisma=80), star("s-b"), star("s-c")], [grab] + fillers(10),
            [film("f-1")], [razz, award("a-1")], [["s-a"], ["s-b"], ["s-c"]],
            [[], ["e-grab"], []], award_order=["a-razz", "a-1"])
    session = rigged_session(g, computers=(1, 2))
    session.submit(Outshine(0, "s-a", "s-b"))
    session.submit(PlayEvent(1, "e-grab"), by_computer=True)
    assert session.state.window is not None and session.state.reveals
    assert session.acting_seat() == 1 and session.next_to_ask() == (1, True)
    assert [m.type for m in session.legal(1)] == ["choose_targets", "choose_targets"]
    assert session.legal(0) == [] and session.next_to_ask(askable=(0, 2)) is None
    assert session.fallback_move(1) == ChooseTargets(1, "s-a")
    session.submit(ChooseTargets(1, "s-c"), by_computer=True)
    assert session.state.players[2].table == [] and session.acting_seat() == 0
