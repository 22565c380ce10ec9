"""Two copies of one star on the tables (the demo box has two Velvet Valentines): the phone's
buttons say whose star each is, so that "Outshine Velvet Valentine with Velvet Valentine"
never leaves a player guessing which card a button means."""
from __future__ import annotations

from .hosting import demo_session, hosted, view


def test_a_phone_tells_two_copies_of_a_star_apart_on_its_buttons():
    with hosted(demo_session(seed=34)) as host:  # Ann and Bea were each dealt a Velvet Valentine
        bea = view(host.url(1))
        assert bea["acting"] == 1
        labels = bea["labels"]
        assert "Outshine Velvet Valentine (Ann, star 1) with Velvet Valentine (Bea, star 1)." in labels, labels
        assert "Outshine Rita Rehearsal with Velvet Valentine (Bea, star 1)." in labels, labels
        assert not any("Velvet Valentine with" in label or label.endswith("Velvet Valentine.")
                       for label in labels), labels
        german = view(host.url(1), lang="de")["labels"]
        assert any("(Bea, Star 1)" in label for label in german), german
