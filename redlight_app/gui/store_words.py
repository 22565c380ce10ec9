"""The store's sentences in the chosen language: an error the store made with
`StoreError.said` is said by its template (store/errors.py STORE_SENTENCES), the words that
fill it translated too (what the store was doing, why the disk or the file refused); paths,
columns and the system's or SQLite's own words stay as they came."""
from __future__ import annotations

from ..store.errors import STORE_REASONS, STORE_SENTENCES, STORE_WHATS, StoreError
from .i18n import engine_text

WORDS = frozenset(STORE_REASONS) | frozenset(STORE_WHATS)


def store_text(exc: BaseException) -> str:
    """`exc` as a sentence in the chosen language (any other error: as it says itself)."""
    if isinstance(exc, StoreError) and exc.key in STORE_SENTENCES:
        params = {name: engine_text(value) if value in WORDS else value
                  for name, value in exc.params.items()}
        return engine_text(STORE_SENTENCES[exc.key]).format(**params)
    return str(exc)
