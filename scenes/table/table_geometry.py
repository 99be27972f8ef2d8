"""Where everything of one table stands: the one home of the table's geometry, read by the board (painting),
the director (animations), the HUD and the input (hit-testing).

    geometry = TableGeometry(layout, sprites, font)
    geometry.room_rect(view, seat=1, slot=0)        # where a Room is drawn (and the town, the hand, the entrance...)
    geometry.place(view, marks)                     # where each thing stands now (each update): what hit() reads
    geometry.hit((x, y))                            # -> Spot under the mouse (its place and card), or None
    geometry.riders(view, marks); geometry.panel_items(view, seat, marks); geometry.town_items(view, marks)  # Items
    row_rects(places, layout); strip_rects(layout, people)   # the row of choices, the "Any answer?" strip's buttons
    prompt_rect(layout, needed, line_height); log_rect(layout, prompt)   # the HUD's panels

Everything here is a pure reading of ``view`` (and of ``marks``: what is lit, highlighted, hidden) on the zones of
the :class:`~scenes.table.layout.TableLayout`; the only state kept is ``spots`` (settled by :meth:`place`, never
while drawing) and caches keyed by what they measure. The sprites and the font are asked only for sizes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

import pygame

from game.cards import CARDS
from game.rules import health_figure, room_damage, room_damage_figure, treasure_figures
from scenes.art.card_geometry import CARD_H, CARD_W, ITEM_ICON, SMALL_H, SMALL_W
from scenes.art.faces import SIZES as FACE_SIZES
from scenes.art.palette import BLOOD, BONE, GOLD
from scenes.table.layout import MAX_ROOMS, TableLayout
from scenes.table.places import (
    DISCARD,
    DeckPlace,
    FlyingCard,
    HandPlace,
    HeroPlace,
    ItemPlace,
    Marks,
    Place,
    RoomPlace,
    RowCard,
    SeatPlace,
)
from scenes.ui.geometry import CANVAS

SIZES = {"large": (CARD_W, CARD_H), "small": (SMALL_W, SMALL_H), "hand": FACE_SIZES["hand"]}
TOWN_NARROWEST = 40  # the narrowest Hero card the town shows whole; more Heroes than that: two rows of small ones
HAND_LIFT = 6  # how far a card pointed at in the hand stands above the row
LANE = {False: 53, True: 22}
"""The walking lane, by dungeon size (small: True): the feet's height in a card, at the foot of its picture."""
HERO_W = 24  # a walk frame's width at 1x
DECKS = (("hero_deck", "hero"), ("epic_deck", "epic"), ("room_deck", "room"), ("spell_deck", "spell"))
"""Each deck's zone (also the view's count of its cards) and the back its cards show."""
QUEUE_STEP = {False: (30, 14), True: (20, 8)}
"""How far apart waiting Heroes stand, by dungeon size: at most, and at least when the queue closes up."""
BADGE_H = 11  # a badge's height (a name, a Health, a count over a card)
LABEL_SPACE = 5  # between a waiting Hero's name and its Health in its label
LABEL_MARGIN = 4  # a waiting Hero's label reaches at least this far past the middle of its Hero, on each side
TITLES = ("the", "sir", "lord")
"""Words before a Hero's name that its queue tag leaves out ("The Fool", "Sir Digby Apple")."""
HALVES_KEPT = 64  # walk frames kept at half size (a few Heroes' frames); past that the cache starts again
STRIP_GAP = 6  # between the strip's buttons
STRIP_BUTTON_W = 150  # a strip button's width, at most
ROW_STEP = CARD_W + 4  # between the row's choices, at most
OPTION_H = 20  # a named option's button in the row
BUTTONS = ("pass", "hint", "speed", "menu")
LOG_LINES_KEPT = 6  # the lines of the log a long prompt leaves in sight (it grows over the zoom instead)
ITEMS = "items"  # the variant that puts Items on the table
RIDER = {False: 12, True: 8}
"""An Item's icon riding with a Hero at an entrance or walking, by dungeon size (small: True); on a Hero's card in
town it is ``ITEM_ICON`` (half that on a small card)."""
ITEM_STEP = 2  # between Items' icons side by side
PANEL_ITEMS = {False: (ITEM_ICON, 12), True: (14, 10)}
"""The size of a seat's face-up and face-down Items' icons, by dungeon size (small: True): under a large score panel's
lines, under a small dungeon's Boss."""


class ItemSpot(NamedTuple):
    """An Item drawn on the table: the id, its icon's rectangle, face-up (False: spent, dimmed)."""

    item: str
    rect: pygame.Rect
    face_up: bool = True


class Rider(NamedTuple):
    """An Item riding with its Hero: the Hero, the Item, and where its icon stands (beside the Hero's sprite, or on
    its card in town)."""

    hero: str
    item: str
    rect: pygame.Rect


def items_on(view) -> bool:
    """Is this a game with Items (the variant)? Without it nothing of theirs is drawn."""
    return ITEMS in view.variants


@dataclass(frozen=True)
class Spot:
    """Something drawn that the mouse can point at."""

    rect: pygame.Rect
    place: Place | None  # the Offer place it stands for, or None (a card to zoom only)
    card: str | None  # the card to zoom, or None


