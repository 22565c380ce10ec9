"""Small card sets that put the table in a known position for a test."""
from __future__ import annotations

from typing import Any

from redlight_app.engine.cards import CardSet, load_cardset


def cardset(star: dict[str, Any], event: dict[str, Any], film_required: int = 3,
            name: str = "Test set") -> CardSet:
    return load_cardset({
        "format": "redlight-cardset/1", "name": name, "award_costs": [4, 4, 6, 8],
        "stars": [dict({"id": "s-star", "name": "Star", "ability": None, "copies": 12}, **star)],
        "events": [dict({"id": "e-card", "copies": 30}, **event)],
        "films": [{"id": "f-film", "name": "The Film", "color": "blue", "bonus": 1,
                   "fame_required": film_required, "copies": 10}],
        "awards": [{"id": "a-award", "name": "Award", "frame": "gold", "costs": None,
                    "reveal_on_draw": False, "counts_toward_win": True, "effect": None,
                    "copies": 10}],
    })


MANUAL = {"name": "Notes", "phase": "own_turn", "effect": {"do": "manual"}, "text": "Settle it."}
LAWYER = {"name": "Lawyer", "phase": "reaction", "effect": {"do": "protect"},
          "text": "Reaction: cancel it."}

# nobody can outshine anybody, and no lone star can make a film
WEAK = cardset({"psyche": 90, "charisma": 10, "fame": 1}, MANUAL, film_required=3, name="Weak")
# every star can outshine every star; everybody holds only reactions
DIVAS = cardset({"psyche": 50, "charisma": 60, "fame": 2}, LAWYER, film_required=2, name="Divas")
GOSSIP = {"name": "Gossip", "phase": "any_turn", "effect": {"do": "draw", "count": 1},
          "text": "Any time: draw a card."}
# everybody holds only any-time events
GOSSIPS = cardset({"psyche": 50, "charisma": 40, "fame": 1}, GOSSIP, name="Gossips")
JET_LAG = {"name": "Jet Lag", "phase": "own_turn", "effect": {"do": "skip_turn", "target": "opponent"},
           "text": "A rival skips their next turn."}
JET_LAGS = cardset({"psyche": 50, "charisma": 40, "fame": 1}, JET_LAG, name="Jet lags")

# everybody holds only "take two awards" events; every award, played (E4), makes a rival
# give one back (return_award: the rival chooses which)
RECALLS = load_cardset({
    "format": "redlight-cardset/1", "name": "Recalls", "award_costs": [4, 4, 6, 8],
    "stars": [{"id": "s-star", "name": "Star", "psyche": 90, "charisma": 10, "fame": 1,
               "ability": None, "copies": 12}],
    "events": [{"id": "e-windfall", "name": "Windfall", "phase": "own_turn", "copies": 30,
                "text": "Take two awards.",
                "effect": {"do": "all", "effects": [{"do": "take_award"}, {"do": "take_award"}]}}],
    "films": [{"id": "f-film", "name": "The Film", "color": "blue", "bonus": 1,
               "fame_required": 3, "copies": 10}],
    "awards": [{"id": "a-recall", "name": "Recall Notice", "frame": "gold", "costs": None,
                "reveal_on_draw": False, "counts_toward_win": True,
                "effect": {"do": "return_award", "target": "opponent"},
                "text": "A rival gives back an award of their choice.", "copies": 20}],
})

# everybody holds only "take an award" events, and every award is revealed on draw: the
# drawer chooses which rival star it discards (A5)
RAZZIES = load_cardset({
    "format": "redlight-cardset/1", "name": "Razzies", "award_costs": [4, 4, 6, 8],
    "stars": [{"id": f"s-{name.lower()}", "name": name, "psyche": 90, "charisma": 10,
               "fame": 1, "ability": None, "copies": 4} for name in ("Ada", "Bea", "Cleo")],
    "events": [{"id": "e-scout", "name": "Scout", "phase": "own_turn", "copies": 30,
                "text": "Take an award.", "effect": {"do": "take_award"}}],
    "films": [{"id": "f-film", "name": "The Film", "color": "blue", "bonus": 1,
               "fame_required": 3, "copies": 10}],
    "awards": [{"id": "a-razzie", "name": "Razzie", "frame": "silver", "costs": None,
                "reveal_on_draw": True, "counts_toward_win": False,
                "effect": {"do": "discard_star", "target": "opponent_star"},
                "text": "Discard a star of a rival.", "copies": 10}],
})

