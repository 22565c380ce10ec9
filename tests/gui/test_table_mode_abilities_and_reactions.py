"""Table mode, entered as a person does: a star's ability that takes a film nobody has seen
(A8) is entered like an event that does (the ability, the star who gets the film, then the
film that came up); a reaction refused in a response window says its own reason, with its
rule (R1)."""
from __future__ import annotations

from engine.factory import event, star, table_box_doc
from PySide6.QtCore import Qt

from redlight_app.engine.cards import load_cardset
from redlight_app.engine.moves import AdjustMove, Draw, EndTurn, UseAbility

from .table_helpers import snap, star_card, start_box, tap


def _box():
    doc = table_box_doc()
    doc["stars"] += [
        star("s-scarlett", fame=2, ability={"kind": "action", "effect": {"do": "take_film"},
                                            "text": "The top film goes to one of your stars."}),
        star("s-dolly", charisma=60, fame=2, ability={
            "kind": "action", "text": "An opponent's star has -30 psyche this turn.",
            "effect": {"do": "modify", "stat": "psyche", "amount": -30, "target": "opponent_star",
                       "until": "end_of_turn"}})]
    doc["stars"][-1]["name"] = "Dolly Shade"
    doc["stars"][-2]["name"] = "Scarlett"
    doc["events"] += [
        event("e-poached-agent", {"do": "steal_random", "target": "opponent"}),
        event("e-thick-skin", {"do": "modify", "stat": "psyche", "amount": 40, "target": "own_star",
                               "until": "end_of_turn"}, "reaction"),
        event("e-no-comment", {"do": "cancel_event"}, "reaction")]
    for card, name in zip(doc["events"][-3:], ("Poached Agent", "Thick Skin", "No Comment"), strict=True):
        card["name"] = name
    return load_cardset(doc)


def press(qtbot, main, key) -> None:
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow)
    main.stack.currentWidget().setFocus()
    qtbot.keyClick(main.stack.currentWidget(), key)


def test_a8_a_stars_ability_that_takes_a_film_is_entered_and_names_the_film(
        qtbot, open_window, shots):
    """Scarlett's ability takes the top film, which nobody has seen: the top film's back shows
    fame 3; Mia taps Scarlett, presses A (her ability is offered), taps Di to get the film,
    then names the film that came up; Di has it and Scarlett is used."""
    main = open_window(size=(1366, 768))
    tm = start_box(main, _box(), ("s-scarlett", "s-bob"))
    c = main.controller
    strip = tm.strip
    for m in (EndTurn(0), Draw(1, card="s-cy"), Draw(1), EndTurn(1), Draw(0, card="s-di"), Draw(0)):
        assert c.submit(m) is None, m
    qtbot.waitUntil(lambda: tm.mode() == "turn" and strip.film_top.isVisible())
    strip.film_top.setValue(3)
    tap(qtbot, strip.film_top_set)
    qtbot.waitUntil(lambda: c.state.film_top_hint == 3)
    tap(qtbot, star_card(tm, "s-scarlett"))
    qtbot.waitUntil(lambda: strip.ability.isVisible())
    assert strip.ability.text() == "Scarlett's ability (A)"
    snap(qtbot, main, shots, "table-ability-offered.png")
    press(qtbot, main, Qt.Key.Key_A)
    qtbot.waitUntil(lambda: tm.mode() == "target")
    assert tm.inter.highlighted_stars() == {"s-scarlett", "s-di"}
    assert not strip.explain.isVisible(), strip.explain.text()
    tap(qtbot, star_card(tm, "s-di"))
    qtbot.waitUntil(lambda: tm.mode() == "name")
    assert strip.prompt.text() == "Which film came up?"
    assert "f-blue" in strip.chips.keys()
    snap(qtbot, main, shots, "table-ability-names-the-film.png")
    tap(qtbot, strip.chips.chip("f-blue"))
    qtbot.waitUntil(lambda: tm.mode() == "turn")
    assert c.record.moves[-1] == UseAbility(0, star="s-scarlett", assign_to="s-di", choice="f-blue")
    di = c.state.players[0].slot("s-di")
    scarlett = c.state.players[0].slot("s-scarlett")
    assert di is not None and di.films == ["f-blue"]
    assert scarlett is not None and scarlett.used and scarlett.films == []
    assert "f-blue" not in c.state.films and len(c.state.films) == 2
    snap(qtbot, main, shots, "table-ability-film-on-di.png")


def _refusal_shown(qtbot, strip, sentence: str) -> None:
    qtbot.waitUntil(lambda: strip.explain.isVisible())
    text = strip.explain.text()
    assert sentence in text, text
    assert "(rule R1)" in text, text
    assert "There is no event to cancel" not in text


def test_r1_a_reaction_for_a_star_of_a_player_with_none_says_so_with_its_rule(
        qtbot, open_window, shots):
    """Leo has no star (taken off by an adjustment); Mia plays Poached Agent on him; in his
    response he taps Thick Skin (+40 psyche to one of his stars): refused, he has no star."""
    main = open_window(size=(1366, 768))
    tm = start_box(main, _box(), ("s-ann", "s-bob"))
    c = main.controller
    strip = tm.strip
    assert c.submit(AdjustMove(card="s-bob", place="discard", reason="a ruling")) is None
    qtbot.waitUntil(lambda: tm.mode() == "turn")
    tap(qtbot, strip.search)
    qtbot.keyClicks(strip.search, "poach")
    qtbot.waitUntil(lambda: strip.chips.keys() == ["e-poached-agent"])
    qtbot.keyClick(strip.search, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tm.mode() == "respond")
    qtbot.keyClicks(strip.search, "thick")
    qtbot.waitUntil(lambda: strip.chips.keys() == ["e-thick-skin"])
    tap(qtbot, strip.chips.chip("e-thick-skin"))
    _refusal_shown(qtbot, strip, "Leo has no star for Thick Skin to act on.")
    assert tm.mode() == "respond" and "e-thick-skin" not in c.state.discard
    snap(qtbot, main, shots, "table-reaction-refused-no-star.png")


def test_r1_no_comment_against_an_ability_says_it_cancels_only_an_event(
        qtbot, open_window, shots):
    """Mia uses Dolly Shade's ability on Leo's Bob; in his response Leo taps No Comment (it
    cancels an event): refused, what opened the window is an ability."""
    main = open_window(size=(1366, 768))
    tm = start_box(main, _box(), ("s-dolly", "s-bob"))
    c = main.controller
    strip = tm.strip
    tap(qtbot, star_card(tm, "s-dolly"))
    tap(qtbot, strip.ability)
    qtbot.waitUntil(lambda: tm.mode() == "respond")
    assert c.record.moves[-1] == UseAbility(0, star="s-dolly", target="s-bob")
    qtbot.keyClicks(strip.search, "no com")
    qtbot.waitUntil(lambda: strip.chips.keys() == ["e-no-comment"])
    qtbot.keyClick(strip.search, Qt.Key.Key_Return)
    _refusal_shown(qtbot, strip,
                   "No Comment cancels only an event: this window was opened by Dolly Shade's ability.")
    assert tm.mode() == "respond"
    snap(qtbot, main, shots, "table-reaction-refused-not-an-event.png")
