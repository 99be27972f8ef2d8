"""The scene stack: the screens of the app, one above the other, changed only between frames.

Lifecycle of a :class:`Scene` (every call is made by its :class:`SceneStack`):

- ``enter(stack)``: the scene was pushed, or put in place of another by ``replace``;
  ``scene.stack`` is already set.
- ``pause()``: another scene was pushed on top of this one.
- ``resume()``: the scene above was popped; this one is on top again.
- ``exit()``: the scene was popped, replaced or cleared away; it is off the stack.

Each frame the app offers every input event to ``handle_event`` from the top scene down, until one
returns True (consumed); a modal scene returns True for whatever must not reach the scenes below.
Then ``update(dt)`` runs on the top scene, and on the scene below it too while every scene above
that one says ``updates_below`` (a zoom over the table lets the table animate; a pause menu does not),
from the lowest updated scene up. Then ``draw(surface)`` runs from the topmost ``opaque`` scene up
(a translucent overlay is drawn over what it covers).

``push``, ``pop``, ``replace``, ``remove`` and ``clear`` only queue a request: ``apply_pending()`` carries the
requests out in order, between frames, never during an event, update or draw. An empty stack means
the app quits.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from scenes.keys import DEFAULT, Keymap

if TYPE_CHECKING:
    import pygame


class Scene:
    """One screen. Subclasses override the lifecycle and frame methods they need; all do nothing here."""

    opaque: bool = True
    """True if :meth:`draw` covers the whole canvas, so the scenes below need not be drawn."""
    updates_below: bool = False
    """True if the scene below this one keeps updating while this one covers it."""

    stack: SceneStack | None = None
    on_close: Callable[[], object] | None = None
    """What :meth:`close` does instead of popping the scene, when set (a screen opened by another one)."""
    closed: bool = False
    """Closed since it last entered the stack: a second close (two Esc in one frame) does nothing."""

    @property
    def keymap(self) -> Keymap:
        """The keymap input is read through: the stack's, or the defaults off the stack."""
        return self.stack.keymap if self.stack is not None else DEFAULT

    def actions(self, event) -> frozenset[str]:
        """The named actions of an input event (see :mod:`scenes.keys`)."""
        return self.keymap.actions_for(event)

    def enter(self, stack: SceneStack) -> None:
        """The scene is on the stack now (pushed, or in place of a replaced one)."""

    def exit(self) -> None:
        """The scene has left the stack (popped, replaced or cleared)."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene above was popped: this one is on top again."""

    def close(self) -> None:
        """Leave this screen (Esc, Back): ``on_close()`` if set, else pop it off the stack; once, and not at all
        once it has left the stack."""
        if self.closed:
            return
        self.closed = True
        if self.on_close is not None:
            self.on_close()
        elif self.stack is not None:
            self.stack.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Look at one input event; True if it is consumed and must not reach the scenes below."""
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto ``surface`` (the logical canvas)."""


class SceneStack:
    """Scenes from the bottom (``scenes[0]``) to the top; requests are applied by :meth:`apply_pending`."""

    def __init__(self, keymap: Keymap = DEFAULT) -> None:
        self.keymap = keymap
        """The app's one keymap, which every scene on the stack reads input through."""
        self._scenes: list[Scene] = []
        self._pending: deque[tuple[str, Scene | None]] = deque()

    @property
    def scenes(self) -> tuple[Scene, ...]:
        """The scenes on the stack, bottom first."""
        return tuple(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def __len__(self) -> int:
        return len(self._scenes)

    @property
    def pending(self) -> bool:
        """True if requests wait for :meth:`apply_pending`."""
        return bool(self._pending)

    def push(self, scene: Scene) -> None:
        """Ask for ``scene`` on top: the current top is paused, then ``scene`` enters."""
        self._pending.append(("push", scene))

    def pop(self) -> None:
        """Ask for the top scene to leave: it exits, then the scene below resumes."""
        self._pending.append(("pop", None))

    def replace(self, scene: Scene) -> None:
        """Ask for ``scene`` in place of the top scene: the top exits, then ``scene`` enters
        (the scene below is neither resumed nor paused again)."""
        self._pending.append(("replace", scene))

    def remove(self, scene: Scene) -> None:
        """Ask for ``scene`` to leave wherever it stands (an overlay closed under another screen): it exits; if
        it was on top, the scene below resumes. Nothing happens if it is no longer on the stack by then."""
        self._pending.append(("remove", scene))

    def clear(self) -> None:
        """Ask for every scene to leave, from the top down, each one exiting."""
        self._pending.append(("clear", None))

    def apply_pending(self) -> None:
        """Carry out the queued requests in order, including those made by the lifecycle calls they
        cause. Raises IndexError for a pop or replace on an empty stack and ValueError for a push of a
        scene already on it."""
        while self._pending:
            kind, scene = self._pending.popleft()
            if kind == "push":
                if self._scenes:
                    self._scenes[-1].pause()
                self._enter(scene)
            elif kind == "pop":
                self._exit_top()
                if self._scenes:
                    self._scenes[-1].resume()
            elif kind == "replace":
                self._exit_top()
                self._enter(scene)
            elif kind == "remove":
                self._remove(scene)
            else:
                while self._scenes:
                    self._exit_top()

    def _enter(self, scene: Scene) -> None:
        if any(s is scene for s in self._scenes):
            raise ValueError(f"{scene!r} is already on the scene stack")
        self._scenes.append(scene)
        scene.stack = self
        scene.closed = False
        scene.enter(self)

    def _remove(self, scene: Scene) -> None:
        index = next((i for i, s in enumerate(self._scenes) if s is scene), None)
        if index is None:
            return
        if index == len(self._scenes) - 1:
            self._exit_top()
            if self._scenes:
                self._scenes[-1].resume()
            return
        del self._scenes[index]
        scene.exit()
        scene.stack = None

    def _exit_top(self) -> None:
        if not self._scenes:
            raise IndexError("no scene to take off an empty scene stack")
        scene = self._scenes.pop()
        scene.exit()
        scene.stack = None

    def handle_event(self, event: Any) -> bool:
        """Offer ``event`` from the top scene down; True once a scene consumes it."""
        for scene in reversed(self._scenes):
            if scene.handle_event(event):
                return True
        return False

    def update(self, dt: float) -> None:
        """Update the top scene and the scenes below it that the ones above let update, lowest first."""
        if not self._scenes:
            return
        lowest = len(self._scenes) - 1
        while lowest > 0 and self._scenes[lowest].updates_below:
            lowest -= 1
        for scene in self._scenes[lowest:]:
            scene.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the topmost opaque scene up; with no opaque scene, over a black surface."""
        first = len(self._scenes) - 1
        while first >= 0 and not self._scenes[first].opaque:
            first -= 1
        if first < 0:
            surface.fill((0, 0, 0))
            first = 0
        for scene in self._scenes[first:]:
            scene.draw(surface)
