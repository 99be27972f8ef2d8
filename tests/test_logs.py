"""The log file and the crash message (game/logs.py, scenes/crash.py): an uncaught error is written to the
user's log folder; from a console it is still printed; without one (a windowed build) a message names the file."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


def _python_game(code: str, home: Path, **env) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env={**os.environ, **HEADLESS, "BOSSMONSTER_HOME": str(home), **env})


def test_an_uncaught_error_from_source_is_logged_and_still_printed(tmp_path):
    done = _python_game("from game import logs\nlogs.install(lambda path: print('TOLD'))\n"
                        "raise RuntimeError('the dungeon collapsed')", tmp_path)
    assert done.returncode == 1
    assert "RuntimeError: the dungeon collapsed" in done.stderr and "TOLD" not in done.stdout
    log = (tmp_path / "logs" / "bossmonster.log").read_text(encoding="utf-8")
    assert "RuntimeError: the dungeon collapsed" in log and "from source" in log


def test_a_windowed_build_logs_what_it_cannot_print_and_names_the_log_file(tmp_path):
    """A windowed Windows build has no stdout or stderr; the player is told where the log file is."""
    told = tmp_path / "told.txt"
    done = _python_game("import sys\nsys.frozen = True\nsys.stdout = sys.stderr = None\n"
                        "from game import logs\n"
                        f"logs.install(lambda path: open({str(told)!r}, 'w').write(str(path)))\n"
                        "print('a word to stderr', file=sys.stderr)\nprint('a word to stdout')\n"
                        "raise RuntimeError('the dungeon collapsed')", tmp_path)
    assert done.returncode == 1
    path = tmp_path / "logs" / "bossmonster.log"
    assert told.read_text(encoding="utf-8") == str(path)
    log = path.read_text(encoding="utf-8")
    assert "a word to stderr" in log and "RuntimeError: the dungeon collapsed" in log and "frozen" in log
    assert "a word to stdout" not in log


def test_nothing_is_logged_when_all_goes_well(tmp_path):
    done = _python_game("from game import logs\nlogs.install()\nprint('fine')", tmp_path)
    assert done.returncode == 0 and not (tmp_path / "logs").exists()


def test_the_log_folder_is_the_users_not_the_programs(monkeypatch, tmp_path):
    from game import logs

    monkeypatch.setenv("BOSSMONSTER_HOME", str(tmp_path))
    assert logs.log_dir() == tmp_path / "logs"
    monkeypatch.delenv("BOSSMONSTER_HOME")
    folder = logs.log_dir()
    assert "bossmonster" in folder.parts and not folder.is_relative_to(ROOT)


def test_the_crash_message_names_the_file_and_is_never_shown_headless(monkeypatch, tmp_path):
    import pygame

    from scenes import crash

    shown = []
    monkeypatch.setattr(pygame.display, "message_box", lambda *args, **kwargs: shown.append((args, kwargs)))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert crash.show_crash(tmp_path / "bossmonster.log") is False and shown == []
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    assert crash.show_crash(tmp_path / "bossmonster.log") is True
    (title, text), kwargs = shown[0]
    assert str(tmp_path / "bossmonster.log") in text and kwargs["message_type"] == "error"
