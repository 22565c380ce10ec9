"""Starting the desktop app: `redlight` with no sub-command, `--smoke` for the self-test.

This module is the command line's door to the app, and loads no Qt: every `redlight`
command imports it (cli.py) to tell whether the app is asked for. `run_gui` crosses into
Qt (gui/desktop.py: the application, the window, the log and crash dialog, the self-test);
there only Qt and the light start page are imported before the first paint, and the
engine, the store (SQLAlchemy) and the table follow once the window is on screen.
"""
from __future__ import annotations

import argparse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The GUI's options on the `redlight` command (no sub-command); --data-dir is global."""
    parser.add_argument("--smoke", action="store_true",
                        help="self-test: play a computer game to the end offscreen, then exit")
    parser.add_argument("--screenshot", metavar="FILE", help="with --smoke: save the window as PNG")
    parser.add_argument("--smoke-seed", type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--bot-delay", type=int, default=None, help=argparse.SUPPRESS)


def gui_parser() -> argparse.ArgumentParser:
    """The options of plain `redlight` (the app), parsed without loading the sub-commands."""
    parser = argparse.ArgumentParser(prog="redlight", add_help=False)
    parser.add_argument("--data-dir", default=None)
    add_arguments(parser)
    return parser


def opens_the_app(argv: list[str]) -> bool:
    """Whether `redlight ARGS` opens the app: no sub-command, no help asked for. Checked
    first so that starting the app does not import every sub-command (and the engine)
    before the window is on screen."""
    if any(a in ("-h", "--help") for a in argv):
        return False
    _, unknown = gui_parser().parse_known_args(argv)
    return not unknown


def run_gui(args: argparse.Namespace) -> int:
    """Open the app (or run the self-test); returns the exit code."""
    # The command line's one crossing into Qt (PySide6 and the window: gui/desktop.py, 120 ms
    # to import, measured 2026-12-06), so that no other command loads it. Budget
    # (benchmarks/FIGURES.md): `redlight --smoke` peak <= 150 MB; it measures 151 MB when
    # PySide6 keeps the source text of every module imported after it, 129 MB without: the
    # guard goes in before PySide6 is imported.
    from .import_sources import forget_import_sources
    forget_import_sources()
    from .desktop import run_app
    return run_app(args)
