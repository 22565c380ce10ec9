#!/usr/bin/python3
"""A screen-reader client plays a whole game against the computer, by ear and keyboard.

Run by tests/gui/test_screen_reader.py with Debian's /usr/bin/python3 (python3-pyatspi),
inside its own session bus (dbus-run-session) and an X server (Xvfb, $DISPLAY). It starts
a window manager and the app (QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1), listens to every
accessibility event the app sends over AT-SPI (each one logged, one JSON line each), and
plays with key presses sent through AT-SPI (XTest) and AT-SPI's own interfaces only (a
field's text, a check box's action): no mouse and no access to the app's insides.

It answers the 18+ question with Enter, opens New game with Space, fills in the dialog
(the names, always ask for reactions, a turn limit, a seed), starts with Enter; then at each
"Your turn" it presses F once (a refusal: no star selected), then E; at each "You may
respond" P; until "Game over". Then it opens Statistics, Card sets, a table
game and a replay by their menu keys. On every screen it counts the objects that take focus
or have an action but have no name. It writes a JSON summary (--summary); the test asserts on it.
"""
from __future__ import annotations

import argparse
import faulthandler
import json
import os
import subprocess
import sys
import time

import pyatspi
from gi.repository import GLib

KEYSYMS = {"Return": 0xFF0D, "Tab": 0xFF09, "Escape": 0xFF1B, "space": 0x20, "Down": 0xFF54}
POLITE, ASSERTIVE = 1, 2  # AT-SPI's live politeness, detail1 of object:announcement


class Ear:
    """Every event the app sends, logged; its announcements kept in order.

    The handler only queues what came (libatspi may call it inside another call to the app,
    where a further call would wait forever); `drain`, from the main loop, writes it down."""

    def __init__(self, log_path: str) -> None:
        self.log = open(log_path, "w", encoding="utf-8")
        self.queue: list[tuple] = []
        self.count = 0
        self.announcements: list[tuple[str, int]] = []
        self.focused: list[tuple[str, str]] = []
        for kind in ("object", "window", "focus"):
            pyatspi.Registry.registerEventListener(self.heard, kind)

    def heard(self, event) -> None:
        data = event.any_data if isinstance(event.any_data, (str, int, float, bool)) else None
        self.queue.append((time.monotonic(), event.type, event.detail1, event.detail2, data,
                           event.source))
        if event.type == "object:announcement":
            self.announcements.append((str(data), int(event.detail1)))

    def drain(self) -> None:
        """Log what came. Only a focus event's object is asked its role and name: asking
        the objects of the other events (thousands, many gone meanwhile) would make every
        move wait on the app's answers."""
        queue, self.queue = self.queue, []
        for t, kind, detail1, detail2, data, source in queue:
            self.count += 1
            entry = {"t": round(t, 3), "type": kind, "detail1": detail1, "detail2": detail2,
                     "data": data, "path": getattr(source, "path", None)}
            if kind.startswith("object:state-changed:focused") and detail1:
                try:
                    entry["role"], entry["name"] = source.getRoleName(), source.name or ""
                    self.focused.append((entry["role"], entry["name"]))
                except Exception:  # gone meanwhile
                    pass
            self.log.write(json.dumps(entry) + "\n")
            if kind == "object:announcement":
                print(f"heard ({'assertive' if detail1 == ASSERTIVE else 'polite'}): {data}",
                      flush=True)

    def close(self) -> None:
        self.drain()
        self.log.close()


EAR: list[Ear] = []


