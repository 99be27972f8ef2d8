"""The one keymap: its defaults and Shift, remapping (the old key no longer answers, conflicts refused),
the settings' "keys" (a damaged entry falls back and is said once on the title), the Keys page, the README's
key table, and whole games played by remapped letters and by a game controller's events alone."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pygame
import pytest
from scene_driver import button, by_keys, by_pad, key, play, stick

from game.match import Match
from game.settings import FORMAT, VERSION, Settings, load_settings
from scenes.keys import ACTIONS, DEFAULT, DEFAULTS, Keymap, markdown_table
from scenes.overlays.help import table_help
from scenes.table import TableScene

REMAP = {"next": ["n"], "previous": ["p"], "choose": ["j"], "pass": ["k"]}


def down(code, mod=0, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode, scancode=0)


def test_every_default_key_is_one_pygame_knows_and_no_key_gives_two_actions():
    seen = {}
    for action, names in DEFAULTS.items():
        for name in names:
            assert DEFAULT.conflict(action, name) is None, (action, name, seen)
            seen[name] = action
    assert {"next", "previous", "choose", "pass", "back", "hint", "zoom", "speed", "autopass", "help",
            "fullscreen", "log_up", "log_down", "left", "right", "up", "down", "menu",
            *(f"hand_{n}" for n in range(1, 10))} <= set(ACTIONS)


def test_shift_tab_is_previous_and_tab_next():
    assert DEFAULT.actions_for(down(pygame.K_TAB)) == {"next"}
    assert DEFAULT.actions_for(down(pygame.K_TAB, pygame.KMOD_LSHIFT)) == {"previous"}
    assert DEFAULT.actions_for(down(pygame.K_RETURN, pygame.KMOD_LSHIFT)) == {"choose"}  # no shift+return: plain
    assert DEFAULT.actions_for(down(pygame.K_KP_ENTER)) == {"choose"}
    assert DEFAULT.describe("previous") == "Shift+Tab" and DEFAULT.describe("log_up") == "PgUp"


def test_a_remapped_action_no_longer_answers_its_old_key():
    keymap = Keymap(REMAP)
    assert keymap.actions_for(down(pygame.K_j)) == {"choose"}
    assert keymap.actions_for(down(pygame.K_RETURN)) == frozenset()
    assert keymap.actions_for(down(pygame.K_SPACE)) == frozenset()
    assert keymap.actions_for(down(pygame.K_TAB, pygame.KMOD_SHIFT)) == frozenset()
    assert keymap.describe("choose") == "J" and keymap.overrides() == {a: tuple(k) for a, k in REMAP.items()}
    assert keymap.conflict("hint", "j") == "choose" and keymap.conflict("choose", "j") is None


def test_bad_entries_fall_back_to_their_defaults_alone():
    keymap, problem = Keymap.from_settings((("choose", ("j",)), ("dance", ("d",)), ("pass", ("no such key",)),
                                            ("hint", "h")))
    assert keymap.keys["choose"] == ("j",) and keymap.keys["pass"] == DEFAULTS["pass"]
    assert keymap.keys["hint"] == DEFAULTS["hint"]
    assert problem == "bad keys for dance, pass, hint; using the default keys for them"


def test_the_settings_file_keeps_keys_as_an_object_of_key_names(tmp_path):
    from game.settings import save_settings

    path = tmp_path / "settings.json"
    save_settings(Settings(keys=(("choose", ("j",)),)), path)
    assert json.loads(path.read_text())["keys"] == {"choose": ["j"]}
    assert load_settings(path) == (Settings(keys=(("choose", ("j",)),)), None)
    path.write_text(json.dumps({"format": FORMAT, "version": VERSION, "keys": {"choose": "j", "pass": ["k"]}}))
    settings, message = load_settings(path)
    assert settings.keys == (("pass", ("k",)),) and "bad keys.choose" in message
    path.write_text(json.dumps({"format": FORMAT, "version": VERSION, "keys": ["j"], "speed": 2}))
    settings, message = load_settings(path)
    assert settings == Settings(speed=2) and "bad keys;" in message


def test_a_damaged_keys_entry_is_said_once_on_the_title(tmp_path, monkeypatch, pygame_headless):
    from scenes.app import App
    from scenes.shell import Shell

    monkeypatch.setenv("BOSSMONSTER_HOME", str(tmp_path))
    (tmp_path / "settings.json").write_text(json.dumps(
        {"format": FORMAT, "version": VERSION, "keys": {"choose": ["j"], "pass": ["nokey"], "jump": ["u"]}}))
    app = App(window_size=(640, 360), fps=0)
    shell = Shell(app.stack, app=app, sound=False)
    try:
        first = shell.title()
        assert "pass, jump" in first.message and "settings.json" in first.message
        assert shell.title().message is None
        assert app.stack.keymap.keys["choose"] == ("j",) and app.stack.keymap.keys["pass"] == DEFAULTS["pass"]
    finally:
        shell.close()


def test_the_readme_key_table_is_the_keymap():
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    assert markdown_table() in readme
    rows = [line for line in readme.splitlines() if re.match(r"\| `[a-z_0-9]+` \|", line)]
    assert len(rows) == sum(1 for names in DEFAULTS.values() if names)


def test_the_table_help_is_made_from_the_keymap():
    rows = dict(table_help(Keymap(REMAP)))
    assert rows["J"] == "choose the highlighted" and rows["N"].startswith("move the highlight")
    assert "Enter / Keypad Enter" not in rows and dict(table_help(DEFAULT))["Enter / Keypad Enter"]


# ---------------------------------------------------------------------- the Keys page
@pytest.fixture
def keys_page(pygame_headless):
    from scenes.menus.keys_page import KeysScene
    from scenes.stack import SceneStack

    pygame.display.set_mode((640, 360))
    stack = SceneStack()
    kept = []

    def change(overrides):
        kept.append(overrides)
        stack.keymap = Keymap(dict(overrides))

    page = KeysScene(change)
    stack.push(page)
    stack.apply_pending()
    return stack, page, kept


def _row(page, action):
    return next(w for w in page.rows if w.named == action)


def test_the_keys_page_remaps_refuses_a_conflict_cancels_and_resets(keys_page):
    stack, page, kept = keys_page
    page.focus.focus(_row(page, "choose"))
    stack.handle_event(down(pygame.K_RETURN))
    assert page.listening == "choose"
    stack.handle_event(down(pygame.K_j, unicode="j"))
    assert kept == [(("choose", ("j",)),)] and stack.keymap.keys["choose"] == ("j",)
    stack.handle_event(down(pygame.K_RETURN))  # no longer choose: nothing happens
    assert page.listening is None
    page.focus.focus(_row(page, "pass"))
    stack.handle_event(down(pygame.K_j, unicode="j"))
    assert page.listening == "pass"
    stack.handle_event(down(pygame.K_h, unicode="h"))  # the hint's key
    assert "H is already the key of Hint" in page.message and len(kept) == 1
    stack.handle_event(down(pygame.K_j))
    stack.handle_event(down(pygame.K_ESCAPE))
    assert page.listening is None and len(kept) == 1
    page.focus.focus(page.reset)
    stack.handle_event(down(pygame.K_j))
    assert kept[-1] == () and stack.keymap.keys == DEFAULTS
    page.draw(pygame.display.get_surface())


def test_the_keys_page_names_each_action_in_words_and_no_key_as_no_key(keys_page, monkeypatch):
    """Issue 50: a row reads "Card 11 of your hand  -", never "hand_11"; an action without a key reads "no key"
    (a lone "-" looked like the minus key); every name and its keys stand whole inside the row, apart."""
    from scenes.keys import ACTIONS, NO_KEY, TITLES
    from scenes.menus import keys_page as page_module

    stack, page, _kept = keys_page
    drawn = []
    real = page_module.draw_text
    monkeypatch.setattr(page_module, "draw_text", lambda surface, text, pos, *a, **k: drawn.append(
        (text, real(surface, text, pos, *a, **k))) or drawn[-1][1])
    assert set(TITLES) == set(ACTIONS)
    assert all("_" not in title and title[0].isupper() for title in TITLES.values())
    assert TITLES["hand_11"] == "Card 11 of your hand"
    assert TITLES["viewer_back"] == "Whose hand the replay shows, backwards"
    for row in page.rows:
        drawn.clear()
        row.draw(pygame.display.get_surface(), "normal")
        (name, name_rect), (keys, keys_rect) = drawn
        assert name == TITLES[row.named] and name_rect.right + 4 <= keys_rect.x, row.named
        assert keys == (stack.keymap.describe(row.named) or NO_KEY) and keys_rect.right <= row.rect.right - 3
    menu = _row(page, "menu")
    drawn.clear()
    menu.draw(pygame.display.get_surface(), "normal")
    assert [text for text, _rect in drawn] == ["Menu", "no key"]
    drawn.clear()
    _row(page, "hand_11").draw(pygame.display.get_surface(), "normal")
    assert [text for text, _rect in drawn] == ["Card 11 of your hand", "-"]


def test_the_settings_screen_opens_the_keys_page(pygame_headless):
    from scenes.menus.keys_page import KeysScene
    from scenes.menus.settings_menu import SettingsScene
    from scenes.stack import SceneStack

    pygame.display.set_mode((640, 360))
    stack, changes = SceneStack(), []
    scene = SettingsScene(Settings(), changes.append)
    stack.push(scene)
    stack.apply_pending()
    scene.focus.focus(scene.keys)
    stack.handle_event(down(pygame.K_RETURN))
    stack.apply_pending()
    page = stack.top
    assert isinstance(page, KeysScene)
    page.focus.focus(_row(page, "zoom"))
    stack.handle_event(down(pygame.K_RETURN))
    stack.handle_event(down(pygame.K_x, unicode="x"))
    assert changes[-1].keys == (("zoom", ("x",)),)


# ---------------------------------------------------------------------- whole games
def test_a_whole_game_by_remapped_letters_alone(app, bots):
    app.stack.keymap = Keymap(REMAP)
    table = TableScene(Match.new(("human", "greedy"), seed=5), speed="instant", bots=bots)
    sent = []
    real_post = pygame.event.post

    def post(event):
        sent.append(event.key) if event.type == pygame.KEYDOWN else None
        return real_post(event)

    pygame.event.post = post
    try:
        kinds = play(app, table, by_keys)
    finally:
        pygame.event.post = real_post
    assert table.match.over
    assert {"opening_discard", "setup_build", "build"} <= kinds, kinds
    allowed = {pygame.K_n, pygame.K_p, pygame.K_j, pygame.K_k, pygame.K_RIGHT, pygame.K_LEFT,
               *range(pygame.K_1, pygame.K_9 + 1)}
    assert set(sent) <= allowed and {pygame.K_j, pygame.K_k} <= set(sent)


def test_the_old_keys_no_longer_answer_on_the_table(app, bots):
    app.stack.keymap = Keymap(REMAP)
    table = TableScene(Match.new(("human", "greedy"), seed=5), speed="instant", bots=bots)
    app.stack.push(table)
    app.stack.apply_pending()
    for _ in range(400):
        assert app._frame()
        if table.model.offer is not None and table.director.idle:
            break
    step, highlight = table.match.step, table.model.highlight
    for code in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_TAB, pygame.K_SPACE):
        key(code)
        for _ in range(5):
            assert app._frame()
    assert table.match.step == step and table.model.highlight == highlight
    key(pygame.K_n)
    assert app._frame() and table.model.highlight != highlight


def test_a_whole_game_by_a_game_controller_alone(app, bots):
    table = TableScene(Match.new(("greedy", "human", "greedy"), seed=9), speed="instant", bots=bots)
    kinds = play(app, table, by_pad)
    assert table.match.over
    assert {"opening_discard", "setup_build", "build"} <= kinds, kinds


def test_controllers_plugged_in_and_out_crash_nothing(app):
    from scenes.menus.title import TitleScene

    title = TitleScene(on_new_game=lambda: None, on_quit=lambda: None, more=[("Load", print), ("Rules", print)])
    app.stack.push(title)
    app.stack.apply_pending()
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=0))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=7))
    assert app._frame()
    button("dpdown")
    stick(1, 1)
    assert app._frame()
    assert title.focus.index == 2
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=3))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=0))
    assert app._frame()
    button("b")
    assert app._frame()


def test_a_remapped_letter_types_into_a_name_field_and_enter_still_works_elsewhere(pygame_headless):
    from scenes.menus.new_game import NewGameScene
    from scenes.stack import SceneStack

    pygame.display.set_mode((640, 360))
    stack, started = SceneStack(Keymap(REMAP)), []
    scene = NewGameScene(on_start=lambda *a, **k: started.append(a))
    stack.push(scene)
    stack.apply_pending()
    field = next(f for f in scene.names if f.enabled)
    scene.focus.focus(field)
    for letter, code in (("j", pygame.K_j), ("k", pygame.K_k)):
        stack.handle_event(down(code, unicode=letter))
        stack.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=letter))
    assert field.text == "jk" and not started and scene.focus.focused is field
    scene.focus.focus(scene.start)
    stack.handle_event(down(pygame.K_RETURN))  # no longer choose
    assert not started
    stack.handle_event(down(pygame.K_j, unicode="j"))
    assert started


def test_the_number_row_picks_hand_cards_past_the_ninth_and_the_cards_say_their_key():
    """Issue 26: a hand of ten to twelve cards is picked by keys too: 0, - and = follow 9 on the number row;
    each card's badge shows its key as remapped."""
    from scenes.keys import HAND_ACTIONS, hand_key_labels

    keymap = Keymap()
    for code, action in ((pygame.K_9, "hand_9"), (pygame.K_0, "hand_10"), (pygame.K_MINUS, "hand_11"),
                         (pygame.K_EQUALS, "hand_12")):
        down = pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0)
        assert keymap.actions_for(down) == {action}
    assert hand_key_labels(keymap) == ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-", "=")
    assert len(HAND_ACTIONS) == 12
    assert hand_key_labels(Keymap({"hand_11": ["q"]}))[10] == "Q"
