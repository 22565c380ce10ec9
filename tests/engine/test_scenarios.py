"""The example scenarios (copied from the shared contract) pass through `redlight scenario`."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from redlight_app.engine.scenario import ScenarioError, run_scenario

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "scenarios").glob("*.json"))


def contains(expected, actual, path="state"):
    """Every key the example expects has that value (extra keys in the output are fine)."""
    if isinstance(expected, dict):
        assert isinstance(actual, dict), path
        for key, value in expected.items():
            assert key in actual, f"{path}.{key} missing"
            contains(value, actual[key], f"{path}.{key}")
    elif isinstance(expected, list) and expected and isinstance(expected[0], dict):
        assert isinstance(actual, list) and len(actual) == len(expected), path
        for i, (e, a) in enumerate(zip(expected, actual, strict=True)):
            contains(e, a, f"{path}[{i}]")
    else:
        assert expected == actual, f"{path}: expected {expected!r}, got {actual!r}"


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.name for p in SCENARIOS])
def test_example_scenario_through_the_command(path):
    proc = subprocess.run([sys.executable, "-m", "redlight_app", "scenario", str(path)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    expect = json.loads(path.read_text())["expect"]
    assert out["results"] == expect["results"]
    contains(expect["state"], out["state"])


def test_invalid_scenario_exits_2_with_one_line(tmp_path):
    data = json.loads(SCENARIOS[0].read_text())
    data["main"].append(data["main"][0])
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    proc = subprocess.run([sys.executable, "-m", "redlight_app", "scenario", str(bad)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and proc.stdout == ""
    assert len(proc.stderr.strip().splitlines()) == 1 and "placed twice" in proc.stderr


@pytest.mark.parametrize("mutate, message", [
    (lambda d: d.pop("films"), "is not placed anywhere"),
    (lambda d: d["main"].append("f-b1"), "is a film"),
    (lambda d: d.update(format="x"), "format must be"),
    (lambda d: d["actions"].append({"type": "fly", "player": 0}), "unknown move type"),
    (lambda d: d["actions"].append({"type": "end_turn", "player": 7}), "no seat 7"),
    (lambda d: d["cardset"]["stars"][0].update(fame=-1), "fame must be within"),
])
def test_scenario_validation(mutate, message):
    data = json.loads(SCENARIOS[0].read_text())
    mutate(data)
    with pytest.raises(ScenarioError, match=message):
        run_scenario(data)


def test_illegal_moves_change_nothing_and_report_first_rule_in_order():
    data = json.loads(SCENARIOS[0].read_text())
    data["actions"] = [
        {"type": "make_film", "player": 1, "stars": ["s-a1"], "assign_to": "s-a1"},  # T4 first
        {"type": "pass", "player": 0},  # no window: R1
        {"type": "outshine", "player": 0, "star": "s-a1", "target": "s-a2"},  # A7
    ]
    out = run_scenario(data)
    assert out["results"] == ["illegal:T4", "illegal:R1", "illegal:A7"]
    assert out["state"]["turn"] == 1 and out["state"]["discard"] == []
