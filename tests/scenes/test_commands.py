"""The screen's commands: ``play`` refuses bad input with a clear line, ``--continue`` takes up the autosave,
``shots`` writes every screenshot. The data folder is one with spaces and letters outside ASCII, as a
player's own folder may be (``C:\\Users\\Jöhn Dœ\\AppData\\Local\\bossmonster``): every game here autosaves,
keeps its replay and reads them back there."""

from __future__ import annotations

import pygame
import pytest

from game.cards import CARDS
from game.cli import main
from game.match import Match
from game.saves import autosave_path, list_replays, load, save


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    home = tmp_path / "Jöhn Dœ" / "Boss Monster data"
    monkeypatch.setenv("BOSSMONSTER_HOME", str(home))
    return home


@pytest.mark.parametrize("seats, words", [("human", "2-4 seats"), ("human,wizard", "unknown seat kind")])
def test_play_with_wrong_seats_says_why_and_exits_2(seats, words, capsys):
    assert main(["play", "--seats", seats]) == 2
    assert words in capsys.readouterr().err


def test_play_with_an_unknown_variant_says_why_and_exits_2(capsys):
    assert main(["play", "--seats", "greedy,greedy", "--variants", "items,wishes"]) == 2
    assert "wishes" in capsys.readouterr().err


def test_play_with_the_items_variant_starts_a_game_with_items(monkeypatch):
    """R25: ``play --variants items`` starts a game with the Item deck."""
    import game.cli

    opened = []
    monkeypatch.setattr(game.cli, "open_window", lambda match, *rest: opened.append(match) or 0)
    assert main(["play", "--seats", "human,greedy", "--seed", "3", "--variants", "items"]) == 0
    [match] = opened
    assert match.setup.variants == frozenset({"items"}) and match.view(0).item_deck > 0


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


def test_play_a_bot_game_to_its_end_and_exit_0(home):
    assert main(["play", "--seats", "greedy,greedy", "--seed", "4", "--speed", "instant", "--autoquit"]) == 0
    [replay] = list_replays()
    assert replay.parent == home / "replays" and load(replay).over
    assert not autosave_path().exists()  # written after every decision, and gone once the game is kept


def test_shots_writes_every_screen(tmp_path, capsys):
    assert main(["shots", str(tmp_path / "shots"), "--size", "640x360"]) == 0
    written = capsys.readouterr().out.split()
    assert len(written) == 49
    for path in written:
        assert pygame.image.load(path).get_size() == (640, 360)


def test_shots_refuses_a_bad_size(tmp_path, capsys):
    assert main(["shots", str(tmp_path), "--size", "big"]) == 2
    assert "WxH" in capsys.readouterr().err


def _spawn_game(home, seats: str, speed: str):
    """``python -m game play`` in a process of its own, headless, its data under ``home``."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "BOSSMONSTER_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.Popen([sys.executable, "-m", "game", "play", "--seats", seats, "--seed", "5", "--speed", speed],
                            env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def test_a_game_killed_mid_turn_continues_at_its_last_decision(home):
    """The autosave is rewritten after every decision: kill -9 the game, and --continue takes it up there. What
