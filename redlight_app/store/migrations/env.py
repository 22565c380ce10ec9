"""Alembic environment for the saved-games database.

The app runs migrations programmatically (`redlight_app.store.db`), handing over an open
connection in ``config.attributes["connection"]`` inside one transaction, so an upgrade
either completes or leaves the file as it was. Run without a connection (developers making
a new revision), it opens ``sqlalchemy.url`` itself.
"""
from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from redlight_app.store.models import Base

config = context.config
target_metadata = Base.metadata


def _run(connection) -> None:
    # render_as_batch: SQLite cannot ALTER most things, batch mode copies the table instead.
    context.configure(connection=connection, target_metadata=target_metadata,
                      render_as_batch=True, compare_type=True, transactional_ddl=True)
    with context.begin_transaction():
        context.run_migrations()


connection = config.attributes.get("connection")
if connection is not None:
    _run(connection)
else:
    engine = create_engine(config.get_main_option("sqlalchemy.url") or "sqlite://")
    with engine.begin() as conn:
        _run(conn)
