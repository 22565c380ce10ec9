"""What the table shows, as frozen values: seats, stars, hand cards, decks, banner, the
response being answered. Built by `build.build_table`; the widgets only render these.

Every sentence here is already in the chosen language; colours and sizes are the
widgets' business (a badge says what it is, not how it looks)."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class FilmView:
    """A film tucked under a star."""

    card: str
    name: str
    color: str  # green | red | blue
    bonus: int
    described: str  # "film Gala: +2 psyche", for screen readers


@dataclass(frozen=True)
class StatPart:
    """One change to a printed value: a film, an ability, an effect."""

    label: str
    amount: int


@dataclass(frozen=True)
class StatView:
    """A value with the parts it adds up from (the engine's breakdown)."""

    label: str  # "Psyche"
    total: int
    printed: int
    parts: tuple[StatPart, ...]  # what changed the printed value
    explained: str  # "50 printed + 10 Gala (film)"


@dataclass(frozen=True)
class StarView:
    """A star on a table with her values, films, marks and what clicking her does."""

    card: str
    name: str
    psyche: int
    charisma: int
    fame: int
    printed: tuple[int, int, int]
    ability_kind: str | None  # action | reaction | passive | None
    text: str
    films: tuple[FilmView, ...]
    stats: tuple[StatView, StatView, StatView]  # psyche, charisma, fame with their parts
    used: bool
    owner_out: bool
    mine: bool  # on the viewer's own table
    selected: bool
    target: bool  # may be chosen for the step being asked (highlighted)
    outshine_target: bool  # the selected star may outshine her now
    hinted: bool
    selectable: bool  # a click selects her (the viewer's own, may act)
    why_not: str  # why a click on her does nothing useful now ("" when it does)
    shortcut: str  # the key that reaches her ("1".."9") or ""
    accessible_name: str
    accessible_description: str

    @property
    def changed(self) -> tuple[bool, bool, bool]:
        """Whether psyche, charisma, fame differ from the printed values."""
        return (self.psyche != self.printed[0], self.charisma != self.printed[1],
                self.fame != self.printed[2])


@dataclass(frozen=True)
class Badge:
    """A word by a player's name: out | responding | to_play | skips | computer."""

    kind: str
    text: str


@dataclass(frozen=True)
class SeatView:
    """One player's place at the table."""

    seat: int
    name: str
    name_tip: str  # "Ann: your seat", "Robo: a computer player, level Greedy"
    bot: bool
    mine: bool  # the viewer's own seat
    active: bool
    responding: bool
    out: bool
    targeted: bool  # a player may be chosen for the step being asked
    badges: tuple[Badge, ...]
    score: tuple[str, str, str]  # the score strip: whole, short, shortest
    score_tip: str
    award_slots: tuple[str, ...]  # gold | silver | hidden, "-x" when it does not count
    awards_tip: str
    stars: tuple[StarView, ...]
    empty_text: str  # shown when she has no star


@dataclass(frozen=True)
class DeckView:
    """A deck (face down, its count and what is public of its top) or the discard pile."""

    key: str  # main | films | awards | discard
    title: str
    count: int
    top_label: str  # on the top card's back
    lines: tuple[str, ...]
    face: str | None  # the discard's top card, face up
    tooltip: str
    accessible_name: str


@dataclass(frozen=True)
class HandCardView:
    """An event or an award in the viewer's hand."""

    card: str
    name: str
    kind: str  # event | award
    kind_word: str  # "event", translated
    band: str  # the words on the coloured band: its phase or the kind of award
    text: str
    phase: str  # events: own_turn | any_turn | reaction
    frame: str  # awards: gold | silver
    counts: bool
    playable: bool
    why_not: str  # the engine's refusal when not playable ("" when playable)
    target: bool
    hinted: bool
    shortcut: str  # "Ctrl+1" .. "Ctrl+9" or ""
    accessible_name: str
    accessible_description: str


@dataclass(frozen=True)
class HandView:
    title: str
    cards: tuple[HandCardView, ...]
    shown: bool  # the viewer sees a hand (False: a spectator, hands hidden)


@dataclass(frozen=True)
class BannerPart:
    """A piece of the banner's sentence: plain | muted | showdown | showdown_note | window.
    `short`: the same said shorter, shown when the sentence does not fit the banner ("": the
    part gives way whole, as the showdown's reminder does; None: there is no shorter form)."""

    text: str
    style: str
    short: str | None = None


@dataclass(frozen=True)
class BannerView:
    parts: tuple[BannerPart, ...]  # most important first

    @property
    def full(self) -> str:
        return "".join(p.text for p in self.parts).strip()


@dataclass(frozen=True)
class RespondView:
    """What the viewer may respond to now (R1): the sentence, and the stars or card."""

    title: str
    summary: str
    kind: str  # outshine | card
    attacker: StarView | None
    target: StarView | None
    card_text: str  # the card played, with its text ("" for an outshine)


@dataclass(frozen=True)
class TableView:
    """The whole table as the viewer sees it."""

    viewer: int | None
    bottom: int  # the seat drawn at the bottom (the viewer's, else the first)
    others: tuple[int, ...]  # the other seats, clockwise from the bottom one
    seats: tuple[SeatView, ...]  # in seat order
    decks: tuple[DeckView, DeckView, DeckView, DeckView]  # main, films, awards, discard
    hand: HandView
    banner: BannerView
    respond: RespondView | None
    over: bool

    def seat(self, seat: int) -> SeatView:
        return self.seats[seat]

    def star(self, card: str) -> StarView | None:
        for seat in self.seats:
            for star in seat.stars:
                if star.card == card:
                    return star
        return None
