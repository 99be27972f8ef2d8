"""What the menu screens share: the pixel font, text helpers, the dungeon wall behind them, and widgets
that keys and mouse drive alike.

    focus = FocusList(buttons([("New game", start), ("Quit", quit_)], CONFIRM_BUTTONS, (0, 24)))
    focus.handle_event(event, keymap)   # next / previous / the arrows move the highlight, choose or pass
                                        # (Enter, Space, a controller's A or X) activate it,
    focus.draw(surface)         # hover moves it, a left click (press and release on a widget) activates
    draw_button(surface, rect, "Pass", "highlighted", "flat")   # one button drawn alone (the table's)

A :class:`Choice` also takes left / right (and clicks on its arrows) to step through its options; back
(Esc) is left to the scene. Keys are read as the named actions of :mod:`scenes.keys`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

import pygame

from scenes.art.font import PixelFont
from scenes.art.kit import art
from scenes.art.palette import BONE, EMBER, GOLD, HOT, INK, SHADOW, SLATE, STONE, WINE
from scenes.keys import DEFAULT, Keymap
from scenes.ui.text import draw_text

CAP_HEIGHT = 7
"""Height of a capital letter of the pixel font, for centring a line on a widget."""
LOOKS = ("normal", "highlighted", "pressed", "disabled")
STYLES = ("raised", "flat")
"""How a widget's box is drawn (see :func:`plate`)."""
FLAT_LABEL_TOP = 6
"""How far below the top of a flat button its label stands."""


def font() -> PixelFont:
    """The pixel font every screen shares, loaded on first use."""
    return art()[2]


@lru_cache(maxsize=16)
def lettering(text: str, scale: int) -> pygame.Surface:
    """``text`` as the game's big lettering, scaled ``scale`` times: the pixel font gold over ember, raised
    on a wine extrusion below and to the right, edged in ink above and to the left."""
    f = font()
    w, h = f.width(text), f.height
    face = f.render(text, GOLD)
    face.blit(f.render(text, EMBER), (0, 4), (0, 4, w, h - 4))
    out = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
    for colour, offsets in ((WINE, ((2, 2), (1, 2))), (INK, ((0, 1), (1, 0)))):
        layer = f.render(text, colour)
        for offset in offsets:
            out.blit(layer, offset)
    out.blit(face, (1, 1))
    return pygame.transform.scale_by(out, scale)


def draw_big(surface: pygame.Surface, text: str, centre: tuple[int, int], scale: int) -> pygame.Rect:
    """Draw ``text`` as :func:`lettering` at ``scale``, centred on ``centre``; the rectangle it covers."""
    image = lettering(text, scale)
    rect = image.get_rect(center=centre)
    surface.blit(image, rect)
    return rect


@lru_cache(maxsize=4)
def _wall(size: tuple[int, int]) -> pygame.Surface:
    wall = pygame.Surface(size)
    wall.fill(INK)
    for row, y in enumerate(range(0, size[1], 12)):
        for x in range(-12 * (row % 2), size[0], 24):
            pygame.draw.rect(wall, SHADOW, (x, y, 23, 11), 1)
            if (x * 7 + y * 13) % 5 == 0:  # a few bricks catch the torchlight on their top edge
                pygame.draw.line(wall, SLATE, (x + 2, y + 1), (x + 20, y + 1))
    return wall


def backdrop(surface: pygame.Surface) -> None:
    """Cover ``surface`` with the dark dungeon wall behind the menu screens."""
    surface.blit(_wall(surface.get_size()), (0, 0))


def dim(surface: pygame.Surface, alpha: int = 190) -> None:
    """Darken everything on ``surface`` with ink at ``alpha`` (0-255): the veil under an overlay."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((*INK, alpha))
    surface.blit(veil, (0, 0))


def footer(surface: pygame.Surface, text: str) -> None:
    """``text`` centred on an ink band along the bottom of the canvas: the keys a screen takes."""
    band = surface.get_rect(height=22, bottom=surface.get_height())
    pygame.draw.rect(surface, INK, band)
    pygame.draw.line(surface, SHADOW, band.topleft, band.topright)
    draw_text(surface, text, (band.centerx, band.y + 8), STONE, "center")


def panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An ink panel framed in slate inside a dark rim: the box that holds a screen's widgets."""
    pygame.draw.rect(surface, INK, rect)
    pygame.draw.rect(surface, SHADOW, rect, 1)
    pygame.draw.rect(surface, SLATE, rect.inflate(-4, -4), 1)


