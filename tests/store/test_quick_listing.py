"""The start page's listing at start-up (stdlib sqlite3, no SQLAlchemy): the same games,
in the same order, as the store lists; nothing for a file it cannot read as it is."""
from __future__ import annotations

import sqlite3

from redlight_app.engine.moves import AgreeEnd
from redlight_app.store.quick_listing import unfinished_games

from .support import played_record, python_child


def test_lists_the_unfinished_games_as_the_store_does(repo, cardset, data_dir):
    for seed in range(5):
        record, _ = played_record(cardset, seed, moves=8 + seed)
        repo.create_game(record)  # with its moves
    finished, _ = played_record(cardset, 99, moves=0)
    over_id = repo.create_game(finished)
    repo.append_move(over_id, AgreeEnd())  # over: not listed
    expected = repo.list_games(finished=False)
    assert len(expected) == 5
    assert unfinished_games(data_dir) == expected


def test_no_saved_games_file_lists_nothing(tmp_path):
    assert unfinished_games(tmp_path / "nowhere") == []


def test_a_file_of_another_schema_or_no_database_is_left_to_the_store(repo, data_dir):
    repo.close()
    path = data_dir / "redlight.sqlite3"
    con = sqlite3.connect(path)
    con.execute("UPDATE alembic_version SET version_num = '9999'")  # a newer version's file
    con.commit()
    con.close()
    assert unfinished_games(data_dir) is None
    path.write_bytes(b"not a database at all, just some bytes" * 100)
    assert unfinished_games(data_dir) is None


def test_listing_imports_no_sqlalchemy(repo, data_dir):
    repo.close()
    child = python_child("import sys\n"
                         "from redlight_app.store.quick_listing import unfinished_games\n"
                         "print(unfinished_games(sys.argv[1]) == [], 'sqlalchemy' in sys.modules)",
                         str(data_dir))
    out, err = child.communicate(timeout=60)
    assert out.split() == ["True", "False"], err
