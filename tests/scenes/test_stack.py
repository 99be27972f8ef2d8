"""The scene stack: lifecycle order, changes between frames, events top-down, drawing from the top opaque scene."""

from __future__ import annotations

import pytest
from scene_recorder import Recorder

from scenes.stack import SceneStack


def names(stack: SceneStack) -> list[str]:
    return [s.name for s in stack.scenes]


def test_lifecycle_calls_come_in_order():
    log: list[str] = []
    stack = SceneStack()
    a, b, c, d = (Recorder(n, log) for n in "abcd")
    stack.push(a)
    stack.push(b)
    stack.apply_pending()
    assert log == ["a.enter", "a.pause", "b.enter"] and names(stack) == ["a", "b"]

    log.clear()
    stack.replace(c)
    stack.apply_pending()
    assert log == ["b.exit", "c.enter"] and names(stack) == ["a", "c"]
    assert b.stack is None and c.stack is stack

    log.clear()
    stack.pop()
    stack.apply_pending()
    assert log == ["c.exit", "a.resume"] and names(stack) == ["a"]

    log.clear()
    stack.push(d)
    stack.clear()
    stack.apply_pending()
    assert log == ["a.pause", "d.enter", "d.exit", "a.exit"] and len(stack) == 0 and stack.top is None


def test_a_scene_is_removed_wherever_it_stands():
    """``remove``: an overlay closed while another screen stands over it leaves from under that screen; the top
    one leaves as a pop does; one already gone is no error."""
    log: list[str] = []
    stack = SceneStack()
    a, b, c = (Recorder(n, log) for n in "abc")
    for scene in (a, b, c):
        stack.push(scene)
    stack.apply_pending()
    log.clear()
    stack.remove(b)
    stack.apply_pending()
    assert log == ["b.exit"] and names(stack) == ["a", "c"] and b.stack is None
    log.clear()
    stack.remove(c)
    stack.remove(c)
    stack.apply_pending()
    assert log == ["c.exit", "a.resume"] and names(stack) == ["a"]


def test_a_scene_closed_twice_in_one_frame_leaves_once():
    """Two Esc in one frame: the second close finds the scene closed and pops nothing more; pushed again, it
    may close again."""
    stack = SceneStack()
    a, b = Recorder("a", []), Recorder("b", [])
    stack.push(a)
    stack.push(b)
    stack.apply_pending()
    b.close()
    b.close()
    stack.apply_pending()
    assert names(stack) == ["a"]
    stack.push(b)
    stack.apply_pending()
    b.close()
    stack.apply_pending()
    assert names(stack) == ["a"]


def test_changes_wait_for_apply_pending():
    log: list[str] = []
    stack = SceneStack()
    a, b = Recorder("a", log), Recorder("b", log)
    stack.push(a)
    assert len(stack) == 0 and stack.pending and log == []
    stack.apply_pending()
    assert stack.top is a and not stack.pending

    class PushesDuringFrame(Recorder):
        def update(self, dt):
            super().update(dt)
            self.stack.push(b)

        def draw(self, surface):
            super().draw(surface)
            assert self.stack.top is self, "the push must not land in the middle of a frame"

    pusher = PushesDuringFrame("p", log)
    stack.replace(pusher)
    stack.apply_pending()
    log.clear()
    stack.update(1 / 60)
    stack.draw(None)
    assert stack.top is pusher and log == ["p.update", "p.draw"]
    stack.apply_pending()
    assert stack.top is b and log == ["p.update", "p.draw", "p.pause", "b.enter"]


def test_requests_made_while_entering_are_applied_in_the_same_call():
    log: list[str] = []
    stack = SceneStack()
    splash = Recorder("splash", log)

    class Title(Recorder):
        def enter(self, stack):
            super().enter(stack)
            stack.push(splash)

    stack.push(Title("title", log))
    stack.apply_pending()
    assert names(stack) == ["title", "splash"] and log == ["title.enter", "title.pause", "splash.enter"]


def test_bad_requests_are_refused_when_applied():
    stack = SceneStack()
    stack.pop()
    with pytest.raises(IndexError):
        stack.apply_pending()
    a = Recorder("a", [])
    stack.push(a)
    stack.push(a)
    with pytest.raises(ValueError):
        stack.apply_pending()


def test_events_go_top_down_until_consumed():
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("table", log, consumes={"click"}))
    stack.push(Recorder("zoom", log, opaque=False, consumes={"key"}))
    stack.apply_pending()
    log.clear()

    assert stack.handle_event("key") is True
    assert log == ["zoom.event:key"]
    log.clear()
    assert stack.handle_event("click") is True
    assert log == ["zoom.event:click", "table.event:click"]
    log.clear()
    assert stack.handle_event("wheel") is False
    assert log == ["zoom.event:wheel", "table.event:wheel"]


def test_only_the_top_updates_unless_the_scenes_above_let_the_one_below_update():
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("table", log))
    stack.push(Recorder("menu", log))
    stack.apply_pending()
    log.clear()
    stack.update(0.1)
    assert log == ["menu.update"]

    stack.replace(Recorder("zoom", log, updates_below=True))
    stack.push(Recorder("tip", log, updates_below=True))
    stack.apply_pending()
    log.clear()
    stack.update(0.1)
    assert log == ["table.update", "zoom.update", "tip.update"]

    stack.replace(Recorder("dialog", log))
    stack.apply_pending()
    log.clear()
    stack.update(0.1)
    assert log == ["dialog.update"]


def test_drawing_starts_from_the_topmost_opaque_scene(pygame_headless):
    pygame = pygame_headless
    log: list[str] = []
    stack = SceneStack()
    for name, opaque in (("title", True), ("table", True), ("zoom", False), ("tip", False)):
        stack.push(Recorder(name, log, opaque=opaque))
    stack.apply_pending()
    log.clear()
    surface = pygame.Surface((4, 4))
    surface.fill((9, 9, 9))
    stack.draw(surface)
    assert log == ["table.draw", "zoom.draw", "tip.draw"]
    assert surface.get_at((0, 0))[:3] == (9, 9, 9), "an opaque scene covers the canvas itself"

    stack.clear()
    stack.push(Recorder("overlay", log, opaque=False))
    stack.apply_pending()
    log.clear()
    stack.draw(surface)
    assert log == ["overlay.draw"]
    assert surface.get_at((0, 0))[:3] == (0, 0, 0), "with no opaque scene the canvas starts black"
