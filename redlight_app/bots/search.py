"""The search bot: information-set Monte Carlo tree search over determinized samples.

Each iteration deals the cards the bot cannot see at random, consistently with its view
(`determinize`), then walks a tree of the bot's own decisions in the current turn (the
legal moves of the true position at the root, then its later moves this turn, with
availability-counted UCB as in single-observer ISMCTS), plays on with the heuristic
rollout policy for every seat for one round, and scores the position reached with the
evaluation (`policy.evaluate`: a win chance from public features such as awards held against
their cost, fame pace, stars safe from rival charisma, outshining reach and the showdown's
approach, weighted by a fit to who won in played games).

The bot reads its view, the legal moves and the public card set only. Its randomness comes
from the `rng` it is handed, so the same view, moves and seed give the same move, whatever
the hidden cards are (the fairness test holds it to that).
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any

from ..engine import chance
from ..engine.effects import leaves
from ..engine.errors import IllegalMove
from ..engine.flow import counts_toward_win, winning_awards
from ..engine.moves import BuyAward, Move, PlayAward, PlayEvent, UseAbility
from ..engine.reveal_choice import waiting_reveal
from ..engine.rules import apply, legal_moves
from ..engine.state import OVER, Options
from .base import Bot, register
from .determinize import Dealer, InconsistentView
from .greedy import GreedyBot
from .policy import Policy, evaluate, rollout

# Moves of play (what a digital game applies); table-mode entries (draw, adjust...) are not.
PLAY_TYPES = frozenset(("make_film", "buy_award", "outshine", "use_ability", "play_event",
                        "play_award", "pass", "end_turn", "choose_targets"))


@dataclass
class Level:
    """A difficulty: an iteration budget, with a cap (seconds of the searching thread's CPU
    time, `time.thread_time`) per decision. The budget defines the level: the cap is a safety
    net for unusually slow positions, and being CPU time, a loaded machine (other processes
    taking the cores) does not cut the search short and weaken the level."""

    iterations: int
    time_limit: float
    horizon_rounds: float | None = 1.0  # rounds (turns x players) played out, None: to the end
    exploration: float = 0.7
    rollout_eps: float = 0.1
    sharpness: float = 2.2  # hand-set evaluation: how sure a lead in strength makes a win
    fitted_eval: bool = True  # weights fitted to game outcomes (False: hand-set strengths)

    def horizon_turns(self, players: int) -> int | None:
        if self.horizon_rounds is None:
            return None
        return max(1, round(self.horizon_rounds * players))


LEVELS: dict[str, Level] = {
    "normal": Level(iterations=110, time_limit=0.25),
    "hard": Level(iterations=500, time_limit=0.9),
}


class Node:
    __slots__ = ("avail", "children", "move", "value", "visits")

    def __init__(self, move: Move | None = None) -> None:
        self.move = move
        self.visits = 0
        self.value = 0.0
        self.avail = 0
        self.children: dict[Move | None, Node] = {}

    @property
    def mean(self) -> float:
        return self.value / self.visits if self.visits else 0.0


@dataclass
class MoveStat:
    move: Move | None
    visits: int
    win_chance: float


@dataclass
class SearchResult:
    move: Move | None
    win_chance: float
    iterations: int
    seconds: float
    stats: list[MoveStat] = field(default_factory=list)


class SearchBot(Bot):
    """ISMCTS with a heuristic rollout and evaluation; `level` sets its budget."""

    def __init__(self, level: Level | str = "normal", name: str | None = None,
                 options: Options | None = None) -> None:
        self.level = LEVELS[level] if isinstance(level, str) else level
        self.name = name or (level if isinstance(level, str) else "search")
        self.options = options  # the game's options (public); None: the defaults
        self.last: SearchResult | None = None

    def choose(self, view: dict[str, Any], moves: list[Move], rng: random.Random,
               own_turn: bool = True) -> Move | None:
        if not moves:
            return None
        if own_turn and len(moves) == 1:
            move: Move | None = moves[0]
        else:
            seed = rng.getrandbits(64)
            result = self.search(view, moves, seed, allow_none=not own_turn)
            self.last = result
            move = result.move
        return move

    def search(self, view: dict[str, Any], moves: list[Move], seed: int,
               allow_none: bool = False, level: Level | None = None) -> SearchResult:
        """Search from `view` and return the chosen move with its estimated win chance."""
        assert self.cardset is not None, "begin() first"
        level = level or self.level
        me = view["seat"]
        rnd = random.Random(seed)
        policy = Policy(level.rollout_eps)
        root = Node()
        playable = [m for m in moves if m.type in PLAY_TYPES]  # table-mode entries are no play
        if not playable:
            return SearchResult(moves[0] if moves and not allow_none else None, 0.0, 0, 0.0)
        try:  # what the view says, read once for every sample
            dealer: Dealer | None = Dealer(self.cardset, view, self.options)
        except InconsistentView:
            dealer = None
        if not allow_none:
            decisive = self._decisive(dealer, view, playable, rnd)
            if decisive is not None:
                winning, chance_now = decisive
                return SearchResult(winning, chance_now, 0, 0.0,
                                    [MoveStat(winning, DECISIVE_SAMPLES, chance_now)])
        playable = self._without_spent_awards(dealer, playable, rnd)
        playable = _without_moves_that_cannot_help(self.cardset, view, playable)
        candidates: list[Move | None] = playable + ([None] if allow_none else [])
        for move in candidates:
            root.children[move] = Node(move)
        start = time.perf_counter()
        cpu_start = time.thread_time()
        deadline = cpu_start + level.time_limit
        root_turn = view["turn"]
        iterations = 0
        c = level.exploration
        horizon_turns = level.horizon_turns(len(view["players"]))
        slowest = 0.0  # the longest iteration so far: stop before one would overrun
        now = cpu_start
        while iterations < level.iterations and (iterations == 0 or now + slowest < deadline):
            if dealer is None:
                break
            try:
                state = dealer.deal(rnd)
            except InconsistentView:
                break
            iterations += 1
            path = [root]
            # root: every candidate is legal in every sample (they agree with the view)
            node = _select(root, candidates, c, rnd)
            path.append(node)
            try:
                if node.move is not None:
                    apply(state, node.move)
                # the rest of this turn's own decisions, in the tree
                while (state.status != OVER and _my_decision(state, me)
                       and state.turn == root_turn):
                    legal = legal_moves(state, me)
                    if state.players[me].awards:  # E4: keep the awards that count (see root)
                        legal = [m for m in legal if not (
                            isinstance(m, PlayAward) and counts_toward_win(state, m.card))]
                    if not legal:
                        break
                    untried = [m for m in legal if m not in node.children]
                    for m in legal:
                        child = node.children.get(m)
                        if child is not None:
                            child.avail += 1
                    if untried:
                        move = chance.choice(rnd, untried)
                        child = Node(move)
                        child.avail = 1
                        node.children[move] = child
                        node = child
                        path.append(node)
                        apply(state, move)
                        break
                    node = _select(node, legal, c, rnd)
                    path.append(node)
                    assert node.move is not None  # a child node stands for its legal move
                    apply(state, node.move)
                horizon = None if horizon_turns is None else (
                    root_turn + horizon_turns - state.turn)
                if horizon is None or horizon > 0:
                    rollout(state, policy, rnd, horizon)
            except IllegalMove:  # cannot happen for a consistent sample; skip it if it does
                now = time.thread_time()
                continue
            value = evaluate(state, me, level.sharpness, level.fitted_eval)
            for n in path:
                n.visits += 1
                n.value += value
            last, now = now, time.thread_time()
            slowest = max(slowest, now - last)
        if root.visits == 0:  # no sample could be dealt (a view that fits no deal): play greedy
            greedy = GreedyBot()
            greedy.begin(self.cardset, me)
            move = greedy.choose(view, playable, rnd, own_turn=not allow_none)
            alive = sum(1 for p in view["players"] if not p["out"]) or 1
            return SearchResult(move, 1.0 / alive, 0, time.perf_counter() - start)
        ranked = sorted(root.children.values(), key=lambda n: (n.visits, n.mean), reverse=True)
        best = ranked[0]
        stats = [MoveStat(n.move, n.visits, n.mean) for n in ranked]
        return SearchResult(best.move, best.mean if best.visits else 0.0, iterations,
                            time.perf_counter() - start, stats)


    def _without_spent_awards(self, dealer: Dealer | None, playable: list[Move],
                              rnd: random.Random) -> list[Move]:
        """The moves worth searching: not playing an award that counts toward the four
        (E4: played, it no longer counts). In the award race (V1) that gives back a whole
        award for an event's worth; the search, looking one round ahead, would sometimes
        take the event's quick gain."""
        if not any(isinstance(m, PlayAward) for m in playable):
            return playable
        sample_rng = random.Random(rnd.random())
        if dealer is None:
            return playable
        try:
            sample = dealer.deal(sample_rng)
        except InconsistentView:
            return playable
        kept = [m for m in playable
                if not (isinstance(m, PlayAward) and counts_toward_win(sample, m.card))]
        return kept or playable

    def _decisive(self, dealer: Dealer | None, view: dict[str, Any], playable: list[Move],
                  rnd: random.Random) -> tuple[Move, float] | None:
        """A move that wins the game at once (V1: the fourth award) in most samples, if
        there is one: the award purchases and award-gaining cards are tried on
        DECISIVE_SAMPLES dealings; a purchase is preferred at equal odds (a `take_award`
        card stays in hand as a second chance). A person expects a computer player one
        award from four to take it, and the search would reach the same move slower and
        less surely."""
        assert self.cardset is not None
        me = view["seat"]
        tries = [m for m in playable if isinstance(m, BuyAward)
                 or (isinstance(m, PlayEvent | UseAbility) and _gains_award(self.cardset, m))]
        if not tries:
            return None
        if dealer is None:
            return None
        samples = []
        for _ in range(DECISIVE_SAMPLES):
            try:
                samples.append(dealer.deal(rnd))
            except InconsistentView:
                return None
            if winning_awards(samples[0], me) < WIN_AWARDS - 1:
                return None  # the awards held are public: one sample tells
        best: tuple[float, int, Move] | None = None
        for move in tries:
            wins = 0
            for sample in samples:
                state = sample.copy()
                try:
                    apply(state, move)
                except IllegalMove:
                    continue
                if state.status == OVER and me in state.winners:
                    wins += 1
            key = (wins / len(samples), 1 if isinstance(move, BuyAward) else 0, move)
            if best is None or key[:2] > best[:2]:
                best = key
        if best is None or best[0] < 0.5:
            return None
        return best[2], best[0]


