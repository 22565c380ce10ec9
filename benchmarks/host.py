"""Play with phones: a move posted by one phone -> every phone's page updated.

Six phones (a six-seat game, every seat human) hold their server-sent event streams open
on 127.0.0.1; one move at a time is posted by the seat the game waits for, and the time
from the POST's start until all six streams have delivered a view of that move (or a
later one) is measured. The shared screen is the seventh reader: the game thread's own
snapshot, published before any stream is woken. Prints p50/p95/max in milliseconds.

    python benchmarks/host.py [moves]
"""
from __future__ import annotations

import json
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.host.hosting import EventStream, demo_session, hosted, post, view

SEATS = [{"name": f"Phone {i + 1}", "kind": "human", "level": None} for i in range(6)]


def main(moves: int = 200) -> None:
    latencies: list[float] = []
    seed = 5
    while len(latencies) < moves:  # one game ends after a few dozen turns: play on in another
        one_game(demo_session(SEATS, seed=seed, turn_limit=None), moves - len(latencies), latencies)
        seed += 1
    latencies.sort()
    p95 = latencies[int(0.95 * (len(latencies) - 1))]
    print(json.dumps({"moves": len(latencies), "phones": 6,
                      "p50_ms": round(statistics.median(latencies), 1), "p95_ms": round(p95, 1),
                      "max_ms": round(latencies[-1], 1)}))


def one_game(session, moves: int, latencies: list[float]) -> None:
    with hosted(session) as host:
        seen = [-1] * 6
        arrived = threading.Condition()

        def reader(seat: int) -> None:
            stream = EventStream(host.url(seat))
            try:
                while True:
                    data = stream.next_view()
                    with arrived:
                        seen[seat] = data["version"]
                        arrived.notify_all()
            except (EOFError, OSError, ValueError):
                return

        threads = [threading.Thread(target=reader, args=(s,), daemon=True) for s in range(6)]
        for t in threads:
            t.start()
        for _ in range(moves):
            if session.over:
                break
            seat = session.acting_seat()
            data = view(host.url(seat))
            move = data["legal"][-1]  # end the turn or pass: a game that goes on
            start = time.perf_counter()
            status, answer = post(host.url(seat), dict(move, version=data["version"]))
            assert status == 200, answer
            wanted = answer["version"]
            with arrived:
                arrived.wait_for(lambda wanted=wanted: min(seen) >= wanted, timeout=5)
            latencies.append((time.perf_counter() - start) * 1000)
            time.sleep(0.01)  # a person's pace is far slower; this keeps moves apart


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
