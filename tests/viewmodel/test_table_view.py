"""The table's view-model, without Qt: what each seat, star, hand card and deck shows, and
what may be clicked and why not, all as the engine says."""
from __future__ import annotations

import dataclasses
import subprocess
import sys

import pytest
from engine.factory import award, do, event, fillers, film, rig, star  # tests/engine

from redlight_app.engine.legal import legal_moves
from redlight_app.engine.moves import AgreeEnd, Outshine, PlayAward, PlayEvent
from redlight_app.engine.queries import card_refusal, next_award_cost, star_refusal, team_fame
from redlight_app.engine.rules import apply
from redlight_app.engine.state import Modifier
from redlight_app.engine.values import stat
from redlight_app.engine.view import view
from redlight_app.gui.viewmodel import PLAIN_WORDS, HintMarks, TableContext, build_table


def game(**kw):
    """Ann (seat 0: Ava and Bea) against Cid (seat 1: Cleo, psyche 60, Dee, psyche 90);
    Ann holds a plain event, a reaction and a gold award, Cid a reaction; Ann's turn."""
    stars = [star("s-ava", charisma=70, fame=2), star("s-bea", charisma=40, fame=1),
             star("s-cleo", psyche=60, fame=3), star("s-dee", psyche=90)]
    events = [event("e-gala"), event("e-shield", {"do": "protect"}, "reaction"),
              event("e-guard", {"do": "protect"}, "reaction")] + fillers(8)
    films = [film("f-red", "red", 30, 1), film("f-blue", "blue", 1, 3)]
    awards = [award("a-gold"), award("a-silver", frame="silver"), award("a-3")]
    return rig(stars, events, films, awards, [["s-ava", "s-bea"], ["s-cleo", "s-dee"]],
               [["e-gala", "e-shield"], ["e-guard"]], held=[["a-gold"], []],
               players=["Ann", "Cid"], **kw)


def ctx_of(state, viewer=0, selection=(), targets=(), hint=None, target_players=()):
    legal = legal_moves(state, viewer) if viewer is not None else []
    playable = {m.card for m in legal if isinstance(m, PlayEvent | PlayAward)}
    seats = [{"name": "Ann", "kind": "human"}, {"name": "Cid", "kind": "bot", "level": "normal"}]
    return TableContext(state=state, view=view(state, viewer), viewer=viewer, seats=seats,
                        selection=set(selection), targets=set(targets),
                        target_players=set(target_players), playable_cards=playable,
                        hint=hint)


