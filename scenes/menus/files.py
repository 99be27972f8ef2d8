"""Pick a file from a list (saved games, replays): keys or mouse, ten at a time; Esc or Back closes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from scenes.art.palette import STONE
from scenes.stack import Scene
from scenes.ui.geometry import CENTRE_X, FILES_BACK, FILES_MORE, FILES_PANEL, FILES_ROW, FILES_ROW_STEP
from scenes.ui.text import draw_text
from scenes.ui.widgets import Button, FocusList, backdrop, draw_big, footer, panel

PAGE = 10


class FilesScene(Scene):
    def __init__(self, title: str, files: list[tuple[str, Path]], on_pick: Callable[[Path], object],
                 on_close: Callable[[], object] | None = None, empty: str = "Nothing here yet.") -> None:
        self.title, self.files, self.on_pick, self.on_close, self.empty = title, files, on_pick, on_close, empty
        self.page = 0
        self.focus = self._focus()

    def _focus(self) -> FocusList:
        shown = self.files[self.page * PAGE:(self.page + 1) * PAGE]
        rows = [Button(FILES_ROW.move(0, i * FILES_ROW_STEP), label, lambda p=path: self.on_pick(p))
                for i, (label, path) in enumerate(shown)]
        pages = (len(self.files) - 1) // PAGE + 1 if self.files else 1
        more = [Button(FILES_MORE, f"More ({self.page + 1}/{pages})", self._next_page)] \
            if pages > 1 else []
        self.back = Button(FILES_BACK, "Back", self.close)
        return FocusList([*rows, *more, self.back])

    def _next_page(self) -> None:
        self.page = (self.page + 1) % ((len(self.files) - 1) // PAGE + 1)
        self.focus = self._focus()

    def handle_event(self, event) -> bool:
        actions = self.actions(event)
        if "back" in actions:
            self.close()
        elif "log_down" in actions and len(self.files) > PAGE:
            self._next_page()
        else:
            self.focus.handle_event(event, self.keymap)
        return True

    def draw(self, surface) -> None:
        backdrop(surface)
        draw_big(surface, self.title, (CENTRE_X, 36), 3)
        panel(surface, FILES_PANEL)
        if not self.files:
            draw_text(surface, self.empty, (CENTRE_X, 150), STONE, "center")
        self.focus.draw(surface)
        k = self.keymap.first
        footer(surface, f"{self.keymap.arrows()} move  -  {k('choose')} opens  -  {k('log_down')}: more  -  "
                        f"{k('back')} goes back")
