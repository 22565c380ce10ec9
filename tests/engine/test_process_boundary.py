"""What crosses a process boundary (tournament and simulate workers) comes back the same,
under the compiled engine and under the Python source alike (issue 34: compiled card
classes could not be unpickled, so `--workers 2` crashed at once)."""
from __future__ import annotations

import pickle
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from redlight_app.bots import make_bot
from redlight_app.bots.play import bot_session, play_game
from redlight_app.bots.tournament import GameResult, play_one, run_tournament
from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.state import Options
from redlight_app.engine.view import view
from redlight_app.resources import demo_cardset_path
from redlight_app.simulate import GameOutcome, Summary, simulate

ROOT = Path(__file__).resolve().parents[2]
DEMO = load_cardset_text(demo_cardset_path().read_bytes())


def round_trip(obj: Any) -> Any:
    return pickle.loads(pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL))


def test_card_set_and_every_card_round_trip() -> None:
    back = round_trip(DEMO)
    assert back == DEMO
    # the fields derived when a set is loaded are rebuilt, not lost
    assert back.base_values == DEMO.base_values
    assert back.reaction_events == DEMO.reaction_events
    assert back.any_turn_events == DEMO.any_turn_events
    for instance, card in DEMO.cards.items():
        assert round_trip(card) == card, instance
    assert round_trip(Options(turn_limit=7)) == Options(turn_limit=7)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(2, 6))
def test_states_moves_and_views_round_trip_through_a_game(seed: int, players: int) -> None:
    session = bot_session(DEMO, [f"P{i}" for i in range(players)], seed, Options(turn_limit=60))
    rng = random.Random(seed)
    for _ in range(120):
        who = session.next_to_ask()
        if who is None:
            break
        seat, own_turn = who
        if not own_turn:
            session.offered(seat)
            continue
        state = session.state
        assert round_trip(state) == state
        assert round_trip(view(state, seat)) == view(state, seat)
        assert round_trip(view(state, None)) == view(state, None)
        moves = session.legal(seat)
        for move in moves:
            assert round_trip(move) == move
        session.submit(rng.choice(moves), by_computer=True)


def test_results_round_trip() -> None:
    played = play_game(DEMO, [make_bot("greedy"), make_bot("random")], 5, Options(turn_limit=80))
    assert round_trip(played.state) == played.state
    assert round_trip(played.moves) == played.moves
    result = play_one(DEMO, ["greedy", "random"], 2, 3, 0, 80)
    assert isinstance(round_trip(result), GameResult)
    assert round_trip(result).winners == result.winners
    outcome = GameOutcome("awards", 12, 80, (1,))
    assert round_trip(outcome) == outcome
    assert round_trip(Summary(games=2)) == Summary(games=2)


def _comparable(result: dict[str, Any]) -> dict[str, Any]:
    """A tournament's result without its timings (which differ from run to run)."""
    result = dict(result)
    result.pop("seconds")
    result["standings"] = [{k: v for k, v in s.items() if not k.startswith("decision_")}
                           for s in result["standings"]]
    return result


def test_tournament_with_two_workers_plays_the_same_games() -> None:
    one = run_tournament(DEMO, ["greedy", "random"], 12, 3, 7, workers=1).to_dict()
    two = run_tournament(DEMO, ["greedy", "random"], 12, 3, 7, workers=2).to_dict()
    assert _comparable(two) == _comparable(one)
    assert one["games"] == 12


def test_simulate_with_two_workers_gives_the_same_summary() -> None:
    one = simulate(DEMO, ["random", "greedy", "random"], 30, 11, workers=1)
    two = simulate(DEMO, ["random", "greedy", "random"], 30, 11, workers=2)
    assert two.to_dict() == one.to_dict()
    assert two.turns == one.turns  # game for game, in seed order
    assert one.games == 30


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "redlight_app", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


def test_tournament_command_with_two_workers_prints_the_same_win_counts() -> None:
    command = ["tournament", "--bots", "greedy,random", "--players", "3", "--games", "12",
               "--seed", "7"]
    one = _run(*command, "--workers", "1")
    two = _run(*command, "--workers", "2")
    assert one.returncode == 0, one.stderr
    assert two.returncode == 0, two.stderr
    assert "Traceback" not in two.stderr
    wins = [line.split("wins =")[0] for line in one.stdout.splitlines() if "wins =" in line]
    assert wins and wins == [line.split("wins =")[0] for line in two.stdout.splitlines()
                             if "wins =" in line]


def test_simulate_command_workers_match_and_bad_count_is_refused() -> None:
    command = ["simulate", "--games", "16", "--players", "3", "--bots", "greedy,random",
               "--seed", "4", "--json"]
    one = _run(*command, "--workers", "1")
    two = _run(*command, "--workers", "2")
    assert one.returncode == 0 and two.returncode == 0, one.stderr + two.stderr
    assert one.stdout == two.stdout
    zero = _run(*command, "--workers", "0")
    assert zero.returncode == 2
    assert "--workers must be 1 or more" in zero.stderr


def test_version_names_the_engine_build() -> None:
    done = _run("--version")
    assert done.returncode == 0
    assert done.stdout.startswith("redlight ")
    assert "engine: " in done.stdout
