"""Nothing a player does loses a game: conceding against bots lands on the title with the game kept as a
replay, the title's Enter takes up the game in progress, a new game keeps the one in progress under Load,
and an overlay outlives nothing it belongs to. Played through the real loop by posted keys and clicks."""

from __future__ import annotations

import pygame
import pytest
from scene_driver import click, press

from game.cards import CARDS
from game.match import Match
from game.saves import autosave_path, list_replays, list_saves, load, save
from scenes.menus.confirm import ConfirmScene
from scenes.menus.pause import PauseMenu
from scenes.menus.settings_menu import SettingsScene
from scenes.menus.title import TitleScene
from scenes.table import TableScene


@pytest.fixture
def shell(tmp_path, monkeypatch):
    """The app's screens wired together on a small window (no sound), data in a folder of its own."""
    from scenes.app import App
    from scenes.shell import Shell

    monkeypatch.setenv("BOSSMONSTER_HOME", str(tmp_path / "home"))
    app = App(window_size=(640, 360), fps=0)
    shell = Shell(app.stack, app=app, sound=False, speed="instant")
    yield shell
    app.stack.clear()
    app.stack.apply_pending()
    shell.close()


def names(app) -> list[str]:
    return [type(s).__name__ for s in app.stack.scenes]


def frames(app, n: int = 3) -> None:
    for _ in range(n):
        assert app._frame(), "the window closed"


def until(app, done, limit: int = 20000) -> None:
    for _ in range(limit):
        if done():
            return
        assert app._frame(), "the window closed"
        assert app.stack.scenes, "the app ended"
    raise AssertionError(f"not reached; the stack is {names(app)}")


def at_the_table(app, table: TableScene) -> None:
    """Run until the person is offered a decision, each guide note gone on by a key as a person would."""
    def offered() -> bool:
        if table.overlays and app.stack.top is table.overlays[-1]:
            press(app.stack.keymap, "choose")
        return table.model.offer is not None and not table.overlays and app.stack.top is table

    until(app, offered)


def choose(app, label: str, how: str) -> None:
    """Choose the button ``label`` of the top screen's list: by the arrows and Enter, or by a click on it."""
    focus = app.stack.top.focus
    [target] = [w for w in focus.widgets if w.label == label]
    if how == "keys":
        steps = focus.widgets.index(target) - focus.index
        for _ in range(abs(steps)):
            press(app.stack.keymap, "down" if steps > 0 else "up")
        press(app.stack.keymap, "choose")
    else:
        click(app, target.rect.center)
    frames(app, 2)


def open_menu(app, table: TableScene, how: str) -> None:
    if how == "keys":
        press(app.stack.keymap, "back")
    else:
        click(app, table.layout.zone("button.menu").center)
    frames(app, 2)
    assert isinstance(app.stack.top, PauseMenu)


# ---------------------------------------------------------------- conceding
@pytest.mark.parametrize("seats, how", [(("human", "normal"), "keys"), (("human", "normal"), "mouse"),
                                        (("human", "greedy", "greedy", "greedy"), "keys"),
                                        (("human", "greedy", "greedy", "greedy"), "mouse")])
def test_conceding_against_bots_through_the_menu_lands_on_the_title_with_the_game_kept(shell, seats, how):
    """Esc (or the Menu button) > Concede > Concede: the title says where the game went, and the app runs on."""
    app = shell.app
    shell.start(seats, seed=7)
    app.stack.apply_pending()
    table = app.stack.top
    at_the_table(app, table)
    open_menu(app, table, how)
    choose(app, "Concede", how)
    assert isinstance(app.stack.top, ConfirmScene) and names(app) == ["TableScene", "PauseMenu", "ConfirmScene"]
    choose(app, "Concede", how)
    frames(app, 30)
    assert names(app) == ["TitleScene"] and isinstance(app.stack.top, TitleScene)
    assert app.stack.top.message == "Game conceded. It is kept under Replays." and app.stack.top.news  # in gold
    [replay] = list_replays()
    assert replay.name.endswith("_conceded.json") and load(replay).actions == table.match.actions
    assert not autosave_path().exists()


