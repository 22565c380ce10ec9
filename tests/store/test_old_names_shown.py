"""Names stored before names were text on one line (issue 30) come out of the store
escaped, at each of its ways out: the start page's quick listing, the store's listing, the
card sets, a loaded game's seats and cards, the statistics, an export. The game still
replays to the same states (names take no part in the rules), and reading leaves the names
in the file as they were."""
from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from redlight_app.engine.names import name_problem, shown_name
from redlight_app.engine.state import Places
from redlight_app.store.db import make_engine, upgrade
from redlight_app.store.files import DB_NAME
from redlight_app.store.quick_listing import unfinished_games
from redlight_app.store.repository import Repository
from redlight_app.store.shown_names import SECTIONS
from redlight_app.store.statistics import compute, finished_games

from .old_names import (
    OLD_NAMES,
    SHOWN_CARDS,
    SHOWN_NAMES,
    SHOWN_SET_NAME,
    SHOWN_TRANSLATED,
    one_line,
    stored_seat_names,
    write_old_names,
)
from .support import played_record
from .test_migrations import _insert_at_0001


@pytest.fixture
def old_file(tmp_path: Path, cardset) -> tuple[Path, dict[int, object]]:  # type: ignore[no-untyped-def]
    """A finished five-player game and one in play, then their names made old; with the
    states they replayed to before."""
    data = tmp_path / "data"
    states = {}
    with Repository.open(data) as repo:
        for seed, moves in ((11, 10_000), (4, 30)):
            record, state = played_record(cardset, seed=seed, moves=moves, players=5)
            states[repo.create_game(record)] = state
    write_old_names(data)
    return data, states


def test_the_quick_listing_shows_old_names_escaped(old_file):
    data, _ = old_file
    [game] = unfinished_games(data) or []
    assert game.names == SHOWN_NAMES and game.cardset == SHOWN_SET_NAME


def test_the_store_hands_out_old_names_escaped_and_replays_the_same_game(old_file):
    data, states = old_file
    with Repository.open_for_reading(data) as repo:  # type: ignore[union-attr]
        assert [g.names for g in repo.list_games()] == [SHOWN_NAMES, SHOWN_NAMES]
        assert [g.cardset for g in repo.list_games()] == [SHOWN_SET_NAME] * 2
        infos = repo.list_cardsets()
        assert infos and all(info.name == SHOWN_SET_NAME for info in infos)
        for game_id, before in states.items():
            loaded = repo.load_game(game_id)
            assert loaded.record.names == SHOWN_NAMES
            assert [p.name for p in loaded.state.players] == SHOWN_NAMES
            cardset = loaded.record.cardset
            assert cardset.name == SHOWN_SET_NAME
            assert [getattr(cardset, kind)[0].name for kind in SECTIONS] == \
                [SHOWN_CARDS[kind] for kind in SECTIONS]
            assert cardset.stars[0].translations["it"]["name"] == SHOWN_TRANSLATED
            # the same game: every card where it was, the same turn, the same result
            after = loaded.state
            assert Places(after).digest() == Places(before).digest()  # type: ignore[arg-type]
            assert (after.status, after.turn, after.moves_applied) == \
                (before.status, before.turn, before.moves_applied)  # type: ignore[attr-defined]
        stats = repo.stats()
        games = finished_games(repo)
    assert sorted(s.name for s in stats) == sorted(SHOWN_NAMES)
    computed = compute(games)
    assert sorted(computed) == sorted(SHOWN_NAMES)
    assert all(one_line(star) for st_ in computed.values() for star, _ in st_.stars)
    assert any(star == SHOWN_CARDS["stars"] for st_ in computed.values() for star, _ in st_.stars)
    assert stored_seat_names(data) == set(OLD_NAMES)  # reading wrote nothing


def test_an_old_game_exported_imports_again_with_its_names_escaped(old_file):
    data, states = old_file
    with Repository.open(data) as repo:
        exported = repo.export_game(next(iter(states)))
        copy = repo.import_game(exported)  # the import's door refuses raw names
        assert repo.load_game(copy).record.names == SHOWN_NAMES


@given(st.text(max_size=20))
def test_a_shown_name_is_on_one_line_and_shown_again_unchanged(name):
    shown = shown_name(name)
    assert name_problem(shown) is None and one_line(shown)
    assert shown_name(shown) == shown
    if one_line(name):
        assert shown == name


def test_a_first_revision_file_with_old_names_upgrades_with_its_results_filled_in(
        data_dir, cardset):
    """Migrations 0002 and 0006 replay the finished games to fill in the awards and stars
    each seat ended with: a card set holding an old name still loads for them."""
    data_dir.mkdir()
    engine = make_engine(data_dir / DB_NAME)
    upgrade(engine, "0001")
    engine.dispose()
    finished, state = played_record(cardset, seed=11, moves=10_000, players=5)
    assert state.over
    con = sqlite3.connect(data_dir / DB_NAME)
    with con:
        game_id = _insert_at_0001(con, finished, state)
    con.close()
    write_old_names(data_dir)

    with Repository.open(data_dir, register_demo=False) as repo:
        assert Places(repo.load_game(game_id).state).digest() == Places(state).digest()
        stats = {s.name: s for s in repo.stats()}
        games = finished_games(repo)
    assert sorted(stats) == sorted(SHOWN_NAMES)
    for seat, player in enumerate(state.players):
        assert stats[SHOWN_NAMES[seat]].mean_awards == len(player.awards)
    stars = {star for st_ in compute(games).values() for star, _ in st_.stars}
    assert stars and all(one_line(star) for star in stars)
    con = sqlite3.connect(data_dir / DB_NAME)
    filled = con.execute("SELECT awards, stars FROM seats WHERE game_id = ?",
                         (game_id,)).fetchall()
    con.close()
    assert all(awards is not None and stars is not None for awards, stars in filled)


@pytest.fixture(scope="module")
def one_game(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int]:
    from .support import make_cardset
    data = tmp_path_factory.mktemp("any-names") / "data"
    with Repository.open(data, register_demo=False) as repo:
        game_id = repo.create_game(played_record(make_cardset(), seed=11, moves=10_000)[0])
    return data, game_id


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(names=st.lists(st.text(min_size=1, max_size=12), min_size=3, max_size=3))
def test_whatever_a_stored_name_holds_the_store_hands_it_out_on_one_line(one_game, names):
    data, game_id = one_game
    con = sqlite3.connect(data / DB_NAME)
    with con:
        for position, name in enumerate(names):
            con.execute("UPDATE seats SET name = ? WHERE position = ?", (name, position))
    con.close()
    with Repository.open_for_reading(data) as repo:  # type: ignore[union-attr]
        [listed] = repo.list_games()
        record, _ = repo.load_record(game_id)
        out = listed.names + record.names + [s.name for s in repo.stats()]
        out += list(compute(finished_games(repo)))
    assert all(one_line(name) for name in out), out
    assert record.names == [shown_name(n) for n in names]
