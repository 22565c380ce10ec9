"""Build hook: compile the engine's hot modules with mypyc, or fall back to pure Python.

pyproject.toml holds the project's metadata; this file only adds the compiled extensions.
"""
from __future__ import annotations

import os
import sys

from setuptools import setup

COMPILED = [
    "redlight_app/engine/state.py", "redlight_app/engine/legal.py", "redlight_app/engine/rules.py",
    "redlight_app/engine/effects.py", "redlight_app/engine/flow.py", "redlight_app/engine/values.py",
    "redlight_app/engine/stall.py", "redlight_app/engine/turns.py", "redlight_app/engine/reactions.py",
    "redlight_app/engine/award_return.py", "redlight_app/engine/reveal_choice.py",
    "redlight_app/engine/view.py", "redlight_app/engine/chance.py",
    "redlight_app/bots/greedy.py", "redlight_app/bots/random.py",
]


def extensions() -> list:
    from mypyc.build import mypycify
    return mypycify(COMPILED, opt_level="3", group_name="redlight_app._native")


setup(ext_modules=extensions())
