"""The settings screen driven by posted keys alone and by mouse clicks alone (every change handed on at once,
Back / Esc), its rows and words, and apply_settings on a real window, sound and table (headless)."""

from __future__ import annotations

from dataclasses import fields, replace
from fractions import Fraction

import pygame
import pytest
from test_menus import click, frame, key, left_arrow, right_arrow, send

from game.match import Match
from game.settings import Settings
from scenes.app import App
from scenes.menus.settings_menu import GROUPS, PANEL, VALUE_X, WIDTH, SettingsScene, Volume, apply_settings
from scenes.menus.title import TitleScene
from scenes.sound import Sound
from scenes.stack import SceneStack
from scenes.table import TableScene
from scenes.ui.widgets import font


@pytest.fixture(autouse=True)
def _window(pygame_headless):
    pygame.display.set_mode((640, 360))


DEFAULTS = Settings()


def opened(settings: Settings = DEFAULTS, on_close=None, over=None) -> tuple[SceneStack, SettingsScene, list]:
    """A stack with the settings screen on top (over ``over``, if given); the settings it hands on."""
    stack, changes = SceneStack(), []
    if over is not None:
        stack.push(over)
    scene = SettingsScene(settings, changes.append, on_close)
    stack.push(scene)
    stack.apply_pending()
    frame(stack)
    return stack, scene, changes


def row(scene: SettingsScene, label: str):
    return next(w for w in scene.focus.widgets if w.label == label)


def test_every_setting_has_one_row_and_back_comes_last():
    """The keys have their own page (tests/scenes/test_keys.py), opened by the button before Back."""
    assert [r.field for group in GROUPS for r in group] == [f.name for f in fields(Settings) if f.name != "keys"]
    scene = SettingsScene(Settings(), lambda s: None)
    assert scene.focus.focused is scene.focus.widgets[0] and scene.focus.widgets[-2:] == [scene.keys, scene.back]
    assert len(scene.focus.widgets) == len(fields(Settings)) + 1


def test_keyboard_alone_changes_each_kind_of_row():
    stack, scene, changes = opened()
    send(stack, key(pygame.K_RIGHT))  # Window size: Auto -> 1x
    assert changes == [Settings(window_scale=1)]
    send(stack, key(pygame.K_DOWN), key(pygame.K_RETURN))  # Fullscreen: Off -> On
    send(stack, key(pygame.K_DOWN), key(pygame.K_RIGHT))  # Whole pixels only: Off -> On
    send(stack, key(pygame.K_TAB), key(pygame.K_LEFT), key(pygame.K_LEFT))  # Music: 35% -> 30% -> 20%
    send(stack, key(pygame.K_DOWN), key(pygame.K_DOWN), key(pygame.K_LEFT))  # Speed: x1 -> Instant (wraps)
    send(stack, key(pygame.K_TAB, pygame.KMOD_SHIFT), key(pygame.K_RIGHT))  # Effects: 60% -> 70%
    want = Settings(window_scale=1, fullscreen=True, whole_pixels=True, music_volume=0.2, speed="instant",
                    effects_volume=0.7)
    assert changes[-1] == scene.settings == want and len(changes) == 7
    send(stack, *[key(pygame.K_UP)] * 5)  # round to Back
    assert scene.focus.focused is scene.back
    send(stack, key(pygame.K_RETURN))
    assert len(stack) == 0 and len(changes) == 7


def test_mouse_alone_changes_each_kind_of_row():
    stack, scene, changes = opened()
    click(stack, right_arrow(row(scene, "Window size")))
    click(stack, right_arrow(row(scene, "Window size")))
    click(stack, left_arrow(row(scene, "Animation speed")))
    click(stack, row(scene, "Auto-pass").rect.center)
    click(stack, left_arrow(row(scene, "Effects volume")))
    click(stack, right_arrow(row(scene, "Music volume")))
    click(stack, row(scene, "First-game guide").rect.center)
    click(stack, left_arrow(row(scene, "Ask before skipping Build")))
    click(stack, right_arrow(row(scene, "Colour-blind markers")))
    click(stack, row(scene, "Key help on screen").rect.center)
    click(stack, row(scene, "Fullscreen").rect.center)
    click(stack, left_arrow(row(scene, "Whole pixels only")))
    assert changes[-1] == Settings(window_scale=2, fullscreen=True, whole_pixels=True, music_volume=0.4,
                                   effects_volume=0.5, speed="instant", auto_pass=True, confirm_end_build=False,
                                   colour_blind=True, key_help=False, guide=False)
    assert len(changes) == 12 and changes[0] == Settings(window_scale=1)
    click(stack, scene.back.rect.center)
    assert len(stack) == 0


