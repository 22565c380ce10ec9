"""The statistics page: per player name, from the stored results."""