@pytest.mark.parametrize("how", ["keys", "mouse"])
def test_keep_playing_goes_back_to_the_game_and_a_screen_opened_from_the_menu_back_to_the_menu(shell, how):
    app = shell.app
    shell.start(("human", "greedy"), seed=3)
    app.stack.apply_pending()
    table = app.stack.top
    at_the_table(app, table)
    open_menu(app, table, how)
    choose(app, "Settings", how)
    assert isinstance(app.stack.top, SettingsScene)
    choose(app, "Back", how)
    assert names(app) == ["TableScene", "PauseMenu"]
    choose(app, "Concede", how)
    choose(app, "Keep playing", how)
    assert names(app) == ["TableScene"] and not table.match.over and not list_replays()
    open_menu(app, table, how)
    choose(app, "Resume", how)
    assert names(app) == ["TableScene"]


def test_in_hot_seat_conceding_from_the_menu_goes_back_to_the_table_for_the_others(shell):
    from scenes.menus.handoff import HandoffScene

    app = shell.app
    shell.start(("human", "human", "greedy"), seed=4, names=["Ann", "Bea", ""])
    app.stack.apply_pending()
    table = app.stack.top
    table.turns.guide = False

    def someone_on_screen() -> bool:
        if isinstance(app.stack.top, HandoffScene) and app.stack.top.ready:
            press(app.stack.keymap, "choose")
        return table.viewer is not None and app.stack.top is table and not table.overlays

    until(app, someone_on_screen)
    gone = table.viewer
    open_menu(app, table, "keys")
    choose(app, "Concede", "keys")
    choose(app, "Concede", "keys")
    assert names(app)[:1] == ["TableScene"] and "PauseMenu" not in names(app)
    assert table.match.state.seats[gone].conceded and not table.match.over


# ---------------------------------------------------------------- the title and the game in progress
def game_in_progress(decisions: int = 12) -> Match:
    """A game of one person against a bot, some decisions in, autosaved as the running game."""
    m = Match.new(("human", "normal"), seed=11)
    for _ in range(decisions):
        m.submit(m.legal()[0], at_step=m.step)
    save(m, autosave_path())
    return m


def test_the_title_highlights_continue_when_a_game_is_in_progress_else_new_game(shell):
    assert shell.title().focus.focused.label == "New game"
    game_in_progress()
    title = shell.title()
    assert title.focus.focused.label == "Continue"
    below = next(w for w in title.focus.widgets if w.label == "Load").rect.center
    motion = {"rel": (0, 0), "buttons": (0, 0, 0)}
    title.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=below, **motion))  # the window opens under it
    assert title.focus.focused.label == "Continue"
    title.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(below[0] + 3, below[1]), **motion))
    assert title.focus.focused.label == "Load"  # then it moves: the highlight follows


def test_enter_at_the_title_continues_and_a_new_game_keeps_the_game_in_progress_under_load(shell):
    app = shell.app
    first = game_in_progress()
    app.stack.push(shell.title())
    app.stack.apply_pending()
    frames(app)
    press(app.stack.keymap, "choose")  # Enter: Continue
    frames(app, 2)
    table = app.stack.scenes[0]
    assert isinstance(table, TableScene) and table.match.actions[:first.step] == first.actions and not list_saves()
    shell.to_title()
    left = table.match  # as it stands, autosaved
    frames(app, 2)
    choose(app, "New game", "keys")
    assert "kept under Load" in app.stack.top.note()
    press(app.stack.keymap, "choose")  # Enter twice from the title starts a game: Start
    frames(app, 2)
    second = app.stack.scenes[0]
    assert isinstance(second, TableScene) and second.match is not table.match
    at_the_table(app, second)
    second.turns.submit(second.match.step, second.match.legal()[0])  # its first decision autosaves it
    [kept] = list_saves()
    assert kept.stem == f"You vs Normal turn {left.state.turn}" and load(kept).actions == left.actions
    shell.load_menu()
    frames(app, 1)
    bosses = ", ".join(CARDS.bosses[p.boss].name for p in left.state.seats)
    assert [w.label for w in app.stack.top.focus.widgets][0] == f"{kept.stem} - {bosses}"
    assert load(autosave_path()).actions == second.match.actions


@pytest.mark.parametrize("how", ["guided", "load", "new game"])
def test_every_way_to_another_game_keeps_the_game_in_progress(shell, how):
    from game.saves import save_named

    app = shell.app
    first = game_in_progress()
    other = Match.new(("human", "hard"), seed=2)
    if how == "guided":
        shell.guided_game()
    elif how == "load":
        shell._open_file(save_named(other, "Another game"))
    else:
        shell.start(("human", "normal"))
    app.stack.apply_pending()
    assert isinstance(app.stack.top, TableScene) and not autosave_path().exists()
    kept = [p for p in list_saves() if p.stem != "Another game"]
    assert [p.stem for p in kept] == [f"You vs Normal turn {first.state.turn}"]
    assert load(kept[0]).actions == first.actions


