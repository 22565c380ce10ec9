"""Small card sets and rigged games for rule tests."""
from __future__ import annotations

from typing import Any

from redlight_app.engine.cards import load_cardset
from redlight_app.engine.scenario import load_scenario
from redlight_app.engine.state import GameState


def star(id: str, psyche: int = 50, charisma: int = 50, fame: int = 1, ability: Any = None,
         copies: int = 1) -> dict[str, Any]:
    return {"id": id, "name": id.removeprefix("s-").title(), "psyche": psyche, "charisma": charisma,
            "fame": fame, "copies": copies, "ability": ability, "text": ""}


def event(id: str, effect: Any = None, phase: str = "own_turn", copies: int = 1) -> dict[str, Any]:
    return {"id": id, "name": id.removeprefix("e-").title(), "phase": phase,
            "effect": effect or {"do": "manual"}, "copies": copies, "text": ""}


def film(id: str, color: str = "blue", bonus: int = 1, fame_required: int = 1,
         copies: int = 1) -> dict[str, Any]:
    return {"id": id, "name": id.removeprefix("f-").title(), "color": color, "bonus": bonus,
            "fame_required": fame_required, "copies": copies}


def award(id: str, frame: str = "gold", costs: Any = None, reveal: bool = False, counts: bool = True,
          effect: Any = None, copies: int = 1) -> dict[str, Any]:
    return {"id": id, "name": id.removeprefix("a-").title(), "frame": frame, "costs": costs,
            "reveal_on_draw": reveal, "counts_toward_win": counts, "effect": effect,
            "copies": copies}


def cardset_doc(stars: list, events: list, films: list, awards: list,
                costs: list[int] | None = None) -> dict[str, Any]:
    return {"format": "redlight-cardset/1", "name": "test", "award_costs": costs or [4, 4, 6, 8],
            "stars": stars, "events": events, "films": films, "awards": awards}


def fillers(n: int, start: int = 1) -> list[dict[str, Any]]:
    return [event(f"e-f{i}") for i in range(start, start + n)]


def table_box_doc() -> dict[str, Any]:
    """The small box the table-mode tests play with (engine and GUI): a reaction, a film
    taker and a rumour among fillers; three films; a cheap award among two plain ones."""
    return cardset_doc(
        [star("s-ann", charisma=80, fame=2), star("s-bob", psyche=50, fame=2),
         star("s-cy", fame=3), star("s-di", psyche=90)],
        [event("e-lawyer", {"do": "protect"}, "reaction"),
         event("e-take", {"do": "take_film"}),
         event("e-rumour", {"do": "modify", "stat": "psyche", "amount": -40,
                            "target": "opponent_star", "until": "end_of_turn"})] + fillers(9),
        [film("f-red", "red", 30, 2), film("f-blue", "blue", 1, 3), film("f-green", "green", 20, 1)],
        [award("a-gold"), award("a-cheap", costs=[2, 2, 2, 2]), award("a-x")])


def rig(stars: list, events: list, films: list, awards: list, tables: list, hands: list,
        main: list | None = None, film_order: list | None = None, award_order: list | None = None,
        held: list | None = None, first: int = 0, options: dict | None = None,
        players: list[str] | None = None, costs: list[int] | None = None) -> GameState:
    """A rigged game; cards not placed anywhere else go to the bottom of the main deck."""
    doc = cardset_doc(stars, events, films, awards, costs)
    cs = load_cardset(doc, require_every_kind=False)
    placed = {c for group in tables + hands + (held or []) for c in group}
    main = list(main or [])
    placed |= set(main)
    film_order = film_order if film_order is not None else [
        i for i in cs.instances["film"] if i not in placed]
    award_order = award_order if award_order is not None else [
        i for i in cs.instances["award"] if i not in placed]
    placed |= set(film_order) | set(award_order)
    main += [i for i in cs.instances["star"] + cs.instances["event"] if i not in placed]
    scenario = {"format": "redlight-scenario/1", "cardset": doc,
                "players": players or [f"P{i}" for i in range(len(tables))],
                "options": options or {}, "first_player": first,
                "deal": {"tables": tables, "hands": hands, "awards": held or [[] for _ in tables]},
                "main": main, "films": film_order, "awards": award_order, "actions": []}
    state, _ = load_scenario(scenario)
    return state


