"""The card set editor's document work, without Qt: new cards, unique ids, every validation
problem at once, and the name a saved version gets.

The engine's `load_cardset` stops at the first problem. To list them all, `find_problems`
validates a scratch copy, records the engine's message as it is, puts a harmless value in
place of what the message names, and validates again, until the copy passes. The messages
shown are therefore always the engine's own words (its sentence and fields kept with each
problem, for editor/problem_text.py to say in the chosen language); nothing here re-states
the rules.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from typing import Any

from ...engine.cards import (
    ABILITY_KINDS,
    AMOUNT_RANGE,
    COLORS,
    COUNT_RANGE,
    FORMAT,
    FRAMES,
    ID_RE,
    PHASES,
    REACTION_ONLY_VERBS,
    STATS,
    TARGET_KINDS,
    UNTILS,
    VERBS,
    CardSetError,
    load_cardset,
)

SECTIONS = ("stars", "events", "films", "awards")
KIND_OF_SECTION = {"stars": "star", "events": "event", "films": "film", "awards": "award"}
SECTION_OF_KIND = {v: k for k, v in KIND_OF_SECTION.items()}
ID_PREFIX = {"stars": "s", "events": "e", "films": "f", "awards": "a"}
DEFAULT_AWARD_COSTS = [4, 4, 6, 8]
MAX_PROBLEMS = 400  # a pathological file still answers quickly; the panel says when cut short

def QT_TR_NOOP(text: str) -> str:  # marks text for translation (shown through tr)
    return text


# What each verb does, in a few words (from CARDSET.md), for the verb list and its tooltips.
VERB_HELP = {
    "draw": QT_TR_NOOP("the player draws cards from the main deck"),
    "take_film": QT_TR_NOOP("the top film goes to one of your stars, no fame needed"),
    "take_award": QT_TR_NOOP("the top award goes to your hand (not a purchase)"),
    "extra_award_purchase": QT_TR_NOOP("you may buy one more award this turn"),
    "modify": QT_TR_NOOP("changes psyche, charisma or fame of a star"),
    "ready_star": QT_TR_NOOP("a used star of yours is unused again"),
    "discard_star": QT_TR_NOOP("an opponent's star is discarded, as by an outshine"),
    "steal_film": QT_TR_NOOP("move an opponent star's last film to one of your stars"),
    "return_award": QT_TR_NOOP("a player puts an award of their choice under the award deck"),
    "discard_random": QT_TR_NOOP("a player discards events at random from hand"),
    "steal_random": QT_TR_NOOP("take a random event from a player's hand"),
    "skip_turn": QT_TR_NOOP("a player's next turn is skipped"),
    "protect": QT_TR_NOOP("reaction: cancels the outshine or effect that opened the window"),
    "cancel_event": QT_TR_NOOP("reaction: cancels the event that opened the window"),
    "all": QT_TR_NOOP("several effects, each in order"),
    "manual": QT_TR_NOOP("no automation: the text is shown and the players settle it"),
}
TARGET_HELP = {
    "self": QT_TR_NOOP("this star herself"),
    "own_star": QT_TR_NOOP("one of your stars"),
    "any_star": QT_TR_NOOP("any star on the table"),
    "opponent_star": QT_TR_NOOP("an opponent's star"),
    "opponent": QT_TR_NOOP("an opponent (a player)"),
}
PHASE_HELP = {"own_turn": QT_TR_NOOP("on your own turn"), "any_turn": QT_TR_NOOP("on anyone's turn"),
              "reaction": QT_TR_NOOP("as a reaction (in a response window)")}
ABILITY_HELP = {"action": QT_TR_NOOP("used on your turn"), "passive": QT_TR_NOOP("always on while she is on a table"),
                "reaction": QT_TR_NOOP("used in a response window")}

_WHERE_RE = re.compile(r"^(stars|events|films|awards)\[(\d+)\]")
_KEY_RE = re.compile(r"^[a-z_]+")
_EFFECT_KEYS = {"effect", "stat", "amount", "target", "until", "count", "effects", "do"}


# --------------------------------------------------------------------------------------
# Documents and cards
def blank_document(name: str = "New card set") -> dict[str, Any]:
    return {"format": FORMAT, "name": name, "award_costs": list(DEFAULT_AWARD_COSTS),
            "stars": [], "events": [], "films": [], "awards": []}


def clone(doc: Any) -> Any:
    """A deep copy through JSON (what the editor holds is always plain JSON data)."""
    return json.loads(json.dumps(doc))


def canonical(doc: Any) -> str:
    """The document's one spelling: the store hashes this same form."""
    return json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def slug(text: str) -> str:
    words = re.sub(r"[^a-z0-9]+", "-", text.lower().replace("'", "")).strip("-")
    return words[:48].strip("-") or "card"