@dataclass(frozen=True)
class Numbers:
    """The numbers a table shows, as the rules count them for one shown state (worked out once a state):"""

    rooms: dict  # (seat, slot) -> the rules' ``room_damage_figure`` of each face-up active Room
    treasure: dict  # seat -> {kind: total}
    doubled: dict  # seat -> the treasure kinds a card doubles this turn
    damage: dict  # seat -> all its Rooms' damage
    scores: dict  # seat -> (Souls, Wounds): an Epic Hero counts two (R12)
    health: dict  # Hero on the table -> the rules' ``health_figure``


def short_name(hero: str) -> str:
    """A Hero's name as a queue's tag says it: its first name ("Acacia" for "Acacia, Warrior of Light"), past a
    leading title ("Fool" for "The Fool", "Digby" for "Sir Digby Apple", "Van Ette" for "Lord Van Ette"); a
    name in the possessive keeps the word it goes with ("Fire's Breath")."""
    words = CARDS.get(hero).name.split(",")[0].split()
    titled = len(words) > 1 and words[0].lower() in TITLES
    if titled:
        words = words[1:]
    if not words:
        return hero
    two = len(words) > 1 and (words[0].endswith("'s") or (titled and len(words[0]) <= 3))
    return " ".join(words[:2 if two else 1])


class HeroLabel(NamedTuple):
    """A waiting Hero's label over its head: its short name and its Health ("Fool 2/2"), in one badge."""

    hero: str
    rect: pygame.Rect  # the badge
    name: str
    health: str  # "2/4": Health left of full Health
    colour: tuple  # the Health's colour: red once the Hero is hurt
    health_rect: pygame.Rect  # the Health's part of the badge


