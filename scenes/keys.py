"""The one keymap: named actions, the keys (and game-controller buttons) that give them.

    keymap, problem = Keymap.from_settings(settings.keys)   # problem: None, or a line for the title
    if "choose" in keymap.actions_for(event): ...           # a KEYDOWN or a controller event
    keymap.describe("previous")                              # "Shift+Tab", for help overlays
    keymap.fill("pass with {pass}")                          # "pass with Space": a text naming a key

Keys are pygame key names, as ``pygame.key.name`` gives them ("tab", "return", "j", "page up"); a name
may start with "shift+" to ask for Shift held ("shift+tab"). A plain name answers with or without Shift,
unless another action takes the same key with Shift. A remapped action answers only its new keys.

A game controller gives the same actions, read as SDL game-controller events (one standard layout
whatever the pad): A choose, B back, X pass, Y hint, the d-pad and the left stick move the highlight (one
step a push, past a dead zone), the shoulders next / previous, Back help, Start the menu. Controllers are
opened as they are plugged in (:meth:`Keymap.plug`).
"""

from __future__ import annotations

import warnings
from collections.abc import Iterable, Mapping

import pygame

from game.settings import INSTANT, SPEEDS

SPEED_WORDS = ", ".join("instant" if s == INSTANT else f"x{s}" for s in SPEEDS)
"""The animation speeds in words, slowest first: "x1, x2, x4, instant"."""
HAND_KEYS = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "-", "=")
"""The number row picks hand cards, left to right: card 10 is 0, then - and =."""
HAND_ACTIONS = tuple(f"hand_{n}" for n in range(1, len(HAND_KEYS) + 1))

def hand_key_labels(keymap) -> tuple[str, ...]:
    """The first key of each hand card's action, as its badge shows it ("" for none)."""
    return tuple(keymap.first(a) for a in HAND_ACTIONS)


