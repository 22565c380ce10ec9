"""Table mode says what the table needs to hear after an entry, in the entry strip beside
what it asks next (not only in the log, which the players at a game night do not read): an
outshine that failed once its response was over (A6), and why a player draws again when an
award revealed on draw (A5), an event or an award played (E2, E4) or a star's ability (A8)
makes them."""
from __future__ import annotations

from engine.factory import award, event, star, table_box_doc
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from redlight_app.engine.cards import load_cardset

from .table_helpers import snap, star_card, start_box, tap, thick_skin_box


def outshine_bob(qtbot, main):
    """Mia's Ann (charisma 80) outshines Leo's Bob (psyche 50), a tap on each, on the box
    with Thick Skin: Leo's response is asked. The page."""
    tm = start_box(main, thick_skin_box())
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow)
    tap(qtbot, star_card(tm, "s-ann"))
    qtbot.waitUntil(lambda: star_card(tm, "s-bob").view.target)
    tap(qtbot, star_card(tm, "s-bob"))
    qtbot.waitUntil(lambda: tm.mode() == "respond")
    return tm


def press(qtbot, main, key) -> None:
    """A key pressed by a person: it goes to whatever has the keyboard."""
    qtbot.keyClick(QApplication.focusWidget() or main, key)


def test_a6_an_outshine_that_fails_after_its_response_is_said_in_the_strip(
        qtbot, open_window, shots):
    """Mia's Ann (charisma 80) outshines Leo's Bob (psyche 50); Leo answers with Thick Skin
    (+40 psyche: 90) and passes. The strip says that Ann failed, with the two values, where
    the table looks; before, it only asked for Mia's next entry, and the failure was in the
    log alone, so the table took Bob for gone."""
    main = open_window(size=(1366, 768))
    tm = outshine_bob(qtbot, main)
    c = main.controller
    strip = tm.strip
    tap(qtbot, strip.search)
    qtbot.keyClicks(strip.search, "thick")
    qtbot.waitUntil(lambda: strip.chips.keys() == ["e-thick-skin"])
    tap(qtbot, strip.chips.chip("e-thick-skin"))
    qtbot.waitUntil(lambda: c.record.moves[-1].type == "play_event" and tm.mode() == "respond")
    assert not strip.explain.isVisible()
    press(qtbot, main, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: tm.mode() == "turn")
    said = "Ann failed to outshine Bob (charisma 80 vs psyche 90)."
    assert said in main.log_view.lines()
    qtbot.waitUntil(strip.explain.isVisible)
    assert strip.explain.text() == said
    assert c.state.slot_of("s-bob") is not None, "Bob stays on Leo's table"
    snap(qtbot, main, shots, "table-outshine-failed-said.png")
    # the next entry starts afresh: a tap on a star puts the sentence away
    tap(qtbot, star_card(tm, "s-bob"))
    qtbot.waitUntil(lambda: not strip.explain.isVisible())


def test_a6_an_outshine_that_succeeds_says_nothing_more(qtbot, open_window):
    """The guard: Leo passes with nothing played; Bob goes, the board shows it, the strip
    adds no sentence."""
    main = open_window(size=(1366, 768))
    tm = outshine_bob(qtbot, main)
    c = main.controller
    strip = tm.strip
    tap(qtbot, strip.pass_button)
    qtbot.waitUntil(lambda: tm.mode() == "turn")
    assert c.state.slot_of("s-bob") is None
    assert not strip.explain.isVisible()


def _encores():
    """The table-mode box whose award deck starts with Golden Encore: revealed on draw, it
    costs 2 and makes its drawer draw a card (A5)."""
    doc = table_box_doc()
    doc["awards"] = [award("a-encore", costs=[2, 2, 2, 2], reveal=True,
                           effect={"do": "draw", "count": 1}), award("a-gold")]
    doc["awards"][0]["name"] = "Golden Encore"
    doc["awards"][0]["text"] = "Revealed: draw a card."
    return load_cardset(doc)


def test_a5_the_draw_a_revealed_award_makes_names_the_award(qtbot, open_window, shots):
    """Mia's Ann buys the top award, Golden Encore, which is revealed and makes Mia draw a
    card. The strip asks for that card and says why: Golden Encore was revealed (A5); before,
    it asked "Mia drew… (1 to enter)" as at the start of a turn, and the table wondered why
    Mia drew in the middle of hers. The turn's own draw is asked as before."""
    main = open_window(size=(1366, 768))
    tm = start_box(main, _encores())
    c = main.controller
    strip = tm.strip
    tap(qtbot, star_card(tm, "s-ann"))
    qtbot.waitUntil(lambda: strip.awards.keys() == ["a-encore"])
    tap(qtbot, strip.awards.chip("a-encore"))
    qtbot.waitUntil(lambda: tm.mode() == "draw")
    assert c.record.moves[-1].type == "buy_award" and c.state.draws_due == 1
    assert strip.prompt.text() == ("Mia draws 1 more card: Golden Encore was revealed (A5). "
                                   "Enter the star that came out, or an event.")
    snap(qtbot, main, shots, "table-a5-draw-names-the-award.png")
    tap(qtbot, strip.event_button)
    qtbot.waitUntil(lambda: tm.mode() == "turn")
    tap(qtbot, strip.end_turn)
    qtbot.waitUntil(lambda: tm.mode() == "draw")
    assert strip.prompt.text() == ("Leo drew… (2 to enter): the star that came out, or an event")


