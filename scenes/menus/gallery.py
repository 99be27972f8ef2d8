"""The card gallery: every card of the base set, filtered by kind and treasure, each one zoomed with its
full text, rulings and the glossary words it uses. Keys: Tab moves between the filters, the grid and Back;
in the grid the arrows move, Enter zooms, Esc backs out. The mouse: point to see, click to zoom."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.cards import CARDS, Boss, Hero, Room, Spell
from scenes.art.kit import art
from scenes.art.palette import BONE, GOLD, STONE
from scenes.overlays.zoom import GalleryZoom
from scenes.stack import Scene
from scenes.ui.geometry import CENTRE_X, GALLERY_BACK, GALLERY_GRID_AT, GALLERY_KIND, GALLERY_SIDE, GALLERY_TREASURE
from scenes.ui.text import draw_text
from scenes.ui.widgets import Button, Choice, FocusList, Widget, backdrop, draw_big, footer, panel

KINDS = (("all", "All"), ("boss", "Bosses"), ("monster", "Monsters"), ("trap", "Traps"),
         ("advanced", "Advanced"), ("spell", "Spells"), ("hero", "Heroes"), ("epic", "Epic Heroes"))
TREASURES = (("all", "All"), ("cleric", "Cleric"), ("fighter", "Fighter"), ("mage", "Mage"), ("thief", "Thief"))
COLUMNS, ROWS = 11, 5
CELL = (34, 47)
GRID = pygame.Rect(GALLERY_GRID_AT, (COLUMNS * CELL[0], ROWS * CELL[1]))


def kind_of(card) -> str:
    if isinstance(card, Boss):
        return "boss"
    if isinstance(card, Spell):
        return "spell"
    if isinstance(card, Hero):
        return "epic" if card.epic else "hero"
    return card.kind


def treasures_of(card) -> tuple:
    treasure = getattr(card, "treasure", ())
    return (treasure,) if isinstance(treasure, str) else tuple(treasure)


def cards_shown(kind: str, treasure: str) -> list:
    """The card designs the filters let through, in the set's order."""
    return [c for c in CARDS.all()
            if (kind == "all" or kind_of(c) == kind or (kind == "advanced" and isinstance(c, Room) and c.advanced))
            and (treasure == "all" or treasure in treasures_of(c))]


class CardGrid(Widget):
    """The grid as one stop of the focus list; the scene moves its cursor with the arrows."""

    def __init__(self, scene) -> None:
        super().__init__(GRID, "cards")
        self.scene = scene

    def activate(self) -> None:
        self.scene.zoom()

    def click(self, pos) -> None:
        index = self.scene.index_at(pos)
        if index is not None:
            self.scene.cursor = index
            self.scene.zoom()

    def draw(self, surface, look) -> None:
        if look == "highlighted":
            pygame.draw.rect(surface, GOLD, self.rect.inflate(6, 6), 1)


class GalleryScene(Scene):
    def __init__(self, on_close: Callable[[], object] | None = None) -> None:
        self.on_close = on_close
        self.kind = Choice(GALLERY_KIND, "Kind", KINDS, "all", on_change=self._filter, value_x=50)
        self.treasure = Choice(GALLERY_TREASURE, "Treasure", TREASURES, "all", on_change=self._filter,
                               value_x=70)
        self.grid = CardGrid(self)
        self.back = Button(GALLERY_BACK, "Back", self.close)
        self.focus = FocusList([self.kind, self.treasure, self.grid, self.back])
        self.focus.focus(self.grid)
        self.cards = cards_shown("all", "all")
        self.cursor, self.top, self.zoomed = 0, 0, None

    def _filter(self, _value) -> None:
        self.cards = cards_shown(self.kind.value, self.treasure.value)
        self.cursor = self.top = 0

    def zoom(self) -> None:
        """The card at the cursor zoomed, over the gallery."""
        if self.cards:
            zoom = self.zoomed = GalleryZoom(self.cards[self.cursor].id)
            zoom.on_close = lambda: self.stack.remove(zoom)
            self.stack.push(zoom)

    def index_at(self, pos) -> int | None:
        if not GRID.collidepoint(pos):
            return None
        col, row = (pos[0] - GRID.x) // CELL[0], (pos[1] - GRID.y) // CELL[1]
        index = (self.top + row) * COLUMNS + col
        return index if index < len(self.cards) else None

    def _move(self, step: int) -> None:
        if self.cards:
            self.cursor = max(0, min(len(self.cards) - 1, self.cursor + step))
            row = self.cursor // COLUMNS
            self.top = min(max(self.top, row - ROWS + 1), row)

    def handle_event(self, event) -> bool:
        if self.zoomed is not None and not self.zoomed.closed:  # zoomed during this frame: not on the stack yet
            return self.zoomed.handle_event(event)
        actions = self.actions(event)
        moves = [ARROWS[a] for a in actions if a in ARROWS]
        if "back" in actions:
            self.close()
        elif self.focus.focused is self.grid and moves:
            self._move(moves[0])
        elif event.type == pygame.MOUSEWHEEL:
            self._move(-COLUMNS * event.y)
        else:
            if event.type == pygame.MOUSEMOTION:
                index = self.index_at(event.pos)
                if index is not None:
                    self.cursor = index
            self.focus.handle_event(event, self.keymap)
        return True

    def draw(self, surface) -> None:
        faces, _sprites, font = art()
        backdrop(surface)
        draw_big(surface, "Card gallery", (CENTRE_X, 18), 2)
        panel(surface, GRID.inflate(12, 12))
        first = self.top * COLUMNS
        for i, card in enumerate(self.cards[first:first + COLUMNS * ROWS]):
            x, y = GRID.x + (i % COLUMNS) * CELL[0], GRID.y + (i // COLUMNS) * CELL[1]
            surface.blit(faces.face(card.id, "small"), (x, y))
            if first + i == self.cursor:
                pygame.draw.rect(surface, GOLD if self.focus.focused is self.grid else BONE,
                                 (x - 1, y - 1, 34, 46), 1)
        draw_text(surface, f"{len(self.cards)} cards", (GRID.right - 50, 40 + 4), STONE, shadow=None)
        panel(surface, GALLERY_SIDE)
        if self.cards:
            card = self.cards[self.cursor]
            surface.blit(faces.face(card.id), (GALLERY_SIDE.x + 6, GALLERY_SIDE.y + 6))
            surface.blit(faces.detail(card, 150), (GALLERY_SIDE.x + 76, GALLERY_SIDE.y + 6))
        self.focus.draw(surface)
        k = self.keymap.first
        footer(surface, f"{k('next')}: filters / cards  -  {self.keymap.arrows('arrows')} move  -  "
                        f"{k('choose')} zooms  -  {k('back')} goes back")


ARROWS = {"left": -1, "right": 1, "up": -COLUMNS, "down": COLUMNS}
