"""How a game can end: the one list of the endings the engine writes into `state.ending`.

Every screen and report that counts or names endings (statistics, the result page, the
log, simulations, tournaments) reads this list, and tests check that each has its words
there, so a new ending cannot be left out of a count.
"""
from __future__ import annotations

from typing import Final

AWARDS: Final = "awards"  # V1: four awards in hand, one winner
SHOWDOWN: Final = "showdown"  # V5: the last player left in the final showdown
STALLED: Final = "stalled"  # V8: the showdown stood still for a whole round, a shared win
AGREED: Final = "agreed"  # the table agreed to end the game, no winner
LIMIT: Final = "limit"  # V6: the turn limit was reached, no winner

ENDINGS: Final = (AWARDS, SHOWDOWN, STALLED, AGREED, LIMIT)
# the endings reached by playing (every ending but the table's agreement)
PLAYED_ENDINGS: Final = (AWARDS, SHOWDOWN, STALLED, LIMIT)
# the endings that name winners (the others end with none)
WINNING_ENDINGS: Final = (AWARDS, SHOWDOWN, STALLED)
