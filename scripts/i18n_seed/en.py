"""English's own forms for the sentences with a count (numerus): singular, plural. Every other
English entry is its source text (scripts/build_translations.py)."""
T = {
    '{section}: {count} cards counting copies; a set holds {least} to 200.': ('{section}: {count} card counting copies; a set holds {least} to 200.', '{section}: {count} cards counting copies; a set holds {least} to 200.'),
    'Nemesis: {name}, who won {count} games that {player} lost.': ('Nemesis: {name}, who won {count} game that {player} lost.', 'Nemesis: {name}, who won {count} games that {player} lost.'),
    'Why: {reason}, after {turns} turns.': ('Why: {reason}, after {turns} turn.', 'Why: {reason}, after {turns} turns.'),
    '{name}: {count} awards toward the win at the end': ('{name}: {count} award toward the win at the end', '{name}: {count} awards toward the win at the end'),
    'Autosaved · {count} moves': ('Autosaved · {count} move', 'Autosaved · {count} moves'),
    'Not saved · {count} moves': ('Not saved · {count} move', 'Not saved · {count} moves'),
    'NOT SAVED: you chose to continue without saving · {count} moves': (
        'NOT SAVED: you chose to continue without saving · {count} move',
        'NOT SAVED: you chose to continue without saving · {count} moves'),
    '{deck}: {count} cards.': ('{deck}: {count} card.', '{deck}: {count} cards.'),
    '{cards} cards, {total} counting copies': ('{cards} card, {total} counting copies', '{cards} cards, {total} counting copies'),
    '{ending}: {count} games, {won} of them won.': ('{ending}: {count} game, {won} of them won.', '{ending}: {count} games, {won} of them won.'),
    'After {games} games: a win rate of {rate}, {wins} won and {losses} lost; highest {high} after game {high_at}, lowest {low} after game {low_at}.': (
        'After {games} game: a win rate of {rate}, {wins} won and {losses} lost; highest {high} after game {high_at}, lowest {low} after game {low_at}.',
        'After {games} games: a win rate of {rate}, {wins} won and {losses} lost; highest {high} after game {high_at}, lowest {low} after game {low_at}.'),
    'Back to just after: “{line}” ({count} later entries undone)': (
        'Back to just after: “{line}” ({count} later entry undone)',
        'Back to just after: “{line}” ({count} later entries undone)'),
    '{label}: won {wins} of {games} games, {rate}.': ('{label}: won {wins} of {games} game, {rate}.', '{label}: won {wins} of {games} games, {rate}.'),
    '{n} stars': ('{n} star', '{n} stars'),
    '{n} events': ('{n} event', '{n} events'),
    '{n} films': ('{n} film', '{n} films'),
    '{n} awards': ('{n} award', '{n} awards'),
    '{n} more stars': ('{n} more star', '{n} more stars'),
    '{n} more events': ('{n} more event', '{n} more events'),
    'used by {n} saved games': ('used by {n} saved game', 'used by {n} saved games'),
    '{n} problems': ('{n} problem', '{n} problems'),
    'fix them to save the set.': ('fix it to save the set.', 'fix them to save the set.'),
    '{n} copies': ('{n} copy', '{n} copies'),
    '{n} problems on this card': ('{n} problem on this card', '{n} problems on this card'),
    'Fix these {n} problems first:': ('Fix this problem first:', 'Fix these {n} problems first:'),
    '{asked}, an undo would take back your last {count} moves. Allow?': ('{asked}, an undo would take back your last move. Allow?', '{asked}, an undo would take back your last {count} moves. Allow?'),
    '{asked}, {asker} wants to take back your last {count} moves. Allow?': ('{asked}, {asker} wants to take back your last move. Allow?', '{asked}, {asker} wants to take back your last {count} moves. Allow?'),
    '{star}: on the table in {count} of {wins} wins.': ('{star}: on the table in {count} of {wins} win.', '{star}: on the table in {count} of {wins} wins.'),
    '{name}: {stars} selected. Tap what they did, or a highlighted rival to outshine.': ('{name}: {stars} selected. Tap what she did, or a highlighted rival to outshine.', '{name}: {stars} selected. Tap what they did, or a highlighted rival to outshine.'),
    'The computer players play without waiting for the phones that have not joined.': ('The computer player plays without waiting for the phones that have not joined.', 'The computer players play without waiting for the phones that have not joined.'),
    'The computer players wait until every phone has joined, or until you press Start now.': ('The computer player waits until every phone has joined, or until you press Start now.', 'The computer players wait until every phone has joined, or until you press Start now.'),
    'The game is on: the computer players play their turns.': ('The game is on: the computer player plays its turns.', 'The game is on: the computer players play their turns.'),
    'The computer players wait until the phone has joined, or until you press Start now.': ('The computer player waits until the phone has joined, or until you press Start now.', 'The computer players wait until the phone has joined, or until you press Start now.'),
    'The computer players play without waiting for the phone to join.': ('The computer player plays without waiting for the phone to join.', 'The computer players play without waiting for the phone to join.'),
}

T.update({  # Look back's "Continue from here": the moves kept
    'Game {new} continues game {game} with its first {count} moves; game {game} is unchanged.': ('Game {new} continues game {game} with its first move; game {game} is unchanged.', 'Game {new} continues game {game} with its first {count} moves; game {game} is unchanged.'),
})

T.update({  # table mode: the draw a revealed award's effect makes names the award (A5)
    '{name} draws {count} more card(s): {award} was revealed (A5). Enter the star that came out, or an event.': (
        '{name} draws {count} more card: {award} was revealed (A5). Enter the star that came out, or an event.',
        '{name} draws {count} more cards: {award} was revealed (A5). Enter the star that came out, or an event.'),
})

T.update({  # table mode: the draw an event or award played (E2, E4) or a star's ability (A8, A9) makes names the card
    '{name} draws {count} more card(s): {event} was played ({rule}). Enter the star that came out, or an event.': (
        '{name} draws {count} more card: {event} was played ({rule}). Enter the star that came out, or an event.',
        '{name} draws {count} more cards: {event} was played ({rule}). Enter the star that came out, or an event.'),
    '{name} draws {count} more card(s): {award} was played from the hand (E4). Enter the star that came out, or an event.': (
        '{name} draws {count} more card: {award} was played from the hand (E4). Enter the star that came out, or an event.',
        '{name} draws {count} more cards: {award} was played from the hand (E4). Enter the star that came out, or an event.'),
    "{name} draws {count} more card(s): {star}'s ability was used ({rule}). Enter the star that came out, or an event.": (
        "{name} draws {count} more card: {star}'s ability was used ({rule}). Enter the star that came out, or an event.",
        "{name} draws {count} more cards: {star}'s ability was used ({rule}). Enter the star that came out, or an event."),
})
