"""RULES.md for the rules dock: HTML with an anchor per rule id, and each rule's text."""
from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

from ..resources import resource_path

_RULE = re.compile(r"^- \*\*([A-Z]+\d+)\*\* (.*)$")


@dataclass
class Rulebook:
    html: str
    rules: dict[str, str] = field(default_factory=dict)  # rule id -> plain text

    def text(self, rule: str | None) -> str:
        return self.rules.get(rule or "", "")


def _inline(text: str) -> str:
    out = html.escape(text, quote=False)
    out = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", out)
    out = re.sub(r"`(.+?)`", r"<code>\1</code>", out)
    return out


def _plain(text: str) -> str:
    return re.sub(r"\*\*(.+?)\*\*|`(.+?)`", lambda m: m.group(1) or m.group(2), text)


def parse(markdown: str) -> Rulebook:
    """A small reader for RULES.md's shape: headings, paragraphs, one bullet per rule."""
    parts: list[str] = []
    rules: dict[str, str] = {}
    para: list[str] = []
    item: tuple[str | None, list[str]] | None = None

    def flush() -> None:
        nonlocal para, item
        if para:
            parts.append(f"<p>{_inline(' '.join(para))}</p>")
            para = []
        if item is not None:
            rule, lines = item
            body = " ".join(lines)
            if rule:
                rules[rule] = _plain(body)
                parts.append(f'<p class="rule"><a name="{rule}"></a><b>{rule}</b>&nbsp; '
                             f"{_inline(body)}</p>")
            else:
                parts.append(f"<p>• {_inline(body)}</p>")
            item = None

    for raw in markdown.splitlines():
        line = raw.rstrip()
        if not line.strip():
            flush()
            continue
        if line.startswith("#"):
            flush()
            level = min(len(line) - len(line.lstrip("#")), 3)
            parts.append(f"<h{level}>{_inline(line.lstrip('#').strip())}</h{level}>")
            continue
        match = _RULE.match(line)
        if match:
            flush()
            item = (match.group(1), [match.group(2)])
            continue
        if line.startswith("- "):
            flush()
            item = (None, [line[2:]])
            continue
        if item is not None and raw.startswith("  "):
            item[1].append(line.strip())
            continue
        if item is not None:
            flush()
        para.append(line.strip())
    flush()
    return Rulebook("\n".join(parts), rules)


_cached: dict[str, Rulebook] = {}


def rules_file(lang: str) -> str:
    """RULES.md for English, RULES.<lang>.md for the translations."""
    return "RULES.md" if lang == "en" else f"RULES.{lang}.md"


def rulebook(lang: str | None = None) -> Rulebook:
    """The rules in `lang` (default: the language in use), English if not translated."""
    if lang is None:
        from .i18n import current
        lang = current()
    if lang not in _cached:
        text = None
        for name in (rules_file(lang), "RULES.md"):
            try:
                text = resource_path("rules", name).read_text(encoding="utf-8")
                break
            except OSError:
                continue
        if text is None:
            text = "# Rules\n\nThe rules file is missing from this installation."
        _cached[lang] = parse(text)
    return _cached[lang]
