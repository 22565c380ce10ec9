"""The saved-games schema at the newest revision, as the migrations build it
(written by `python -m redlight_app.store.schema_snapshot`; see fresh_schema.py).
"""
# ruff: noqa: E501  (SQLite keeps each statement's text as written)

REVISION = '0006'
STATEMENTS = (
    'CREATE TABLE alembic_version (\n\tversion_num VARCHAR(32) NOT NULL, \n\tCONSTRAINT alembic_version_pkc PRIMARY KEY (version_num)\n)',
    'CREATE TABLE cardsets (\n\tid INTEGER NOT NULL, \n\tname VARCHAR(200) NOT NULL, \n\thash VARCHAR(64) NOT NULL, \n\tdocument TEXT NOT NULL, \n\tcreated DATETIME NOT NULL, \n\tCONSTRAINT pk_cardsets PRIMARY KEY (id), \n\tCONSTRAINT uq_cardsets_hash UNIQUE (hash)\n)',
    "CREATE TABLE games (\n\tid INTEGER NOT NULL, \n\tcardset_id INTEGER NOT NULL, \n\tseed BIGINT NOT NULL, \n\toptions TEXT NOT NULL, \n\tfirst_player INTEGER, \n\tmode VARCHAR(20) NOT NULL, \n\tstatus VARCHAR(20) NOT NULL, \n\tturn INTEGER NOT NULL, \n\tmove_count INTEGER NOT NULL, \n\tcreated DATETIME NOT NULL, \n\tupdated DATETIME NOT NULL, chance VARCHAR(10) DEFAULT 'digital' NOT NULL, dealt_stars TEXT, \n\tCONSTRAINT pk_games PRIMARY KEY (id), \n\tCONSTRAINT ck_games_status CHECK (status IN ('playing', 'showdown', 'over')), \n\tCONSTRAINT fk_games_cardset_id_cardsets FOREIGN KEY(cardset_id) REFERENCES cardsets (id) ON DELETE RESTRICT\n)",
    'CREATE INDEX ix_games_cardset_id ON games (cardset_id)',
    'CREATE INDEX ix_games_status_updated ON games (status, updated)',
    'CREATE TABLE moves (\n\tgame_id INTEGER NOT NULL, \n\tseq INTEGER NOT NULL, \n\tmove TEXT NOT NULL, \n\tcreated DATETIME NOT NULL, \n\tCONSTRAINT pk_moves PRIMARY KEY (game_id, seq), \n\tCONSTRAINT ck_moves_seq_positive CHECK (seq >= 1), \n\tCONSTRAINT fk_moves_game_id_games FOREIGN KEY(game_id) REFERENCES games (id) ON DELETE CASCADE\n)',
    'CREATE TABLE results (\n\tgame_id INTEGER NOT NULL, \n\twinners TEXT NOT NULL, \n\tending VARCHAR(20) NOT NULL, \n\tturns INTEGER NOT NULL, \n\tfinished DATETIME NOT NULL, \n\tCONSTRAINT pk_results PRIMARY KEY (game_id), \n\tCONSTRAINT fk_results_game_id_games FOREIGN KEY(game_id) REFERENCES games (id) ON DELETE CASCADE\n)',
    "CREATE TABLE seats (\n\tgame_id INTEGER NOT NULL, \n\tposition INTEGER NOT NULL, \n\tname VARCHAR(100) NOT NULL, \n\tkind VARCHAR(10) NOT NULL, \n\tlevel VARCHAR(40), awards INTEGER, stars TEXT, \n\tCONSTRAINT pk_seats PRIMARY KEY (game_id, position), \n\tCONSTRAINT ck_seats_kind CHECK (kind IN ('human', 'bot')), \n\tCONSTRAINT fk_seats_game_id_games FOREIGN KEY(game_id) REFERENCES games (id) ON DELETE CASCADE\n)",
    'CREATE INDEX ix_seats_name ON seats (name)',
)