def _without_moves_that_cannot_help(cardset: Any, view: dict[str, Any],
                                    playable: list[Move]) -> list[Move]:
    """The moves worth searching: not a card (an event, an award from hand, a star's
    ability) whose every effect cannot help the seat now, unless nothing else is left.
    An effect cannot help when it

    - raises a rival's star or lowers one's own: a gift (Standing Ovation on a rival's star);
    - changes a value for this turn only (`until` end_of_turn) where that value cannot
      count before the turn ends: psyche only defends against an outshine, which only the
      active player declares, so it counts only on the other players' stars; charisma
      (outshining) and fame (films, awards) count only on the active player's unused stars,
      or on the attacker of the outshine the open window answers (ST, A1, A3, A6). So
      Standing Ovation on one's own star in one's own turn, Heckler in the Stalls on a
      rival's star then, Viral Clip on a used star. A `permanent` change can always count;
    - allows one more award purchase (A4) when the seat has no unused star to buy it with,
      or in another player's turn (it ends with the turn, T6).

    With a hundred iterations among thirty moves the search tells such a move from keeping
    the card by noise alone; a hint or a computer player that throws a card away looks like
    a mistake, and is one. Only the root is pruned: a used star readied later in the turn
    can still be given the card then. Reads the seat's view and the public card set only."""
    kept = [m for m in playable if not _cannot_help(cardset, view, m)]
    return kept or playable


