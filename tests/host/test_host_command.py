"""`redlight host` as a person runs it: a real process on 127.0.0.1, killed and resumed."""
from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

from redlight_app.host.seat_tokens import TOKEN_BYTES, path_for

from .hosting import EventStream, keys_named, request, view


def _start(args: list[str], seats: int = 2) -> tuple[subprocess.Popen, list[str]]:
    proc = subprocess.Popen([sys.executable, "-m", "redlight_app", "host", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    urls = []
    assert proc.stdout is not None
    for _ in range(seats):
        line = proc.stdout.readline()
        assert line, proc.stderr.read() if proc.stderr else "no output"
        urls.append(line.strip())
    return proc, urls


def _stop(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGTERM)
    try:
        assert proc.wait(timeout=15) == 0
    finally:
        if proc.poll() is None:
            proc.kill()


def _redlight(*args: str) -> str:
    done = subprocess.run([sys.executable, "-m", "redlight_app", *args], capture_output=True,
                          text=True, timeout=60, check=True)
    return done.stdout


def test_host_prints_seat_urls_serves_saves_and_resumes_with_the_same_urls(tmp_path: Path):
    data = str(tmp_path / "data")
    proc, urls = _start(["--players", "3", "--bots", "human,human,greedy", "--port", "0",
                         "--data-dir", data, "--pause", "0"])
    try:
        assert all(u.startswith("http://127.0.0.1:") for u in urls) and len(set(urls)) == 2
        for seat, url in enumerate(urls):
            got = view(url)
            assert got["seat"] == seat and keys_named(got, "hand") == ["/hand"]
        assert request(urls[0].rsplit("/", 1)[0] + "/nobody-has-this-token/view")[0] == 404
        assert request(urls[0] + "/move", b"garbage", method="POST")[0] == 400
        first = view(urls[0])
    finally:
        _stop(proc)
    games = json.loads(_redlight("games", "--data-dir", data, "--json"))
    assert len(games) == 1 and games[0]["names"] == ["Player 1", "Player 2", "Robo Rita"]
    game_id = games[0]["id"]
    token_file = path_for(Path(data), game_id)
    assert stat.S_IMODE(token_file.stat().st_mode) == 0o600
    tokens = json.loads(token_file.read_text())["tokens"]
    assert all(len(t) >= TOKEN_BYTES * 4 // 3 for t in tokens.values())  # 192 bits each

    time.sleep(0.2)
    proc, again = _start(["--resume", str(game_id), "--data-dir", data, "--pause", "0"])
    try:
        assert again == urls
        resumed = view(urls[0])
        assert resumed["version"] >= first["version"] > -1
        assert [p["name"] for p in resumed["players"]] == ["Player 1", "Player 2", "Robo Rita"]
        assert view(urls[1])["seat"] == 1
    finally:
        _stop(proc)


def test_host_refuses_a_game_it_never_hosted(tmp_path: Path):
    done = subprocess.run([sys.executable, "-m", "redlight_app", "host", "--resume", "5",
                           "--data-dir", str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "was not hosted" in done.stderr


COMPUTER_FIRST = ["--players", "2", "--bots", "greedy,human", "--seed", "1", "--port", "0",
                  "--pause", "0"]  # seed 1: the computer's turn first


def _version_grows(url: str, version: int, seconds: float = 15.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if view(url)["version"] > version:
            return True
        time.sleep(0.1)
    return False


def test_host_computers_wait_until_every_human_seats_page_is_open_and_say_so(tmp_path: Path):
    proc, urls = _start([*COMPUTER_FIRST, "--data-dir", str(tmp_path)], seats=1)
    try:
        before = view(urls[0])
        assert before["acting"] == 0  # the computer's turn, but nobody has joined
        assert not _version_grows(urls[0], before["version"], 1.5)
        stream = EventStream(urls[0])  # the human seat's page opens
        try:
            assert stream.next_view()["version"] == before["version"]
            assert _version_grows(urls[0], before["version"])  # now the computer plays
        finally:
            stream.close()
    finally:
        _stop(proc)
    assert proc.stderr is not None
    said = proc.stderr.read()
    assert "the computer player waits until every human seat's page is open" in said, said
    assert "--no-wait" in said


def test_host_no_wait_lets_the_computers_play_at_once(tmp_path: Path):
    proc, urls = _start([*COMPUTER_FIRST, "--no-wait", "--data-dir", str(tmp_path)], seats=1)
    try:
        deadline = time.monotonic() + 15
        while view(urls[0])["acting"] == 0 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert view(urls[0])["acting"] == 1  # the computer played without anyone joining
    finally:
        _stop(proc)
    assert proc.stderr is not None
    assert "waits until" not in proc.stderr.read()
