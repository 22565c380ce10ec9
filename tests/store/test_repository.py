"""The repository API the GUI uses: create, append, load, list, delete, undo, card sets."""
from __future__ import annotations

import random
import sqlite3
from datetime import UTC, datetime

import pytest

from redlight_app.engine.moves import EndTurn
from redlight_app.engine.record import GameRecord
from redlight_app.engine.state import OVER, Options
from redlight_app.store.repository import GameNotFoundError, Repository, StoreError
from redlight_app.store.session_sink import load_stored_session

from .support import make_cardset, new_record, played_record, random_move


def test_new_game_loads_back_with_its_seats_seed_and_options(repo, cardset):
    record = new_record(cardset, seed=42, players=3, bots=1, options=Options(turn_limit=30))
    game_id = repo.create_game(record, mode="digital")
    loaded = repo.load_game(game_id)
    assert loaded.record.seed == 42
    assert loaded.record.options == Options(turn_limit=30)
    assert loaded.record.seats == [
        {"name": "Player 1", "kind": "bot", "level": "random"},
        {"name": "Player 2", "kind": "human", "level": None},
        {"name": "Player 3", "kind": "human", "level": None}]
    assert loaded.mode == "digital"
    assert loaded.state.to_dict() == record.replay().to_dict()


def test_a_saved_game_opens_as_a_session_replayed_once(repo, cardset, monkeypatch):
    record, state = played_record(cardset, seed=12, moves=60)
    game_id = repo.import_game(record.to_dict())
    starts = []
    real_start = GameRecord.start
    monkeypatch.setattr(GameRecord, "start", lambda self: starts.append(1) or real_start(self))
    session = load_stored_session(repo, game_id)
    assert starts == [1]  # one replay: the session's, which also writes the log
    assert session.seq == len(record.moves) and session.state.to_dict() == state.to_dict()
    assert session.log and session.log[-1].move_index == len(record.moves)


def test_appended_moves_are_numbered_and_replay_to_the_same_state(repo, cardset):
    record = new_record(cardset, seed=7)
    game_id = repo.create_game(record)
    state = record.start()
    rnd = random.Random(7)
    for expected_seq in range(1, 41):
        move = random_move(state, rnd)
        from redlight_app.engine.rules import apply
        apply(state, move)
        assert repo.append_move(game_id, move, state) == expected_seq
    loaded = repo.load_game(game_id)
    assert len(loaded.record.moves) == 40
    assert loaded.state.to_dict() == state.to_dict()


def test_append_after_reopening_validates_against_the_replayed_game(data_dir, cardset):
    record, state = played_record(cardset, seed=3, moves=10)
    with Repository.open(data_dir) as repo:
        game_id = repo.import_game(record.to_dict())
    with Repository.open(data_dir) as repo:
        move = random_move(state, random.Random(1))
        assert repo.append_move(game_id, move) == 11
        illegal = EndTurn((state.active + 1) % 3)
        with pytest.raises(StoreError, match="rules refuse"):
            repo.append_move(game_id, illegal)
        assert repo.count_moves(game_id) == 11


def test_a_move_the_rules_refuse_is_not_saved(repo, cardset):
    record = new_record(cardset, seed=5)
    game_id = repo.create_game(record)
    state = record.start()
    wrong_seat = (state.active + 1) % 3
    with pytest.raises(StoreError, match="not saved"):
        repo.append_move(game_id, EndTurn(wrong_seat))
    assert repo.count_moves(game_id) == 0
    assert repo.append_move(game_id, EndTurn(state.active)) == 1


def test_append_to_a_missing_game_is_refused(repo, cardset):
    state = new_record(cardset, seed=1).start()
    with pytest.raises(GameNotFoundError):
        repo.append_move(999, EndTurn(state.active), state)


def test_finished_game_gets_a_result_and_lists_as_finished(repo, cardset):
    record = new_record(cardset, seed=11)
    game_id = repo.create_game(record)
    other = repo.create_game(new_record(cardset, seed=12))
    state = record.start()
    rnd = random.Random(11)
    from redlight_app.engine.rules import apply
    while not state.over:
        move = random_move(state, rnd)
        apply(state, move)
        repo.append_move(game_id, move, state)
    finished = repo.list_games(finished=True)
    assert [g.id for g in finished] == [game_id]
    assert finished[0].status == OVER
    assert finished[0].winners == state.winners
    assert finished[0].ending == state.ending
    assert [g.id for g in repo.list_games(finished=False)] == [other]
    assert {g.id for g in repo.list_games()} == {game_id, other}


