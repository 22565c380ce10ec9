"""Starting a game: the shuffled deal of a digital game (S1-S5), or a rigged deal."""
from __future__ import annotations

import random
from typing import Sequence

from . import chance
from .cards import CardSet
from .flow import check_end
from .stall import mark_turn_start
from .state import GameState, Options, PlayerState, StarSlot

MIN_PLAYERS, MAX_PLAYERS = 2, 6


class SetupError(ValueError):
    """A game that cannot start (S4), with a message saying why."""


def check_players(cardset: CardSet, players: Sequence[str]) -> None:
    n = len(players)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise SetupError(f"Red Light is played by 2 to 6 players, not {n} (S4).")
    stars = len(cardset.instances["star"])
    events = len(cardset.instances["event"])
    if stars < n:
        raise SetupError(f"The card set \"{cardset.name}\" has {stars} stars: {n} players need at "
                         f"least {n} (S4).")
    if events < 4 * n:
        raise SetupError(f"The card set \"{cardset.name}\" has {events} events: {n} players need at "
                         f"least {4 * n} (S4).")


def new_game(cardset: CardSet, players: Sequence[str], seed: int, options: Options | None = None,
             first_player: int | None = None) -> GameState:
    """A digital game: decks shuffled by the seeded RNG, 1 star and 4 events dealt to each."""
    check_players(cardset, players)
    options = options or Options()
    version = options.chance_version
    rnd = random.Random(seed)
    stars = list(cardset.instances["star"])
    events = list(cardset.instances["event"])
    films = list(cardset.instances["film"])
    awards = list(cardset.instances["award"])
    for deck in (stars, events, films, awards):
        chance.shuffle(rnd, deck, version)
    seats = []
    for name in players:
        seats.append(PlayerState(name, table=[StarSlot(stars.pop())],
                                 hand=[events.pop() for _ in range(4)]))
    main = stars + events
    chance.shuffle(rnd, main, version)
    if first_player is None:
        first_player = chance.below(rnd, len(players), version)
    elif not 0 <= first_player < len(players):
        raise SetupError(f"There is no seat {first_player} to start.")
    state = GameState(cardset=cardset, players=seats, options=options, seed=seed,
                      main=main, films=films, awards=awards, active=first_player, turn=1)
    check_end(state, [])
    mark_turn_start(state)
    return state


def rigged_game(cardset: CardSet, players: Sequence[str], tables: Sequence[Sequence[str]],
                hands: Sequence[Sequence[str]], held_awards: Sequence[Sequence[str]],
                main: Sequence[str], films: Sequence[str], awards: Sequence[str],
                first_player: int, options: Options | None = None, seed: int = 0) -> GameState:
    """A game from a given deal and deck order (scenarios, tests); the caller validates it."""
    seats = [PlayerState(name, table=[StarSlot(s) for s in tables[i]], hand=list(hands[i]),
                         awards=list(held_awards[i]))
             for i, name in enumerate(players)]
    state = GameState(cardset=cardset, players=seats, options=options or Options(), seed=seed,
                      main=list(main), films=list(films), awards=list(awards),
                      active=first_player, turn=1)
    check_end(state, [])
    mark_turn_start(state)
    return state
