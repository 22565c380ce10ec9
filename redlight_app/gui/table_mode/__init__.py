"""Table companion mode (issue 5): follow a game played with the real cards."""
