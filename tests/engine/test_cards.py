"""Card sets: validation names the card and the field; the demo set is complete."""
from __future__ import annotations

import copy
import json

import pytest

from redlight_app.engine.cards import (
    VERBS,
    CardSetError,
    instance_ids,
    load_cardset,
    load_cardset_text,
)
from redlight_app.engine.effects import leaves
from redlight_app.resources import demo_cardset_path

from .factory import award, cardset_doc, fillers, film, star

DEMO_DOC = json.loads(demo_cardset_path().read_text(encoding="utf-8"))


def small():
    return cardset_doc([star("s-a"), star("s-b")], fillers(8), [film("f-a")], [award("a-a")])


def refused(doc, expected):
    with pytest.raises(CardSetError) as info:
        load_cardset(doc)
    assert expected in str(info.value), str(info.value)


def test_refusal_names_card_and_field():
    doc = small()
    doc["events"][3]["phase"] = "whenever"
    refused(doc, 'events[3] "e-f4": phase must be own_turn, any_turn or reaction')


def test_unknown_verb_is_an_error_not_a_no_op():
    doc = small()
    doc["events"][0]["effect"] = {"do": "teleport"}
    refused(doc, 'events[0] "e-f1": effect verb "teleport" is not one of')


@pytest.mark.parametrize("mutate, expected", [
    (lambda d: d["stars"][0].update(psyche=1000), 'stars[0] "s-a": psyche must be within 0..999'),
    (lambda d: d["stars"][0].update(fame=1.5), "fame must be a whole number"),
    (lambda d: d["stars"][1].update(id="s-a"), 'id "s-a" is already used'),
    (lambda d: d["films"][0].update(id="Bad Id"), "id must be lowercase"),
    (lambda d: d["films"][0].update(color="purple"), "color must be green, red or blue"),
    (lambda d: d["awards"][0].update(frame="bronze"), "frame must be gold or silver"),
    (lambda d: d["awards"][0].update(costs=[1, 2]), "costs must be a list of 4"),
    (lambda d: d["events"][0].update(effect={"do": "draw"}), "effect draw needs the field count"),
    (lambda d: d["events"][0].update(effect={"do": "protect"}), "protect can only be a reaction"),
    (lambda d: d["events"][0].update(effect={"do": "modify", "stat": "luck", "amount": 1,
                                             "target": "own_star", "until": "permanent"}),
     "stat must be psyche, charisma or fame"),
    (lambda d: d["events"][0].update(effect={"do": "discard_star", "target": "own_star"}),
     "target must be opponent_star"),
    (lambda d: d["stars"][0].update(ability={"kind": "passive", "effect": {"do": "draw", "count": 1}}),
     "a passive ability may only use modify"),
    (lambda d: d["stars"][0].update(copies=0), "copies must be within 1..200"),
    (lambda d: d["stars"][0].update(ability={"kind": "reaction", "trigger": "hand", "effect": {
        "do": "protect"}}), "trigger must be player or star"),
    (lambda d: d["stars"][0].update(ability={"kind": "action", "trigger": "star", "effect": {
        "do": "draw", "count": 1}}), "trigger is for reaction abilities only"),
    (lambda d: d.update(stars=[]), "stars must hold 1..200 cards"),
    (lambda d: d.update(format="other/2"), 'format must be "redlight-cardset/1"'),
])
def test_each_broken_field_is_refused(mutate, expected):
    doc = small()
    mutate(doc)
    refused(doc, expected)


def test_modify_amount_may_be_negative():
    doc = small()
    doc["events"][0]["effect"] = {"do": "modify", "stat": "psyche", "amount": -20,
                                  "target": "opponent_star", "until": "end_of_turn"}
    load_cardset(doc)


def test_copies_make_instances():
    assert instance_ids("e-x", 3) == ["e-x", "e-x#2", "e-x#3"]
    doc = small()
    doc["events"][0]["copies"] = 3
    cs = load_cardset(doc)
    assert {"e-f1", "e-f1#2", "e-f1#3"} <= set(cs.instances["event"])


