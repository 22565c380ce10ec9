"""Write the demo card set's translations (scripts/i18n_seed/demo_cards.py) into
resources/cardsets/demo.json: a top-level "language" and per-card "translations".

    python scripts/translate_demo_cardset.py
"""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "resources" / "cardsets" / "demo.json"


def main() -> None:
    spec = importlib.util.spec_from_file_location("demo_cards", ROOT / "scripts" / "i18n_seed" / "demo_cards.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    doc = json.loads(DEMO.read_text(encoding="utf-8"))
    out = {}
    for key, value in doc.items():
        out[key] = value
        if key == "name":
            out["language"] = "en"
    for section in ("stars", "events", "films", "awards"):
        for card in out[section]:
            if card["id"] in module.CARDS:
                card["translations"] = module.CARDS[card["id"]]
    DEMO.write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
