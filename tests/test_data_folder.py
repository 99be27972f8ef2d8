"""The data folder on each system and paths a player's system may give it (README "Where your data lives").

The folders platformdirs gives on Windows, macOS and Linux are checked here with the platform faked: its
class for that system, and for Windows the known folders it would ask the system for. The player's name is
"Jöhn Dœ": a space and letters outside ASCII in every path, as a real user folder may have
(``C:\\Users\\Jöhn Dœ\\AppData\\Local\\bossmonster``). Settings, saves, the autosave, replays and the log are
written and read back in such a folder; a write that Windows refuses for a moment (another program has the
file open) is tried again.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
from datetime import datetime
from pathlib import Path

import platformdirs
import platformdirs.macos
import platformdirs.unix
import platformdirs.windows
import pytest

from game import jsonfile, logs, saves
from game.ai import think
from game.match import Match
from game.settings import Settings, load_settings, save_settings

USER = "Jöhn Dœ"

HURRY = threading.Event()
HURRY.set()


@pytest.fixture
def system(monkeypatch):
    """Fake the system platformdirs answers for: ``system("win32" | "darwin" | "linux", home)``."""
    classes = {"win32": platformdirs.windows.Windows, "darwin": platformdirs.macos.MacOS,
               "linux": platformdirs.unix.Unix}

    def fake(platform: str, home: Path) -> None:
        monkeypatch.delenv("BOSSMONSTER_HOME", raising=False)
        monkeypatch.setattr(sys, "platform", platform)
        monkeypatch.setattr(platformdirs, "PlatformDirs", classes[platform])
        monkeypatch.setenv("HOME", str(home))
        monkeypatch.setenv("USERPROFILE", str(home))  # what expanduser reads on Windows (where these tests run too)
        for name in ("XDG_DATA_HOME", "XDG_STATE_HOME"):
            monkeypatch.delenv(name, raising=False)
        if platform == "win32":
            if not hasattr(platformdirs.windows, "get_win_folder"):
                pytest.skip("this platformdirs finds Windows folders otherwise; the test fakes get_win_folder")
            known = {"CSIDL_LOCAL_APPDATA": home / "AppData" / "Local",
                     "CSIDL_APPDATA": home / "AppData" / "Roaming"}
            monkeypatch.setattr(platformdirs.windows, "get_win_folder", lambda csidl: str(known[csidl]))
    return fake


def test_windows_keeps_data_and_log_in_local_appdata(system, tmp_path):
    """%LOCALAPPDATA%\\bossmonster (not roaming: saves are not for every machine of a domain; no folder of
    an author above it), the log in its Logs folder."""
    home = tmp_path / "Users" / USER
    system("win32", home)
    assert saves.data_dir() == home / "AppData" / "Local" / "bossmonster"
    assert saves.data_dir().is_dir()
    assert logs.log_dir() == home / "AppData" / "Local" / "bossmonster" / "Logs"


def test_macos_keeps_data_in_application_support_and_the_log_in_library_logs(system, tmp_path):
    home = tmp_path / "Users" / USER
    system("darwin", home)
    assert saves.data_dir() == home / "Library" / "Application Support" / "bossmonster"
    assert saves.data_dir().is_dir()
    assert logs.log_dir() == home / "Library" / "Logs" / "bossmonster"


def test_linux_keeps_data_in_local_share_and_the_log_in_local_state(system, tmp_path):
    home = tmp_path / "home" / USER
    system("linux", home)
    assert saves.data_dir() == home / ".local" / "share" / "bossmonster"
    assert logs.log_dir() == home / ".local" / "state" / "bossmonster" / "log"


def test_bossmonster_home_wins_on_every_system(system, tmp_path, monkeypatch):
    for platform in ("win32", "darwin", "linux"):
        system(platform, tmp_path / USER)
        monkeypatch.setenv("BOSSMONSTER_HOME", str(tmp_path / "portable"))
        assert saves.data_dir() == tmp_path / "portable" and logs.log_dir() == tmp_path / "portable" / "logs"


def test_the_data_folder_is_never_beside_a_frozen_executable(system, tmp_path, monkeypatch):
    """A packaged game may sit where it cannot write, or be replaced by a new version."""
    app = tmp_path / "Applications" / "Boss Monster.app" / "Contents"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(app / "MacOS" / "bossmonster"))
    monkeypatch.setattr(sys, "_MEIPASS", str(app / "Frameworks"), raising=False)
    system("darwin", tmp_path / "Users" / USER)
    assert app not in saves.data_dir().parents and app not in logs.log_dir().parents


# ------------------------------------------------------------------ a folder with a space and accents

@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    home = tmp_path / USER / "Boss Monster data"
    monkeypatch.setenv("BOSSMONSTER_HOME", str(home))
    return home


def _finished(seed: int = 3) -> Match:
    m = Match.new(("greedy", "easy"), seed=seed, names=["Jöhn", "Zoë"])
    while (request := m.bot_request()) is not None:
        m.submit(think(request, HURRY), at_step=request.step)
    return m


def test_settings_saves_autosave_and_replays_round_trip_in_a_folder_with_accents(home):
    changed = Settings(window_scale=3, music_volume=0.25, speed="instant", colour_blind=True)
    save_settings(changed)
    assert saves.settings_path() == home / "settings.json"
    assert load_settings() == (changed, None)

    m = _finished()
    half = Match.new(m.seats, seed=m.setup.seed, names=["Jöhn", "Zoë"])
    for action in m.actions[:25]:
        half.submit(action)
    saves.save(half, saves.autosave_path())
    assert saves.load(saves.autosave_path()).actions == half.actions

    path = saves.save_named(half, "Jöhn's last stand — Dœ")
    assert path.parent == home / "saves" and "Jöhn" in path.name and "Dœ" in path.name
    assert saves.list_saves() == [path] and saves.load(path).state == half.state

    kept = saves.keep_replay(m, now=datetime(2026, 11, 23, 22, 15))
    assert saves.list_replays() == [kept] and kept.parent == home / "replays"
    replay = saves.load(kept)
    assert replay.over and replay.events == m.events and replay.names == m.names
    assert sorted(p.name for p in home.iterdir()) == ["autosave.json", "replays", "saves", "settings.json"]


def test_the_log_file_is_written_in_a_folder_with_accents(home):
    path = logs.log_dir() / logs.FILE_NAME
    assert path == home / "logs" / "bossmonster.log"
    handler = logs._LazyFileHandler(path)
    try:
        handler.emit(logging.LogRecord("bossmonster", logging.WARNING, __file__, 1, "Jöhn's dungeon: %s", ("Dœ",),
                                       None))
    finally:
        handler.close()
    assert path.read_text(encoding="utf-8") == "Jöhn's dungeon: Dœ\n"


# ------------------------------------------------------------------ Windows: a file held open for a moment

def _refuse(times: int, calls: list):
    real = os.replace

    def replace(src, dst):
        calls.append(dst)
        if len(calls) <= times:
            raise PermissionError(13, "Access is denied", str(dst))
        real(src, dst)
    return replace


def test_on_windows_a_write_refused_for_a_moment_is_tried_again(tmp_path, monkeypatch):
    calls, slept = [], []
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(jsonfile.os, "replace", _refuse(2, calls))
    monkeypatch.setattr(jsonfile.time, "sleep", slept.append)
    path = tmp_path / USER / "autosave.json"
    jsonfile.write_json_atomic(path, {"step": 7})
    assert len(calls) == 3 and jsonfile.read_json(path, 100, "file") == {"step": 7}
    assert slept == [0.02, 0.04]
    assert [p.name for p in path.parent.iterdir()] == ["autosave.json"]


def test_on_windows_a_write_refused_for_good_fails_and_leaves_no_temp_file(tmp_path, monkeypatch):
    calls, slept = [], []
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(jsonfile.os, "replace", _refuse(99, calls))
    monkeypatch.setattr(jsonfile.time, "sleep", slept.append)
    with pytest.raises(PermissionError):
        jsonfile.write_json_atomic(tmp_path / "autosave.json", {"step": 7})
    assert len(calls) == jsonfile.REPLACE_TRIES and 0.5 < sum(slept) < 1
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("platform", ["linux", "darwin"])
def test_elsewhere_a_refused_write_is_final_at_once(tmp_path, monkeypatch, platform):
    calls = []
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(jsonfile.os, "replace", _refuse(1, calls))
    monkeypatch.setattr(jsonfile.time, "sleep", lambda s: pytest.fail("slept"))
    with pytest.raises(PermissionError):
        jsonfile.write_json_atomic(tmp_path / "autosave.json", {"step": 7})
    assert len(calls) == 1
