"""Seats keep the number of award cards held at the end, for per-name statistics.

Finished games saved before this revision are filled in by replaying their logs; a game
whose log no longer replays keeps NULL (statistics then skip it for the mean).

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-02
"""
from __future__ import annotations

import json
import logging

import sqlalchemy as sa
from alembic import op

from redlight_app.engine.moves import Move
from redlight_app.engine.record import GameRecord
from redlight_app.engine.state import Options
from redlight_app.store.shown_names import stored_cardset  # old names escaped

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

log = logging.getLogger("redlight.store")


def upgrade() -> None:
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.add_column(sa.Column("awards", sa.Integer(), nullable=True))
    _backfill(op.get_bind())


def downgrade() -> None:
    with op.batch_alter_table("seats", schema=None) as batch_op:
        batch_op.drop_column("awards")


def _backfill(conn: sa.Connection) -> None:

    games = conn.execute(sa.text(
        "SELECT g.id, g.seed, g.options, g.first_player, c.document FROM games g "
        "JOIN cardsets c ON c.id = g.cardset_id JOIN results r ON r.game_id = g.id")).all()
    for game_id, seed, options, first_player, document in games:
        try:
            seats = conn.execute(sa.text(
                "SELECT name FROM seats WHERE game_id = :g ORDER BY position"),
                {"g": game_id}).scalars().all()
            moves = conn.execute(sa.text(
                "SELECT move FROM moves WHERE game_id = :g ORDER BY seq"),
                {"g": game_id}).scalars().all()
            record = GameRecord(cardset=stored_cardset(document),
                                seats=[{"name": n} for n in seats], seed=seed,
                                options=Options.from_dict(json.loads(options)),
                                first_player=first_player,
                                moves=[Move.from_dict(json.loads(m)) for m in moves])
            state = record.replay()
        except Exception as exc:  # a log that no longer replays keeps NULL, as documented
            log.warning("game %s: awards not filled in (%s)", game_id, exc)
            continue
        for position, player in enumerate(state.players):
            conn.execute(sa.text(
                "UPDATE seats SET awards = :a WHERE game_id = :g AND position = :p"),
                {"a": len(player.awards), "g": game_id, "p": position})