def synthetic_doc(n_stars: int = 25, n_events: int = 36, n_films: int = 24,
                  n_awards: int = 15) -> dict[str, Any]:
    """A plain 100-card set with a spread of values and every effect verb, for playouts."""
    stars = [star(f"s-{i}", psyche=30 + (i * 17) % 80, charisma=30 + (i * 29) % 80, fame=1 + i % 3)
             for i in range(n_stars)]
    effects = [
        {"do": "draw", "count": 2}, {"do": "take_film"}, {"do": "take_award"},
        {"do": "extra_award_purchase"},
        {"do": "modify", "stat": "fame", "amount": 2, "target": "own_star", "until": "end_of_turn"},
        {"do": "modify", "stat": "psyche", "amount": -30, "target": "opponent_star",
         "until": "end_of_turn"},
        {"do": "ready_star", "target": "own_star"}, {"do": "discard_star", "target": "opponent_star"},
        {"do": "steal_film", "target": "opponent_star"}, {"do": "return_award", "target": "opponent"},
        {"do": "discard_random", "target": "opponent", "count": 1},
        {"do": "steal_random", "target": "opponent"}, {"do": "skip_turn", "target": "opponent"},
        {"do": "all", "effects": [{"do": "draw", "count": 1}, {"do": "take_film"}]},
        {"do": "manual"},
    ]
    events = []
    for i in range(n_events):
        if i % 6 == 5:
            events.append(event(f"e-{i}", {"do": "protect" if i % 12 == 5 else "cancel_event"},
                                "reaction"))
        else:
            events.append(event(f"e-{i}", effects[i % len(effects)],
                                "any_turn" if i % 7 == 3 else "own_turn"))
    films = [film(f"f-{i}", color=("green", "red", "blue")[i % 3],
                  bonus=1 + i % 2 if i % 3 == 2 else 20 + (i * 10) % 50, fame_required=1 + i % 4)
             for i in range(n_films)]
    awards = [award(f"a-{i}", frame="silver" if i % 7 == 6 else "gold", reveal=i % 8 == 7,
                    counts=i % 14 != 13,
                    effect={"do": "draw", "count": 1} if i % 5 == 4 else None)
              for i in range(n_awards)]
    return cardset_doc(stars, events, films, awards)


