"""Card sets: the card definitions a game is played with, validated per CARDSET.md.

A card set is a JSON document. `load_cardset` checks every field and either returns a
frozen `CardSet` or raises `CardSetError` naming the card and the field; nothing half-
loaded is ever returned. Loading never runs code from the set.
"""
from __future__ import annotations

import copyreg
import dataclasses
import json
import re
from dataclasses import dataclass, field
from typing import Any, Mapping, NoReturn

from ..name_text import MAX_NAME, TOO_LONG, name_too_long
from .names import refused_character
from .strict_json import MAX_BYTES, StrictJsonError, read_json

FORMAT = "redlight-cardset/1"
# CARDSET.md's validation limits (names and ids, card texts, languages a card is translated to)
MAX_TEXT, MAX_ID, MAX_LANGUAGES = 400, 60, 50
# CARDSET.md's ranges of whole numbers (lowest, highest): a card's values (psyche, charisma,
# fame, a film's bonus and fame required) and the award costs; a card's copies; an effect's
# count and amount. The card set editor's number fields take the same ranges.
VALUE_RANGE = (0, 999)
COPIES_RANGE = (1, 200)
COUNT_RANGE = (1, 999)
AMOUNT_RANGE = (-999, 999)
ID_RE = re.compile(r"^[a-z0-9-]+$")
LANG_RE = re.compile(r"^[a-z]{2}(-[A-Z]{2})?$")  # "en", "it", "pt-BR"
TRANSLATED_FIELDS = ("name", "text", "ability_text")

PHASES = ("own_turn", "any_turn", "reaction")
COLORS = ("green", "red", "blue")
STAT_OF_COLOR = {"green": "psyche", "red": "charisma", "blue": "fame"}
FRAMES = ("gold", "silver")
ABILITY_KINDS = ("action", "passive", "reaction")
TRIGGERS = ("player", "star")  # a reaction ability answers its owner, or only this star (A9)
STATS = ("psyche", "charisma", "fame")
UNTILS = ("end_of_turn", "permanent")
TARGET_KINDS = ("self", "own_star", "any_star", "opponent_star", "opponent")
STAR_TARGETS = ("self", "own_star", "any_star", "opponent_star")

# Verb -> (required fields besides "do", allowed target kinds or None when it takes no target)
VERBS: dict[str, tuple[tuple[str, ...], tuple[str, ...] | None]] = {
    "draw": (("count",), None),
    "take_film": ((), None),
    "take_award": ((), None),
    "extra_award_purchase": ((), None),
    "modify": (("stat", "amount", "target", "until"), STAR_TARGETS),
    "ready_star": (("target",), ("own_star", "self")),
    "discard_star": (("target",), ("opponent_star",)),
    "steal_film": (("target",), ("opponent_star",)),
    "return_award": (("target",), ("opponent",)),
    "discard_random": (("target", "count"), ("opponent",)),
    "steal_random": (("target",), ("opponent",)),
    "skip_turn": (("target",), ("opponent",)),
    "protect": ((), None),
    "cancel_event": ((), None),
    "all": (("effects",), None),
    "manual": ((), None),
}
REACTION_ONLY_VERBS = ("protect", "cancel_event")
# Verbs whose target is a player rather than a star.
PLAYER_TARGET_VERBS = ("return_award", "discard_random", "steal_random", "skip_turn")


