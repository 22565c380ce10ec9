"""Widgets that draw the table and its parts; they only redraw from state."""