def pump(seconds: float) -> None:
    """Let AT-SPI's events in for `seconds`."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if not context.iteration(False):
            time.sleep(0.005)
        for ear in EAR:
            ear.drain()


def wait_for(test, what: str, timeout: float = 20.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = test()
        if found:
            return found
        pump(0.05)
    raise TimeoutError(f"waited {timeout:.0f} s for {what}")


def press(key: str) -> None:
    """One key, pressed and released, as the keyboard would (XTest through AT-SPI)."""
    keysym = KEYSYMS.get(key, ord(key) if len(key) == 1 else None)
    pyatspi.Registry.generateKeyboardEvent(keysym, None, pyatspi.KEY_SYM)
    pump(0.05)


MODIFIERS = {"ctrl": 1 << 2, "shift": 1 << 0, "alt": 1 << 3}  # X's modifier masks


def chord(keys: str) -> None:
    """A key with modifiers held ("ctrl+shift+s"), as the keyboard would: the modifiers
    locked around the key (XKB through AT-SPI), then let go."""
    *held, key = keys.split("+")
    mask = sum(MODIFIERS[m] for m in held)
    pyatspi.Registry.generateKeyboardEvent(mask, None, pyatspi.KEY_LOCKMODIFIERS)
    try:
        press(key)
    finally:
        pyatspi.Registry.generateKeyboardEvent(mask, None, pyatspi.KEY_UNLOCKMODIFIERS)
    pump(0.05)


def the_app(pid: int):
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        try:
            if app is not None and app.get_process_id() == pid:
                return app
        except Exception:
            continue
    return None


def showing(obj) -> bool:
    try:
        return obj.getState().contains(pyatspi.STATE_SHOWING)
    except Exception:
        return False


def walk(obj, depth: int = 0):
    """The shown objects under `obj`, itself first."""
    if obj is None or depth > 40 or not showing(obj):
        return
    yield obj
    try:
        children = [obj.getChildAtIndex(i) for i in range(obj.childCount)]
    except Exception:
        return
    for child in children:
        yield from walk(child, depth + 1)


def find(root, role: str, name: str | None = None, starts: str | None = None):
    for obj in walk(root):
        try:
            if obj.getRoleName() != role:
                continue
            shown = obj.name or ""
        except Exception:
            continue
        if (name is None or shown == name) and (starts is None or shown.startswith(starts)):
            return obj
    return None


def window_named(app, name: str):
    for i in range(app.childCount):
        window = app.getChildAtIndex(i)
        if window is not None and showing(window) and (window.name or "") == name:
            return window
    return None


def window_starting(app, start: str):
    for i in range(app.childCount):
        window = app.getChildAtIndex(i)
        if window is not None and showing(window) and (window.name or "").startswith(start):
            return window
    return None


def active_window(app):
    for i in range(app.childCount):
        window = app.getChildAtIndex(i)
        try:
            if window is not None and window.getState().contains(pyatspi.STATE_ACTIVE):
                return window
        except Exception:
            continue
    return None


def interactive(obj) -> bool:
    """Takes the focus, or has an action to do (a press, a toggle)."""
    if obj.getState().contains(pyatspi.STATE_FOCUSABLE):
        return True
    try:
        return obj.queryAction().nActions > 0
    except NotImplementedError:
        return False


def unnamed_interactive(app, window=None) -> tuple[int, int, list[str]]:
    """(objects looked at, how many of them are interactive, the interactive ones with no
    name): in `window`, or in every window of the app."""
    looked, acting, out = 0, 0, []
    windows = [window] if window is not None else [app.getChildAtIndex(i)
                                                   for i in range(app.childCount)]
    for top in windows:
        for obj in walk(top):
            looked += 1
            try:
                if not interactive(obj):
                    continue
                acting += 1
                if not (obj.name or "").strip():
                    box = obj.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
                    out.append(f"{obj.getRoleName()} ({obj.childCount} children, at {box.x},"
                               f"{box.y} {box.width}x{box.height}) in {obj.parent.getRoleName()} "
                               f"'{obj.parent.name or ''}'")
            except Exception:
                continue
    return looked, acting, out


def look_around(app, screen, step) -> None:
    """The other screens, each opened by its menu key from the main window and closed by
    the keyboard again: statistics, the card set editor, a table game, and last a replay
    (through the saved games: once the replay closes, the window system or the app may
    activate either the saved games or the main window, so nothing follows it)."""
    main = wait_for(lambda: active_window(app), "the main window active")

    def back_in_main() -> None:
        wait_for(lambda: main.getState().contains(pyatspi.STATE_ACTIVE), "the main window again")

    chord("ctrl+shift+s")  # Statistics…
    stats = wait_for(lambda: window_starting(app, "Statistics"), "the statistics window")
    screen("statistics", stats)
    chord("ctrl+w")
    wait_for(lambda: window_starting(app, "Statistics") is None, "the statistics closed")
    back_in_main()

    chord("ctrl+shift+c")  # Card sets…
    editor = wait_for(lambda: window_starting(app, "Card sets"), "the card set editor")
    screen("card set editor", editor)
    chord("ctrl+w")
    wait_for(lambda: window_starting(app, "Card sets") is None, "the editor closed")
    back_in_main()

    chord("ctrl+shift+n")  # New table game…
    dialog = wait_for(lambda: window_starting(app, "New table game"), "the New table game dialog")
    screen("new table game", dialog)
    press("Return")  # Start
    wait_for(lambda: window_starting(app, "New table game") is None, "the table game to start")
    wait_for(lambda: find(app, "push button", starts="Adjust"), "the table mode", 10)
    screen("table mode")

    chord("ctrl+r")  # Look back at a game…
    saved = wait_for(lambda: window_starting(app, "Look back at a game"), "the saved games")
    screen("saved games", saved)
    wait_for(lambda: find(saved, "table", "Saved games").getState().contains(pyatspi.STATE_FOCUSED),
             "the focus on the list of games")
    press("Down")  # newest first: from the table game to the game played (or staying on it)
    chord("alt+r")  # Replay…
    replay = wait_for(lambda: window_starting(app, "Replay of game 1:"), "the game's replay")
    screen("replay", replay)
    chord("ctrl+w")
    wait_for(lambda: window_starting(app, "Replay of game") is None, "the replay closed")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--app", required=True, help="the app's command line, a JSON list")
    parser.add_argument("--log", required=True, help="every event, one JSON line each")
    parser.add_argument("--summary", required=True)
    args = parser.parse_args()
    started = time.monotonic()
    faulthandler.dump_traceback_later(160, exit=True)  # a hang says where it hangs
    pyatspi.setTimeout(3000, 15000)  # an object that never answers stops nothing for long
    procs: list[subprocess.Popen] = []
    app_proc: list[subprocess.Popen] = []
    ear = Ear(args.log)
    EAR.append(ear)
    summary: dict = {"screens": {}, "steps": []}

    def step(text: str) -> None:
        summary["steps"].append(f"{time.monotonic() - started:5.1f} s {text}")
        print(summary["steps"][-1], flush=True)

    def screen(name: str, window=None) -> None:
        pump(0.3)  # laid out, its objects announced
        looked, acting, unnamed = unnamed_interactive(app, window)
        summary["screens"][name] = {"objects": looked, "interactive": acting,
                                    "unnamed_interactive": unnamed}
        step(f"{name}: {looked} objects, {acting} interactive, {len(unnamed)} unnamed {unnamed}")

    def heard_since(index: int, text: str, politeness: int | None = None) -> int | None:
        for i in range(index, len(ear.announcements)):
            said, how = ear.announcements[i]
            if text in said and (politeness is None or how == politeness):
                return i + 1
        return None

    try:
        wm = "/usr/bin/matchbox-window-manager"
        if os.path.exists(wm):
            procs.append(subprocess.Popen([wm, "-use_titlebar", "no", "-use_cursor", "no"],
                                          stderr=subprocess.DEVNULL))
        env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1",
                   QT_QPA_PLATFORM="xcb", REDLIGHT_LANG="en", PYTHONFAULTHANDLER="1")
        app_proc.append(subprocess.Popen(json.loads(args.app), env=env))
        procs.append(app_proc[0])
        app = wait_for(lambda: the_app(app_proc[0].pid), "the app on the accessibility bus", 30)
        step(f"the app is on the bus: {app.name}")

        gate = wait_for(lambda: window_named(app, "For adults only"), "the 18+ question")
        summary["gate_role"] = gate.getRoleName()
        screen("18+ question")
        press("Return")  # I am 18 or older (the default button)
        wait_for(lambda: window_named(app, "For adults only") is None, "the question gone")
        new_button = wait_for(lambda: find(app, "push button", starts="New game"), "the start page")
        wait_for(lambda: new_button.getState().contains(pyatspi.STATE_FOCUSED),
                 "the focus on New game")
        screen("start page")

        press("space")  # New game…
        dialog = wait_for(lambda: window_named(app, "New game"), "the New game dialog")
        screen("new game")
        name = find(dialog, "text", "Seat 1: name")
        name.queryEditableText().setTextContents("Ann")
        find(dialog, "text", "Seat 2: name").queryEditableText().setTextContents("Robo Rita")
        ask = find(dialog, "check box", starts="Always ask for reactions")
        ask.queryAction().doAction(0)
        limit = find(dialog, "spin button", "Turn limit")
        limit.queryValue().currentValue = float(os.environ.get("A11Y_TURN_LIMIT", "8"))
        find(dialog, "check box", starts="Advanced").queryAction().doAction(0)
        pump(0.2)
        seed = wait_for(lambda: find(dialog, "text", "Seed"), "the seed field")
        seed.queryEditableText().setTextContents(os.environ.get("A11Y_SEED", "5"))
        name.queryComponent().grabFocus()
        pump(0.1)
        step(f"name typed: {name.queryText().getText(0, -1)!r}")
        press("Return")  # Start
        wait_for(lambda: window_named(app, "New game") is None, "the game to start", 15)
        step("the game started")

        # play: by what is heard
        index, refused, responded, turns = 0, False, 0, 0
        table_counted = False
        deadline = time.monotonic() + float(os.environ.get("A11Y_GAME_SECONDS", "90"))
        while True:
            if time.monotonic() > deadline:
                raise TimeoutError("the game did not end in time")
            pump(0.05)
            if index >= len(ear.announcements):
                continue
            said, how = ear.announcements[index]
            index += 1
            if "Game over:" in said:
                step(f"heard the end: {said}")
                break
            if said.startswith("You may respond") and how == ASSERTIVE:
                responded += 1
                step("my response window: P (pass)")
                press("p")
                continue
            if "Your turn, turn" in said:
                turns += 1
                if not table_counted:
                    screen("game")
                    table_counted = True
                if not refused:
                    step("my turn: F (Make film, nothing selected)")
                    press("f")
                    wait_for(lambda at=index: heard_since(at, "Not possible:", ASSERTIVE),
                             "the refusal said", 10)
                    refused = True
                step(f"my turn {turns}: E (End turn)")
                press("e")
        wait_for(lambda: find(app, "push button", starts="New game"), "the result page", 10)
        screen("result")
        summary.update(turns=turns, responded=responded, refused=refused)
        look_around(app, screen, step)
        return 0
    except Exception as exc:  # the summary says where it stopped
        summary["error"] = f"{type(exc).__name__}: {exc}"
        print(summary["error"], file=sys.stderr, flush=True)
        return 1
    finally:
        pump(0.2)
        summary["events"] = ear.count
        summary["announcements"] = ear.announcements
        summary["focused"] = ear.focused[-20:]
        summary["seconds"] = round(time.monotonic() - started, 1)
        ear.close()
        for proc in reversed(procs):
            proc.terminate()
        for proc in procs:
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
        with open(args.summary, "w", encoding="utf-8") as f:
            json.dump(summary, f, indent=1)


if __name__ == "__main__":
    sys.exit(main())
