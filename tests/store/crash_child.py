"""Child process for the crash test: bots (the app's greedy and random players) play games
into the store until the test kills it.

It resumes unfinished games (as the app does after a crash) or starts new ones, appends every
move, sometimes undoes, and reports on stdout, after each call returns:
``C game`` (created), ``A game seq move-json`` (appended), ``U game count`` (about to undo),
``u game moves-left`` (undone). Reports go to REPORT_FILE, one write() per line, so the
kernel has every line written before the kill. Run: python crash_child.py DATA_DIR SEED REPORT
"""
from __future__ import annotations

import json
import os
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from redlight_app.bots import make_bot
from redlight_app.engine.rules import apply, legal_moves
from redlight_app.engine.state import Options
from redlight_app.engine.view import view
from redlight_app.store.repository import Repository
from tests.store.support import acting_seat, make_cardset, new_record

_report_fd = -1


def report(line: str) -> None:
    os.write(_report_fd, (line + "\n").encode())


def main(data_dir: str, seed: int, report_file: str) -> None:
    global _report_fd
    _report_fd = os.open(report_file, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    rnd = random.Random(seed)
    cardset = make_cardset()
    repo = Repository.open(Path(data_dir))
    report("open")
    while True:
        unfinished = repo.list_games(finished=False)
        if unfinished and rnd.random() < 0.6:
            game_id = rnd.choice(unfinished).id
            state = repo.load_game(game_id).state
        else:
            limit = rnd.choice([None, None, 40])
            record = new_record(cardset, seed=rnd.randrange(2**31), players=rnd.randint(2, 4),
                                bots=1, options=Options(turn_limit=limit))
            game_id = repo.create_game(record)
            report(f"C {game_id}")
            state = record.start()
        bots = [make_bot(rnd.choice(["greedy", "random"])) for _ in state.players]
        for seat, bot in enumerate(bots):
            bot.begin(cardset, seat)
        for _ in range(rnd.randint(5, 60)):
            if state.over:
                break
            if state.moves_applied and rnd.random() < 0.03:
                count = rnd.randint(1, min(3, state.moves_applied))
                report(f"U {game_id} {count}")
                repo.undo(game_id, count)
                state = repo.load_game(game_id).state
                report(f"u {game_id} {state.moves_applied}")
                continue
            seat = acting_seat(state)
            moves = legal_moves(state, seat)
            move = bots[seat].choose(view(state, seat), moves, rnd) or rnd.choice(moves)
            apply(state, move)
            seq = repo.append_move(game_id, move, state)
            report(f"A {game_id} {seq} {json.dumps(move.to_dict(), separators=(',', ':'))}")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3])
