"""A real screen-reader client plays a whole game against the computer with the keyboard
only, over AT-SPI (Debian's at-spi2-core and python3-pyatspi), the app in a real X server:
it hears each turn begin, a refusal, a response prompt, the computer's moves and the end,
and finds no object that takes focus or has an action without a name on any screen it
passes: the gate, start page, New game, game, result, statistics, card set editor, New table
game, table mode, saved games and a replay, each opened by its menu key.

The client (screen_reader_client.py) runs on Debian's /usr/bin/python3, where pyatspi is,
in a session bus of its own; it logs every event the app sends to
test-artifacts/a11y/atspi-events.jsonl. scripts/install-a11y-test-deps.sh installs what it
needs (CI runs it); the test is skipped only where that stack is not installed.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CLIENT = Path(__file__).with_name("screen_reader_client.py")
ARTIFACTS = ROOT / "test-artifacts" / "a11y"
SYSTEM_PYTHON = "/usr/bin/python3"


def missing_stack() -> str | None:
    """What of the AT-SPI stack is not installed, if anything."""
    for tool in ("Xvfb", "dbus-run-session"):
        if shutil.which(tool) is None:
            return tool
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        return "at-spi2-core"
    found = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True) \
        if Path(SYSTEM_PYTHON).exists() else None
    if found is None or found.returncode != 0:
        return "python3-pyatspi"
    return None


def start_x_server() -> tuple[subprocess.Popen, str]:
    """Xvfb on a free display, once it is ready to take connections."""
    read, write = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1400x900x24",
                               "-nolisten", "tcp"], pass_fds=(write,),
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        display = pipe.readline().strip()
    assert display, "Xvfb did not start"
    return server, ":" + display


def test_a_screen_reader_hears_a_whole_game_played_by_keyboard(tmp_path):
    missing = missing_stack()
    if missing is not None:
        pytest.skip(f"AT-SPI is not installed here ({missing}): bash scripts/install-a11y-test-deps.sh")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    log, summary_file = ARTIFACTS / "atspi-events.jsonl", ARTIFACTS / "summary.json"
    app = [sys.executable, "-m", "redlight_app", "--data-dir", str(tmp_path / "data"),
           "--bot-delay", "100"]
    server, display = start_x_server()
    try:
        env = {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "DBUS_"))}
        env["DISPLAY"] = display
        run = subprocess.run(["dbus-run-session", "--", SYSTEM_PYTHON, str(CLIENT),
                              "--app", json.dumps(app), "--log", str(log),
                              "--summary", str(summary_file)],
                             env=env, capture_output=True, text=True, timeout=200)
    finally:
        server.terminate()
        server.wait(10)
    summary = json.loads(summary_file.read_text())
    heard = [text for text, _ in summary["announcements"]]
    assertive = [text for text, how in summary["announcements"] if how == 2]
    print(f"events logged: {summary['events']}, announcements: {len(heard)}, seconds: "
          f"{summary['seconds']}, screens: " + ", ".join(
              f"{name} {s['objects']} objects, {s['interactive']} interactive / "
              f"{len(s['unnamed_interactive'])} unnamed"
              for name, s in summary["screens"].items()))
    assert run.returncode == 0 and "error" not in summary, \
        f"{summary.get('error')}\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}"
    assert summary["gate_role"] == "dialog"
    assert any(t.startswith("Your turn, turn 1.") or "Your turn, turn" in t for t in heard)
    assert any(t.startswith("Robo Rita's turn.") for t in heard)
    assert any(t.startswith("Not possible: ") for t in assertive), "the refusal"
    assert any(t.startswith("You may respond: Robo Rita ") for t in assertive), "a response prompt"
    computer = [t for t in heard if t.startswith("Robo Rita ") and "turn." not in t[:20]]
    assert computer, "the computer's moves"
    assert any("Game over: " in t for t in heard)
    assert summary["responded"] >= 1 and summary["refused"]
    assert set(summary["screens"]) == {"18+ question", "start page", "new game", "game", "result",
                                       "saved games", "replay", "statistics", "card set editor",
                                       "new table game", "table mode"}
    assert all(s["interactive"] > 0 for s in summary["screens"].values())
    unnamed = {name: s["unnamed_interactive"] for name, s in summary["screens"].items()
               if s["unnamed_interactive"]}
    assert unnamed == {}
    assert summary["events"] > 500  # every event the app sent, logged
