"""Game ▸ Play with phones…: the window is the shared table of a game whose two human
seats play from browser pages (Debian's chromium) over HTTP to 127.0.0.1, against one
computer seat; the window never shows a hand."""
from __future__ import annotations

import random

import pytest
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By

from redlight_app.engine.cards import load_cardset_text
from redlight_app.gui.phones.dialog import PhonesDialog
from redlight_app.resources import demo_cardset_path
from tests.host.browser import confirm_age, phone, press_one_of, shown_version
from tests.host.hosting import keys_named, view

from .driver import start

SEATS = [{"name": "Ann", "kind": "human"}, {"name": "<b>Bea</b>", "kind": "human"},
         {"name": "Robo Rita", "kind": "bot", "level": "greedy"}]


def _no_hand_shown(window) -> bool:
    hand = [w for w in window.table.hand.values() if w.isVisible()] if window.table else []
    return window.curtain.viewer is None and not hand and window.curtain.kind != "curtain"


def test_two_phones_and_a_computer_play_to_the_end_on_the_shared_window(open_window, qtbot, shots,
                                                                         monkeypatch):
    monkeypatch.setenv("REDLIGHT_HOST_BIND", "127.0.0.1")
    window = open_window()
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    c = start(window, cardset, SEATS, seed=11, turn_limit=16)
    qtbot.waitUntil(lambda: "phones" in window.menus.actions, timeout=30000)
    window.menus.actions["phones"].trigger()
    qtbot.waitUntil(lambda: window.findChild(PhonesDialog) is not None, timeout=30000)
    dialog = window.findChild(PhonesDialog)
    assert window.curtain.public_table and _no_hand_shown(window)
    links = {seat: dialog.links[seat].text() for seat in (0, 1)}
    assert all(link.startswith("http://127.0.0.1:") for link in links.values())
    assert "only this computer" in dialog.reach.text()
    assert dialog.findChild(type(dialog.reach), "phones-name-1").text() == "<b>Bea</b>"  # plain text
    assert not dialog.qr[0].pixmap().isNull()
    never_a_hand = []
    c.changed.connect(lambda _change: never_a_hand.append(_no_hand_shown(window)))

    pages = [phone("en"), phone("en")]
    try:
        for seat, page in enumerate(pages):
            page.get(links[seat])
            confirm_age(page)
        qtbot.waitUntil(lambda: dialog.status[0].text() == "Joined" and dialog.status[1].text() == "Joined",
                        timeout=30000)
        dialog.grab().save(str(shots / "phones-dialog.png"))

        # a phone seat's move shows on the shared window
        rng = random.Random(2)
        moves_before = len(window.log_view.lines())
        first_phone_move = None
        for _ in range(2000):
            if c.over:
                break
            acting = c.acting_seat()
            if acting not in (0, 1):
                qtbot.wait(10)
                continue
            seq = c.session.seq
            _press_a_move(qtbot, pages[acting], seq, rng)
            if first_phone_move is None and c.session.seq > seq:
                first_phone_move = c.session.record.moves[seq]
                assert first_phone_move.player == acting
                qtbot.waitUntil(lambda: len(window.log_view.lines()) > moves_before, timeout=5000)
                window.grab().save(str(shots / "phones-shared-table.png"))
        qtbot.waitUntil(lambda: c.over, timeout=60000)
        assert first_phone_move is not None
        assert never_a_hand and all(never_a_hand)
        for seat in (0, 1):
            assert keys_named(view(links[seat]), "hand") == ["/hand"]
        games = window.storage.repo.list_games()
        assert any(g.id == c.game_id and g.status == "over" for g in games)
    finally:
        for page in pages:
            page.quit()


def _press_a_move(qtbot, page, seq, rng) -> None:
    """Wait (in Qt's event loop) for the page to offer its moves, press one, wait for the answer."""
    qtbot.waitUntil(lambda: _shows_moves(page, seq), timeout=30000)
    before = shown_version(page)
    press_one_of(page, "#moves button.move", rng.choice)
    qtbot.waitUntil(lambda: _answered(page, before), timeout=30000)


def _shows_moves(page, seq) -> bool:
    """The page has caught up with move `seq` and offers its moves (a page redrawn while
    it was read is read again at the next check)."""
    try:
        return shown_version(page) >= seq and any(
            b.is_enabled() for b in page.find_elements(By.CSS_SELECTOR, "#moves button.move"))
    except StaleElementReferenceException:
        return False


def _answered(page, before) -> bool:
    try:
        return shown_version(page) > before or page.find_element(By.ID, "refusal").is_displayed()
    except StaleElementReferenceException:
        return False


