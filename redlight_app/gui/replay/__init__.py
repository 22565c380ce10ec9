"""Looking back at saved games: replay, play a deal again, the log as a file."""
