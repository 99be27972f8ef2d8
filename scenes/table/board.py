"""Draws a table as one viewer sees it, where its geometry (:mod:`scenes.table.table_geometry`) puts each thing.

    board = Board(geometry, faces, sprites, font)
    board.draw(canvas, state, view, marks)    # marks: what is lit, highlighted, selected, hidden
    board.info_at(state, view, marks, pos)    # the icon or number pointed at, and what it means

Drawing changes nothing: where things stand comes from the same geometry that hit-testing reads. The score
panels, the entrances and the walking Hero are drawn and measured by the same code (``surface`` None: only
where each icon and number would stand, for the tooltips).

``state`` is the game as shown so far (the director's ``shown_state``), ``view`` what the viewer may see
of it; everything visible is read from ``view``; treasure totals, Room damage and the lure (public facts)
are asked of the rules with ``state``. Places are those of :mod:`scenes.table.places`.
"""

from __future__ import annotations

import pygame

from game.cards import CARDS
from game.rules import PHASES_BEFORE_ADVENTURE, lure
from game.wording import boss_of
from scenes.art.card_geometry import CARD_H, CARD_W, NUMBER_AT
from scenes.art.palette import BLOOD, BONE, EARTH, GOLD, HIGHLIGHT, HINT, ICE, INK, LIT, SELECTED, SHADOW, STONE
from scenes.assets import asset
from scenes.keys import HAND_KEYS
from scenes.table.layout import TableLayout
from scenes.table.places import HeroPlace, ItemPlace, Marks, SeatPlace
from scenes.table.table_geometry import DECKS, HeroLabel, TableGeometry, items_on
from scenes.table.tips import Info, changed
from scenes.ui.geometry import CANVAS
from scenes.ui.narrow_names import narrow_lines
from scenes.ui.text import draw_text

TREASURE_KINDS = ("cleric", "fighter", "mage", "thief")
NAME_LINE, NAME_LINES = 8, 3  # the names under a small dungeon's cards: line pitch and most lines
ROW_GAP = 6  # what a small dungeon's score row leaves free at its right: the next seat's row starts there


def seat_name(view, seat: int, you: bool = True) -> str:
    """"You" for the viewer's own seat (unless ``you`` is False: a replay), else "P1", "P2"..."""
    return "You" if you and seat == view.seat else f"P{seat + 1}"


def seat_title(view, seat: int, you: bool = True) -> str:
    """A seat as the scores name it: its place (:func:`seat_name`) and its Boss as the log names it
    (``wording.boss_of``), "P2 Gorgona", "You Gorgona"; before it keeps a Boss, as the log names it too,
    "Player 2" (or "You")."""
    if view.seats[seat].boss is None:
        return seat_name(view, seat, you) if you and seat == view.seat else boss_of(view, seat)
    return f"{seat_name(view, seat, you)} {boss_of(view, seat)}"


