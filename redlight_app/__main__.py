"""The `redlight` command: the app with no arguments, or a sub-command."""
from __future__ import annotations

import os
import sys

from .cli import run
from .config import private_umask


def main(argv: list[str] | None = None) -> int:
    if argv is None:  # a real start (not a test calling in): what the app writes is private
        private_umask()
    try:
        return run(sys.argv[1:] if argv is None else argv)
    except BrokenPipeError:  # `redlight games | head`: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # no second error
        return 141  # as a shell reports a command ended by SIGPIPE


if __name__ == "__main__":
    sys.exit(main())