def stack_labels(wanted, rows, bounds: pygame.Rect) -> list[pygame.Rect]:
    """Badges placed one by one, each on the first of ``rows`` (their tops, in order of preference) where it
    fits beside those already placed: ``wanted`` holds (x, width) for each, to reach over ``x``
    (``LABEL_MARGIN`` either side), as near centred on it as the others allow, inside ``bounds``. No two badges
    overlap while the rows last."""
    placed: list[pygame.Rect] = []
    for x, w in wanted:
        lo, hi = max(bounds.x, x - w + LABEL_MARGIN), min(bounds.right - w, x - LABEL_MARGIN)
        ideal = min(max(x - w // 2, lo), hi)
        spot = None
        for y in rows:
            row = [r for r in placed if r.y == y]
            free = [c for c in (ideal, *(r.right + 1 for r in row), *(r.x - 1 - w for r in row)) if lo <= c <= hi
                    and not any(pygame.Rect(c, y, w, BADGE_H).colliderect(r) for r in row)]
            if free:
                spot = (min(free, key=lambda c: abs(c - ideal)), y)
                break
        placed.append(pygame.Rect(*(spot or (ideal, rows[0] if rows else bounds.y)), w, BADGE_H))
    return placed


def row_rects(places: list[Place], layout: TableLayout) -> list[tuple[Place, pygame.Rect]]:
    """Where the row of choices (cards and named options, a card wide each, over the town and as wide as the
    hand) puts each of ``places``."""
    if not places:
        return []
    town = layout.zone("town")
    width = layout.zone("hand").w
    step = min(ROW_STEP, (width - CARD_W) // max(1, len(places) - 1)) if len(places) > 1 else 0
    total = step * (len(places) - 1) + CARD_W
    x0 = town.x + max(0, (width - total) // 2)
    out = []
    for i, place in enumerate(places):
        if isinstance(place, RowCard):
            out.append((place, pygame.Rect(x0 + i * step, town.y + 2, CARD_W, CARD_H)))
        else:
            out.append((place, pygame.Rect(x0 + i * step, town.centery - OPTION_H // 2, CARD_W, OPTION_H)))
    return out


def strip_rects(layout: TableLayout, people) -> list[tuple[int | None, pygame.Rect]]:
    """Where the "Any answer?" strip's buttons are, in the hand's place (nobody's hand is on screen): one a
    person of ``people`` ("<name> answers"), then None ("No one"), side by side along ``strip.buttons``."""
    row = layout.zone("strip.buttons")
    n = len(people) + 1
    w = min(STRIP_BUTTON_W, (row.w - STRIP_GAP * (n - 1)) // n)
    return [(who, pygame.Rect(row.x + i * (w + STRIP_GAP), row.y, w, row.h))
            for i, who in enumerate((*people, None))]


def prompt_rect(layout: TableLayout, needed: int, line_height: int) -> pygame.Rect:
    """Where the prompt panel stands when its words take ``needed`` pixels: its zone, grown down over the log
    (which keeps :data:`LOG_LINES_KEPT` lines in sight), then up over the zoom."""
    zone, log, zoom = layout.zone("prompt"), layout.zone("log"), layout.zone("zoom")
    kept = 4 + LOG_LINES_KEPT * line_height + 4  # the log's lines, its margin and the gap over it
    bottom = min(log.bottom - kept, max(zone.bottom, zone.y + needed))
    top = max(zoom.y, min(zone.y, bottom - needed))
    return pygame.Rect(zone.x, top, zone.w, bottom - top)


def log_rect(layout: TableLayout, prompt: pygame.Rect) -> pygame.Rect:
    """The log's panel: its zone, under the prompt panel (``prompt``) when that grows over it."""
    log = layout.zone("log")
    top = max(log.y, prompt.bottom + 4)
    return pygame.Rect(log.x, top, log.w, log.bottom - top)


def button_at(layout: TableLayout, pos) -> str | None:
    """The name of the table's button (:data:`BUTTONS`) at ``pos``, or None."""
    return next((name for name in BUTTONS if layout.zone(f"button.{name}").collidepoint(pos)), None)


class TableGeometry:
    """Where each thing of one table stands (see the module docstring)."""

    def __init__(self, layout: TableLayout, sprites, font) -> None:
        self.layout = layout
        self.sprites = sprites
        self.font = font
        self.spots: list[Spot] = []  # what the mouse can point at, as :meth:`place` last settled it
        self._halves: dict = {}  # walk frames at half size, for the small dungeons
        self._numbers = None  # (state, view, Numbers) last worked out

    def turn(self, layout: TableLayout) -> None:
        """The table turned to another seat: its zones from ``layout``, nothing placed yet."""
        self.layout = layout
        self.spots = []

    def room_rect(self, view, seat: int, slot: int) -> pygame.Rect:
        """Where Room ``slot`` of ``seat``'s dungeon is drawn; ``slot == -1``: the place a new Room lands, just
        left of the leftmost Room, or beside the Boss in an empty dungeon. The entrance for any other slot."""
        rooms = len(view.seats[seat].dungeon)
        if slot == -1 and rooms < MAX_ROOMS:
            return self.layout.room(seat, -1, rooms)
        if slot < 0 or slot >= rooms:
            return self.layout.seat_zone(seat, "entrance")
        return self.layout.room(seat, slot, rooms)

    def entrance_rect(self, view, seat: int) -> pygame.Rect:
        """Where Heroes wait: just left of the leftmost Room (or of the Boss)."""
        zone = self.layout.seat_zone(seat, "entrance")
        rooms = len(view.seats[seat].dungeon)
        if rooms >= MAX_ROOMS:
            return zone
        left = self.layout.seat_zone(seat, "boss") if rooms == 0 else self.layout.room(seat, 0, rooms)
        return pygame.Rect(left.x - zone.w - 2, zone.y, zone.w, zone.h)

    def entrance_feet(self, view, seat: int, index: int) -> tuple[int, int]:
        """Where the ``index``-th Hero waiting at ``seat``'s entrance stands: side by side in the walking lane,
        the first (the next to enter) nearest the Rooms, the others to its left; when the table's edge leaves
        no room to the left the queue closes up and, at worst, stands over the first Room's picture. At a
        small dungeon's entrance they stand one behind the other (``_entrance`` shows the first and a count)."""
        zone = self.entrance_rect(view, seat)
        if self.layout.card_size(seat) == "small":  # no room beside a thumbnail: they wait one behind the other
            return self.feet(zone, seat)
        waiting = max(1, len(view.seats[seat].entrance), index + 1)
        half = self.hero_width(seat) // 2
        least = 2 + half  # the leftmost foot, the sprite whole on the table
        first = zone.right - half
        step = QUEUE_STEP[self.layout.card_size(seat) == "small"]
        if waiting > 1:
            first = max(first, least + (waiting - 1) * step[1])
            gap = min(step[0], (first - least) // (waiting - 1))
        else:
            gap = 0
        return first - index * gap, self.feet(zone, seat)[1]

    def walker_rect(self, view, seat: int, slot: int | None) -> pygame.Rect:
        """The rectangle a Hero walks in: a Room, the entrance (slot None before any Room), the Boss."""
        if slot is None or slot < 0:
            return self.entrance_rect(view, seat)
        if slot >= len(view.seats[seat].dungeon):
            return self.layout.seat_zone(seat, "boss")
        return self.room_rect(view, seat, slot)

    def feet(self, rect: pygame.Rect, seat: int) -> tuple[int, int]:
        """Where a Hero's feet stand inside ``rect`` of ``seat``'s dungeon: the walking lane, along the foot of
        the cards' pictures, above the type line and the damage (the Room's name stays above the head)."""
        return rect.centerx, rect.y + LANE[self.layout.card_size(seat) == "small"]

    def walker_feet(self, view, seat: int, slot: int | None) -> tuple[int, int]:
        """Where a Hero walking in ``seat``'s dungeon stands: in Room ``slot`` (at the Boss past the last), or
        first in the queue at the entrance (``slot`` None)."""
        if slot is None:
            return self.entrance_feet(view, seat, 0)
        return self.feet(self.walker_rect(view, seat, slot), seat)

    def hero_feet(self, view, hero: str) -> tuple[int, tuple[int, int]] | None:
        """Where ``hero`` stands in ``view``: (seat, feet) in a dungeon or at an entrance, or None."""
        if view.walker and view.walker.hero == hero:
            seat, slot = view.walker.seat, view.walker.slot
            return seat, self.walker_feet(view, seat, slot if slot is not None else 0)
        for pv in view.seats:
            if hero in pv.entrance:
                return pv.seat, self.entrance_feet(view, pv.seat, pv.entrance.index(hero))
        return None

    def card_rect(self, view, seat: int, card: str | None, index: int | None = None) -> pygame.Rect:
        """Where a card of ``seat``'s hand is seen coming from or going to: its place in the viewer's own hand
        (else the ``index``-th place, the nearest there is), else the seat's score."""
        if seat == view.seat and view.seats[seat].hand:
            hand = view.seats[seat].hand
            rects = self.hand_rects(len(hand))
            if card in hand:
                return rects[hand.index(card)]
            if index is not None and rects:
                return rects[min(index, len(rects) - 1)]
        return self.score_rect(seat)

    def hero_width(self, seat: int) -> int:
        return HERO_W // (2 if self.layout.card_size(seat) == "small" else 1)

    def hero_frame(self, img, seat: int):
        """A walk frame at the size of ``seat``'s dungeon: whole in a large one, half-size in a small one (so it
        stands inside the small cards' pictures)."""
        if self.layout.card_size(seat) != "small":
            return img
        if len(self._halves) > HALVES_KEPT:
            self._halves.clear()
        key = id(img)
        half = self._halves.get(key)
        if half is None or half[0] is not img:
            half = (img, pygame.transform.scale_by(img, 0.5))
            self._halves[key] = half
        return half[1]

    def sprite_rect(self, hero: str, feet, seat: int) -> pygame.Rect:
        """Where ``hero``'s walk frame stands with its feet at ``feet`` in ``seat``'s dungeon."""
        img = self.hero_frame(self.sprites.walk_for(CARDS.get(hero))[0], seat)
        return img.get_rect(midbottom=(feet[0], feet[1] + 2))

    def town_rects(self, count: int) -> list[pygame.Rect]:
        """Where each Hero in town stands, side by side, never one under another: whole cards, narrower ones
        (names wrapped to fit) when a few more must share the town, and past that two rows of small cards
        (pointing at one shows it whole)."""
        zone = self.layout.zone("town")
        step = min(CARD_W + 4, (zone.w - 2) // max(1, count))
        if step - 2 >= TOWN_NARROWEST:
            return [pygame.Rect(zone.x + 2 + i * step, zone.bottom - CARD_H - 2, min(CARD_W, step - 2), CARD_H)
                    for i in range(count)]
        per_row = (count + 1) // 2
        step = min(SMALL_W + 2, (zone.w - 2) // per_row)
        top = zone.bottom - 2 * SMALL_H - 4
        return [pygame.Rect(zone.x + 2 + (i % per_row) * step, top + (i // per_row) * (SMALL_H + 2), SMALL_W,
                            SMALL_H) for i in range(count)]

    @staticmethod
    def town_size(rect: pygame.Rect) -> str:
        """The face size of a Hero in town drawn at ``rect`` (``town_rects``)."""
        return "large" if rect.w >= CARD_W else "small" if rect.h < CARD_H else f"narrow:{rect.w}"

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        """Where each card of a hand of ``count`` lies at rest: its short face, whole inside the hand's row,
        side by side; a hand too long for the row has narrower cards (names wrapped to fit), never hidden
        under their neighbours."""
        zone = self.layout.zone("hand")
        w, h = SIZES["hand"]
        step = min(w + 2, (zone.w + 2) // max(1, count))
        width = min(w, step - 2)
        return [pygame.Rect(zone.x + i * step, zone.bottom - h - 1, width, h) for i in range(count)]

    def raised_rect(self, rest: pygame.Rect) -> pygame.Rect:
        """A card of the hand pointed at, picked or highlighted: its whole face, standing over the row."""
        return pygame.Rect(rest.x, rest.bottom - CARD_H - HAND_LIFT, CARD_W, CARD_H)

    def score_rect(self, seat: int) -> pygame.Rect:
        return self.layout.seat_zone(seat, "score")

    def boss_rect(self, view, seat: int) -> pygame.Rect:
        """Where ``seat``'s Boss is drawn (a card-sized veil while it is not kept)."""
        rect = self.layout.seat_zone(seat, "boss")
        if view.seats[seat].boss is None:
            return pygame.Rect(rect.topleft, SIZES[self.layout.card_size(seat)])
        return rect

    def rooms_shown(self, view, seat: int, marks) -> list[tuple[RoomPlace, pygame.Rect, tuple]]:
        """Each Room pile of ``seat`` not hidden by an animation: its place, rectangle and pile (top last)."""
        out = []
        for slot, pile in enumerate(view.seats[seat].dungeon):
            place = RoomPlace(seat, slot)
            if place not in marks.hidden:
                out.append((place, self.room_rect(view, seat, slot), pile))
        return out

    def new_room(self, view, seat: int, marks) -> tuple[RoomPlace, pygame.Rect] | None:
        """The free place left of ``seat``'s Rooms, when it is lit, highlighted or hinted."""
        place = RoomPlace(seat, -1)
        if len(view.seats[seat].dungeon) < MAX_ROOMS and (
                place in marks.lit or place == marks.highlight or place in marks.hinted):
            return place, self.room_rect(view, seat, -1)
        return None

    def entrance_shown(self, view, seat: int, marks) -> list[tuple[int, str, tuple, pygame.Rect]]:
        """Each Hero waiting at ``seat``'s entrance, not hidden: its index, id, feet and sprite rectangle (at a
        small dungeon's entrance only the next to enter: they stand one behind the other)."""
        out = []
        for i, hero in enumerate(view.seats[seat].entrance):
            if HeroPlace(hero) not in marks.hidden:
                feet = self.entrance_feet(view, seat, i)
                out.append((i, hero, feet, self.sprite_rect(hero, feet, seat)))
        return out[:1] if self.layout.card_size(seat) == "small" else out

    def walker_shown(self, view, seat: int, marks) -> tuple[str, tuple, pygame.Rect] | None:
        """The Hero walking in ``seat``'s dungeon, not hidden: its id, feet and sprite rectangle."""
        walker = view.walker
        if not walker or walker.seat != seat or HeroPlace(walker.hero) in marks.hidden:
            return None
        rect = self.walker_rect(view, seat, walker.slot)
        if walker.slot is None:  # between Rooms: at the left edge of the next one
            rect = self.room_rect(view, seat, 0)
        feet = self.feet(rect, seat)
        return walker.hero, feet, self.sprite_rect(walker.hero, feet, seat)

    def town_shown(self, view, marks) -> list[tuple[str, pygame.Rect]]:
        """Each Hero in town, not hidden, and its rectangle."""
        return [(hero, rect) for hero, rect in zip(view.town, self.town_rects(len(view.town)), strict=True)
                if HeroPlace(hero) not in marks.hidden]

    def hand_shown(self, view, marks, table_spots=None) -> list[tuple[str, pygame.Rect, HandPlace, int, str]]:
        """The viewer's hand cards not hidden, in drawing order: (card, rectangle, place, index, size). The
        card pointed at, highlighted or picked stands up whole ("large") after the others, the one pointed at
        (or highlighted) last, so its spot is the one hit; but one that, standing up, would cover a place the
        picked card may go (or a hint's place) stays in the row, framed. ``table_spots``: the table's spots
        (:meth:`table_spots`), when known."""
        if view.seat is None:
            return []
        hand = view.seats[view.seat].hand or ()
        clear = self.kept_clear(view, marks, table_spots)
        resting, raised = [], []
        for i, (card, rect) in enumerate(zip(hand, self.hand_rects(len(hand)), strict=True)):
            place = HandPlace(card)
            if FlyingCard(card) in marks.hidden:
                continue
            up = self.raised_rect(rect)
            if (place in marks.selected or place == marks.highlight or place == marks.hover) \
                    and up.collidelist(clear) < 0:
                raised.append((card, up, place, i, "large"))
            else:
                resting.append((card, rect, place, i, "hand"))
        raised.sort(key=lambda r: r[2] == marks.hover or r[2] == marks.highlight)
        return resting + raised

    def kept_clear(self, view, marks, table_spots=None) -> list[pygame.Rect]:
        """What no hand card standing up covers: the places away from the hand that a picked hand card may go
        (lit while a hand card is picked) and those of a hint, with the frames :meth:`_mark` draws round them."""
        away = {p for p in marks.hinted if not isinstance(p, HandPlace)}
        if any(isinstance(p, HandPlace) for p in marks.selected):
            away |= {p for p in marks.lit if not isinstance(p, HandPlace)}
        if not away:
            return []
        spots = self.table_spots(view, marks) if table_spots is None else table_spots
        return [spot.rect.inflate(10, 10) for spot in spots if spot.place in away]

    def numbers(self, state, view) -> Numbers:
        """The numbers of the table for ``state`` as ``view`` shows it (kept while they stay the same objects)."""
        cached = self._numbers
        if cached is not None and cached[0] is state and cached[1] is view:
            return cached[2]
        rooms, treasure, doubled, damage, scores = {}, {}, {}, {}, {}
        for seat, pv in enumerate(view.seats):
            for slot, pile in enumerate(pv.dungeon):
                top = pile[-1]
                if top is not None and top not in view.facedown and top not in view.inactive:
                    rooms[seat, slot] = room_damage_figure(state, seat, slot)
            figures = treasure_figures(state, seat)
            treasure[seat] = {k: f.total for k, f in figures.items()}
            doubled[seat] = {k for k, f in figures.items() if f.modifiers}
            damage[seat] = sum(room_damage(state, seat, slot) for slot in range(len(pv.dungeon)))
            scores[seat] = tuple(sum(CARDS.get(h).souls for h in heroes) for heroes in (pv.souls, pv.wounds))
        heroes = [*view.town, *(h for pv in view.seats for h in pv.entrance)]
        if view.walker is not None:
            heroes.append(view.walker.hero)
        numbers = Numbers(rooms, treasure, doubled, damage, scores, {h: health_figure(state, h) for h in heroes})
        self._numbers = (state, view, numbers)
        return numbers

    def health_figure(self, view, hero: str):
        """The rules' ``health_figure`` of ``hero``, from the numbers worked out for ``view`` when they are."""
        cached = self._numbers[2].health.get(hero) if self._numbers and self._numbers[1] is view else None
        return cached or health_figure(view, hero)

    def health_words(self, view, hero: str) -> tuple[str, tuple]:
        """The Hero's Health left of its full Health, "2/4" (as the log's "2 of 4 Health left"; "0/4" once it
        has none left), and its colour: red once the Hero is hurt, else gold while a card raises its Health."""
        figure = self.health_figure(view, hero)
        left = max(0, figure.total - dict(view.damage).get(hero, 0))
        colour = BLOOD if left < figure.total else GOLD if figure.modifiers else BONE
        return f"{left}/{figure.total}", colour

    def badge_rect(self, text: str, midbottom) -> pygame.Rect:
        """Where :meth:`_badge` draws ``text`` at ``midbottom``."""
        rect = pygame.Rect(0, 0, self.font.width(text) + 4, BADGE_H)
        rect.midbottom = (midbottom[0], midbottom[1] + 3)
        return rect

    def hero_labels(self, view, heroes, bounds: pygame.Rect = CANVAS, under: bool = False) -> list[HeroLabel]:
        """The labels of Heroes standing in a queue, ``heroes`` holding (id, sprite rectangle) for each, the
        next to enter first: each over its Hero's head, the queue's labels in rows when they stand close (see
        :func:`stack_labels`), rows under their feet once those above reach the top of ``bounds`` (only under
        their feet with ``under``), never one over another, whole inside ``bounds``."""
        if not heroes:
            return []
        words = [(hero, short_name(hero), *self.health_words(view, hero)) for hero, _rect in heroes]
        widths = [self.font.width(name) + LABEL_SPACE + self.font.width(health) + 4 for _h, name, health, _c in words]
        above = range(min(rect.y for _hero, rect in heroes) + 2 - BADGE_H, bounds.y - 1, -BADGE_H - 1)
        below = range(max(rect.bottom for _hero, rect in heroes) + 2, bounds.bottom - BADGE_H + 1, BADGE_H + 1)
        rows = [*([] if under else above), *below]
        rects = stack_labels([(rect.centerx, w) for (_hero, rect), w in zip(heroes, widths, strict=True)], rows,
                             bounds)
        out = []
        for (hero, name, health, colour), rect in zip(words, rects, strict=True):
            part = self.font.width(health) + 4
            health_rect = pygame.Rect(rect.right - part, rect.y, part, rect.h)
            out.append(HeroLabel(hero, rect, name, health, colour, health_rect))
        return out

    def entrance_labels(self, view, seat: int, marks) -> list[HeroLabel]:
        """The labels of the Heroes waiting at ``seat``'s entrance, as :meth:`hero_labels` places them (none at
        a small dungeon's entrance: its first Hero and a count stand there, the dungeon brought forward shows
        all)."""
        if self.layout.card_size(seat) == "small":
            return []
        return self.hero_labels(view, [(hero, rect) for _i, hero, _feet, rect in self.entrance_shown(view, seat,
                                                                                                     marks)])

    def walker_health_rect(self, view, hero, sprite: pygame.Rect) -> pygame.Rect:
        """Where :meth:`walker_health` draws the Health of ``hero`` walking as ``sprite``."""
        return self.badge_rect(self.health_words(view, hero)[0], (sprite.right + 6, sprite.y + 12 - 1))

    def hit_rect(self, view, seat: int, hero: str, sprite: pygame.Rect, size, rise: int = 0) -> pygame.Rect:
        """Where the number of a hit on ``hero`` (drawn as ``sprite`` in ``seat``'s dungeon) stands, a plate of
        ``size`` risen by ``rise``: beside the Hero, left of it if it can, else over its head, else at the top
        of the picture; inside the picture of the card the Hero stands on (a Room, the Boss, or the
        entrance), so the card's name, type and damage stay in sight; never over the walking Hero's Health."""
        small = self.layout.card_size(seat) == "small"
        card = self._card_under(view, seat, sprite.centerx)
        top, bottom = (0, 24) if small else (22, 56)  # the picture's rows: under a large card's name band
        picture = pygame.Rect(card.x, card.y + top, card.w, bottom - top)
        walker = view.walker
        avoid = [self.walker_health_rect(view, hero, sprite)] if walker and walker.hero == hero else []
        beside, above, corner = (pygame.Rect((0, 0), size) for _ in range(3))
        beside.midright = (sprite.x + 2, sprite.centery - rise)
        above.midbottom = (sprite.centerx, sprite.y - rise)
        corner.topleft = picture.topleft
        tries = [rect.clamp(picture) for rect in (beside, above, corner)]
        fits = [t for t in tries if picture.contains(t) and not t.collidelistall(avoid)]
        return fits[0] if fits else tries[0].clamp(CANVAS)

    def _card_under(self, view, seat: int, x: int) -> pygame.Rect:
        """The card of ``seat``'s dungeon (a Room, the Boss) or its entrance, standing at ``x``."""
        rects = [self.room_rect(view, seat, slot) for slot in range(len(view.seats[seat].dungeon))]
        rects.append(self.layout.seat_zone(seat, "boss"))
        return next((r for r in rects if r.x <= x < r.right + 2), self.entrance_rect(view, seat))

    def forward_cards(self, view, seat: int, area: pygame.Rect) -> list[pygame.Rect]:
        """Where ``seat``'s dungeon brought forward into ``area`` shows each Room, then its Boss, at full size."""
        cards = len(view.seats[seat].dungeon) + 1
        left = area.right - 8 - cards * (CARD_W + 4)
        return [pygame.Rect(left + i * (CARD_W + 4), area.y + 22, CARD_W, CARD_H) for i in range(cards)]

    def forward_queue(self, view, seat: int, area: pygame.Rect) -> tuple[list, list[HeroLabel]]:
        """The Heroes waiting at ``seat``'s entrance in its dungeon brought forward into ``area``: where each
        stands ((id, feet) for each, all of them, left of the cards) and their labels, under their feet (where no
        card stands), above the footer."""
        first = self.forward_cards(view, seat, area)[0]
        entrance = view.seats[seat].entrance
        x0, least = first.x - 16, area.x + 14
        gap = min(QUEUE_STEP[False][0], (x0 - least) // max(1, len(entrance) - 1))
        queue = [(hero, (x0 - i * gap, first.y + LANE[False])) for i, hero in enumerate(entrance)]
        sprites = [(hero, self.sprites.walk_for(CARDS.get(hero))[0].get_rect(midbottom=(feet[0], feet[1] + 2)))
                   for hero, feet in queue]
        beside = pygame.Rect(area.x, first.y, first.x - 2 - area.x, area.bottom - 14 - first.y)
        return queue, self.hero_labels(view, sprites, beside, under=True)

    # ------------------------------------------------------------------ Items (the variant)
    def item_deck_rect(self) -> pygame.Rect:
        return self.layout.zone("item_deck")

    def town_items(self, view, marks) -> list[ItemSpot]:
        """The Items waiting in town, first revealed first, side by side in their zone (closer when many), not
        hidden by an animation."""
        zone, size = self.layout.zone("items_town"), ITEM_ICON
        per_row = max(1, (zone.w + ITEM_STEP) // (size + ITEM_STEP))
        rows = max(1, (zone.h + ITEM_STEP) // (size + ITEM_STEP))
        n = len(view.items_town)
        if n > per_row * rows:  # more than the zone holds: closer, overlapping
            per_row = -(-n // rows)
        step = min(size + ITEM_STEP, (zone.w - size) // max(1, per_row - 1))
        out = []
        for i, item in enumerate(view.items_town):
            rect = pygame.Rect(zone.x + (i % per_row) * step, zone.y + (i // per_row) * (size + ITEM_STEP), size, size)
            if ItemPlace(item) not in marks.hidden:
                out.append(ItemSpot(item, rect))
        return out

    def panel_items(self, view, seat: int, marks) -> list[ItemSpot]:
        """``seat``'s Items, face-up (larger) then face-down (small, dimmed), not hidden by an animation: under
        the lines of a large score panel, or under a small dungeon's Boss (whose score has a single line). The
        face-down ones stand in rows right of the face-up ones, closer when many (each still seen)."""
        pv = view.seats[seat]
        small = self.layout.card_size(seat) == "small"
        up_size, down_size = PANEL_ITEMS[small]
        if small:
            area = self.layout.seat_zone(seat, "boss")
            area = pygame.Rect(area.x, area.bottom + 2, area.w, 2 * down_size + 1)
        else:
            score = self.score_rect(seat)
            area = pygame.Rect(score.x + 2, score.y + 57, score.w - 4, score.bottom - score.y - 57)
        out, x = [], area.x
        for item in pv.items_up:
            out.append(ItemSpot(item, pygame.Rect(x, area.y, up_size, up_size)))
            x += up_size + ITEM_STEP
        x += 1 if pv.items_up else 0
        rows = max(1, (area.h + 1) // (down_size + 1))
        per_row = max(1, (area.right - x + 1) // (down_size + 1))
        n = len(pv.items_down)
        if n > per_row * rows:
            per_row = -(-n // rows)
        step = min(down_size + 1, (area.right - x - down_size) // max(1, per_row - 1))
        for i, item in enumerate(pv.items_down):
            out.append(ItemSpot(item, pygame.Rect(x + (i % per_row) * step, area.y + (i // per_row) * (down_size + 1),
                                                  down_size, down_size), False))
        return [spot for spot in out if ItemPlace(spot.item) not in marks.hidden]

    def town_rider_rect(self, card: pygame.Rect) -> pygame.Rect:
        """Where the Item a Hero in town carries stands on its card drawn at ``card``: at the foot of the
        picture's right side (clear of the name, the numbers and the lure's word)."""
        if card.h >= CARD_H:
            return pygame.Rect(card.right - ITEM_ICON - 1, card.y + 37, ITEM_ICON, ITEM_ICON)
        size = ITEM_ICON // 2
        return pygame.Rect(card.right - size - 1, card.y + 15, size, size)

    def rider_rect(self, seat: int | None, sprite: pygame.Rect) -> pygame.Rect:
        """Where the Item a Hero carries stands beside its ``sprite`` in ``seat``'s dungeon (None: on the way from
        town): at its hand, on the left (its Health stands on the right; at the table's edge, on the right), at the
        size of the dungeon."""
        size = RIDER[seat is not None and self.layout.card_size(seat) == "small"]
        rect = pygame.Rect(sprite.x + size // 3 - size, sprite.bottom - size - 2, size, size)
        if rect.x < CANVAS.x + 1:  # at the table's edge: on the right
            rect.x = sprite.right - size // 3
        return rect

    def riders(self, view, marks) -> list[Rider]:
        """Every Item riding with a Hero drawn now (in town, at an entrance, walking), beside its Hero."""
        if not view.carried:
            return []
        carried = dict(view.carried)
        out = [Rider(hero, carried[hero], self.town_rider_rect(rect))
               for hero, rect in self.town_shown(view, marks) if hero in carried]
        for seat in range(view.players):
            heroes = [(hero, rect) for _i, hero, _feet, rect in self.entrance_shown(view, seat, marks)]
            walker = self.walker_shown(view, seat, marks)
            if walker is not None:
                heroes.append((walker[0], walker[2]))
            out += [Rider(hero, carried[hero], self.rider_rect(seat, rect)) for hero, rect in heroes if hero in carried]
        return [r for r in out if ItemPlace(r.item) not in marks.hidden]

    def item_rect(self, view, item: str) -> pygame.Rect | None:
        """Where ``item`` is drawn in ``view`` (in town, with a Hero, in a seat's panel), or None."""
        marks = Marks()
        for spot in self.town_items(view, marks):
            if spot.item == item:
                return spot.rect
        for rider in self.riders(view, marks):
            if rider.item == item:
                return rider.rect
        for seat in range(view.players):
            for spot in self.panel_items(view, seat, marks):
                if spot.item == item:
                    return spot.rect
        return None

    def item_spots(self, view, marks) -> list[Spot]:
        """The Items the mouse can point at: the Item deck, those waiting in town and in the seats' panels (each its
        own place), and those riding with a Hero (they point at their Hero, and zoom the Item)."""
        if not items_on(view):
            return []
        spots = [Spot(self.item_deck_rect(), DeckPlace("item"), None)]
        spots += [Spot(spot.rect, ItemPlace(spot.item), spot.item) for spot in self.town_items(view, marks)]
        for seat in range(view.players):
            spots += [Spot(spot.rect, ItemPlace(spot.item), spot.item) for spot in self.panel_items(view, seat, marks)]
        return spots

    def rider_spots(self, view, marks) -> list[Spot]:
        """Each Item riding with a Hero: pointed at, the Hero is the place and the Item the card zoomed."""
        return [Spot(rider.rect, HeroPlace(rider.hero), rider.item) for rider in self.riders(view, marks)]

    def table_spots(self, view, marks) -> list[Spot]:
        """Everything away from the hand the mouse can point at, in drawing order (see :meth:`spots_of`)."""
        spots = [Spot(self.layout.zone(zone), DeckPlace(deck), None) for zone, deck in DECKS]
        spots.append(Spot(self.layout.zone("discard"), DISCARD, view.discard[-1] if view.discard else None))
        for seat in range(view.players):
            pv = view.seats[seat]
            spots += [Spot(rect, place, pile[-1]) for place, rect, pile in self.rooms_shown(view, seat, marks)]
            new = self.new_room(view, seat, marks)
            if new is not None:
                spots.append(Spot(new[1], new[0], None))
            spots.append(Spot(self.boss_rect(view, seat), SeatPlace(seat), pv.boss))
            spots += [Spot(rect, HeroPlace(hero), hero) for _i, hero, _feet, rect in self.entrance_shown(
                view, seat, marks)]
            walker = self.walker_shown(view, seat, marks)
            if walker is not None:
                spots.append(Spot(walker[2], HeroPlace(walker[0]), walker[0]))
            spots.append(Spot(self.score_rect(seat), SeatPlace(seat), pv.boss))
        spots += [Spot(rect, HeroPlace(hero), hero) for hero, rect in self.town_shown(view, marks)]
        return spots + self.item_spots(view, marks) + self.rider_spots(view, marks)

    def spots_of(self, view, marks) -> list[Spot]:
        """Everything the mouse can point at, in drawing order (the last on top), as :meth:`draw` shows
        ``view`` with ``marks``."""
        spots = self.table_spots(view, marks)
        spots += [Spot(rect, place, card) for card, rect, place, _i, _size in self.hand_shown(view, marks, spots)]
        return [Spot(pygame.Rect(spot.rect), spot.place, spot.card) for spot in spots]

    def place(self, view, marks) -> None:
        """Where each thing stands now, for :meth:`hit` (each update, never while drawing)."""
        self.spots = self.spots_of(view, marks)

    def hit(self, pos) -> Spot | None:
        """The topmost thing drawn at ``pos``."""
        for spot in reversed(self.spots):
            if spot.rect.collidepoint(pos):
                return spot
        return None
