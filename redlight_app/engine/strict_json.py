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


class StrictJsonError(ValueError):
    """Untrusted JSON that is refused; the message is one sentence for people."""


def read_json(raw: str | bytes, what: str = "the file", max_bytes: int = MAX_BYTES) -> Any:
    """The document in `raw`, or StrictJsonError naming what is wrong.

    `what` names the input in messages ("the card set", "game.json"). Checked in this order:
    size (before anything is parsed), UTF-8, nesting depth (before parsing, so no recursion
    can run away), then while parsing: integers of at most 20 digits, no NaN or Infinity,
    finite numbers; after parsing: no lone surrogates anywhere, keys included.
    """
    size = len(raw.encode("utf-8", "surrogatepass") if isinstance(raw, str) else raw)
    if size > max_bytes:
        raise StrictJsonError(f"{what} is larger than {_megabytes(max_bytes)} "
                              f"({size:,} bytes)")
    if isinstance(raw, bytes):
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise StrictJsonError(f"{what} is not UTF-8 text (byte {exc.start})") from None
    else:
        text = raw[1:] if raw.startswith("\ufeff") else raw
    if nesting_depth(text) > MAX_DEPTH:
        raise StrictJsonError(f"{what} is nested more than {MAX_DEPTH} levels deep")
    try:
        document = json.loads(text, parse_int=_parse_int, parse_float=_parse_float,
                              parse_constant=_parse_constant)
    except StrictJsonError as exc:
        raise StrictJsonError(f"{what}: {exc}") from None
    except json.JSONDecodeError as exc:
        raise StrictJsonError(f"{what} is not valid JSON: line {exc.lineno} column "
                              f"{exc.colno}: {exc.msg}") from None
    except (RecursionError, ValueError) as exc:  # belt and braces: the checks above cover these
        raise StrictJsonError(f"{what} is not valid JSON: {type(exc).__name__}") from None
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
        raise StrictJsonError(f"{what} is nested more than {max_depth} levels deep")
    if problem == "key":
        raise StrictJsonError(f"{what}: a key in {path or 'the document'} is not valid "
                              "Unicode (it holds a lone surrogate)")
    raise StrictJsonError(f"{what}: {path or 'the text'} is not valid Unicode (it holds a "
                          "lone surrogate)")


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
        raise StrictJsonError(f"a number has {len(token.lstrip('-')):,} digits; at most "
                              f"{MAX_INT_DIGITS} are allowed")
    return int(token)


def _parse_float(token: str) -> float:
    if len(token) > 100:
        raise StrictJsonError("a number is written with more than 100 characters")
    value = float(token)
    if value in (float("inf"), float("-inf")):
        raise StrictJsonError(f"the number {token[:20]} is too large")
    return value


def _parse_constant(token: str) -> float:
    raise StrictJsonError(f"{token} is not a number JSON allows")


def _megabytes(n: int) -> str:
    return f"{n / (1024 * 1024):g} MB"
