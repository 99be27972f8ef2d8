"""The screen's commands: ``play`` refuses bad input with a clear line, ``--continue`` takes up the autosave,
``shots`` writes every screenshot."""

from __future__ import annotations

import pygame
import pytest

from game.cli import main
from game.match import Match
from game.saves import autosave_path, save


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("BOSSMONSTER_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.mark.parametrize("seats, words", [("human", "2-4 seats"), ("human,wizard", "unknown seat kind")])
def test_play_with_wrong_seats_says_why_and_exits_2(seats, words, capsys):
    assert main(["play", "--seats", seats]) == 2
    assert words in capsys.readouterr().err


def test_play_continue_without_a_good_autosave_says_why(capsys):
    assert main(["play", "--continue"]) == 2
    assert "autosave.json" in capsys.readouterr().err
    autosave_path().write_text("{not json", encoding="utf-8")
    assert main(["play", "--continue"]) == 2
    assert "autosave.json" in capsys.readouterr().err
    assert autosave_path().read_text(encoding="utf-8") == "{not json"  # never overwritten


def test_play_continue_opens_the_autosaved_game_and_bots_finish_it():
    m = Match.new(("greedy", "greedy"), seed=9)
    for _ in range(30):
        m.submit(m.legal()[0], at_step=m.step)
    save(m, autosave_path())
    assert main(["play", "--continue", "--speed", "instant", "--autoquit"]) == 0


def test_play_a_bot_game_to_its_end_and_exit_0():
    assert main(["play", "--seats", "greedy,greedy", "--seed", "4", "--speed", "instant", "--autoquit"]) == 0


def test_shots_writes_every_screen(tmp_path, capsys):
    assert main(["shots", str(tmp_path / "shots"), "--size", "640x360"]) == 0
    written = capsys.readouterr().out.split()
    assert len(written) == 10
    for path in written:
        assert pygame.image.load(path).get_size() == (640, 360)


def test_shots_refuses_a_bad_size(tmp_path, capsys):
    assert main(["shots", str(tmp_path), "--size", "big"]) == 2
    assert "WxH" in capsys.readouterr().err