def _callers(lucky: str = "Lucky"):
    """The table-mode box with cards whose effect draws: Open Casting Call (an event: "Draw
    2 cards"), Lucky's action ability (draw a card) and Casting Prize (an award that, played
    from the hand, draws 2 cards); it tops the award deck and costs 2."""
    doc = table_box_doc()
    doc["stars"].append(star("s-lucky", fame=2, ability={
        "kind": "action", "text": "Draw a card.", "effect": {"do": "draw", "count": 1}}))
    doc["stars"][-1]["name"] = lucky
    doc["events"].append(event("e-call", {"do": "draw", "count": 2}))
    doc["events"][-1].update(name="Open Casting Call", text="Draw 2 cards.")
    doc["awards"] = [award("a-prize", costs=[2, 2, 2, 2], effect={"do": "draw", "count": 2}),
                     award("a-gold")]
    doc["awards"][0].update(name="Casting Prize", text="Draw 2 cards.")
    return load_cardset(doc)


def _pick(qtbot, strip, letters: str, key: str) -> None:
    """Type a card's first letters in the strip's field, then tap its chip."""
    tap(qtbot, strip.search)
    qtbot.keyClicks(strip.search, letters)
    qtbot.waitUntil(lambda: key in strip.chips.keys())
    tap(qtbot, strip.chips.chip(key))


def test_e2_the_draw_a_played_event_makes_names_the_event(qtbot, open_window, shots):
    """Mia plays Open Casting Call (draw 2 cards): the strip asks for the two cards and says
    why, Open Casting Call was played (E2); before, it asked "Mia drew… (2 to enter)" as at
    the start of a turn. Once one card is entered it still says so, for the one left."""
    main = open_window(size=(1366, 768))
    tm = start_box(main, _callers())
    c, strip = main.controller, tm.strip
    _pick(qtbot, strip, "open", "e-call")
    qtbot.waitUntil(lambda: tm.mode() == "draw")
    assert c.record.moves[-1].type == "play_event" and c.state.draws_due == 2
    assert strip.prompt.text() == ("Mia draws 2 more cards: Open Casting Call was played (E2). "
                                   "Enter the star that came out, or an event.")
    snap(qtbot, main, shots, "table-e2-draw-names-the-event.png")
    tap(qtbot, strip.event_button)
    qtbot.waitUntil(lambda: c.state.draws_due == 1)
    assert strip.prompt.text() == ("Mia draws 1 more card: Open Casting Call was played (E2). "
                                   "Enter the star that came out, or an event.")


def test_e4_the_draw_an_award_played_from_the_hand_makes_names_the_award(
        qtbot, open_window, shots):
    """Mia's Ann buys Casting Prize, then Mia plays it from her hand (draw 2 cards): the
    strip says Casting Prize was played from the hand (E4)."""
    main = open_window(size=(1366, 768))
    tm = start_box(main, _callers())
    c, strip = main.controller, tm.strip
    tap(qtbot, star_card(tm, "s-ann"))
    qtbot.waitUntil(lambda: strip.awards.keys() == ["a-prize"])
    tap(qtbot, strip.awards.chip("a-prize"))
    qtbot.waitUntil(lambda: "a-prize" in c.state.players[0].awards and tm.mode() == "turn")
    _pick(qtbot, strip, "casting p", "award:a-prize")
    qtbot.waitUntil(lambda: tm.mode() == "draw")
    assert c.record.moves[-1].type == "play_award" and c.state.draws_due == 2
    assert strip.prompt.text() == ("Mia draws 2 more cards: Casting Prize was played from the "
                                   "hand (E4). Enter the star that came out, or an event.")
    snap(qtbot, main, shots, "table-e4-draw-names-the-award.png")


def test_a8_the_draw_a_stars_ability_makes_names_her_ability(qtbot, open_window, shots):
    """Mia taps Lucky and her ability (draw a card): the strip says Lucky's ability was used
    (A8); the turn's own draw that follows is asked plainly, as before."""
    main = open_window(size=(1366, 768))
    tm = start_box(main, _callers(), ("s-lucky", "s-bob"))
    c, strip = main.controller, tm.strip
    tap(qtbot, star_card(tm, "s-lucky"))
    qtbot.waitUntil(lambda: strip.ability.isVisible())
    tap(qtbot, strip.ability)
    qtbot.waitUntil(lambda: tm.mode() == "draw")
    assert c.record.moves[-1].type == "use_ability" and c.state.draws_due == 1
    assert strip.prompt.text() == ("Mia draws 1 more card: Lucky's ability was used (A8). "
                                   "Enter the star that came out, or an event.")
    snap(qtbot, main, shots, "table-a8-draw-names-the-ability.png")
    tap(qtbot, strip.event_button)
    qtbot.waitUntil(lambda: tm.mode() == "turn")
    tap(qtbot, strip.end_turn)
    qtbot.waitUntil(lambda: tm.mode() == "draw")
    assert strip.prompt.text() == ("Leo drew… (2 to enter): the star that came out, or an event")


def test_a8_in_french_the_ability_is_hers_with_elision(qtbot, open_window, shots):
    """In French the sentence is filled with elision: "le pouvoir d'Ingrid", not "de
    Ingrid"."""
    main = open_window(size=(1366, 768))
    main.set_language("fr")
    try:
        tm = start_box(main, _callers("Ingrid"), ("s-lucky", "s-bob"))
        strip = tm.strip
        tap(qtbot, star_card(tm, "s-lucky"))
        qtbot.waitUntil(lambda: strip.ability.isVisible())
        tap(qtbot, strip.ability)
        qtbot.waitUntil(lambda: tm.mode() == "draw")
        assert strip.prompt.text() == ("Mia pioche 1 carte de plus\u00a0: le pouvoir d'Ingrid a été "
                                       "utilisé (A8). Saisissez la star sortie, ou un événement.")
        snap(qtbot, main, shots, "table-a8-draw-names-the-ability-fr.png")
    finally:
        main.set_language("system")