def unique_id(doc: dict[str, Any], wanted: str, ignore: dict[str, Any] | None = None) -> str:
    """`wanted`, or `wanted-2`, `wanted-3`, ... whichever no other card uses."""
    taken = {c.get("id") for s in SECTIONS for c in doc.get(s, [])
             if isinstance(c, dict) and c is not ignore}
    if wanted not in taken:
        return wanted
    n = 2
    while f"{wanted}-{n}" in taken:
        n += 1
    return f"{wanted}-{n}"


def id_for_name(doc: dict[str, Any], section: str, name: str,
                ignore: dict[str, Any] | None = None) -> str:
    return unique_id(doc, f"{ID_PREFIX[section]}-{slug(name)}", ignore)


def new_card(doc: dict[str, Any], section: str) -> dict[str, Any]:
    """A fresh card of that kind with sensible, valid values and a unique id."""
    kind = KIND_OF_SECTION[section]
    name = f"New {kind}"
    card: dict[str, Any] = {"id": id_for_name(doc, section, name), "name": name}
    if section == "stars":
        card.update(psyche=50, charisma=50, fame=1, copies=1, ability=None, text="")
    elif section == "events":
        card.update(phase="own_turn", effect={"do": "draw", "count": 1}, copies=1, text="")
    elif section == "films":
        card.update(color="green", bonus=20, fame_required=1, copies=1, text="")
    else:
        card.update(frame="gold", costs=None, reveal_on_draw=False, counts_toward_win=True,
                    effect=None, copies=1, text="")
    return card


def duplicate_card(doc: dict[str, Any], section: str, card: dict[str, Any]) -> dict[str, Any]:
    twin = clone(card)
    base = card.get("id") if isinstance(card.get("id"), str) and card.get("id") else "card"
    twin["id"] = unique_id(doc, f"{base}-copy")
    if isinstance(twin.get("name"), str):
        twin["name"] = f"{twin['name']} (copy)"
    return twin


def copies_of(card: Any) -> int:
    value = card.get("copies", 1) if isinstance(card, dict) else 1
    return value if isinstance(value, int) and not isinstance(value, bool) else 1


def count_cards(doc: dict[str, Any], section: str) -> tuple[int, int]:
    """(cards, cards counting copies) in a section."""
    cards = [c for c in doc.get(section, []) if isinstance(c, dict)]
    return len(cards), sum(copies_of(c) for c in cards)


