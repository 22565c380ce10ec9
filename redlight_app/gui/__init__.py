"""The desktop app (PySide6 Widgets): shows the game and turns clicks into moves."""
