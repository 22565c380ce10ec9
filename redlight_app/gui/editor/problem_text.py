"""A card set's problem as the editor says it: the engine's sentence (engine/cards.py
PROBLEMS, or engine/strict_json.py READ_PROBLEMS for a file that is not JSON) in the chosen
language, filled with its fields; the card it is about ('stars[3] "s-ann"'), ids, JSON keys,
values and the JSON reader's own detail stay as the file and Python have them."""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.cards import PROBLEMS, CardSetError, listed_or
from ...engine.strict_json import READ_PROBLEMS
from ..i18n import engine_text, number, tr
from .common import SECTION_TITLE
from .model import Problem


def problem_text(problem: Problem) -> str:
    """A problem of the document being edited, as the problems list and the form say it."""
    return _said(problem.sentence, dict(problem.params), problem.where, problem.message)


def refusal_text(refusal: CardSetError) -> str:
    """Why a card set file was refused, as the message that refuses it says it."""
    return _said(refusal.sentence, refusal.params, refusal.where, str(refusal))


def _said(sentence: str, params: Mapping[str, Any], where: str, english: str) -> str:
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
    text = engine_text(PROBLEMS[sentence]).format(**fields)
    return f"{where}: {text}" if where else text


def _section_count(params: Mapping[str, Any]) -> str:
    """A kind with too few or too many cards, in words (the engine's "stars must hold
    1..200 cards counting copies, not 0" greeted every new set four times)."""
    section, count = tr(SECTION_TITLE[params["key"]]), int(params["count"])
    if count == 0:
        return tr("{section}: none yet. A set needs one at least.").format(section=section)
    return tr("{section}: {count} cards counting copies; a set holds {least} to 200.", "",
              count).format(section=section, count=number(count), least=number(params["least"]))
