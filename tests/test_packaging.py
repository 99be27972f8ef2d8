"""The packaged executables (build_exe.spec, README "Building the executables"): what can be checked from
source always runs; the checks of a built bundle run when one exists (``dist/bossmonster/`` after
``pyinstaller build_exe.spec``, or what ``$BOSSMONSTER_BUNDLE`` names: the one-folder build, or on macOS the
app, ``"dist/Boss Monster.app"``) and are skipped otherwise. They run alike on Windows, macOS and Linux (the
release workflow runs them on each): processes are watched with psutil, which reads each system's own tables.

The frozen bot worker is a spawned copy of the executable: without ``multiprocessing.freeze_support()``
first in ``game.__main__`` that copy would run the game again (a second window, its own worker, and so
on). The bundle tests watch the process tree of a game between hard bots.
"""

from __future__ import annotations

import ast
import os
import shutil
import struct
import subprocess
import sys
import time
import types
from pathlib import Path

import psutil
import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_exe.spec"
HEADLESS = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}


# ------------------------------------------------------------------ from source

def test_freeze_support_is_called_before_any_project_import():
    """DESIGN.md Bots: a frozen worker must reach freeze_support() before anything of the game runs."""
    tree = ast.parse((ROOT / "game" / "__main__.py").read_text(encoding="utf-8"))
    seen_call = False
    for node in tree.body:
        if isinstance(node, ast.Expr) and ast.unparse(node.value) == "multiprocessing.freeze_support()":
            seen_call = True
            break
        assert isinstance(node, ast.Import) and [a.name for a in node.names] == ["multiprocessing"], \
            f"line {node.lineno} runs before freeze_support(): {ast.unparse(node)}"
    assert seen_call


