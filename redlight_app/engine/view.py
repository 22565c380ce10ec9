"""What one seat may know (a player's view): hidden cards never appear in it.

Hidden: other players' hands and award cards (their counts are public), the order of
every deck, and the identity of the top film and top award (their required fame and cost
row are public, A2/A3). Bots and the hot-seat screen read views, never the full state.
"""
from __future__ import annotations

from typing import Any

from .flow import award_cost, not_all_awards_count
from .pending import drawn_in_window, pending_to_dict
from .reveal_choice import reveal_choices
from .rules import purchases_left
from .state import UNKNOWN, GameState
from .values import table_stats

_WINDOW_KEYS = ("kind", "actor", "source", "source_kind", "attacker", "target", "target_player",
                "plan")


def view(state: GameState, seat: int | None) -> dict[str, Any]:
    """JSON-ready view for `seat` (None: a spectator who sees no hand)."""
    window = None
    if state.window is not None:
        pending = pending_to_dict(state.window.pending, state.window.cancelled,
                                  state.window.waiting)
        # what the card aims at is public: each leaf's [star, seat], and the targeted
        # players whose windows are still to come (R1)
        window = {key: pending[key] for key in _WINDOW_KEYS}
        window.update(seat=state.window.seat, waiting=pending["waiting"],
                      reactions_used=list(state.window.reactions_used),
                      # E2: the reaction played face up whose revealed award waits (or None)
                      resolving=state.window.resolving)
    # A5: a revealed award waiting for its drawer to choose its targets (public: it was shown)
    reveal = None
    if state.reveals:
        first = state.reveals[0]
        reveal = {"seat": first.actor, "card": first.source,
                  "choices": [list(c) for c in reveal_choices(state, first)],
                  "waiting": [p.source for p in state.reveals],
                  # those drawn by a reaction inside the open window (resolve at once, R1)
                  "in_window": [drawn_in_window(p) for p in state.reveals]}
    players = []
    stats = table_stats(state)
    for i, p in enumerate(state.players):
        mine = i == seat
        players.append({
            "name": p.name, "out": p.out,
            "hand": list(p.hand) if mine else None, "hand_count": len(p.hand),
            "awards": list(p.awards) if mine else None, "award_count": len(p.awards),
            # public even face down: some of them do not count (V1, V2)
            "awards_not_all_count": not_all_awards_count(state, i),
            "skips": state.skips[i],
            "table": [{"card": s.card, "films": list(s.films), "used": s.used,
                       "psyche": stats[s.card][0], "charisma": stats[s.card][1],
                       "fame": stats[s.card][2]} for s in p.table],
        })
    top_award = state.awards[0] if state.awards and state.awards[0] != UNKNOWN else None
    top_film = state.films[0] if state.films and state.films[0] != UNKNOWN else None
    if top_film is not None:
        film_required: int | None = state.cardset.film_cards[top_film].fame_required
    else:
        film_required = state.film_top_hint
    return {
        "seat": seat, "status": state.status, "winners": list(state.winners), "ending": state.ending,
        "active": state.active, "turn": state.turn, "window": window, "reveal": reveal,
        "main": len(state.main), "films": len(state.films), "awards": len(state.awards),
        "film_top_required": film_required,
        "award_top_costs": list(state.cardset.award_cost_row(top_award)) if top_award
        else (list(state.cardset.award_costs) if state.awards else None),
        "chance": state.chance, "draws_due": state.draws_due, "drawing": state.drawing,
        "next_award_cost": award_cost(state, seat) if seat is not None else None,
        "purchases_left": purchases_left(state, seat) if seat is not None else 0,
        "discard": list(state.discard),
        "modifiers": [m.to_dict() for m in state.modifiers],
        "players": players,
    }


# Log entries whose card is seen only by some seats: (entry type, who sees the card).
_PRIVATE_CARD = {"draw": "seat", "award_gained": "seat", "award_bought": "seat",
                 "event_stolen": "both"}


def redact(entry: dict[str, Any], seat: int | None) -> dict[str, Any]:
    """A log entry as `seat` may see it: drawn events and bought awards of others are hidden."""
    who = _PRIVATE_CARD.get(entry.get("type", ""))
    if who is None:
        return entry
    if entry["type"] == "draw" and entry.get("kind") == "star":
        return entry
    allowed = {entry.get("seat")}
    if who == "both":
        allowed.add(entry.get("from"))
    if seat in allowed:
        return entry
    hidden = dict(entry)
    hidden["card"] = None
    return hidden