# Every sentence that refuses a card set, as an English template with {named} fields: the
# error's message, and what the GUI translates (context "engine", scripts/build_translations.py).
# `where` (the card: 'stars[3] "s-ann"') comes before it, ids and JSON keys are never translated.
_ONE_LINE = "; a name is text on one line, without control characters"
PROBLEMS: dict[str, str] = {
    "missing": "{key} is missing",
    "not_whole": "{key} must be a whole number, not {value}",
    "out_of_range": "{key} must be within {lo}..{hi}, not {value}",
    "not_text": "{key} must be text",
    "text_too_long": "{key} is {length} characters long; at most {limit} are allowed",
    "name_too_long": "{key}: " + TOO_LONG,
    "line break": "{key} holds a line break (U+{code})" + _ONE_LINE,
    "direction control": "{key} holds a direction control (U+{code})" + _ONE_LINE,
    "control character": "{key} holds a control character (U+{code})" + _ONE_LINE,
    "choice_missing": "{key} must be {listed} (missing)",
    "choice_wrong": "{key} must be {listed} (not {value})",
    "not_flag": "{key} must be true or false",
    "bad_id": "id must be lowercase letters, digits and dashes (at most {limit}), not {value}",
    "id_used": "id {value} is already used by {other}",
    "costs_not_list": "{key} must be a list of 4 whole numbers",
    "costs_out_of_range": "{key} must be a list of 4 whole numbers within 0..999",
    "translations_not_object": "translations must be an object of language codes",
    "too_many_languages": "translations: at most {limit} languages are allowed",
    "bad_language": 'translations: {value} is not a language code like "it"',
    "translation_not_object": "translations.{lang} must be an object",
    "translation_field": "translations.{lang}: {value} is not one of: {fields}",
    "effect_not_object": 'effect must be an object with a "do" verb',
    "unknown_verb": "effect verb {value} is not one of: {verbs}",
    "verb_needs_field": "effect {verb} needs the field {key}",
    "reaction_only": "effect {verb} can only be a reaction (phase reaction or a reaction ability)",
    "verb_target": "effect {verb} target must be {listed}, not {value}",
    "all_empty": "effect all needs a non-empty list of effects",
    "all_too_deep": "effect all is nested too deeply",
    "ability_not_object": "ability must be null or an object",
    "ability_effect_missing": "ability effect is missing",
    "passive_verb": "a passive ability may only use modify (applied while she is on a table) or manual",
    "trigger_not_reaction": "ability trigger is for reaction abilities only, not {kind}",
    "section_not_list": "{key} must be a list of cards",
    "not_object": "a card set must be a JSON object",
    "bad_format": 'format must be "{format}", not {value}',
    "bad_set_language": 'language must be a language code like "en", not {value}',
    "effect_missing": "effect is missing",
    "section_count": "{key} must hold {least}..200 cards counting copies, not {count}",
    "not_json": "the card set holds values that are not JSON text",
    "too_large": "the card set is larger than 5 MB ({size} bytes)",
    "card_not_object": "must be an object",
}


def listed_or(options: tuple[str, ...], or_word: str = "or") -> str:
    """Options as a sentence lists them: "own_turn, any_turn or reaction"."""
    return ", ".join(options[:-1]) + f" {or_word} " + options[-1] if len(options) > 1 else options[0]


class CardSetError(ValueError):
    """A card set that breaks the format; the message names the card and the field. Where
    the validator refused it, `sentence` is the key of its sentence in PROBLEMS, `params`
    fill it and `where` is the card it is about ("" for the set)."""

    def __init__(self, message: str, where: str = "", sentence: str = "",
                 params: Mapping[str, Any] | None = None) -> None:
        super().__init__(message)
        self.where = where
        self.sentence = sentence
        self.params: dict[str, Any] = dict(params or {})


@dataclass(frozen=True)
class Ability:
    kind: str
    effect: Mapping[str, Any]
    text: str = ""
    trigger: str = "player"  # reaction abilities only: "star" or "player" (A9)


@dataclass(frozen=True)
class StarCard:
    id: str
    name: str
    psyche: int
    charisma: int
    fame: int
    ability: Ability | None
    text: str = ""
    kind: str = "star"
    # language code -> {"name", "text", "ability_text"} in that language (all optional)
    translations: Mapping[str, Mapping[str, str]] = field(default_factory=dict, compare=False,
                                                          hash=False, repr=False)


@dataclass(frozen=True)
class EventCard:
    id: str
    name: str
    phase: str
    effect: Mapping[str, Any]
    text: str = ""
    kind: str = "event"
    # language code -> {"name", "text", "ability_text"} in that language (all optional)
    translations: Mapping[str, Mapping[str, str]] = field(default_factory=dict, compare=False,
                                                          hash=False, repr=False)


@dataclass(frozen=True)
class FilmCard:
    id: str
    name: str
    color: str
    bonus: int
    fame_required: int
    text: str = ""
    kind: str = "film"
    # language code -> {"name", "text", "ability_text"} in that language (all optional)
    translations: Mapping[str, Mapping[str, str]] = field(default_factory=dict, compare=False,
                                                          hash=False, repr=False)