# every star can outshine every star; everybody holds only reactions that take an award,
# and every award is revealed on draw and discards a rival's star (A5 inside a window, R1)
GRABS = load_cardset({
    "format": "redlight-cardset/1", "name": "Grabs", "award_costs": [4, 4, 6, 8],
    "stars": [{"id": f"s-{name.lower()}", "name": name, "psyche": 50, "charisma": 60,
               "fame": 1, "ability": None, "copies": 4} for name in ("Ada", "Bea", "Cleo")],
    "events": [{"id": "e-grab", "name": "Grab", "phase": "reaction", "copies": 30,
                "text": "Reaction: take an award.", "effect": {"do": "take_award"}}],
    "films": [{"id": "f-film", "name": "The Film", "color": "blue", "bonus": 1,
               "fame_required": 3, "copies": 10}],
    "awards": [{"id": "a-razzie", "name": "Razzie", "frame": "silver", "costs": None,
                "reveal_on_draw": True, "counts_toward_win": False,
                "effect": {"do": "discard_star", "target": "opponent_star"},
                "text": "Discard a star of a rival.", "copies": 10}],
})

# two players' deal takes every card: the game begins in the final showdown. The demo set's
# two longest star names, each able to outshine the other; everybody holds only reactions
SHOWDOWN = load_cardset({
    "format": "redlight-cardset/1", "name": "Showdown", "award_costs": [4, 4, 6, 8],
    "stars": [{"id": f"s-{i}", "name": name, "psyche": 50, "charisma": 60, "fame": 2,
               "ability": None, "copies": 1}
              for i, name in enumerate(("Scarlett O'Spotlight", "Honey Honorable-Mention"))],
    "events": [{"id": "e-lawyer", "name": "Lawyered Up", "phase": "reaction", "copies": 8,
                "text": "Reaction: cancel it.", "effect": {"do": "protect"}}],
    "films": [{"id": "f-film", "name": "The Film", "color": "blue", "bonus": 1,
               "fame_required": 2, "copies": 10}],
    "awards": [{"id": "a-award", "name": "Award", "frame": "gold", "costs": None,
                "reveal_on_draw": False, "counts_toward_win": True, "effect": None,
                "copies": 10}],
})


def windfalls(name: str, awards: list[dict[str, Any]]) -> CardSet:
    """Everybody holds only "take two awards" events; the award deck is `awards`."""
    return load_cardset({
        "format": "redlight-cardset/1", "name": name, "award_costs": [4, 4, 6, 8],
        "stars": [{"id": "s-star", "name": "Star", "psyche": 90, "charisma": 10, "fame": 1,
                   "ability": None, "copies": 12}],
        "events": [{"id": "e-windfall", "name": "Windfall", "phase": "own_turn", "copies": 30,
                    "text": "Take two awards.",
                    "effect": {"do": "all", "effects": [{"do": "take_award"},
                                                        {"do": "take_award"}]}}],
        "films": [{"id": "f-film", "name": "The Film", "color": "blue", "bonus": 1,
                   "fame_required": 3, "copies": 10}],
        "awards": awards,
    })


TROPHY = {"id": "a-trophy", "name": "Trophy", "frame": "gold", "costs": None,
          "reveal_on_draw": False, "counts_toward_win": True, "effect": None, "text": "",
          "copies": 10}
# plain trophies and inquiries, revealed on draw: a rival gives back an award of their
# choice (A5, return_award)
INQUIRIES = windfalls("Inquiries", [
    TROPHY,
    {"id": "a-inquiry", "name": "Inquiry", "frame": "silver", "costs": None,
     "reveal_on_draw": True, "counts_toward_win": False,
     "effect": {"do": "return_award", "target": "opponent"},
     "text": "A rival gives back an award of their choice.", "copies": 10}])
# trophies and booby prizes, silver awards the set marks as not counting toward the win (V2)
BOOBY_PRIZES = windfalls("Booby prizes", [
    TROPHY,
    {"id": "a-booby", "name": "Booby Prize", "frame": "silver", "costs": None,
     "reveal_on_draw": False, "counts_toward_win": False, "effect": None, "text": "",
     "copies": 10}])
