"""Every text that names a key asks the keymap: with every action remapped (through settings.json, as a
person's remap arrives) to a key no action has by default, no screen's words name a default key."""

from __future__ import annotations

import random
import re

import pytest
from scene_driver import by_keys, moment, press

from game.match import Match
from game.settings import Settings, save_settings
from scenes.art.font import PixelFont
from scenes.keys import ACTIONS, DEFAULTS, TITLES, key_word

POOL = ([f"f{n}" for n in range(13, 25)] + [f"shift+f{n}" for n in range(13, 25)] + [f"[{n}]" for n in range(10)]
        + [f"shift+[{n}]" for n in range(10)] + ["[+]", "[-]", "[*]", "[/]", "[.]", "insert", "pause", "scroll lock"])
REMAP = dict(zip(ACTIONS, ([k] for k in POOL), strict=False))
"""Every action on a key of its own that no action has by default (F13-F24, the keypad...)."""

LISTENING = {f"Press the new key for {title} (Esc cancels)." for title in TITLES.values()}
"""The Keys page listening for a new key: every key but Esc itself becomes the new key, so Esc is named as Esc."""
DEFAULT_WORDS = {key_word(n) for names in DEFAULTS.values() for n in names}
PLAIN = {"Left", "Right", "Up", "Down", "Home", "End"}
"""Default key words that are also words of the game ("End of turn"): only caught where they name a key."""


def default_keys_named(text: str) -> list[str]:
    """The default key words ``text`` names as keys."""
    found = []
    for word in DEFAULT_WORDS:
        w = re.escape(word)
        if word in PLAIN:
            pattern = rf"\({w}\)|\b{w} /|/ {w}\b|\b{w} or\b"
        elif len(word) > 1:
            pattern = rf"(?<![\w+]){w}(?![\w+])"
        else:  # one letter or sign: "H:hint", "(Z)", "Esc, Z or", "S changes", "1-9"
            pattern = (rf"(?<![\w+\[]){w}:\w|\({w}\)|, {w} or\b|(?<![\w'\[]){w} (zooms|changes|toggles|on it)\b"
                       if not word.isdigit() else r"(?<![\w\[])1-9(?!\d)" if word == "1" else None)
        if pattern and re.search(pattern, text):
            found.append(word)
    if re.search(r"\b[Aa]rrows\b", text):  # the arrow keys, said as one
        found.append("arrows")
    return found


def test_the_finder_catches_default_key_words_and_lets_game_words_be():
    assert sorted(default_keys_named("Esc, Z or a click closes")) == ["Esc", "Z"]
    assert sorted(default_keys_named("Tab Enter Space Esc  H:hint F1")) == ["Enter", "Esc", "F1", "H", "Space", "Tab"]
    assert sorted(default_keys_named("Turn: < back (Shift+T), > on (T)")) == ["Shift+T", "T"]
    assert sorted(default_keys_named("Arrows or F13 move  -  Left / Right change")) == ["Left", "Right", "arrows"]
    for words in ("End of the turn", "A Spell window: cast it, or pass with F15.", "F13 F24 Shift+[3]",
                  "Heroes move left", "Up to 2 Rooms", "Deal 1-2 damage? no: [1]-[9]"):
        assert default_keys_named(words) == [], words


# ---------------------------------------------------------------------- the screens, remapped
@pytest.fixture
def remapped(tmp_path, monkeypatch, pygame_headless):
    """The app and its shell, the keymap read from a settings.json remapping every action, at instant speed;
    and the set every text drawn goes into."""
    from scenes.app import App
    from scenes.shell import Shell

    monkeypatch.setenv("BOSSMONSTER_HOME", str(tmp_path))
    save_settings(Settings(speed="instant", keys=tuple((a, tuple(k)) for a, k in REMAP.items())))
    texts: set[str] = set()
    real_draw, real_image = PixelFont.draw, PixelFont.text_image

    def draw(self, surface, text, *args, **kwargs):
        texts.add(text)
        return real_draw(self, surface, text, *args, **kwargs)

    def text_image(self, text, *args, **kwargs):
        texts.add(text)
        return real_image(self, text, *args, **kwargs)

    monkeypatch.setattr(PixelFont, "draw", draw)
    monkeypatch.setattr(PixelFont, "text_image", text_image)
    app = App(window_size=(640, 360), fps=0)
    shell = Shell(app.stack, app=app, sound=False)
    assert {a: list(k) for a, k in shell.keymap.keys.items()} == REMAP and shell.message is None
    yield app, shell, texts
    app.stack.clear()
    app.stack.apply_pending()
    shell.close()


def frames(app, n: int = 3) -> None:
    for _ in range(n):
        assert app._frame()


def show(app, scene, n: int = 3):
    app.stack.push(scene)
    app.stack.apply_pending()
    frames(app, n)
    return scene


def walk_focus(app, keymap, steps: int = 24) -> None:
    """Move the highlight over a menu's widgets, one frame drawn at each."""
    for _ in range(steps):
        press(keymap, "next")
        frames(app, 1)


