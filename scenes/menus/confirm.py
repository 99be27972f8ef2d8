"""A question over the screen below that needs a deliberate yes (Concede, ...): the safe answer has the
focus; back (Esc) says no."""

from __future__ import annotations

from collections.abc import Callable

from scenes.art.palette import BONE
from scenes.stack import Scene
from scenes.ui.geometry import CENTRE_X, CONFIRM_BUTTONS, CONFIRM_PANEL
from scenes.ui.text import draw_text
from scenes.ui.widgets import FocusList, buttons, dim, draw_big, panel


class ConfirmScene(Scene):
    opaque = False

    def __init__(self, title: str, question: str, yes: str, on_yes: Callable[[], object],
                 no: str = "Keep playing", on_no: Callable[[], object] | None = None) -> None:
        """``on_yes()`` or ``on_no()`` runs once the question has been asked to leave the stack."""
        self.title, self.question, self.on_yes, self.on_no = title, question, on_yes, on_no
        entries = [(no, self.answer_no), (yes, self.answer_yes)]
        self.focus = FocusList(buttons(entries, CONFIRM_BUTTONS, (0, 22)))

    def answer_no(self) -> None:
        if self._answer():
            self.stack.pop()
            if self.on_no is not None:
                self.on_no()

    def answer_yes(self) -> None:
        if self._answer():
            self.stack.pop()
            self.on_yes()

    def _answer(self) -> bool:
        """True the first time only: a second key in the same frame (the question still shows) answers nothing."""
        if self.closed or self.stack is None:
            return False
        self.closed = True
        return True

    def handle_event(self, event) -> bool:
        if self.actions(event) & {"back", "menu"}:
            self.answer_no()
        else:
            self.focus.handle_event(event, self.keymap)
        return True

    def draw(self, surface) -> None:
        dim(surface)
        panel(surface, CONFIRM_PANEL)
        draw_big(surface, self.title, (CENTRE_X, 130), 2)
        for i, line in enumerate(_wrap(self.question, 280)):
            draw_text(surface, line, (CENTRE_X, 152 + i * 11), BONE, "center")
        self.focus.draw(surface)


def _wrap(text: str, width: int) -> list[str]:
    from scenes.ui.widgets import font

    return font().wrap(text, width)
