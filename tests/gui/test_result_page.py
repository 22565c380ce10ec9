"""The result page's ending sentences (V8: a showdown that stood still is a shared win)."""
from __future__ import annotations

from redlight_app.gui.widgets.result_page import ResultPage


def test_v8_the_result_page_says_the_showdown_stood_still_and_who_shares_the_win(qtbot, shots):
    page = ResultPage()
    qtbot.addWidget(page)
    page.resize(1100, 640)
    rows = [("Ann", 2, 1, 3, False), ("Bob", 1, 2, 1, False), ("<b>Cid</b>", 3, 0, 2, True)]
    page.set_result(["Ann", "Bob", "<b>Cid</b>"], [0, 1], "stalled", rows,
                    [(1, [0, 0, 0]), (9, [1, 1, 2]), (17, [2, 1, 3])], 23)
    page.show()
    qtbot.waitExposed(page)
    assert page.title.text() == "Ann and Bob win!"
    reason = page.reason.text()
    assert reason.startswith("The showdown stood still: Ann and Bob share the win.")
    assert "stood still for a whole round" in reason and "23" in reason
    assert "&lt;b&gt;Cid&lt;/b&gt;" in page.summary.text()  # the table shows it as typed
    page.grab().save(str(shots / "result-v8-shared-win.png"))
    # a name that looks like markup is shown as typed
    page.set_result(["Ann", "<b>Cid</b>"], [0, 1], "stalled", rows[:2], [(1, [0, 0])], 5)
    assert "<b>Cid</b>" in page.reason.text()
