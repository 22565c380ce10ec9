"""Python's cyclic garbage collector and a long-running window.

What start-up builds (modules, Qt wrappers, the store's mappings) lives as long as the app,
and what a game starts with (its card set, its first state, the table's widgets) as long as
the game; yet every full collection walked all of it again: 45-85 ms in which a move's
repaint stalled, now and then, on a loaded machine. Once start-up is done, and once a game
has been set up, what survived is collected once and then moved out of the collector's
sight (`gc.freeze`): a full collection then walks only what came after (a few ms).

Only the first settling walks everything (about 50 ms, once, after the window is usable);
each later one walks what was made since the one before. A game's own objects are released
as usual when it closes (reference counting); what froze with it and only a cycle would
have freed stays, which the memory benchmark bounds (after ten games <= 1.2x after one).
"""
from __future__ import annotations

import gc

from .after_paint import after_paint


def settle() -> None:
    """Collect what is garbage now, then keep the survivors out of later collections."""
    gc.collect()
    gc.freeze()


_held = [False]


def hold_collection_until_drawn() -> None:
    """No cyclic collection while a change is applied and drawn: a collection that fell in
    a move's frame added 1-3 ms (and a full one, before `settle`, 45-85 ms) to it. The
    collector is on again once the event loop has painted the frame (a zero timer runs after
    the posted paint), and collects then if its counts say so. Left alone when something
    else turned the collector off."""
    if _held[0] or not gc.isenabled():
        return
    gc.disable()
    _held[0] = True
    after_paint(_resume)


def _resume() -> None:
    if _held[0]:
        _held[0] = False
        gc.enable()
