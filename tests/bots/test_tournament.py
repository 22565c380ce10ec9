"""The tournament: seat rotation, Wilson intervals, and the CLI sub-command (short run)."""
from __future__ import annotations

import json

import pytest

from redlight_app.bots import make_bot
from redlight_app.bots.play import play_game
from redlight_app.bots.tournament import TimedBot, lineup, play_one, wilson
from redlight_app.cli import run

from .helpers import DEMO


def test_lineup_fills_with_the_last_bot():
    assert lineup(["hard", "greedy"], 4) == ["hard", "greedy", "greedy", "greedy"]
    assert lineup(["hard", "greedy"], 2) == ["hard", "greedy"]
    with pytest.raises(ValueError):
        lineup(["a", "b", "c"], 2)


def test_wilson_interval():
    lo, hi = wilson(140, 200)
    assert lo == pytest.approx(0.6333, abs=1e-3) and hi == pytest.approx(0.7594, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_rotation_puts_each_bot_in_each_seat():
    seats = [play_one(DEMO, ["easy", "greedy"], 3, 1, i, 400).seats for i in range(3)]
    assert [s.index("easy") for s in seats] == [0, 1, 2]


def test_timed_bots_are_asked_as_their_bots_are():
    """Tournaments time greedy and random bots on the quick path their games take (drawing
    from a Listing, no list of every legal move), and they play the same moves as unwrapped."""
    listed = []

    class Watched(TimedBot):
        def choose(self, view, moves, rng, own_turn=True):
            listed.append(self.name)  # asked with the list of every legal move
            return super().choose(view, moves, rng, own_turn)

    plain = play_game(DEMO, [make_bot("greedy"), make_bot("random"), make_bot("greedy")], 5)
    timed = [Watched(make_bot(name)) for name in ("greedy", "random", "greedy")]
    played = play_game(DEMO, timed, 5)
    assert played.moves == plain.moves and played.state.winners == plain.state.winners
    assert listed == []  # every decision drew from a Listing
    assert sum(len(bot.times) for bot in timed) >= len(played.moves)  # every decision timed


def test_tournament_command_short(capsys):
    code = run(["tournament", "--bots", "normal,greedy", "--games", "2", "--players", "2",
                "--seed", "3", "--json"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and out["lineup"] == ["normal", "greedy"]
    normal = next(s for s in out["standings"] if s["bot"] == "normal")
    lo, hi = normal["ci95"]
    assert 0 <= lo <= normal["win_rate"] <= hi <= 1
    assert normal["decisions"] > 0 and normal["decision_max_s"] >= normal["decision_mean_s"] > 0
    assert sum(s["wins"] for s in out["standings"]) + out["no_winner"] == 2


def test_tournament_command_refuses_unknown_bots(capsys):
    assert run(["tournament", "--bots", "nobody", "--games", "1"]) == 2
    assert "unknown bot" in capsys.readouterr().err