def plate(surface: pygame.Surface, rect: pygame.Rect, look: str,
          style: str = "raised") -> tuple[pygame.Rect, tuple[int, int, int]]:
    """Draw the box of a widget in one of :data:`LOOKS` and :data:`STYLES`. Raised (the menus'): on an ink
    shadow, lit with a gold frame when highlighted, sunk by a pixel when pressed, dark when disabled; flat
    (the table's and the replay's): framed by a pixel, on slate in gold when highlighted or pressed, in
    stone when disabled. Returns where its content goes (the rectangle, moved down when a raised one is
    pressed) and the colour for its text. ValueError for another style."""
    if style not in STYLES:
        raise ValueError(f"style {style!r} is not one of {', '.join(STYLES)}")
    if style == "flat":
        hot = look in ("highlighted", "pressed")
        colour = STONE if look == "disabled" else GOLD if hot else BONE
        pygame.draw.rect(surface, HOT if hot else SHADOW, rect)
        pygame.draw.rect(surface, colour, rect, 1)
        return rect, colour
    if look == "disabled":
        pygame.draw.rect(surface, INK, rect)
        pygame.draw.rect(surface, SHADOW, rect, 1)
        return rect, SLATE
    lit = look != "normal"
    if look == "pressed":
        rect = rect.move(0, 1)
        pygame.draw.rect(surface, SHADOW, rect)
    else:
        pygame.draw.rect(surface, INK, rect.move(0, 2))
        pygame.draw.rect(surface, SLATE if lit else SHADOW, rect)
        pygame.draw.line(surface, STONE if lit else SLATE, (rect.x + 1, rect.y + 1), (rect.right - 2, rect.y + 1))
    if lit:
        pygame.draw.rect(surface, GOLD, rect.inflate(4, 4), 2)
        _cursor(surface, rect.x - 5, rect.centery)
    else:
        pygame.draw.rect(surface, INK, rect, 1)
    return rect, (GOLD if lit else BONE)


def draw_button(surface: pygame.Surface, rect: pygame.Rect, label: str, look: str,
                style: str = "raised") -> tuple[int, int, int]:
    """A button: its :func:`plate` with ``label`` centred on it (a flat one's :data:`FLAT_LABEL_TOP` below
    its top); the colour of the label."""
    inner, colour = plate(surface, rect, look, style)
    top = text_top(inner) if style == "raised" else inner.y + FLAT_LABEL_TOP
    draw_text(surface, label, (inner.centerx, top), colour, "center")
    return colour


def _cursor(surface: pygame.Surface, right: int, y: int) -> None:
    """A small gold arrow pointing right, its tip at (``right``, ``y``)."""
    pygame.draw.polygon(surface, GOLD, [(right - 4, y - 4), (right, y), (right - 4, y + 4)])


def text_top(rect: pygame.Rect) -> int:
    """The y at which a line of capitals sits centred in ``rect``."""
    return rect.y + (rect.h - CAP_HEIGHT + 1) // 2


