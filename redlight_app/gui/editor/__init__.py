"""The card set editor (issue 5, table companion mode): a window of its own for building,
checking, importing, exporting and storing card sets, and picking one for new games
(editor/window.py; the main window opens it through editor/hook.py).

The package imports none of its modules: the game's screens use `editor.model` (how an
effect reads) during play, and must not load the editor's window to do so."""
