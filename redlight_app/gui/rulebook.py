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
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..resources import resource_path
from .i18n import QT_TR_NOOP, current, tr

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

    def text(self, rule: str | None, top_row: Sequence[int] | None = None,
             set_row: Sequence[int] | None = None) -> str:
        """A rule's plain text as a refusal quotes it. Given the cost rows of the game in
        play, A3's default row (RULES.md's "the default row is 4, 4, 6, 8") gives way to
        the top award's row, the one the award deck shows (`top_row`), or with the deck
        empty to the card set's own row (`set_row`): the numbers the player sees are
        the game's."""
        text = self.rules.get(rule or "", "")
        if rule != "A3" or not (top_row or set_row):
            return text
        row = ", ".join(str(cost) for cost in (top_row or set_row or ()))
        clause = (tr("the top award's row is {row}") if top_row
                  else tr("this card set's row is {row}")).format(row=row)
        return _ROW_CLAUSE.sub(lambda _m: clause, text, count=1)


# the clause of A3 that names the default cost row, between semicolons in every language:
# "; the default row is 4, 4, 6, 8;", "; la ligne par défaut est 4, 4, 6, 8 ;"
_ROW_CLAUSE = re.compile(r"(?<=;\s)[^;]*?\d+(?:,\s*\d+){3,}")


# the card file's words in a rule (`any_turn`, `take_award`, …) said as the app says them
# elsewhere: on the cards ("ANY TIME"), in the card set editor ("Take the top award"), in the
# New game dialog ("Always ask for reactions"); shown in italics, like a label being quoted
CODE_WORDS = {
    "own_turn": QT_TR_NOOP("YOUR TURN"), "any_turn": QT_TR_NOOP("ANY TIME"),
    "reaction": QT_TR_NOOP("REACTION"), "action": QT_TR_NOOP("ACTION"),
    "passive": QT_TR_NOOP("PASSIVE"),
    "reveal_on_draw": QT_TR_NOOP("Revealed when drawn"),
    "counts_toward_win: false": QT_TR_NOOP("not counting toward the four"),
    "take_award": QT_TR_NOOP("Take the top award"),
    "skip_turn": QT_TR_NOOP("Skip a player's next turn"),
    "protect": QT_TR_NOOP("Protect: cancel what targets you"),
    "cancel_event": QT_TR_NOOP("Cancel the event"),
    "manual": QT_TR_NOOP("Settled by the players (no automation)"),
    "always_ask_reactions": QT_TR_NOOP("Always ask for reactions"),
    "self": QT_TR_NOOP("this star herself"), "own_star": QT_TR_NOOP("one of your stars"),
    "opponent_star": QT_TR_NOOP("an opponent's star"), "any_star": QT_TR_NOOP("any star on the table"),
    "star": QT_TR_NOOP("this star"), "player": QT_TR_NOOP("her player"),
}
_QUOTE_OPEN, _QUOTE_CLOSE = "\x01", "\x02"  # around a quoted label until it is drawn


def _code_word(code: str) -> str:
    word = CODE_WORDS.get(code)
    return tr(word) if word is not None else code.replace("_", " ")


def _players_words(text: str) -> str:
    """Markdown of a rule without the developers' words; `code` becomes the app's own words
    for it, marked as a quoted label."""
    for pattern, repl in _DEV:
        text = pattern.sub(repl, text)
    return re.sub(r"`([^`]+)`", lambda m: _QUOTE_OPEN + _code_word(m.group(1)) + _QUOTE_CLOSE, text)


def _inline(text: str, ruling: str) -> str:
    out = html.escape(_players_words(text), quote=False)
    out = out.replace(_QUOTE_OPEN, "<i>").replace(_QUOTE_CLOSE, "</i>")
    # another rule named in passing, "(R1)": a small link to it, like the rule's own anchor
    out = _REFS.sub(lambda m: " " + _small_refs(m.group(0).strip()), out)
    out = _RULING.sub(lambda m: f"<br><span style='color:#8a5a00;'><b>{html.escape(ruling)}</b></span> ",
                      out)
    return re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", out)


# a rule's references to other rules, "(E1)" or "(A4, V2)": anchors in the dock, noise in a quote
_REFS = re.compile(r"\s*\((?:[A-Z]{1,2}\d{1,2})(?:\s*[,;/]\s*(?:[A-Z]{1,2}\d{1,2}))*\)")


def _small_refs(refs: str) -> str:
    """"(A4, V2)" as small grey links to those rules."""
    links = ", ".join(f'<a href="#{r}" style="color:#8c8070; text-decoration:none;">{r}</a>'
                      for r in re.findall(r"[A-Z]{1,2}\d{1,2}", refs))
    return f"<span style='color:#8c8070; font-size:small;'>({links})</span>"


def _plain(text: str) -> str:
    """A rule's text as a refusal quotes it: plain words, without ids of other rules."""
    text = _REFS.sub("", _players_words(text)).replace(_QUOTE_OPEN, "“").replace(_QUOTE_CLOSE, "”")
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
            heading = re.sub(r"^[A-Z]{1,2}\s?:\s*", "", line.lstrip("#").strip())  # "S: setup"
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
