"""store/statistics: per-name statistics from the stored results, one query, no replay."""
from __future__ import annotations

import csv
import io
import json
import sqlite3

from redlight_app.cli import run
from redlight_app.store.db import make_engine, upgrade
from redlight_app.store.files import DB_NAME
from redlight_app.store.repository import Repository
from redlight_app.store.statistics import (
    NO_COMPUTER,
    Filters,
    FinishedGame,
    Seat,
    compute,
    finished_games,
)
from redlight_app.store.statistics_csv import statistics_csv

from .mixed_games import demo, mixed_records, save_mixed_games
from .support import played_record
from .test_migrations import _insert_at_0001


def _seat(name: str, level: str | None = None, awards: int = 0,
          stars: list[str] | None = None) -> Seat:
    return Seat(name, "bot" if level else "human", level, awards, stars or [])


def _game(gid: int, seats: list[Seat], winners: list[int], ending: str = "awards",
          chance: str = "digital") -> FinishedGame:
    return FinishedGame(gid, seats, winners, ending, chance)


GAMES = [
    _game(1, [_seat("Ann", awards=4, stars=["Ivy", "Ivy", "Mo"]), _seat("Bob", "easy", 1)], [0]),
    _game(2, [_seat("Ann", awards=1), _seat("Bob", "hard", 4, ["Zed"])], [1], "showdown"),
    _game(3, [_seat("Ann", awards=2, stars=["Ivy"]), _seat("Cy", awards=0),
              _seat("Bob", "hard", 1)], [0], "showdown"),
    _game(4, [_seat("Ann", awards=0), _seat("Cy", awards=4)], [1], chance="table"),
    _game(5, [_seat("Ann", awards=1), _seat("Cy", awards=1)], [], "agreed", chance="table"),
    _game(6, [_seat("Ann", awards=0), _seat("Bob", "greedy", 4)], [1]),
]


def test_games_wins_rate_awards_and_endings_per_name():
    ann = compute(GAMES)["Ann"]
    assert (ann.games, ann.wins) == (6, 2)
    assert ann.win_rate == 2 / 6
    assert ann.awards_per_game == (4 + 1 + 2 + 0 + 1 + 0) / 6
    assert ann.endings == {"awards": 3, "showdown": 2, "agreed": 1}
    assert ann.endings_won == {"awards": 1, "showdown": 1}
    assert ann.results == [True, False, True, False, False, False]


def test_win_rate_against_each_computer_level_counts_a_level_once_per_game():
    ann = compute(GAMES)["Ann"]
    # "greedy" is an old name of the normal level
    assert ann.by_level == {"easy": [1, 1], "hard": [2, 1], NO_COMPUTER: [2, 0], "normal": [1, 0]}
    assert ann.level_rate("hard") == 0.5
    bob = compute(GAMES)["Bob"]
    assert bob.by_level == {NO_COMPUTER: [4, 2]}  # Bob is the computer: his rivals are people


def test_stars_won_with_count_games_and_the_nemesis_is_who_beat_them_most():
    stats = compute(GAMES)
    assert stats["Ann"].stars == [("Ivy", 2), ("Mo", 1)]  # two copies of Ivy in one game: 1
    assert stats["Ann"].nemesis == ("Bob", 2)
    assert stats["Cy"].nemesis == ("Ann", 1)
    assert stats["Bob"].stars == [("Zed", 1)]
    assert compute([GAMES[0]])["Ann"].nemesis is None


def test_filters_by_number_of_players_and_digital_or_table():
    assert compute(GAMES, Filters(players=3))["Ann"].games == 1
    assert "Bob" not in compute(GAMES, Filters(chance="table"))
    table = compute(GAMES, Filters(chance="table"))["Ann"]
    assert (table.games, table.wins, table.nemesis) == (2, 0, ("Cy", 1))
    assert compute(GAMES, Filters(players=2, chance="digital"))["Ann"].games == 3


