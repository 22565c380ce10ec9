"""`simulate` and `tournament` count V8 (a showdown that stood still) as its own ending, the
shared win split between the players still in."""
from __future__ import annotations

from redlight_app.bots.tournament import format_result, run_tournament
from redlight_app.engine.cards import load_cardset
from redlight_app.simulate import format_summary, simulate
from tests.engine.factory import award, cardset_doc, fillers, film, star


def _standstill_set():
    """Nobody can outshine, film or buy: every game ends in a showdown that stands still."""
    stars = [star(f"s-{i}", psyche=90, charisma=10, fame=0) for i in range(6)]
    return load_cardset(cardset_doc(stars, fillers(20), [film("f-1", fame_required=99)],
                                    [award("a-1", costs=[99, 99, 99, 99])]))


def test_v8_simulate_counts_a_stalled_showdown_as_its_own_ending_with_a_shared_win():
    summary = simulate(_standstill_set(), ["greedy", "greedy", "random"], 3, seed=1)
    d = summary.to_dict()
    assert d["endings"] == {"awards": 0, "showdown": 0, "stalled": 3, "limit": 0}
    assert d["wins"] == {"greedy": 2, "random": 1}  # each game: 1/3 to each of three seats
    assert d["wins_by_seat"] == [1, 1, 1]
    text = format_summary(summary, ["greedy", "greedy", "random"])
    assert "stood still (shared win) 3" in text and "turn limit 0" in text


def test_v8_tournament_counts_a_stalled_showdown_as_its_own_ending():
    result = run_tournament(_standstill_set(), ["random", "greedy"], 2, 2, seed=1)
    assert result.endings == {"stalled": 2} and result.no_winner == 0
    assert sum(s.wins for s in result.standings.values()) == 2  # half a win each, per game
    assert "stood still (shared) 2" in format_result(result)
