"""Games remember who resolves chance: the seeded RNG ("digital") or people at a real table
("table"), and for table games the star each seat was dealt (the engine's table mode).

Existing games are all digital, which the column's default says.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.add_column(sa.Column("chance", sa.String(length=10), nullable=False,
                                      server_default="digital"))
        batch_op.add_column(sa.Column("dealt_stars", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games", schema=None) as batch_op:
        batch_op.drop_column("dealt_stars")
        batch_op.drop_column("chance")
