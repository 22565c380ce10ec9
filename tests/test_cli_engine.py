"""The headless commands: `redlight simulate`."""
from __future__ import annotations

import json
import subprocess
import sys


def run(*args):
    return subprocess.run([sys.executable, "-m", "redlight_app", *args], capture_output=True,
                          text=True, timeout=300)


def test_simulate_json_summary_counts_every_game():
    proc = run("simulate", "--games", "20", "--players", "4", "--bots",
               "greedy,greedy,random,random", "--seed", "3", "--json")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["games"] == 20
    assert sum(out["endings"].values()) == 20
    assert set(out["wins"]) == {"greedy", "random"}
    assert sum(out["wins"].values()) <= 20
    assert out["turns"]["max"] >= out["turns"]["mean"] > 1
    # most games end by four awards or in the showdown, not by the turn limit
    assert out["endings"]["limit"] <= 4


def test_simulate_text_summary_and_bad_bot():
    proc = run("simulate", "--games", "3", "--players", "2", "--bots", "greedy,random")
    assert proc.returncode == 0 and "wins per seat" in proc.stdout
    bad = run("simulate", "--games", "1", "--bots", "clever")
    assert bad.returncode == 2 and "unknown bot 'clever'" in bad.stderr


def test_simulate_is_reproducible():
    a = run("simulate", "--games", "5", "--players", "3", "--seed", "9", "--json")
    b = run("simulate", "--games", "5", "--players", "3", "--seed", "9", "--json")
    assert a.stdout == b.stdout


def test_simulate_and_tournament_refuse_bad_arguments_in_one_line():
    for command in ("simulate", "tournament"):
        for args, says in ((["--bots", ""], "--bots names no bot"),
                           (["--bots", " , "], "--bots names no bot"),
                           (["--players", "7"], "--players must be from 2 to 6"),
                           (["--bots", "greedy,greedy,greedy", "--players", "2"],
                            "3 bots named for 2 players"),
                           (["--games", "0"], "--games must be at least 1"),
                           (["--cardset", "/nonexistent/box.json"], "cannot load the card set")):
            proc = run(command, *args)
            assert proc.returncode == 2, (command, args, proc.stderr)
            assert says in proc.stderr and "Traceback" not in proc.stderr, (command, args)
            assert len(proc.stderr.strip().splitlines()) == 1
