"""The one reader for untrusted JSON (game files, card sets, scenarios): limits first.

`json.loads` alone lets a hostile file crash or stall its caller: JSON nested 100,000 deep
raises RecursionError, an integer of 5,000 digits raises ValueError, NaN and 1e999 become
floats no rule expects, and a lone surrogate (``"\\ud800"``) passes as text and only fails
when the database encodes it. `read_json` refuses each of these before anything looks at the
document, with one sentence saying what is wrong and where; the callers then check types
and ranges field by field. Pure Python: no files, no Qt.
"""
from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

MAX_BYTES = 5 * 1024 * 1024  # CARDSET.md: files over 5 MB are refused
MAX_DEPTH = 32  # CARDSET.md: JSON nested deeper than 32 levels is refused
MAX_INT_DIGITS = 20  # 2^63 has 19 digits: seeds are the widest numbers a file holds

_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_SPECIAL = re.compile(r'[\[\]{}"\\]')
_SURROGATE = re.compile("[\ud800-\udfff]")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


# Each refusal's sentence (English; the GUI translates it by the template, context "engine").
# `what` names the input ("the card set", "game.json"); numbers come formatted.
READ_PROBLEMS = {
    "json_too_large": "{what} is larger than {limit} ({size} bytes)",
    "json_not_utf8": "{what} is not UTF-8 text (byte {byte})",
    "json_too_deep": "{what} is nested more than {depth} levels deep",
    "json_syntax": "{what} is not valid JSON: line {line} column {column}: {detail}",
    "json_unreadable": "{what} is not valid JSON: {detail}",
    "json_long_number": "{what}: a number has {digits} digits; at most {most} are allowed",
    "json_long_float": "{what}: a number is written with more than 100 characters",
    "json_huge_number": "{what}: the number {number} is too large",
    "json_not_a_number": "{what}: {token} is not a number JSON allows",
    "json_bad_key": "{what}: a key in {path} is not valid Unicode (it holds a lone surrogate)",
    "json_bad_document_key": "{what}: a key in the document is not valid Unicode (it holds a "
                             "lone surrogate)",
    "json_bad_text": "{what}: {path} is not valid Unicode (it holds a lone surrogate)",
    "json_bad_document_text": "{what}: the text is not valid Unicode (it holds a lone "
                              "surrogate)",
}


class StrictJsonError(ValueError):
    """Untrusted JSON that is refused; the message is one sentence for people: the template
    READ_PROBLEMS[`key`] filled with `params` (`what` included)."""

    def __init__(self, key: str, **params: str) -> None:
        self.key = key
        self.params = params
        super().__init__(READ_PROBLEMS[key].format(**params))

    def named(self, what: str) -> StrictJsonError:
        """The same refusal, naming the input `what` (a number's refusal comes from inside
        the parser, which does not know it)."""
        return StrictJsonError(self.key, **{**self.params, "what": what})


def read_json(raw: str | bytes, what: str = "the file", max_bytes: int = MAX_BYTES) -> Any:
    """The document in `raw`, or StrictJsonError naming what is wrong.

    `what` names the input in messages ("the card set", "game.json"). Checked in this order:
    size (before anything is parsed), UTF-8, nesting depth (before parsing, so no recursion
    can run away), then while parsing: integers of at most 20 digits, no NaN or Infinity,
    finite numbers; after parsing: no lone surrogates anywhere, keys included.
    """
    size = len(raw.encode("utf-8", "surrogatepass") if isinstance(raw, str) else raw)
    if size > max_bytes:
        raise StrictJsonError("json_too_large", what=what, limit=_megabytes(max_bytes),
                              size=f"{size:,}")
    if isinstance(raw, bytes):
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise StrictJsonError("json_not_utf8", what=what, byte=str(exc.start)) from None
    else:
        text = raw[1:] if raw.startswith("\ufeff") else raw
    if nesting_depth(text) > MAX_DEPTH:
        raise StrictJsonError("json_too_deep", what=what, depth=str(MAX_DEPTH))
    try:
        document = json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                              parse_constant=_parse_constant)
    except StrictJsonError as exc:
        raise exc.named(what) from None
    except json.JSONDecodeError as exc:
        raise StrictJsonError("json_syntax", what=what, line=str(exc.lineno),
                              column=str(exc.colno), detail=exc.msg) from None
    except (RecursionError, ValueError) as exc:  # belt and braces: the checks above cover these
        raise StrictJsonError("json_unreadable", what=what, detail=type(exc).__name__) from None
    check_document(document, what)
    return document


