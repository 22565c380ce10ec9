"""Hypothesis strategies that mutate a valid JSON document the way a hostile or broken file
would: values replaced by wrong types, huge or negative numbers, markup, lone surrogates,
over-long text, deep nesting; keys dropped or added; list items dropped, repeated or
swapped; values spliced from elsewhere in the same document; and, now and then, the
serialised bytes cut short, wrapped in brackets or given a stray byte."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"

HOSTILE_TEXT = ["", " ", "<img src=\"/dev/zero\">", "<b>bold</b>", "&amp;", "\ud800", "x\udfffy",
                "x" * 61, "x" * 401, "s-0", "e-0#2", "a-0", "f-0", "manual", "all", "draw",
                "play_event", "end_turn", "table", "digital", "\u0000", "é" * 70]
HOSTILE_NUMBERS = [0, -1, 1, 2, 5, 6, 200, 201, 999, 1000, -1000, 2**31, 2**63, -(2**63) - 1,
                   10**19, 10**20, 1.5, -0.0, 1e300]


def _deep(depth: int) -> Any:
    value: Any = 0
    for _ in range(depth):
        value = [value]
    return value


def _hostile_values() -> st.SearchStrategy[Any]:
    scalars = st.one_of(
        st.none(), st.booleans(), st.sampled_from(HOSTILE_NUMBERS),
        st.integers(min_value=-10**6, max_value=10**6),
        st.floats(allow_nan=False, allow_infinity=False), st.sampled_from(HOSTILE_TEXT),
        st.text(max_size=12))
    return st.one_of(
        scalars,
        st.lists(scalars, max_size=4),
        st.dictionaries(st.sampled_from(["do", "type", "id", "name", "x", "effects", "player"]),
                        scalars, max_size=3),
        st.integers(min_value=30, max_value=40).map(_deep))


HOSTILE_VALUES = _hostile_values()  # built once: a strategy is validated when first drawn


def _random_path(draw: st.DrawFn, node: Any) -> tuple[Any, ...]:
    """A random place in `node`: from the top, step into a random child, and stop there one
    time in four (or at a leaf). Linear in the depth, whatever the document's size."""
    path: tuple[Any, ...] = ()
    while isinstance(node, dict | list) and node:
        if path and draw(st.integers(min_value=0, max_value=3)) == 0:
            break
        if isinstance(node, dict):
            key: Any = draw(st.sampled_from(sorted(node, key=str)))
        else:
            key = draw(st.integers(min_value=0, max_value=len(node) - 1))
        path += (key,)
        node = node[key]
    return path


def _get(doc: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        doc = doc[key]
    return doc


@st.composite
def mutated_document(draw: st.DrawFn, bases: list[Any]) -> Any:
    """One of `bases` (deep-copied) with 1 to 4 mutations, each at a random place."""
    doc = json.loads(json.dumps(draw(st.sampled_from(bases))))
    for _ in range(draw(st.integers(min_value=1, max_value=4))):
        path = _random_path(draw, doc)
        op = draw(st.sampled_from(["replace", "replace", "splice", "delete", "add_key",
                                   "repeat", "swap"]))
        if not path:
            doc = draw(HOSTILE_VALUES) if op == "replace" else doc
            continue
        parent, key = _get(doc, path[:-1]), path[-1]
        if op == "replace":
            parent[key] = draw(HOSTILE_VALUES)
        elif op == "splice":
            parent[key] = json.loads(json.dumps(_get(doc, _random_path(draw, doc))))
        elif op == "delete":
            del parent[key]
        elif op == "add_key" and isinstance(parent[key], dict):
            parent[key][draw(st.sampled_from(["do", "type", "x", "copies", "effect", "kind",
                                              "target", "ability", "stars"]))] = \
                draw(HOSTILE_VALUES)
        elif op == "repeat" and isinstance(parent, list):
            parent.insert(key, json.loads(json.dumps(parent[key])))
        elif op == "swap" and isinstance(parent, list) and len(parent) > 1:
            other = draw(st.integers(min_value=0, max_value=len(parent) - 1))
            parent[key], parent[other] = parent[other], parent[key]
    return doc


@st.composite
def mutated_bytes(draw: st.DrawFn, bases: list[Any]) -> bytes:
    """A mutated document serialised as a file would be; one time in eight the bytes are
    then damaged (cut short, a stray byte, wrapped 40 levels deep)."""
    doc = draw(mutated_document(bases))
    raw = json.dumps(doc).encode("utf-8")  # ensure_ascii: lone surrogates travel as \\udXXX
    damage = draw(st.sampled_from(["none"] * 7 + ["cut", "byte", "wrap"]))
    if damage == "cut":
        raw = raw[:draw(st.integers(min_value=0, max_value=len(raw)))]
    elif damage == "byte":
        at = draw(st.integers(min_value=0, max_value=len(raw)))
        raw = raw[:at] + bytes([draw(st.integers(min_value=0, max_value=255))]) + raw[at:]
    elif damage == "wrap":
        raw = b"[" * 40 + raw + b"]" * 40
    return raw


def report(name: str, counts: Counter[str], seconds: float) -> str:
    """One line of figures, printed and kept in test-artifacts/fuzz-NAME.txt."""
    line = (f"{name}: {counts['tried']} mutated files, {counts['accepted']} accepted and "
            f"loaded back ({counts['played']} played or replayed), {counts['refused']} "
            f"refused cleanly, 0 crashes, {seconds:.1f} s")
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / f"fuzz-{name}.txt").write_text(line + "\n", encoding="utf-8")
    print(line)
    return line