def test_stored_results_give_the_same_statistics_as_the_replayed_games(repo):
    records = mixed_records(demo())
    ids = save_mixed_games(repo)
    games = finished_games(repo)
    assert [g.id for g in games] == [i for i, r in zip(ids, records, strict=True)
                                     if r.replay().over]
    stats = compute(games)
    for name in ("Ann", "Bob", "Cy", "Dee"):
        played = wins = 0
        won_with: dict[str, int] = {}
        for record in records:
            state = record.replay()
            if not state.over or name not in record.names:
                continue
            seat = record.names.index(name)
            played += 1
            if seat in state.winners:
                wins += 1
                for star in {state.cardset.name_of(s.card) for s in state.players[seat].table}:
                    won_with[star] = won_with.get(star, 0) + 1
        assert (stats[name].games, stats[name].wins) == (played, wins), name
        assert dict(stats[name].stars) == won_with, name
    assert stats["Ann"].by_level["normal"][0] == 4 and "table" in {g.chance for g in games}


def test_a_database_from_the_first_revision_gets_the_stars_filled_in(data_dir, cardset):
    data_dir.mkdir()
    path = data_dir / DB_NAME
    engine = make_engine(path)
    upgrade(engine, "0001")
    engine.dispose()
    record, state = played_record(cardset, seed=11, moves=10_000)
    assert state.over and state.winners
    con = sqlite3.connect(path)
    with con:
        _insert_at_0001(con, record, state)
    con.close()
    with Repository.open(data_dir, register_demo=False) as repo:
        stats = compute(finished_games(repo))
    winner = state.players[state.winners[0]]
    expected = sorted({cardset.name_of(s.card) for s in winner.table})
    assert sorted(s for s, _ in stats[winner.name].stars) == expected


def test_csv_has_a_row_per_name_and_defuses_formulas():
    games = GAMES + [_game(7, [_seat("=HYPERLINK(\"x\")"), _seat("Ann")], [0])]
    text = statistics_csv(list(compute(games).values()))
    rows = list(csv.DictReader(io.StringIO(text)))
    by_name = {r["name"]: r for r in rows}
    assert set(by_name) == {"Ann", "Bob", "Cy", "'=HYPERLINK(\"x\")"}
    assert by_name["Ann"]["games"] == "7" and by_name["Ann"]["wins"] == "2"
    assert by_name["Ann"]["vs_hard_games"] == "2" and by_name["Ann"]["nemesis"] == "Bob"
    assert by_name["Ann"]["top_star"] == "Ivy" and by_name["Ann"]["ended_showdown"] == "2"


def test_stats_json_gives_the_full_statistics(data_dir, capsys):
    with Repository.open(data_dir) as repo:
        save_mixed_games(repo)
    assert run(["--data-dir", str(data_dir), "stats", "--json"]) == 0
    out = {s["name"]: s for s in json.loads(capsys.readouterr().out)}
    ann = out["Ann"]
    assert ann["games"] == 7 and 0 < ann["wins"] <= 7
    assert ann["by_level"]["normal"]["games"] == 4 and ann["by_level"]["people only"]["games"] == 1
    assert ann["endings"]["agreed"] == 1 and ann["stars_won_with"]
    assert set(ann) >= {"win_rate", "mean_awards", "nemesis", "endings_won"}


def test_a_game_finished_move_by_move_keeps_its_winners_stars_and_undo_clears_them(repo):
    record = mixed_records(demo())[0]
    last = record.moves[-1]
    record.moves = record.moves[:-1]
    game_id = repo.create_game(record)
    assert finished_games(repo) == []
    repo.append_move(game_id, last)
    record.moves.append(last)
    state = record.replay()
    winner = state.players[state.winners[0]]
    stats = compute(finished_games(repo))
    assert dict(stats[winner.name].stars) == {
        record.cardset.name_of(s.card): 1 for s in winner.table}
    repo.undo(game_id)
    assert finished_games(repo) == []
    with repo._read("check") as conn:
        assert conn.exec_driver_sql("SELECT stars FROM seats WHERE game_id = ?",
                                    (game_id,)).fetchall() == [(None,), (None,)]
