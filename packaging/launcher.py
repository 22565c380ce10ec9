"""Entry script for the frozen bundle (PyInstaller needs a file, not a console entry point)."""
import sys

from redlight_app.__main__ import main
from redlight_app._compiled import check_expected

check_expected()  # REDLIGHT_EXPECT_COMPILED=1 (the self-test in packaging/build.sh): compiled or fail
sys.exit(main())
