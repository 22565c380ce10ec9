"""The tournament: seat rotation, Wilson intervals, and the CLI sub-command (short run)."""
from __future__ import annotations

import json

import pytest

from redlight_app.bots.tournament import lineup, play_one, wilson
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