def _run_spec(monkeypatch, platform: str) -> dict:
    """Execute build_exe.spec with PyInstaller's build classes replaced by recorders."""
    calls: dict = {}

    def recorder(kind):
        def record(*args, **kwargs):
            calls[kind] = (args, kwargs)
            return types.SimpleNamespace(kind=kind, scripts=[], pure=[], binaries=[], datas=[])
        return record

    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.copy_metadata = lambda name: []
    for name in ("PyInstaller", "PyInstaller.utils"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setattr(sys, "platform", platform)
    namespace = {name: recorder(name) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    namespace["SPECPATH"] = str(ROOT)
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return calls


@pytest.mark.parametrize("platform", ["linux", "darwin"])
def test_the_spec_builds_one_windowed_folder_with_the_assets_and_card_data(monkeypatch, platform):
    calls = _run_spec(monkeypatch, platform)
    (scripts,), analysis = calls["Analysis"]
    assert [Path(s) for s in scripts] == [ROOT / "game" / "__main__.py"]  # same arguments as python -m game
    datas = {(Path(src), dest) for src, dest in analysis["datas"]}
    assert (ROOT / "assets", "assets") in datas  # where scenes.assets looks: sys._MEIPASS/assets
    assert (ROOT / "game" / "cards" / "data", "game/cards/data") in datas  # importlib.resources of game.cards
    assert {"tkinter", "numpy", "unittest", "tools", "research", "pytest"} <= set(analysis["excludes"])
    exe = calls["EXE"][1]
    assert exe["name"] == "bossmonster" and exe["console"] is False and exe["exclude_binaries"] is True
    assert exe["upx"] is False
    assert calls["COLLECT"][1]["name"] == "bossmonster"
    icon = Path(exe["icon"])
    assert icon.is_file() and icon.suffix == (".icns" if platform == "darwin" else ".ico")
    if platform == "darwin":
        bundle = calls["BUNDLE"][1]
        assert bundle["name"].endswith(".app") and bundle["bundle_identifier"].count(".") >= 2
        assert bundle["info_plist"]["NSHighResolutionCapable"] is True
        assert bundle["version"] == bundle["info_plist"]["CFBundleShortVersionString"] == _version()
    else:
        assert "BUNDLE" not in calls


def test_the_spec_gives_windows_version_info(monkeypatch):
    """On Windows the executable carries the project's version (PyInstaller's version classes, recorded here:
    they import only on Windows)."""
    versioninfo = types.ModuleType("PyInstaller.utils.win32.versioninfo")
    for name in ("FixedFileInfo", "StringFileInfo", "StringStruct", "StringTable", "VarFileInfo", "VarStruct",
                 "VSVersionInfo"):
        setattr(versioninfo, name, lambda *args, _name=name, **kwargs: (_name, args, kwargs))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.win32", types.ModuleType("PyInstaller.utils.win32"))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.win32.versioninfo", versioninfo)
    exe = _run_spec(monkeypatch, "win32")["EXE"][1]
    assert Path(exe["icon"]) == ROOT / "assets" / "icons" / "icon.ico" and exe["strip"] is False
    [(_, info)] = _recorded(exe["version"], "VSVersionInfo")
    [(_, fixed)] = _recorded(info["ffi"], "FixedFileInfo")
    numbers = tuple(int(n) for n in _version().split("."))
    assert fixed["filevers"] == fixed["prodvers"] == numbers + (0,) * (4 - len(numbers))
    strings = dict(args for args, _ in _recorded(info["kids"], "StringStruct"))
    assert strings["ProductVersion"] == strings["FileVersion"] == _version()
    assert strings["OriginalFilename"] == "bossmonster.exe"


def _ico_sizes(path: Path) -> set[int]:
    reserved, kind, count = struct.unpack("<HHH", path.read_bytes()[:6])
    assert (reserved, kind) == (0, 1), path
    entries = [struct.unpack("<BB", path.read_bytes()[6 + 16 * i:8 + 16 * i]) for i in range(count)]
    return {w or 256 for w, h in entries if (w or 256) == (h or 256)}


def _icns_types(path: Path) -> set[bytes]:
    data = path.read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data), path
    types_, offset = set(), 8
    while offset < len(data):
        types_.add(data[offset:offset + 4])
        offset += struct.unpack(">I", data[offset + 4:offset + 8])[0]
    return types_


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_the_icons_the_spec_names_hold_what_each_system_shows(monkeypatch, platform):
    """Windows: 16 (title bar, small icons), 32 (taskbar, Alt+Tab) and 256 pixels (Explorer's large icons),
    from the .ico; macOS: the Dock and Finder sizes up to 512 (ic07 128, ic08 256, ic09 512), from the .icns."""
    if platform == "win32":
        versioninfo = types.ModuleType("PyInstaller.utils.win32.versioninfo")
        for name in ("FixedFileInfo", "StringFileInfo", "StringStruct", "StringTable", "VarFileInfo", "VarStruct",
                     "VSVersionInfo"):
            setattr(versioninfo, name, lambda *args, **kwargs: None)
        monkeypatch.setitem(sys.modules, "PyInstaller.utils.win32", types.ModuleType("PyInstaller.utils.win32"))
        monkeypatch.setitem(sys.modules, "PyInstaller.utils.win32.versioninfo", versioninfo)
    calls = _run_spec(monkeypatch, platform)
    icon = Path(calls["EXE"][1]["icon"])
    assert icon.is_file() and icon.parent == ROOT / "assets" / "icons"
    if platform == "win32":
        assert {16, 32, 256} <= _ico_sizes(icon)
    else:
        assert Path(calls["BUNDLE"][1]["icon"]) == icon
        assert {b"ic07", b"ic08", b"ic09"} <= _icns_types(icon)


def _recorded(value, name: str):
    """The (args, kwargs) of every recorded call of ``name`` inside ``value`` (nested lists and calls)."""
    if isinstance(value, tuple) and len(value) == 3 and value[0] == name:
        yield value[1], value[2]
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _recorded(item, name)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _recorded(item, name)


def _version() -> str:
    import tomllib

    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


@pytest.mark.skipif(sys.platform == "darwin", reason="psutil cannot list a process's libraries on macOS")
def test_the_bot_worker_never_loads_sdl():
    """The worker process (spawn) imports the bots, not pygame: it cannot open a window."""
    from game.match import Match
    from scenes.bots import BotWorker

    with BotWorker() as worker:
        request = Match.new(("greedy", "greedy"), seed=2).bot_request()
        worker.ask(request)
        end = time.monotonic() + 30
        while worker.poll() is None:
            assert time.monotonic() < end, "no answer from the bot worker"
            time.sleep(0.01)
        libraries = _libraries(worker._process.pid)
    assert "python" in libraries.lower() and "SDL" not in libraries


# ------------------------------------------------------------------ a built bundle

