"""The host's contract over real HTTP on 127.0.0.1: views, moves, refusals, pushes, limits."""
from __future__ import annotations

import json
import random

from redlight_app.engine.moves import Outshine, UseAbility
from redlight_app.host.rate_limit import RateLimit
from redlight_app.host.request_body import MAX_BODY
from redlight_app.host.seat_facts import take_snapshot
from redlight_app.host.seat_json import seat_json
from redlight_app.host.words import Words

from .hosting import EventStream, demo_session, hosted, keys_named, post, request, view

TWO_HUMANS = [{"name": "Ann", "kind": "human", "level": None},
              {"name": "Bea", "kind": "human", "level": None}]


def _acting_human(host, views):
    for seat, data in views.items():
        if data["acting"] == seat and data["legal"]:
            return seat
    return None


def test_each_view_holds_only_its_own_hand():
    session = demo_session()
    with hosted(session) as host:
        for seat in (0, 1):
            data = view(host.url(seat))
            own = session.state.players[seat].hand
            assert [c["id"] for c in data["hand"]] == list(own)
            assert keys_named(data, "hand") == ["/hand"]
            other = session.state.players[1 - seat].hand
            text = json.dumps(data)
            assert other and not any(f'"{card}"' in text for card in other)
            assert [p["hand_count"] for p in data["players"]] == [len(p.hand) for p in session.state.players]


def test_unknown_token_is_404_everywhere():
    with hosted() as host:
        base = host.url(0).rsplit("/", 1)[0] + "/" + "x" * 32
        for suffix in ("", "/view", "/events"):
            status, _, _ = request(base + suffix)
            assert status == 404
        status, data = post(base, {"type": "end_turn", "player": 0})
        assert status == 404 and "not known" in data["error"]


def test_garbage_bodies_are_400_with_a_sentence():
    with hosted() as host:
        url = host.url(0)
        for body in (b"garbage", b"[1, 2]", b"", b'{"type": "fly"}', b"\xff\xfe",
                     b'{"type": "end_turn", "player": [[[[1]]]]}', b'{"a": NaN}'):
            status, data = post(url, body)
            assert status == 400, body
            assert data["error"].startswith("The move was not understood")


def test_a_body_over_the_limit_is_413():
    with hosted() as host:
        status, data = post(host.url(0), b'{"type": "end_turn", "x": "' + b"a" * MAX_BODY + b'"}')
        assert status == 413 and str(MAX_BODY) in data["error"]


def test_a_move_out_of_turn_is_409_with_the_rules_sentence():
    session = demo_session()
    with hosted(session) as host:
        active = session.state.active
        idle = next(s for s in (0, 1) if s != active)
        status, data = post(host.url(idle), {"type": "end_turn", "player": idle})
        assert status == 409
        assert data["error"] == f"It is {session.names[active]}'s turn, not yours. (rule T4)"
        assert data["view"]["version"] == view(host.url(idle))["version"]
        # the rule's id is named in the phone's language, as the desktop names it
        status, data = post(host.url(idle), {"type": "end_turn", "player": idle}, lang="de")
        assert status == 409 and data["error"].endswith("(Regel T4)")


def test_a_move_for_another_seat_is_409():
    session = demo_session()
    with hosted(session) as host:
        active = session.state.active
        other = 1 - active if active in (0, 1) else 0
        status, data = post(host.url(other), {"type": "end_turn", "player": active})
        assert status == 409 and "another seat" in data["error"]
        assert session.seq == 0


def test_a_stale_version_is_409_and_changes_nothing():
    with hosted() as host:
        seat = _wait_for_human_turn(host)
        data = view(host.url(seat))
        move = dict(data["legal"][-1], version=data["version"] - 1)
        status, answer = post(host.url(seat), move)
        assert status == 409 and "changed" in answer["error"]
        assert view(host.url(seat))["version"] == data["version"]


def _wait_for_human_turn(host, timeout=10.0):
    import time
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        views = {s: view(host.url(s)) for s in (0, 1)}
        seat = _acting_human(host, views)
        if seat is not None:
            return seat
        time.sleep(0.02)
    raise AssertionError("no human seat was asked to move")


def test_a_legal_move_is_200_with_the_new_view_and_a_higher_version():
    with hosted() as host:
        seat = _wait_for_human_turn(host)
        before = view(host.url(seat))
        move = dict(before["legal"][-1], version=before["version"])
        status, after = post(host.url(seat), move)
        assert status == 200
        assert after["version"] > before["version"]
        assert keys_named(after, "hand") == ["/hand"]


def test_every_push_holds_only_the_seats_own_hand():
    session = demo_session()
    with hosted(session) as host:
        streams = {s: EventStream(host.url(s)) for s in (0, 1)}
        try:
            first = {s: streams[s].next_view() for s in (0, 1)}
            seat = _wait_for_human_turn(host)
            data = view(host.url(seat))
            status, _ = post(host.url(seat), dict(data["legal"][-1], version=data["version"]))
            assert status == 200
            for s, stream in streams.items():
                pushed = stream.next_view()
                while pushed["version"] <= data["version"]:
                    pushed = stream.next_view()
                assert pushed["version"] > first[s]["version"]
                assert pushed["seat"] == s
                assert keys_named(pushed, "hand") == ["/hand"]
        finally:
            for stream in streams.values():
                stream.close()


def test_too_many_requests_from_one_seat_are_429():
    with hosted(rate_limit=RateLimit(rate=1.0, burst=5.0)) as host:
        statuses = [request(host.url(0) + "/view")[0] for _ in range(8)]
        assert statuses[:5] == [200] * 5 and 429 in statuses[5:]
        assert request(host.url(1) + "/view")[0] == 200  # another seat has its own bucket


