"""The phone page writes French as the desktop does: the word before a name is elided when
the name begins with a vowel ("En attente d'Ann.", "le pouvoir d'Ingrid…"), in the host's own
sentences, the buttons' labels, the give-back question and the log; other languages and
names that begin with a consonant are left as they are."""
from __future__ import annotations

from redlight_app.engine.cards import load_cardset_text
from redlight_app.engine.moves import UseAbility
from redlight_app.engine.narrate import narrate
from redlight_app.host.move_words import move_label
from redlight_app.host.sentences import say
from redlight_app.host.words import Words
from redlight_app.resources import demo_cardset_path


def test_the_hosts_own_sentences_elide_de_before_a_vowel_in_french_only():
    assert say("wait", "fr", who="Ann") == "En attente d'Ann."
    assert say("wait", "fr", who="Éva") == "En attente d'Éva."
    assert say("wait", "fr", who="Bob") == "En attente de Bob."
    assert say("wait", "en", who="Ann") == "Waiting for Ann."
    assert say("wait", "it", who="Ann") == "In attesa di Ann."


def test_a_buttons_label_elides_before_a_stars_name_in_french():
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    french = Words("fr")
    ingrid = french.card_name(cardset.cards["s-ingrid-ironwill"])
    scarlett = french.card_name(cardset.cards["s-scarlett-ospotlight"])
    assert ingrid[0] in "AEIOUÉ" and scarlett[0] not in "AEIOUÉ"
    names = ["Ann", "Bob"]
    label = move_label(UseAbility(player=0, star="s-ingrid-ironwill"), cardset, names, french)
    assert label == f"Utilisez le pouvoir d'{ingrid}."
    label = move_label(UseAbility(player=0, star="s-scarlett-ospotlight"), cardset, names, french)
    assert label == f"Utilisez le pouvoir de {scarlett}."
    english = move_label(UseAbility(player=0, star="s-ingrid-ironwill"), cardset, names, Words("en"))
    assert english == "Use the ability of Ingrid Ironwill."


def test_the_phones_log_elides_as_the_desktops_does():
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    french = Words("fr")
    ingrid = french.card_name(cardset.cards["s-ingrid-ironwill"])
    entry = {"type": "ability_used", "seat": 1, "star": "s-ingrid-ironwill"}
    line = narrate(entry, ["Ann", "Bob"], cardset, french.engine, french.card_name, french.fill)
    assert line == f"Bob a utilisé le pouvoir d'{ingrid}."
    english = Words("en")
    assert narrate(entry, ["Ann", "Bob"], cardset, english.engine, english.card_name,
                   english.fill) == "Bob used Ingrid Ironwill's ability."