the game started (its bot worker, multiprocessing's resource tracker) ends with it, within two seconds."""
    import json
    import time

    import psutil

    from game.saves import list_replays, load

    game = _spawn_game(home, "greedy,greedy", "1")
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if autosave_path().exists() and json.loads(autosave_path().read_text(encoding="utf-8"))["step"] >= 20:
                break
            time.sleep(0.05)
        else:
            pytest.fail("the game never autosaved 20 decisions")
        started = psutil.Process(game.pid).children(recursive=True)  # its bot worker, the resource tracker
    finally:
        game.kill()  # SIGKILL; on Windows TerminateProcess, as sudden
        game.wait()
    assert any("multiprocessing" in " ".join(p.cmdline()) for p in started), started
    gone, alive = psutil.wait_procs(started, timeout=2)
    assert not alive, f"still running after their game was killed: {[p.cmdline() for p in alive]}"
    saved = load(autosave_path())
    assert not saved.over and saved.step >= 20
    assert main(["play", "--continue", "--speed", "instant", "--autoquit"]) == 0
    finished = load(list_replays()[0])
    assert finished.over and finished.actions[:saved.step] == saved.actions


def test_continue_on_the_title_with_a_damaged_autosave_says_why_and_keeps_the_file(home, shell):
    app = shell.app
    autosave_path().parent.mkdir(parents=True, exist_ok=True)
    autosave_path().write_text('{"format": "something else"}', encoding="utf-8")
    app.stack.push(shell.title())
    app.stack.apply_pending()
    shell.resume()
    app.stack.apply_pending()
    title = app.stack.top
    assert "autosave.json" in title.message and "new game" in title.message
    assert autosave_path().read_text(encoding="utf-8") == '{"format": "something else"}'
    app._frame()


def test_save_from_the_menu_then_load_from_the_title(home, shell):
    from game.saves import list_saves
    from scenes.menus.files import FilesScene
    from scenes.menus.save_as import SaveAsScene
    from scenes.table import TableScene

    app = shell.app
    shell.start(("human", "greedy"), seed=3)
    app.stack.apply_pending()
    table = app.stack.top
    for _ in range(3):
        app._frame()
    shell.save_as(table)
    app.stack.apply_pending()
    assert isinstance(app.stack.top, SaveAsScene)
    assert app.stack.top.on_save("../My game") is None and app.stack.top.on_save("") is not None
    saved = list_saves()
    assert [p.name for p in saved] == ["My game.json"]
    shell.to_title()
    app.stack.apply_pending()
    assert "Load" in [w.label for w in app.stack.top.focus.widgets]
    shell.load_menu()
    app.stack.apply_pending()
    files = app.stack.top
    assert isinstance(files, FilesScene)
    bosses = ", ".join(CARDS.bosses[p.boss].name for p in table.match.state.seats)
    turn = table.match.state.turn
    assert files.focus.widgets[0].label == f"My game - {f'turn {turn}' if turn else 'setting up'}: {bosses}"
    files.focus.widgets[0].activate()
    app.stack.apply_pending()
    loaded = app.stack.top
    assert isinstance(loaded, TableScene) and loaded.match.actions == table.match.actions


def test_concede_keeps_the_game_as_a_replay_and_the_game_over_screen_offers_it(home, shell):
    from game.saves import list_replays
    from scenes.menus.game_over import GameOverScene
    from scenes.replay import ReplayScene

    app = shell.app
    shell.start(("human", "greedy"), seed=4)
    app.stack.apply_pending()
    for _ in range(3):
        app._frame()
    from scenes.menus.confirm import ConfirmScene

    table = app.stack.top
    shell.concede(table)  # asked first: Esc (or "Keep playing", which has the focus) goes back to the game
    app.stack.apply_pending()
    assert isinstance(app.stack.top, ConfirmScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    app._frame()
    assert app.stack.top is table and not list_replays()
    shell.concede(table)
    app.stack.apply_pending()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0))
    app._frame()
    assert app.stack.top is table  # Enter chose the focused "Keep playing"
    shell.concede(table)
    app.stack.apply_pending()
    app.stack.top.answer_yes()
    app.stack.apply_pending()
    assert "conceded" in app.stack.top.message and not autosave_path().exists()
    assert [p.name.endswith("_conceded.json") for p in list_replays()] == [True]

    finished = Match.new(("greedy", "greedy"), seed=5)
    finished.play_bots()
    shell.open_match(finished)
    app.stack.apply_pending()
    shell.game_over(app.stack.top)
    app.stack.apply_pending()
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    labels = [w.label for w in over.focus.widgets]
    assert labels == ["Play again", "Watch replay", "Name replay", "Title"]
    over.focus.widgets[1].activate()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, ReplayScene)
    app._frame()


