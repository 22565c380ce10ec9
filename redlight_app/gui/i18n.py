"""Translation: Qt's QTranslator with .qm files built from resources/translations/*.ts.

GUI strings are marked with the bare `tr("...")` below (pyside6-lupdate files them under
the empty context); strings kept in constants are marked with `QT_TR_NOOP`
and passed through `tr()` where shown. The engine's refusal sentences are translated by
their English template (context "engine", see refusal_sentences.py), then formatted with the
move's parameters, so the engine stays free of Qt.

The language follows the system locale unless the user picked one (View → Language); the
choice lives in QSettings under "language" and is applied at once (no restart).
"""
from __future__ import annotations

import os
from typing import Any

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, QTranslator
from PySide6.QtGui import QKeySequence

from ..french import fill_french
from ..resources import resource_path

LANGUAGES = {"en": "English", "it": "Italiano", "de": "Deutsch", "fr": "Français"}
LOCALE_NAMES = {"en": "en_GB", "it": "it_IT", "de": "de_DE", "fr": "fr_FR"}  # numbers, dates
CONTEXT = ""  # the context pyside6-lupdate gives a bare tr() call
NAME_FIELDS = ("player", "active", "owner")  # the refusals' fields that hold a player's name

_translator: QTranslator | None = None
_current = "en"
_qt_own: list[QTranslator] = []
generation = 0  # bumped at every install: painted texts cached before are stale


def QT_TR_NOOP(text: str) -> str:  # the name lupdate looks for
    """Marks a string for translation where it is defined; translate it with tr() later."""
    return text


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    """The GUI string in the chosen language (lupdate extracts the literal). A count's
    sentence passes its count `n` (`tr("{count} move(s)", "", count)`): the language's
    singular or plural form is chosen by it (Qt's numerus forms)."""
    return QCoreApplication.translate(CONTEXT, text, disambiguation or None, n)


def fill(template: str, /, *args: Any, **fields: Any) -> str:
    """A translated template filled in, as `template.format(...)`; in French the word before
    a name is elided as French writes it ("Tour de {name}" with Ann: "Tour d'Ann"; only the
    template's "de", "que", "le", "la" right before a field, never a word of the name:
    french.py)."""
    if _current == "fr":
        return fill_french(template, *args, **fields)
    return template.format(*args, **fields)


card_names: dict[str, str] = {}  # printed card name -> its name in the chosen language
_locales: dict[tuple[str, str], QLocale] = {}  # `locale()` by language (and REDLIGHT_LANG)


def set_cardset(cardset: Any) -> None:
    """The card set in play: its names in refusals are shown in the chosen language too."""
    card_names.clear()
    for card in getattr(cardset, "cards", {}).values():
        translated = card_name(card)
        if translated != card.name:
            card_names[card.name] = translated


def engine_text(template: str) -> str:
    """An engine sentence template (refusal or narration) in the chosen language."""
    return QCoreApplication.translate("engine", template)


def system_language() -> str:
    """The system's language if we have it (REDLIGHT_LANG overrides, e.g. for tests)."""
    forced = os.environ.get("REDLIGHT_LANG", "")
    if forced in LANGUAGES:
        return forced
    name = QLocale.system().name().split("_")[0]
    return name if name in LANGUAGES else "en"


def resolve(choice: str | None) -> str:
    """"system" (or nothing) → the system's language if we have it, else English."""
    if not choice or choice == "system" or choice not in LANGUAGES:
        return system_language()
    return choice


def current() -> str:
    return _current


LOWER_AFTER_COLON = ("it", "fr")  # languages that write a small letter after a colon


def after_colon(sentence: str) -> str:
    """`sentence` as it reads after a label's colon ("Hint: {move}"): Italian and French
    write its first letter small there ("Suggerimento: compra …", "Conseil : achetez …"),
    English and German keep the capital. Only for sentences that begin with a word of the
    template (a verb), never with a name: a name keeps its capital."""
    if current() in LOWER_AFTER_COLON and sentence[:1].isupper():
        return sentence[0].lower() + sentence[1:]
    return sentence


def qm_path(lang: str) -> Any:
    return resource_path("translations", f"redlight_{lang}.qm")


def install(lang: str, translator: QTranslator | None = None) -> str:
    """Make `lang` the language of the app now; returns the language in use.

    `translator` replaces the file-based one (the pseudo-locale test uses this)."""
    global _translator, _current, generation
    generation += 1
    app = QCoreApplication.instance()
    if _translator is not None and app is not None:
        QCoreApplication.removeTranslator(_translator)
    for old in _qt_own:
        QCoreApplication.removeTranslator(old)
    _qt_own.clear()
    _translator = None
    _current = lang if lang in LANGUAGES else "en"
    if _current != "en" and app is not None:  # Qt's own words (Cancel, Close, …)
        qt = QTranslator(app)
        folder = QtCore.QLibraryInfo.path(QtCore.QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(f"qtbase_{_current}", folder):
            QCoreApplication.installTranslator(qt)
            _qt_own.append(qt)
    if translator is None:  # English too: its sentences with a count have their singular
        translator = QTranslator(app)
        if not translator.load(str(qm_path(_current))):
            translator = None
            _current = "en"
    if translator is not None:
        QCoreApplication.installTranslator(translator)
        _translator = translator
    QLocale.setDefault(QLocale(_current) if lang != "system" else QLocale.system())
    return _current


def locale() -> QLocale:
    """The chosen language's locale (the system's when it is the system's language), found
    once per language: asking for the system's locale costs more than formatting a number,
    and a move's redraw formats several."""
    key = (_current, os.environ.get("REDLIGHT_LANG", ""))
    found = _locales.get(key)
    if found is None:
        system = QLocale.system()
        # the system's own formats when it speaks this language; else the language's usual
        # country (a "C" or POSIX system would write a date as "5 12 2026")
        found = _locales[key] = system if system.name().split("_")[0] == _current \
            else QLocale(LOCALE_NAMES.get(_current, _current))
    return found


def key_text(keys: str) -> str:
    """Keys written as a menu shows them in the language in use ("Ctrl+Shift+N" is
    "Strg+Umschalt+N" in German, by Qt's own translations)."""
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


def number(value: int | float) -> str:
    return locale().toString(value)


def date_time(value: Any) -> str:
    """A date and time in the chosen language's short format."""
    try:
        qdt = QDateTime(value)
    except TypeError:
        return str(value)
    return locale().toString(qdt, QLocale.FormatType.ShortFormat)


def date(value: Any) -> str:
    """A date (no time) in the chosen language's short format."""
    try:
        qdate = QtCore.QDate(value.year, value.month, value.day)  # its type built when used
    except AttributeError:
        return str(value)
    return locale().toString(qdate, QLocale.FormatType.ShortFormat)


def card_name(card: Any) -> str:
    """A card's name in the chosen language when its card set carries one."""
    return _card_field(card, "name")


def card_text(card: Any) -> str:
    return _card_field(card, "text")


def _card_field(card: Any, field: str) -> str:
    translations = getattr(card, "translations", None) or {}
    value = (translations.get(_current) or {}).get(field)
    return value or (getattr(card, field, "") or "")
