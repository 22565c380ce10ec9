"""What the editor asks of the store: register a set (under a free version name), the name a
stored set has, and how many saved games use a stored version. `repo` is the store's
Repository."""
from __future__ import annotations

from typing import Any

from ...engine.cards import CardSet
from .model import version_name


class StoredSets:
    """The store, as the editor uses it."""

    def __init__(self, repo: Any) -> None:
        self.repo = repo

    def store(self, cardset: CardSet) -> tuple[int, bool, str]:
        """Register `cardset`; (id, whether it is new, its stored name)."""
        infos = list(self.repo.list_cardsets())
        known = {info.id: info.name for info in infos}
        name = version_name(cardset.name, set(known.values()))
        cid = int(self.repo.register_cardset(cardset, name=name))
        if cid in known:
            return cid, False, str(known[cid])
        return cid, True, self.name_of(cid) or name

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