def nesting_depth(text: str, stop_above: int = MAX_DEPTH) -> int:
    """How deep the brackets of a JSON text nest, strings skipped; linear, no recursion.
    Only the comparison with `stop_above` is exact: within it, the count may include
    brackets inside strings (an upper bound is enough); beyond it, counting stops at
    `stop_above` + 1."""
    upper = max(accumulate(_STEP[c] for c in _NOT_BRACKET.sub("", text)), default=0)
    if upper <= stop_above:  # strings included, it is within the limit: so it is without
        return max(0, upper)
    # Brackets inside strings may be what goes deep: walk the special characters only.
    depth = deepest = 0
    in_string = False
    skip = -1
    for match in _SPECIAL.finditer(text):
        pos, char = match.start(), match.group()
        if pos == skip:
            continue
        if in_string:
            if char == "\\":
                skip = pos + 1
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > stop_above:
                    break
        elif char in "]}":
            depth -= 1
    return deepest


def check_document(document: Any, what: str = "the file", max_depth: int = MAX_DEPTH) -> None:
    """StrictJsonError if `document` nests deeper than `max_depth`, or if any string in it
    (keys too) holds a lone surrogate, which is not Unicode text and could be neither stored
    nor shown. Iterative, so it also serves documents that did not come through `read_json`.
    A first pass only checks (fast); where it finds a problem a second one names the place."""
    if _first_problem(document, max_depth, None) is None:
        return
    where: list[str] = []
    problem = _first_problem(document, max_depth, where)
    path = "".join(where).lstrip(".")
    if problem == "depth":
        raise StrictJsonError("json_too_deep", what=what, depth=str(max_depth))
    if problem == "key":
        if path:
            raise StrictJsonError("json_bad_key", what=what, path=path)
        raise StrictJsonError("json_bad_document_key", what=what)
    if path:
        raise StrictJsonError("json_bad_text", what=what, path=path)
    raise StrictJsonError("json_bad_document_text", what=what)


def _first_problem(document: Any, max_depth: int, where: list[str] | None) -> str | None:
    """"depth", "key" or "text" for the first problem found (None if there is none); with
    `where`, the steps to it are left there (".name", "[3]")."""
    stack: list[tuple[Any, int, int]] = [(document, 0, 0)]  # value, depth, len(where) at entry
    search = _SURROGATE.search
    while stack:
        value, depth, mark = stack.pop()
        if where is not None:
            del where[mark:]
        if isinstance(value, str):
            if search(value):
                return "text"
        elif isinstance(value, dict):
            if depth >= max_depth:
                return "depth"
            for key, item in value.items():
                if isinstance(key, str) and search(key):
                    return "key"
                if isinstance(item, dict | list | str):
                    stack.append((item, depth + 1, mark))
                    if where is not None:
                        stack[-1] = (_Step(f".{str(key)[:40]}", item), depth + 1, mark)
        elif isinstance(value, list):
            if depth >= max_depth:
                return "depth"
            for i, item in enumerate(value):
                if isinstance(item, dict | list | str):
                    stack.append((item, depth + 1, mark) if where is None
                                 else (_Step(f"[{i}]", item), depth + 1, mark))
        elif isinstance(value, _Step):
            assert where is not None
            where.append(value.step)
            stack.append((value.value, depth, len(where)))
    return None


class _Step:
    """A place's name on the way down (only built when a problem is being located)."""

    __slots__ = ("step", "value")

    def __init__(self, step: str, value: Any) -> None:
        self.step, self.value = step, value


def _parse_int(token: str) -> int:
    if len(token.lstrip("-")) > MAX_INT_DIGITS:
        raise StrictJsonError("json_long_number", what="the file",
                              digits=f"{len(token.lstrip('-')):,}", most=str(MAX_INT_DIGITS))
    return int(token)


def _parse_float(token: str) -> float:
    if len(token) > 100:
        raise StrictJsonError("json_long_float", what="the file")
    value = float(token)
    if value in (float("inf"), float("-inf")):
        raise StrictJsonError("json_huge_number", what="the file", number=token[:20])
    return value


def _parse_constant(token: str) -> float:
    raise StrictJsonError("json_not_a_number", what="the file", token=token)


def _megabytes(n: int) -> str:
    return f"{n / (1024 * 1024):g} MB"