def _cannot_help(cardset: Any, view: dict[str, Any], move: Move) -> bool:
    if not isinstance(move, PlayEvent | PlayAward | UseAbility):
        return False
    if isinstance(move, UseAbility):
        effect = cardset.cards[move.star].ability.effect
    else:
        effect = cardset.cards[move.card].effect
    found = leaves(effect) if effect is not None else ()
    if not found:
        return False
    stars = {star["card"]: (seat, star) for seat, player in enumerate(view["players"])
             for star in player["table"]}
    for leaf in found:
        aimed = move.star if isinstance(move, UseAbility) and leaf.get("target") == "self" \
            else move.target
        if not _leaf_cannot_help(view, stars, leaf, aimed):
            return False
    return True


def _leaf_cannot_help(view: dict[str, Any], stars: dict[str, tuple[int, dict[str, Any]]],
                      leaf: Any, aimed: str | None) -> bool:
    me, active = view["seat"], view["active"]
    if leaf["do"] == "extra_award_purchase":
        return me != active or all(star["used"] for star in view["players"][me]["table"])
    if leaf["do"] != "modify" or aimed not in stars:
        return False
    owner, star = stars[aimed]
    if (leaf["amount"] > 0) != (owner == me):
        return True  # a gift to a rival
    if leaf["until"] != "end_of_turn":
        return False
    if leaf["stat"] == "psyche":
        return owner == active
    attacking = leaf["stat"] == "charisma" and aimed == (view["window"] or {}).get("attacker")
    return owner != active or (star["used"] and not attacking)