def test_continue_keeps_nothing_aside_it_is_the_same_game(shell):
    first = game_in_progress()
    shell.resume()
    shell.app.stack.apply_pending()
    assert shell.app.stack.top.match.actions == first.actions and not list_saves() and autosave_path().exists()


# ---------------------------------------------------------------- overlays outlive nothing they belong to
def make_overlay(kind: str, table: TableScene):
    """One overlay of each kind the table opens (scenes/overlays), as the table opens it."""
    from scenes.overlays.discard import DiscardPile
    from scenes.overlays.dungeon import BroughtForward
    from scenes.overlays.guide import GuideNote
    from scenes.overlays.help import TABLE_HELP, KeyHelp, table_help
    from scenes.overlays.summary import Summary
    from scenes.overlays.zoom import CardZoom

    return {"zoom": lambda: CardZoom(table.match.state.seats[0].boss),
            "help": lambda: KeyHelp(table_help(table.keymap), TABLE_HELP, table.layout.zone("keys")),
            "discard": lambda: DiscardPile(table.presentation),
            "dungeon": lambda: BroughtForward(table.presentation, 1),
            "guide": lambda: GuideNote("Your Build turn."),
            "summary": lambda: Summary("Ann", ["Bea builds Dark Altar"])}[kind]()


OVERLAYS = ("zoom", "help", "discard", "dungeon", "guide", "summary")


def finish(match: Match) -> None:
    """Every seat's decisions taken by a bot, to the end of the game."""
    from game.ai import make_bot

    bot = make_bot("greedy", 5)
    while not match.over:
        match.submit(bot.choose(match.view(match.to_act), match.legal()), at_step=match.step)


@pytest.mark.parametrize("kind", OVERLAYS)
@pytest.mark.parametrize("how", ["title", "game over", "same frame", "hand-off"])
def test_an_overlay_closed_after_its_screen_has_gone_does_nothing(shell, kind, how):
    """The screen under an overlay leaves (the title, the game over screen then the title, a clear queued in
    the frame the overlay opens, a hand-off): the overlay leaves with it, and closing it then is harmless."""
    from scenes.menus.handoff import HandoffScene

    app = shell.app
    seats = ("human", "human", "greedy", "greedy") if how == "hand-off" else ("human", "greedy", "greedy", "greedy")
    table = shell.table(Match.new(seats, seed=6), guide=False)
    table.presentation.speed = "instant"
    app.stack.push(table)
    app.stack.apply_pending()
    frames(app, 2)
    overlay = make_overlay(kind, table)
    if how == "same frame":  # as --autoquit clears the stack at the end of a game, then a note opens
        app.stack.clear()
        table.open_overlay(overlay)
        frames(app, 1)
        assert not app.stack.scenes and overlay.stack is None
    else:
        table.open_overlay(overlay)
        frames(app, 2)
        assert app.stack.top is overlay
        if how == "title":
            shell.to_title()
        elif how == "hand-off":
            table.turns._hand_off(1 - (table.viewer or 0))
        elif kind == "guide":  # the table waits while a note shows: the game ends once it has gone on
            finish(table.match)
            frames(app, 2)
            shell.game_over(table)
        else:  # the game ends under the overlay
            finish(table.match)
            until(app, lambda: "GameOverScene" in names(app))
        frames(app, 2)
        if how == "game over":
            assert names(app)[-1] == "GameOverScene"
            shell.to_title()
            frames(app, 2)
        assert overlay.stack is None and overlay not in app.stack.scenes and not table.overlays
        expected = {"title": "TitleScene", "game over": "TitleScene", "hand-off": "HandoffScene"}[how]
        assert names(app)[-1] == expected and (how != "hand-off" or isinstance(app.stack.top, HandoffScene))
    overlay.close()  # a key meant for it, too late: nothing happens
    table.close_overlays()
    app.stack.apply_pending()
    assert overlay.stack is None


