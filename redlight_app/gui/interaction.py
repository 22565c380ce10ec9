"""Turning clicks on the table into moves: selection, target picking and explanations.

No widgets (only Qt's translation lookup, through `i18n.tr`): it reads the game through
the controller's `state`, `legal(seat)` and `check(move)`, so every offer comes from the
engine's legal moves and every "no" is the engine's refusal, with its rule id.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Protocol

from ..bidi import isolate
from ..engine.errors import IllegalMove
from ..engine.moves import BuyAward, EndTurn, MakeFilm, Move, Outshine, Pass, PlayAward, PlayEvent, UseAbility
from ..engine.queries import (
    ability_selection_refusal,
    award_refusal,
    card_refusal,
    film_refusal,
    outshine_selection_refusal,
    reveal_waiting,
    star_refusal,
)
from ..engine.state import GameState
from ..session import AwaitedChoice
from .i18n import card_name, fill, tr
from .refusal_sentences import engine_message
from .table_mode.refusals import named_refusal

ACTIONS = ("make_film", "buy_award", "outshine", "ability", "end_turn", "pass")
STEPS = ("target", "target_player", "assign_to")


class Game(Protocol):
    @property
    def state(self) -> GameState | None: ...

    def legal(self, seat: int | None) -> list[Move]: ...

    def check(self, move: Move) -> IllegalMove | None: ...

    def acting_seat(self) -> int | None: ...

    @property
    def awaiting(self) -> AwaitedChoice | None: ...


@dataclass
class Refusal:
    """Why something cannot be done: the rule id (RULES.md) and a sentence."""

    rule: str | None
    message: str
    key: str | None = None  # the engine's message id and its parameters, when it said no
    params: dict | None = None

    @classmethod
    def of(cls, exc: IllegalMove) -> "Refusal":
        return cls(exc.rule, engine_message(exc.key, exc.params, exc.message), exc.key,
                   dict(exc.params))


@dataclass
class Outcome:
    """What a click led to: a move to submit, a refusal to explain, or a new prompt."""

    move: Move | None = None
    refusal: Refusal | None = None
    prompt: str | None = None


@dataclass
class Pick:
    """Choosing where a move goes: the candidates still open and what is asked now."""

    label: str
    kind: str
    candidates: list[Move]
    step: str = "target"


@dataclass
class Interaction:
    game: Game
    seat: int | None = None
    selection: list[str] = field(default_factory=list)
    pick: Pick | None = None
    # a table game: no "you" at the screen, the player acting is named ("one of Mia's stars")
    named: bool = False

    # -- state -----------------------------------------------------------------------
    def reset(self, seat: int | None) -> None:
        self.seat = seat
        self.selection = []
        self.pick = None

    def cancel(self) -> bool:
        """Esc: leave target picking, else clear the selection. False if nothing to cancel."""
        if self.pick is not None:
            self.pick = None
            return True
        if self.selection:
            self.selection = []
            return True
        return False

    @property
    def state(self) -> GameState:
        assert self.game.state is not None
        return self.game.state

    def _name(self, instance: str | None) -> str:
        if not instance:
            return "?"
        card = self.state.cardset.cards.get(instance)
        return card_name(card) if card is not None else self.state.cardset.name_of(instance)

    def _player(self) -> str:
        """The name of the player acting from this screen, ready for a sentence."""
        if self.seat is None or self.game.state is None:
            return "?"
        return isolate(self.state.players[self.seat].name)

    def _legal(self) -> list[Move]:
        return self.game.legal(self.seat)

    def _refuse(self, move: Move, fallback: Refusal | None = None) -> Outcome:
        """No for `move`, the one the player's click asked for: the engine's refusal."""
        return self._refusal(self.game.check(move), fallback)

    def _refusal(self, exc: IllegalMove | None, fallback: Refusal | None = None) -> Outcome:
        """The engine's answer as a refusal to show (or `fallback` if it has none); at a
        table game, said of the player by name where the engine's sentence says "you"."""
        if exc is not None:
            refusal = Refusal.of(exc)
            if self.named and self.seat is not None:
                refusal.message = named_refusal(exc.key, exc.params, refusal.message, self._player())
            return Outcome(refusal=refusal)
        return Outcome(refusal=fallback or Refusal(None, tr("That is not possible now.")))

    def _own_table(self) -> list[str]:
        if self.seat is None:
            return []
        return [s.card for s in self.state.players[self.seat].table]

    def _ordered_selection(self) -> tuple[str, ...]:
        table = self._own_table()
        return tuple(s for s in table if s in self.selection)

    # -- what the table highlights ---------------------------------------------------------
    def highlighted_stars(self) -> set[str]:
        if self.pick is None:
            return set()
        if self.pick.step == "target":
            return {t for m in self.pick.candidates if (t := getattr(m, "target", None))}
        if self.pick.step == "assign_to":
            return {a for m in self.pick.candidates if (a := getattr(m, "assign_to", None))}
        return set()

    def highlighted_players(self) -> set[int]:
        if self.pick is None or self.pick.step != "target_player":
            return set()
        return {p for m in self.pick.candidates if (p := getattr(m, "target_player", None)) is not None}

    def _film(self, pick: Pick) -> str:
        """The name of the film the candidates give, when they name one (table mode: the
        film that came up), else ""."""
        films = {m.card for m in pick.candidates if isinstance(m, MakeFilm)}
        state = self.game.state
        if len(films) != 1 or state is None:
            return ""
        film = films.pop()
        definition = state.cardset.cards.get(film) if film else None
        return card_name(definition) if definition is not None else ""

    def prompt(self) -> str:
        pick = self.pick
        if pick is not None:
            if pick.step == "target_player":
                return tr("{action}: click the player to target (highlighted). Esc cancels.").format(action=pick.label)
            if pick.step == "assign_to":
                if pick.kind == "make_film":
                    film = self._film(pick)
                    if film:  # table mode: the film that came up is named
                        return tr("Click the star who gets the film {film} (highlighted). Esc "
                                  "cancels.").format(film=film)
                    return tr("Click the star who gets the film (highlighted). Esc cancels.")
                if self.named:
                    return fill(tr("{action}: click which of {name}'s stars receives it. Esc cancels."),
                                action=pick.label, name=self._player())
                return tr("{action}: click the star of yours who receives it. Esc cancels.").format(action=pick.label)
            if pick.kind == "outshine":
                return tr("{action}: click a rival star to outshine (highlighted). Esc cancels.").format(
                    action=pick.label)
            return tr("{action}: click its target on the table (highlighted). Esc cancels.").format(action=pick.label)
        state = self.game.state
        if self.seat is None or state is None or state.status == "over":
            return ""
        waiting = reveal_waiting(state)
        if waiting is not None and waiting[0] == self.seat:  # A5: the dialog asks
            return tr("Choose the target of the award you revealed.")
        window = state.window
        if window is not None and window.seat == self.seat:
            return tr("Respond: play a reaction from your hand or a star's reaction, or Pass.")
        # the session's answer: a player choosing the award to give back acts now, whoever's
        # turn it is (the state's active player said "Waiting for Bob." behind her dialog)
        acting = self.game.acting_seat()
        if acting is None:  # not while the game is on (it is over above)
            return ""
        if state.players[self.seat].out:  # V4: the showdown goes on without them
            return tr("You have left the game: you had no star on the table in the final "
                      "showdown.")
        if acting != self.seat:
            return fill(tr("Waiting for {name}."), name=isolate(state.players[acting].name))
        if self.game.awaiting is not None:  # the game waits for this seat's award choice
            return tr("Choose the award you give back.")
        if self.selection:
            names = ", ".join(self._name(s) for s in self._ordered_selection())
            return tr("Selected: {names}. Choose an action, or click a rival star to outshine.").format(names=names)
        return tr("Select one or more of your stars, then an action; or play a card from your hand.")

    # -- the actions (buttons and keys) --------------------------------------------------
    def action_status(self, kind: str) -> tuple[bool, Refusal | None]:
        """Whether an action button is available now, and if not, why."""
        if self.seat is None or self.game.state is None:
            return False, Refusal(None, tr("No one is playing from this screen."))
        outcome = self._action(kind, dry=True)
        return outcome.refusal is None, outcome.refusal

    def action(self, kind: str) -> Outcome:
        if self.seat is None or self.game.state is None:
            return Outcome(refusal=Refusal(None, tr("No one is playing from this screen.")))
        return self._action(kind, dry=False)

    def _action(self, kind: str, dry: bool) -> Outcome:
        seat = self.seat
        assert seat is not None
        sel = self._ordered_selection()
        legal = self._legal()
        if kind in ("make_film", "buy_award"):
            want = set(sel)
            team_move = MakeFilm if kind == "make_film" else BuyAward
            cands: list[Move] = [m for m in legal if isinstance(m, team_move) and set(m.stars) == want]
            if not cands:
                why = film_refusal if kind == "make_film" else award_refusal
                return self._refusal(why(self.state, seat, sel))
            if len(cands) == 1 or dry:
                return Outcome(move=cands[0])
            self.pick = Pick(tr("Make a film"), kind, cands, "assign_to")
            return Outcome(prompt=self.prompt())
        if kind == "outshine":
            cands = [m for m in legal if isinstance(m, Outshine) and (m.star,) == sel]
            if not cands:
                return self._refusal(outshine_selection_refusal(self.state, seat, sel))
            if not dry:
                self.pick = Pick(tr("Outshine with {star}").format(star=self._name(sel[0])), kind, cands, "target")
            return Outcome(prompt=self.prompt())
        if kind == "ability":
            cands = [m for m in legal if isinstance(m, UseAbility) and (m.star,) == sel]
            if not cands:
                return self._refusal(ability_selection_refusal(self.state, seat, sel))
            return self._choose(fill(tr("{star}'s ability"), star=self._name(sel[0])), "use_ability", cands, dry)
        if kind in ("end_turn", "pass"):
            move = EndTurn(seat) if kind == "end_turn" else Pass(seat)
            exc = self.game.check(move)
            if exc is not None:
                return Outcome(refusal=Refusal.of(exc))
            return Outcome(move=move)
        raise ValueError(kind)

    def offer(self, label: str, kind: str, candidates: list[Move]) -> Outcome:
        """Choose among `candidates` on the table, field by field (table mode builds them
        from the card the table named: a film, an event from a hidden hand)."""
        if not candidates:
            return Outcome(refusal=Refusal(None, tr("That is not possible now.")))
        return self._narrow(Pick(label, kind, candidates))

    def _choose(self, label: str, kind: str, cands: list[Move], dry: bool) -> Outcome:
        if dry:
            return Outcome(move=cands[0])
        pick = Pick(label, kind, cands)
        return self._narrow(pick)

    def _narrow(self, pick: Pick) -> Outcome:
        """Submit if one way is left; else ask for the next field that still varies."""
        cands = pick.candidates
        if len(cands) == 1:
            self.pick = None
            return Outcome(move=cands[0])
        for step in STEPS:
            if len({getattr(m, step, None) for m in cands}) > 1:
                self.pick = replace(pick, step=step)
                return Outcome(prompt=self.prompt())
        self.pick = None
        return Outcome(move=cands[0])

    # -- clicks on the table ----------------------------------------------------------------
    def click_star(self, card: str) -> Outcome:
        if self.seat is None or self.game.state is None:
            return Outcome()
        found = self.state.slot_of(card)
        if found is None:
            return Outcome()
        owner, slot = found
        pick = self.pick
        if pick is not None:
            if pick.step == "target_player":
                return self.click_player(owner)
            field_name = pick.step
            cands = [m for m in pick.candidates if getattr(m, field_name, None) == card]
            if not cands:
                return self._refuse(replace(pick.candidates[0], **{field_name: card}),
                                    Refusal(None, tr("{name} cannot be chosen for this.").format(
                                        name=self._name(card))))
            if pick.kind == "outshine":
                self.pick = None
                return Outcome(move=cands[0])
            return self._narrow(replace(pick, candidates=cands))
        if owner == self.seat:
            state = self.state
            in_window = state.window is not None and state.window.seat == self.seat
            if card in self.selection:
                self.selection.remove(card)
                return Outcome(prompt=self.prompt())
            if not in_window:
                exc = star_refusal(state, self.seat, card)
                if exc is not None:
                    return Outcome(refusal=Refusal.of(exc))
            self.selection.append(card)
            return Outcome(prompt=self.prompt())
        if len(self.selection) == 1:
            move = Outshine(self.seat, self.selection[0], card)
            if move in self._legal():
                return Outcome(move=move)
            return self._refuse(move)
        if self.named:
            return Outcome(prompt=fill(tr("To outshine a rival star, first select exactly one of "
                                          "{name}'s stars."), name=self._player()))
        return Outcome(prompt=tr("To outshine a rival star, first select exactly one of your stars."))

    def click_player(self, seat: int) -> Outcome:
        pick = self.pick
        if pick is None or pick.step != "target_player":
            return Outcome()
        cands = [m for m in pick.candidates if getattr(m, "target_player", None) == seat]
        if not cands:
            return self._refuse(replace(pick.candidates[0], target_player=seat),
                                Refusal(None, tr("{name} cannot be chosen for this.").format(
                                    name=isolate(self.state.players[seat].name))))
        return self._narrow(replace(pick, candidates=cands))

    def click_card(self, card: str) -> Outcome:
        """A card in the hand (an event, or an award held)."""
        if self.seat is None or self.game.state is None:
            return Outcome()
        player = self.state.players[self.seat]
        play = PlayAward if card in player.awards else PlayEvent
        kind = play.type
        cands: list[Move] = [m for m in self._legal() if isinstance(m, play) and m.card == card]
        if not cands:
            return self._refusal(card_refusal(self.state, self.seat, card))
        self.selection = []
        return self._choose(self._name(card), kind, cands, dry=False)

    def card_playable(self, card: str) -> bool:
        return any(m.card == card for m in self._legal() if isinstance(m, PlayEvent | PlayAward))