def test_closing_the_game_stops_serving_and_the_table_shows_hands_again(open_window, qtbot, monkeypatch):
    monkeypatch.setenv("REDLIGHT_HOST_BIND", "127.0.0.1")
    window = open_window()
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    start(window, cardset, SEATS[:1] + SEATS[2:], seed=3)
    qtbot.waitUntil(lambda: "phones" in window.menus.actions, timeout=30000)
    window.menus.actions["phones"].trigger()
    qtbot.waitUntil(lambda: window.findChild(PhonesDialog) is not None, timeout=30000)
    link = window.findChild(PhonesDialog).links[0].text()
    assert window.curtain.public_table
    window.games.close_game()
    qtbot.waitUntil(lambda: not window.curtain.public_table, timeout=5000)
    import urllib.error
    import urllib.request
    try:
        urllib.request.urlopen(link + "/view", timeout=2)
        reached = True
    except (urllib.error.URLError, ConnectionError, OSError):
        reached = False
    assert not reached


def test_stop_serving_brings_the_hands_back_and_serving_again_keeps_the_links(open_window, qtbot,
                                                                              monkeypatch, shots):
    """A seat's link is copied whole with its button. While the phones hold the hands the
    table says where they are and how to get them back; "Stop serving" in the phones window
    brings the hand back to this window and the link stops answering; Play with phones…
    serves the game again at the same link."""
    import urllib.error
    import urllib.request

    from PySide6.QtCore import Qt

    def answers(link: str) -> bool:
        try:
            urllib.request.urlopen(link + "/view", timeout=2)
            return True
        except (urllib.error.URLError, ConnectionError, OSError):
            return False

    monkeypatch.setenv("REDLIGHT_HOST_BIND", "127.0.0.1")
    window = open_window(size=(1366, 768))
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    start(window, cardset, SEATS[:1] + SEATS[2:], seed=3)
    qtbot.waitUntil(lambda: "phones" in window.menus.actions, timeout=30000)
    window.menus.actions["phones"].trigger()
    qtbot.waitUntil(lambda: window.findChild(PhonesDialog) is not None, timeout=30000)
    dialog = window.findChild(PhonesDialog)
    link = dialog.links[0].text()
    assert answers(link)
    from PySide6.QtGui import QGuiApplication
    qtbot.mouseClick(dialog.copy[0], Qt.MouseButton.LeftButton)  # to send it to Ann
    assert QGuiApplication.clipboard().text() == link
    assert dialog.copy[0].text() == "Copied"
    qtbot.waitUntil(lambda: dialog.copy[0].text() == "Copy link", timeout=4000)
    dialog.grab().save(str(shots / "phones-dialog-copy.png"))
    qtbot.waitUntil(lambda: _no_hand_shown(window))
    title = window.table.hand_title.text()
    assert "phones" in title and "Play with phones" in title, title
    window.grab().save(str(shots / "phones-hands-on-phones.png"))

    qtbot.mouseClick(dialog.stop, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.curtain.public_table, timeout=5000)
    qtbot.waitUntil(lambda: window.findChild(PhonesDialog) is None or
                    not window.findChild(PhonesDialog).isVisible())
    qtbot.waitUntil(lambda: any(w.isVisible() for w in window.table.hand.values()))
    assert "Ann" in window.table.hand_title.text()
    assert not answers(link)

    window.menus.actions["phones"].trigger()
    qtbot.waitUntil(lambda: window.findChild(PhonesDialog) is not None
                    and window.findChild(PhonesDialog).isVisible(), timeout=30000)
    again = [d for d in window.findChildren(PhonesDialog) if d.isVisible()][0]
    assert again.links[0].text() == link
    assert answers(link)


@pytest.mark.parametrize("ratio", [1.0, 1.25, 1.5, 2.0])
def test_a_seats_qr_code_is_sharp_on_a_scaled_screen(qapp, ratio):
    """At 125%, 150% and 200% every module of the code is a whole number of the screen's
    pixels, black or white (scaled from 4 pixels, its edges were grey), at the same size on
    the screen."""
    from PySide6.QtGui import QColor

    from redlight_app.gui.phones.dialog import qr_pixmap
    url = "http://127.0.0.1:45455/seat/l71VphUz0O_r8xP7i0OwIpw9nJ"
    plain, scaled = qr_pixmap(url), qr_pixmap(url, ratio)
    assert scaled.deviceIndependentSize() == plain.deviceIndependentSize()
    image = scaled.toImage()
    greys = {QColor(image.pixel(x, y)).lightness() for x in range(image.width())
             for y in range(image.height())} - {0, 255}
    assert greys == set()
    assert scaled.devicePixelRatio() == ratio  # drawn 1:1 on the screen's own pixels


