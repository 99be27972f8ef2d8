"""A test scene that writes every lifecycle call it gets into a shared log, as ``"name.call"``."""

from __future__ import annotations

from scenes.stack import Scene


class Recorder(Scene):
    """Writes every call it gets into a shared log as ``"name.call"``."""

    def __init__(self, name: str, log: list[str], *, opaque: bool = True, updates_below: bool = False,
                 consumes: frozenset[str] = frozenset()):
        self.name, self.log, self.opaque, self.updates_below, self.consumes = name, log, opaque, updates_below, consumes

    def enter(self, stack):
        assert self.stack is stack
        self.log.append(f"{self.name}.enter")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def pause(self):
        self.log.append(f"{self.name}.pause")

    def resume(self):
        self.log.append(f"{self.name}.resume")

    def handle_event(self, event):
        self.log.append(f"{self.name}.event:{event}")
        return event in self.consumes

    def update(self, dt):
        self.log.append(f"{self.name}.update")

    def draw(self, surface):
        self.log.append(f"{self.name}.draw")
