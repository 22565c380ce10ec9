"""Python's garbage collector around the game: off while a move is drawn, on again as soon as
the frame is out (left off, a long game's cyclic garbage would pile up), and what a game was
set up with kept out of later full collections."""
from __future__ import annotations

import gc


def test_the_collector_pauses_for_a_moves_frame_and_comes_back_after_it(open_window, qtbot):
    window = open_window(bot_delay_ms=60_000)  # the computers wait: only this test's moves
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Robo", "kind": "bot", "level": "greedy"}]
    assert window.games.start_game({"seats": seats, "seed": 3, "first_player": 0})
    qtbot.wait(20)
    assert gc.isenabled()
    frozen = gc.get_freeze_count()
    assert frozen > 0, "what the game was set up with is kept out of full collections"
    c = window.controller
    for _ in range(3):
        move = c.legal(0)[0]
        assert c.submit(move) is None
        assert not gc.isenabled(), "no collection while the move is drawn"
        qtbot.wait(20)
        assert gc.isenabled(), "the collector is on again once the frame is painted"
        if c.acting_seat() != 0 or c.over:
            break
    assert len(c.record.moves) >= 1


def test_a_collector_turned_off_elsewhere_stays_off(open_window, qtbot):
    window = open_window(bot_delay_ms=60_000)
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Robo", "kind": "bot", "level": "greedy"}]
    assert window.games.start_game({"seats": seats, "seed": 3, "first_player": 0})
    qtbot.wait(20)
    gc.disable()
    try:
        assert window.controller.submit(window.controller.legal(0)[0]) is None
        qtbot.wait(20)
        assert not gc.isenabled()
    finally:
        gc.enable()