def test_whether_a_phone_joined_reads_on_one_line_in_german(open_window, qtbot, monkeypatch,
                                                           shots):
    """Each seat's "not joined yet" stands under its link, beside Copy link, on one line
    ("Noch nicht verbunden" wrapped in a narrow column beside the link)."""
    from redlight_app.gui import i18n
    monkeypatch.setenv("REDLIGHT_HOST_BIND", "127.0.0.1")
    window = open_window(size=(1366, 768))
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    start(window, cardset, SEATS, seed=11, turn_limit=16)
    window.set_language("de")
    try:
        qtbot.waitUntil(lambda: "phones" in window.menus.actions, timeout=30000)
        window.menus.actions["phones"].trigger()
        qtbot.waitUntil(lambda: window.findChild(PhonesDialog) is not None, timeout=30000)
        dialog = window.findChild(PhonesDialog)
        qtbot.waitUntil(dialog.isVisible)
        qtbot.wait(100)  # laid out in the event loop
        dialog.grab().save(str(shots / "phones-dialog-de.png"))
        for seat, status in dialog.status.items():
            assert status.text(), seat
            assert status.height() < 2 * status.fontMetrics().lineSpacing(), status.text()
            assert status.geometry().top() > dialog.links[seat].geometry().top()
        # the computers wait for the phones, said in German, its button whole beside it
        # (one computer player, Robo Rita: in the singular)
        assert dialog.wait.text().startswith("Der Computerspieler wartet,"), dialog.wait.text()
        assert "Jetzt starten" in dialog.wait.text() and dialog.start_now.text() == "Jetzt &starten"
        assert dialog.start_now.width() >= dialog.start_now.sizeHint().width()
        dialog.close()
    finally:
        window.set_language("system")
    assert i18n.current() == "en"


def _focused():
    from PySide6.QtWidgets import QApplication
    return QApplication.focusWidget()


@pytest.mark.parametrize("key", ["Return", "Space"])
def test_after_stop_serving_the_curtain_has_the_keys(open_window, qtbot, monkeypatch, shots, key):
    """Stop serving a game of two humans: the hot-seat curtain "Pass to Ann" covers the
    window with the focus on its button, so Enter or Space passes it (the focus was left on
    a star card behind it, and the keys did nothing)."""
    from PySide6.QtCore import Qt
    monkeypatch.setenv("REDLIGHT_HOST_BIND", "127.0.0.1")
    window = open_window(size=(1366, 768))
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    start(window, cardset, [SEATS[0], {"name": "Ben", "kind": "human"}, SEATS[2]], seed=11)
    qtbot.waitUntil(lambda: "phones" in window.menus.actions, timeout=30000)
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier |
                   Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: window.findChild(PhonesDialog) is not None
                    and window.findChild(PhonesDialog).isVisible(), timeout=30000)
    dialog = window.findChild(PhonesDialog)
    qtbot.waitUntil(dialog.isActiveWindow)  # the player reads it, then clicks
    qtbot.mouseClick(dialog.stop, Qt.MouseButton.LeftButton)
    cover = window.curtain.cover
    qtbot.waitUntil(lambda: cover.isVisible() and cover.title.text() == "Pass to Ann", timeout=5000)
    qtbot.waitUntil(lambda: not dialog.isVisible() if _valid(dialog) else True)
    qtbot.wait(100)  # whatever the dialog's closing and the redraw do with the focus, done
    window.grab().save(str(shots / "phones-stopped-curtain.png"))
    assert _focused() is cover.ok, _focused()
    qtbot.keyClick(_focused(), getattr(Qt.Key, f"Key_{key}"))
    qtbot.waitUntil(lambda: not cover.isVisible(), timeout=5000)
    qtbot.waitUntil(lambda: any(w.isVisible() for w in window.table.hand.values()))
    assert "Ann" in window.table.hand_title.text()


def _valid(widget) -> bool:
    from shiboken6 import isValid
    return isValid(widget)