def test_not_json_and_too_large_are_refused():
    with pytest.raises(CardSetError, match="not valid JSON"):
        load_cardset_text("{nope")
    with pytest.raises(CardSetError, match="larger than 5 MB"):
        load_cardset_text(" " * (5 * 1024 * 1024 + 1))


def test_a_refused_set_leaves_no_partial_result():
    doc = small()
    doc["awards"][0]["frame"] = "bronze"
    original = copy.deepcopy(doc)
    with pytest.raises(CardSetError):
        load_cardset(doc)
    assert doc == original


def test_demo_set_has_100_cards_25_stars_and_every_verb():
    cs = load_cardset(DEMO_DOC)
    assert len(cs.cards) == 100 and len(cs.instances["star"]) == 25
    used = set()

    def walk(effect):
        if effect is None:
            return
        used.add(effect["do"])
        for leaf in leaves(effect):
            used.add(leaf["do"])
    for s in cs.stars:
        walk(s.ability.effect if s.ability else None)
    for e in cs.events:
        walk(e.effect)
    for a in cs.awards:
        walk(a.effect)
    assert used == set(VERBS)


# -- languages: an optional "language" and per-card "translations" ----------------------------
def test_language_and_translations_are_optional_and_kept():
    doc = small()
    assert load_cardset(doc).language == "en"
    doc["language"] = "it"
    doc["stars"][0]["translations"] = {"de": {"name": "Ada DE", "text": "Text"},
                                       "fr": {"ability_text": "Texte"}}
    cs = load_cardset(doc)
    assert cs.language == "it"
    assert cs.stars[0].translations["de"] == {"name": "Ada DE", "text": "Text"}
    assert cs.stars[1].translations == {}


@pytest.mark.parametrize("mutate, expected", [
    (lambda d: d.update(language="Italian"), 'language must be a language code like "en"'),
    (lambda d: d["stars"][0].update(translations=["it"]), "translations must be an object"),
    (lambda d: d["stars"][0].update(translations={"ITA": {}}), "is not a language code"),
    (lambda d: d["stars"][0].update(translations={"it": "x"}), "translations.it must be an object"),
    (lambda d: d["stars"][0].update(translations={"it": {"flavour": "x"}}), '"flavour" is not one of'),
    (lambda d: d["stars"][0].update(translations={"it": {"name": 3}}), "translations.it.name must be text"),
])
def test_broken_translations_are_refused(mutate, expected):
    doc = small()
    mutate(doc)
    with pytest.raises(CardSetError, match=expected):
        load_cardset(doc)


def test_demo_set_speaks_four_languages():
    cs = load_cardset(json.loads(demo_cardset_path().read_text(encoding="utf-8")))
    assert cs.language == "en"
    for card in {**{c.id: c for c in cs.stars + cs.events + cs.awards}}.values():
        for lang in ("it", "de", "fr"):
            assert card.translations[lang]["text"], (card.id, lang)
    for card in cs.events + cs.awards:
        assert all(card.translations[lang]["name"] for lang in ("it", "de", "fr")), card.id


def test_a9_reaction_trigger_defaults_to_player_and_star_is_kept():
    doc = small()
    doc["stars"][0]["ability"] = {"kind": "reaction", "effect": {"do": "protect"}}
    doc["stars"][1]["ability"] = {"kind": "reaction", "trigger": "star", "effect": {"do": "protect"}}
    cs = load_cardset(doc)
    assert cs.stars[0].ability.trigger == "player" and cs.stars[1].ability.trigger == "star"


def test_a9_demo_reaction_abilities_carry_the_trigger_their_text_says():
    cs = load_cardset(DEMO_DOC)
    reactions = [s for s in cs.stars if s.ability is not None and s.ability.kind == "reaction"]
    assert reactions
    for s in reactions:
        says_star = "when she is targeted" in s.ability.text.lower()
        assert s.ability.trigger == ("star" if says_star else "player"), s.id
