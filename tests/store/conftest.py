"""Store tests run on temporary folders only: the user's real data folder is never touched."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from redlight_app import config
from redlight_app.engine.cards import CardSet

from .support import make_cardset


@pytest.fixture(autouse=True)
def _isolated_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    home = tmp_path / "home"
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(home / var.lower()))
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv(config.ENV_DATA_DIR, str(tmp_path / "env-data"))
    config.set_data_dir_override(None)
    yield
    config.set_data_dir_override(None)


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture(scope="session")
def cardset() -> CardSet:
    return make_cardset()


@pytest.fixture
def repo(data_dir: Path):  # type: ignore[no-untyped-def]
    from redlight_app.store.repository import Repository

    repository = Repository.open(data_dir, busy_timeout=0.5)
    yield repository
    repository.close()
