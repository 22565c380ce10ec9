"""Entry script for the frozen bundle (PyInstaller needs a file, not a console entry point)."""
import sys

from redlight_app.__main__ import main

sys.exit(main())