@dataclass(frozen=True)
class AwardCard:
    id: str
    name: str
    frame: str
    costs: tuple[int, ...] | None
    reveal_on_draw: bool
    counts_toward_win: bool
    effect: Mapping[str, Any] | None
    text: str = ""
    kind: str = "award"
    # language code -> {"name", "text", "ability_text"} in that language (all optional)
    translations: Mapping[str, Mapping[str, str]] = field(default_factory=dict, compare=False,
                                                          hash=False, repr=False)


Card = StarCard | EventCard | FilmCard | AwardCard


@dataclass(frozen=True)
class CardSet:
    """A validated card set, with every card instance (copies) indexed by instance id."""

    name: str
    award_costs: tuple[int, ...]
    stars: tuple[StarCard, ...]
    events: tuple[EventCard, ...]
    films: tuple[FilmCard, ...]
    awards: tuple[AwardCard, ...]
    document: Mapping[str, Any]
    cards: Mapping[str, Card] = field(default_factory=dict)  # instance id -> definition
    # the same by kind, typed: instance id -> definition of each star, event, film, award
    star_cards: Mapping[str, StarCard] = field(default_factory=dict)
    event_cards: Mapping[str, EventCard] = field(default_factory=dict)
    film_cards: Mapping[str, FilmCard] = field(default_factory=dict)
    award_cards: Mapping[str, AwardCard] = field(default_factory=dict)
    instances: Mapping[str, tuple[str, ...]] = field(default_factory=dict)  # kind -> instances
    has_passives: bool = False  # any star with a passive ability (values then look wider)
    # star card id -> its passive modify effects as (stat, target kind, amount)
    passives: Mapping[str, tuple[tuple[str, str, int], ...]] = field(default_factory=dict)
    language: str = "en"  # the language of the names and texts (optional "language" field)
    # Derived from the cards when the set is built, for the values (values.py) read on every
    # move: a star's (psyche, charisma, fame) on a table before films and modifiers (printed
    # plus her passive abilities on herself), what each film adds to the three, and the
    # passive abilities that reach other stars (star card id -> (stat index, target, amount)).
    base_values: Mapping[str, tuple[int, int, int]] = field(
        default_factory=dict, init=False, compare=False, repr=False)
    film_values: Mapping[str, tuple[int, int, int]] = field(
        default_factory=dict, init=False, compare=False, repr=False)
    spread_passives: Mapping[str, tuple[tuple[int, str, int], ...]] = field(
        default_factory=dict, init=False, compare=False, repr=False)
    # the instances of the events a player may play on another's turn (E1: any_turn)
    any_turn_events: frozenset[str] = field(
        default=frozenset(), init=False, compare=False, repr=False)
    # the instances of reaction events and of stars with a reaction ability (R1, A9)
    reaction_events: frozenset[str] = field(
        default=frozenset(), init=False, compare=False, repr=False)
    reaction_stars: frozenset[str] = field(
        default=frozenset(), init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        index = {name: i for i, name in enumerate(STATS)}
        base: dict[str, tuple[int, int, int]] = {}
        films: dict[str, tuple[int, int, int]] = {}
        spread: dict[str, tuple[tuple[int, str, int], ...]] = {}
        for inst, card in self.cards.items():
            if isinstance(card, StarCard):
                values = [card.psyche, card.charisma, card.fame]
                wide = []
                for stat, target, amount in self.passives.get(inst, ()):
                    if target == "self":
                        values[index[stat]] += amount
                    else:
                        wide.append((index[stat], target, amount))
                base[inst] = (values[0], values[1], values[2])
                if wide:
                    spread[inst] = tuple(wide)
            elif isinstance(card, FilmCard):
                bonus = [0, 0, 0]
                bonus[index[STAT_OF_COLOR[card.color]]] = card.bonus
                films[inst] = (bonus[0], bonus[1], bonus[2])
        object.__setattr__(self, "base_values", base)
        object.__setattr__(self, "film_values", films)
        object.__setattr__(self, "spread_passives", spread)
        object.__setattr__(self, "any_turn_events", frozenset(
            inst for inst, card in self.cards.items()
            if isinstance(card, EventCard) and card.phase == "any_turn"))
        object.__setattr__(self, "reaction_events", frozenset(
            inst for inst, card in self.cards.items()
            if isinstance(card, EventCard) and card.phase == "reaction"))
        object.__setattr__(self, "reaction_stars", frozenset(
            inst for inst, card in self.cards.items()
            if isinstance(card, StarCard) and card.ability is not None
            and card.ability.kind == "reaction"))

    def card(self, instance: str) -> Card:
        return self.cards[instance]

    def kind_of(self, instance: str) -> str | None:
        card = self.cards.get(instance)
        return card.kind if card is not None else None

    def name_of(self, instance: str) -> str:
        card = self.cards.get(instance)
        return card.name if card is not None else instance

    def award_cost_row(self, award_instance: str) -> tuple[int, ...]:
        card = self.cards[award_instance]
        assert isinstance(card, AwardCard)
        return card.costs if card.costs is not None else self.award_costs


def frozen_reduce(record: Any) -> tuple[type, tuple[Any, ...]]:
    """How pickle rebuilds a frozen dataclass of the engine (the cards here, the pending
    outshines and effects of engine/pending.py): by calling it with its init fields.

    Compiled by mypyc, these classes are restored by setting each attribute after creation,
    which a frozen dataclass refuses (FrozenInstanceError), so process pools (tournament,
    simulate --workers) could not receive a card set. Derived fields are rebuilt by
    `__post_init__`, exactly as when the set was first loaded.
    """
    return type(record), tuple(getattr(record, f.name) for f in dataclasses.fields(record) if f.init)


for _frozen in (Ability, StarCard, EventCard, FilmCard, AwardCard, CardSet):
    copyreg.pickle(_frozen, frozen_reduce)


def shown(value: Any, limit: int = 40) -> str:
    """A value from an untrusted file, quoted for an error message and cut to `limit`."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = type(value).__name__
    return text if len(text) <= limit else text[:limit - 1] + "…"


def instance_ids(card_id: str, copies: int) -> list[str]:
    """The instance ids of a card with `copies` copies: ID, ID#2, ID#3, ..."""
    return [card_id] + [f"{card_id}#{n}" for n in range(2, copies + 1)]


def base_id(instance: str) -> str:
    return instance.split("#", 1)[0]


def load_cardset_text(text: str | bytes) -> CardSet:
    """Parse (with the strict reader's limits) and validate a card set from JSON text."""
    try:
        document = read_json(text, "the card set")
    except StrictJsonError as exc:  # its sentence is READ_PROBLEMS[exc.key]
        raise CardSetError(str(exc), sentence=exc.key, params=exc.params) from None
    return load_cardset(document)


def load_cardset(document: Any, require_every_kind: bool = True) -> CardSet:
    """Validate a parsed card set document and build the `CardSet`.

    A set for play holds 1..200 cards of each kind; a rigged scenario may leave a kind out
    (`require_every_kind=False`), the upper limit still holds."""
    return _Validator(document, require_every_kind).build()


class _Validator:
    def __init__(self, document: Any, require_every_kind: bool = True) -> None:
        self.doc = document
        self.least = 1 if require_every_kind else 0
        self.seen_ids: dict[str, str] = {}

    # -- helpers -----------------------------------------------------------------
    def fail(self, where: str, sentence: str, **params: Any) -> NoReturn:
        message = PROBLEMS[sentence].format(**params)
        raise CardSetError(f"{where}: {message}" if where else message, where, sentence, params)

    def whole(self, where: str, obj: Mapping[str, Any], key: str, lo: int = VALUE_RANGE[0],
              hi: int = VALUE_RANGE[1]) -> int:
        if key not in obj:
            self.fail(where, "missing", key=key)
        value = obj[key]
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(where, "not_whole", key=key, value=shown(value))
        if not lo <= value <= hi:
            self.fail(where, "out_of_range", key=key, lo=lo, hi=hi, value=value)
        return value

    def text(self, where: str, obj: Mapping[str, Any], key: str, required: bool = True,
             limit: int = MAX_TEXT) -> str:
        if key not in obj or obj[key] is None:
            if required:
                self.fail(where, "missing", key=key)
            return ""
        value = obj[key]
        if not isinstance(value, str):
            self.fail(where, "not_text", key=key)
        if len(value) > limit:
            self.fail(where, "text_too_long", key=key, length=len(value), limit=limit)
        return value

    def name(self, where: str, obj: Mapping[str, Any]) -> str:
        value = self.text(where, obj, "name")
        if name_too_long(value) is not None:  # the app's one limit on names, in its one sentence
            self.fail(where, "name_too_long", key="name", limit=MAX_NAME, length=len(value))
        return self.one_line(where, "name", value)

    def one_line(self, where: str, key: str, value: str) -> str:
        refused = refused_character(value)
        if refused is not None:
            self.fail(where, refused[0], key=key, code=refused[1])
        return value

    def choice(self, where: str, obj: Mapping[str, Any], key: str, options: tuple[str, ...]) -> str:
        value = obj.get(key)
        if value not in options:
            if key not in obj:
                self.fail(where, "choice_missing", key=key, listed=listed_or(options), options=options)
            self.fail(where, "choice_wrong", key=key, listed=listed_or(options), options=options,
                      value=shown(value))
        return value

    def flag(self, where: str, obj: Mapping[str, Any], key: str, default: bool) -> bool:
        value = obj.get(key, default)
        if not isinstance(value, bool):
            self.fail(where, "not_flag", key=key)
        return value

    def card_id(self, where: str, obj: Mapping[str, Any]) -> str:
        value = obj.get("id")
        if not isinstance(value, str) or not ID_RE.match(value) or len(value) > MAX_ID:
            self.fail(where, "bad_id", limit=MAX_ID, value=shown(value))
        if value in self.seen_ids:
            self.fail(where, "id_used", value=shown(value), other=self.seen_ids[value])
        self.seen_ids[value] = where
        return value

    def costs(self, where: str, value: Any, key: str) -> tuple[int, ...]:
        if not isinstance(value, list) or len(value) != 4:
            self.fail(where, "costs_not_list", key=key)
        for cost in value:
            if isinstance(cost, bool) or not isinstance(cost, int) or \
                    not VALUE_RANGE[0] <= cost <= VALUE_RANGE[1]:
                self.fail(where, "costs_out_of_range", key=key)
        return tuple(value)

    def translations(self, where: str, obj: Mapping[str, Any]) -> dict[str, dict[str, str]]:
        """The optional per-card "translations": {"it": {"name": …, "text": …}, …}."""
        value = obj.get("translations")
        if value is None:
            return {}
        if not isinstance(value, dict):
            self.fail(where, "translations_not_object")
        if len(value) > MAX_LANGUAGES:
            self.fail(where, "too_many_languages", limit=MAX_LANGUAGES)
        out: dict[str, dict[str, str]] = {}
        for lang, fields in value.items():
            if not isinstance(lang, str) or not LANG_RE.match(lang):
                self.fail(where, "bad_language", value=shown(lang))
            if not isinstance(fields, dict):
                self.fail(where, "translation_not_object", lang=lang)
            for key, text in fields.items():
                if key not in TRANSLATED_FIELDS:
                    self.fail(where, "translation_field", lang=lang, value=shown(key),
                              fields=", ".join(TRANSLATED_FIELDS))
                if not isinstance(text, str):
                    self.fail(where, "not_text", key=f"translations.{lang}.{key}")
                if key == "name" and name_too_long(text) is not None:
                    self.fail(where, "name_too_long", key=f"translations.{lang}.name",
                              limit=MAX_NAME, length=len(text))
                if len(text) > MAX_TEXT:
                    self.fail(where, "text_too_long", key=f"translations.{lang}.{key}",
                              length=len(text), limit=MAX_TEXT)
                if key == "name":
                    self.one_line(where, f"translations.{lang}.name", text)
            out[lang] = dict(fields)
        return out

    # -- effects -----------------------------------------------------------------
    def effect(self, where: str, effect: Any, context: str, depth: int = 0) -> Mapping[str, Any]:
        """Validate an effect. `context` is "reaction", "ability", or "card" (event/award)."""
        if not isinstance(effect, dict):
            self.fail(where, "effect_not_object")
        verb = effect.get("do")
        if not isinstance(verb, str) or verb not in VERBS:
            self.fail(where, "unknown_verb", value=shown(verb), verbs=", ".join(VERBS))
        required, targets = VERBS[verb]
        for key in required:
            if key not in effect:
                self.fail(where, "verb_needs_field", verb=verb, key=key)
        if verb in REACTION_ONLY_VERBS and context not in ("reaction",):
            self.fail(where, "reaction_only", verb=verb)
        if targets is not None:
            target = effect.get("target")
            if target not in targets:
                self.fail(where, "verb_target", verb=verb, listed=listed_or(targets), options=targets,
                          value=shown(target))
        if verb == "modify":
            self.choice(where, effect, "stat", STATS)
            self.choice(where, effect, "until", UNTILS)
            self.whole(where, effect, "amount", *AMOUNT_RANGE)
        if verb in ("draw", "discard_random"):
            self.whole(where, effect, "count", *COUNT_RANGE)
        if verb == "all":
            parts = effect["effects"]
            if not isinstance(parts, list) or not parts:
                self.fail(where, "all_empty")
            if depth > 3:
                self.fail(where, "all_too_deep")
            return {"do": "all", "effects": [self.effect(where, p, context, depth + 1) for p in parts]}
        return dict(effect)

    def ability(self, where: str, ability: Any) -> Ability | None:
        if ability is None:
            return None
        if not isinstance(ability, dict):
            self.fail(where, "ability_not_object")
        kind = self.choice(where, ability, "kind", ABILITY_KINDS)
        if "effect" not in ability:
            self.fail(where, "ability_effect_missing")
        effect = self.effect(where, ability["effect"], "reaction" if kind == "reaction" else "ability")
        if kind == "passive" and not _passive_supported(effect):
            self.fail(where, "passive_verb")
        trigger = "player"
        if ability.get("trigger") is not None:
            if kind != "reaction":
                self.fail(where, "trigger_not_reaction", kind=kind)
            trigger = self.choice(where, ability, "trigger", TRIGGERS)
        return Ability(kind=kind, effect=effect, text=self.text(where, ability, "text", required=False),
                       trigger=trigger)

    # -- the document ------------------------------------------------------------
    def section(self, key: str) -> list[Any]:
        value = self.doc.get(key)
        if not isinstance(value, list):
            self.fail("", "section_not_list", key=key)
        return value

    def copies(self, where: str, obj: Mapping[str, Any]) -> int:
        return self.whole(where, obj, "copies", *COPIES_RANGE) if "copies" in obj else 1

    def build(self) -> CardSet:
        doc = self.doc
        if not isinstance(doc, dict):
            self.fail("", "not_object")
        if doc.get("format") != FORMAT:
            self.fail("", "bad_format", format=FORMAT, value=shown(doc.get("format")))
        self.size(doc)
        name = self.name("", doc)
        language = doc.get("language", "en")
        if not isinstance(language, str) or not LANG_RE.match(language):
            self.fail("", "bad_set_language", value=shown(language))
        award_costs = self.costs("", doc.get("award_costs", [4, 4, 6, 8]), "award_costs")
        cards: dict[str, Card] = {}
        instances: dict[str, list[str]] = {"star": [], "event": [], "film": [], "award": []}

        def place(card: Card, copies: int) -> None:
            for inst in instance_ids(card.id, copies):
                cards[inst] = card
                instances[card.kind].append(inst)

        stars: list[StarCard] = []
        for i, raw in enumerate(self.section("stars")):
            where = self.where("stars", i, raw)
            star = StarCard(
                id=self.card_id(where, raw), name=self.name(where, raw),
                psyche=self.whole(where, raw, "psyche"), charisma=self.whole(where, raw, "charisma"),
                fame=self.whole(where, raw, "fame"), ability=self.ability(where, raw.get("ability")),
                text=self.text(where, raw, "text", required=False),
                translations=self.translations(where, raw))
            stars.append(star)
            place(star, self.copies(where, raw))
        events: list[EventCard] = []
        for i, raw in enumerate(self.section("events")):
            where = self.where("events", i, raw)
            card_id = self.card_id(where, raw)
            phase = self.choice(where, raw, "phase", PHASES)
            if "effect" not in raw:
                self.fail(where, "effect_missing")
            effect = self.effect(where, raw["effect"], "reaction" if phase == "reaction" else "card")
            event = EventCard(id=card_id, name=self.name(where, raw), phase=phase, effect=effect,
                             text=self.text(where, raw, "text", required=False),
                             translations=self.translations(where, raw))
            events.append(event)
            place(event, self.copies(where, raw))
        films: list[FilmCard] = []
        for i, raw in enumerate(self.section("films")):
            where = self.where("films", i, raw)
            film = FilmCard(
                id=self.card_id(where, raw), name=self.name(where, raw),
                color=self.choice(where, raw, "color", COLORS), bonus=self.whole(where, raw, "bonus"),
                fame_required=self.whole(where, raw, "fame_required"),
                text=self.text(where, raw, "text", required=False),
                translations=self.translations(where, raw))
            films.append(film)
            place(film, self.copies(where, raw))
        awards: list[AwardCard] = []
        for i, raw in enumerate(self.section("awards")):
            where = self.where("awards", i, raw)
            card_id = self.card_id(where, raw)
            costs_raw = raw.get("costs")
            effect_raw = raw.get("effect")
            award = AwardCard(
                id=card_id, name=self.name(where, raw),
                frame=self.choice(where, raw, "frame", FRAMES),
                costs=None if costs_raw is None else self.costs(where, costs_raw, "costs"),
                reveal_on_draw=self.flag(where, raw, "reveal_on_draw", False),
                counts_toward_win=self.flag(where, raw, "counts_toward_win", True),
                effect=None if effect_raw is None else self.effect(where, effect_raw, "card"),
                text=self.text(where, raw, "text", required=False),
                translations=self.translations(where, raw))
            awards.append(award)
            place(award, self.copies(where, raw))
        for kind, label in (("star", "stars"), ("event", "events"), ("film", "films"), ("award", "awards")):
            count = len(instances[kind])
            if not self.least <= count <= 200:
                self.fail("", "section_count", key=label, least=self.least, count=count)
        return CardSet(
            name=name, award_costs=award_costs, stars=tuple(stars), events=tuple(events),
            films=tuple(films), awards=tuple(awards), document=doc, cards=cards,
            star_cards={i: c for i, c in cards.items() if isinstance(c, StarCard)},
            event_cards={i: c for i, c in cards.items() if isinstance(c, EventCard)},
            film_cards={i: c for i, c in cards.items() if isinstance(c, FilmCard)},
            award_cards={i: c for i, c in cards.items() if isinstance(c, AwardCard)},
            instances={k: tuple(v) for k, v in instances.items()},
            has_passives=any(s.ability is not None and s.ability.kind == "passive" for s in stars),
            passives=_passive_table(cards), language=language)

    def size(self, doc: Mapping[str, Any]) -> None:
        """The set as it is stored (compact JSON) within 5 MB, also when it came inside a game
        file: a set stored bigger could never be loaded again."""
        try:
            size = len(json.dumps(doc, ensure_ascii=False, separators=(",", ":"),
                                  sort_keys=True).encode("utf-8"))
        except (TypeError, ValueError, UnicodeEncodeError, RecursionError):
            self.fail("", "not_json")
        if size > MAX_BYTES:
            self.fail("", "too_large", size=f"{size:,}")

    def where(self, section: str, index: int, raw: Any) -> str:
        if not isinstance(raw, dict):
            self.fail(f"{section}[{index}]", "card_not_object")
        card_id = raw.get("id")
        if isinstance(card_id, str):
            return f"{section}[{index}] {shown(card_id)}"
        return f"{section}[{index}]"


def _passive_table(cards: Mapping[str, Card]) -> dict[str, tuple[tuple[str, str, int], ...]]:
    out: dict[str, tuple[tuple[str, str, int], ...]] = {}
    for inst, card in cards.items():
        if isinstance(card, StarCard) and card.ability is not None and card.ability.kind == "passive":
            mods = []
            stack = [card.ability.effect]
            while stack:
                effect = stack.pop(0)
                if effect["do"] == "all":
                    stack[:0] = list(effect["effects"])
                elif effect["do"] == "modify":
                    mods.append((effect["stat"], effect["target"], effect["amount"]))
            if mods:
                out[inst] = tuple(mods)
    return out


def _passive_supported(effect: Mapping[str, Any]) -> bool:
    if effect["do"] == "all":
        return all(_passive_supported(e) for e in effect["effects"])
    return effect["do"] in ("modify", "manual")
