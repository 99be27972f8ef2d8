"""Rules & cards: the rules in players' words with a contents list, the glossary, and the way to the card
gallery. Keys: Up/Down or Tab pick a section (Enter opens the gallery on its entry), PgUp/PgDn or the wheel
scroll the text, Esc closes. The mouse: click a section, wheel over the text."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.art.kit import art
from scenes.art.palette import BONE, GOLD, STONE
from scenes.rules_text import glossary, icons, sections
from scenes.stack import Scene
from scenes.ui.geometry import CENTRE_X, RULES_BACK, RULES_PANEL, RULES_SECTION, RULES_SECTION_STEP
from scenes.ui.geometry import RULES_TEXT as TEXT
from scenes.ui.text import draw_text
from scenes.ui.widgets import Button, FocusList, backdrop, draw_big, footer, panel

GLOSSARY = "Glossary"
ICON_STEP = 12  # a glossary line's picture and the gap after it


def picture(icon: str):
    """The picture of one of the table's icons (``rules_text.icons``): the icon, or a deck's back, 7x9."""
    faces = art()[0]
    if icon.startswith("back_"):
        return pygame.transform.scale(faces.back(icon[5:], "small"), (7, 9))
    return faces.icon(icon)


class RulesScene(Scene):
    def __init__(self, on_close: Callable[[], object] | None = None, section: str | None = None) -> None:
        self.on_close = on_close
        titles = [s.title for s in sections()] + [GLOSSARY]
        self.buttons = [Button(RULES_SECTION.move(0, i * RULES_SECTION_STEP), title, lambda t=title: self.show(t))
                        for i, title in enumerate(titles)]
        self.gallery = Button(RULES_SECTION.move(0, 4 + len(titles) * RULES_SECTION_STEP), "Card gallery",
                              self.open_gallery)
        self.back = Button(RULES_BACK, "Back", self.close)
        self.focus = FocusList([*self.buttons, self.gallery, self.back])
        self.title = section or titles[0]
        self.scroll = 0
        self.focus.focus(self.buttons[titles.index(self.title)])

    def show(self, title: str) -> None:
        self.title, self.scroll = title, 0

    def open_gallery(self) -> None:
        from scenes.menus.gallery import GalleryScene

        self.stack.push(GalleryScene())

    def lines(self) -> list[tuple[str, tuple, str | None]]:
        """The text of the section shown, wrapped: each line, its colour and the picture before it (an icon of
        the table, or None). The glossary begins with the table's icons, each with its picture."""
        font = art()[2]
        if self.title == GLOSSARY:
            out: list = [("The icons of the table", STONE, None)]
            for icon, words in icons().items():
                name, _, meaning = words.partition(": ")
                meaning = meaning[:1].upper() + meaning[1:]
                out.append((name, GOLD, icon))
                out += [("  " + line, BONE, None) for line in font.wrap(meaning, TEXT.w - 20)]
            out += [("", BONE, None), ("Words", STONE, None)]
            for term, meaning in glossary().items():
                out.append((term[0].upper() + term[1:], GOLD, None))
                out += [("  " + line, BONE, None) for line in font.wrap(meaning, TEXT.w - 20)]
            return out
        section = next(s for s in sections() if s.title == self.title)
        out = []
        for paragraph in section.paragraphs:
            out += [(line, BONE, None) for line in font.wrap(paragraph, TEXT.w - 12)] + [("", BONE, None)]
        return out

    def handle_event(self, event) -> bool:
        actions = self.actions(event)
        if "back" in actions:
            self.close()
        elif actions & {"log_down", "log_up"}:
            self._scroll(12 if "log_down" in actions else -12)
        elif event.type == pygame.MOUSEWHEEL:
            self._scroll(-3 * event.y)
        else:
            before = self.focus.focused
            self.focus.handle_event(event, self.keymap)
            if actions and self.focus.focused is not before and self.focus.focused in self.buttons:
                self.show(self.focus.focused.label)
        return True

    def _scroll(self, lines: int) -> None:
        room = (TEXT.h - 8) // art()[2].line_height
        self.scroll = max(0, min(self.scroll + lines, len(self.lines()) - room))

    def draw(self, surface) -> None:
        font = art()[2]
        backdrop(surface)
        draw_big(surface, "Rules & cards", (CENTRE_X, 28), 3)
        panel(surface, RULES_PANEL)
        panel(surface, TEXT)
        self.focus.draw(surface)
        draw_text(surface, self.title, (TEXT.x + 6, TEXT.y - 10), GOLD, shadow=None)
        room = (TEXT.h - 8) // font.line_height
        lines = self.lines()
        for i, (line, colour, icon) in enumerate(lines[self.scroll:self.scroll + room]):
            x, y = TEXT.x + 6, TEXT.y + 5 + i * font.line_height
            if icon is not None:
                surface.blit(picture(icon), (x, y - 1))
                x += ICON_STEP
            draw_text(surface, line, (x, y), colour, shadow=None)
        if len(lines) > room:
            more = (f"{self.scroll + 1}-{min(len(lines), self.scroll + room)} of {len(lines)} lines: "
                    f"{self.keymap.first('log_down')} / wheel")
            draw_text(surface, more, (TEXT.right - 4, TEXT.bottom + 3), STONE, "right", shadow=None)
        k = self.keymap.first
        footer(surface, f"{k('up')} / {k('down')} pick a section  -  {k('log_up')} / {k('log_down')} scroll  -  "
                        f"{k('choose')} opens  -  {k('back')} goes back")
