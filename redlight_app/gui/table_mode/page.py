"""Table mode inside the main window: the same table as digital play (stars as cards with
their totals and films, award slots, decks with their counts, whose turn, the showdown),
with the entry strip on the rail below it for what happened at the real table.

Stars are selected by clicking their cards, as in digital play (the interaction model);
targets are chosen on the table; films, awards and events are named from short lists the
engine narrows. Every entry is a move handed to the game through the session adapter.
"""
from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QVBoxLayout, QWidget

from ...bidi import isolate
from ...engine.moves import BuyAward, Draw, EndStalled, FilmTop, MakeFilm, Move
from ...engine.state import TABLE, GameState
from ...engine.view import view
from ..dialog_slot import DialogSlot
from ..editor.model import describe_effect
from ..i18n import card_name, card_text, fill, number, tr
from ..interaction import Interaction, Outcome
from ..plain_text import html_text
from ..rule_quote import rule_quote
from ..save_failure import SAVED_INK, WARNING_INK
from ..session_adapter import SessionAdapter
from ..widgets.table import TableContext, TablePage, ink
from . import helper_text as ht
from . import queries as q
from .adjust import AdjustDialog
from .entry_strip import SEARCH_MOST, EntryStrip
from .log_lines import sentence
from .refusals import named_refusal


