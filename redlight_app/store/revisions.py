"""The schema revisions shipped with this version, read from the migration files' names
(no SQLAlchemy or Alembic import: start-up and the quick listing use it too)."""
from __future__ import annotations

import re
from pathlib import Path

MIGRATIONS = Path(__file__).resolve().parent / "migrations"
_REVISION_FILE = re.compile(r"^(\d{4})_\w+\.py$")


def known_revisions() -> list[str]:
    """Revision ids shipped with this version, oldest first (from the file names, so that
    start-up need not import Alembic when the database is already current)."""
    names = [m.group(1) for p in (MIGRATIONS / "versions").iterdir()
             if (m := _REVISION_FILE.match(p.name))]
    return sorted(names)


def head_revision() -> str:
    return known_revisions()[-1]
