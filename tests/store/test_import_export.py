"""Export and import of one game as a redlight-game/1 file: import validates everything,
refuses bad files with a message that says what is wrong, and never half-imports."""
from __future__ import annotations

import copy
import sqlite3

import pytest

from redlight_app.store.repository import GameFileError, Repository

from .support import played_record

TABLES = ("cardsets", "games", "seats", "moves", "results")


def _counts(repo: Repository) -> dict[str, int]:
    con = sqlite3.connect(repo.path)
    try:
        return {t: con.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in TABLES}
    finally:
        con.close()


@pytest.fixture
def game_file(cardset):  # type: ignore[no-untyped-def]
    record, _ = played_record(cardset, seed=11, moves=10_000)
    data = record.to_dict()
    data["seats"][0].update(kind="bot", level="random")
    data["mode"] = "digital"
    return data


def test_export_then_import_gives_the_same_game(repo, game_file):
    first = repo.import_game(game_file)
    cardsets = len(repo.list_cardsets())
    exported = repo.export_game(first)
    assert exported["format"] == "redlight-game/1"
    assert exported["seats"][0] == {"name": "Player 1", "kind": "bot", "level": "random"}
    second = repo.import_game(exported)
    assert repo.export_game(second) == exported
    a, b = repo.load_game(first), repo.load_game(second)
    assert a.state.to_dict() == b.state.to_dict()
    assert a.record.moves == b.record.moves
    assert len(repo.list_cardsets()) == cardsets  # the same card set is stored once


def test_a_game_imported_again_is_found_not_copied(repo, game_file):
    first, created = repo.import_game_once(game_file)
    assert created
    counts = _counts(repo)
    stats = repo.stats()
    assert repo.import_game_once(game_file) == (first, False)
    assert repo.import_game_once(repo.export_game(first)) == (first, False)
    relabelled = copy.deepcopy(game_file)
    relabelled["mode"] = "other label"  # a label, not part of the game
    assert repo.import_game_once(relabelled) == (first, False)
    assert _counts(repo) == counts and repo.stats() == stats


@pytest.mark.parametrize("change", ["seed", "seat", "moves", "options", "cardset"])
def test_a_game_that_differs_in_anything_recorded_is_stored_as_a_new_game(repo, cardset,
                                                                          game_file, change):
    if change == "options":  # the same deal, no moves yet: only the option differs
        game_file = played_record(cardset, seed=11, moves=0)[0].to_dict()
    first = repo.import_game(game_file)
    other = copy.deepcopy(game_file)
    if change == "seed":
        other = played_record(cardset, seed=12, moves=10_000)[0].to_dict()
    elif change == "seat":
        other["seats"][1]["name"] = "Someone else"
    elif change == "moves":
        other["moves"] = other["moves"][:-3]
    elif change == "options":
        other["options"]["turn_limit"] = (other["options"].get("turn_limit") or 200) + 1
    else:
        other["cardset"]["name"] = other["cardset"]["name"] + " (renamed)"
    again, created = repo.import_game_once(other)
    assert created and again != first
    assert len(repo.list_games()) == 2


def test_an_imported_finished_game_counts_in_statistics(repo, game_file):
    game_id = repo.import_game(game_file)
    state = repo.load_game(game_id).state
    assert state.over
    stats = {s.name: s for s in repo.stats()}
    assert sum(s.wins for s in stats.values()) == len(state.winners)
    assert repo.list_games(finished=True)[0].winners == state.winners


def _broken(data, path, value):  # type: ignore[no-untyped-def]
    data = copy.deepcopy(data)
    *parents, last = path
    target = data
    for key in parents:
        target = target[key]
    if value is _DELETE:
        del target[last]
    else:
        target[last] = value
    return data


_DELETE = object()

BAD_FILES = [
    ("not_an_object", None, "must be a JSON object"),
    ("wrong_format", (("format",), "redlight-game/9"), "format must be"),
    ("card_with_bad_field", (("cardset", "stars", 0, "psyche"), "high"),
     'stars[0] "s-0": psyche must be a whole number'),
    ("no_seats", (("seats",), []), "2 to 6 players"),
    ("seat_of_unknown_kind", (("seats", 1, "kind"), "alien"), 'seat 2 (Player 2): kind must be'),
    ("seat_without_name", (("seats", 2, "name"), ""), "seats must be a list of objects with a name"),
    ("seed_too_large", (("seed",), 2**70), "64 bits"),
    ("seed_not_a_number", (("seed",), "42"), "seed must be a whole number"),
    ("option_of_wrong_type", (("options", "turn_limit"), "soon"), "turn_limit"),
    ("move_of_unknown_type", (("moves", 4), {"type": "fly", "player": 0}),
     "move 5: unknown move type"),
    ("move_the_rules_refuse", (("moves", 0), {"type": "end_turn", "player": 99}),
     "move 1 (end_turn) no longer replays"),
    ("moves_not_a_list", (("moves",), {"a": 1}), "moves must be a list"),
    ("mode_not_a_word", (("mode",), 7), "mode must be"),
]


@pytest.mark.parametrize("case,change,message", BAD_FILES, ids=[c[0] for c in BAD_FILES])
def test_a_bad_game_file_is_refused_saying_what_is_wrong(repo, game_file, case, change,
                                                         message):
    data = [1, 2, 3] if change is None else _broken(game_file, *change)
    before = _counts(repo)
    with pytest.raises(GameFileError) as caught:
        repo.import_game(data)
    assert message in str(caught.value)
    assert str(caught.value).startswith("Not a valid game file")
    assert _counts(repo) == before


def test_a_failure_half_way_through_storing_leaves_nothing(repo, game_file, monkeypatch):
    before = _counts(repo)

    def fail(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise OSError("disk full")

    monkeypatch.setattr(Repository, "_write_result", fail)  # after game, seats and moves
    with pytest.raises(OSError):
        repo.import_game(game_file)
    assert _counts(repo) == before


def test_export_still_works_for_a_game_whose_log_no_longer_replays(repo, game_file):
    game_id = repo.import_game(game_file)
    con = sqlite3.connect(repo.path)
    with con:
        con.execute("UPDATE moves SET move = '{\"type\":\"end_turn\",\"player\":99}' "
                    "WHERE game_id = ? AND seq = 3", (game_id,))
    con.close()
    exported = repo.export_game(game_id)
    assert exported["moves"][2] == {"type": "end_turn", "player": 99}
    with pytest.raises(GameFileError, match="move 3"):
        repo.import_game(exported)
