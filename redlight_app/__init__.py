"""Red Light Companion: rules engine, saved games and the desktop app for Red Light."""

__version__ = "0.1.0"

# The engine's compiled modules, or their Python source when asked to or when out of date.
from ._compiled import choose_engine

choose_engine()
