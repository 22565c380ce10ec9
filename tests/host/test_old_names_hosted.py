"""Issue 30: a saved game whose names were stored before names were text on one line,
hosted for phones again: every seat's page gets the players' and the cards' names escaped,
on one line (the page writes them with textContent; here they arrive escaped too)."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from redlight_app.engine.cards import load_cardset_text
from redlight_app.resources import demo_cardset_path
from redlight_app.store.repository import Repository
from redlight_app.store.session_sink import load_stored_session
from tests.store.old_names import SHOWN_NAMES, one_line, write_old_names
from tests.store.support import played_record

from .hosting import hosted, view


def texts(data: Any) -> list[str]:
    """Every string in a decoded JSON document, keys and values."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [t for k, v in data.items() for t in (k, *texts(v))]
    if isinstance(data, list):
        return [t for v in data for t in texts(v)]
    return []


def test_a_hosted_old_game_sends_its_names_escaped(tmp_path: Path):
    data = tmp_path / "data"
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    with Repository.open(data) as repo:
        game_id = repo.create_game(played_record(cardset, 3, 12, players=5)[0])
    write_old_names(data)
    with Repository.open(data) as repo, hosted(load_stored_session(repo, game_id)) as host:
        for seat in range(5):
            page = view(host.url(seat))
            assert [p["name"] for p in page["players"]] == SHOWN_NAMES
            assert all(one_line(t) for t in texts(page)), [t for t in texts(page)
                                                           if not one_line(t)]
