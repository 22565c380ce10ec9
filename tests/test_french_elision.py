"""French elides "de", "que", "le", "la" before a vowel: "la star d'Ann", not "la star de
Ann" (about 90 French templates put a player's or a card's name after "de "). french.py
elides the template's own word before a field; the names themselves are never touched, nor
any language but French."""
from __future__ import annotations

import pytest

from redlight_app.french import fill_french

FSI, PDI = "\u2068", "\u2069"


@pytest.mark.parametrize("name, turn", [
    ("Ann", "Tour d'Ann"), ("Éva", "Tour d'Éva"), ("Bob", "Tour de Bob"),
    ("Honey", "Tour de Honey"),  # an h in a name: French keeps "de" (de Harry)
    ("Ugo de Alba", "Tour d'Ugo de Alba"),  # a word inside the name stays as typed
])
def test_de_before_a_name_is_elided_before_a_vowel_only(name, turn):
    assert fill_french("Tour de {name}", name=name) == turn


def test_que_le_la_and_capitals_are_elided_too_and_nothing_else():
    assert fill_french("Vous n'avez aucune star utilisée que {card} pourrait redresser.",
                       card="Oscar") == "Vous n'avez aucune star utilisée qu'Oscar pourrait redresser."
    assert fill_french("le {card} et la {star}", card="Oscar", star="Ada") == "l'Oscar et l'Ada"
    assert fill_french("De {who} à {other}", who="Ann", other="Ann") == "D'Ann à Ann"
    assert fill_french("monde {name}", name="Ann") == "monde Ann", "only the whole word de"
    assert fill_french("{n} de {stat}", n=3, stat="psyché") == "3 de psyché"
    assert fill_french("de {lo} à {hi}", lo=1, hi=9) == "de 1 à 9"


def test_a_right_to_left_name_in_its_isolate_is_read_through():
    name = FSI + "Ève" + PDI
    assert fill_french("la main de {name}", name=name) == f"la main d'{name}"