def test_list_shows_names_turn_moves_and_card_set(repo, cardset):
    record, state = played_record(cardset, seed=2, moves=15)
    game_id = repo.import_game(record.to_dict())
    (summary,) = repo.list_games()
    assert summary.id == game_id
    assert summary.names == ["Player 1", "Player 2", "Player 3"]
    assert summary.moves == 15
    assert summary.turn == state.turn
    assert summary.cardset == "Synthetic"
    assert summary.updated.tzinfo is not None


def test_a_saved_move_lists_its_game_first_at_the_time_it_was_saved(repo, cardset):
    older = repo.create_game(new_record(cardset, seed=5))
    newer = repo.create_game(new_record(cardset, seed=6))
    assert [g.id for g in repo.list_games()] == [newer, older]
    state = new_record(cardset, seed=5).start()
    move = random_move(state, random.Random(5))
    from redlight_app.engine.rules import apply
    apply(state, move)
    before = datetime.now(UTC)
    repo.append_move(older, move, state)
    after = datetime.now(UTC)
    listed = repo.list_games()
    assert [g.id for g in listed] == [older, newer]  # the game just played comes first
    assert before <= listed[0].updated <= after  # its time to the microsecond, read back
    assert listed[0].moves == 1 and listed[0].turn == state.turn


def test_undo_removes_the_last_moves_and_reopens_a_finished_game(repo, cardset):
    record, state = played_record(cardset, seed=11, moves=10_000)
    assert state.over
    game_id = repo.import_game(record.to_dict())
    total = len(record.moves)
    repo.undo(game_id, 3)
    loaded = repo.load_game(game_id)
    assert len(loaded.record.moves) == total - 3
    assert loaded.state.to_dict() == record.replay(total - 3).to_dict()
    assert repo.list_games(finished=True) == []
    assert repo.stats() == []
    # and play continues from there with the next sequence number
    move = record.moves[total - 3]
    assert repo.append_move(game_id, move) == total - 2


def test_undo_more_moves_than_played_is_refused_and_changes_nothing(repo, cardset):
    record, _ = played_record(cardset, seed=4, moves=5)
    game_id = repo.import_game(record.to_dict())
    with pytest.raises(StoreError, match="5 moves"):
        repo.undo(game_id, 6)
    with pytest.raises(StoreError):
        repo.undo(game_id, 0)
    assert repo.count_moves(game_id) == 5


def test_delete_game_removes_its_moves_seats_and_result(repo, cardset):
    record, _ = played_record(cardset, seed=11, moves=10_000)
    game_id = repo.import_game(record.to_dict())
    repo.delete_game(game_id)
    assert repo.list_games() == []
    with pytest.raises(GameNotFoundError):
        repo.load_game(game_id)
    with pytest.raises(GameNotFoundError):
        repo.delete_game(game_id)
    con = sqlite3.connect(repo.path)
    for table in ("moves", "seats", "results", "games"):
        assert con.execute(f"SELECT count(*) FROM {table}").fetchone()[0] == 0
    con.close()


def test_card_sets_are_stored_once_by_content(repo, cardset):
    first = repo.register_cardset(cardset)
    assert repo.register_cardset(make_cardset()) == first
    other = repo.register_cardset(make_cardset(n_stars=26))
    assert other != first
    infos = {info.id: info for info in repo.list_cardsets()}
    assert infos[first].name == "Synthetic" and len(infos[first].hash) == 64
    assert repo.load_cardset(first).document == cardset.document


def test_a_game_references_the_card_set_it_was_played_with(repo, cardset):
    game_id = repo.create_game(new_record(cardset, seed=1))
    ids = [info.id for info in repo.list_cardsets()]
    assert len(ids) == len(set(ids))
    assert repo.load_game(game_id).record.cardset.document == cardset.document


