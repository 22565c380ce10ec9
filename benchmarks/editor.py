"""The card set editor on a big box: prints figures, asserts nothing.

A set of 720 cards (the demo set's cards copied until each kind has 180) opened in the
editor: seconds to the editor shown, milliseconds to select a card (the mean of 20), and
milliseconds to check the whole set again after an id is typed that another star has.
Targets (issue 17's "a hundred and more cards stays quick"): opened < 3 s, selecting < 250 ms,
checking < 500 ms.

Run: python benchmarks/editor.py [--runs N]   (QT_QPA_PLATFORM=offscreen by default)
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def big_box() -> dict:
    """The demo set's cards copied until each kind has 180 (one copy each)."""
    from redlight_app.gui.editor.model import clone
    from redlight_app.resources import demo_cardset_path
    doc = json.loads(demo_cardset_path().read_text(encoding="utf-8"))
    for section in ("stars", "events", "films", "awards"):
        base = doc[section]
        doc[section] = [dict(clone(c), id=f"{c['id']}-{n}", copies=1)
                        for n in range(7) for c in base][:180]
    doc["name"] = "Big box"
    return doc


def one_run(app) -> tuple[float, float, float]:
    """(seconds to open, ms to select a card, ms to check the set) in a fresh data folder."""
    from redlight_app.engine.cards import load_cardset
    from redlight_app.gui.editor.model import clone
    from redlight_app.gui.editor.window import CardSetEditor
    from redlight_app.gui.theme import apply_theme
    from redlight_app.store.repository import Repository
    doc = big_box()
    repo = Repository.open(Path(tempfile.mkdtemp(prefix="redlight-editor-")) / "data")
    try:
        cid = repo.register_cardset(load_cardset(clone(doc)))
        apply_theme("light")
        started = time.perf_counter()
        editor = CardSetEditor(repo, cardset_id=cid)
        editor.resize(1280, 860)
        editor.show()
        app.processEvents()
        opened = time.perf_counter() - started
        started = time.perf_counter()
        for index in range(0, 180, 9):
            editor.select_card("events", index)
        selecting = (time.perf_counter() - started) / 20 * 1000
        editor.select_card("stars", 100)
        editor.ids_box.setChecked(True)
        editor.doc["stars"][100]["id"] = editor.doc["stars"][0]["id"]  # as if typed
        started = time.perf_counter()
        problems = editor.validate_now()
        checking = (time.perf_counter() - started) * 1000
        assert [p.index for p in problems] == [100], problems
        editor.close()
        editor.deleteLater()
        app.processEvents()
        return opened, selecting, checking
    finally:
        repo.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication
    app = QApplication.instance() or QApplication([sys.argv[0]])
    runs = [one_run(app) for _ in range(args.runs)]
    opened, selecting, checking = (statistics.median(r[i] for r in runs) for i in range(3))
    load = os.getloadavg()[0]
    print(f"card set editor, 720 cards, median of {args.runs} runs (load average {load:.1f} on "
          f"{os.cpu_count()} CPUs): opened {opened:.2f} s (target < 3 s), selecting a card "
          f"{selecting:.1f} ms (target < 250 ms), checking the set {checking:.0f} ms "
          f"(target < 500 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