def players_supported(doc: dict[str, Any]) -> int:
    """How many players the set can seat (S4: a star and 4 events each), at most 6."""
    _, stars = count_cards(doc, "stars")
    _, events = count_cards(doc, "events")
    return min(6, stars, events // 4)


# --------------------------------------------------------------------------------------
# Effects
def effect_fields(verb: str) -> tuple[str, ...]:
    return VERBS[verb][0] if verb in VERBS else ()


def allowed_targets(verb: str) -> tuple[str, ...]:
    targets = VERBS.get(verb, ((), None))[1]
    return tuple(targets) if targets is not None else ()


def reshape_effect(effect: dict[str, Any], verb: str) -> None:
    """Give `effect` (in place) the verb and exactly the fields that verb needs, keeping
    values that still fit. A target is filled in only when there is a single choice: which
    star or player a card aims at is the author's decision, and a missing one is reported."""
    old = dict(effect)
    effect.clear()
    effect["do"] = verb
    for key in effect_fields(verb):
        if key == "target":
            targets = allowed_targets(verb)
            if old.get("target") in targets:
                effect["target"] = old["target"]
            elif len(targets) == 1:
                effect["target"] = targets[0]
        elif key == "count":
            count = old.get("count")
            effect["count"] = count if isinstance(count, int) and COUNT_RANGE[0] <= count <= COUNT_RANGE[1] \
                else COUNT_RANGE[0]
        elif key == "amount":
            amount = old.get("amount")
            effect["amount"] = amount if isinstance(amount, int) and AMOUNT_RANGE[0] <= amount <= AMOUNT_RANGE[1] \
                else 0
        elif key == "stat":
            effect["stat"] = old["stat"] if old.get("stat") in STATS else STATS[0]
        elif key == "until":
            effect["until"] = old["until"] if old.get("until") in UNTILS else UNTILS[0]
        elif key == "effects":
            if old.get("do") == "all" and isinstance(old.get("effects"), list):
                effect["effects"] = old["effects"]
            elif old.get("do") in VERBS and old.get("do") != "all":
                effect["effects"] = [old]  # the old effect becomes the first step
            else:
                effect["effects"] = [{"do": "draw", "count": 1}]


def describe_effect(effect: Any) -> str:
    """A short line for lists: "modify psyche -20 (opponent_star, end_of_turn)"."""
    if not isinstance(effect, dict):
        return "—"
    verb = effect.get("do")
    if verb == "all":
        parts = effect["effects"] if isinstance(effect.get("effects"), list) else []
        return " then ".join(describe_effect(p) for p in parts) or "all (empty)"
    if verb == "modify":
        amount = effect.get("amount", "?")
        sign = f"{amount:+d}" if isinstance(amount, int) else str(amount)
        return f"modify {effect.get('stat', '?')} {sign} on {effect.get('target', '?')}"
    bits = [str(verb)]
    if "count" in effect:
        bits.append(str(effect["count"]))
    if "target" in effect:
        bits.append(f"({effect['target']})")
    return " ".join(bits)


# --------------------------------------------------------------------------------------
# Problems
@dataclass(frozen=True)
class Problem:
    message: str  # the engine's message, word for word (in English)
    section: str | None = None  # "stars", "events", ... or None for the set itself
    index: int | None = None
    field: str | None = None  # the form field to point at: "id", "phase", "effect", ...
    # the engine's sentence for it (engine/cards.py PROBLEMS), its fields and the card it is
    # about, for the screen to say it in the chosen language (editor/problem_text.py)
    sentence: str = ""
    params: tuple[tuple[str, Any], ...] = ()
    where: str = ""
    # the names of the cards it is about (the card and one it quotes), by their place in the
    # file: (("stars[3]", "Ann"), ...), for the screen to name them as people know them
    names: tuple[tuple[str, str], ...] = ()


def find_problems(doc: Any, limit: int = MAX_PROBLEMS) -> list[Problem]:
    """Every validation problem of `doc`, in document order, in the engine's words."""
    if not isinstance(doc, dict):
        try:
            load_cardset(doc)
        except CardSetError as exc:
            return [_with_sentence(Problem(str(exc)), exc, exc.where)]
        return []
    work = clone(doc)
    original_where = {(s, i): _where(s, i, c) for s in SECTIONS if isinstance(doc.get(s), list)
                      for i, c in enumerate(doc[s])}
    found: list[Problem] = []
    seen: set[str] = set()
    for _ in range(limit):
        try:
            load_cardset(work)
            return found
        except CardSetError as exc:
            message, refusal = str(exc), exc
        problem = _locate(work, message)
        where = refusal.where
        if problem.section is not None and problem.index is not None:
            # later messages about a repaired card would quote its stand-in id: quote the real one
            now = _where(problem.section, problem.index, work[problem.section][problem.index])
            then = original_where.get((problem.section, problem.index), now)
            if message.startswith(now) and now != then:
                message = then + message[len(now):]
                problem = Problem(message, problem.section, problem.index, problem.field)
                where = then if where == now else where
        problem = replace(_with_sentence(problem, refusal, where),
                          names=card_names(doc, where, refusal.params.get("other")))
        if message in seen:  # a repair that did not take: stop rather than loop
            break
        seen.add(message)
        found.append(problem)
        if not _repair(work, problem, len(found)):
            break
    return found


def _with_sentence(problem: Problem, refusal: CardSetError, where: str) -> Problem:
    return replace(problem, sentence=refusal.sentence, params=tuple(refusal.params.items()),
                   where=where)


def card_names(doc: Any, *wheres: Any) -> tuple[tuple[str, str], ...]:
    """The names in `doc` of the cards the engine's `wheres` point at ('stars[3] "s-ann"' is
    ("stars[3]", "Ann")); a card with no name (or a name that is not text) has none."""
    found = []
    for where in wheres:
        m = _WHERE_RE.match(where) if isinstance(where, str) else None
        cards = doc.get(m.group(1)) if m is not None and isinstance(doc, dict) else None
        if m is None or not isinstance(cards, list) or int(m.group(2)) >= len(cards):
            continue
        card = cards[int(m.group(2))]
        name = card.get("name") if isinstance(card, dict) else None
        if isinstance(name, str) and name.strip():
            found.append((m.group(0), name))
    return tuple(found)


def _where(section: str, index: int, raw: Any) -> str:
    card_id = raw.get("id") if isinstance(raw, dict) else None
    return f'{section}[{index}] "{card_id}"' if isinstance(card_id, str) else f"{section}[{index}]"


def _locate(doc: dict[str, Any], message: str) -> Problem:
    m = _WHERE_RE.match(message)
    if m is None:
        key = _KEY_RE.match(message)
        field = key.group(0) if key else None
        for section in SECTIONS:  # "stars must hold 1..200 cards ...", "stars must be a list ..."
            if message.startswith(section + " "):
                return Problem(message, section, None, "count" if " must hold " in message else "list")
        return Problem(message, None, None, field)
    section, index = m.group(1), int(m.group(2))
    raw = doc[section][index] if index < len(doc.get(section, [])) else None
    where = _where(section, index, raw)
    rest = message[len(where) + 2:] if message.startswith(where + ": ") else message[m.end():]
    return Problem(message, section, index, _field_of(section, rest))


def _field_of(section: str, rest: str) -> str | None:
    if rest.startswith("a passive ability") or rest.startswith("ability"):
        return "ability"
    if rest.startswith("must be an object"):
        return None
    key = _KEY_RE.match(rest)
    if key is None:
        return None
    word = key.group(0)
    if word == "kind":
        return "ability"
    if word in _EFFECT_KEYS:
        return "ability" if section == "stars" else "effect"
    if word == "text" and section == "stars":
        return "text"
    return word


def _placeholder(doc: dict[str, Any], section: str, n: int, copies: int = 1) -> dict[str, Any]:
    card = new_card(doc, section)
    card["id"] = unique_id(doc, f"zz-stand-in-{n}")
    card["copies"] = copies
    return card


def _repair(doc: dict[str, Any], problem: Problem, n: int) -> bool:
    """Make what `problem` names harmless in the scratch copy; False if nothing can be done."""
    section, index, field = problem.section, problem.index, problem.field
    if section is None:
        if problem.message.startswith("format"):
            doc["format"] = FORMAT
        elif field == "name":
            doc["name"] = ""
        elif field == "award_costs":
            doc["award_costs"] = list(DEFAULT_AWARD_COSTS)
        elif field in SECTIONS:
            doc[field] = []
        else:
            return False
        return True
    cards = doc.get(section)
    if not isinstance(cards, list):
        return False
    if index is None and field == "list":
        doc[section] = []
        return True
    if index is None:  # the section's card count
        _, total = count_cards(doc, section)
        doc[section] = [_placeholder(doc, section, n)] if total == 0 or total > 200 else cards
        return total == 0 or total > 200
    raw = cards[index]
    if not isinstance(raw, dict) or field is None:
        cards[index] = _placeholder(doc, section, n, copies_of(raw))
        return True
    fixed = clone(raw)
    if field == "id":
        fixed["id"] = unique_id(doc, f"zz-stand-in-{n}")
    elif field in ("name", "text"):
        fixed[field] = ""
        if field == "text" and isinstance(fixed.get("ability"), dict):
            fixed["ability"]["text"] = ""
    elif field in ("psyche", "charisma", "fame", "bonus", "fame_required"):
        fixed[field] = 0
    elif field == "copies":
        fixed["copies"] = 1
    elif field == "phase":
        verb = fixed.get("effect", {}).get("do") if isinstance(fixed.get("effect"), dict) else None
        fixed["phase"] = "reaction" if verb in REACTION_ONLY_VERBS else "own_turn"
    elif field == "color":
        fixed["color"] = COLORS[0]
    elif field == "frame":
        fixed["frame"] = FRAMES[0]
    elif field == "costs":
        fixed["costs"] = None
    elif field in ("reveal_on_draw", "counts_toward_win"):
        fixed[field] = field == "counts_toward_win"
    elif field == "effect":
        fixed["effect"] = {"do": "manual"}
    elif field == "ability":
        ability = fixed.get("ability")
        if isinstance(ability, dict) and ability.get("kind") in ABILITY_KINDS and \
                (not isinstance(ability.get("effect"), dict) or ability["effect"].get("do") != "manual"):
            ability["effect"] = {"do": "manual"}
        else:
            fixed["ability"] = None
    else:
        fixed = _placeholder(doc, section, n, copies_of(raw))
    if fixed == raw:
        fixed = _placeholder(doc, section, n, copies_of(raw))
    cards[index] = fixed
    return True


# --------------------------------------------------------------------------------------
# Versions in the store
def version_name(wanted: str, taken: set[str]) -> str:
    """`wanted` if no stored set has that name, else "wanted (2)", "wanted (3)", ..."""
    wanted = wanted.strip() or "Card set"
    if wanted not in taken:
        return wanted
    base = re.sub(r" \(\d+\)$", "", wanted)
    n = 2
    while f"{base} ({n})" in taken:
        n += 1
    return f"{base} ({n})"


__all__ = [
    "ABILITY_KINDS", "ABILITY_HELP", "COLORS", "FRAMES", "PHASES", "PHASE_HELP", "STATS",
    "TARGET_KINDS", "TARGET_HELP", "UNTILS", "VERBS", "VERB_HELP", "ID_RE", "SECTIONS",
    "KIND_OF_SECTION", "SECTION_OF_KIND", "Problem", "blank_document", "canonical", "clone",
    "count_cards", "describe_effect", "duplicate_card", "find_problems", "id_for_name",
    "new_card", "players_supported", "reshape_effect", "unique_id", "version_name",
    "allowed_targets", "effect_fields", "copies_of", "card_names",
]