def test_a_game_ending_with_autoquit_while_a_note_opens_ends_the_app(tmp_path, monkeypatch):
    """The crash seen at the end of a game: the table quits (clears the stack) and, in the same frame, the
    guide opens a note, which then stood alone on the stack; the next key closing it crashed."""
    from scenes.app import App

    monkeypatch.setenv("BOSSMONSTER_HOME", str(tmp_path))
    app = App(window_size=(640, 360), fps=0)
    match = Match.new(("human", "greedy"), seed=7)
    table = TableScene(match, speed="instant", autosave=False, autoquit=True, guide=True)
    app.stack.push(table)
    app.stack.apply_pending()
    finish(match)
    for _ in range(5):
        if not app.stack.scenes:
            break
        press(app.stack.keymap, "choose")
        assert app._frame()
    assert not app.stack.scenes  # the app ends, as --autoquit asks


# ---------------------------------------------------------------- settings apply in the running game
def in_the_game(shell, table: TableScene, field: str, value) -> bool:
    """Does the running game do what the setting ``field`` = ``value`` asks, where the game reads it?"""
    app, turns = shell.app, table.turns
    return {"window_scale": lambda: app.presenter.window_scale == value,
            "fullscreen": lambda: app.presenter.fullscreen == value,
            "whole_pixels": lambda: app.presenter.whole_pixels == value,
            "music_volume": lambda: shell.sound.music_volume == pytest.approx(value),
            "effects_volume": lambda: shell.sound.effects_volume == pytest.approx(value),
            "speed": lambda: table.director.speed == value,
            "auto_pass": lambda: table.model.auto_pass == value,
            "stop_every_window": lambda: table.settings.stop_every_window == value,
            "confirm_end_build": lambda: table.settings.confirm_end_build == value,
            "answer_time": lambda: turns.answer_seconds() == (float(value) if value else None),
            "colour_blind": lambda: table.board.letters == value,
            "key_help": lambda: table.settings.key_help == value,
            "guide": lambda: turns.guide == value}[field]()


def test_every_row_of_the_settings_screen_takes_effect_in_the_game_under_way(tmp_path, monkeypatch):
    """Opened from the game's menu, each row stepped by a key: the game under it follows at once."""
    from scenes.app import App
    from scenes.menus.settings_menu import GROUPS
    from scenes.shell import Shell

    monkeypatch.setenv("BOSSMONSTER_HOME", str(tmp_path))
    app = App(window_size=(640, 360), fps=0)
    shell = Shell(app.stack, app=app)  # with its sound player, silent or not
    try:
        shell.start(("human", "greedy"), seed=5)
        app.stack.apply_pending()
        table = app.stack.top
        at_the_table(app, table)
        open_menu(app, table, "keys")
        choose(app, "Settings", "keys")
        scene = app.stack.top
        assert isinstance(scene, SettingsScene)
        rows = [row for group in GROUPS for row in group]
        assert {r.field for r in rows} | {"keys"} == {f for f in vars(scene.settings)} | {"keys"}
        for row in rows:
            widget = next(w for w in scene.focus.widgets if w.label == row.label)
            scene.focus.focus(widget)
            for _ in range(2):  # to another value, and on again (an On/Off row: back)
                press(app.stack.keymap, "right")
                frames(app, 1)
                value = getattr(scene.settings, row.field)
                assert widget.value == value and in_the_game(shell, table, row.field, value), row.field
        scene.open_keys()
        frames(app, 1)
        scene._set("keys", (("hand_1", ("q",)),))
        assert app.stack.keymap.first("hand_1") == table.board.hand_keys[0] == "Q"
    finally:
        app.stack.clear()
        app.stack.apply_pending()
        shell.close()


def notes_in(app, table: TableScene, decisions: int, stop=lambda: False) -> list[str]:
    """Play ``decisions`` of the person's decisions (the first legal one each time, as the table submits), or
    until ``stop()``, each guide note gone on by a key; the notes that showed."""
    from scenes.overlays.guide import GuideNote

    seen, made = [], 0

    def on() -> bool:
        nonlocal made
        note = table.overlay(GuideNote)
        if note is not None and app.stack.top is note:
            if not seen or seen[-1] is not note:
                seen.append(note)
            press(app.stack.keymap, "choose")
        elif table.model.offer is not None and app.stack.top is table and table.director.idle:
            table.turns.submit(table.match.step, table.match.legal()[0])
            made += 1
        return made >= decisions or table.match.over or stop()

    until(app, on)
    return [note.text for note in seen]


