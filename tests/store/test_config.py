"""Where files go: --data-dir, then REDLIGHT_DATA_DIR, then the platform's user folders."""
from __future__ import annotations

import pytest

from redlight_app import config


def test_an_explicit_data_dir_wins_and_carries_config_and_logs(tmp_path, monkeypatch):
    monkeypatch.setenv(config.ENV_DATA_DIR, str(tmp_path / "from-env"))
    chosen = config.data_dir(tmp_path / "from-flag")
    assert chosen == (tmp_path / "from-flag").resolve() and chosen.is_dir()
    assert config.config_dir() == chosen / "config" and config.config_dir().is_dir()
    assert config.log_dir() == chosen / "logs" and config.log_dir().is_dir()
    assert config.data_dir() == chosen  # later calls without a flag keep the override


def test_the_environment_variable_comes_next(tmp_path, monkeypatch):
    monkeypatch.setenv(config.ENV_DATA_DIR, str(tmp_path / "from-env"))
    assert config.data_dir() == (tmp_path / "from-env").resolve()
    assert config.config_dir() == (tmp_path / "from-env" / "config").resolve()


@pytest.fixture
def platform_dirs(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """platformdirs answering with folders in tmp_path, on every OS (and recording the call)."""
    import platformdirs

    calls = []

    def fake(kind):  # type: ignore[no-untyped-def]
        def where(appname, appauthor=None):  # type: ignore[no-untyped-def]
            calls.append((kind, appname, appauthor))
            return str(tmp_path / "platform" / kind / appname)
        return where

    for kind in ("data", "config", "log"):
        monkeypatch.setattr(platformdirs, f"user_{kind}_dir", fake(kind))
    monkeypatch.delenv(config.ENV_DATA_DIR, raising=False)
    return tmp_path / "platform", calls


def test_without_either_the_platform_folders_are_used(platform_dirs):
    base, calls = platform_dirs
    assert config.data_dir() == base / "data" / "redlight"
    assert config.config_dir() == base / "config" / "redlight"
    assert config.log_dir() == base / "log" / "redlight"
    assert all(folder.is_dir() for folder in (config.data_dir(), config.config_dir()))
    assert {call[1:] for call in calls} == {("redlight", False)}


@pytest.mark.parametrize("blank", ["", "   "])
def test_a_blank_override_is_ignored(platform_dirs, monkeypatch, blank):
    base, _ = platform_dirs
    monkeypatch.setenv(config.ENV_DATA_DIR, blank)
    assert config.data_dir(blank) == base / "data" / "redlight"
