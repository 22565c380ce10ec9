"""A saved-games file holding names from before names were text on one line (issue 30):
player, card-set and card names with a line break, a carriage return, a NUL, a C1 control
or a right-to-left override, written straight into the file with sqlite3 as an older
version (or another tool) left them."""
from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from redlight_app.name_text import refused
from redlight_app.store.files import DB_NAME

# seat position -> the name stored there, and as it is shown
OLD_NAMES = ["Ann\nGAME 99 won by Mallory", "Bob\r", "Cy\x00", "Dee\u202eecila", "Ed\x85"]
SHOWN_NAMES = ["Ann\\nGAME 99 won by Mallory", "Bob\\r", "Cy\\x00", "Dee\\u202eecila", "Ed\\x85"]
OLD_SET_NAME, SHOWN_SET_NAME = "Old\u202eset", "Old\\u202eset"
# the first card of each kind, as stored and as shown
OLD_CARDS = {"stars": "Star\nGAME 98", "events": "Event\x00", "films": "Film\r",
             "awards": "Award\x85"}
SHOWN_CARDS = {"stars": "Star\\nGAME 98", "events": "Event\\x00", "films": "Film\\r",
               "awards": "Award\\x85"}
OLD_TRANSLATED, SHOWN_TRANSLATED = "Stella\u2066", "Stella\\u2066"  # the first star's, in "it"


def write_old_names(data_dir: Path) -> None:
    """Rename every game's seats (by position), every stored card set and the first card of
    each kind in it, and the stars a finished game's seats ended with (from revision 0006
    on), straight in the file (the store must be closed)."""
    con = sqlite3.connect(data_dir / DB_NAME)
    with con:
        for position, name in enumerate(OLD_NAMES):
            con.execute("UPDATE seats SET name = ? WHERE position = ?", (name, position))
        for cardset_id, document in con.execute("SELECT id, document FROM cardsets").fetchall():
            doc = json.loads(document)
            doc["name"] = OLD_SET_NAME
            for kind, name in OLD_CARDS.items():
                doc[kind][0]["name"] = name
            translations = doc["stars"][0].setdefault("translations", {})
            translations["it"] = {**translations.get("it", {}), "name": OLD_TRANSLATED}
            con.execute("UPDATE cardsets SET name = ?, document = ? WHERE id = ?",
                        (OLD_SET_NAME, json.dumps(doc, ensure_ascii=False), cardset_id))
        if any(column[1] == "stars" for column in con.execute("PRAGMA table_info(seats)")):
            con.execute("UPDATE seats SET stars = ? WHERE stars IS NOT NULL",  # revision 0006
                        (json.dumps([OLD_CARDS["stars"]], ensure_ascii=False),))
    con.close()


def stored_seat_names(data_dir: Path) -> set[str]:
    """The seat names as they are in the file (read back raw)."""
    con = sqlite3.connect(data_dir / DB_NAME)
    try:
        return {row[0] for row in con.execute("SELECT name FROM seats")}
    finally:
        con.close()


def one_line(text: str) -> bool:
    """Whether `text` holds none of the characters a name may not hold."""
    return not any(refused(ch) for ch in text)