def test_turning_the_guide_off_mid_game_stops_its_notes_in_that_game_and_on_brings_them_back(shell):
    app = shell.app
    shell.open_match(Match.new(("human", "easy"), seed=1), guide=True)  # the guided game, on a deal that lasts
    app.stack.apply_pending()
    table = app.stack.top
    assert notes_in(app, table, 1)  # the guided game speaks
    shell.open_settings(table)
    app.stack.apply_pending()  # on top before the table's next update, as from the menu (no note over it)
    frames(app, 1)
    guide = next(w for w in app.stack.top.focus.widgets if w.label == "First-game guide")
    assert guide.value is True
    guide.step(1)  # Off
    app.stack.top.close()
    frames(app, 1)
    assert not table.turns.guide and not shell.settings.guide
    assert notes_in(app, table, 12) == []
    shell.open_settings(table)
    app.stack.apply_pending()  # on top before the table's next update, as from the menu (no note over it)
    frames(app, 1)
    next(w for w in app.stack.top.focus.widgets if w.label == "First-game guide").step(1)  # On
    app.stack.top.close()
    frames(app, 1)
    assert table.turns.guide and notes_in(app, table, 40)


def test_the_guide_is_for_a_first_game_once_seen_later_games_go_without_it_until_the_setting(shell):
    """Its notes once seen through a whole turn (the end of a turn's note), the next games have none (in 4
    players too); the Settings row turns them on again, for the next game."""
    from game.settings import load_settings

    app = shell.app
    shell.start(("human", "easy"), seed=8)
    app.stack.apply_pending()
    first = app.stack.top
    assert first.turns.guide
    notes_in(app, first, 200, stop=lambda: "end" in first.turns.noted)
    assert "end" in first.turns.noted and not shell.settings.guide and not load_settings()[0].guide
    shell.start(("human", "normal", "normal", "normal"), seed=9)
    app.stack.apply_pending()
    later = app.stack.top
    assert not later.turns.guide and notes_in(app, later, 3) == []
    shell.to_title()
    frames(app, 1)
    shell.open_settings()
    frames(app, 1)
    next(w for w in app.stack.top.focus.widgets if w.label == "First-game guide").step(1)  # On again
    assert shell.settings.guide and load_settings()[0].guide
    shell.start(("human", "normal", "normal", "normal"), seed=9)
    app.stack.apply_pending()
    again = app.stack.top
    assert again.turns.guide and notes_in(app, again, 1)


def test_back_on_a_note_stops_the_notes_for_good(shell):
    from scenes.overlays.guide import GuideNote

    app = shell.app
    shell.guided_game()
    app.stack.apply_pending()
    table = app.stack.top
    until(app, lambda: table.overlay(GuideNote) is not None and app.stack.top is table.overlay(GuideNote))
    press(app.stack.keymap, "back")
    frames(app, 2)
    assert not table.overlays and not table.turns.guide and not shell.settings.guide
    assert notes_in(app, table, 12) == []


def test_two_presses_in_one_frame_answer_the_concede_question_once(shell):
    app = shell.app
    shell.start(("human", "greedy"), seed=3)
    app.stack.apply_pending()
    table = app.stack.scenes[0]
    at_the_table(app, table)
    shell.concede(table)
    app.stack.apply_pending()
    press(app.stack.keymap, "down")
    frames(app, 1)
    press(app.stack.keymap, "choose")
    press(app.stack.keymap, "choose")  # the same frame: the question still shows
    frames(app, 3)
    assert names(app) == ["TitleScene"] and len(list_replays()) == 1


def test_the_guide_switching_itself_off_leaves_fullscreen_and_the_speed_as_they_are(tmp_path, monkeypatch):
    """Seen through, the guide turns its own setting off and nothing else: the fullscreen F11 gave and the speed
    the command line asked for stay (they were put back to the saved settings' at the end of the first turn)."""
    from game.settings import load_settings
    from scenes.app import App
    from scenes.overlays.guide import GuideNote
    from scenes.shell import Shell

    monkeypatch.setenv("BOSSMONSTER_HOME", str(tmp_path / "home"))
    app = App(window_size=(640, 360), fps=0)
    shell = Shell(app.stack, app=app, sound=False, speed=4)
    try:
        app.presenter.set_fullscreen(True)
        shell.guided_game()
        app.stack.apply_pending()
        table = app.stack.top
        until(app, lambda: table.overlay(GuideNote) is not None and app.stack.top is table.overlay(GuideNote))
        press(app.stack.keymap, "back")  # no more notes: the guide is seen
        frames(app, 2)
        assert not shell.settings.guide and not load_settings()[0].guide
        assert app.presenter.fullscreen and shell.speed == 4 and table.director.speed == 4
    finally:
        app.stack.clear()
        app.stack.apply_pending()
        shell.close()
