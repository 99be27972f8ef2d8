"""The settings file (DESIGN.md, "Files"): round trips, atomic writes, and damaged files giving the defaults
with a one-line message naming the file, the file left as it was."""

from __future__ import annotations

import json
import re
from dataclasses import fields, replace
from pathlib import Path

import pytest

from game.settings import FORMAT, SPEEDS, VERSION, Settings, load_settings, parse_speed, save_settings, to_json
from scenes.table.presentation import SPEEDS as SCREEN_SPEEDS

CHANGED = Settings(window_scale=3, fullscreen=True, music_volume=0.0, effects_volume=1.0, speed="instant",
                   auto_pass=True, stop_every_window=True, confirm_end_build=False, colour_blind=True,
                   key_help=False, guide=False, answer_time=0, keys=(("choose", ("j",)), ("pass", ("k",))),
                   whole_pixels=True)


def _write(path, data) -> bytes:
    raw = data if isinstance(data, bytes) else json.dumps(data).encode()
    path.write_bytes(raw)
    return raw


def _file(**fields_) -> dict:
    return {"format": FORMAT, "version": VERSION, **fields_}


def test_defaults():
    assert Settings() == Settings(window_scale=None, fullscreen=False, music_volume=0.35, effects_volume=0.6,
                                  speed=1, auto_pass=False, stop_every_window=False, confirm_end_build=True,
                                  colour_blind=False, key_help=True, guide=True, answer_time=3, whole_pixels=False)


def test_every_field_differs_from_its_default_in_the_test_settings():
    assert all(getattr(CHANGED, f.name) != f.default for f in fields(Settings))


@pytest.mark.parametrize("settings", [Settings(), CHANGED, *(Settings(speed=s) for s in SPEEDS),
                                      Settings(window_scale=1, music_volume=0.5), Settings(window_scale=6)])
def test_round_trip(tmp_path, settings):
    path = tmp_path / "settings.json"
    save_settings(settings, path)
    assert load_settings(path) == (settings, None)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "bossmonster-settings" and data["version"] == 1


def test_the_default_file_is_settings_json_in_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("BOSSMONSTER_HOME", str(tmp_path))
    assert load_settings() == (Settings(), None)
    save_settings(CHANGED)
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"], "no temp file is left behind"
    assert load_settings() == (CHANGED, None)
    assert load_settings(tmp_path / "settings.json") == (CHANGED, None)