def test_play_with_phones_from_a_table_game_asks_first_and_says_it_starts_a_new_game(
        open_window, qtbot, monkeypatch, shots):
    """Ctrl+Shift+P on a table game (real cards: nothing to serve) asks before closing it,
    as New table game does; No keeps it. Yes opens the New game dialog titled "Play with
    phones", which says the new game's hands are on the phones, refuses a game without a
    human seat, and its Start serves the new game."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

    from .driver import shown
    from .table_helpers import start_table
    monkeypatch.setenv("REDLIGHT_HOST_BIND", "127.0.0.1")
    window = open_window(size=(1366, 768))
    start_table(window)
    c = window.controller
    table_game = c.game_id
    question = window.dialogs.question

    def press_ctrl_shift_p() -> None:
        qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier |
                       Qt.KeyboardModifier.ShiftModifier)
        qtbot.waitUntil(lambda: shown(question), timeout=30000)

    press_ctrl_shift_p()
    box = question.dialog
    assert box.windowTitle() == "Play with phones"
    assert "table game is open" in box.text() and "phones" in box.text(), box.text()
    assert not shown(window.dialogs.new_game)
    box.grab().save(str(shots / "phones-from-table-question.png"))
    qtbot.waitUntil(box.isActiveWindow)  # read, then answered
    qtbot.mouseClick(box.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not shown(question))
    qtbot.wait(50)
    assert not shown(window.dialogs.new_game)
    assert c.game_id == table_game and c.state.chance == "table"

    press_ctrl_shift_p()
    qtbot.waitUntil(question.dialog.isActiveWindow)
    qtbot.mouseClick(question.dialog.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: shown(window.dialogs.new_game), timeout=30000)
    dialog = window.dialogs.new_game.dialog
    assert dialog.windowTitle() == "Play with phones"
    assert dialog.intro is not None and dialog.intro.isVisible()
    assert "real cards" in dialog.intro.text() and "phone" in dialog.intro.text()
    assert c.game_id == table_game  # nothing closed before Start
    kind = dialog.findChild(type(dialog.first), "seat-kind-0")
    name = dialog.findChild(type(dialog.seed), "seat-name-0")
    start_button = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    kind.setFocus()
    qtbot.keyClick(kind, Qt.Key.Key_Down)  # Computer: no seat left for a phone
    qtbot.waitUntil(lambda: kind.currentData() == "bot")
    qtbot.mouseClick(start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.error.isVisible())
    assert "at least one human seat" in dialog.error.text()
    assert c.game_id == table_game
    qtbot.keyClick(kind, Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: kind.currentData() == "human")
    name.clear()
    qtbot.keyClicks(name, "Ann")
    qtbot.wait(100)
    dialog.grab().save(str(shots / "phones-from-table-new-game.png"))
    qtbot.mouseClick(start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.findChild(PhonesDialog) is not None
                    and window.findChild(PhonesDialog).isVisible(), timeout=30000)
    assert c.game_id != table_game and c.state.chance != "table"
    assert window.curtain.public_table


def test_the_computers_wait_until_every_phone_has_joined_or_the_host_starts_now(
        open_window, qtbot, monkeypatch, shots):
    """A computer seat first to play makes no move while the phones of Ann and Bea have not
    joined, and the phones window says the computers wait; once both phones joined it plays.
    Served again after Stop serving, it waits again until Start now is pressed."""
    from PySide6.QtCore import Qt

    from tests.host.hosting import EventStream
    monkeypatch.setenv("REDLIGHT_HOST_BIND", "127.0.0.1")
    window = open_window(size=(1366, 768))
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    c = start(window, cardset, SEATS, seed=11, first=2)
    qtbot.waitUntil(lambda: "phones" in window.menus.actions, timeout=30000)
    qtbot.keyClick(window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier |
                   Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(lambda: window.findChild(PhonesDialog) is not None
                    and window.findChild(PhonesDialog).isVisible(), timeout=30000)
    dialog = window.findChild(PhonesDialog)
    seq = c.session.seq
    assert c.acting_seat() == 2
    qtbot.waitUntil(lambda: dialog.wait.isVisible() and dialog.start_now.isVisible())
    assert dialog.wait.text() == ("The computer player waits until every phone has joined, or until "
                                  "you press Start now."), dialog.wait.text()  # one: Robo Rita
    assert dialog.start_now.toolTip().startswith("The computer player plays without waiting")
    qtbot.wait(600)  # a computer's move takes 5 ms in the tests
    assert c.session.seq == seq and c.acting_seat() == 2
    dialog.grab().save(str(shots / "phones-computers-wait.png"))

    streams = [EventStream(dialog.links[0].text())]  # Ann's phone opens her page
    try:
        qtbot.waitUntil(lambda: dialog.status[0].text() == "Joined", timeout=10000)
        qtbot.wait(300)
        assert c.session.seq == seq  # Bea is not there yet
        streams.append(EventStream(dialog.links[1].text()))
        qtbot.waitUntil(lambda: c.session.seq > seq, timeout=10000)  # both there: it plays
        qtbot.waitUntil(lambda: "game is on" in dialog.wait.text() and not dialog.start_now.isVisible())
        assert dialog.wait.text() == "The game is on: the computer player plays its turns."
        dialog.grab().save(str(shots / "phones-computers-play.png"))
    finally:
        for stream in streams:
            stream.close()
    qtbot.waitUntil(lambda: dialog.status[0].text() == dialog.status[1].text() == "Not joined yet",
                    timeout=10000)



@pytest.mark.parametrize("lang, one, two", [
    ("en", "The computer player waits", "The computer players wait"),
    ("de", "Der Computerspieler wartet", "Die Computerspieler warten"),
    ("fr", "Le joueur ordinateur attend", "Les joueurs ordinateur attendent"),
    ("it", "Il giocatore computer aspetta", "I giocatori computer aspettano")])
def test_one_computer_player_is_said_in_the_singular(qapp, lang, one, two):
    """The phones window's sentences about the computer players, with one computer seat
    and with two (tr's count chooses the form), in each language."""
    from redlight_app.gui import i18n
    from redlight_app.gui.i18n import tr
    wait = "The computer players wait until every phone has joined, or until you press Start now."
    on = "The game is on: the computer players play their turns."
    tip = "The computer players play without waiting for the phones that have not joined."
    wait_one = "The computer players wait until the phone has joined, or until you press Start now."
    tip_one = "The computer players play without waiting for the phone to join."
    i18n.install(lang)
    try:
        for text in (wait, wait_one):
            assert tr(text, "", 1).startswith(one) and tr(text, "", 2).startswith(two)
        assert tr(wait_one, "", 2) != tr(wait, "", 2)  # one phone, said otherwise than several
        for text in (on, tip, tip_one):
            assert tr(text, "", 1) != tr(text, "", 2), (lang, text)
            assert tr(text, "", 1) != text and tr(text, "", 2) != tr(text, "", 1)
    finally:
        i18n.install("en")


def test_start_now_lets_the_computers_play_before_the_phones_have_joined(open_window, qtbot,
                                                                          monkeypatch):
    from PySide6.QtCore import Qt
    monkeypatch.setenv("REDLIGHT_HOST_BIND", "127.0.0.1")
    window = open_window(size=(1366, 768))
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    c = start(window, cardset, SEATS, seed=11, first=2)
    qtbot.waitUntil(lambda: "phones" in window.menus.actions, timeout=30000)
    window.menus.actions["phones"].trigger()
    qtbot.waitUntil(lambda: window.findChild(PhonesDialog) is not None
                    and window.findChild(PhonesDialog).isVisible(), timeout=30000)
    dialog = window.findChild(PhonesDialog)
    qtbot.waitUntil(dialog.isActiveWindow)
    seq = c.session.seq
    qtbot.wait(300)
    assert c.session.seq == seq and c.acting_seat() == 2
    qtbot.mouseClick(dialog.start_now, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.session.seq > seq, timeout=10000)
    qtbot.waitUntil(lambda: "game is on" in dialog.wait.text() and not dialog.start_now.isVisible())
    assert dialog.status[0].text() == dialog.status[1].text() == "Not joined yet"


def test_with_one_phone_the_computers_wait_for_the_phone(open_window, qtbot, monkeypatch, shots):
    """One phone against two computers: the dialog says the computers wait until *the* phone
    has joined (it said "every phone", as for several), and Start now's tooltip says so too."""
    monkeypatch.setenv("REDLIGHT_HOST_BIND", "127.0.0.1")
    window = open_window(size=(1366, 768))
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    start(window, cardset, [{"name": "Ann", "kind": "human"},
                            {"name": "Robo Rita", "kind": "bot", "level": "greedy"},
                            {"name": "Robo Rob", "kind": "bot", "level": "greedy"}],
          seed=11, turn_limit=16)
    qtbot.waitUntil(lambda: "phones" in window.menus.actions, timeout=30000)
    window.menus.actions["phones"].trigger()
    qtbot.waitUntil(lambda: window.findChild(PhonesDialog) is not None, timeout=30000)
    dialog = window.findChild(PhonesDialog)
    qtbot.waitUntil(dialog.isVisible)
    qtbot.wait(100)
    dialog.grab().save(str(shots / "phones-dialog-one-phone.png"))
    assert dialog.wait.text() == ("The computer players wait until the phone has joined, or "
                                  "until you press Start now.")
    assert dialog.start_now.toolTip() == ("The computer players play without waiting for the "
                                          "phone to join.")
    dialog.close()