def test_only_the_pages_own_files_are_served():
    with hosted() as host:
        root = host.url(0).split("/seat/")[0]
        assert request(root + "/page/phone.js")[0] == 200
        for path in ("/page/..%2Fserver.py", "/page/../server.py", "/page/phone.html.bak",
                     "/", "/seat", "/page/%2e%2e%2fseat_tokens.py"):
            assert request(root + path)[0] == 404, path


def test_the_page_and_views_forbid_caching_and_referrers():
    with hosted() as host:
        status, text, headers = request(host.url(0))
        assert status == 200 and "<html" in text.lower()
        assert headers["Referrer-Policy"] == "no-referrer"
        assert headers["Cache-Control"] == "no-store"
        assert "script-src 'self'" in headers["Content-Security-Policy"]


def test_the_view_speaks_the_phones_language():
    with hosted() as host:
        data = view(host.url(0), lang="it-IT,it;q=0.9,en;q=0.5")
        assert data["lang"] == "it"
        assert any(label.startswith("Gioca") for label in data["labels"]) or data["prompt"].startswith(
            ("Tocca", "In attesa", "Sta giocando"))


def test_two_phones_play_a_whole_game_over_http():
    session = demo_session(turn_limit=30)
    rng = random.Random(3)
    with hosted(session) as host:
        for _ in range(3000):
            views = {s: view(host.url(s)) for s in (0, 1)}
            if views[0]["status"] == "over":
                break
            seat = _acting_human(host, views)
            if seat is None:
                continue
            data = views[seat]
            choice = rng.choice(data["legal"])
            status, answer = post(host.url(seat), dict(choice, version=data["version"]))
            assert status in (200, 409), answer  # 409: a computer moved in between
        assert view(host.url(0))["status"] == "over"
        assert session.over


def test_an_outshine_window_names_the_attacking_star():
    """A phone asked to respond to an outshine read "Respond or pass: Bea's ? tries to
    outshine Ginger Grit.": an outshine's window has no source card, its star attacks."""
    session = demo_session(TWO_HUMANS, seed=11)
    outshine = next(m for m in session.legal(1) if isinstance(m, Outshine))
    session.submit(outshine)
    snapshot = take_snapshot(session, 1, [0, 1])
    data = seat_json(snapshot, 0, Words("en"))
    assert data["window"]["card"] == "Velvet Valentine"
    assert data["prompt"] == ("Respond or pass: Bea's Velvet Valentine tries to outshine "
                              "Ginger Grit.")


def test_a_wrong_link_is_a_page_a_phone_can_read_in_its_language():
    """An unknown seat link was answered with plain text, drawn desktop-wide and tiny on a
    phone."""
    with hosted() as host:
        wrong = host.url(0).rsplit("/", 1)[0] + "/<b>" + "x" * 30
        status, text, headers = request(wrong, headers={"Accept-Language": "de-DE,de;q=0.9"})
        assert status == 404
        assert headers["Content-Type"].startswith("text/html")
        assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in text
        assert '<html lang="de">' in text
        assert "Dieser Platz-Link ist hier unbekannt." in text
        assert "<b>" not in text


def test_a_seat_link_with_a_trailing_slash_opens_the_page():
    with hosted() as host:
        status, text, _ = request(host.url(0) + "/")
        assert status == 200 and '<script src="/page/phone.js"' in text


def test_the_seat_that_gives_back_an_award_is_told_why():
    """The phone said only "Choose the award you give back.": the desktop's dialog names
    the card that makes the player give one back, and where it goes."""
    seats = TWO_HUMANS + [{"name": "Cleo", "kind": "human", "level": None}]
    session = demo_session(seats, seed=15)
    rng = random.Random(15)
    while session.awaiting is None:  # seed 15: Bea's Academy Audit at her 31st move
        moves = session.legal(session.acting_seat())
        others = [m for m in moves if m.to_dict()["type"] != "end_turn"]
        session.submit(rng.choice(others) if others and rng.random() < 0.8 else moves[-1])
    giver = session.awaiting.giver
    assert session.names[giver] == "Cleo"
    snapshot = take_snapshot(session, 1, [0, 1, 2])
    assert seat_json(snapshot, giver, Words("en"))["prompt"] == (
        "Cleo, Bea's Academy Audit makes you give back one of your awards: it goes to the "
        "bottom of the award deck. Which one?")
    assert "Akademie-Prüfung von Bea" in seat_json(snapshot, giver, Words("de"))["prompt"]


def test_a_window_opened_by_a_stars_ability_says_the_ability_is_used():
    """"Respond or pass: Bea plays Dolly Shade against Trixie Twist-Ending.": Dolly Shade
    is a star on Bea's table whose ability Bea uses, not a card she plays."""
    session = demo_session(TWO_HUMANS, seed=2)
    rng = random.Random(2)
    while session.state.window is None or session.state.window.pending.source != "s-dolly-shade":
        moves = session.legal(session.acting_seat())
        abilities = [m for m in moves if isinstance(m, UseAbility)]
        others = [m for m in moves if m.to_dict()["type"] != "end_turn"]
        session.submit(abilities[0] if abilities
                       else rng.choice(others) if others and rng.random() < 0.8 else moves[-1])
    snapshot = take_snapshot(session, 1, [0, 1])
    data = seat_json(snapshot, 0, Words("en"))
    assert data["prompt"] == ("Respond or pass: Bea uses the ability of Dolly Shade against "
                              "Trixie Twist-Ending.")
    assert data["window"]["text"] == "Action: an opponent's star has -30 psyche this turn."
    assert seat_json(snapshot, 0, Words("de"))["prompt"].startswith(
        "Antworte oder passe: Bea nutzt die Fähigkeit von ")