def _bundle() -> Path | None:
    """The bundle's executable; with ``$BOSSMONSTER_BUNDLE`` set (CI) the path even if nothing is there, so the
    checks fail rather than skip."""
    named = os.environ.get("BOSSMONSTER_BUNDLE")
    exe = _executable(Path(named) if named else ROOT / "dist" / "bossmonster")
    return exe if exe.is_file() or named else None


def _executable(bundle: Path) -> Path:
    """The executable of a one-folder build (``bossmonster.exe`` on Windows) or of a macOS app."""
    if bundle.suffix == ".app":
        return bundle / "Contents" / "MacOS" / "bossmonster"
    return bundle / ("bossmonster.exe" if sys.platform == "win32" else "bossmonster")


def _top(exe: Path) -> Path:
    """What a player is handed: the one folder, or the app."""
    return exe.parents[2] if exe.parent.name == "MacOS" else exe.parent


needs_bundle = pytest.mark.skipif(_bundle() is None, reason="no built bundle (pyinstaller build_exe.spec)")


def _contents(exe: Path) -> Path:
    """Where the bundled files are, ``sys._MEIPASS`` of the build: ``_internal`` beside the executable of the
    one-folder build; ``Contents/Frameworks`` in a macOS app (PyInstaller links its data from ``Resources``)."""
    if exe.parent.name == "MacOS":
        return exe.parent.parent / "Frameworks"
    inner = exe.parent / "_internal"
    return inner if inner.is_dir() else exe.parent


@needs_bundle
def test_the_bundle_holds_every_asset_and_the_card_data():
    contents = _contents(_bundle())
    sources = [p for p in (ROOT / "assets").rglob("*") if p.is_file()]
    missing = [str(p.relative_to(ROOT)) for p in sources if not (contents / p.relative_to(ROOT)).is_file()]
    assert sources and not missing, f"missing in the bundle (rebuild it after adding assets): {missing}"
    assert (contents / "game" / "cards" / "data" / "base_set.toml").is_file()
    assert not (contents / "tools").exists()


@needs_bundle
def test_the_bundle_holds_no_research_module():
    """research/ is not shipped: none of its modules is among the bundle's, whose archive lists their names as
    plain text (it lists game.ai.search so, or this test could not see one)."""
    exe = _bundle()
    blobs = [p.read_bytes() for p in (exe, *_contents(exe).rglob("*.pyz")) if p.is_file()]
    assert any(b"game.ai.search" in blob for blob in blobs), "no module names where this test looks"
    research = [f"research.{p.stem}".encode() for p in (ROOT / "research").glob("*.py") if p.stem != "__init__"]
    assert research and not [name for name in research if any(name in blob for blob in blobs)]
    assert not (_contents(exe) / "research").exists()


@needs_bundle
def test_the_bundle_plays_a_bot_game_to_its_end(tmp_path):
    done = subprocess.run([str(_bundle()), "play", "--seats", "greedy,greedy", "--speed", "instant", "--autoquit"],
                          capture_output=True, text=True, timeout=300,
                          env={**os.environ, **HEADLESS, "BOSSMONSTER_HOME": str(tmp_path)})
    assert done.returncode == 0, done.stderr[-2000:]
    assert not (tmp_path / "logs").exists(), (tmp_path / "logs" / "bossmonster.log").read_text()


@needs_bundle
def test_the_bundle_plays_from_a_folder_with_a_space_and_accents(tmp_path):
    """Unzipped under a user folder such as C:\\Users\\Jöhn Dœ\\Downloads, its data in another such folder."""
    top = _top(_bundle())
    copy = tmp_path / "Jöhn Dœ" / "Boss Monster games" / top.name
    shutil.copytree(top, copy, symlinks=True)  # a macOS app's links stay links
    home = tmp_path / "Jöhn Dœ" / "Saved games"
    done = subprocess.run([str(copy / _bundle().relative_to(top)), "play", "--seats", "greedy,greedy", "--speed",
                           "instant", "--autoquit"], capture_output=True, text=True, timeout=300,
                          env={**os.environ, **HEADLESS, "BOSSMONSTER_HOME": str(home)})
    assert done.returncode == 0, done.stderr[-2000:]
    assert not (home / "logs").exists(), (home / "logs" / "bossmonster.log").read_text(encoding="utf-8")
    assert len(list((home / "replays").glob("*.json"))) == 1, "the finished game is kept as a replay there"


