"""The database tables, as typed SQLAlchemy 2 models.

A game is its card set (stored whole), seed, seats, options and the append-only move log;
`games.status`, `turn` and `move_count` are a summary of the replayed log kept for listing,
and `results` is written when a game ends, for statistics.
"""
from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

NAMING = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING)


class CardSetRow(Base):
    """A card set exactly as it was played: its canonical JSON and that text's SHA-256."""

    __tablename__ = "cardsets"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    hash: Mapped[str] = mapped_column(String(64), unique=True)
    document: Mapped[str] = mapped_column(Text)
    created: Mapped[datetime] = mapped_column(DateTime)


class GameRow(Base):
    __tablename__ = "games"
    __table_args__ = (
        CheckConstraint("status IN ('playing', 'showdown', 'over')", name="status"),
        Index(None, "status", "updated"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    cardset_id: Mapped[int] = mapped_column(ForeignKey("cardsets.id", ondelete="RESTRICT"),
                                            index=True)
    seed: Mapped[int] = mapped_column(BigInteger)
    options: Mapped[str] = mapped_column(Text)  # Options.to_dict() as JSON
    first_player: Mapped[int | None] = mapped_column(Integer)
    mode: Mapped[str] = mapped_column(String(20))
    status: Mapped[str] = mapped_column(String(20))
    turn: Mapped[int] = mapped_column(Integer)
    move_count: Mapped[int] = mapped_column(Integer)
    created: Mapped[datetime] = mapped_column(DateTime)
    updated: Mapped[datetime] = mapped_column(DateTime)
    # Added by later revisions: SQLite appends new columns, so they are declared last here.
    chance: Mapped[str] = mapped_column(String(10), server_default="digital")  # 0003
    dealt_stars: Mapped[str | None] = mapped_column(Text)  # JSON list, table games (0003)


class SeatRow(Base):
    __tablename__ = "seats"
    __table_args__ = (CheckConstraint("kind IN ('human', 'bot')", name="kind"),)

    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"),
                                         primary_key=True)
    position: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(100), index=True)
    kind: Mapped[str] = mapped_column(String(10))
    level: Mapped[str | None] = mapped_column(String(40))
    awards: Mapped[int | None] = mapped_column(Integer)  # award cards held at the end (0002)
    stars: Mapped[str | None] = mapped_column(Text)  # JSON: her stars' names at the end (0006)


class MoveRow(Base):
    """One accepted move; rows are only ever appended, or removed from the end by undo."""

    __tablename__ = "moves"
    __table_args__ = (CheckConstraint("seq >= 1", name="seq_positive"),)

    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"),
                                         primary_key=True)
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)
    move: Mapped[str] = mapped_column(Text)  # Move.to_dict() as JSON
    created: Mapped[datetime] = mapped_column(DateTime)


class ResultRow(Base):
    __tablename__ = "results"

    game_id: Mapped[int] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"),
                                         primary_key=True)
    winners: Mapped[str] = mapped_column(Text)  # JSON list of seat numbers
    ending: Mapped[str] = mapped_column(String(20))
    turns: Mapped[int] = mapped_column(Integer)
    finished: Mapped[datetime] = mapped_column(DateTime)
