"""The headless scenario runner (SCENARIOS.md): a rigged game replayed move by move."""
from __future__ import annotations

from typing import Any

from ..name_text import name_too_long
from .cards import CardSetError, load_cardset, shown
from .errors import IllegalMove
from .moves import ChooseTargets, Move, MoveFormatError
from .names import name_problem
from .reveal_choice import reveal_choices, waiting_reveal
from .rules import apply
from .setup import MAX_PLAYERS, MIN_PLAYERS, rigged_game
from .state import RULES_CURRENT, GameState, Options
from .strict_json import StrictJsonError, check_document, read_json
from .values import stat

FORMAT = "redlight-scenario/1"


class ScenarioError(ValueError):
    """The file is not a valid scenario; the message is one line saying why."""


def run_scenario_text(text: str | bytes) -> dict[str, Any]:
    """Run a scenario file's text, read by the strict reader (5 MB, 32 levels, ...)."""
    try:
        data = read_json(text, "the scenario")
    except StrictJsonError as exc:
        raise ScenarioError(str(exc)) from None
    return run_scenario(data)


def run_scenario(data: Any) -> dict[str, Any]:
    """Apply the moves in order, under the scenario's rules version (the newest unless its
    options name one). A5: an award a move reveals resolves on the targets the move named;
    when it named none and its drawer has a choice to make, the next move may be that
    choice (`choose_targets`); if it is not, the first eligible choice is taken for the
    drawer before it (SCENARIOS.md: a further choice the moves do not name is the first
    eligible)."""
    state, moves = load_scenario(data)
    results = []
    for i, move in enumerate(moves):
        try:
            apply(state, move)
            results.append("ok")
        except IllegalMove as exc:
            results.append(f"illegal:{exc.rule}")
        following = moves[i + 1] if i + 1 < len(moves) else None
        if following is None or following.type != "choose_targets":
            _choose_first_eligible(state)
    return {"results": results, "state": scenario_state(state)}


def _choose_first_eligible(state: GameState) -> None:
    """A5: each revealed award waiting for its drawer's choice takes the first eligible."""
    while (waiting := waiting_reveal(state)) is not None:
        choices = reveal_choices(state, waiting)
        if not choices:  # nothing left to aim at: the engine fizzles it (never waits so)
            return
        target, target_player = choices[0]
        apply(state, ChooseTargets(waiting.actor, target, target_player))


def load_scenario(data: Any) -> tuple[GameState, list[Move]]:
    """Validate a scenario and build its starting state and move list."""
    if not isinstance(data, dict):
        raise ScenarioError("a scenario must be a JSON object")
    try:
        check_document(data, "the scenario")
    except StrictJsonError as exc:
        raise ScenarioError(str(exc)) from None
    if data.get("format") != FORMAT:
        raise ScenarioError(f'format must be "{FORMAT}", not {shown(data.get("format"))}')
    try:
        cardset = load_cardset(data.get("cardset"), require_every_kind=False)
    except CardSetError as exc:
        raise ScenarioError(f"cardset: {exc}") from None
    players = data.get("players")
    if (not isinstance(players, list) or not all(isinstance(p, str) for p in players)
            or not MIN_PLAYERS <= len(players) <= MAX_PLAYERS):
        raise ScenarioError("players must be a list of 2 to 6 names")
    for i, name in enumerate(players):
        refusal = name_too_long(name)
        if refusal is not None:
            raise ScenarioError(f"players[{i}]: {refusal}")
        problem = name_problem(name)
        if problem is not None:
            raise ScenarioError(f"players[{i}]: the name {problem}")
    n = len(players)
    options_raw = data.get("options") or {}
    if not isinstance(options_raw, dict):
        raise ScenarioError("options must be an object")
    try:  # written for the current rules unless it says otherwise (see run_scenario)
        options = Options.from_dict({"rules_version": RULES_CURRENT, **options_raw})
    except (TypeError, ValueError) as exc:
        raise ScenarioError(f"options: {exc}") from None
    first = data.get("first_player", 0)
    if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < n:
        raise ScenarioError(f"first_player must be a seat from 0 to {n - 1}")
    deal = data.get("deal")
    if not isinstance(deal, dict):
        raise ScenarioError("deal must be an object with tables and hands")

    placed: dict[str, str] = {}

    def cards_list(value: Any, where: str, kinds: tuple[str, ...]) -> list[str]:
        if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
            raise ScenarioError(f"{where} must be a list of card instances")
        for inst in value:
            kind = cardset.kind_of(inst)
            if kind is None:
                raise ScenarioError(f"{where}: {shown(inst)} is not a card instance of the card set")
            if kind not in kinds:
                raise ScenarioError(f"{where}: {inst} is a {kind}, not {' or '.join(kinds)}")
            if inst in placed:
                raise ScenarioError(f"{inst} is placed twice ({placed[inst]} and {where})")
            placed[inst] = where
        return list(value)

    def per_seat(key: str, kinds: tuple[str, ...], required: bool) -> list[list[str]]:
        value = deal.get(key)
        if value is None and not required:
            return [[] for _ in range(n)]
        if not isinstance(value, list) or len(value) != n:
            raise ScenarioError(f"deal.{key} must hold one list per player ({n})")
        return [cards_list(v, f"deal.{key}[{i}]", kinds) for i, v in enumerate(value)]

    tables = per_seat("tables", ("star",), True)
    hands = per_seat("hands", ("event",), True)
    held = per_seat("awards", ("award",), False)
    main = cards_list(data.get("main", []), "main", ("star", "event"))
    films = cards_list(data.get("films", []), "films", ("film",))
    awards = cards_list(data.get("awards", []), "awards", ("award",))
    missing = [inst for inst in cardset.cards if inst not in placed]
    if missing:
        raise ScenarioError(f"{missing[0]} is not placed anywhere"
                            + (f" (and {len(missing) - 1} more)" if len(missing) > 1 else ""))
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise ScenarioError("actions must be a list of moves")
    moves = []
    for i, raw in enumerate(actions):
        try:
            move = Move.from_dict(raw)
        except MoveFormatError as exc:
            raise ScenarioError(f"actions[{i}]: {exc}") from None
        for seat in (move.player, getattr(move, "target_player", None),
                     getattr(move, "reveal_target_player", None)):
            if seat is not None and not 0 <= seat < n:
                raise ScenarioError(f"actions[{i}]: there is no seat {seat}")
        moves.append(move)
    seed = data.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        seed = 0
    state = rigged_game(cardset, players, tables, hands, held, main, films, awards, first,
                        options, seed=seed)
    return state, moves


def scenario_state(state: GameState) -> dict[str, Any]:
    """The state in the scenario output format."""
    films_top = state.films[0] if state.films else None
    return {
        "status": state.status,
        "winners": list(state.winners),
        "active": state.active,
        "turn": state.turn,
        "window": state.window.seat if state.window is not None else None,
        "main": len(state.main),
        "films": len(state.films),
        "awards": len(state.awards),
        "film_top_required": state.cardset.film_cards[films_top].fame_required if films_top else None,
        "discard": list(state.discard),
        "players": [
            {"name": p.name, "out": p.out, "hand": list(p.hand), "awards": list(p.awards),
             "table": [{"card": s.card, "psyche": stat(state, s.card, "psyche"),
                        "charisma": stat(state, s.card, "charisma"),
                        "fame": stat(state, s.card, "fame"), "used": s.used,
                        "films": list(s.films)} for s in p.table]}
            for p in state.players
        ],
    }
