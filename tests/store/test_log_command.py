"""`redlight log GAME [--format text|markdown|html]`: the plain-sentence log with turn
headings, ending with who won and why; names are escaped in HTML and Markdown."""
from __future__ import annotations

import html
import re

import pytest

from redlight_app.cli import run
from redlight_app.engine.timeline import Timeline
from redlight_app.game_log import log_lines
from redlight_app.store.repository import Repository

from .mixed_games import bot_record, demo, seat

SNEAKY = "<img src=x onerror=alert(1)> *Eve*"


@pytest.fixture
def games(data_dir):
    cardset = demo()
    finished = bot_record(cardset, [seat("Ann"), seat(SNEAKY, "normal")], 1, ["greedy", "random"])
    running = bot_record(cardset, [seat("Ann"), seat("Bob")], 5, keep=14)
    with Repository.open(data_dir) as repo:
        return repo.create_game(finished), repo.create_game(running), finished, running


def test_log_of_a_finished_game_prints_its_turns_and_its_winner(data_dir, games, capsys):
    first, _, record, _ = games
    assert first == 1
    assert run(["--data-dir", str(data_dir), "log", "1"]) == 0
    out = capsys.readouterr().out
    state = record.replay()
    headings = re.findall(r"^Turn (\d+): (.+) to play\.$", out, re.M)
    assert [int(t) for t, _ in headings] == list(range(1, state.turn + 1))
    last = out.strip().splitlines()[-1]
    assert last == f"{record.names[state.winners[0]]} wins with four awards." \
        if state.ending == "awards" else "the last one left" in last
    # every move's sentences are there: each film on a table at the end was made, taken
    # or moved in a sentence of the log
    held = sum(len(s.films) for p in state.players for s in p.table)
    told = sum(out.count(f" {verb} the film ") for verb in ("made", "took", "moved"))
    assert told >= held


def test_html_escapes_every_name_and_markdown_every_markup_sign(data_dir, games, capsys):
    assert run(["--data-dir", str(data_dir), "log", "1", "--format", "html"]) == 0
    page = capsys.readouterr().out
    assert "<img" not in page and html.escape(SNEAKY) in page
    assert page.startswith("<!DOCTYPE html>") and page.count("<h2>") >= 3
    assert run(["--data-dir", str(data_dir), "log", "1", "--format", "markdown"]) == 0
    md = capsys.readouterr().out
    assert not re.search(r"(?<!\\)[<>]", md) and r"\<img src=x onerror=alert(1)\> \*Eve\*" in md
    assert re.search(r"^## Turn 2: .+ to play\.$", md, re.M) and "## Result" in md


def test_a_game_in_play_is_told_as_a_spectator_and_ends_with_whose_turn(data_dir, games, capsys):
    _, second, _, running = games
    assert run(["--data-dir", str(data_dir), "log", str(second)]) == 0
    out = capsys.readouterr().out
    state = running.replay()
    assert out.strip().splitlines()[-1] == \
        f"The game is not over: turn {state.turn}, {running.names[state.active]} to play."
    drawn = [e for s in Timeline.of(running).steps for e in s.entries
             if e["type"] == "draw" and e.get("kind") != "star"]
    assert drawn, "the game should have drawn an event"
    name = running.cardset.name_of(drawn[0]["card"])
    assert f"drew {name}." not in out and "drew an event." in out
    seat_no = drawn[0]["seat"]
    assert run(["--data-dir", str(data_dir), "log", str(second), "--seat", str(seat_no)]) == 0
    assert f"drew {name}." in capsys.readouterr().out


def test_bad_game_numbers_and_seats_are_refused_with_a_sentence(data_dir, games, capsys):
    assert run(["--data-dir", str(data_dir), "log", "x"]) == 2
    assert "GAME must be a game's number" in capsys.readouterr().err
    assert run(["--data-dir", str(data_dir), "log", "99"]) == 1
    assert "There is no saved game 99" in capsys.readouterr().err
    assert run(["--data-dir", str(data_dir), "log", "2", "--seat", "5"]) == 2
    assert "--seat must be a seat of game 2" in capsys.readouterr().err


def test_each_line_belongs_to_the_move_that_wrote_it(games):
    _, _, record, _ = games
    timeline = Timeline.of(record)
    lines = log_lines(timeline, open_cards=True)
    assert lines[0].kind == "turn" and lines[0].index == 0
    assert lines[-1].kind == "end" and lines[-1].index == timeline.last
    assert [line.index for line in lines] == sorted(line.index for line in lines)


def test_log_reads_without_the_lock_while_the_app_has_the_folder(data_dir, games, capsys):
    with Repository.open(data_dir):  # the app, holding the data folder
        assert run(["--data-dir", str(data_dir), "log", "1"]) == 0
    assert "wins" in capsys.readouterr().out.strip().splitlines()[-1]


def test_log_with_no_saved_games_says_so_and_creates_nothing(tmp_path, capsys):
    empty = tmp_path / "empty"
    empty.mkdir()
    assert run(["--data-dir", str(empty), "log", "1"]) == 1
    assert "no saved games yet" in capsys.readouterr().err and list(empty.iterdir()) == []

