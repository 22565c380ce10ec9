"""English's own forms for the sentences with a count (numerus): singular, plural. Every other
English entry is its source text (scripts/build_translations.py)."""
T = {
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
}
