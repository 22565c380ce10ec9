"""RULES.md for the rules dock, written for players: each rule in plain words with its id as
a small anchor after it ("[A4]", which explanations link to), the project's readings marked
as table rulings, and none of the developers' words (file names, `illegal:A4`, code).

The files' own introduction speaks to developers; the dock opens with a short one of its
own (in the language in use) instead. Each rule's plain text is kept for quoting in a
refusal.
"""
from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

from ..resources import resource_path

_RULE = re.compile(r"^- \*\*([A-Z]+\d+)\*\* (.*)$")
# a bold word or two ending in a colon inside a rule: "**Reading:**", "**Lettura:**", …
_RULING = re.compile(r"\*\*([^*]{2,24}):\*\*\s*")
# developers' words: a file in parentheses, a file name, a result code
_DEV = [(re.compile(r"\s*\(`[^`]*\.(?:md|txt|json)`\)"), ""),
        (re.compile(r"`illegal:[A-Z]+\d+`"), ""),
        (re.compile(r"\s*\((?:[^()]*?)`[^`]*\.(?:md|txt)`[^()]*\)"), "")]


@dataclass
class Rulebook:
    html: str
    rules: dict[str, str] = field(default_factory=dict)  # rule id -> plain text

    def text(self, rule: str | None) -> str:
        return self.rules.get(rule or "", "")


def _players_words(text: str) -> str:
    """Markdown of a rule without the developers' words; `code` becomes plain words."""
    for pattern, repl in _DEV:
        text = pattern.sub(repl, text)
    return re.sub(r"`([^`]+)`", lambda m: m.group(1).replace("_", " "), text)


def _inline(text: str, ruling: str) -> str:
    out = html.escape(_players_words(text), quote=False)
    out = _RULING.sub(lambda m: f"<br><span style='color:#8a5a00;'><b>{html.escape(ruling)}</b></span> ",
                      out)
    return re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", out)


def _plain(text: str) -> str:
    text = _players_words(text)
    return re.sub(r"\*\*(.+?)\*\*", lambda m: m.group(1), text)


def _intro_html(title: str, intro: str) -> str:
    return f"<h1>{html.escape(title)}</h1><p><i>{html.escape(intro)}</i></p>"


def parse(markdown: str, title: str = "Red Light rules",
          intro: str = "", ruling: str = "Table ruling:") -> Rulebook:
    """A small reader for RULES.md's shape: headings, paragraphs, one bullet per rule. The
    file's title and introduction (before its first "##") give way to `title` and `intro`."""
    parts: list[str] = []
    rules: dict[str, str] = {}
    para: list[str] = []
    item: tuple[str | None, list[str]] | None = None
    in_intro = True

    def flush() -> None:
        nonlocal para, item
        if para:
            if not in_intro:
                parts.append(f"<p>{_inline(' '.join(para), ruling)}</p>")
            para = []
        if item is not None:
            rule, lines = item
            body = " ".join(lines)
            if rule:
                rules[rule] = _plain(body)
                parts.append(f'<p class="rule"><a name="{rule}"></a>{_inline(body, ruling)} '
                             f"<span style='color:#8c8070; font-size:small;'>[{rule}]</span></p>")
            else:
                parts.append(f"<p>• {_inline(body, ruling)}</p>")
            item = None

    for raw in markdown.splitlines():
        line = raw.rstrip()
        if not line.strip():
            flush()
            continue
        if line.startswith("#"):
            flush()
            level = min(len(line) - len(line.lstrip("#")), 3)
            if level == 1:
                continue  # the dock's own title comes first
            in_intro = False
            heading = re.sub(r"^[A-Z]{1,2}:\s*", "", line.lstrip("#").strip())  # "S: setup"
            heading = heading[:1].upper() + heading[1:]
            parts.append(f"<h{level}>{_inline(heading, ruling)}</h{level}>")
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
    return Rulebook(_intro_html(title, intro) + "\n" + "\n".join(parts), rules)


_cached: dict[str, Rulebook] = {}


def rules_file(lang: str) -> str:
    """RULES.md for English, RULES.<lang>.md for the translations."""
    return "RULES.md" if lang == "en" else f"RULES.{lang}.md"


def rulebook(lang: str | None = None) -> Rulebook:
    """The rules in `lang` (default: the language in use), English if not translated."""
    from .i18n import current, tr
    if lang is None:
        lang = current()
    title = tr("Red Light rules")
    key = f"{lang}:{title}"
    if key not in _cached:
        text = None
        for name in (rules_file(lang), "RULES.md"):
            try:
                text = resource_path("rules", name).read_text(encoding="utf-8")
                break
            except OSError:
                continue
        if text is None:
            text = "## Rules\n\nThe rules file is missing from this installation."
        _cached[key] = parse(text, title, tr(
            "The rules of Red Light as this app plays them. Where the printed rulebook is silent "
            "or unclear, the app follows a table ruling, marked as such. Each rule ends with a "
            "short code in brackets, like [A4]: when the app says no, it names the rule this "
            "way, and the link brings you here."), tr("Table ruling:"))
    return _cached[key]