def test_the_view_model_imports_no_qt():
    code = ("import sys, redlight_app.gui.viewmodel; "
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_seats_stars_and_totals_are_the_engines():
    state = game()
    table = build_table(ctx_of(state), PLAIN_WORDS)
    assert table.bottom == 0 and table.others == (1,)
    ann, cid = table.seats
    assert ann.mine and not cid.mine and ann.active and not cid.active
    assert [s.card for s in ann.stars] == ["s-ava", "s-bea"]
    for seat in table.seats:
        assert seat.score[0].startswith("Awards")
        fame = team_fame(state, [s.card for s in seat.stars])
        assert f"fame {fame}" in seat.score[0]
        for s in seat.stars:
            assert (s.psyche, s.charisma, s.fame) == tuple(
                stat(state, s.card, name) for name in ("psyche", "charisma", "fame"))
            assert [v.total for v in s.stats] == [s.psyche, s.charisma, s.fame]
    assert [b.kind for b in ann.badges] == ["to_play"]
    assert [b.kind for b in cid.badges] == ["computer"]
    assert ann.award_slots == ("gold",) and cid.award_slots == ()
    assert "your seat" in ann.name_tip and "computer player" in cid.name_tip


def test_a_film_shows_in_the_breakdown_of_the_value_it_changed():
    state = game()
    do(state, "make_film", 0, stars=["s-bea"], assign_to="s-bea")  # red +30 charisma
    bea = build_table(ctx_of(state), PLAIN_WORDS).star("s-bea")
    assert bea is not None and bea.charisma == 70 and bea.changed == (False, True, False)
    charisma = bea.stats[1]
    assert charisma.printed == 40 and charisma.total == 70
    assert [(p.label, p.amount) for p in charisma.parts] == [("Red (film)", 30)]
    assert charisma.explained == "40 printed + 30 Red (film)"
    assert [f.name for f in bea.films] == ["Red"] and "film Red: +30 charisma" in bea.accessible_description
    assert bea.used and bea.accessible_name.endswith(", used")


def test_a_value_pushed_below_0_says_why_it_shows_0():
    """ST3: Cleo's psyche 60 with -90 this turn counts as 0; her tooltip's sum says so
    instead of "60 printed − 90 this turn" beside a 0."""
    state = game()
    state.modifiers.append(Modifier("s-cleo", "psyche", -90, "end_of_turn"))
    table = build_table(ctx_of(state), PLAIN_WORDS)
    cleo = table.seats[1].stars[0]
    psyche = cleo.stats[0]
    assert cleo.psyche == psyche.total == stat(state, "s-cleo", "psyche") == 0
    assert psyche.explained == "60 printed − 90 this turn (a value never counts below 0)"


def test_hand_cards_playable_as_the_legal_moves_say_and_why_not_from_the_engine():
    state = game()
    table = build_table(ctx_of(state), PLAIN_WORDS)
    hand = {c.card: c for c in table.hand.cards}
    assert list(hand) == ["e-gala", "e-shield", "a-gold"]
    assert hand["e-gala"].playable and hand["e-gala"].why_not == ""
    shield = hand["e-shield"]
    assert not shield.playable
    refusal = card_refusal(state, 0, "e-shield")
    assert refusal is not None and shield.why_not == refusal.message
    assert shield.why_not in shield.accessible_description
    assert hand["a-gold"].kind == "award" and hand["a-gold"].band == "AWARD"


def test_a_silver_award_the_table_ruled_out_does_not_say_it_counts_toward_four():
    """V2 with the table's ruling that silver awards do not count: a silver award in hand
    without a text of its own is marked DOES NOT COUNT, and its text does not say four of
    them win."""
    state = game(options={"silver_awards_count": False})
    state.players[0].awards.append("a-silver")
    state.cardset.cards["a-silver"] = dataclasses.replace(state.cardset.cards["a-silver"], text="")
    table = build_table(ctx_of(state), PLAIN_WORDS)
    silver = {c.card: c for c in table.hand.cards}["a-silver"]
    assert not silver.counts and silver.band == "DOES NOT COUNT"
    assert silver.text == "It does not count toward four."


def test_shortcuts_are_in_the_names_never_a_bare_number():
    state = game()
    table = build_table(ctx_of(state), PLAIN_WORDS)
    ava, bea = table.seats[0].stars
    assert (ava.shortcut, bea.shortcut) == ("1", "2")
    assert ava.accessible_name.startswith("1. Ava: psyche")
    cards = table.hand.cards
    assert [c.shortcut for c in cards] == ["Ctrl+1", "Ctrl+2", "Ctrl+3"]
    assert cards[0].accessible_name == "Ctrl+1. Gala (event)"
    assert cards[1].accessible_name == "Ctrl+2. Shield (event), not playable now"
    assert all(s.shortcut == "" for s in table.seats[1].stars), "rival stars: no key until targeted"
    replay = build_table(ctx_of(state), PLAIN_WORDS, shortcuts=False)
    names = [s.accessible_name for seat in replay.seats for s in seat.stars]
    names += [c.accessible_name for c in replay.hand.cards]
    assert all(not n[:1].isdigit() and not n.startswith("Ctrl") for n in names), names


def test_a_finished_game_and_a_replay_offer_no_card_to_play():
    """Once the game is over (or in a replay) no card shows a key and the hand's title does
    not tell how to play one (the final table said "click a card, or Ctrl+number, to play
    it" under a hand nothing could be played from)."""
    state = game()
    playing = build_table(ctx_of(state), PLAIN_WORDS)
    assert playing.hand.title.endswith("(click a card, or Ctrl+number, to play it)")
    apply(state, AgreeEnd())
    for table in (build_table(ctx_of(state), PLAIN_WORDS),
                  build_table(ctx_of(game()), PLAIN_WORDS, shortcuts=False)):
        assert table.hand.title == "Ann's hand — events: 2, awards: 1", table.hand.title
        assert [c.shortcut for c in table.hand.cards] == ["", "", ""]
        assert all(s.shortcut == "" for seat in table.seats for s in seat.stars)
    assert build_table(ctx_of(state), PLAIN_WORDS).over


def test_a_player_who_left_the_showdown_is_not_told_how_to_play_her_cards():
    """V4: Ann has no star in the final showdown and has left the game; her cards stay out
    of play. Her hand's title says so instead of "click a card, or Ctrl+number, to play
    it", and no card shows a key."""
    from redlight_app.engine.flow import check_end
    state = rig([star("s-ava"), star("s-cleo"), star("s-dee")],
                [event("e-gala"), event("e-shield", {"do": "protect"}, "reaction")] + fillers(8),
                [film("f-1")], [award("a-gold"), award("a-2")],
                [["s-ava"], ["s-cleo"], ["s-dee"]], [["e-gala", "e-shield"], [], []],
                held=[["a-gold"], [], []], award_order=["a-2"], players=["Ann", "Cid", "Dee"],
                first=1)
    state.main.clear()  # the last card has left the main deck (V3)...
    state.players[0].table.clear()  # ...and Ann has no star left on the table
    check_end(state, [])
    assert state.players[0].out and state.status == "showdown"
    ctx = ctx_of(state)
    ctx = dataclasses.replace(ctx, seats=ctx.seats + [{"name": "Dee", "kind": "human"}])
    table = build_table(ctx, PLAIN_WORDS)
    assert table.hand.title == ("Ann's hand — events: 2, awards: 1   (out of the game: these "
                                "cards stay out of play)")
    assert [c.shortcut for c in table.hand.cards] == ["", "", ""]
    assert all("left the game" in c.why_not for c in table.hand.cards)
    # the action bar's line says she is out, not "Waiting for Cid." as if she would play again
    from redlight_app.engine.rules import check
    from redlight_app.gui.interaction import Interaction

    class Game:
        def __init__(self, state):
            self.state, self.awaiting = state, None

        def legal(self, seat):
            return legal_moves(self.state, seat)

        def check(self, move):
            return check(self.state, move)

        def acting_seat(self):
            return self.state.active

    inter = Interaction(Game(state), seat=0)
    assert inter.prompt() == ("You have left the game: you had no star on the table in the final "
                              "showdown.")


def test_one_selected_star_marks_the_rivals_she_may_outshine():
    state = game()
    table = build_table(ctx_of(state, selection={"s-ava"}), PLAIN_WORDS)
    cleo, dee = table.seats[1].stars
    wanted = {m.target for m in legal_moves(state, 0) if isinstance(m, Outshine) and m.star == "s-ava"}
    assert wanted == {"s-cleo"}
    assert cleo.outshine_target and cleo.accessible_name.endswith(", outshine target")
    assert not dee.outshine_target and "outshine target" not in dee.accessible_name
    refusal = dee.why_not
    assert refusal and "90" in refusal, "the engine's A6 sentence: charisma 70 against psyche 90"
    ava = table.seats[0].stars[0]
    assert ava.selected and ava.accessible_name.endswith(", selected")


def test_without_a_selection_no_rival_is_an_outshine_target():
    table = build_table(ctx_of(game()), PLAIN_WORDS)
    assert not any(s.outshine_target for s in table.seats[1].stars)
    assert all("select exactly one" in s.why_not for s in table.seats[1].stars)


def test_targets_being_chosen_take_the_number_keys():
    state = game()
    table = build_table(ctx_of(state, targets={"s-cleo", "s-dee"}), PLAIN_WORDS)
    assert [s.shortcut for s in table.seats[1].stars] == ["1", "2"]
    assert [s.shortcut for s in table.seats[0].stars] == ["", ""]
    assert table.seats[1].stars[0].accessible_name.endswith(", target")


def test_a_used_star_cannot_be_selected_and_says_why():
    state = game()
    do(state, "make_film", 0, stars=["s-bea"], assign_to="s-bea")
    bea = build_table(ctx_of(state), PLAIN_WORDS).star("s-bea")
    refusal = star_refusal(state, 0, "s-bea")
    assert bea is not None and refusal is not None
    assert not bea.selectable and bea.why_not == refusal.message
    ava = build_table(ctx_of(state), PLAIN_WORDS).star("s-ava")
    assert ava is not None and ava.selectable and ava.why_not == ""


def test_a_spectator_sees_no_hand_no_keys_and_hidden_awards():
    state = game()
    table = build_table(ctx_of(state, viewer=None), PLAIN_WORDS)
    assert not table.hand.shown and table.hand.cards == () and table.hand.title == "Hands are hidden"
    assert table.seats[0].award_slots == ("hidden",)
    assert all(s.shortcut == "" and not s.selectable for seat in table.seats for s in seat.stars)


def test_the_response_window_is_shown_to_its_owner_only():
    state = game()
    do(state, "outshine", 0, star="s-ava", target="s-cleo")
    assert state.window is not None, "Cid holds a reaction: his response window opens (R1)"
    owner = state.window.seat
    mine = build_table(ctx_of(state, viewer=owner), PLAIN_WORDS)
    assert mine.respond is not None and mine.respond.kind == "outshine"
    assert mine.respond.attacker is not None and mine.respond.attacker.card == "s-ava"
    assert mine.respond.target is not None and mine.respond.target.card == "s-cleo"
    assert "outshines Cleo (psyche 60) with Ava (charisma 70)" in mine.respond.title
    assert mine.seats[owner].responding
    assert mine.banner.parts[-1].style == "window"
    theirs = build_table(ctx_of(state, viewer=1 - owner), PLAIN_WORDS)
    assert theirs.respond is None


def test_the_banner_in_the_showdown_has_short_forms_for_a_narrow_window():
    """A response in the final showdown: where the banner has no room for the whole, the
    showdown's reminder gives way whole and the outshine is said without its values."""
    state = game()
    do(state, "outshine", 0, star="s-ava", target="s-cleo")
    state.main.clear()
    state.status = "showdown"  # the main deck is empty (as a draw emptying it would leave it)
    banner = build_table(ctx_of(state, viewer=state.window.seat), PLAIN_WORDS).banner
    styles = [p.style for p in banner.parts]
    assert styles == ["plain", "muted", "plain", "showdown", "showdown_note", "window"]
    note, window = banner.parts[4], banner.parts[5]
    assert note.short == "" and all(p.short is None for p in banner.parts[:4])
    assert window.text.endswith("Cid may respond to: Ann outshines Cleo (psyche 60) with Ava "
                                "(charisma 70)")
    assert window.short == "  · Cid may respond to: Ann outshines Cleo with Ava"
    assert "no more draws" in banner.full  # the whole sentence, for the tooltip


def test_decks_say_counts_and_what_is_public_of_their_tops():
    state = game()
    decks = build_table(ctx_of(state), PLAIN_WORDS).decks
    assert [d.key for d in decks] == ["main", "films", "awards", "discard"]
    assert decks[0].count == len(state.main)
    assert decks[1].top_label == "★ 1" and decks[1].lines[0] == "top film needs fame 1"
    cost = next_award_cost(state, 0)
    assert decks[2].lines[0] == f"fame {cost} for Ann"
    # its cost row joined by non-breaking spaces: never "(row 4 · 4 · 5 ·" / "6)" on a card
    costs = view(state, 0)["award_top_costs"]
    assert len(costs) > 1
    assert decks[2].lines[1] == "(row " + "\u00a0·\u00a0".join(map(str, costs)) + ")"
    assert decks[3].count == 0 and decks[3].face is None
    assert decks[0].accessible_name.startswith(f"Main deck: {len(state.main)} cards.")


def test_the_banner_says_whose_turn_most_important_first():
    table = build_table(ctx_of(game()), PLAIN_WORDS)
    assert [p.style for p in table.banner.parts] == ["plain", "muted"]
    assert table.banner.full.startswith("▶ Ann's turn")


def test_hint_marks_and_target_players():
    state = game()
    table = build_table(ctx_of(state, hint=HintMarks({"s-bea", "e-gala"}), target_players={1}),
                        PLAIN_WORDS)
    assert table.star("s-bea").hinted and not table.star("s-ava").hinted  # type: ignore[union-attr]
    assert table.hand.cards[0].hinted and table.seats[1].targeted and not table.seats[0].targeted


def test_the_same_game_gives_the_same_frozen_table():
    state = game()
    a, b = build_table(ctx_of(state), PLAIN_WORDS), build_table(ctx_of(state), PLAIN_WORDS)
    assert a == b
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.seats[0].stars[0].name = "x"  # type: ignore[misc]


def test_a_card_settled_by_hand_says_it_does_nothing_in_a_game_on_the_screen():
    """A `manual` card (its text settled by hand at a table): in a digital game nobody can
    settle it, and the card says so; in a table game it reads as printed."""
    from redlight_app.engine.state import TABLE
    state = game()  # Ann's "e-gala" is a manual event (tests/engine/factory.py)
    note = "(Settled by hand at a table: in a game on this screen it does nothing.)"
    assert state.cardset.cards["e-gala"].effect["do"] == "manual"
    hand = {c.card: c for c in build_table(ctx_of(state), PLAIN_WORDS).hand.cards}
    assert hand["e-gala"].text.endswith(note)
    assert not hand["e-shield"].text.endswith(note)  # a reaction the app plays
    state.chance = TABLE
    hand = {c.card: c for c in build_table(ctx_of(state), PLAIN_WORDS).hand.cards}
    assert not hand["e-gala"].text.endswith(note)


def four_held_one_not_counting():
    """Cid holds four awards, face down to Ann, one of which does not count (V2)."""
    stars = [star("s-ava", fame=2), star("s-cleo", fame=3)]
    awards = [award("a-1"), award("a-2"), award("a-3"), award("a-dud", counts=False),
              award("a-5")]
    return rig(stars, fillers(8), [film("f-red", "red", 30, 1)], awards,
               [["s-ava"], ["s-cleo"]], [[], []], held=[[], ["a-1", "a-2", "a-3", "a-dud"]],
               players=["Ann", "Cid"])


def test_four_face_down_awards_while_the_game_goes_on_say_not_all_count():
    """V1, V2: an opponent holding four awards is not "4 of 4" while nobody has won: the
    plate says she holds four and that not all count (which one is hidden)."""
    state = four_held_one_not_counting()
    assert view(state, 0)["players"][1]["awards_not_all_count"]
    cid = build_table(ctx_of(state, viewer=0), PLAIN_WORDS).seats[1]
    assert cid.score[0].startswith("Awards 4 held, not all count ·"), cid.score
    assert "4 of 4" not in cid.score[0] and "4/4" not in "".join(cid.score)
    assert "at least one of them does not count" in cid.score_tip
    assert "not all of them count" in cid.awards_tip
    assert cid.award_slots == ("hidden",) * 4
    # her own plate knows which: three count
    own = build_table(ctx_of(state, viewer=1), PLAIN_WORDS).seats[1]
    assert own.score[0].startswith("Awards 3 of 4 ·"), own.score
    assert own.award_slots == ("gold",) * 3 + ("gold-x",)


def test_three_face_down_awards_read_as_three_of_four():
    state = four_held_one_not_counting()
    state.players[1].awards.remove("a-1")
    assert not view(state, 0)["players"][1]["awards_not_all_count"]
    cid = build_table(ctx_of(state, viewer=0), PLAIN_WORDS).seats[1]
    assert cid.score[0].startswith("Awards 3 of 4 ·"), cid.score
    assert "not all" not in cid.awards_tip


def test_a_response_to_a_stars_ability_says_she_used_it():
    """Seen in a walk: the banner read "Cleo plays Dolly Shade on Lola Legend" while the log
    said "Cleo used Dolly Shade's ability": a star is not played, she acts."""
    from redlight_app.gui.viewmodel.summary import window_sentence
    stare = {"kind": "action", "text": "",
             "effect": {"do": "modify", "stat": "psyche", "amount": -30,
                        "target": "opponent_star", "until": "end_of_turn"}}
    stars = [star("s-dolly", ability=stare), star("s-lola")]
    events = [event("e-shield", {"do": "protect"}, "reaction")] + fillers(8)
    state = rig(stars, events, [film("f-red", "red", 30, 1)], [award("a-1")],
                [["s-dolly"], ["s-lola"]], [[], ["e-shield"]], players=["Cleo", "Ben"])
    do(state, "use_ability", 0, star="s-dolly", target="s-lola")
    assert state.window is not None and state.window.seat == 1
    said = window_sentence(view(state, 1), state, PLAIN_WORDS)
    assert said == "Cleo uses Dolly's ability on Lola", said
    table = build_table(ctx_of(state, viewer=1), PLAIN_WORDS)
    assert "uses Dolly's ability on Lola" in " ".join(p.text for p in table.banner.parts)


def test_a_card_nobody_named_on_top_of_the_discard_pile_says_so():
    """Table mode: an event discarded at random from a hand nobody saw lies face up at the
    table, but the app never learnt which: its face on the pile reads so, not "?"."""
    from redlight_app.engine.state import UNKNOWN
    state = game()
    state.discard.append(UNKNOWN)
    decks = build_table(ctx_of(state), PLAIN_WORDS).decks
    assert decks[3].face == "A card not named", decks[3]
