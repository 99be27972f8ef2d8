"""Save files (DESIGN.md, "Files"): round trips, atomic writes, and damaged files refused cleanly."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import saves
from game.ai import think
from game.cards import CARDS
from game.match import Match
from game.saves import SaveError

HURRY = threading.Event()
HURRY.set()


def _played(seats=("greedy", "random", "hard"), seed=9, decisions=None) -> Match:
    m = Match.new(seats, seed=seed, variants={"machinations"})
    while (request := m.bot_request()) is not None and (decisions is None or m.step < decisions):
        m.submit(think(request, HURRY), at_step=request.step)
    return m


@pytest.fixture(scope="module")
def mid_game() -> Match:
    return _played(decisions=40)


@pytest.fixture(scope="module")
def saved(mid_game, tmp_path_factory) -> bytes:
    path = tmp_path_factory.mktemp("saves") / "game.json"
    saves.save(mid_game, path)
    return path.read_bytes()


def test_round_trip_mid_game(mid_game, tmp_path):
    path = tmp_path / "mid.json"
    saves.save(mid_game, path)
    loaded = saves.load(path)
    assert loaded.state == mid_game.state and loaded.actions == mid_game.actions
    assert loaded.seats == mid_game.seats and loaded.setup == mid_game.setup and loaded.step == 40
    loaded.play_bots(HURRY)  # and it plays on
    assert loaded.over


def test_round_trip_finished_game(tmp_path):
    m = _played(seats=("easy", "normal"), seed=3)
    path = tmp_path / "done.json"
    saves.save(m, path)
    loaded = saves.load(path)
    assert loaded.over and loaded.state.outcome == m.state.outcome and loaded.events == m.events


def test_save_replaces_atomically_and_leaves_no_temp_file(mid_game, tmp_path, monkeypatch):
    path = tmp_path / "slot.json"
    path.write_text("an older save")
    saves.save(mid_game, path)
    assert json.loads(path.read_text())["format"] == "bossmonster-save"
    assert [p.name for p in tmp_path.iterdir()] == ["slot.json"]
    written = path.read_bytes()

    def crash(*args):
        raise OSError("disk full")

    monkeypatch.setattr(saves.os, "replace", crash)  # the write fails at its last step
    with pytest.raises(OSError):
        saves.save(_played(decisions=5), path)
    assert path.read_bytes() == written and [p.name for p in tmp_path.iterdir()] == ["slot.json"]


def _refused(path: Path) -> str:
    before = path.read_bytes() if path.is_file() else None
    with pytest.raises(SaveError) as err:
        saves.load(path)
    message = str(err.value)
    assert str(path) in message and "\n" not in message
    if before is not None:
        assert path.read_bytes() == before
    return message


def test_missing_file_folder_foreign_future_and_truncated(saved, tmp_path):
    assert "no such file" in _refused(tmp_path / "nothing.json")
    assert "folder" in _refused(tmp_path)
    foreign = tmp_path / "foreign.json"
    foreign.write_text('{"name": "a spreadsheet"}')
    assert "not a Boss Monster save" in _refused(foreign)
    future = tmp_path / "future.json"
    data = json.loads(saved)
    data["version"] = 2
    future.write_text(json.dumps(data))
    assert "newer version" in _refused(future)
    truncated = tmp_path / "truncated.json"
    truncated.write_bytes(saved[: len(saved) // 2])
    assert "damaged" in _refused(truncated)


def test_odd_content_still_gives_one_line(saved, tmp_path):
    path = tmp_path / "odd.json"
    path.write_text('{"format": "bossmonster-save", "version": 1, "seed": ' + "9" * 5000 + "}")
    assert "damaged" in _refused(path)  # a number too long for Python to read
    data = json.loads(saved)
    data["actions"][3] = {"type": "Choose", "seat": 0, "choice": "a\nb", "x\ny": 1}
    path.write_text(json.dumps(data))
    assert "decision 4" in _refused(path)
    data["actions"][3] = {"type": ["not", "a", "name"]}
    path.write_text(json.dumps(data))
    assert "decision 4 is damaged" in _refused(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="os.mkfifo does not exist on Windows; Linux CI runs it")
def test_a_pipe_is_not_read(tmp_path):
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    assert "not a regular file" in _refused(pipe)


def test_hand_edited_decisions_do_not_replay(saved, tmp_path):
    path = tmp_path / "edited.json"
    data = json.loads(saved)
    data["actions"][5]["seat"] = 1 - data["actions"][5]["seat"]
    path.write_text(json.dumps(data))
    assert "decision 6 does not replay" in _refused(path)
    data = json.loads(saved)
    data["setup"]["seed"] += 1  # another deal: the recorded decisions no longer fit it
    path.write_text(json.dumps(data))
    assert "does not replay" in _refused(path)
    data = json.loads(saved)
    data["step"] = 3
    path.write_text(json.dumps(data))
    assert "step" in _refused(path)


def test_data_folder_follows_bossmonster_home(tmp_path, monkeypatch):
    monkeypatch.setenv("BOSSMONSTER_HOME", str(tmp_path / "home"))
    assert saves.data_dir() == tmp_path / "home"
    assert saves.autosave_path() == tmp_path / "home" / "autosave.json"
    assert saves.saves_dir().is_dir() and saves.replays_dir().is_dir()
    assert saves.settings_path().name == "settings.json"


# ---------------------------------------------------------------- fuzzing

def _load_only_save_errors(path: Path, content: bytes) -> None:
    path.write_bytes(content)
    try:
        saves.load(path)
    except SaveError as exc:
        assert "\n" not in str(exc) and str(path) in str(exc)
    assert path.read_bytes() == content


FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@FUZZ
@given(data=st.data())
def test_damaged_bytes_give_save_errors_only(saved, tmp_path, data):
    content = bytearray(saved)
    for _ in range(data.draw(st.integers(1, 4))):
        kind = data.draw(st.sampled_from(["flip", "cut", "insert", "delete"]))
        at = data.draw(st.integers(0, max(0, len(content) - 1)))
        if kind == "flip" and content:
            content[at] ^= 1 << data.draw(st.integers(0, 7))
        elif kind == "cut":
            del content[at:]
        elif kind == "insert":
            content[at:at] = data.draw(st.binary(min_size=1, max_size=8))
        elif content:
            del content[at : at + data.draw(st.integers(1, 64))]
    _load_only_save_errors(tmp_path / "fuzz.json", bytes(content))


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=True) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def _paths(node, prefix=()):
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _paths(v, (*prefix, i))


@FUZZ
@given(data=st.data())
def test_damaged_json_structure_gives_save_errors_only(saved, tmp_path, data):
    doc = json.loads(saved)
    for _ in range(data.draw(st.integers(1, 3))):
        paths = [p for p in _paths(doc) if p]
        where = data.draw(st.sampled_from(paths))
        parent = doc
        for key in where[:-1]:
            parent = parent[key]
        if data.draw(st.booleans()):
            parent[where[-1]] = data.draw(JSON)
        elif isinstance(parent, dict):
            del parent[where[-1]]
        else:
            parent.pop(where[-1])
    _load_only_save_errors(tmp_path / "fuzz.json", json.dumps(doc).encode())


# ---------------------------------------------------------------- saves/ and replays/

@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("BOSSMONSTER_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture(scope="module")
def finished() -> Match:
    return _played(seats=("greedy", "random"), seed=4)


def test_keep_replay_names_the_file_by_date_time_and_seats_in_the_save_format(home, finished):
    from datetime import datetime

    when = datetime(2026, 11, 23, 22, 15)
    path = saves.keep_replay(finished, now=when)
    assert path == home / "replays" / "2026-11-23_2215_greedy-random.json"
    assert saves.load(path).events == finished.events
    again = saves.keep_replay(finished, now=when)
    assert again.name == "2026-11-23_2215_greedy-random_2.json" and path.exists()
    assert saves.list_replays() == [again, path]
    with pytest.raises(ValueError, match="finished"):
        saves.keep_replay(_played(decisions=3))
    conceded = saves.keep_replay(_played(decisions=3), now=when, conceded=True)
    assert conceded.name.endswith("_conceded.json") and not saves.load(conceded).over


def test_the_21st_replay_removes_the_oldest(home, finished):
    from datetime import datetime

    kept = []
    for day in range(1, 21):
        kept.append(saves.keep_replay(finished, now=datetime(2026, 1, day)))
        os.utime(kept[-1], ns=(day * 10**18 // 20,) * 2)  # written a while apart, oldest first
    assert saves.list_replays() == kept[::-1]
    newest = saves.keep_replay(finished, now=datetime(2026, 2, 1))
    assert saves.list_replays() == [newest, *kept[:0:-1]]
    assert not kept[0].exists() and len(list((home / "replays").iterdir())) == saves.REPLAYS_KEPT


def test_a_damaged_file_in_replays_is_listed_and_refused_by_load_only(home, finished):
    folder = saves.replays_dir()
    (folder / "damaged.json").write_bytes(b"\x00{not json")
    (folder / "a folder.json").mkdir()
    (folder / ".half-written.json.x1.tmp").write_text("{")
    (folder / "notes.txt").write_text("not a replay")
    good = saves.keep_replay(finished)
    listed = saves.list_replays()
    assert set(listed) == {good, folder / "damaged.json"}
    assert "damaged" in _refused(folder / "damaged.json")
    assert saves.load(good).over


@pytest.mark.parametrize("name, stem", [
    ("Before the big fight", "Before the big fight"),
    ("  spaced   out\tname ", "spaced out_name"),
    ("../../etc/passwd", "etc_passwd"),
    ('C:\\games\\a<b>c:"d"|e?*', "C_games_a_b_c_d_e"),
    ("Partie de Léa", "Partie de Léa"),
    ("v1.2", "v1_2"),
])
def test_save_named_makes_the_name_safe(home, mid_game, name, stem):
    path = saves.save_named(mid_game, name)
    assert path == home / "saves" / f"{stem}.json" and path.parent == saves.saves_dir()
    assert saves.load(path).state == mid_game.state
    assert saves.list_saves() == [path]


@pytest.mark.parametrize("name, words", [("", "at least one letter"), ("  ", "at least one letter"),
                                         ("../..", "at least one letter"), ("?*?", "at least one letter"),
                                         ("x" * 61, "at most 60"), ("CON", "Windows"), ("lpt1", "Windows"),
                                         (None, "not NoneType")])
def test_save_named_refuses_names_it_cannot_make_safe(home, mid_game, name, words):
    with pytest.raises(ValueError, match=words):
        saves.save_named(mid_game, name)
    assert saves.list_saves() == []


def test_save_named_replaces_a_save_of_that_name_and_lists_newest_first(home, mid_game):
    first = saves.save_named(mid_game, "slot")
    os.utime(first, ns=(10**18, 10**18))
    other = saves.save_named(mid_game, "other")
    assert saves.list_saves() == [other, first]
    assert saves.save_named(_played(decisions=5), "slot") == first
    assert saves.load(first).step == 5 and saves.list_saves() == [first, other]


def test_a_save_says_what_it_holds_without_being_replayed(tmp_path):
    """The lists of saves and replays read a file's summary: the turn and the Bosses, or who won."""
    from game.saves import describe, save

    m = Match.new(("human", "greedy"), seed=3, names=["Ann", ""])
    path = tmp_path / "a.json"
    save(m, path)
    bosses = [CARDS.bosses[p.boss].name for p in m.state.seats]
    assert describe(path) == f"setting up: {', '.join(bosses)}"
    m = Match.new(("greedy", "greedy"), seed=4)
    m.play_bots()
    save(m, path)
    winner = CARDS.bosses[m.state.seats[m.state.outcome.winner].boss].name
    assert describe(path) == f"{winner} won on turn {m.state.turn}"
    from game.rules import Concede

    m = Match.new(("human", "greedy"), seed=3)
    m.submit(Concede(0))  # before turn 1
    save(m, path)
    assert describe(path) == f"{CARDS.bosses[m.state.seats[1].boss].name} won while setting up"
    path.write_text('{"format": "bossmonster-save", "summary": {"turn": "x"}}', encoding="utf-8")
    assert describe(path) is None  # an older or damaged file: listed by its name only
    assert describe(tmp_path / "missing.json") is None


