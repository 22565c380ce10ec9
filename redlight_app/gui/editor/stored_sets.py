"""What the editor asks of the store: register a set (under a free version name), the name a
stored set has, and how many saved games use a stored version. `repo` is the store's
Repository."""
from __future__ import annotations

import hashlib
import json
from typing import Any

from ...engine.cards import CardSet, load_cardset
from .model import clone, version_name


class StoredSets:
    """The store, as the editor uses it."""

    def __init__(self, repo: Any) -> None:
        self.repo = repo

    def store(self, cardset: CardSet) -> tuple[int, bool, str, CardSet]:
        """Register `cardset`; (id, whether it is new, its stored name, the set as stored).

        A set whose name another stored set has is stored as a version ("Demo (2)") and
        that name is the stored document's too, so the editor's name field, its title and
        the set opened again later all say the name the set is stored under (the document
        kept "Demo" while the store said "Demo (2)"). A set stored already is not renamed."""
        infos = list(self.repo.list_cardsets())
        known = {info.id: info.name for info in infos}
        digest = _digest(cardset.document)
        for info in infos:
            if getattr(info, "hash", None) == digest:
                return int(info.id), False, str(info.name), cardset
        name = version_name(cardset.name, set(known.values()))
        if name != cardset.document.get("name"):
            document = clone(cardset.document)
            document["name"] = name
            cardset = load_cardset(document)
        cid = int(self.repo.register_cardset(cardset, name=name))
        if cid in known:
            return cid, False, str(known[cid]), cardset
        return cid, True, self.name_of(cid) or name, cardset

    def name_of(self, cardset_id: int) -> str | None:
        try:
            for info in self.repo.list_cardsets():
                if info.id == cardset_id:
                    return str(info.name)
        except Exception:  # a count is a courtesy; the editor works without it
            return None
        return None

    def games_using(self, cardset_id: int | None, name: str | None) -> int | None:
        """How many saved games use the stored version (None when not known for sure: games
        name their set by its stored name, which only our versions keep unique)."""
        if cardset_id is None or not name:
            return None
        try:
            names = [info.name for info in self.repo.list_cardsets()]
            if names.count(name) != 1:
                return None
            return sum(1 for g in self.repo.list_games() if getattr(g, "cardset", None) == name)
        except Exception:
            return None


def _digest(document: Any) -> str:
    """The store's hash of a card set document (store/repository.py's `canonical_json`, not
    imported: the store's module loads SQLAlchemy)."""
    text = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