def distinct(items: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """One chip per card as people see it: copies of a card (the same name and note) are
    the same choice at the table; the first copy stands for them."""
    seen: set[tuple[str, str]] = set()
    out = []
    for key, name, note in items:
        if (name, note) not in seen:
            seen.add((name, note))
            out.append((key, name, note))
    return out


class TableModePage(QWidget):
    """One table game on screen; `changed(change)` redraws it from the controller."""

    def __init__(self, controller: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("table-mode")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.c = controller
        self.adapter = SessionAdapter(controller)
        self.inter = Interaction(controller, named=True)  # no "you" at a table game
        self.naming: tuple[Move, str] | None = None  # a move waiting for the card that came up
        self.focus: tuple[str, Any] | None = None  # the star or seat an adjustment is for
        self.adjust = DialogSlot[AdjustDialog]()  # the adjustment dialog, while open
        self._turn: int | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.table = TablePage(mode="table")  # no hand: they stay in the players' hands
        self.table.setAccessibleName(tr("The table"))
        self.strip = EntryStrip()
        self.table.set_action_bar(self.strip)
        layout.addWidget(self.table)
        self.table.star_clicked.connect(self.click_star)
        self.table.player_clicked.connect(self.click_player)
        s = self.strip
        s.search.textChanged.connect(self._typed)
        s.search.returnPressed.connect(self._enter_first)
        s.chips.chosen.connect(self._chip)
        s.films.chosen.connect(self.make_film)
        s.awards.chosen.connect(self.buy_award)
        s.event_button.clicked.connect(self.drew_event)
        s.ability.clicked.connect(lambda: self.action("ability"))
        s.adjust.clicked.connect(self.open_adjust)
        s.film_top_set.clicked.connect(self.set_film_top)
        s.film_top.entered.connect(self.set_film_top)  # Enter in the field: as its Set button
        s.export.clicked.connect(self.choose_export)
        s.stalled.clicked.connect(lambda: self.submit(EndStalled()))
        s.cancel.clicked.connect(lambda: self.action("cancel"))
        s.pass_button.clicked.connect(lambda: self.action("pass"))
        s.end_turn.clicked.connect(lambda: self.action("end_turn"))
        controller.save_failed.connect(lambda _failure: self._saved_corner()
                                       if self.c.state is not None else None)

    # -- reading the game ----------------------------------------------------------------
    @property
    def state(self) -> GameState:
        assert self.c.state is not None
        return self.c.state

    def name(self, card: str | None) -> str:
        if not card:
            return "?"
        definition = self.state.cardset.cards.get(card)
        return card_name(definition) if definition is not None else self.state.cardset.name_of(card)

    def selected(self) -> list[str]:
        """The selected stars in table order (as the move names them)."""
        chosen = self.inter.selection
        return [sl.card for sl in self.state.players[self.state.active].table if sl.card in chosen]

    def acting(self) -> int | None:
        return self.c.acting_seat()

    def mode(self) -> str:
        """What the strip asks for now: over, draw, aim, name, respond, target, turn."""
        s = self.state
        if q.over(s):
            return "over"
        if s.draws_due > 0 and s.drawing is not None:
            return "draw"
        if self.naming is not None:  # e.g. the award given back to the target just aimed at
            return "name"
        if q.reveal_waiting(s) is not None:  # A5: whom the revealed award's drawer aimed at
            return "aim"
        if self.inter.pick is not None:  # a card's target on the table, a reaction's too
            return "target"
        if s.window is not None:
            return "respond"
        return "turn"

    # -- redraw ------------------------------------------------------------------------
    def changed(self, change: Any) -> None:
        """The game changed (a move, undo, load): start the entry afresh and redraw."""
        if self.c.state is None or self.c.state.chance != TABLE:
            return
        self.naming = None
        if self.c.state.turn != self._turn or change.kind != "move" or (
                self.focus is not None and self.focus[0] == "seat"):
            self.focus = None  # a new turn, an undo, or the tapped player's entry is made
        self._turn = self.c.state.turn
        self.inter.reset(self.acting())
        self.strip.say(self._news(change))
        self.strip.search.clear()
        self.refresh()
        untargeted = self._untargeted_aim()
        if untargeted is not None:  # A5: nothing to aim at, only the card it took to name
            self.submit(untargeted)
            return
        if self.mode() in ("draw", "name"):
            self.strip.search.setFocus()  # a name is what the table says next: type it
        else:  # the keys of the turn and of a response (E, O, A, P, Esc) rather than typing:
            self.setFocus()  # another letter, or "/", starts a name in the field (keyPressEvent)

    def _news(self, change: Any) -> str:
        """What the table needs to hear after the move just entered, beyond what the strip
        asks next: an outshine that failed once its response was over (A6), in the log's own
        sentence ("Ann failed to outshine Bob (charisma 80 vs psyche 90)."); else ""."""
        if change.kind != "move":
            return ""
        said = [sentence(self.state, self.c.names, item.entry) for item in change.entries
                if item.entry.get("type") == "outshine_failed"]
        return " ".join(text for text in said if text)

    def _untargeted_aim(self) -> Move | None:
        """The revealed award's only answer when it names no target (its effect takes a film
        or award, which the table names next), else None."""
        if self.mode() != "aim":
            return None
        answers = self.c.legal(self.state.reveals[0].actor)
        if len(answers) == 1 and answers[0].target is None and answers[0].target_player is None:
            return answers[0]
        return None

    def refresh(self) -> None:
        if self.c.state is None:
            return
        s = self.state
        public = view(s, None)
        for seat, pv in enumerate(public["players"]):  # awards are named at a real table
            pv["awards"] = view(s, seat)["players"][seat]["awards"]
        info = q.helpers(s, self.inter.selection)
        targets = self.inter.highlighted_stars()
        if self.mode() == "turn":
            sel = self.inter.selection
            if len(sel) == 1:  # the rivals the selected star can outshine
                targets = {t for a, t in info.outshines if a == sel[0]}
            elif not sel:  # the active player's stars that can outshine someone
                targets = {a for a, _t in info.outshines}
        elif self.mode() == "aim":  # A5: the stars the revealed award may be aimed at
            targets = {m.target for m in self.c.legal(s.reveals[0].actor) if m.target}
        ctx = TableContext(state=s, view=public, viewer=None, seats=self.c.seats,
                           selection=set(self.inter.selection), targets=targets,
                           target_players=self.inter.highlighted_players(), playable_cards=set())
        self.table.refresh(ctx)
        ht.decks_with_helpers(self.table, s, info, self.mode() == "turn" and bool(self.inter.selection),
                              self.c.names, self._top_film_field())
        self._saved_corner()
        self._refresh_strip(info)

    def _saved_corner(self) -> None:
        """How many entries are saved, or in red why they are not (a failed save)."""
        warning = self.c.save_warning
        text = warning or tr("Table game · saved entries: {count}").format(count=number(self.adapter.moves_made()))
        self.table.saved.setText(text)
        ink(self.table.saved, WARNING_INK if warning else SAVED_INK)

    def _draw_cause_text(self, cause: q.DrawCause, name: str, count: int) -> str:
        """The draw prompt that says why the cards are drawn mid-turn: the card whose draw
        effect makes the draw, with its rule (A5, E2, E4, A8, A9); the table hears why."""
        card = self.name(cause.card)
        if cause.kind == "revealed":
            text = tr("{name} draws {count} more card(s): {award} was revealed (A5). Enter the "
                      "star that came out, or an event.", "", count)
            return fill(text, name=name, count=number(count), award=card)
        if cause.kind == "award":
            text = tr("{name} draws {count} more card(s): {award} was played from the hand (E4). "
                      "Enter the star that came out, or an event.", "", count)
            return fill(text, name=name, count=number(count), award=card)
        if cause.kind == "ability":
            text = tr("{name} draws {count} more card(s): {star}'s ability was used ({rule}). "
                      "Enter the star that came out, or an event.", "", count)
            return fill(text, name=name, count=number(count), star=card, rule=cause.rule)
        text = tr("{name} draws {count} more card(s): {event} was played ({rule}). Enter the "
                  "star that came out, or an event.", "", count)
        return fill(text, name=name, count=number(count), event=card, rule=cause.rule)

    def _refresh_strip(self, info: q.Helpers) -> None:
        s, strip, mode = self.state, self.strip, self.mode()
        strip.retranslate()
        self.setAccessibleName(tr("Table mode"))
        self.setAccessibleDescription(tr("Follow a game played with real cards. Keys: E ends the "
                                         "turn, P passes, Esc cancels; other letters start a card's name."))
        names = [isolate(n) for n in self.c.names]  # put into the strip's sentences only
        helper = ht.helper_line(s, info, list(self.inter.selection), self.name) \
            if mode == "turn" or (mode == "target" and s.window is None) else ""
        about = ht.focus_line(self.state, self.focus, self.name) if mode != "draw" else ""
        misfit = html_text(self._no_film_fits()) if self._names_a_film(mode) else ""
        strip.helper.setText("<br>".join(t for t in (about, helper, misfit) if t))
        strip.helper.setVisible(bool(about or helper or misfit))  # (empty, it kept half the prompt's row)
        show_search = mode in ("draw", "name", "respond", "turn", "aim")
        strip.search.setVisible(show_search)
        strip.event_button.setVisible(mode == "draw")
        strip.event_button.setEnabled(mode == "draw" and q.event_can_be_drawn(s))
        strip.pass_button.setVisible(mode == "respond")
        strip.cancel.setVisible(mode in ("target", "name"))
        strip.end_turn.setVisible(mode == "turn")
        strip.back.setVisible(mode == "over")
        strip.adjust.setVisible(mode not in ("draw", "over"))
        strip.export.setVisible(mode in ("turn", "over"))
        strip.stalled.setVisible(mode == "turn" and q.stalled_showdown(s))
        strip.adjust.setText(self._adjust_label())
        strip.adjust.setAccessibleName(strip.adjust.text())
        for w in (strip.film_top_label, strip.film_top, strip.film_top_set):
            w.setVisible(self._top_film_field())
        strip.film_top.setValue(s.film_top_hint or 0)
        strip.show_film_top(s.film_top_hint)
        ability = self._ability_ways() if mode == "turn" else []
        strip.ability.setVisible(bool(ability))
        strip.ability.setText(fill(tr("{star}'s ability (A)"), star=self.name(
            self.inter.selection[0])) if ability else "")
        strip.fit_buttons()
        if mode == "over":
            winners = ", ".join(names[w] for w in s.winners) or tr("nobody")
            strip.prompt.setText(html_text(tr("Game over. Winner: {names}.").format(names=winners)))
        elif mode == "draw":
            assert s.drawing is not None  # what "draw" means (_mode)
            cause = q.draw_cause(s, (item.entry for item in reversed(self.c.log)))
            text = self._draw_cause_text(cause, names[s.drawing], s.draws_due) if cause else \
                tr("{name} drew… ({count} to enter): the star that came out, or an "
                   "event").format(name=names[s.drawing], count=s.draws_due)
            strip.prompt.setText(html_text(text))
            strip.search.setPlaceholderText(tr("Star name…"))
        elif mode == "name":
            assert self.naming is not None
            kind = self.naming[1]
            if kind.startswith("give_back:"):
                text = tr("Which award does {name} give back?").format(name=names[int(kind[10:])])
            else:
                text = tr("Which film came up?") if kind == "film" else tr("Which award came up?")
            strip.prompt.setText(html_text(text))
            strip.search.setPlaceholderText(tr("Card name…"))
        elif mode == "aim":
            drawer, award = s.reveals[0].actor, s.reveals[0].source
            assert award is not None  # a revealed award waits for its targets
            definition = s.cardset.award_cards[award]
            strip.prompt.setText(html_text(tr("{name} revealed {award} ({effect}). Which target did "
                                              "they choose?").format(
                name=names[drawer], award=self.name(award),
                effect=(card_text(definition) or describe_effect(definition.effect)).rstrip("."))))
            strip.search.setPlaceholderText(tr("Target…"))
        elif mode == "respond":
            strip.prompt.setText(html_text(ht.window_question(self.state, self.c.names, self.name)))
            strip.search.setPlaceholderText(tr("Reaction played…"))
        elif mode == "target":
            pick = self.inter.pick
            assert pick is not None  # what "target" means (mode)
            text = ht.reaction_target(s, self.c.names, pick.label, pick.kind == "ability") \
                if s.window is not None and pick.step == "target" else self.inter.prompt()
            strip.prompt.setText(html_text(text))
        else:
            sel = self.inter.selection
            if sel:
                text = tr("{name}: {stars} selected. Tap what they did, or a highlighted rival "
                          "to outshine.", "", len(sel)).format(name=names[s.active],
                                                 stars=", ".join(self.name(c) for c in sel))
            else:
                text = fill(tr("{name}'s turn: tap their stars on the table, then what they did."),
                            name=names[s.active])
                if s.cardset.any_turn_events:  # E1: an event from another hand, any time
                    text += " " + tr("Out of turn: tap a player's name, then what they played.")
            strip.prompt.setText(html_text(text))
            strip.search.setPlaceholderText(tr("Event played…"))
        hint = strip.search.placeholderText()
        # its hint whole (German), and room for the clear button, which shows once a letter
        # is typed: as wide before as after (it grew, and pushed the chips aside)
        strip.search.setFixedWidth(min(SEARCH_MOST,
                                       strip.search.fontMetrics().horizontalAdvance(hint) + 66))
        strip.search.setAccessibleName(hint.rstrip("…"))
        strip.search.setAccessibleDescription(tr("Type a few letters of the card's name, then Enter."))
        self._fill_chips()
        self._fill_takes(mode)

    def _ability_ways(self) -> list[Move]:
        """The ways the one selected star may use her action ability now, those waiting only
        for the film or award that came up included (the table names it next, A8)."""
        sel = self.inter.selection
        if len(sel) != 1:
            return []
        return q.ability_moves(self.state, self.state.active, sel[0])[0]

    def _names_a_film(self, mode: str) -> bool:
        """Whether the table names the top film now: the film that came up, or the film the
        selected stars made."""
        if mode == "name":
            return self.naming is not None and self.naming[1] == "film"
        return mode == "turn" and bool(self.inter.selection)

    def _no_film_fits(self) -> str:
        """What to say when the fame entered for the top film's back fits no unseen film
        (the engine then offers every unseen film), else ""."""
        s = self.state
        if q.top_film_candidates(s).fits or s.film_top_hint is None:
            return ""
        return tr("No unseen film needs fame {fame}, as entered for the top film: every unseen "
                  "film is offered. Check the fame on its back.").format(fame=number(s.film_top_hint))

    def _top_film_field(self) -> bool:
        """Whether the strip asks for the fame on the top film's back now (a turn, the top
        film not entered yet)."""
        s = self.state
        return self.mode() == "turn" and bool(s.films) and s.films[0] == "?"

    def _adjust_label(self) -> str:
        if self.focus is not None and self.focus[0] == "star" and self.state.slot_of(self.focus[1]):
            return tr("Adjust {name}…").format(name=self.name(self.focus[1]))
        if self.focus is not None and self.focus[0] == "seat":
            return tr("Adjust {name}…").format(name=isolate(self.c.names[self.focus[1]]))
        return tr("Adjust…")

    def _chip_items(self) -> tuple[str, list[tuple[str, str, str]]]:
        s, mode = self.state, self.mode()
        if mode == "draw":
            stars = distinct([(c, self.name(c), "") for c in q.unseen_stars(s)])
            if not stars:  # every star is known: what came out was an event
                return tr("No star is left unseen: the card drawn was an event."), []
            return tr("Drew the star:"), stars
        if mode == "name":
            assert self.naming is not None
            kind = self.naming[1]
            if kind.startswith("give_back:"):  # the awards the player hit holds
                return "", distinct([(c, self.name(c), "") for c in s.players[int(kind[10:])].awards])
            cards = q.top_film_candidates(s).films if kind == "film" else q.unseen_of(s, kind)  # A2
            return "", distinct([(c, self.name(c), ht.card_note(s, c)) for c in cards])
        if mode == "aim":
            drawer = s.reveals[0].actor
            items = []
            for i, m in enumerate(self.c.legal(drawer)):
                words = [fill(tr("{owner}'s {star}"), owner=isolate(self.c.names[s.owner_of(m.target)]),
                                                      star=self.name(m.target))] \
                    if m.target is not None else []
                if m.target_player is not None:
                    words.append(isolate(self.c.names[m.target_player]))
                if not words:  # no target: the table names the card it took (_untargeted_aim)
                    continue
                label = tr("{first} and {second}").format(first=words[0], second=words[1]) \
                    if len(words) == 2 else words[0]
                items.append((f"move:{i}", label, ""))
            return tr("Aimed at:"), items
        if mode == "respond":
            seat = self.window_seat()
            # the abilities of the stars on the table first: they are there for all to see,
            # while the reaction events are only the ones the hidden hand may hold (behind
            # "+1 more" at 1366 px, the reaction the table was looking at went unseen)
            items = [(f"ability:{star}", fill(tr("{star}'s reaction ability"), star=self.name(star)), "")
                     for star in q.reaction_stars(s, seat)]
            items += [(c, self.name(c), tr("reaction")) for c in q.events_for(s, seat, reaction=True)]
            return tr("Played:"), distinct(items)
        if mode == "turn":
            seat = self.event_seat()
            items = [(c, self.name(c), "") for c in q.playable_events(s, seat, reaction=False)]
            items += [(f"award:{card}", self.name(card), tr("award from hand"))
                      for card in q.playable_awards(s, seat)]
            items = distinct(items)
            if seat != s.active:  # an any-time event out of turn (E1), by the player tapped
                return tr("{name} played, out of turn:").format(name=isolate(self.c.names[seat])), items
            return tr("Played an event:"), items
        return "", []

    def window_seat(self) -> int:
        """Whose response window is open (what mode "respond" means)."""
        window = self.state.window
        assert window is not None
        return window.seat

    def event_seat(self) -> int:
        """Who the event row is for: the player whose area was tapped last (an any-time
        event out of turn, E1), else the active player."""
        if self.focus is not None and self.focus[0] == "seat":
            return int(self.focus[1])
        return self.state.active

    def _typed(self, _text: str) -> None:
        self._fill_chips()
        if self.c.state is not None:
            self._fill_takes(self.mode())

    def _fill_chips(self) -> None:
        if self.c.state is None:
            return
        title, items = self._chip_items()
        self.strip.chips.set_items(title, items, self.strip.search.text())

    def _fill_takes(self, mode: str) -> None:
        s, strip = self.state, self.strip
        stars = tuple(self.selected()) if mode == "turn" else ()
        films = q.films_for(s, s.active, stars) if stars else []
        awards = q.awards_for(s, s.active, stars) if stars else []
        typed = strip.search.text()
        strip.films.set_items(tr("Made the film:") if films else "",
                              distinct([(c, self.name(c), ht.card_note(s, c)) for c in films]), typed)
        strip.awards.set_items(tr("Bought the award:") if awards else "",
                               distinct([(c, self.name(c), ht.card_note(s, c)) for c in awards]), typed)
        if stars and not films and not awards and not any(
                a in stars for a, _t in q.helpers(s, list(stars)).outshines):
            strip.films.set_items(tr("These stars can take no film or award now."), [])
        strip.arrange_takes()

    # -- entries -------------------------------------------------------------------------
    def submit(self, move: Move) -> bool:
        kind = q.needs_card(self.state, move)
        giver = q.award_given_back_by(self.state, move) if kind is None else None
        if giver is not None:  # return_award: the player hit says which of theirs goes back
            kind = f"give_back:{giver}"
        if kind is not None:  # the table names the film or award that came up
            self.naming = (move, kind)
            self.strip.search.clear()
            self.refresh()
            self.strip.search.setFocus()
            return False
        refusal = self.adapter.submit(move)
        if refusal is not None:
            self.strip.refuse(named_refusal(refusal.key, refusal.params, refusal.message,
                                            self.c.names[move.player]),
                              refusal.rule, rule_quote(refusal.rule, self.c.state) if refusal.rule else "")
            return False
        return True

    def _outcome(self, outcome: Outcome) -> None:
        if outcome.move is not None:
            self.submit(outcome.move)
            return
        if outcome.refusal is not None:
            refusal = outcome.refusal
            rule = refusal.rule
            message = refusal.message
            if refusal.key is not None and self.inter.seat is not None:
                message = named_refusal(refusal.key, refusal.params, message,
                                        self.c.names[self.inter.seat])
            self.strip.refuse(message, rule, rule_quote(rule, self.c.state) if rule else "")
        else:
            self.strip.say("")
        self.refresh()

    def click_star(self, card: str) -> None:
        if self.c.state is None or self.mode() in ("over", "draw", "name"):
            return
        if self.mode() == "aim":  # A5: the star the revealed award was aimed at
            drawer = self.state.reveals[0].actor
            aimed = [m for m in self.c.legal(drawer) if m.target == card]
            if len(aimed) == 1:
                self.submit(aimed[0])
            return
        found = self.state.slot_of(card)
        if found is not None and self.inter.pick is None and found[0] != self.inter.seat \
                and len(self.inter.selection) != 1:
            self.focus = ("star", card)  # a rival star: its values and adjustment, one tap away
            self.strip.say("")
            self.refresh()
            return
        if found is not None and found[0] == self.inter.seat:
            self.focus = ("star", card)
        self._outcome(self.inter.click_star(card))

    def click_player(self, seat: int) -> None:
        if self.c.state is None:
            return
        if self.inter.pick is not None:
            self._outcome(self.inter.click_player(seat))
            return
        self.focus = ("seat", seat)
        self.strip.say("")
        self.refresh()

    def _enter_first(self) -> None:
        if self.mode() == "turn" and self.inter.selection:  # stars chosen: a film or an award
            film, award = self.strip.films.first(), self.strip.awards.first()
            if film is not None:
                self.make_film(film)
                return
            if award is not None:
                self.buy_award(award)
                return
        key = self.strip.chips.first()
        if key is not None:
            self._chip(key)
        else:
            self._explain_unoffered()

    def _explain_unoffered(self) -> None:
        """Enter on the name of an event the row does not offer: the player may hold it, but
        the rules do not let them play it now (E1: an own-turn event out of turn, a reaction
        with no response open). The engine's refusal says why, rather than nothing."""
        mode = self.mode()
        typed = self.strip.search.text().strip().lower()
        if not typed or mode not in ("turn", "respond"):
            return
        s = self.state
        seat = self.window_seat() if mode == "respond" else self.event_seat()
        for card in dict.fromkeys(q.events_held(s, seat)):
            if typed not in self.name(card).lower():
                continue
            moves, refusal = q.event_moves(s, seat, card)
            if not moves and refusal is not None:
                self.strip.refuse(named_refusal(refusal.key, refusal.params, refusal.message,
                                                self.c.names[seat]),
                                  refusal.rule, rule_quote(refusal.rule, self.c.state) if refusal.rule else "")
                return

    def _chip(self, key: str) -> None:
        mode, s = self.mode(), self.state
        if mode == "draw":
            assert s.drawing is not None
            self.submit(Draw(s.drawing, key))
        elif mode == "name":
            assert self.naming is not None
            move, kind = self.naming
            self.naming = None
            if kind.startswith("give_back:"):
                named = q.with_award_given_back(s, move, key)
            else:
                field = "card" if isinstance(move, MakeFilm | BuyAward) else "choice"
                named = replace(move, **{field: key})
            if not self.submit(named):
                self.refresh()
        elif mode == "aim" and key.startswith("move:"):
            self.submit(self.c.legal(s.reveals[0].actor)[int(key[5:])])
        elif mode in ("respond", "turn"):
            seat = self.window_seat() if mode == "respond" else self.event_seat()
            kind, _, what = key.partition(":")
            if kind in ("award", "ability"):  # one chip per card: its targets on the table
                # (the engine's ways, a film or award nobody has seen yet named next)
                ways = (q.award_moves(s, seat, what) if kind == "award"
                        else q.ability_moves(s, seat, what))[0]
                self.inter.reset(seat)
                self._outcome(self.inter.offer(self.name(what),
                                               "play_award" if kind == "award" else "ability", ways))
                return
            moves, refusal = q.event_moves(s, seat, key)
            if not moves:
                if refusal is None:
                    self.strip.say(tr("Not possible: {reason}").format(
                        reason=tr("That is not possible now.")))
                    return
                self.strip.refuse(named_refusal(refusal.key, refusal.params, refusal.message,
                                                self.c.names[seat]),
                                  refusal.rule, rule_quote(refusal.rule, self.c.state) if refusal.rule else "")
                return
            self.inter.reset(seat)
            self._outcome(self.inter.offer(self.name(key), "play_event", moves))

    def drew_event(self) -> None:
        s = self.state
        if self.mode() == "draw":
            assert s.drawing is not None
            self.submit(Draw(s.drawing))

    def make_film(self, film: str) -> None:
        s = self.state
        stars = tuple(self.selected())
        moves: list[Move] = [MakeFilm(s.active, stars, star, film) for star in stars]
        self._outcome(self.inter.offer(tr("Make a film"), "make_film", moves))

    def buy_award(self, award: str) -> None:
        s = self.state
        self.submit(BuyAward(s.active, tuple(self.selected()), award))

    def set_film_top(self) -> None:
        self.submit(FilmTop(self.strip.film_top.value()))

    def action(self, kind: str) -> bool:
        """A key or button of the turn (E, P, O, A, Esc); True when it was for table mode."""
        if self.c.state is None:
            return False
        mode = self.mode()
        if kind == "cancel":
            if self.naming is not None:
                self.naming = None
            elif not self.inter.cancel():
                self.focus = None
            self.strip.say("")
            self.strip.search.clear()  # the name typed for what was cancelled: the next starts clean
            self.refresh()
            untargeted = self._untargeted_aim()
            if untargeted is not None:  # the revealed award still waits for the card it took
                self.submit(untargeted)
            return True
        if kind in ("end_turn", "pass") and mode in ("turn", "respond"):
            self._outcome(self.inter.action(kind))
        elif kind == "ability" and mode == "turn" and self._ability_ways():
            # A8: from the engine's ways, a film or award nobody has seen yet named next
            star = self.inter.selection[0]
            self._outcome(self.inter.offer(fill(tr("{star}'s ability"), star=self.name(star)),
                                           "use_ability", self._ability_ways()))
        elif kind in ("outshine", "ability") and mode == "turn":
            self._outcome(self.inter.action(kind))  # its refusal, if it has no way
        elif kind.startswith("digit:") and mode in ("turn", "target", "respond"):
            self._digit(int(kind[6:]))
        elif kind in ("make_film", "buy_award") and mode == "turn":
            row = self.strip.films if kind == "make_film" else self.strip.awards
            keys = row.keys()
            if len(keys) == 1:  # the only one the selected stars can take
                (self.make_film if kind == "make_film" else self.buy_award)(keys[0])
            elif keys:
                row.chip(keys[0]).setFocus()  # Tab and Space (or type its name) for another
            elif not self.inter.selection:
                self.strip.say(tr("Select the stars first (number keys or a tap on their cards)."))
            else:  # stars chosen that can take none: the engine says why (A1, A3, A4)
                refusal = q.why_not_taken(self.state, self.state.active, tuple(self.selected()),
                                          "film" if kind == "make_film" else "award")
                if refusal is not None:
                    self.strip.refuse(named_refusal(refusal.key, refusal.params, refusal.message,
                                                    self.c.names[self.state.active]),
                                      refusal.rule, rule_quote(refusal.rule, self.c.state) if refusal.rule else "")
        return True

    def _digit(self, n: int) -> None:
        """Number keys: the n-th highlighted star while choosing on the table, else the n-th
        star of the player who acts."""
        s = self.state
        pick = self.inter.pick
        if pick is not None and pick.step == "target_player":
            seats = sorted(self.inter.highlighted_players())
            if 0 < n <= len(seats):
                self._outcome(self.inter.click_player(seats[n - 1]))
            return
        if pick is not None:
            targets = self.inter.highlighted_stars()
            ordered = [sl.card for p in s.players for sl in p.table if sl.card in targets]
            if 0 < n <= len(ordered):
                self._outcome(self.inter.click_star(ordered[n - 1]))
            return
        seat = self.inter.seat
        table = s.players[seat].table if seat is not None else []
        if 0 < n <= len(table):
            self.click_star(table[n - 1].card)

    def open_adjust(self) -> None:
        dialog = AdjustDialog(self.c, self)
        if self.focus is not None:
            dialog.focus_on(*self.focus)
        self.adjust.open(dialog)

    def choose_export(self) -> None:
        dialog = QFileDialog(self, tr("Export the game"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilter(tr("Red Light games (*.json)"))
        dialog.setDefaultSuffix("json")
        dialog.fileSelected.connect(self.export_to)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()

    def export_to(self, path: str) -> bool:
        """Write the game file (the store's export, as for digital games)."""
        try:
            data = self.c.storage.repo.export_game(self.c.game_id)
            with open(path, "w", encoding="utf-8") as f:
                json.dump(data, f, ensure_ascii=False, indent=1)
        except (OSError, ValueError, LookupError) as exc:
            self.strip.say(tr("The game could not be exported: {error}").format(error=exc))
            return False
        return True

    def keyPressEvent(self, event: Any) -> None:
        """Esc cancels; "/" or any letter that is not a key of the turn starts typing a name
        (an event, or a film or award for the selected stars)."""
        if event.key() == Qt.Key.Key_Escape:
            self.action("cancel")
            return
        text = event.text()
        search = self.strip.search
        if search.isVisible() and text and (text == "/" or text.isalpha()):
            search.setFocus()
            if text != "/":
                search.insert(text)
            return
        super().keyPressEvent(event)
