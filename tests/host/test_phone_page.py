"""The phone page as a player holds it (Debian's chromium via Selenium, against the host on
127.0.0.1): what is on screen when the game waits for them or refuses a move, its text
size, its headings, a wrong link. Two human seats and no computer, so that the test makes
every move: Bea (seat 1) plays first with seed 11."""
from __future__ import annotations

import random
import time

from selenium.webdriver.common.by import By

from redlight_app.host.sentences import say

from .browser import confirm_age, phone, shown_version, wait_until
from .hosting import Hosted, demo_session, hosted, view

TWO_HUMANS = [{"name": "Ann", "kind": "human", "level": None},
              {"name": "Bea", "kind": "human", "level": None}]
SMALL_ANDROID = {"width": 360, "height": 640}


def _on_screen(page, element_id: str) -> bool:
    return page.execute_script(
        "const r = document.getElementById(arguments[0]).getBoundingClientRect();"
        "return r.height > 0 && r.top > -1 && r.bottom < window.innerHeight + 1;", element_id)


def _scroll_to_bottom(page) -> None:
    page.execute_script("window.scrollTo(0, document.documentElement.scrollHeight)")
    wait_until(lambda: page.execute_script("return window.scrollY") > 0, what="the scroll")


def _play(host, seat: int, kind: str) -> int:
    """Seat `seat` makes its first legal move of `kind` (as its other phone would); the
    version after it."""
    move = next(m for m in host.game.latest().seats[seat].legal if m.to_dict()["type"] == kind)
    assert host.game.play(seat, move.to_dict()).result(timeout=10).changed
    return host.game.latest().version


def test_the_prompt_comes_into_view_when_the_game_comes_to_wait_for_this_seat():
    """Ann, scrolled down to the table while Bea played, saw nothing change when her turn
    came: the prompt and her moves were above the screen."""
    session = demo_session(TWO_HUMANS, seed=11)
    page = phone("en", **SMALL_ANDROID)
    try:
        with hosted(session) as host:
            page.get(host.url(0))
            confirm_age(page)
            assert session.acting_seat() == 1
            _scroll_to_bottom(page)
            assert not _on_screen(page, "prompt")
            version = _play(host, 1, "end_turn")
            wait_until(lambda: shown_version(page) >= version, what="Ann's turn on her phone")
            assert page.find_element(By.ID, "prompt").text == say("your_turn", "en")
            wait_until(lambda: _on_screen(page, "prompt"), timeout=5, what="the prompt on screen")
    finally:
        page.quit()


def test_a_refusal_comes_into_view_when_the_button_pressed_was_far_below():
    """Bea pressed "End your turn." at the bottom of a long list of moves after the table had
    changed (her other phone moved): the refusal appeared above the moves, off the screen,
    and nothing seemed to happen. Large text makes the list longer than the screen."""
    session = demo_session(TWO_HUMANS, seed=11)
    page = phone("en", text_size=24, **SMALL_ANDROID)
    try:
        with hosted(session) as host:
            # this phone hears nothing of the table after its first view (a weak Wi-Fi)
            page.execute_cdp_cmd("Network.enable", {})
            page.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/events"]})
            page.get(host.url(1))
            confirm_age(page)
            page.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/events", "*/view"]})
            _play(host, 1, "play_event")
            last = page.find_elements(By.CSS_SELECTOR, "#moves button.move")[-1]
            page.execute_script("arguments[0].scrollIntoView({block: 'end'})", last)
            assert not _on_screen(page, "refusal")
            last.click()
            wait_until(lambda: page.find_element(By.ID, "refusal").is_displayed(), what="the refusal")
            assert page.find_element(By.ID, "refusal").text == say("stale", "en")
            wait_until(lambda: _on_screen(page, "refusal"), timeout=5, what="the refusal on screen")
    finally:
        page.quit()


def test_a_push_that_leaves_the_prompt_as_it_was_does_not_rewrite_it():
    """The prompt is a live region: rewritten at every push, a screen reader read "Waiting
    for Bea." again after each of Bea's moves."""
    session = demo_session(TWO_HUMANS, seed=11)
    page = phone("en")
    try:
        with hosted(session) as host:
            page.get(host.url(0))
            confirm_age(page)
            before = view(host.url(0))
            assert before["prompt"] == say("wait", "en", who="Bea")
            page.execute_script(
                "window.promptChanges = 0;"
                "new MutationObserver(function (m) { window.promptChanges += m.length; })"
                ".observe(document.getElementById('prompt'),"
                " {childList: true, characterData: true, subtree: true});")
            version = _play(host, 1, "buy_award")
            assert view(host.url(0))["prompt"] == before["prompt"]
            wait_until(lambda: shown_version(page) >= version, what="the push")
            assert page.execute_script("return window.promptChanges") == 0
    finally:
        page.quit()


def test_the_page_follows_the_phones_text_size():
    """The page's text was 17 pixels whatever size the player had set for text."""
    sizes = {}
    for text_size in (16, 32):
        page = phone("en", text_size=text_size, **SMALL_ANDROID)
        try:
            with hosted(demo_session(TWO_HUMANS, seed=11)) as host:
                page.get(host.url(0))
                confirm_age(page)
                sizes[text_size] = page.execute_script(
                    "return parseFloat(getComputedStyle(document.querySelector('#hand li')).fontSize)")
                assert page.execute_script(
                    "return document.documentElement.scrollWidth <= window.innerWidth")
        finally:
            page.quit()
    assert sizes[32] == 2 * sizes[16]


