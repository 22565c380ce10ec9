"""The strict reader for untrusted JSON, and the card-set limits it enforces with the
validator: each hostile input of issue 14 gets one sentence naming what is wrong."""
from __future__ import annotations

import json

import pytest

from redlight_app.engine.cards import CardSetError, load_cardset, load_cardset_text
from redlight_app.engine.scenario import ScenarioError, run_scenario_text
from redlight_app.engine.strict_json import StrictJsonError, nesting_depth, read_json

from .factory import synthetic_doc


@pytest.mark.parametrize("text, says", [
    ("[" * 100_000 + "]" * 100_000, "nested more than 32 levels deep"),
    ('{"a": ' + "9" * 5000 + "}", "a number has 5,000 digits"),
    ('{"name": "\\ud800"}', "name is not valid Unicode"),
    ('{"\\udc00": 1}', "a key in the document is not valid Unicode"),
    ('{"copies": NaN}', "NaN is not a number JSON allows"),
    ('{"copies": 1e999}', "is too large"),
    ('{"a": [1, 2', "is not valid JSON: line 1"),
])
def test_hostile_json_is_refused_with_a_sentence(text, says):
    with pytest.raises(StrictJsonError, match=says):
        read_json(text, "the file")


def test_the_size_limit_is_checked_before_parsing():
    raw = b"[" + b"0," * (3 * 1024 * 1024) + b"0]"  # 6 MB: parsed, it would be a huge list
    with pytest.raises(StrictJsonError, match=r"larger than 5 MB \(6,291,459 bytes\)"):
        read_json(raw, "the file")


def test_32_levels_pass_and_brackets_inside_text_do_not_count():
    assert read_json("[" * 32 + "]" * 32) is not None
    assert read_json(json.dumps({"name": "[" * 100 + "\\\"{"})) == {"name": "[" * 100 + "\\\"{"}
    assert nesting_depth('{"a": "' + "[" * 40 + '", "b": [[1]]}') <= 32
    assert nesting_depth('{"a": "' + "[" * 40 + '", "b": ' + "[" * 33 + "]" * 33 + "}") > 32


def test_non_utf8_bytes_are_refused():
    with pytest.raises(StrictJsonError, match="not UTF-8 text"):
        read_json(b'{"name": "\xff"}')


def _card_set_text(change) -> str:  # type: ignore[no-untyped-def]
    doc = synthetic_doc()
    change(doc)
    return json.dumps(doc)


@pytest.mark.parametrize("change, says", [
    (lambda d: d["events"][0].update(effect={"do": {"x": 1}}),
     'events\\[0\\] "e-0": effect verb {"x": 1} is not one of'),
    (lambda d: d["events"][0].update(effect={"do": ["draw"]}), "effect verb"),
    (lambda d: d["stars"][1].update(name="\ud800"), "stars\\[1\\].name is not valid Unicode"),
    (lambda d: d["stars"][1].update(name="x" * 61),
     'stars\\[1\\] "s-1": name: A name is at most 60 characters; this one has 61.'),
    (lambda d: d["films"][2].update(text="x" * 401), 'films\\[2\\] "f-2": text is 401 characters'),
    (lambda d: d["stars"][0].update(psyche=10**30), "a number has 31 digits"),
    (lambda d: d["stars"][0].update(copies=201), "copies must be within 1..200"),
    (lambda d: d["awards"][0].update(translations={"it": {"name": "y" * 61}}),
     "translations.it.name: A name is at most 60 characters; this one has 61."),
])
def test_card_set_refusals_name_the_card_and_the_field(change, says):
    with pytest.raises(CardSetError, match=says):
        load_cardset_text(_card_set_text(change))


def test_a_card_set_stored_bigger_than_5_mb_is_refused_even_when_already_parsed():
    doc = synthetic_doc()
    doc["padding"] = ["x" * 1000] * 5300  # an unknown key: ignored, but it would be stored
    with pytest.raises(CardSetError, match="larger than 5 MB"):
        load_cardset(doc)


def test_a_scenario_goes_through_the_same_reader():
    with pytest.raises(ScenarioError, match="nested more than 32 levels deep"):
        run_scenario_text("[" * 100_000 + "]" * 100_000)
    with pytest.raises(ScenarioError, match="not valid Unicode"):
        run_scenario_text('{"format": "redlight-scenario/1", "players": ["\\udfff", "B"]}')
