"""A screen that must not be passed by accident, by keys meant for the screen before it: for ``after`` seconds
once it appears it takes no input at all, and a key already down when it appeared, or pressed during that
time, counts only once released and pressed again (so neither a held key nor its repeats reach it).

    self.settle = Settling()             # in __init__
    self.settle.start()                  # in enter: the keys down now are held
    self.settle.update(dt)               # in update
    if not self.settle.takes(event): return True   # first thing in handle_event

The hand-off screen of hot-seat games and the game-over screen use it.
"""

from __future__ import annotations

import pygame

from scenes.keys import DEFAULT, Keymap, key_of

SETTLE_AFTER = 1.0
"""Seconds during which a settling screen takes no input."""
WATCHED = ("choose", "pass", "back", "next", "previous", "left", "right", "up", "down")
"""The actions whose keys are looked at when a screen appears: those that could choose or move something."""


def keys_down(keymap: Keymap = DEFAULT) -> set:
    """Those keys of :data:`WATCHED` actions the keyboard holds down now (as far as pygame knows)."""
    pressed = pygame.key.get_pressed()
    down = set()
    for key in {key_of(name)[0] for action in WATCHED for name in keymap.keys[action]}:
        try:
            if pressed[key]:
                down.add(key)
        except IndexError:
            pass
    return down


class Settling:
    """The time a screen has been up, and the keys that do not count yet."""

    def __init__(self, after: float = SETTLE_AFTER) -> None:
        self.after = after
        self.t = 0.0
        self.held: set = set()  # keys down since before the screen was ready: they count once released

    @property
    def ready(self) -> bool:
        return self.t >= self.after

    @property
    def progress(self) -> float:
        """From 0 when the screen appears to 1 once it takes input."""
        return min(1.0, self.t / self.after) if self.after > 0 else 1.0

    def start(self, keymap: Keymap = DEFAULT) -> None:
        """The screen appears: the keys down now (of ``keymap``'s choosing and moving actions) count only
        once released."""
        self.t = 0.0
        self.held = keys_down(keymap)

    def update(self, dt: float) -> None:
        self.t += dt

    def takes(self, event) -> bool:
        """True if ``event`` may act on the screen: the screen is ready, and it is not a key (or the release of
        a key) held since before then. Mouse motion always counts (hover shows, it chooses nothing)."""
        if event.type == pygame.KEYDOWN:
            if not self.ready or event.key in self.held:
                self.held.add(event.key)  # too early, or a repeat of a key held down: wait for its release
                return False
            return True
        if event.type == pygame.KEYUP:
            was_held = event.key in self.held
            self.held.discard(event.key)
            return self.ready and not was_held
        if event.type == pygame.MOUSEMOTION:
            return True
        return self.ready
