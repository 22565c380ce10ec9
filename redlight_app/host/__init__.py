"""Play with phones: a small LAN server beside the session.

Each human seat gets a secret URL; its page reads that seat's view (the engine's player
view, the one the bots read) and posts moves through the same session; server-sent events
tell every page that something happened. The desktop window, or no window at all
(`redlight host`), owns the session; the server only reads published snapshots and hands
moves to the owner. The contract is written down in docs/HOST.md.
"""

DEFAULT_BIND = "127.0.0.1"  # where `redlight host` listens unless told: this machine only
DEFAULT_PORT = 8765
