"""The one reader of request bodies the host accepts: a move, as a small JSON object.

Limits first (size before anything is read further, then depth), then the strict JSON
reader every untrusted document goes through (engine/strict_json.py).
"""
from __future__ import annotations

from typing import Any

from ..engine.strict_json import StrictJsonError, nesting_depth, read_json

MAX_BODY = 4096  # bytes: a move with a six-star team is under 400
MAX_DEPTH = 3  # a move is an object holding at most a list of names


class BodyTooLarge(ValueError):
    """The body is over MAX_BODY bytes."""


class BadBody(ValueError):
    """The body is not a JSON object within the limits; the message says what is wrong."""


def read_move_body(raw: bytes) -> dict[str, Any]:
    """The move object in `raw`, or BodyTooLarge / BadBody."""
    if len(raw) > MAX_BODY:
        raise BodyTooLarge(f"the body is over {MAX_BODY} bytes")
    if not raw.strip():
        raise BadBody("the body is empty: send one move object")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise BadBody(f"the body is not UTF-8 text (byte {exc.start})") from None
    if nesting_depth(text, MAX_DEPTH) > MAX_DEPTH:
        raise BadBody(f"the body is nested more than {MAX_DEPTH} levels deep")
    try:
        document = read_json(text, "the body", max_bytes=MAX_BODY)
    except StrictJsonError as exc:
        raise BadBody(str(exc)) from None
    if not isinstance(document, dict):
        raise BadBody("the body must be one JSON object, such as {\"type\": \"end_turn\", \"player\": 0}")
    return document
