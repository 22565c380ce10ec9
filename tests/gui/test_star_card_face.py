"""What a star's whole card says: an ability's kind is printed once, as the label above its
text, in every language (the demo set's translated texts open with the kind too)."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QPainter

from redlight_app.engine.cards import StarCard, load_cardset_text
from redlight_app.gui import i18n
from redlight_app.gui.widgets import cards as cards_module
from redlight_app.gui.widgets.cards import StarData, StarWidget
from redlight_app.resources import demo_cardset_path


def drawn_texts(widget: StarWidget, monkeypatch) -> list[str]:
    texts: list[str] = []
    real = QPainter.drawText

    def spy(p, *args):
        texts.extend(a for a in args if isinstance(a, str))
        return real(p, *args)
    with monkeypatch.context() as m:
        m.setattr(QPainter, "drawText", spy)
        cards_module.forget_looks()
        widget._pix = None
        widget.grab()
    return texts


@pytest.mark.parametrize("lang", ["en", "it", "de", "fr"])
def test_an_abilitys_kind_is_printed_once(qapp, monkeypatch, shots, lang):
    cardset = load_cardset_text(demo_cardset_path().read_bytes())
    stars = [c for c in cardset.cards.values() if isinstance(c, StarCard) and c.ability]
    kinds = {c.ability.kind for c in stars}
    assert {"action", "passive", "reaction"} <= kinds
    i18n.install(lang)
    try:
        for card in stars:
            kind = card.ability.kind
            text = i18n.card_text(card) or card.ability.text
            data = StarData(card=card.id, name=i18n.card_name(card), psyche=card.psyche,
                            charisma=card.charisma, fame=card.fame,
                            printed=(card.psyche, card.charisma, card.fame),
                            ability_kind=kind, text=text, films=[], used=False,
                            owner_out=False)
            widget = StarWidget(1.0)
            widget.set_data(data, False, False, lambda: "")
            texts = drawn_texts(widget, monkeypatch)
            label = i18n.tr(cards_module.KIND_WORDS[kind]).upper()
            assert label in texts, (card.id, texts)
            word = i18n.tr(cards_module.KIND_WORDS[kind]).casefold()
            body = texts[texts.index(label) + 1:]
            assert body, (card.id, texts)
            for t in body:  # the text goes on from the label: "Sie hat …", not "Passiv: Sie …"
                assert not t.casefold().startswith(word), (lang, card.id, t)
                assert not t.casefold().startswith(kind), (lang, card.id, t)
            if card.id == "s-ingrid-ironwill":
                widget.grab().save(str(shots / f"star-passive-{lang}.png"))
    finally:
        i18n.install("en")