def test_saving_replaces_the_old_file(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(CHANGED, path)
    save_settings(replace(CHANGED, speed=2), path)
    assert load_settings(path) == (replace(CHANGED, speed=2), None)


def test_a_missing_file_gives_the_defaults_without_a_message(tmp_path):
    path = tmp_path / "settings.json"
    assert load_settings(path) == (Settings(), None)
    assert not path.exists(), "loading never writes"


def test_unknown_keys_are_ignored_and_missing_ones_default(tmp_path):
    path = tmp_path / "settings.json"
    _write(path, _file(speed=4, theme="dark", volume=3))
    assert load_settings(path) == (Settings(speed=4), None)


def test_volumes_read_as_floats(tmp_path):
    path = tmp_path / "settings.json"
    _write(path, _file(music_volume=1, effects_volume=0))
    settings, message = load_settings(path)
    assert message is None and settings == Settings(music_volume=1.0, effects_volume=0.0)
    assert isinstance(settings.music_volume, float) and isinstance(settings.effects_volume, float)


@pytest.mark.parametrize("content, fault", [
    (b"", "empty"),
    (b'{"format": "bossmonster-settings", "version": 1, "speed": ', "not JSON"),
    (b"\xff\xfe\x00{", "not UTF-8"),
    (b"[1, 2, 3]", "not a Boss Monster settings file"),
    (json.dumps({"format": "bossmonster-save", "version": 1, "actions": []}).encode(),
     "not a Boss Monster settings file"),
    (json.dumps({"format": "another-game", "speed": 2}).encode(), "not a Boss Monster settings file"),
    (json.dumps({"format": FORMAT, "version": None, "speed": 2}).encode(), "bad format version None"),
    (json.dumps({"format": FORMAT, "version": "1", "speed": 2}).encode(), "bad format version '1'"),
    (json.dumps({"format": FORMAT, "version": 0, "speed": 2}).encode(), "bad format version 0"),
    (json.dumps({"format": FORMAT, "version": 2, "speed": 2}).encode(), "made by a newer version of the game"),
    (b"[" * 100_000, "too large"),
    (b"[" * 20_000 + b"]" * 20_000, "nested too deeply"),
])
def test_a_damaged_foreign_or_newer_file_gives_the_defaults_and_a_message(tmp_path, content, fault):
    path = tmp_path / "settings.json"
    raw = _write(path, content)
    before = path.stat().st_mtime_ns
    settings, message = load_settings(path)
    assert settings == Settings()
    assert message.startswith(f"{path}: ") and fault in message and message.endswith("using the default settings")
    assert "\n" not in message and len(message) < len(str(path)) + 120
    assert path.read_bytes() == raw and path.stat().st_mtime_ns == before, "the file is left as it was"


def test_a_file_written_by_hand_as_the_readme_shows_is_read_as_the_current_version(tmp_path):
    """No format marker, no version: what the README shows is a whole settings file."""
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    shown = re.findall(r'`(\{"keys": \{.*?\}\})`', readme)
    assert shown, "the README shows a settings file written by hand"
    path = tmp_path / "settings.json"
    for text in shown:
        _write(path, text.encode())
        settings, message = load_settings(path)
        assert message is None and settings == Settings(keys=tuple((action, tuple(keys)) for action, keys in
                                                                   json.loads(text)["keys"].items()))
    for data in ({"speed": 2}, {"format": FORMAT, "speed": 2}, {"version": 1, "speed": 2}):
        _write(path, json.dumps(data).encode())
        assert load_settings(path) == (Settings(speed=2), None)


def test_a_folder_in_place_of_the_file_gives_the_defaults_and_a_message(tmp_path):
    path = tmp_path / "settings.json"
    path.mkdir()
    settings, message = load_settings(path)
    assert settings == Settings() and message == f"{path}: not a file; using the default settings"


@pytest.mark.parametrize("field, value", [
    ("window_scale", 0), ("window_scale", 7), ("window_scale", 2.0), ("window_scale", True), ("window_scale", "2"),
    ("fullscreen", 1), ("fullscreen", "true"), ("fullscreen", None), ("whole_pixels", 0), ("whole_pixels", "on"),
    ("music_volume", -0.1), ("music_volume", 1.5), ("music_volume", True), ("music_volume", "0.5"),
    ("music_volume", None), ("effects_volume", 2), ("effects_volume", [0.5]),
    ("speed", 3), ("speed", 0), ("speed", True), ("speed", 1.0), ("speed", "fast"), ("speed", "Instant"),
    ("auto_pass", 0), ("confirm_end_build", "no"), ("colour_blind", {}), ("key_help", []), ("guide", 1.0),
    ("answer_time", 4), ("answer_time", True), ("answer_time", "3"), ("answer_time", 3.0), ("answer_time", None),
])
def test_a_bad_field_falls_back_to_its_default_alone(tmp_path, field, value):
    path = tmp_path / "settings.json"
    good = {name: value for name, value in to_json(CHANGED).items() if name not in ("format", "version")}
    raw = _write(path, _file(**{**good, field: value}))
    settings, message = load_settings(path)
    assert settings == replace(CHANGED, **{field: getattr(Settings(), field)})
    assert message == f"{path}: bad {field}; using the default for it"
    assert path.read_bytes() == raw
    with pytest.raises(ValueError, match=field):
        Settings(**{field: value})


@pytest.mark.parametrize("text", ["NaN", "Infinity", "-Infinity", "1e400"])
def test_numbers_beyond_a_volume_are_refused(tmp_path, text):
    path = tmp_path / "settings.json"
    _write(path, f'{{"format": "{FORMAT}", "version": 1, "speed": 2, "music_volume": {text}}}'.encode())
    assert load_settings(path) == (Settings(speed=2), f"{path}: bad music_volume; using the default for it")


def test_a_number_too_long_to_read_is_damage(tmp_path):
    path = tmp_path / "settings.json"
    _write(path, f'{{"format": "{FORMAT}", "version": 1, "music_volume": {"1" * 5000}}}'.encode())
    assert load_settings(path) == (Settings(), f"{path}: damaged (not JSON); using the default settings")


def test_several_bad_fields_are_named_together(tmp_path):
    path = tmp_path / "settings.json"
    _write(path, _file(speed=5, guide=False, music_volume="loud"))
    message = f"{path}: bad music_volume, speed; using the default for them"
    assert load_settings(path) == (Settings(guide=False), message)


def test_the_speeds_are_the_screens():
    assert SPEEDS == SCREEN_SPEEDS


def test_a_speed_named_on_the_command_line_is_one_of_the_speeds():
    assert [parse_speed(str(s)) for s in SPEEDS] == list(SPEEDS) == [1, 2, 4, "instant"]
    assert type(parse_speed("4")) is int
    with pytest.raises(ValueError, match="speed '3' is not one of 1, 2, 4, instant"):
        parse_speed("3")