def test_in_hot_seat_a_concession_is_that_persons_and_the_others_play_on(home, shell):
    """Issue 26: asked first, then only the person on screen leaves; two people: the other one wins."""
    from hot_seat_watch import SteadyClock

    from scenes.menus.confirm import ConfirmScene
    from scenes.menus.game_over import GameOverScene
    from scenes.menus.handoff import HandoffScene

    app = shell.app
    app.clock = SteadyClock(20)
    for seats, over in ((("human", "human", "greedy"), False), (("human", "human"), True)):
        shell.start(seats, seed=4, names=["Ann", "Bea", ""][: len(seats)])
        app.stack.apply_pending()
        table = app.stack.top
        table.turns.guide = False  # its notes wait for a key
        for _ in range(5000):
            app._frame()
            if isinstance(app.stack.top, HandoffScene):
                app.stack.top._go()
                app.stack.apply_pending()
            if table.viewer is not None:
                break
        gone = table.viewer
        other = table.match.name(1 - gone)
        shell.concede(table)
        app.stack.apply_pending()
        asking = app.stack.top
        assert isinstance(asking, ConfirmScene) and asking.question == f"{table.match.name(gone)} leaves the game; " \
            f"{other} plays on."
        asking.answer_yes()
        app.stack.apply_pending()
        m = table.match
        assert m.state.seats[gone].conceded and m.over == over and not list_replays()
        for _ in range(3000 if over else 100):
            app._frame()
            if isinstance(app.stack.top, GameOverScene):
                break
        assert isinstance(app.stack.top, GameOverScene) == over

def test_continue_shows_the_game_as_it_stands_on_its_first_frame(home, shell):
    """Continue at 1x: the first frame shows the saved step (every event so far folded at once, its log
    written); only what happens from then on is animated."""
    from scenes.table import TableScene

    m = Match.new(("human", "greedy"), seed=5)
    while m.state.turn < 3 or m.to_act != 0 or not any(type(a).__name__ == "BuildRoom" for a in m.legal()):
        m.submit(m.legal()[0], at_step=m.step)  # to the person's Build decision of turn 3
    save(m, autosave_path())
    app = shell.app
    shell.speed = 1
    shell.resume()
    app.stack.apply_pending()
    assert app._frame()
    table = app.stack.scenes[0]  # under the guide's first note
    assert isinstance(table, TableScene) and table.match.step == m.step
    d = table.director
    assert d.cursor == len(m.events) and d.idle and d.shown == m.state
    assert d.log and table.model.offer is not None  # the log of the game so far, and the person's decision offered
    action = next(a for a in table.match.legal() if type(a).__name__ == "BuildRoom")
    table.match.submit(action, at_step=table.match.step)
    table.turns.guide = False
    table.close_overlays()  # the first-game guide's note on building waits for a key
    table.update(0.01)
    assert d.current is not None and d.cursor < len(table.match.events)  # what happens next plays at 1x


def test_esc_on_the_hand_off_screen_opens_the_menu_and_leaves_the_screen_covered(home, shell):
    """Issue 50: in hot-seat, Esc on the hand-off screen opens the menu over it (the table stays covered: the
    menu has no Concede, as nobody's seat is on screen); Esc closes it, and Enter still passes the screen."""
    from hot_seat_watch import SteadyClock

    from scenes.menus.handoff import HandoffScene
    from scenes.menus.pause import PauseMenu

    app = shell.app
    app.clock = SteadyClock(10)
    shell.start(("human", "human"), seed=4, names=["Ann", "Bea"])
    app.stack.apply_pending()
    table = app.stack.top
    table.turns.guide = False
    for _ in range(2000):
        app._frame()
        if isinstance(app.stack.top, HandoffScene):
            break
    handoff = app.stack.top
    assert isinstance(handoff, HandoffScene)
    while not handoff.ready:
        app._frame()

    def press(code):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
        app._frame()
        app.stack.apply_pending()

    press(pygame.K_ESCAPE)
    menu = app.stack.top
    assert isinstance(menu, PauseMenu) and app.stack.scenes[-2] is handoff and handoff.opaque
    labels = [button.label for button in menu.focus.widgets]
    assert "Settings" in labels and "Save game" in labels and "Concede" not in labels, labels
    press(pygame.K_ESCAPE)
    assert app.stack.top is handoff and not handoff.done
    press(pygame.K_RETURN)
    assert handoff.done and app.stack.top is table
