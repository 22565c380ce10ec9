"""Shared test setup: Qt runs offscreen; nothing touches the user's real data folder."""
from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
