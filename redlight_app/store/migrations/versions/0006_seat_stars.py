"""Seats keep the names of the stars on their table at the end, for per-name statistics
("the stars they won with most") read without replaying any game.

Finished games saved before this revision are filled in by replaying their logs; a game
whose log no longer replays keeps NULL (statistics then leave it out of that count).

Revision ID: 0006
Revises: 0003
Create Date: 2026-12-03
"""
from __future__ import annotations

import json
import logging

import sqlalchemy as sa
from alembic import op

from redlight_app.engine.cards import CardSet
from redlight_app.engine.moves import Move
from redlight_app.engine.record import GameRecord
from redlight_app.engine.state import Options
from redlight_app.store.shown_names import stored_cardset  # old names escaped

revision = "0006"
down_revision = "0003"
branch_labels = None
depends_on = None

log = logging.getLogger("redlight.store")


def upgrade() -> None:
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.add_column(sa.Column("stars", sa.Text(), nullable=True))
    _backfill(op.get_bind())


def downgrade() -> None:
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.drop_column("stars")


def _backfill(conn: sa.Connection) -> None:

    games = conn.execute(sa.text(
        "SELECT g.id, g.seed, g.options, g.first_player, g.chance, g.dealt_stars, c.document "
        "FROM games g JOIN cardsets c ON c.id = g.cardset_id "
        "JOIN results r ON r.game_id = g.id")).all()
    cardsets: dict[str, CardSet] = {}
    for game_id, seed, options, first_player, chance, dealt, document in games:
        try:
            cardset = cardsets.get(document)
            if cardset is None:
                cardset = cardsets[document] = stored_cardset(document)
            seats = conn.execute(sa.text(
                "SELECT name FROM seats WHERE game_id = :g ORDER BY position"),
                {"g": game_id}).scalars().all()
            moves = conn.execute(sa.text(
                "SELECT move FROM moves WHERE game_id = :g ORDER BY seq"),
                {"g": game_id}).scalars().all()
            record = GameRecord(cardset=cardset,
                                seats=[{"name": n} for n in seats], seed=seed,
                                options=Options.from_dict(json.loads(options)),
                                first_player=first_player,
                                moves=[Move.from_dict(json.loads(m)) for m in moves],
                                chance=chance or "digital",
                                dealt_stars=json.loads(dealt) if dealt else None)
            state = record.replay()
        except Exception as exc:  # a log that no longer replays keeps NULL, as documented
            log.warning("game %s: stars not filled in (%s)", game_id, exc)
            continue
        for position, player in enumerate(state.players):
            names = [state.cardset.name_of(s.card) for s in player.table]
            conn.execute(sa.text(
                "UPDATE seats SET stars = :s WHERE game_id = :g AND position = :p"),
                {"s": json.dumps(names, ensure_ascii=False), "g": game_id, "p": position})