@pytest.mark.parametrize("how", ["esc", "back"])
def test_closing_calls_on_close_when_given(how):
    closed = []
    stack, scene, changes = opened(on_close=lambda: closed.append(1), over=TitleScene(on_new_game=lambda: None))
    if how == "esc":
        send(stack, key(pygame.K_ESCAPE))
    else:
        click(stack, scene.back.rect.center)
    assert closed == [1] and stack.top is scene and changes == []


def test_esc_pops_back_to_the_screen_below_and_nothing_reaches_it():
    started = []
    stack, scene, _ = opened(over=TitleScene(on_new_game=lambda: started.append(1)))
    send(stack, key(pygame.K_DOWN), key(pygame.K_RETURN), key(pygame.K_SPACE))
    assert started == [] and stack.top is scene
    send(stack, key(pygame.K_ESCAPE))
    assert isinstance(stack.top, TitleScene) and len(stack) == 1


def test_a_volume_steps_by_tenths_from_an_odd_value_and_stops_at_either_end():
    heard = []
    volume = Volume(pygame.Rect(0, 0, 300, 18), "Music", (), 0.35, heard.append, value_x=VALUE_X)
    assert volume.word == "35%"
    volume.step(1)
    volume.step(-1)
    assert heard == [0.4, 0.3] and volume.word == "30%"
    for _ in range(5):
        volume.step(-1)
    assert volume.value == 0.0 and volume.word == "Off" and heard[-1] == 0.0 and len(heard) == 5
    for _ in range(12):
        volume.activate()
    assert volume.value == 1.0 and volume.word == "100%" and len(heard) == 15


def test_a_window_scale_above_those_offered_is_shown_and_can_be_left():
    stack, scene, changes = opened(Settings(window_scale=6))
    scale = row(scene, "Window size")
    assert scale.word == "6x"
    send(stack, key(pygame.K_RIGHT))
    assert changes == [Settings(window_scale=None)]


@pytest.mark.parametrize("over", ["nothing", "title", "table"])
def test_the_screen_fits_the_canvas_and_every_word_fits_its_place(over):
    below = {"nothing": None, "title": TitleScene(on_new_game=lambda: None),
             "table": TableScene(Match.new(("human", "normal"), seed=2), speed="instant", autosave=False)}[over]
    stack, scene, _ = opened(over=below)
    f = font()
    for widget in scene.focus.widgets:
        scene.focus.focus(widget)
        frame(stack)
        assert PANEL[0] <= widget.rect.top and widget.rect.bottom + 2 <= PANEL[1], "inside the panel, shadow and all"
        assert f.width(scene.notes[widget]) <= WIDTH + 40, f"{widget.label}: its note fits the panel"
    for group in GROUPS:
        for r in group:
            assert f.width(r.label) + 6 < VALUE_X - 4, r.label
            assert all(f.width(word) <= WIDTH - VALUE_X - 2 * 14 for _value, word in r.options), r.label


def test_apply_settings_sets_volumes_window_fullscreen_whole_pixels_speed_and_auto_pass():
    app = App(window_size=(640, 360), fps=0)
    sound = Sound()
    stack = SceneStack()
    table = TableScene(Match.new(("human", "normal"), seed=2), speed=1, autosave=False)
    table.apply_settings(Settings(speed=2, auto_pass=True), stack.keymap)  # not on the stack yet
    assert table.speed == 2 and table.model.auto_pass
    stack.push(table)
    stack.apply_pending()
    assert table.director.speed == 2

    settings = Settings(window_scale=2, music_volume=0.5, effects_volume=0.2, speed="instant")
    apply_settings(settings, app=app, sound=sound)
    table.apply_settings(settings, stack.keymap)
    assert pygame.display.get_window_size() == (1280, 720) and app.presenter.scale == 2
    assert table.speed == table.director.speed == "instant" and not table.model.auto_pass
    if not sound.silent:
        assert pygame.mixer.music.get_volume() == pytest.approx(0.5, abs=0.01)
        assert all(e.get_volume() == pytest.approx(0.2, abs=0.01) for e in sound.effects.values())

    apply_settings(replace(settings, fullscreen=True), app=app)
    assert pygame.display.is_fullscreen() and app.presenter.fullscreen
    apply_settings(replace(settings, window_scale=1), app=app)
    assert not pygame.display.is_fullscreen() and pygame.display.get_window_size() == (640, 360)
    pygame.display.set_mode((1000, 600), pygame.RESIZABLE)  # resized by hand
    app.presenter.present()
    assert app.presenter.scale == Fraction(3, 2)
    apply_settings(replace(settings, window_scale=1, whole_pixels=True), app=app)
    assert app.presenter.scale == 1 and app.presenter.rect == pygame.Rect(180, 120, 640, 360)
    apply_settings(replace(settings, window_scale=1), app=app)
    assert app.presenter.scale == Fraction(3, 2)
    stack.clear()
    stack.apply_pending()