def test_seats_must_have_names_and_a_known_kind(repo, cardset):
    record = new_record(cardset, seed=1)
    record.seats[1] = {"name": "Bob", "kind": "alien"}
    with pytest.raises(StoreError, match="kind"):
        repo.create_game(record)
    record.seats[1] = {"name": "  "}
    with pytest.raises(StoreError, match="name"):
        repo.create_game(record)
    assert repo.list_games() == []


def test_too_few_players_is_refused_with_the_setup_rule(repo, cardset):
    record = new_record(cardset, seed=1, players=1)
    with pytest.raises(StoreError, match="S4"):
        repo.create_game(record)


def test_a_table_game_keeps_its_dealt_stars_and_replays(repo, cardset):
    from redlight_app.engine.record import GameRecord

    stars = list(cardset.instances["star"][:3])
    record = GameRecord(cardset=cardset, seats=[{"name": n} for n in ("Ann", "Bob", "Cy")],
                        seed=0, first_player=1, chance="table", dealt_stars=stars)
    game_id = repo.create_game(record)
    state = record.start()
    rnd = random.Random(3)
    from redlight_app.engine.rules import apply
    for _ in range(25):
        move = random_move(state, rnd)
        apply(state, move)
        repo.append_move(game_id, move)  # checked against the store's own table game
    loaded = repo.load_game(game_id)
    assert loaded.record.chance == "table" and loaded.record.dealt_stars == stars
    assert loaded.mode == "table"
    assert loaded.state.to_dict() == state.to_dict()
    (summary,) = repo.list_games()
    assert summary.chance == "table"
    copy_id = repo.import_game(repo.export_game(game_id))
    assert repo.load_game(copy_id).state.to_dict() == state.to_dict()


def test_the_demo_card_set_is_registered_on_first_start_once(data_dir):
    from redlight_app.resources import demo_cardset_path

    assert demo_cardset_path().is_file(), "the demo card set ships with the app"
    with Repository.open(data_dir) as repo:
        demo = repo.demo_cardset_id
        assert demo is not None
        assert [c.id for c in repo.list_cardsets()] == [demo]
        assert repo.load_cardset(demo).name
    with Repository.open(data_dir) as repo:
        assert repo.demo_cardset_id == demo and len(repo.list_cardsets()) == 1


def test_a_missing_demo_card_set_is_not_an_error(data_dir, monkeypatch, tmp_path):
    import redlight_app.store.repository as repository

    monkeypatch.setattr(repository, "demo_cardset_path", lambda: tmp_path / "none.json")
    with Repository.open(data_dir) as repo:
        assert repo.demo_cardset_id is None and repo.list_cardsets() == []


def test_a_throwaway_database_starts_with_the_card_sets_of_saved_games_read_only(
        tmp_path, cardset):
    """Saved games that may only be read lend the throwaway database its card sets, under
    the same numbers (a gap left by a set removed by hand included), the demo set as the
    same one: a new game can use the owner's own set, and a set remembered by number."""
    data = tmp_path / "data"
    with Repository.open(data) as owner:
        demo = owner.demo_cardset_id
        ours = owner.register_cardset(cardset, "Our own box")
        gone = owner.register_cardset(make_cardset(name="Gone"), "Gone")
        kept = owner.register_cardset(make_cardset(name="Kept"), "Kept")
    con = sqlite3.connect(data / "redlight.sqlite3")
    with con:
        con.execute("DELETE FROM cardsets WHERE id = ?", (gone,))
    con.close()
    reader = Repository.open_for_reading(data)
    assert reader is not None
    try:
        throwaway = Repository.open_temporary(cardsets_of=reader)
        try:
            assert throwaway.path.parent != data
            assert [(c.id, c.name, c.hash) for c in throwaway.list_cardsets()] == \
                [(c.id, c.name, c.hash) for c in reader.list_cardsets()]
            assert {c.id for c in throwaway.list_cardsets()} == {demo, ours, kept}
            assert throwaway.demo_cardset_id == demo
            assert throwaway.load_cardset(ours).document == cardset.document
            game = throwaway.create_game(new_record(throwaway.load_cardset(kept), seed=3))
            assert throwaway.load_record(game)[0].cardset.name == "Kept"
        finally:
            throwaway.close()
    finally:
        reader.close()
