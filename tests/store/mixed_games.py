"""A database of mixed saved games for the look-back tests (statistics, replay, log): digital
games against computers of each level, a three-player game, a table game ended by
agreement, and one game still in play. Moves are chosen by the bots, seeded."""
from __future__ import annotations

from typing import Any

from redlight_app.bots import make_bot
from redlight_app.bots.play import play_game
from redlight_app.engine.cards import CardSet, load_cardset_text
from redlight_app.engine.moves import AgreeEnd, Draw, EndTurn
from redlight_app.engine.record import GameRecord
from redlight_app.engine.state import TABLE, Options
from redlight_app.resources import demo_cardset_path


def demo() -> CardSet:
    return load_cardset_text(demo_cardset_path().read_bytes())


def seat(name: str, level: str | None = None) -> dict[str, Any]:
    return {"name": name, "kind": "bot" if level else "human", "level": level}


def bot_record(cardset: CardSet, seats: list[dict[str, Any]], seed: int,
               players: list[str] | None = None, keep: int | None = None) -> GameRecord:
    """A game between `seats`, its moves chosen by the bots named in `players` (greedy by
    default), played to the end (or cut after `keep` moves)."""
    bots = [make_bot(p) for p in (players or ["greedy"] * len(seats))]
    options = Options(turn_limit=400)
    played = play_game(cardset, bots, seed, options, names=[s["name"] for s in seats])
    moves = played.moves if keep is None else played.moves[:keep]
    return GameRecord(cardset=cardset, seats=seats, seed=seed, options=options, moves=moves)


def mixed_records(cardset: CardSet) -> list[GameRecord]:
    records = []
    for seed in range(1, 5):  # Ann (plays greedy) against Bob, a normal computer (plays random)
        records.append(bot_record(cardset, [seat("Ann"), seat("Bob", "normal")], seed,
                                  ["greedy", "random"]))
    for seed in (11, 12):  # three at the table: an easy and a hard computer
        records.append(bot_record(cardset, [seat("Ann"), seat("Cy", "easy"), seat("Bob", "hard")],
                                  seed, ["random", "greedy", "greedy"]))
    stars = [c for c in cardset.instances["star"]][:2]
    records.append(GameRecord(cardset=cardset, seats=[seat("Ann"), seat("Dee")], seed=0,
                              first_player=0, moves=[AgreeEnd()], chance=TABLE,
                              dealt_stars=stars))
    records.append(bot_record(cardset, [seat("Ann"), seat("Bob", "normal")], 21, keep=12))
    records.append(table_record(cardset))
    return records


def table_record(cardset: CardSet) -> GameRecord:
    """A table game in play: secret events drawn, a star drawn and entered."""
    stars = list(cardset.instances["star"])
    return GameRecord(cardset=cardset, seats=[seat("Ann"), seat("Dee")], seed=0, first_player=0,
                      chance=TABLE, dealt_stars=stars[:2],
                      moves=[EndTurn(0), Draw(1),
                             Draw(1, card=stars[2]), EndTurn(1),
                             Draw(0), Draw(0)])


def save_mixed_games(repo: Any) -> list[int]:
    """Store the mixed games; their numbers, in the order of `mixed_records`."""
    return [repo.create_game(r) for r in mixed_records(demo())]