class Board:
    """The painter of one table: draws it as ``view`` shows it where its geometry puts each thing (it changes
    nothing while drawing; its caches are keyed by what they draw)."""

    def __init__(self, geometry: TableGeometry, faces, sprites, font) -> None:
        self.geometry = geometry
        self.faces = faces
        self.sprites = sprites
        self.font = font
        self._background = None
        self.letters = False  # colour-blind-safe: treasure counts carry their type's initial too
        self.hand_keys: tuple[str, ...] = HAND_KEYS  # the key that picks each hand card, left to right
        self.you = True  # the viewer's seat is called "You" (a replay names every seat P1, P2...)
        self._infos = None  # (state, view, key, info spots) last worked out
        self._minis: dict[str, pygame.Surface] = {}  # a hand card's back of each kind, 6x8
        self._names: dict = {}  # (card, width) -> the lines of its name under a small card
        self._item_icons: dict = {}  # (item, face up, size) -> its icon at that size

    @classmethod
    def on(cls, layout: TableLayout, faces, sprites, font) -> Board:
        """A board with a geometry of its own on ``layout``."""
        return cls(TableGeometry(layout, sprites, font), faces, sprites, font)

    @property
    def layout(self) -> TableLayout:
        return self.geometry.layout

    # ------------------------------------------------------------------ what the icons and numbers mean
    def infos_of(self, state, view, marks) -> list[tuple[pygame.Rect, Info]]:
        """Every icon and number that says what it means when pointed at (:mod:`scenes.table.tips`), in drawing
        order (the last on top), as :meth:`draw` shows ``state`` and ``view`` with ``marks``. Nothing of a
        face-down Room (R24); kept while the table stands still (the same ``state`` and ``view``, the same things
        hidden by the animations: nothing else of ``marks`` moves them)."""
        key = (marks.hidden, self.letters, self.you, self.layout)
        cached = self._infos
        if cached is not None and cached[0] is state and cached[1] is view and cached[2] == key:
            return cached[3]
        out: list = [(pygame.Rect(self.layout.zone(zone)), Info("deck", what=deck)) for zone, deck in DECKS]
        out.append((pygame.Rect(self.layout.zone("discard")), Info("discard")))
        for seat in range(view.players):
            pv, size = view.seats[seat], self.layout.card_size(seat)
            for place, rect, pile in self.geometry.rooms_shown(view, seat, marks):
                top = pile[-1]
                if top is None or top in view.facedown:
                    continue
                if top in view.inactive:  # turned sideways
                    out.append((pygame.Rect(0, 0, rect.h, rect.w).move(rect.centerx - rect.h // 2,
                                                                        rect.centery - rect.w // 2),
                                Info("deactivated", seat, place.slot)))
                    continue
                figures = self.faces.figure_rects(top, size)
                out.append((self._on(rect, figures["number"]), Info("room_damage", seat, place.slot)))
                out.append((self._on(rect, figures["treasure"]), Info("room_treasure", seat, place.slot)))
            if pv.boss is not None:
                rect, figures = self.geometry.boss_rect(view, seat), self.faces.figure_rects(pv.boss, size)
                out.append((self._on(rect, figures["number"]), Info("xp", seat)))
                out.append((self._on(rect, figures["treasure"]), Info("boss_treasure", seat)))
            self._entrance(None, view, seat, marks, out)
            self._walker(None, state, view, seat, marks, out)
            self._score(None, state, view, seat, marks, out)
        for hero, rect in self.geometry.town_shown(view, marks):
            figures = self.faces.figure_rects(hero, self.geometry.town_size(rect))
            for key, kind in (("number", "health"), ("souls", "worth"), ("treasure", "seeks")):
                if key in figures:
                    out.append((self._on(rect, figures[key]), Info(kind, what=hero)))
            badge = self.lure_badge(state, view, hero, rect)
            if badge is not None:
                out.append((self.badge(None, *badge), Info("lure", what=hero)))
        self._items(None, view, marks, out)
        self._infos = (state, view, key, out)
        return out

    @staticmethod
    def _on(rect: pygame.Rect, part: tuple) -> pygame.Rect:
        """A part of a face (``figure_rects``) where the face stands at ``rect``."""
        return pygame.Rect(rect.x + part[0], rect.y + part[1], part[2], part[3])

    def info_at(self, state, view, marks, pos) -> tuple[pygame.Rect, Info] | None:
        """The topmost info spot at ``pos`` and its rectangle, or None."""
        for rect, info in reversed(self.infos_of(state, view, marks)):
            if rect.collidepoint(pos):
                return rect, info
        return None

    # ------------------------------------------------------------------ drawing
    def background(self):
        if self._background is None:
            from pytmx.util_pygame import load_pygame

            tm = load_pygame(str(asset("maps", f"table_{self.layout.players}p.tmx")))
            surf = pygame.Surface((tm.width * tm.tilewidth, tm.height * tm.tileheight))
            surf.fill(EARTH)
            for layer in tm.visible_layers:
                if hasattr(layer, "tiles"):
                    for x, y, image in layer.tiles():
                        surf.blit(image, (x * tm.tilewidth, y * tm.tileheight))
            self._background = surf.convert() if pygame.display.get_surface() else surf
        return self._background

    def draw(self, surface, state, view, marks: Marks) -> None:
        surface.blit(self.background(), (0, 0))
        self._decks(surface, view, marks)
        for seat in range(view.players):
            self._dungeon(surface, state, view, seat, marks)
        self._town(surface, state, view, marks)
        self._items(surface, view, marks)
        for seat in range(view.players):  # over the town: a crowded queue's labels may stand that high
            for label in self.geometry.entrance_labels(view, seat, marks):
                self.hero_label(surface, label)
        self._hand(surface, view, marks)

    def _mark(self, surface, rect, place, marks: Marks) -> None:
        if place is None or surface is None:
            return
        if place in marks.hinted:
            pygame.draw.rect(surface, HINT, rect.inflate(10, 10), 2)
        if place == marks.highlight:
            pygame.draw.rect(surface, HIGHLIGHT, rect.inflate(6, 6), 2)
            pygame.draw.rect(surface, LIT, rect.inflate(2, 2), 1)
        elif place in marks.lit:
            pygame.draw.rect(surface, LIT, rect.inflate(4, 4), 2)

    def _decks(self, surface, view, marks) -> None:
        for zone, deck in DECKS:
            rect, count = self.layout.zone(zone), getattr(view, zone)
            if count:
                surface.blit(self.faces.back(deck, "small"), rect)
            else:
                pygame.draw.rect(surface, SHADOW, rect, 1)
            self.badge(surface, str(count), rect.midbottom)
        rect = self.layout.zone("discard")
        size = self.layout.zones["discard"].card or "large"
        if view.discard:
            surface.blit(self.faces.face(view.discard[-1], size), rect)
        else:
            pygame.draw.rect(surface, SHADOW, rect, 1)
            draw_text(surface, "Discard", (rect.centerx, rect.centery - 4), STONE, "center")
        self.badge(surface, str(len(view.discard)), rect.midbottom)

    def badge(self, surface, text, midbottom, colour=BONE, frame=SHADOW) -> pygame.Rect:
        """A word on an ink label, its foot at ``midbottom``; its rectangle (``surface`` None: only that)."""
        rect = self.geometry.badge_rect(text, midbottom)
        if surface is not None:
            pygame.draw.rect(surface, INK, rect)
            pygame.draw.rect(surface, frame, rect, 1)
            draw_text(surface, text, (rect.x + 2, rect.y + 1), colour, shadow=None)
        return rect

    def _dungeon(self, surface, state, view, seat: int, marks) -> None:
        pv = view.seats[seat]
        size = self.layout.card_size(seat)
        small = size == "small"
        for place, rect, pile in self.geometry.rooms_shown(view, seat, marks):
            slot, top = place.slot, pile[-1]
            if len(pile) > 1:  # the edges of the Rooms beneath
                for i in range(min(len(pile) - 1, 3), 0, -1):
                    pygame.draw.rect(surface, SHADOW, rect.move(0, -2 * i), 1)
            if top is None:
                back = self.faces.back("room", size)
                if any(h in view.inactive for h, s, sl in view.handles if (s, sl) == (seat, slot)):
                    back = pygame.transform.rotate(back, -90)  # a face-down Room deactivated (Freeze)
                surface.blit(back, back.get_rect(center=rect.center))
            elif top in view.inactive:
                face = self.faces.deactivated(top, size)
                surface.blit(face, face.get_rect(center=rect.center))
            else:
                surface.blit(self.faces.face(top, size), rect)
                if top in view.facedown:
                    self.veil(surface, rect, "face-down")
                else:
                    self.room_now(surface, state, view, seat, slot, top, rect, size)
            if len(pile) > 1:
                self.badge(surface, f"x{len(pile)}", (rect.right - 8, rect.y + 8), GOLD)
            self._mark(surface, rect, place, marks)
        new = self.geometry.new_room(view, seat, marks)
        if new is not None:
            place, rect = new
            pygame.draw.rect(surface, SHADOW, rect)
            draw_text(surface, "New", (rect.centerx, rect.centery - 8), LIT, "center")
            draw_text(surface, "Room", (rect.centerx, rect.centery + 2), LIT, "center")
            self._mark(surface, rect, place, marks)
        if small:
            self._room_names(surface, view, seat)
        boss_rect = self.geometry.boss_rect(view, seat)
        if pv.boss is None:  # "I Choose You": not kept yet, or not shown yet
            self.veil(surface, boss_rect, "Boss?")
        else:
            surface.blit(self.faces.face(pv.boss, size), boss_rect)
        if pv.out:
            self.veil(surface, boss_rect, "OUT", BLOOD)
        elif pv.conceded:  # out at the end of the turn
            self.veil(surface, boss_rect, "GAVE UP" if small else "CONCEDED", BLOOD)
        elif pv.leveled:
            self.badge(surface, "LV UP", (boss_rect.centerx, boss_rect.y + (10 if small else 34)), GOLD)
        self._mark(surface, boss_rect, SeatPlace(seat), marks)
        self._entrance(surface, view, seat, marks)
        self._walker(surface, state, view, seat, marks)
        self._score(surface, state, view, seat, marks)

    def room_now(self, surface, state, view, seat, slot, room, rect, size) -> None:
        """Over a face-up active Room's printed damage, the damage it deals now when a card changes it (or an "X"
        Room's value), on gold; "x2" beside its treasure while the dungeon's Room treasure is doubled."""
        figure = self.geometry.numbers(state, view).rooms.get((seat, slot))
        if figure is not None and (changed(figure) or CARDS.get(room).x_damage):
            self.changed_number(surface, rect, size, str(figure.total))
        if any(s == seat for s, _source in view.doubled):
            x, y, _w, _h = self.faces.figure_rects(room, size)["treasure"]
            label = "x2"
            box = pygame.Rect(rect.x + x - self.font.width(label) - 5, rect.y + y - 1, self.font.width(label) + 4, 10)
            pygame.draw.rect(surface, GOLD, box)
            draw_text(surface, label, (box.x + 2, box.y + 1), INK, shadow=None)

    def changed_number(self, surface, rect, size, text: str) -> pygame.Rect:
        """``text`` on gold over the number a face of ``size`` drawn at ``rect`` prints (its damage, Health):
        the number the rules use now, told apart from the printed one."""
        x, y = NUMBER_AT["small" if size == "small" else "large"]
        pad = 1 if size == "small" else 2  # a small face's treasure row is close under its number
        box = pygame.Rect(rect.x + x - pad, rect.y + y - pad, self.font.width(text) + 2 * pad + 1,
                          self.font.height + pad + 1)
        pygame.draw.rect(surface, GOLD, box)
        draw_text(surface, text, (box.x + pad, box.y + pad), INK, shadow=None)
        return box

    def _room_names(self, surface, view, seat: int) -> None:
        """Under each card of a small dungeon, whose face has no room for it, its Room's name in up to three
        short lines (long words broken at a syllable), neighbours in two colours (a face-down Room of another
        seat has none to show)."""
        for slot, pile in enumerate(view.seats[seat].dungeon):
            if pile[-1] is None:
                continue
            rect = self.geometry.room_rect(view, seat, slot)
            colour = BONE if slot % 2 == 0 else ICE  # neighbours' names told apart
            for i, line in enumerate(self.name_lines(pile[-1], rect.w + 1)):
                draw_text(surface, line, (rect.centerx, rect.bottom + 1 + i * NAME_LINE), colour, "center")

    def name_lines(self, card: str, width: int) -> list[str]:
        """A card's name in at most NAME_LINES lines of at most ``width`` pixels (``narrow_lines``)."""
        key = (card, width)
        lines = self._names.get(key)
        if lines is None:
            lines = self._names[key] = narrow_lines(CARDS.get(card).name, width, self.font.width, NAME_LINES)
        return lines

    def veil(self, surface, rect, label, colour=STONE) -> None:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((16, 14, 26, 140))
        surface.blit(veil, rect)
        draw_text(surface, label, (rect.centerx, rect.centery - 4), colour, "center")

    def _hero_sprite(self, surface, hero, feet, seat) -> pygame.Rect:
        img = self.sprites.walk_for(CARDS.get(hero))[0]
        return self.hero_image(surface, img, feet, seat)

    def hero_image(self, surface, img, feet, seat: int | None = None) -> pygame.Rect:
        """A Hero's frame standing at ``feet`` (at the size of ``seat``'s dungeon), on a gold floor mark so the
        eye finds it."""
        if seat is not None:
            img = self.geometry.hero_frame(img, seat)
        w = max(8, img.get_width() * 3 // 4)
        pygame.draw.ellipse(surface, GOLD, pygame.Rect(feet[0] - w // 2, feet[1] - 1, w, 4))
        rect = img.get_rect(midbottom=(feet[0], feet[1] + 2))
        surface.blit(img, rect)
        return rect

    def _entrance(self, surface, view, seat, marks, out: list | None = None) -> None:
        """The Heroes waiting at the entrance, side by side (their labels, drawn over the town, are
        :meth:`entrance_labels`). A small dungeon shows the next to enter and how many more wait ("+2") over
        its head: its neighbours stand close and its Room names are under it (the dungeon brought forward
        shows all). ``surface`` None: nothing drawn, each Health noted in ``out`` (see ``_score``)."""
        small = self.layout.card_size(seat) == "small"
        shown = self.geometry.entrance_shown(view, seat, marks)
        if out is not None:
            out.extend((rect, Info("health", what=hero)) for _i, hero, _feet, rect in shown if small)
            out.extend((label.health_rect, Info("health", what=label.hero))
                       for label in self.geometry.entrance_labels(view, seat, marks))
        if surface is None:
            return
        for _i, hero, feet, rect in shown:
            self._hero_sprite(surface, hero, feet, seat)
            more = len(view.seats[seat].entrance) - 1
            if small and more:
                self.badge(surface, f"+{more}", (rect.centerx, rect.y - 1), GOLD)
            self._mark(surface, rect, HeroPlace(hero), marks)

    def hero_label(self, surface, label: HeroLabel) -> None:
        """A waiting Hero's label: its short name, then its Health (framed in gold while a card raises it)."""
        rect = label.rect
        pygame.draw.rect(surface, INK, rect)
        pygame.draw.rect(surface, SHADOW, rect, 1)
        draw_text(surface, label.name, (rect.x + 2, rect.y + 1), BONE, shadow=None)
        if label.colour == GOLD:
            pygame.draw.rect(surface, GOLD, label.health_rect, 1)
        draw_text(surface, label.health, (label.health_rect.x + 2, rect.y + 1), label.colour, shadow=None)

    def _walker(self, surface, state, view, seat, marks, out: list | None = None) -> None:
        walker = self.geometry.walker_shown(view, seat, marks)
        if walker is None:
            return
        hero, feet, sprite = walker
        if surface is not None:
            self._hero_sprite(surface, hero, feet, seat)
        self.walker_health(surface, view, hero, sprite, out)
        self._mark(surface, sprite, HeroPlace(hero), marks)

    def walker_health(self, surface, view, hero, sprite: pygame.Rect, out: list | None = None) -> None:
        """The walking Hero's Health beside its head, inside the picture: the Room's name above stays clear."""
        self.health_bar(surface, view, hero, (sprite.right + 6, sprite.y + 12), out)

    def health_bar(self, surface, view, hero, midbottom, out: list | None = None) -> pygame.Rect:
        """The Hero's Health (:meth:`health_words`) in a badge, framed in gold while a card raises it. Its
        rectangle (noted in ``out``; ``surface`` None: not drawn)."""
        words, colour = self.geometry.health_words(view, hero)
        raised = bool(self.geometry.health_figure(view, hero).modifiers)
        rect = self.badge(surface, words, (midbottom[0], midbottom[1] - 1), colour, GOLD if raised else SHADOW)
        if out is not None:
            out.append((rect, Info("health", what=hero)))
        return rect

    def _score(self, surface, state, view, seat, marks, out: list | None = None) -> None:
        """``seat``'s score panel: its name, Souls and Wounds, treasure, damage and hand. With ``surface`` None it
        draws nothing and only notes in ``out`` where each figure stands (the info spots: one code for both)."""
        pv = view.seats[seat]
        rect = self.geometry.score_rect(seat)
        colour = GOLD if seat == view.active else BONE
        name = seat_title(view, seat, self.you)
        numbers = self.geometry.numbers(state, view)
        totals, doubled, damage = numbers.treasure[seat], numbers.doubled[seat], numbers.damage[seat]
        if rect.h < 20:  # one line for a small dungeon
            x = rect.x
            x += self._text(surface, name, (x, rect.y + 1), colour).w + 4
            x = self.counts(surface, numbers.scores[seat], (x, rect.y + 1), seat, out)
            x = self.totals(surface, totals, damage, (x + 4, rect.y + 1), rect.right, seat=seat, out=out,
                             changed=doubled)
            self._hand_backs(surface, pv, (x + 4, rect.y + 1), seat == view.seat, rect.right - ROW_GAP, seat=seat,
                             out=out)
            if surface is not None:
                self._thinking(surface, marks, seat, (rect.right, rect.y + 1))
            return
        y = rect.y + 2
        self._text(surface, name if self.font.width(name) <= rect.w else seat_name(view, seat, self.you),
                   (rect.x + 2, y), colour)
        y += 11
        self.counts(surface, numbers.scores[seat], (rect.x + 2, y), seat, out)
        y += 11
        self.totals(surface, totals, damage, (rect.x + 2, y), rect.right, two_lines=True, seat=seat, out=out,
                     changed=doubled)
        y += 22
        self._hand_backs(surface, pv, (rect.x + 2, y), seat == view.seat, seat=seat, out=out)
        if surface is not None:
            self._thinking(surface, marks, seat, (rect.right - 2, rect.bottom - 10))

    def _text(self, surface, text, pos, colour=BONE) -> pygame.Rect:
        """``draw_text`` at the left, or (``surface`` None) only the rectangle it would take."""
        if surface is None:
            return pygame.Rect(pos[0], pos[1], self.font.width(text), self.font.height)
        return draw_text(surface, text, pos, colour)

    def _icon(self, surface, name, pos, alpha=None) -> None:
        if surface is not None:
            icon = self.faces.icon(name)
            if alpha is not None:
                icon = icon.copy()
                icon.set_alpha(alpha)
            surface.blit(icon, pos)

    def counts(self, surface, scores, pos, seat=None, out=None) -> int:
        """A seat's Souls and Wounds (``Numbers.scores``)."""
        x, y = pos
        for icon, n in zip(("soul", "wound"), scores, strict=True):
            self._icon(surface, icon, (x, y - 1))
            right = x + 10 + self._text(surface, str(n), (x + 10, y)).w
            if out is not None:
                out.append((pygame.Rect(x, y - 1, right - x, 10), Info(f"{icon}s", seat)))
            x = right + 4
        return x

    def totals(self, surface, totals, damage, pos, right: int, two_lines=False, seat=None, out=None,
                changed=frozenset()) -> int:
        """Each treasure's total (its icon, and its initial in colour-blind mode), then the Rooms' damage.
        When the initials leave no room for the icons before ``right``, the initials stand alone. The kinds
        ``changed`` this turn (doubled) stand in gold."""
        x0, y = pos
        x = x0
        counts = {k: totals.get(k, 0) for k in TREASURE_KINDS}
        words = {k: f"{k[0].upper()}{counts[k]}" if self.letters else str(counts[k]) for k in TREASURE_KINDS}
        icons = not self.letters or x0 + sum(9 + self.font.width(w) + 3 for w in words.values()) <= right
        for kind in TREASURE_KINDS:
            n, start = counts[kind], x
            if icons:
                self._icon(surface, kind, (x, y - 1), None if n else 90)
                x += 9
            colour = GOLD if kind in changed else BONE if n else STONE
            x += self._text(surface, words[kind], (x, y), colour).w
            if out is not None:
                out.append((pygame.Rect(start, y - 1, x - start, 10), Info("treasure", seat, what=kind)))
            x += 3
        if two_lines:
            x, y = x0, y + 11
        start = x
        self._icon(surface, "damage", (x, y - 1))
        x += 10
        x += self._text(surface, str(damage), (x, y)).w
        if out is not None:
            out.append((pygame.Rect(start, y - 1, x - start, 10), Info("damage", seat)))
        return x

    def _hand_backs(self, surface, pv, pos, own, right: int = CANVAS.right, seat=None, out=None) -> None:
        """The size of a hand: "Hand 5" for one's own; another's as the backs of its Room and Spell cards and
        their number, or where that would run past ``right``, one back of each kind with its number, or at the
        narrowest a Room back over a Spell back and the number of cards. ``surface`` None: nothing drawn, its
        place noted in ``out``."""
        x, y = pos
        kinds = [(kind, n) for kind, n in (("room", pv.hand_size - pv.hand_spells), ("spell", pv.hand_spells)) if n]
        if own:
            end = self._text(surface, f"Hand {pv.hand_size}", pos, STONE).right
        elif x + sum(3 * n + 6 for _kind, n in kinds) + self.font.width(str(pv.hand_size)) <= right:
            for kind, n in kinds:
                for i in range(n):
                    self._mini_back(surface, kind, (x + i * 3, y))
                x += 3 * n + 6
            end = self._text(surface, str(pv.hand_size), (x, y), STONE).right
        elif x + sum(9 + self.font.width(str(n)) for _kind, n in kinds) - 2 <= right:
            for kind, n in kinds:
                self._mini_back(surface, kind, (x, y))
                x += 7 + self._text(surface, str(n), (x + 7, y), STONE).w + 2
            end = x - 2
        else:
            self._mini_back(surface, "spell", (x + 3, y))
            self._mini_back(surface, "room", (x, y))
            end = self._text(surface, str(pv.hand_size), (x + 10, y), STONE).right
        if out is not None:
            out.append((pygame.Rect(pos[0], y, end - pos[0], 10), Info("hand", seat)))

    def _mini_back(self, surface, kind: str, pos) -> None:
        """A hand card's back, 6x8, at ``pos`` (nothing with ``surface`` None)."""
        if surface is not None:
            if kind not in self._minis:
                self._minis[kind] = pygame.transform.scale(self.faces.back(kind, "small"), (6, 8))
            surface.blit(self._minis[kind], pos)

    def _thinking(self, surface, marks, seat, topright) -> None:
        if marks.thinking == seat:
            dots = "." * (1 + pygame.time.get_ticks() // 300 % 3)
            draw_text(surface, f"thinking{dots:<3}", (topright[0] - self.font.width("thinking..."), topright[1]),
                      GOLD)

    def lure_badge(self, state, view, hero, rect) -> tuple[str, tuple, tuple] | None:
        """Before the Bait, the word a Hero in town at ``rect`` wears: the dungeon it would go to ("to P2") or
        "stays", where it stands and its colour; None in the other phases."""
        if view.phase not in PHASES_BEFORE_ADVENTURE:
            return None
        target = lure(state, hero)
        label = "stays" if target is None else f"to {seat_name(view, target, self.you)}"
        return label, (rect.centerx, rect.y + (34 if rect.h >= CARD_H else 14)), STONE if target is None else GOLD

    def _town(self, surface, state, view, marks) -> None:
        for hero, rect in self.geometry.town_shown(view, marks):
            size = self.geometry.town_size(rect)
            surface.blit(self.faces.face(hero, size), rect)
            figure = self.geometry.numbers(state, view).health[hero]
            if changed(figure):
                self.changed_number(surface, rect, size, str(figure.total))
            self._mark(surface, rect, HeroPlace(hero), marks)
            badge = self.lure_badge(state, view, hero, rect)
            if badge is not None:
                self.badge(surface, *badge)

    def item_image(self, item: str, size: int, face_up: bool = True) -> pygame.Surface:
        """An Item's icon (``faces.item_icon``) at ``size`` pixels a side."""
        key = (item, face_up, size)
        image = self._item_icons.get(key)
        if image is None:
            image = self.faces.item_icon(item, face_up)
            if image.get_width() != size:
                image = pygame.transform.scale(image, (size, size))
            self._item_icons[key] = image
        return image

    def _items(self, surface, view, marks, out: list | None = None) -> None:
        """The Items variant's things: the Item deck and its count, the Items waiting in town, each seat's Items
        (face-up, and face-down small and dimmed) and the Item each Hero carries, on its card in town or beside its
        sprite (framed in gold so the eye finds it). ``surface`` None: only their info spots noted in ``out``."""
        if not items_on(view):
            return
        geometry = self.geometry
        deck = geometry.item_deck_rect()
        if out is not None:
            out.append((pygame.Rect(deck), Info("deck", what="item")))
        spots = [(spot, None, "town") for spot in geometry.town_items(view, marks)]
        for seat in range(view.players):
            spots += [(spot, seat, "panel") for spot in geometry.panel_items(view, seat, marks)]
        riders = geometry.riders(view, marks)
        if out is not None:
            out.extend((pygame.Rect(spot.rect), Info("item", seat, what=spot.item)) for spot, seat, _where in spots)
            out.extend((pygame.Rect(r.rect), Info("rider", what=r.hero)) for r in riders)
            return
        if view.item_deck:
            surface.blit(self.faces.back("item", "small"), deck)
        else:
            pygame.draw.rect(surface, SHADOW, deck, 1)
        self.badge(surface, str(view.item_deck), deck.midbottom)
        for spot, _seat, _where in spots:
            surface.blit(self.item_image(spot.item, spot.rect.w, spot.face_up), spot.rect)
            self._mark(surface, spot.rect, ItemPlace(spot.item), marks)
            if ItemPlace(spot.item) in marks.selected:  # its Boss ability being used: picked, as a Spell in hand
                pygame.draw.rect(surface, SELECTED, spot.rect.inflate(4, 4), 2)
        for rider in riders:
            self.rider(surface, rider.item, rider.rect)

    def rider(self, surface, item: str, rect: pygame.Rect) -> None:
        """The icon of an Item a Hero carries at ``rect``, framed in gold so the eye finds it by its Hero."""
        pygame.draw.rect(surface, INK, rect.inflate(2, 2))
        surface.blit(self.item_image(item, rect.w), rect)
        pygame.draw.rect(surface, GOLD, rect.inflate(2, 2), 1)

    def _hand(self, surface, view, marks) -> None:
        """The viewer's hand: short faces at rest, in a row; the card pointed at, highlighted or picked
        stands up whole over its neighbours (drawn last, so its spot is the one hit)."""
        for card, rect, place, i, size in self.geometry.hand_shown(view, marks):
            self._hand_card(surface, card, rect, place, i, marks, size)

    def _hand_card(self, surface, card, rect, place, index, marks, size) -> None:
        if size == "hand" and rect.w < CARD_W:
            size = f"hand:{rect.w}"
        surface.blit(self.faces.face(card, size), rect)
        if index < len(self.hand_keys) and self.hand_keys[index]:
            self.badge(surface, self.hand_keys[index], (rect.x + 6, rect.y + 1), STONE)
        self._mark(surface, rect, place, marks)
        if place in marks.selected:
            pygame.draw.rect(surface, SELECTED, rect.inflate(4, 4), 2)

