"""Red Light Companion: rules engine, saved games and the desktop app for Red Light."""

__version__ = "0.1.0"
