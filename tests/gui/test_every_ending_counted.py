"""Every ending the engine can write (engine/endings.py) is counted and named: on the
statistics page (V8's stalled showdown included), on the result page, in the log and in the
tournament table, in every language. A new ending without its words fails here."""
from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from redlight_app.bots.tournament import ENDING_WORDS as TOURNAMENT_WORDS
from redlight_app.engine import endings
from redlight_app.engine.endings import ENDINGS
from redlight_app.engine.narrate import ENDING_SENTENCES
from redlight_app.engine.record import GameRecord
from redlight_app.gui.statistics.window import ENDING_WORDS, StatisticsWindow
from redlight_app.gui.widgets.result_page import REASONS
from redlight_app.store.statistics_csv import statistics_csv
from tests.store.mixed_games import seat
from tests.test_simulate_endings import _standstill_set

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "redlight_app" / "engine"


def _finished_translations(lang: str) -> dict[str, str]:
    tree = ET.parse(ROOT / "resources" / "translations" / f"redlight_{lang}.ts")
    out = {}
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is not None and translation.get("type") is None and (translation.text or "").strip():
            out[message.findtext("source") or ""] = translation.text or ""
    return out


def test_the_engine_ends_games_only_with_the_listed_endings():
    """Every call of flow.finish in the engine names its ending from engine/endings.py."""
    calls = []
    for path in sorted(ENGINE.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "finish":
                arg = node.args[2]
                assert isinstance(arg, ast.Attribute) and getattr(arg.value, "id", "") == "endings", \
                    f"{path.name}:{node.lineno}: an ending not taken from engine/endings.py"
                calls.append(getattr(endings, arg.attr))
    assert set(calls) == set(ENDINGS), "every listed ending is one the engine can write"


@pytest.mark.parametrize("ending", ENDINGS)
def test_every_ending_has_its_words_on_every_page(ending):
    assert ending in ENDING_WORDS, f"statistics page: no label for the ending {ending!r}"
    assert ending in REASONS, f"result page: no reason for the ending {ending!r}"
    assert ending in ENDING_SENTENCES, f"log: no sentence for the ending {ending!r}"
    assert ending in TOURNAMENT_WORDS, f"tournament table: no word for the ending {ending!r}"


@pytest.mark.parametrize("lang", ("it", "de", "fr"))
def test_every_ending_label_is_translated(lang):
    done = _finished_translations(lang)
    missing = [words[e] for words in (ENDING_WORDS, REASONS, ENDING_SENTENCES) for e in ENDINGS
               if words[e] not in done]
    assert missing == [], f"untranslated in {lang}: {missing}"


def test_v8_a_stalled_game_is_counted_on_the_statistics_page(qtbot, tmp_path):
    from redlight_app.bots import make_bot
    from redlight_app.bots.play import play_game
    from redlight_app.engine.state import Options
    from redlight_app.store.repository import Repository

    cardset = _standstill_set()
    seats = [seat("Ann"), seat("Bob", "normal")]
    played = play_game(cardset, [make_bot("greedy"), make_bot("greedy")], 3, Options(turn_limit=400),
                       names=["Ann", "Bob"])
    record = GameRecord(cardset=cardset, seats=seats, seed=3, options=Options(turn_limit=400),
                        moves=played.moves)
    assert record.replay().ending == endings.STALLED
    repo = Repository.open(tmp_path / "data")
    repo.create_game(record)
    page = StatisticsWindow(repo)
    qtbot.addWidget(page)
    page.destroyed.connect(repo.close)
    page.show()
    qtbot.waitUntil(page.isVisible)
    page.select_player("Ann")
    st = page.current()
    assert st.games == 1 and st.endings == {endings.STALLED: 1} and st.endings_won == {endings.STALLED: 1}
    assert [b.label for b in page.endings_chart.bars] == ["a showdown that stood still"]
    assert page.endings_chart.bars[0].value == "games: 1, won: 1"
    rows = statistics_csv([st]).splitlines()
    header, ann = rows[0].split(","), rows[1].split(",")
    assert ann[header.index("ended_stalled")] == "1" and ann[header.index("won_stalled")] == "1"