DECISIVE_SAMPLES = 12
WIN_AWARDS = 4  # V1


def _gains_award(cardset: Any, move: PlayEvent | UseAbility) -> bool:
    card = cardset.cards[move.star if isinstance(move, UseAbility) else move.card]
    effect = card.ability.effect if isinstance(move, UseAbility) else card.effect
    return any(leaf["do"] == "take_award" for leaf in leaves(effect))


def _my_decision(state: Any, me: int) -> bool:
    waiting = waiting_reveal(state)
    if waiting is not None:  # A5: choosing a revealed award's targets
        return waiting.actor == me
    if state.window is not None:
        return state.window.seat == me
    return state.active == me


def _select(node: Node, legal: list[Any], c: float, rnd: random.Random) -> Node:
    """UCB1 over the children legal in this sample (unvisited first, at random)."""
    children = [node.children[m] for m in legal]
    unvisited = [ch for ch in children if ch.visits == 0]
    if unvisited:
        return chance.choice(rnd, unvisited)
    best, best_score = children[0], -math.inf
    log, sqrt = math.log, math.sqrt
    for ch in children:
        avail = ch.avail if ch.avail > 0 else node.visits
        visits = ch.visits
        score = ch.value / visits + c * sqrt(log(avail if avail > 1 else 1) / visits)  # mean + UCB
        if score > best_score:
            best, best_score = ch, score
    return best


class EasyBot(GreedyBot):
    """Greedy with a beginner's mistakes: now and then it ends its turn with stars left
    unused or lets a response window pass, and now and then it plays a random legal move."""

    name = "easy"
    lists_moves = True  # its own `choose` reads the whole list (not GreedyBot's choose_from)
    early_stop = 0.25
    blunder = 0.15

    def choose(self, view: dict[str, Any], moves: list[Move], rng: random.Random,
               own_turn: bool = True) -> Move | None:
        if not moves:
            return None
        roll = rng.random()
        if roll < self.early_stop:
            if not own_turn:
                return None
            for move in moves:
                if move.type in ("end_turn", "pass"):
                    return move
        elif roll < self.early_stop + self.blunder and own_turn:
            return chance.choice(rng, moves)
        return super().choose(view, moves, rng, own_turn)


register("easy", EasyBot)
register("normal", lambda: SearchBot("normal"))
register("hard", lambda: SearchBot("hard"))