def large_doc(n_stars: int = 100, n_events: int = 144, n_films: int = 96,
              n_awards: int = 60) -> dict[str, Any]:
    """A 400-card set (by default) with every kind of ability, phase, effect verb and target,
    combined effects aimed at a star and a player, award cost rows of their own (some 0),
    awards revealed on draw aimed at stars and players, awards that do not count: for
    property tests over many reachable positions."""
    star_effects = [
        {"do": "modify", "stat": "psyche", "amount": -30, "target": "opponent_star",
         "until": "end_of_turn"},
        {"do": "draw", "count": 1}, {"do": "take_film"}, {"do": "take_award"},
        {"do": "ready_star", "target": "own_star"}, {"do": "steal_film", "target": "opponent_star"},
        {"do": "discard_random", "target": "opponent", "count": 1},
        {"do": "all", "effects": [{"do": "modify", "stat": "fame", "amount": 1, "target": "self",
                                   "until": "end_of_turn"}, {"do": "skip_turn", "target": "opponent"}]},
    ]
    passives = [{"do": "modify", "stat": stat, "amount": 10 if stat != "fame" else 1, "target": kind,
                 "until": "permanent"}
                for stat in ("psyche", "charisma", "fame") for kind in ("self", "own_star",
                                                                        "opponent_star", "any_star")]
    reactions = [{"do": "modify", "stat": "psyche", "amount": 30, "target": "self",
                  "until": "end_of_turn"}, {"do": "protect"}, {"do": "take_award"},
                 {"do": "cancel_event"}, {"do": "discard_star", "target": "opponent_star"}]
    stars = []
    for i in range(n_stars):
        ability: Any = None
        if i % 4 == 1:
            ability = {"kind": "action", "effect": star_effects[i % len(star_effects)], "text": ""}
        elif i % 4 == 2:
            ability = {"kind": "passive", "effect": passives[i % len(passives)], "text": ""}
        elif i % 8 == 3:
            ability = {"kind": "reaction", "effect": reactions[i % len(reactions)], "text": "",
                       "trigger": "star" if i % 16 == 3 else "player"}
        stars.append(star(f"s-{i}", psyche=20 + (i * 17) % 90, charisma=20 + (i * 29) % 90,
                          fame=i % 4, ability=ability))
    effects = [
        *star_effects, {"do": "extra_award_purchase"}, {"do": "manual"},
        {"do": "modify", "stat": "charisma", "amount": 30, "target": "any_star", "until": "end_of_turn"},
        {"do": "modify", "stat": "fame", "amount": 1, "target": "own_star", "until": "permanent"},
        {"do": "discard_star", "target": "opponent_star"}, {"do": "return_award", "target": "opponent"},
        {"do": "steal_random", "target": "opponent"}, {"do": "skip_turn", "target": "opponent"},
        {"do": "all", "effects": [{"do": "take_award"}, {"do": "take_award"}]},
        {"do": "all", "effects": [{"do": "steal_film", "target": "opponent_star"},
                                  {"do": "return_award", "target": "opponent"}]},
    ]
    events = []
    for i in range(n_events):
        if i % 5 == 4:
            events.append(event(f"e-{i}", reactions[i % len(reactions)], "reaction"))
        else:
            events.append(event(f"e-{i}", effects[i % len(effects)],
                                "any_turn" if i % 7 == 3 else "own_turn"))
    films = [film(f"f-{i}", color=("green", "red", "blue")[i % 3],
                  bonus=1 + i % 2 if i % 3 == 2 else 10 + (i * 10) % 40, fame_required=i % 5)
             for i in range(n_films)]
    award_effects: list[Any] = [
        None, {"do": "draw", "count": 1}, {"do": "take_film"},
        {"do": "discard_star", "target": "opponent_star"},
        {"do": "return_award", "target": "opponent"},
        {"do": "discard_random", "target": "opponent", "count": 1},
        {"do": "modify", "stat": "psyche", "amount": -20, "target": "own_star", "until": "permanent"},
    ]
    awards = [award(f"a-{i}", frame="silver" if i % 6 == 5 else "gold",
                    costs=[[0, 1, 2, 3], [1, 3, 4, 5], [4, 4, 6, 8]][i % 3] if i % 4 == 0 else None,
                    reveal=i % 5 == 2, counts=i % 9 != 8,
                    effect=award_effects[i % len(award_effects)])
              for i in range(n_awards)]
    return cardset_doc(stars, events, films, awards)


def make_move(type: str, player: int | None = None, **fields: Any) -> Any:
    """The move of that type (its JSON word) with these fields, like a scenario action."""
    from redlight_app.engine.moves import move_class
    cls = move_class(type)
    assert cls is not None, type
    if "stars" in fields:
        fields["stars"] = tuple(fields["stars"])
    if player is not None:
        fields["player"] = player
    return cls(**fields)


def do(state: GameState, type: str, player: int | None = None, **fields: Any) -> list:
    """Apply a move given like a scenario action; returns the log."""
    from redlight_app.engine.rules import apply
    return apply(state, make_move(type, player, **fields))


def refused(state: GameState, rule: str, type: str, player: int | None = None, **fields: Any) -> str:
    """Assert the move is refused with `rule` and changes nothing; returns the sentence."""
    import json

    import pytest

    from redlight_app.engine.errors import IllegalMove
    before = json.dumps(state.to_dict(), sort_keys=True)
    with pytest.raises(IllegalMove) as info:
        do(state, type, player, **fields)
    assert info.value.rule == rule, f"expected {rule}, got {info.value.rule}: {info.value.message}"
    assert json.dumps(state.to_dict(), sort_keys=True) == before
    return info.value.message


def table(state: GameState, seat: int) -> list[str]:
    return [s.card for s in state.players[seat].table]
