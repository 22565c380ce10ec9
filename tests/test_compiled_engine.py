"""The compiled engine (setup.py, redlight_app/_compiled.py): where it was built it is the one
loaded, whole; it plays exactly the games the Python source plays; REDLIGHT_PURE_PYTHON=1
runs the source; REDLIGHT_EXPECT_COMPILED=1 (set by .ci/run) fails a run without it."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from redlight_app import _compiled
from redlight_app._compiled import COMPILED_MODULES, EXPECT_ENV, PURE_ENV, engine_kind, not_compiled

ROOT = Path(__file__).resolve().parents[1]

# Seeded games between computers, as `simulate` plays them: random and greedy line-ups,
# 2 to 5 players. Printed as JSON: every move and every final state.
GAMES = """
import json, sys
from redlight_app._compiled import engine_kind
from redlight_app.bots import make_bot
from redlight_app.bots.play import play_game
from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.state import Options
from redlight_app.resources import demo_cardset_path
cardset = load_cardset_text(demo_cardset_path().read_bytes())
games = []
for game, names in enumerate([["random"] * 2, ["greedy"] * 3, ["random", "greedy"] * 2,
                              ["greedy", "random", "greedy", "random", "greedy"], ["greedy"] * 2]):
    played = play_game(cardset, [make_bot(n) for n in names], 500 + game, Options(turn_limit=200))
    games.append({"moves": [m.to_dict() for m in played.moves], "state": played.state.to_dict()})
print(json.dumps({"engine": engine_kind(), "games": games}, sort_keys=True, default=str))
"""


def _run(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    whole = {k: v for k, v in os.environ.items() if k not in (PURE_ENV, EXPECT_ENV)}
    return subprocess.run([sys.executable, "-c", code], env={**whole, **env}, cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


def test_the_engine_is_compiled_whole_or_not_at_all_and_as_expected():
    kind = engine_kind()
    assert kind == "pure Python" or kind.startswith("compiled"), kind
    if os.environ.get(EXPECT_ENV) == "1":  # .ci/run: the install compiled it, so it runs
        assert not_compiled() == []
        assert kind == f"compiled (mypyc, {len(COMPILED_MODULES)} modules)"
        shared = __import__(_compiled.SHARED_LIBRARY, fromlist=["_"])
        assert _compiled.is_compiled(shared)


def test_the_pure_python_switch_runs_every_compiled_module_from_its_source():
    code = ("import importlib, json\nfrom redlight_app._compiled import COMPILED_MODULES, engine_kind\n"
            "print(json.dumps([engine_kind()] + [importlib.import_module(n).__file__"
            " for n in COMPILED_MODULES]))")
    out = _run(code, **{PURE_ENV: "1"})
    assert out.returncode == 0, out.stderr
    kind, *files = json.loads(out.stdout)
    assert kind == "pure Python"
    assert [Path(f).name for f in files] == [n.rpartition(".")[2] + ".py" for n in COMPILED_MODULES]


def test_expecting_the_compiled_engine_fails_a_run_of_the_source_naming_the_modules():
    out = _run("from redlight_app._compiled import check_expected\ncheck_expected()",
               **{PURE_ENV: "1", EXPECT_ENV: "1"})
    assert out.returncode != 0
    assert f"{EXPECT_ENV}=1 but these engine modules run as pure Python" in out.stderr
    assert "redlight_app.engine.legal" in out.stderr and "redlight_app.bots.greedy" in out.stderr


def test_the_engine_as_loaded_and_its_python_source_play_the_same_games():
    loaded, source = _run(GAMES), _run(GAMES, **{PURE_ENV: "1"})
    assert loaded.returncode == 0, loaded.stderr
    assert source.returncode == 0, source.stderr
    here, pure = json.loads(loaded.stdout), json.loads(source.stdout)
    assert pure["engine"] == "pure Python"
    if os.environ.get(EXPECT_ENV) == "1":  # the compiled engine against its source
        assert here["engine"].startswith("compiled")
    assert len(here["games"]) == 5 and all(g["moves"] for g in here["games"])
    for ours, theirs in zip(here["games"], pure["games"], strict=True):
        assert ours["moves"] == theirs["moves"]
        assert ours["state"] == theirs["state"]


def test_a_source_changed_since_the_build_is_found_so_that_the_engine_runs_from_source(tmp_path):
    package = tmp_path / "redlight_app"
    for name in COMPILED_MODULES:
        relative = Path(*name.split(".")[1:]).with_suffix(".py")
        (package / relative).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / "redlight_app" / relative, package / relative)
    assert _compiled.stale_module(str(package)) is None  # no build recorded: nothing to compare
    (package / _compiled.SOURCES_FILE).write_text(_compiled.source_record(str(package)))
    assert _compiled.stale_module(str(package)) is None
    rules = package / "engine" / "rules.py"
    os.utime(rules, ns=(1, 1))  # touched (a checkout): the same content, the build still holds
    assert _compiled.stale_module(str(package)) is None
    with open(rules, "a") as f:
        f.write("# edited after the build\n")
    assert _compiled.stale_module(str(package)) == "redlight_app.engine.rules"
