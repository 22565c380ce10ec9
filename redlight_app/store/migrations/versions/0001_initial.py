"""Initial schema: card sets, games, seats, the move log and results.

Revision ID: 0001
Revises: (none)
Create Date: 2026-12-02
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = '0001'
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table('cardsets',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=200), nullable=False),
    sa.Column('hash', sa.String(length=64), nullable=False),
    sa.Column('document', sa.Text(), nullable=False),
    sa.Column('created', sa.DateTime(), nullable=False),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_cardsets')),
    sa.UniqueConstraint('hash', name=op.f('uq_cardsets_hash'))
    )
    op.create_table('games',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('cardset_id', sa.Integer(), nullable=False),
    sa.Column('seed', sa.BigInteger(), nullable=False),
    sa.Column('options', sa.Text(), nullable=False),
    sa.Column('first_player', sa.Integer(), nullable=True),
    sa.Column('mode', sa.String(length=20), nullable=False),
    sa.Column('status', sa.String(length=20), nullable=False),
    sa.Column('turn', sa.Integer(), nullable=False),
    sa.Column('move_count', sa.Integer(), nullable=False),
    sa.Column('created', sa.DateTime(), nullable=False),
    sa.Column('updated', sa.DateTime(), nullable=False),
    sa.CheckConstraint("status IN ('playing', 'showdown', 'over')", name=op.f('ck_games_status')),
    sa.ForeignKeyConstraint(['cardset_id'], ['cardsets.id'], name=op.f('fk_games_cardset_id_cardsets'),
                            ondelete='RESTRICT'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_games'))
    )
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_games_cardset_id'), ['cardset_id'], unique=False)
        batch_op.create_index(batch_op.f('ix_games_status_updated'), ['status', 'updated'], unique=False)

    op.create_table('moves',
    sa.Column('game_id', sa.Integer(), nullable=False),
    sa.Column('seq', sa.Integer(), nullable=False),
    sa.Column('move', sa.Text(), nullable=False),
    sa.Column('created', sa.DateTime(), nullable=False),
    sa.CheckConstraint('seq >= 1', name=op.f('ck_moves_seq_positive')),
    sa.ForeignKeyConstraint(['game_id'], ['games.id'], name=op.f('fk_moves_game_id_games'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('game_id', 'seq', name=op.f('pk_moves'))
    )
    op.create_table('results',
    sa.Column('game_id', sa.Integer(), nullable=False),
    sa.Column('winners', sa.Text(), nullable=False),
    sa.Column('ending', sa.String(length=20), nullable=False),
    sa.Column('turns', sa.Integer(), nullable=False),
    sa.Column('finished', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['game_id'], ['games.id'], name=op.f('fk_results_game_id_games'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('game_id', name=op.f('pk_results'))
    )
    op.create_table('seats',
    sa.Column('game_id', sa.Integer(), nullable=False),
    sa.Column('position', sa.Integer(), nullable=False),
    sa.Column('name', sa.String(length=100), nullable=False),
    sa.Column('kind', sa.String(length=10), nullable=False),
    sa.Column('level', sa.String(length=40), nullable=True),
    sa.CheckConstraint("kind IN ('human', 'bot')", name=op.f('ck_seats_kind')),
    sa.ForeignKeyConstraint(['game_id'], ['games.id'], name=op.f('fk_seats_game_id_games'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('game_id', 'position', name=op.f('pk_seats'))
    )
    with op.batch_alter_table('seats', schema=None) as batch_op:
        batch_op.create_index(batch_op.f('ix_seats_name'), ['name'], unique=False)



def downgrade() -> None:
    with op.batch_alter_table('seats', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_seats_name'))

    op.drop_table('seats')
    op.drop_table('results')
    op.drop_table('moves')
    with op.batch_alter_table('games', schema=None) as batch_op:
        batch_op.drop_index(batch_op.f('ix_games_status_updated'))
        batch_op.drop_index(batch_op.f('ix_games_cardset_id'))

    op.drop_table('games')
    op.drop_table('cardsets')