ACTIONS: dict[str, tuple[tuple[str, ...], str]] = {
    "next": (("tab",), "move the highlight to the next thing that can be chosen"),
    "previous": (("shift+tab",), "move the highlight back"),
    "left": (("left", ","), "move the highlight; in a menu, change the highlighted setting; replay: one event back"),
    "right": (("right", "."), "move the highlight; in a menu, change the highlighted setting; replay: one event on"),
    "up": (("up",), "move the highlight"),
    "down": (("down",), "move the highlight"),
    "choose": (("return", "enter"), "choose the highlighted thing"),
    "pass": (("space",), "Pass, Done or Confirm; finishes the animation playing, hold to fast-forward; "
                         "replay: play / pause"),
    "back": (("escape",), "take back a choice not yet confirmed, otherwise the menu; leave a screen"),
    "menu": ((), "the menu of the game (a controller's Start)"),
    "hint": (("h",), "a hint: what the Hard bot would do in your place (lit in light blue, not done)"),
    "zoom": (("z",), "the card with its full text, rulings and the glossary words it uses; "
                         "on the table, another seat's small dungeon brought forward (with nothing "
                         "highlighted, each in turn: {next} or {arrows} for the next)"),
    "speed": (("s",), f"animation speed: {SPEED_WORDS}"),
    "autopass": (("a",), "auto-pass Spell windows where you have no Spell to cast (not in hot-seat)"),
    "pass_windows": (("shift+space",), "pass this Spell window and every one after it until your next decision "
                                       "(not in hot-seat)"),
    "help": (("f1",), "the keys, on the table and in a replay"),
    "fullscreen": (("f11",), "fullscreen"),
    "log_up": (("page up",), "scroll the log up (the mouse wheel too)"),
    "log_down": (("page down",), "scroll the log down"),
    "look": (("l",), "on the table, what an icon or number means: the next one, in reading order (with nothing "
                     "to choose, {next} and {arrows} too); {zoom} on it zooms its card or lists the discard pile"),
    "look_back": (("shift+l",), "on the table, what an icon or number means: the one before"),
    **{f"hand_{n}": ((key,), f"pick card {n} of your hand") for n, key in enumerate(HAND_KEYS, 1)},
    "step": (("shift+right", "]"), "replay: on to the next decision (next does it too)"),
    "step_back": (("shift+left", "["), "replay: back to the decision before (previous does it too)"),
    "turn_next": (("t",), "replay: the next turn"),
    "turn_previous": (("shift+t",), "replay: the start of this turn, or the one before"),
    "to_start": (("home",), "replay: the start of the game"),
    "to_end": (("end",), "replay: the end of the game"),
    "viewer": (("v",), "replay: whose hand is shown: P1, P2... or a spectator"),
    "viewer_back": (("shift+v",), "replay: whose hand is shown, backwards"),
}
"""Every action, in help order: its default keys and what it does (a key named as ``{action}``, said as the
keymap has it: :meth:`Keymap.fill`)."""
TITLES: dict[str, str] = {
    "next": "Next choice", "previous": "Choice before", "left": "Move left", "right": "Move right",
    "up": "Move up", "down": "Move down", "choose": "Choose", "pass": "Pass, Done or Confirm",
    "pass_windows": "Pass Spell windows till your turn",
    "back": "Back, or take back", "menu": "Menu", "hint": "Hint", "zoom": "Zoom on a card",
    "speed": "Animation speed", "autopass": "Auto-pass", "help": "Keys help", "fullscreen": "Fullscreen",
    "log_up": "Scroll the log up", "log_down": "Scroll the log down",
    "look": "What an icon means: the next", "look_back": "What an icon means: the one before",
    **{f"hand_{n}": f"Card {n} of your hand" for n in range(1, len(HAND_KEYS) + 1)},
    "step": "Replay: next decision", "step_back": "Replay: decision before", "turn_next": "Replay: next turn",
    "turn_previous": "Replay: turn before", "to_start": "Replay: the start", "to_end": "Replay: the end",
    "viewer": "Whose hand the replay shows", "viewer_back": "Whose hand the replay shows, backwards",
}
"""Every action's name in words, as the Keys page shows it ("Card 11 of your hand")."""
NO_KEY = "no key"
"""What the Keys page says of an action without a key."""
DEFAULTS: dict[str, tuple[str, ...]] = {action: keys for action, (keys, _what) in ACTIONS.items()}
MOVES = frozenset({"next", "previous", "left", "right", "up", "down"})
"""The actions that move the highlight."""
ARROWS = ("up", "down", "left", "right")
"""The actions of the arrow keys, said together as "Arrows" while they keep those keys (:meth:`Keymap.arrows`)."""
SHIFT = "shift+"
WORDS = {"return": "Enter", "enter": "Keypad Enter", "escape": "Esc", "page up": "PgUp", "page down": "PgDn",
         "space": "Space", "tab": "Tab", "left": "Left", "right": "Right", "up": "Up", "down": "Down",
         "home": "Home", "end": "End", "backspace": "Backspace", "delete": "Del"}

BUTTONS = {"a": "choose", "b": "back", "x": "pass", "y": "hint", "leftshoulder": "previous",
           "rightshoulder": "next", "start": "menu", "back": "help", "dpup": "up", "dpdown": "down",
           "dpleft": "left", "dpright": "right"}
"""Game-controller buttons (SDL's standard names) -> actions."""
BUTTON_NUMBERS = {"a": 0, "b": 1, "x": 2, "y": 3, "back": 4, "start": 6, "leftshoulder": 9, "rightshoulder": 10,
                  "dpup": 11, "dpdown": 12, "dpleft": 13, "dpright": 14}
"""SDL's ``SDL_GameControllerButton`` numbers, as CONTROLLERBUTTONDOWN events carry them."""
AXIS_LEFT_X, AXIS_LEFT_Y = 0, 1
DEAD_ZONE = 0.5
"""How far (of the full throw) the stick must lean before it moves the highlight; it must come back inside
the dead zone before it moves it again."""
STICK_MAX = 32767


def key_word(name: str) -> str:
    """A key name as the help says it: "shift+tab" -> "Shift+Tab", "return" -> "Enter", "j" -> "J"."""
    shift = name.startswith(SHIFT)
    bare = name[len(SHIFT):] if shift else name
    word = WORDS.get(bare, bare.upper() if len(bare) == 1 else bare.title())
    return f"Shift+{word}" if shift else word


