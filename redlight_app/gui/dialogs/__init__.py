"""Dialogs: new game, discard pile."""