class Widget:
    """Something a :class:`FocusList` can highlight and activate: a ``rect`` on the canvas, a ``label``,
    and ``enabled`` (a disabled widget is skipped and ignores the mouse)."""

    def __init__(self, rect: pygame.Rect, label: str, enabled: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.enabled = enabled

    def activate(self) -> None:
        """Enter (or Space) on the highlighted widget."""

    def click(self, pos: tuple[int, int]) -> None:
        """A left click released at ``pos`` inside the widget; activates it unless a subclass knows better."""
        self.activate()

    def step(self, step: int) -> bool:
        """Left (-1) or Right (+1) on the highlighted widget; False if it does not take them."""
        return False

    def type_text(self, text: str) -> bool:
        """Typed ``text`` (or "\b" for Backspace) while highlighted; False if the widget takes no typing."""
        return False

    def draw(self, surface: pygame.Surface, look: str) -> None:
        """Draw the widget in one of :data:`LOOKS`."""


class Button(Widget):
    """A labelled button that calls ``action()`` when activated."""

    def __init__(self, rect: pygame.Rect, label: str, action: Callable[[], Any], enabled: bool = True) -> None:
        super().__init__(rect, label, enabled)
        self.action = action

    def activate(self) -> None:
        self.action()

    def draw(self, surface: pygame.Surface, look: str) -> None:
        draw_button(surface, self.rect, self.label, look)


class Choice(Widget):
    """A label and a value picked from ``options`` ((value, word) pairs): Left / Right or clicks on its
    arrows step through them (wrapping round), Enter or a click elsewhere steps forward, and
    ``on_change(value)`` hears every change. A disabled choice shows ``idle`` in place of its value."""

    ARROW = 14
    """Width of the click area of each arrow, at either end of the value."""

    def __init__(self, rect: pygame.Rect, label: str, options: Sequence[tuple[Any, str]], value: Any,
                 on_change: Callable[[Any], Any] | None = None, value_x: int | None = None,
                 idle: str = "", enabled: bool = True) -> None:
        """``value_x``: where the value part starts, from the left edge (default: half the width)."""
        super().__init__(rect, label, enabled)
        self.options = tuple(options)
        self.values = [v for v, _word in self.options]
        self.value = value
        self.on_change = on_change
        self.value_x = self.rect.w // 2 if value_x is None else value_x
        self.idle = idle

    @property
    def word(self) -> str:
        return self.options[self.values.index(self.value)][1]

    def step(self, step: int) -> bool:
        self.value = self.values[(self.values.index(self.value) + step) % len(self.values)]
        if self.on_change is not None:
            self.on_change(self.value)
        return True

    def activate(self) -> None:
        self.step(1)

    def click(self, pos: tuple[int, int]) -> None:
        self.step(-1 if self.rect.x + self.value_x <= pos[0] < self.rect.x + self.value_x + self.ARROW else 1)

    def draw(self, surface: pygame.Surface, look: str) -> None:
        inner, colour = plate(surface, self.rect, look)
        y = text_top(inner)
        draw_text(surface, self.label, (inner.x + 6, y), colour if look != "normal" else STONE)
        left, right = inner.x + self.value_x, inner.right
        if look == "disabled":
            draw_text(surface, self.idle, ((left + right) // 2, y), SLATE, "center")
            return
        draw_text(surface, self.word, ((left + right) // 2, y), colour, "center")
        mid = inner.centery
        for tip, back in ((left + 4, left + 8), (right - 5, right - 9)):
            pygame.draw.polygon(surface, colour, [(back, mid - 3), (tip, mid), (back, mid + 3)])


class TextField(Widget):
    """A label and a line of typed text (at most ``limit`` characters, each one of ``allowed`` if given);
    ``hint`` shows while it is empty. Typing goes to it while it is highlighted; Backspace erases."""

    def __init__(self, rect: pygame.Rect, label: str, text: str = "", limit: int = 16, allowed: str | None = None,
                 hint: str = "", value_x: int | None = None, enabled: bool = True) -> None:
        super().__init__(rect, label, enabled)
        self.text, self.limit, self.allowed, self.hint = text, limit, allowed, hint
        self.value_x = self.rect.w // 2 if value_x is None else value_x

    def type_text(self, text: str) -> bool:
        if text == "\b":
            self.text = self.text[:-1]
            return True
        typed = "".join(ch for ch in text if ch.isprintable() and (self.allowed is None or ch in self.allowed))
        self.text = (self.text + typed)[: self.limit]
        return True

    def draw(self, surface: pygame.Surface, look: str) -> None:
        inner, colour = plate(surface, self.rect, look)
        y = text_top(inner)
        draw_text(surface, self.label, (inner.x + 6, y), colour if look != "normal" else STONE)
        x = inner.x + self.value_x
        if self.text:
            end = draw_text(surface, self.text, (x, y), colour).right
        else:
            end = x - 1
            draw_text(surface, self.hint, (x, y), SLATE)
        if look == "highlighted" and pygame.time.get_ticks() // 400 % 2 == 0:
            pygame.draw.line(surface, colour, (end + 2, y - 1), (end + 2, y + CAP_HEIGHT))


def buttons(items: Sequence[tuple[str, Callable[[], Any]]], first: pygame.Rect,
            step: tuple[int, int]) -> list[Button]:
    """A :class:`Button` for each (label, action) of ``items``: the first at ``first``, each next one
    moved by ``step`` (a column or a row)."""
    return [Button(first.move(i * step[0], i * step[1]), label, action) for i, (label, action) in enumerate(items)]


class FocusList:
    """Widgets in focus order, one of them highlighted (``index``); see the module docstring.

    A widget activates on a click only if the left button went down and came up on it, so the release
    of a click that opened a screen does nothing on the new one. The pointer's first report only says where it
    rests (the window opening under it): the highlight follows it once it has moved from there.
    """

    def __init__(self, widgets: Sequence[Widget], index: int = 0) -> None:
        self.widgets = list(widgets)
        self.index = index
        self.pressed: Widget | None = None
        self._mouse = (-1, -1)
        self._rest: tuple[int, int] | None = None  # where the pointer was first reported
        self._moved = False  # it has moved since

    @property
    def focused(self) -> Widget:
        return self.widgets[self.index]

    def focus(self, widget: Widget) -> None:
        self.index = self.widgets.index(widget)

    def move(self, step: int) -> None:
        """Move the highlight ``step`` (+1 or -1) along the list to the next enabled widget, wrapping."""
        for _ in self.widgets:
            self.index = (self.index + step) % len(self.widgets)
            if self.focused.enabled:
                return

    def widget_at(self, pos: tuple[int, int]) -> Widget | None:
        """The enabled widget under canvas position ``pos``, if any."""
        return next((w for w in self.widgets if w.enabled and w.rect.collidepoint(pos)), None)

    def handle_event(self, event: pygame.event.Event, keymap: Keymap = DEFAULT) -> bool:
        """Act on a key, controller or mouse event, its keys read through ``keymap``; True if it was the
        list's. While a text field is highlighted, a key that types a character types it (it comes as
        TEXTINPUT) rather than giving its action."""
        if event.type == pygame.TEXTINPUT:
            return self.focused.enabled and self.focused.type_text(event.text)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE and self.focused.enabled:
                return self.focused.type_text("\b")
            if getattr(event, "unicode", "").isprintable() and getattr(event, "unicode", "") \
                    and self.focused.type_text(""):
                return True  # typed into the field; it presses nothing
            if event.key == pygame.K_SPACE and self.focused.type_text(""):
                return True
        if event.type in (pygame.KEYDOWN, pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERAXISMOTION):
            return self._act(keymap.actions_for(event))
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        self._mouse = event.pos
        under = self.widget_at(event.pos)
        if event.type == pygame.MOUSEMOTION and not self._moved:
            self._rest = self._rest or event.pos
            self._moved = event.pos != self._rest
        if under is not None and (self._moved or event.type != pygame.MOUSEMOTION):
            self.focus(under)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and under is not None:
            self.pressed = under
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed is not None:
            pressed, self.pressed = self.pressed, None
            if pressed is under:
                pressed.click(event.pos)
            return True
        return under is not None

    def _act(self, actions: frozenset[str]) -> bool:
        if actions & {"next", "down"}:
            self.move(1)
        elif actions & {"previous", "up"}:
            self.move(-1)
        elif actions & {"left", "right"}:
            step = 1 if "right" in actions else -1
            if not (self.focused.enabled and self.focused.step(step)):
                self.move(step)
        elif actions & {"choose", "pass"}:
            if self.focused.enabled:
                self.focused.activate()
        else:
            return False
        return True

    def look(self, widget: Widget) -> str:
        """How ``widget`` is drawn now, one of :data:`LOOKS`."""
        if not widget.enabled:
            return "disabled"
        if widget is not self.focused:
            return "normal"
        return "pressed" if widget is self.pressed and widget.rect.collidepoint(self._mouse) else "highlighted"

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface, self.look(widget))