def test_the_game_page_is_headed_by_the_seat_it_plays():
    """A screen reader's list of headings began with "Your hand": nothing said whose page
    it is."""
    page = phone("de")
    try:
        with hosted(demo_session(TWO_HUMANS, seed=11)) as host:
            page.get(host.url(0))
            confirm_age(page)
            headings = [h for h in page.find_elements(By.CSS_SELECTOR, "h1") if h.is_displayed()]
            assert [h.text for h in headings] == ["Du bist Ann"]
    finally:
        page.quit()


def test_a_wrong_link_is_readable_on_a_phone():
    """An unknown seat link was plain text laid out 980 pixels wide: tiny on a phone."""
    page = phone("fr", **SMALL_ANDROID)
    try:
        with hosted(demo_session(TWO_HUMANS, seed=11)) as host:
            page.get(host.url(0).rsplit("/", 1)[0] + "/" + "x" * 32)
            text = page.find_element(By.TAG_NAME, "body").text
            assert text == say("unknown_seat", "fr")
            assert page.execute_script("return document.documentElement.scrollWidth") == 360
            assert page.execute_script(
                "return parseFloat(getComputedStyle(document.querySelector('p')).fontSize)") >= 16
    finally:
        page.quit()


def test_the_drawer_of_a_revealed_award_reads_what_it_does():
    """Ann was asked "You drew The Golden Raspberry Jam: choose its targets." with no word
    of what the award does: it is in nobody's hand, so the page showed its text nowhere."""
    seats = TWO_HUMANS + [{"name": "Cleo", "kind": "human", "level": None}]
    session = demo_session(seats, seed=3)
    rng = random.Random(3)
    while not session.state.reveals:  # seed 3: Ann draws The Golden Raspberry Jam, move 36
        moves = session.legal(session.acting_seat())
        others = [m for m in moves if m.to_dict()["type"] != "end_turn"]
        session.submit(rng.choice(others) if others and rng.random() < 0.8 else moves[-1])
    award = session.record.cardset.cards[session.state.reveals[0].source]
    page = phone("en", **SMALL_ANDROID)
    try:
        with hosted(session) as host:
            page.get(host.url(0))
            confirm_age(page)
            assert page.find_element(By.ID, "prompt").text == say("choose_targets", "en", card=award.name)
            box = page.find_element(By.ID, "in-play")
            assert box.is_displayed()
            assert page.find_element(By.ID, "in-play-name").text == award.name
            assert page.find_element(By.ID, "in-play-text").text == award.text != ""
    finally:
        page.quit()


def test_when_the_host_stops_the_page_says_so_and_greys_its_moves():
    """The host pressed Stop serving: the page said "Reconnecting…" in its header forever,
    and a move pressed went nowhere with no word. It says the host stopped the game, above
    the moves, which are greyed."""
    session = demo_session(TWO_HUMANS, seed=11)
    page = phone("en", **SMALL_ANDROID)
    try:
        host = Hosted(session)
        host.start()
        try:
            page.get(host.url(1))
            confirm_age(page)
            wait_until(lambda: page.find_elements(By.CSS_SELECTOR, "#moves button.move"), what="Bea's moves")
            assert not page.find_element(By.ID, "offline").is_displayed()
        finally:
            host.stop()
        note = page.find_element(By.ID, "offline")
        wait_until(note.is_displayed, what="the note that the host stopped")
        assert note.text.startswith("The host stopped the game.")
        assert page.find_element(By.ID, "connection").text == "The host stopped the game."
        buttons = page.find_elements(By.CSS_SELECTOR, "#moves button.move")
        assert buttons and not any(b.is_enabled() for b in buttons)
        time.sleep(4)  # the page tries again meanwhile (a resumed host): it still says why
        assert page.find_element(By.ID, "offline").text.startswith("The host stopped the game.")
    finally:
        page.quit()


def test_out_of_touch_a_note_says_a_move_pressed_is_not_played():
    """A phone that lost the Wi-Fi: a move pressed then did nothing, silently. A note above
    the moves says so until the table answers again."""
    session = demo_session(TWO_HUMANS, seed=11)
    page = phone("fr", **SMALL_ANDROID)
    try:
        with hosted(session) as host:
            page.get(host.url(1))
            confirm_age(page)
            wait_until(lambda: page.find_elements(By.CSS_SELECTOR, "#moves button.move"), what="Bea's moves")
            page.execute_cdp_cmd("Network.enable", {})
            page.execute_cdp_cmd("Network.emulateNetworkConditions", {
                "offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
            page.find_elements(By.CSS_SELECTOR, "#moves button.move")[-1].click()
            note = page.find_element(By.ID, "offline")
            wait_until(note.is_displayed, what="the note that the table does not answer")
            assert note.text.startswith("La table ne répond pas")
            assert session.seq == 0  # nothing was played
            page.execute_cdp_cmd("Network.emulateNetworkConditions", {
                "offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
            wait_until(lambda: not page.find_element(By.ID, "offline").is_displayed(), timeout=20,
                       what="the table answering again")
            assert all(b.is_enabled() for b in page.find_elements(By.CSS_SELECTOR, "#moves button.move"))
    finally:
        page.quit()


def test_at_the_end_the_page_does_not_say_nothing_to_do():
    """The game over, "Nothing to do now." stood under "Ann wins" as if the game went on."""
    session = demo_session(TWO_HUMANS, seed=11)
    session.agree_end()  # the players ended it (V6): the phones show the end
    page = phone("en")
    try:
        with hosted(session) as host:
            page.get(host.url(0))
            confirm_age(page)
            wait_until(lambda: page.find_element(By.TAG_NAME, "body").get_attribute("data-status") == "over",
                       what="the end on the phone")
            assert page.find_element(By.ID, "prompt").text == say("over", "en")
            assert "Nothing to do now." not in page.find_element(By.ID, "moves").text
            assert page.find_element(By.ID, "moves").text == ""
    finally:
        page.quit()
