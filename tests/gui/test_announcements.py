"""A screen reader hears the game: each turn's start, the computer's moves, every refusal
with its reason, a response prompt with what it answers, and the game's end with why.

The announcements are caught where they leave the app (tests/gui/heard.py) while real
moves are played with clicks and keys, the event loop running in between.
"""
from __future__ import annotations

from PySide6.QtCore import Qt

from redlight_app.engine.cards import load_cardset

from .driver import Driver, start
from .heard import texts

VS_COMPUTER = [{"name": "Ann", "kind": "human"}, {"name": "Robo Rita", "kind": "bot", "level": "greedy"}]


def cardset(effect: dict) -> object:
    """Stars that make no film alone and one kind of event anyone may play on their turn."""
    return load_cardset({
        "format": "redlight-cardset/1", "name": "Events", "award_costs": [4, 4, 6, 8],
        "stars": [{"id": "s-star", "name": "Star", "psyche": 50, "charisma": 40, "fame": 1,
                   "ability": None, "copies": 12}],
        "events": [{"id": "e-event", "name": "Boost", "phase": "own_turn", "copies": 30,
                    "effect": effect, "text": "The event."}],
        "films": [{"id": "f-film", "name": "The Film", "color": "blue", "bonus": 1,
                   "fame_required": 3, "copies": 10}],
        "awards": [{"id": "a-award", "name": "Award", "frame": "gold", "costs": None,
                    "reveal_on_draw": False, "counts_toward_win": True, "effect": None, "copies": 10}],
    })


EVENTS = cardset({"do": "draw", "count": 1})
# the computer plays these at the human: a response window opens for them
DISCARDS = cardset({"do": "discard_random", "target": "opponent", "count": 1})


def test_turns_computer_moves_and_refusals_are_announced(open_window, qtbot, heard):
    window = open_window(bot_delay_ms=5)
    c = start(window, EVENTS, VS_COMPUTER, seed=3, first=0)
    d = Driver(qtbot, window)
    qtbot.waitUntil(lambda: bool(heard))
    assert heard == [("Your turn, turn 1.", False)]

    # a refusal, with its reason, said at once
    d.click(d.button("make_film"))
    refusals = texts(heard, assertive=True)
    assert len(refusals) == 1 and refusals[0].startswith("Not possible: ")
    assert refusals[0] == "Not possible: " + window.game_screen.last_refusal.message
    d.click(d.button("make_film"))  # said again when asked again
    assert len(texts(heard, assertive=True)) == 2

    heard.clear()
    d.click(d.button("end_turn"))
    d.wait_computer()
    qtbot.waitUntil(lambda: c.acting_seat() == 0)
    said = texts(heard, assertive=False)
    assert said[0] == "Robo Rita's turn.", said
    assert said[-1].endswith("Your turn, turn 3."), said  # turn 2 was Robo Rita's
    computer = [t for t in said[1:] if "Robo Rita" in t]
    assert computer, said
    # the computer's moves in its own words, one announcement a move, its turn ended in it
    assert any("Robo Rita ended the turn." in t for t in computer), said
    assert len(said) == 1 + sum(1 for m in c.record.moves[1:] if m.player == 1)


def test_response_prompt_says_what_is_answered(open_window, qtbot, heard):
    window = open_window(bot_delay_ms=5)
    c = start(window, DISCARDS, VS_COMPUTER, seed=3, first=1, always_ask_reactions=True)
    d = Driver(qtbot, window)
    qtbot.waitUntil(lambda: c.state.window is not None and c.state.window.seat == 0, timeout=20000)
    d.wait_computer()
    prompts = texts(heard, assertive=True)
    assert prompts and prompts[-1].startswith("You may respond: Robo Rita plays "), prompts
    assert prompts[-1].endswith("Play a reaction, or Pass (P).")
    before = len(c.record.moves)
    qtbot.keyClick(window, Qt.Key.Key_P)  # the key the prompt names passes
    assert [m.type for m in c.record.moves[before:before + 1]] == ["pass"]


def test_game_end_is_announced_with_why(open_window, qtbot, heard):
    window = open_window(bot_delay_ms=5)
    c = start(window, EVENTS, VS_COMPUTER, seed=3, first=0, turn_limit=2)
    d = Driver(qtbot, window)
    d.click(d.button("end_turn"))
    qtbot.waitUntil(lambda: c.over, timeout=20000)
    assert texts(heard)[-1].endswith(
        "Game over: The turn limit is reached: the game ends with no winner."), heard


def test_announcements_speak_the_chosen_language(open_window, qtbot, heard):
    from redlight_app.gui import i18n
    window = open_window(bot_delay_ms=5)
    i18n.install("it")
    try:
        start(window, EVENTS, VS_COMPUTER, seed=3, first=0)
        qtbot.waitUntil(lambda: bool(heard))
        assert heard[0][0] == "Tocca a te, turno 1."
        d = Driver(qtbot, window)
        d.click(d.button("make_film"))
        assert texts(heard, assertive=True)[0].startswith("Non possibile: ")
    finally:
        i18n.install("en")