@pytest.mark.parametrize("seats, names, who", [(("human", "normal"), None, "You vs Normal"),
                                               (("human", "human", "hard"), ("Ann", "", ""), "Ann vs P2 vs Hard"),
                                               (("greedy", "easy", "random", "hard"), None,
                                                "Greedy vs Easy vs Random vs Hard")])
def test_keep_autosave_moves_the_game_in_progress_under_load_named_by_players_and_turn(home, seats, names, who):
    m = Match.new(seats, seed=3, names=names)
    for _ in range(30):
        m.submit(m.legal()[0], at_step=m.step)
    saves.save(m, saves.autosave_path())
    kept = saves.keep_autosave()
    assert kept == saves.saves_dir() / f"{who} turn {m.state.turn}.json" and not saves.autosave_path().exists()
    assert saves.list_saves() == [kept] and saves.load(kept).actions == m.actions
    assert saves.keep_autosave() is None  # nothing left to keep


def test_keep_autosave_never_replaces_a_save_and_sets_a_damaged_file_aside(home):
    m = Match.new(("human", "normal"), seed=3, names=("A very long name", ""))
    saves.save(m, saves.autosave_path())
    first = saves.keep_autosave()
    assert first.stem == "A very long name vs Normal setting up" and len(first.stem) <= saves.NAME_LENGTH
    saves.save(m, saves.autosave_path())
    assert saves.keep_autosave().stem == f"{first.stem} 2" and first.exists()
    saves.autosave_path().write_text("{not json", encoding="utf-8")
    aside = saves.keep_autosave()
    assert aside.parent == saves.data_dir() and aside.name.startswith("autosave-damaged-")
    assert aside.read_text(encoding="utf-8") == "{not json" and len(saves.list_saves()) == 2
