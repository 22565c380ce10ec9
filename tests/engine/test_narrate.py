"""Log entries told in plain sentences (engine/narrate.py)."""
from __future__ import annotations

import random

from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.narrate import narrate
from redlight_app.engine.rules import apply, legal_moves
from redlight_app.engine.setup import new_game
from redlight_app.engine.state import OVER, Options
from redlight_app.engine.view import redact
from redlight_app.resources import demo_cardset_path

CARDSET = load_cardset_text(demo_cardset_path().read_bytes())
NAMES = ["Ann", "Bob", "Cy"]


def star(n: int) -> str:
    return CARDSET.instances["star"][n]


def test_outshone_names_both_players_stars_and_values():
    a, b = star(0), star(1)
    text = narrate({"type": "outshone", "seat": 1, "star": a, "target": b, "owner": 0,
                    "charisma": 100, "psyche": 60}, NAMES, CARDSET)
    assert text == (f"Bob's {CARDSET.name_of(a)} outshone Ann's {CARDSET.name_of(b)} "
                    "(charisma 100 vs psyche 60).")


def test_hidden_cards_stay_hidden():
    event = CARDSET.instances["event"][0]
    entry = {"type": "draw", "seat": 0, "card": event, "kind": "event"}
    assert narrate(entry, NAMES, CARDSET) == f"Ann drew {CARDSET.name_of(event)}."
    assert narrate(redact(entry, 1), NAMES, CARDSET) == "Ann drew an event."
    bought = {"type": "award_bought", "seat": 2, "stars": [star(2)], "card": "x", "fame": 6,
              "cost": 4}
    assert narrate(redact(bought, 0), NAMES, CARDSET).startswith("Cy bought an award with ")


def test_film_teamwork_and_endings():
    film = CARDSET.instances["film"][0]
    text = narrate({"type": "film_made", "seat": 0, "stars": [star(0), star(1)], "film": film,
                    "star": star(1), "fame": 4, "required": 3}, NAMES, CARDSET)
    assert f"made the film {CARDSET.name_of(film)} (" in text
    assert text.endswith(f"it goes to {CARDSET.name_of(star(1))} (fame 4 for 3).")
    assert narrate({"type": "game_over", "winners": [1], "ending": "awards"}, NAMES, CARDSET) == \
        "Bob wins with four awards."
    assert narrate({"type": "game_over", "winners": [2], "ending": "showdown"}, NAMES,
                   CARDSET) == "Cy wins: the last one left in the showdown."
    assert "agreement" in narrate({"type": "game_over", "winners": [], "ending": "agreed"},
                                  NAMES, CARDSET)
    one = narrate({"type": "star_discarded", "seat": 0, "card": star(0), "films": [film],
                   "reason": "outshine"}, NAMES, CARDSET)
    assert one.endswith("1 film goes under the film deck.")


def test_every_entry_of_random_games_reads_as_a_sentence():
    seen: set[str] = set()
    for seed in range(40):
        state = new_game(CARDSET, NAMES[: 2 + seed % 2], seed, Options(turn_limit=60))
        rng = random.Random(seed)
        while state.status != OVER:
            seat = state.window.seat if state.window else state.active
            for entry in apply(state, rng.choice(legal_moves(state, seat))):
                seen.add(entry["type"])
                for reader in (None, 0):
                    text = narrate(redact(entry, reader), [p.name for p in state.players], CARDSET)
                    if text is None:
                        assert entry["type"] == "window_closed" and not entry.get("passed")
                        continue
                    assert text[0].isupper() and text.endswith(".")
                    assert "None" not in text and "{" not in text
    assert {"draw", "turn", "end_turn", "game_over"} <= seen


def _said(state, log, names):
    return [narrate(e, names, state.cardset) for e in log]


def test_a_change_names_whose_star_when_two_share_a_name():
    """Seen in a walk: "Coco Cameo has -20 psyche for good." while two players each had a
    Coco Cameo; whose lost it could not be told."""
    from engine.factory import do, event, fillers, film, rig
    from engine.factory import star as star_card
    heckle = event("e-heckle", {"do": "modify", "stat": "psyche", "amount": -20,
                                "target": "any_star", "until": "permanent"})
    state = rig([star_card("s-coco", copies=2)], [heckle] + fillers(8),
                [film("f-red", "red", 30, 1)], [], [["s-coco"], ["s-coco#2"]],
                [["e-heckle"], []], players=["Ann", "Bob"])
    log = do(state, "play_event", 0, card="e-heckle", target="s-coco#2")
    assert "Bob's Coco has -20 psyche for good." in _said(state, log, ["Ann", "Bob"])


def test_an_award_bought_and_revealed_says_the_purchase_and_its_target_owner():
    """A5: a revealed award still was bought (the stars are used, it counts for A4): the log
    said only "revealed … shuffled back"; its target is named with her owner."""
    from engine.factory import award, do, fillers, film, rig
    from engine.factory import star as star_card
    jam = award("a-jam", frame="silver", reveal=True,
                effect={"do": "modify", "stat": "psyche", "amount": -20, "target": "any_star",
                        "until": "permanent"})
    state = rig([star_card("s-ann", fame=4), star_card("s-bea")], fillers(8),
                [film("f-red", "red", 30, 1)], [jam, award("a-2")],
                [["s-ann"], ["s-bea"]], [[], []], award_order=["a-jam", "a-2"],
                players=["Ann", "Bob"])
    log = do(state, "buy_award", 0, stars=["s-ann"])
    said = _said(state, log, ["Ann", "Bob"])
    assert any(s.startswith("Ann bought an award with Ann (fame 4 for a cost of 4) and "
                            "revealed Jam") for s in said), said
    assert state.reveals  # the drawer aims it (A5)
    log = do(state, "choose_targets", 0, target="s-bea")
    said = _said(state, log, ["Ann", "Bob"])
    assert "Ann aimed Jam at Bob's Bea." in said, said
    assert "Bob's Bea has -20 psyche for good." in said, said