def key_of(name: str) -> tuple[int, bool]:
    """The pygame key code and whether Shift is asked for; ValueError if pygame knows no such key."""
    shift = name.startswith(SHIFT)
    bare = name[len(SHIFT):] if shift else name
    if not bare or bare != bare.strip():
        raise ValueError(f"no key named {name!r}")
    with warnings.catch_warnings():  # names are known before pygame.init (the default keymap is made on import)
        warnings.simplefilter("ignore")
        code = pygame.key.key_code(bare)  # ValueError for a name SDL does not know
    if code == pygame.K_UNKNOWN:
        raise ValueError(f"no key named {name!r}")
    return code, shift


def name_of(event) -> str:
    """The key name of a KEYDOWN event, "shift+" first when Shift is held (for remapping)."""
    name = pygame.key.name(event.key)
    return SHIFT + name if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else name


class Keymap:
    """Named actions -> keys. Built from :data:`DEFAULTS` and the overrides of the settings (action ->
    key names); see the module docstring."""

    def __init__(self, overrides: Mapping[str, Iterable[str]] | None = None) -> None:
        """ValueError for an override naming an unknown action or key (see :meth:`from_settings`)."""
        self.keys: dict[str, tuple[str, ...]] = dict(DEFAULTS)
        for action, names in (overrides or {}).items():
            if action not in DEFAULTS:
                raise ValueError(f"no action named {action!r}")
            names = tuple(names)
            for name in names:
                key_of(name)
            self.keys[action] = names
        self._index: dict[tuple[int, bool], set[str]] = {}
        for action, names in self.keys.items():
            for name in names:
                self._index.setdefault(key_of(name), set()).add(action)
        self.controllers: dict[int, object] = {}
        self._stick = {AXIS_LEFT_X: 0, AXIS_LEFT_Y: 0}

    @classmethod
    def from_settings(cls, entries: Iterable[tuple[str, object]]) -> tuple[Keymap, str | None]:
        """The keymap of the settings' ``keys`` entries ((action, key names) pairs), and None, or a line
        naming the entries that could not be used (those actions keep their default keys)."""
        good, bad = {}, []
        for action, names in entries:
            try:
                if isinstance(names, str) or not all(isinstance(n, str) for n in names):
                    raise ValueError(names)
                cls({action: names})
            except (TypeError, ValueError):
                bad.append(str(action))
                continue
            good[action] = tuple(names)
        keymap = cls(good)
        if not bad:
            return keymap, None
        return keymap, f"bad keys for {', '.join(bad)}; using the default keys for {'it' if len(bad) == 1 else 'them'}"

    def overrides(self) -> dict[str, tuple[str, ...]]:
        """The actions whose keys are not the defaults, as settings keep them."""
        return {a: k for a, k in self.keys.items() if k != DEFAULTS[a]}

    def with_keys(self, action: str, names: Iterable[str]) -> Keymap:
        """A copy with ``action`` answering ``names`` only."""
        return Keymap({**self.overrides(), action: tuple(names)})

    def conflict(self, action: str, name: str) -> str | None:
        """The other action already answering key ``name``, if any."""
        wanted = key_of(name)
        return next((a for a, names in self.keys.items() if a != action
                     and any(key_of(n) == wanted for n in names)), None)

    # ------------------------------------------------------------------ reading events
    def actions_for(self, event) -> frozenset[str]:
        """The actions an input event gives: a key pressed, a controller button pressed or its stick
        pushed past the dead zone. Empty for anything else. Read once an event: the answer is kept on it
        (``event.actions``), so every scene asking about the same event hears the same."""
        known = getattr(event, "actions", None)
        if known is not None:
            return known
        try:
            event.actions = found = self._actions(event)
        except AttributeError:  # an event that takes no attributes: answer without keeping
            return self._actions(event)
        return found

    def _actions(self, event) -> frozenset[str]:
        kind = event.type
        if kind == pygame.KEYDOWN:
            shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
            found = self._index.get((event.key, shift))
            if found is None and shift:
                found = self._index.get((event.key, False))
            return frozenset(found or ())
        if kind == pygame.CONTROLLERBUTTONDOWN:
            name = next((n for n, number in BUTTON_NUMBERS.items() if number == event.button), None)
            return frozenset({BUTTONS[name]}) if name in BUTTONS else frozenset()
        if kind == pygame.CONTROLLERAXISMOTION and event.axis in self._stick:
            value = event.value / STICK_MAX
            lean = -1 if value <= -DEAD_ZONE else 1 if value >= DEAD_ZONE else 0
            before, self._stick[event.axis] = self._stick[event.axis], lean
            if lean == 0 or lean == before:
                return frozenset()
            if event.axis == AXIS_LEFT_X:
                return frozenset({"right" if lean > 0 else "left"})
            return frozenset({"down" if lean > 0 else "up"})
        return frozenset()

    def plug(self, event) -> bool:
        """Open a game controller plugged in, forget one pulled out; True if ``event`` was one of those."""
        if event.type == pygame.CONTROLLERDEVICEADDED:
            try:
                from pygame._sdl2 import controller

                if not controller.get_init():
                    controller.init()
                self.controllers[event.device_index] = controller.Controller(event.device_index)
            except (ImportError, pygame.error, IndexError, ValueError):
                pass  # not a controller SDL can read; the keys still work
            return True
        if event.type == pygame.CONTROLLERDEVICEREMOVED:
            pad = self.controllers.pop(getattr(event, "instance_id", None), None)
            if pad is None and self.controllers:  # instance ids and device indexes differ; drop the detached ones
                for index, pad in list(self.controllers.items()):
                    if not _attached(pad):
                        self.controllers.pop(index)
            self._stick = {AXIS_LEFT_X: 0, AXIS_LEFT_Y: 0}
            return True
        return False

    # ------------------------------------------------------------------ words
    def describe(self, action: str) -> str:
        """The keys of ``action`` as the help says them: "Tab", "Enter / Keypad Enter", "" if none."""
        return " / ".join(key_word(n) for n in self.keys[action])

    def first(self, action: str) -> str:
        """The first key of ``action`` as the help says it ("Enter"), or "" if it has none."""
        return key_word(self.keys[action][0]) if self.keys[action] else ""

    def fill(self, text: str) -> str:
        """``text`` with each ``{action}`` in it said as that action's first key: "pass with {pass}" ->
        "pass with Space" (:data:`NO_KEY` for an action without one); ``{arrows}``: "the arrows" (:meth:`arrows`)."""
        return text.format_map({"arrows": self.arrows("the arrows"), **{a: self.first(a) or NO_KEY for a in self.keys}})

    def arrows(self, word: str = "Arrows") -> str:
        """The keys of :data:`ARROWS` in one word: ``word`` while their first keys are the arrow keys, else
        those keys ("I/K/J/L")."""
        if all(self.keys[a][:1] == DEFAULTS[a][:1] for a in ARROWS):
            return word
        return "/".join(filter(None, (self.first(a) for a in ARROWS))) or NO_KEY


def _attached(pad) -> bool:
    try:
        return bool(pad.attached())
    except (AttributeError, pygame.error):
        return False


def markdown_table(keymap: Keymap | None = None) -> str:
    """The README's key table: one row an action with a key, in :data:`ACTIONS` order."""
    keymap = keymap or Keymap()
    rows = ["| action | keys | what it does |", "| --- | --- | --- |"]
    rows += [f"| `{a}` | {' / '.join(f'`{key_word(n)}`' for n in keymap.keys[a])} | {keymap.fill(ACTIONS[a][1])} |"
             for a in ACTIONS if keymap.keys[a]]
    return "\n".join(rows)


MODIFIERS = (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT, pygame.K_RALT)
"""The keys that only change another: pressed alone they do nothing."""


def event_name(event) -> str | None:
    """A KEYDOWN's key name for remapping, or None for a lone modifier (Shift pressed before the key)."""
    if event.key in (*MODIFIERS, pygame.K_LGUI, pygame.K_RGUI):
        return None
    return name_of(event)


DEFAULT = Keymap()
"""The default keymap, for scenes made outside the shell (tests); never changed."""
