"""The start page beside the rules dock at 1280x720: the page gives way, not the dock."""
from __future__ import annotations

import pytest

@pytest.mark.parametrize("lang", ["de", "fr"])
@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_the_start_page_leaves_the_rules_dock_a_readable_width_at_1280x720(
        open_window, qtbot, shots, system_font, lang, scale):
    """The rules opened beside the start page (F1) keep their width: the page's saved-game
    buttons go one above the other rather than the page pushing the dock to ~150 px (German
    and French at a 125% font: the widest button and both saved-game buttons side by side)."""
    system_font(scale)
    window = open_window(size=(1280, 720))
    window.set_language(lang)
    try:
        window.docks.show_rules()
        qtbot.wait(50)
        dock, page = window.docks.rules_dock, window.start
        window.grab().save(str(shots / f"start-rules-dock-{lang}-{int(scale * 100)}.png"))
        assert dock.width() >= 260, dock.width()
        assert dock.width() >= dock.sizeHint().width() - 2, "the dock at its own width"
        for button in (page.new_button, page.table_button, page.rules_button,
                       page.resume_button, page.delete_button):  # none squeezed or cut
            assert button.width() >= button.sizeHint().width(), button.text()
            assert page.rect().contains(button.geometry()), button.text()
        assert not page.resume_button.geometry().intersects(page.delete_button.geometry())
    finally:
        window.set_language("system")
