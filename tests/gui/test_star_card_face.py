"""What a star's whole card says: an ability's kind is printed once, as the label above its
text, in every language (the demo set's translated texts open with the kind too)."""
from __future__ import annotations

import pytest

from redlight_app.engine.cards import StarCard as StarDefinition
from redlight_app.engine.cards import load_cardset_text
from redlight_app.gui import i18n
from redlight_app.gui.viewmodel.build import KIND_WORDS
from redlight_app.gui.widgets.cards.star_card import StarCard
from redlight_app.resources import demo_cardset_path

from .card_views import drawn_texts, star_view, whole_card


@pytest.mark.parametrize("lang", ["en", "it", "de", "fr"])
def test_an_abilitys_kind_is_printed_once(qapp, monkeypatch, shots, lang):
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    stars = [c for c in cardset.cards.values() if isinstance(c, StarDefinition) and c.ability]
    kinds = {c.ability.kind for c in stars}
    assert {"action", "passive", "reaction"} <= kinds
    i18n.install(lang)
    try:
        for card in stars:
            kind = card.ability.kind
            text = i18n.card_text(card) or card.ability.text
            assert text
            widget = StarCard()
            placement = whole_card(1.0)
            widget.resize(placement.cells[0].w, placement.cells[0].h)
            widget.show_star(star_view(card), placement)
            texts = drawn_texts(widget, monkeypatch)
            label = i18n.tr(KIND_WORDS[kind]).upper()
            assert label in texts, (card.id, texts)
            word = i18n.tr(KIND_WORDS[kind]).casefold()
            body = texts[texts.index(label) + 1:]
            assert body, (card.id, texts)
            for t in body:  # the text goes on from the label: "Sie hat …", not "Passiv: Sie …"
                assert not t.casefold().startswith(word), (lang, card.id, t)
                assert not t.casefold().startswith(kind), (lang, card.id, t)
            if card.id == "s-ingrid-ironwill":
                widget.grab().save(str(shots / f"star-passive-{lang}.png"))
    finally:
        i18n.install("en")
