"""The phone page in a real browser (Debian's chromium via Selenium), against the host on
127.0.0.1: two phones play a whole game against a computer seat by pressing the page's
buttons, and a phone that lost its connection catches up."""
from __future__ import annotations

import random
import time
from functools import partial

from selenium.webdriver.common.by import By

from redlight_app.host.server import SeatServer

from .browser import confirm_age, phone, press_one_of, shown_version, wait_until
from .hosting import demo_session, hosted, keys_named, post, view


def _enabled_buttons(page):
    return [b for b in page.find_elements(By.CSS_SELECTOR, "#moves button.move") if b.is_enabled()]


def _status_is(page, status):
    return page.execute_script("return document.body.dataset.status") == status


def _press_a_move(host, session, page, acting, rng):
    """Wait until the acting seat's page shows its moves, press one, wait for the answer."""
    wanted = session.seq
    wait_until(lambda: shown_version(page) >= wanted and _enabled_buttons(page),
               what=lambda: f"the buttons of seat {acting} (move {wanted}, the page shows "
                            f"{shown_version(page)}: {page.find_element(By.ID, 'prompt').text!r}, "
                            f"legal {view(host.url(acting))['labels']}, now "
                            f"{session.acting_seat()}, over {session.over})")
    before = shown_version(page)
    press_one_of(page, "#moves button.move", rng.choice)
    wait_until(lambda: shown_version(page) > before
               or page.find_element(By.ID, "refusal").is_displayed(), what="the move's answer")


def test_two_phones_play_a_whole_game_through_the_page():
    session = demo_session(turn_limit=16, seed=11)
    rng = random.Random(5)
    pages = [phone("en"), phone("it")]
    try:
        with hosted(session) as host:
            for seat, page in enumerate(pages):
                page.get(host.url(seat))
                confirm_age(page)
            assert pages[1].find_element(By.ID, "gate").is_displayed() is False
            assert pages[1].execute_script("return document.documentElement.lang") == "it"
            clicks = 0
            deadline = time.monotonic() + 240
            while not session.over:
                assert time.monotonic() < deadline, "the game did not end in time"
                acting = session.acting_seat()
                if acting not in (0, 1):
                    time.sleep(0.02)
                    continue
                _press_a_move(host, session, pages[acting], acting, rng)
                clicks += 1
            for seat, page in enumerate(pages):
                wait_until(partial(_status_is, page, "over"), what="the end on every phone")
                prompt = page.find_element(By.ID, "prompt").text
                assert prompt.startswith("The game is over" if seat == 0 else "La partita è finita")
            assert clicks >= 5
            # what each page was sent never held another seat's hand
            for seat in (0, 1):
                assert keys_named(view(host.url(seat)), "hand") == ["/hand"]
    finally:
        for page in pages:
            page.quit()


def test_a_phone_that_lost_the_server_catches_up_when_it_returns():
    session = demo_session(seed=11)
    page = phone("en")
    try:
        with hosted(session) as host:
            page.get(host.url(0))
            confirm_age(page)
            shown = shown_version(page)
            # the server goes away (the phone's Wi-Fi dropped, or the host was restarted)
            port = host.server.port
            host.server.stop()
            wait_until(lambda: page.find_element(By.ID, "connection").text != "",
                       what="the page to notice", timeout=15)
            # meanwhile the game goes on: a seat moves through the session's owner
            wait_until(lambda: session.acting_seat() in (0, 1), what="a human's turn")
            mover = session.acting_seat()
            assert mover is not None
            legal = host.game.latest().seats[mover].legal
            outcome = host.game.play(mover, legal[-1].to_dict()).result(timeout=10)
            assert outcome.changed
            current = host.game.latest().version
            assert current > shown
            # the server comes back at the same address: the page catches up by itself
            host.server = SeatServer(host.game, host.seats, "127.0.0.1", port)
            host.server.start()
            wait_until(lambda: shown_version(page) >= current, timeout=20, what="the catch-up")
            assert page.find_element(By.ID, "connection").text == ""
            assert page.find_element(By.ID, "refusal").is_displayed() is False
            status, _ = post(host.url(0), {"type": "end_turn", "player": 0, "version": -5})
            assert status == 409
    finally:
        page.quit()


LOOPBACK_HINTS = {
    "en": "This link opens on this computer only. Other phones need a link with this "
          "computer’s network address: choose one in the desktop’s “Play with phones” window, "
          "or start “redlight host” with --bind.",
    "de": "Dieser Link öffnet sich nur auf diesem Computer. Andere Handys brauchen einen Link "
          "mit der Netzwerkadresse des Computers: Wähle sie im Fenster „Mit Handys spielen“ am "
          "Computer, oder starte „redlight host“ mit --bind.",
}


def _loopback_hint(page):
    hint = page.find_element(By.ID, "loopback")
    return hint.text if hint.is_displayed() else None


def test_a_page_opened_at_a_loopback_address_says_other_phones_need_the_network_address():
    session = demo_session(seed=11)
    pages = [phone("en"), phone("de"), phone("en", lan_name="table.test")]
    try:
        with hosted(session) as host:
            port = host.server.port
            url = host.url(0)
            assert url.startswith(f"http://127.0.0.1:{port}/")
            pages[0].get(url)
            # before the 18+ gate is answered, and after, in the phone's language
            wait_until(lambda: _loopback_hint(pages[0]), what="the hint at 127.0.0.1")
            assert _loopback_hint(pages[0]) == LOOPBACK_HINTS["en"]
            confirm_age(pages[0])
            assert _loopback_hint(pages[0]) == LOOPBACK_HINTS["en"]
            pages[1].get(url.replace("127.0.0.1", "localhost", 1))
            confirm_age(pages[1])
            wait_until(lambda: _loopback_hint(pages[1]) == LOOPBACK_HINTS["de"],
                       what=lambda: f"the German hint at localhost: {_loopback_hint(pages[1])!r}")
            # the same page at a name that is not a loopback one (mapped to 127.0.0.1 by
            # this browser only): no hint
            pages[2].get(url.replace("127.0.0.1", "table.test", 1))
            confirm_age(pages[2])
            assert pages[2].execute_script("return location.hostname") == "table.test"
            assert _loopback_hint(pages[2]) is None
            assert pages[2].find_element(By.ID, "prompt").text != ""
    finally:
        for page in pages:
            page.quit()


