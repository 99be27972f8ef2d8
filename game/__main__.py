import multiprocessing

# first of all: in a bot worker process of a frozen (PyInstaller) build this runs the worker and exits
multiprocessing.freeze_support()

import os  # noqa: E402
import sys  # noqa: E402

from game.cli import main  # noqa: E402

try:
    code = main()
    sys.stdout.flush()
except BrokenPipeError:
    # the reader of our output went away (``| head``): stop quietly, as command-line tools do
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    code = 0
raise SystemExit(code)