def _advance(m: Match, wanted, limit: int = 3000) -> bool:
    from game.ai import bot_seed, make_bot

    for _ in range(limit):
        if m.over:
            return False
        if wanted(m):
            return True
        bot = make_bot("greedy", bot_seed(m.setup.seed, m.step, m.to_act))
        m.submit(bot.choose(m.view(m.to_act), m.legal()), at_step=m.step)
    return False


def _menus(app, shell, keymap) -> None:
    from scenes.menus.gallery import GalleryScene
    from scenes.menus.handoff import HandoffScene
    from scenes.menus.keys_page import KeysScene

    shell.to_title()
    app.stack.apply_pending()
    frames(app)
    walk_focus(app, keymap, 10)
    show(app, shell.new_game())
    walk_focus(app, keymap, 12)
    shell.open_settings()
    app.stack.apply_pending()
    walk_focus(app, keymap, 16)
    show(app, KeysScene(lambda keys: None))
    walk_focus(app, keymap, len(ACTIONS) + 2)  # each action's note
    press(keymap, "choose")  # listening for a new key
    frames(app)
    for opening in (shell.rules, shell.load_menu, shell.replays_menu, shell.records_page):
        app.stack.clear()
        opening()
        app.stack.apply_pending()
        frames(app)
    app.stack.clear()
    show(app, GalleryScene())
    walk_focus(app, keymap, 3)
    app.stack.clear()
    hand_off = show(app, HandoffScene("Ann", "King Croak", lambda: None, on_menu=lambda: None))
    hand_off.update(2.0)
    frames(app)


def _guided_game(app, shell, keymap, texts) -> None:
    """A whole guided game by the remapped keys, the help, zoom, look, discard pile and menu opened on the way."""
    from scenes.menus.game_over import GameOverScene
    from scenes.overlays.discard import DiscardPile
    from scenes.overlays.guide import GuideNote

    shell.open_match(Match.new(("human", "greedy"), seed=5), guide=True, keep=False)
    app.stack.apply_pending()
    table = app.stack.top
    rng, last, looked = random.Random(3), None, 0
    for _ in range(30000):
        if table.overlay(GuideNote) is not None:
            press(keymap, "choose")
        elif table.model.offer is not None and table.director.idle and moment(table) != last:
            last = moment(table)
            if looked < 3:
                looked += 1
                for action in ("help", "zoom", "look", "back"):
                    press(keymap, action)
                    frames(app, 2)
                    press(keymap, "back")
                    frames(app, 2)
                if app.stack.top is not table:  # the menu (back with nothing picked)
                    press(keymap, "back")
                table.open_overlay(DiscardPile(table.presentation))
                frames(app, 2)
                press(keymap, "back")
                frames(app, 2)
                shell.save_as(table)
                app.stack.apply_pending()
                frames(app, 2)
                app.stack.top.close()
                frames(app, 1)
            by_keys(table, rng)
        frames(app, 1)
        if isinstance(app.stack.top, GameOverScene):
            break
    assert table.match.over
    game_over = app.stack.top
    game_over.update(1.0)
    press(keymap, "choose")  # nothing chosen yet: it says how to choose
    frames(app, 3)


def _hot_seat(app, shell, keymap) -> None:
    """Two people at one table: the hand-off between them, and the "Any answer?" strip of a Spell window."""
    from game.rules import still_asked

    def both_asked(m: Match) -> bool:
        return (m.prompt().kind == "adventure" and m.state.walker is not None
                and [s for s in still_asked(m.state) if m.seats[s] == "human"] == [m.to_act, 1 - m.to_act])

    for wanted in (lambda m: m.to_act == 0 and m.state.turn >= 2, both_asked):
        m = next(m for seed in range(3, 40) if _advance(m := Match.new(("human", "human", "greedy"), seed=seed,
                                                                        names=["Ann", "Bea", ""]), wanted))
        shell.open_match(m, keep=False)
        app.stack.apply_pending()
        frames(app, 6)


def _replay(app) -> None:
    from scenes.replay import ReplayScene

    m = Match.new(("greedy", "greedy"), seed=6)
    m.play_bots()
    app.stack.clear()
    replay = show(app, ReplayScene(m, speed=1))
    keymap = app.stack.keymap
    press(keymap, "help")
    frames(app, 2)
    press(keymap, "back")
    frames(app, 2)
    for control in replay.controls:  # each button's words, as pointing at it shows them
        replay.hover_control = control
        frames(app, 1)


def test_no_screen_names_a_default_key_once_every_action_is_remapped(remapped):
    from scenes.table.turns import GUIDE

    app, shell, texts = remapped
    keymap = shell.keymap
    _menus(app, shell, keymap)
    _guided_game(app, shell, keymap, texts)
    _hot_seat(app, shell, keymap)
    _replay(app)
    texts.update(keymap.fill(note) for note in GUIDE.values())  # every note, met in the game or not

    assert any("F13" in t for t in texts) and any(keymap.first("choose") in t for t in texts), "nothing collected"
    wrong = sorted({(t, w) for t in texts - LISTENING for w in default_keys_named(t)})
    assert not wrong, "\n".join(f"{w!r} in {t!r}" for t, w in wrong)
