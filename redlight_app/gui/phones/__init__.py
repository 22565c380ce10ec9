"""Game ▸ Play with phones…: the desktop window as the shared table of a hosted game.

The human seats play from phones (redlight_app/host serves them); the window shows the
public table only (`MainWindow.public_table`: no hand, no curtain), its computers play,
and the log, undo, saving and resume are those of any game.
"""