# the lines the first "--bind" in the loopback hint is drawn on (one: it is never broken)
BIND_LINES = """
const hint = document.getElementById("loopback");
const walker = document.createTreeWalker(hint, NodeFilter.SHOW_TEXT);
const texts = [];
for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node);
const whole = texts.map(function (t) { return t.data; }).join("");
const at = whole.indexOf("--bind");
if (at < 0) return null;
function point(offset) {
  for (const t of texts) {
    if (offset <= t.data.length) return [t, offset];
    offset -= t.data.length;
  }
}
const range = document.createRange();
range.setStart.apply(range, point(at));
range.setEnd.apply(range, point(at + "--bind".length));
const tops = new Set();
for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
return tops.size;
"""


def test_the_loopback_hint_never_breaks_the_bind_option_across_two_lines():
    """On a narrow phone the browser broke the hint's line inside "--bind", after its
    hyphens ("… avec --" / "bind."). At every width of the hint, in the four languages and
    with large text, "--bind" is drawn on one line; the hint reads as before."""
    session = demo_session(seed=11)
    with hosted(session) as host:
        for lang in ("en", "de", "fr", "it"):
            page = phone(lang, width=320, height=640, text_size=24)
            try:
                page.get(host.url(0))
                wait_until(lambda page=page: _loopback_hint(page), what="the hint")
                if lang in LOOPBACK_HINTS:
                    assert _loopback_hint(page) == LOOPBACK_HINTS[lang]
                for width in range(120, 321, 2):
                    page.execute_script(
                        "document.getElementById('loopback').style.width = arguments[0] + 'px'",
                        width)
                    assert page.execute_script(BIND_LINES) == 1, (lang, width)
            finally:
                page.quit()


STAR_VALUES = {"en": "psyche {psyche} charisma {charisma} fame {fame}",
               "de": "Psyche {psyche} Charisma {charisma} Ruhm {fame}"}


def _settled(page, url, read):
    """(what `read(page)` finds, the view the page shows), read while the page shows the
    seat's current view and still does after (a computer may move meanwhile)."""
    def attempt():
        current = view(url)
        if shown_version(page) != current["version"]:
            return None
        found = read(page)
        if shown_version(page) != current["version"] or view(url)["version"] != current["version"]:
            return None
        return found, current
    return wait_until(attempt, what="the page showing the seat's current view")


def _texts(page, selector: str) -> list[str]:
    return [" ".join(e.text.split()) for e in page.find_elements(By.CSS_SELECTOR, selector)]


def test_each_stars_values_are_named_in_the_phones_language():
    """A star's psyche, charisma and fame on the table say which is which (colour alone
    told nobody, and a screen reader read three bare numbers)."""
    session = demo_session(seed=11)
    pages = {"en": phone("en"), "de": phone("de")}
    try:
        with hosted(session) as host:
            for lang, page in pages.items():
                page.get(host.url(0))
                confirm_age(page)
                (table, mine), seen = _settled(page, host.url(0), lambda page: (
                    _texts(page, "#players .star .values"),
                    _texts(page, "#my-stars .star .values")))
                players = seen["players"]
                assert all(player["stars"] for player in players)
                assert table == [STAR_VALUES[lang].format(**star) for player in players
                                 for star in player["stars"]]
                assert mine == [STAR_VALUES[lang].format(**star) for star in players[0]["stars"]]
    finally:
        for page in pages.values():
            page.quit()


COUNTS = {"en": ("{n} card in hand", "{n} cards in hand", "{n} award", "{n} awards"),
          "de": ("{n} Karte auf der Hand", "{n} Karten auf der Hand", "{n} Preis", "{n} Preise")}


def _counts_said(lang: str, hand: int, awards: int) -> str:
    card, cards, award, awards_word = COUNTS[lang]
    return (f"{(card if hand == 1 else cards).format(n=hand)} · "
            f"{(award if awards == 1 else awards_word).format(n=awards)}")


def test_each_players_cards_and_awards_are_counted_in_the_right_number():
    """"1 card in hand · 1 award", "4 cards in hand · 0 awards": the page said "1 cards" and
    "1 Preise". Seed 9: the computer seat, first to play, ends its turn with one card and
    one award."""
    session = demo_session(seed=9)
    pages = {"en": phone("en"), "de": phone("de")}
    try:
        with hosted(session) as host:
            wait_until(lambda: session.acting_seat() in (0, 1), what="a human's turn")
            for lang, page in pages.items():
                page.get(host.url(0))
                confirm_age(page)
                shown, seen = _settled(page, host.url(0),
                                       lambda page: _texts(page, "#players .player .counts"))
                players = seen["players"]
                assert any(1 in (p["hand_count"], p["award_count"]) for p in players)
                assert shown == [_counts_said(lang, p["hand_count"], p["award_count"])
                                 for p in players]
    finally:
        for page in pages.values():
            page.quit()
