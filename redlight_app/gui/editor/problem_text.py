"""A card set's problem as the editor says it: the engine's sentence (engine/cards.py
PROBLEMS, or engine/strict_json.py READ_PROBLEMS for a file that is not JSON) in the chosen
language, filled with its fields. The card it is about is named as people know it, by its
kind, its place counted from 1 and its name ('Star 4 “Ann”'; the engine's 'stars[3] "s-ann"'
counts from 0 and quotes the id, for the command line and the file's author); ids, JSON
keys, values and the JSON reader's own detail stay as the file and Python have them."""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ...engine.cards import PROBLEMS, CardSetError, listed_or
from ...engine.strict_json import READ_PROBLEMS
from ...name_text import shown_name
from ..i18n import engine_text, fill, number, tr
from .common import KIND_TITLE, SECTION_TITLE
from .model import Problem, card_names

_WHERE = re.compile(r"^(stars|events|films|awards)\[(\d+)\]")
SHORT_NAME = 40  # a name quoted in a problem is cut here ("…"): a refused name may be long


def problem_text(problem: Problem, card: bool = True) -> str:
    """A problem of the document being edited, as the problems list says it; without the card
    it is about (`card=False`) as the card's own form says it."""
    return _said(problem.sentence, dict(problem.params), problem.where if card else "",
                 problem.message, dict(problem.names))


def refusal_text(refusal: CardSetError, document: Any = None) -> str:
    """Why a card set file was refused, as the message that refuses it says it; the cards it
    names are named from `document` (the file as read) when there is one."""
    names = card_names(document, refusal.where, refusal.params.get("other"))
    return _said(refusal.sentence, refusal.params, refusal.where, str(refusal), dict(names))


def card_words(where: str, names: Mapping[str, str]) -> str:
    """The engine's 'stars[3] "s-ann"' as people say it: 'Star 4 “Ann”', or 'Star 4' for a
    card with no name; anything else as it is."""
    m = _WHERE.match(where)
    if m is None:
        return where
    fields = {"kind": tr(KIND_TITLE[m.group(1)]), "number": number(int(m.group(2)) + 1)}
    name = shown_name(names.get(m.group(0), ""))  # a control character written as an escape
    if not name:
        return tr("{kind} {number}").format(**fields)
    if len(name) > SHORT_NAME:
        name = name[:SHORT_NAME - 1] + "…"
    return tr("{kind} {number} “{name}”").format(name=name, **fields)


def _said(sentence: str, params: Mapping[str, Any], where: str, english: str,
          names: Mapping[str, str]) -> str:
    if sentence in READ_PROBLEMS:  # the file could not be read as JSON at all
        fields = {**params, "what": tr("the card set")}
        text = engine_text(READ_PROBLEMS[sentence]).format(**fields)
        return text[:1].upper() + text[1:]
    if sentence not in PROBLEMS:
        return english
    if sentence == "section_count" and params.get("key") in SECTION_TITLE:
        return _section_count(params)
    fields = dict(params)
    if "options" in fields:  # "own_turn, any_turn or reaction", with the language's "or"
        fields["listed"] = listed_or(tuple(fields["options"]),
                                     tr("or", "joins the last two of the values a field may take"))
    if isinstance(fields.get("other"), str):  # the card that already uses an id
        fields["other"] = card_words(fields["other"], names)
    text = engine_text(PROBLEMS[sentence]).format(**fields)
    if not where:
        return text
    return tr("{card}: {problem}").format(card=card_words(where, names), problem=text)


def _section_count(params: Mapping[str, Any]) -> str:
    """A kind with too few or too many cards, in words (the engine's "stars must hold
    1..200 cards counting copies, not 0" greeted every new set four times)."""
    section, count = tr(SECTION_TITLE[params["key"]]), int(params["count"])
    if count == 0:
        return tr("{section}: none yet. A set needs one at least.").format(section=section)
    return fill(tr("{section}: {count} cards counting copies; a set holds {least} to 200.", "",
                   count), section=section, count=number(count), least=number(params["least"]))