@needs_bundle
def test_the_bundle_takes_the_same_arguments_as_python_m_game(tmp_path):
    env = {**os.environ, **HEADLESS, "BOSSMONSTER_HOME": str(tmp_path)}
    frozen = subprocess.run([str(_bundle()), "--help"], capture_output=True, text=True, timeout=60, env=env)
    source = subprocess.run([sys.executable, "-m", "game", "--help"], cwd=ROOT, capture_output=True, text=True,
                            timeout=60, env=env)
    assert frozen.returncode == source.returncode == 0 and frozen.stdout == source.stdout


def _tree(root: int) -> dict[int, str]:
    """The processes below ``root`` (children, grandchildren ...): pid -> command line."""
    try:
        below = psutil.Process(root).children(recursive=True)
    except psutil.Error:  # it has ended
        return {}
    found = {child.pid: _cmdline(child.pid) for child in below}
    return {pid: cmd for pid, cmd in found.items() if cmd}  # an empty one has ended (or is a zombie) meanwhile


def _cmdline(pid: int) -> str:
    try:
        return " ".join(psutil.Process(pid).cmdline())
    except psutil.Error:
        return ""


def _name(pid: int) -> str:
    try:
        return psutil.Process(pid).name()
    except psutil.Error:
        return ""


def _cpu_seconds(pid: int) -> float:
    """User and system CPU time of a process so far."""
    times = psutil.Process(pid).cpu_times()
    return times.user + times.system


def _libraries(pid: int) -> str:
    """The files mapped into a process (its executable and libraries), one a line; psutil reads them on Linux
    and Windows, not on macOS."""
    return "\n".join(m.path for m in psutil.Process(pid).memory_maps())


def _holding(home: Path) -> list[int]:
    """Processes still running with ``BOSSMONSTER_HOME=home`` (a leftover worker would be one)."""
    pids = []
    for proc in psutil.process_iter():
        try:
            if proc.environ().get("BOSSMONSTER_HOME") == str(home):
                pids.append(proc.pid)
        except psutil.Error:  # ended meanwhile, a zombie, or another user's
            continue
    return pids


@needs_bundle
def test_while_hard_bots_think_the_frozen_game_runs_one_worker_and_no_window_more(tmp_path):
    """One game process and one bot worker (and, on Linux and macOS, multiprocessing's resource tracker); the
    worker never loads SDL, so it cannot open a window (not checked on macOS, where psutil cannot list a
    process's libraries); nothing is left running afterwards."""
    game = subprocess.Popen([str(_bundle()), "play", "--seats", "hard,hard", "--speed", "instant",
                             "--max-frames", "300"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, **HEADLESS, "BOSSMONSTER_HOME": str(tmp_path)})
    kinds: dict[int, str] = {}  # every process seen below the game: pid -> what it last was
    thought = 0.0
    own = _cmdline(game.pid)  # a child showing this is forked from the game and not yet its new program
    try:
        while game.poll() is None:
            for pid, cmd in _tree(game.pid).items():
                if "--multiprocessing-fork" in cmd:
                    kinds[pid] = "worker"
                    try:
                        if sys.platform != "darwin":
                            assert "SDL" not in _libraries(pid), "the worker loaded SDL"
                        thought = max(thought, _cpu_seconds(pid))
                    except psutil.Error:  # it has ended
                        pass
                elif sys.platform == "win32" and _name(pid).lower() == "conhost.exe":
                    continue  # Windows' console host, should the system give the game one: not the game's
                elif "multiprocessing.resource_tracker" in cmd:
                    kinds[pid] = "tracker"
                elif cmd != own:
                    kinds[pid] = cmd
                else:
                    kinds.setdefault(pid, "starting")
            time.sleep(0.05)
    finally:
        if game.poll() is None:
            game.kill()
    assert game.wait(timeout=60) == 3, game.stderr.read()[-2000:]  # 3: stopped after its frames, as asked
    assert sorted(kinds.values()) in (["worker"], ["tracker", "worker"]), kinds
    # the worker did the thinking: its start alone takes some 0.1 s of CPU; on a machine busy with other work
    # (two tournaments on its two cores) it had only 0.7 s in these frames
    assert thought >= 0.5, thought
    end = time.monotonic() + 5
    while _holding(tmp_path) and time.monotonic() < end:
        time.sleep(0.1)
    assert not _holding(tmp_path)
