"""Draws a table as one viewer sees it, and says where each thing stands.

    board = Board(layout, faces, sprites)
    board.place(view, marks)                  # where each thing stands (each update): what hit() reads
    board.hit((x, y))                         # -> Spot under the mouse (its place and card), or None
    board.draw(canvas, state, view, marks)    # marks: what is lit, highlighted, selected, hidden

Drawing changes nothing: where things stand comes from the same pure functions (``spots_of`` and the
rectangles below) that hit-testing reads.

``state`` is the game as shown so far (the director's ``shown_state``), ``view`` what the viewer may see
of it; everything visible is read from ``view``; treasure totals, Room damage and the lure (public facts)
are asked of the rules with ``state``. Places are those of :mod:`scenes.table.places`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

import pygame

from game.cards import CARDS
from game.rules import health_figure, lure, room_damage, room_damage_figure, treasure_figures
from game.wording import boss_of
from scenes.art.faces import SIZES as FACE_SIZES
from scenes.art.geometry import CARD_H, CARD_W, NUMBER_AT, SMALL_H, SMALL_W
from scenes.assets import asset
from scenes.keys import HAND_KEYS
from scenes.narrow_names import narrow_lines
from scenes.table.layout import MAX_ROOMS, TableLayout
from scenes.table.places import DISCARD, DeckPlace, FlyingCard, HandPlace, HeroPlace, Place, RoomPlace, SeatPlace
from scenes.table.tips import Info, changed
from scenes.ui.geometry import CANVAS
from scenes.ui.palette import BLOOD, BONE, EARTH, GOLD, HIGHLIGHT, HINT, ICE, INK, LIT, SELECTED, SHADOW, STONE
from scenes.ui.text import draw_text

TREASURE_KINDS = ("cleric", "fighter", "mage", "thief")
SIZES = {"large": (CARD_W, CARD_H), "small": (SMALL_W, SMALL_H), "hand": FACE_SIZES["hand"]}
TOWN_NARROWEST = 40  # the narrowest Hero card the town shows whole; more Heroes than that: two rows of small ones
HAND_LIFT = 6  # how far a card pointed at in the hand stands above the row
LANE = {False: 53, True: 22}
"""The walking lane, by dungeon size (small: True): the feet's height in a card, at the foot of its picture."""
HERO_W = 24  # a walk frame's width at 1x
DECKS = (("hero_deck", "hero"), ("epic_deck", "epic"), ("room_deck", "room"), ("spell_deck", "spell"))
"""Each deck's zone (also the view's count of its cards) and the back its cards show."""
NAME_LINE, NAME_LINES = 8, 3  # the names under a small dungeon's cards: line pitch and most lines
QUEUE_STEP = {False: (30, 14), True: (20, 8)}
"""How far apart waiting Heroes stand, by dungeon size: at most, and at least when the queue closes up."""
ROW_GAP = 6  # what a small dungeon's score row leaves free at its right: the next seat's row starts there
BADGE_H = 11  # a badge's height (a name, a Health, a count over a card)
LABEL_SPACE = 5  # between a waiting Hero's name and its Health in its label
LABEL_MARGIN = 4  # a waiting Hero's label reaches at least this far past the middle of its Hero, on each side
TITLES = ("the", "sir", "lord")
"""Words before a Hero's name that its queue tag leaves out ("The Fool", "Sir Digby Apple")."""


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


@dataclass
class Marks:
    """What the table shows on top of the cards: lit places (may be picked), the highlighted one, the
    selected hand cards, things an animation is drawing itself, and the hovered hand card."""

    lit: frozenset = frozenset()
    highlight: Place | None = None
    selected: frozenset = frozenset()
    hinted: frozenset = frozenset()  # the places of the hinted action
    hidden: frozenset = frozenset()  # places or FlyingCards an animation draws instead
    hover: Place | None = None
    thinking: int | None = None  # a bot seat that is thinking


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


class Board:
    def __init__(self, layout: TableLayout, faces, sprites, font) -> None:
        self.layout = layout
        self.faces = faces
        self.sprites = sprites
        self.font = font
        self.spots: list[Spot] = []
        self._background = None
        self.letters = False  # colour-blind-safe: treasure counts carry their type's initial too
        self.hand_keys: tuple[str, ...] = HAND_KEYS  # the key that picks each hand card, left to right
        self.you = True  # the viewer's seat is called "You" (a replay names every seat P1, P2...)
        self._halves: dict = {}  # walk frames at half size, for the small dungeons
        self._infos = None  # (state, view, key, info spots) last worked out
        self._numbers = None  # (state, view, Numbers) last worked out
        self._minis: dict[str, pygame.Surface] = {}  # a hand card's back of each kind, 6x8
        self._names: dict = {}  # (card, width) -> the lines of its name under a small card

    # ------------------------------------------------------------------ geometry the director shares
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

    def hero_width(self, seat: int) -> int:
        return HERO_W // (2 if self.layout.card_size(seat) == "small" else 1)

    def hero_frame(self, img, seat: int):
        """A walk frame at the size of ``seat``'s dungeon: whole in a large one, half-size in a small one (so it
        stands inside the small cards' pictures)."""
        if self.layout.card_size(seat) != "small":
            return img
        key = id(img)
        half = self._halves.get(key)
        if half is None or half[0] is not img:
            half = (img, pygame.transform.scale_by(img, 0.5))
            self._halves[key] = half
        return half[1]

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

    def sprite_rect(self, hero: str, feet, seat: int) -> pygame.Rect:
        """Where ``hero``'s walk frame stands with its feet at ``feet`` in ``seat``'s dungeon."""
        img = self.hero_frame(self.sprites.walk_for(CARDS.get(hero))[0], seat)
        return img.get_rect(midbottom=(feet[0], feet[1] + 2))

    # ------------------------------------------------------------------ what stands where, shown
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

    def health_words(self, view, hero: str) -> tuple[str, tuple]:
        """The Hero's Health left of its full Health, "2/4" (as the log's "2 of 4 Health left"; "0/4" once it
        has none left), and its colour: red once the Hero is hurt, else gold while a card raises its Health."""
        figure = self._health_figure(view, hero)
        left = max(0, figure.total - dict(view.damage).get(hero, 0))
        colour = BLOOD if left < figure.total else GOLD if figure.modifiers else BONE
        return f"{left}/{figure.total}", colour

    def _health_figure(self, view, hero: str):
        """The rules' ``health_figure`` of ``hero``, from the numbers worked out for ``view`` when they are."""
        cached = self._numbers[2].health.get(hero) if self._numbers and self._numbers[1] is view else None
        return cached or health_figure(view, hero)

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
        return spots

    def spots_of(self, view, marks) -> list[Spot]:
        """Everything the mouse can point at, in drawing order (the last on top), as :meth:`draw` shows
        ``view`` with ``marks``."""
        spots = self.table_spots(view, marks)
        spots += [Spot(rect, place, card) for card, rect, place, _i, _size in self.hand_shown(view, marks, spots)]
        return [Spot(pygame.Rect(spot.rect), spot.place, spot.card) for spot in spots]

    def place(self, view, marks) -> None:
        """Where each thing stands now, for :meth:`hit` (each update, never while drawing)."""
        self.spots = self.spots_of(view, marks)

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
        numbers = Numbers(rooms, treasure, doubled, damage, scores, {h: health_figure(view, h) for h in heroes})
        self._numbers = (state, view, numbers)
        return numbers

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
            for place, rect, pile in self.rooms_shown(view, seat, marks):
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
                rect, figures = self.boss_rect(view, seat), self.faces.figure_rects(pv.boss, size)
                out.append((self._on(rect, figures["number"]), Info("xp", seat)))
                out.append((self._on(rect, figures["treasure"]), Info("boss_treasure", seat)))
            self._entrance(None, view, seat, marks, out)
            self._walker(None, state, view, seat, marks, out)
            self._score(None, state, view, seat, marks, out)
        for hero, rect in self.town_shown(view, marks):
            figures = self.faces.figure_rects(hero, self.town_size(rect))
            for key, kind in (("number", "health"), ("souls", "worth"), ("treasure", "seeks")):
                if key in figures:
                    out.append((self._on(rect, figures[key]), Info(kind, what=hero)))
            badge = self.lure_badge(state, view, hero, rect)
            if badge is not None:
                out.append((self._badge(None, *badge), Info("lure", what=hero)))
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
        for seat in range(view.players):  # over the town: a crowded queue's labels may stand that high
            for label in self.entrance_labels(view, seat, marks):
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
            self._badge(surface, str(count), rect.midbottom)
        rect = self.layout.zone("discard")
        size = self.layout.zones["discard"].card or "large"
        if view.discard:
            surface.blit(self.faces.face(view.discard[-1], size), rect)
        else:
            pygame.draw.rect(surface, SHADOW, rect, 1)
            draw_text(surface, "Discard", (rect.centerx, rect.centery - 4), STONE, "center")
        self._badge(surface, str(len(view.discard)), rect.midbottom)

    def badge_rect(self, text: str, midbottom) -> pygame.Rect:
        """Where :meth:`_badge` draws ``text`` at ``midbottom``."""
        rect = pygame.Rect(0, 0, self.font.width(text) + 4, BADGE_H)
        rect.midbottom = (midbottom[0], midbottom[1] + 3)
        return rect

    def _badge(self, surface, text, midbottom, colour=BONE, frame=SHADOW) -> pygame.Rect:
        """A word on an ink label, its foot at ``midbottom``; its rectangle (``surface`` None: only that)."""
        rect = self.badge_rect(text, midbottom)
        if surface is not None:
            pygame.draw.rect(surface, INK, rect)
            pygame.draw.rect(surface, frame, rect, 1)
            draw_text(surface, text, (rect.x + 2, rect.y + 1), colour, shadow=None)
        return rect

    def _dungeon(self, surface, state, view, seat: int, marks) -> None:
        pv = view.seats[seat]
        size = self.layout.card_size(seat)
        small = size == "small"
        for place, rect, pile in self.rooms_shown(view, seat, marks):
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
                    self._veil(surface, rect, "face-down")
                else:
                    self._room_now(surface, state, view, seat, slot, top, rect, size)
            if len(pile) > 1:
                self._badge(surface, f"x{len(pile)}", (rect.right - 8, rect.y + 8), GOLD)
            self._mark(surface, rect, place, marks)
        new = self.new_room(view, seat, marks)
        if new is not None:
            place, rect = new
            pygame.draw.rect(surface, SHADOW, rect)
            draw_text(surface, "New", (rect.centerx, rect.centery - 8), LIT, "center")
            draw_text(surface, "Room", (rect.centerx, rect.centery + 2), LIT, "center")
            self._mark(surface, rect, place, marks)
        if small:
            self._room_names(surface, view, seat)
        boss_rect = self.boss_rect(view, seat)
        if pv.boss is None:  # "I Choose You": not kept yet, or not shown yet
            self._veil(surface, boss_rect, "Boss?")
        else:
            surface.blit(self.faces.face(pv.boss, size), boss_rect)
        if pv.out:
            self._veil(surface, boss_rect, "OUT", BLOOD)
        elif pv.conceded:  # out at the end of the turn
            self._veil(surface, boss_rect, "GAVE UP" if small else "CONCEDED", BLOOD)
        elif pv.leveled:
            self._badge(surface, "LV UP", (boss_rect.centerx, boss_rect.y + (10 if small else 34)), GOLD)
        self._mark(surface, boss_rect, SeatPlace(seat), marks)
        self._entrance(surface, view, seat, marks)
        self._walker(surface, state, view, seat, marks)
        self._score(surface, state, view, seat, marks)

    def _room_now(self, surface, state, view, seat, slot, room, rect, size) -> None:
        """Over a face-up active Room's printed damage, the damage it deals now when a card changes it (or an "X"
        Room's value), on gold; "x2" beside its treasure while the dungeon's Room treasure is doubled."""
        figure = self.numbers(state, view).rooms.get((seat, slot))
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
            rect = self.room_rect(view, seat, slot)
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

    def _veil(self, surface, rect, label, colour=STONE) -> None:
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
            if len(self._halves) > 64:
                self._halves.clear()
            img = self.hero_frame(img, seat)
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
        shown = self.entrance_shown(view, seat, marks)
        if out is not None:
            out.extend((rect, Info("health", what=hero)) for _i, hero, _feet, rect in shown if small)
            out.extend((label.health_rect, Info("health", what=label.hero))
                       for label in self.entrance_labels(view, seat, marks))
        if surface is None:
            return
        for _i, hero, feet, rect in shown:
            self._hero_sprite(surface, hero, feet, seat)
            more = len(view.seats[seat].entrance) - 1
            if small and more:
                self._badge(surface, f"+{more}", (rect.centerx, rect.y - 1), GOLD)
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
        walker = self.walker_shown(view, seat, marks)
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

    def health_bar(self, surface, view, hero, midbottom, out: list | None = None) -> pygame.Rect:
        """The Hero's Health (:meth:`health_words`) in a badge, framed in gold while a card raises it. Its
        rectangle (noted in ``out``; ``surface`` None: not drawn)."""
        words, colour = self.health_words(view, hero)
        raised = bool(self._health_figure(view, hero).modifiers)
        rect = self._badge(surface, words, (midbottom[0], midbottom[1] - 1), colour, GOLD if raised else SHADOW)
        if out is not None:
            out.append((rect, Info("health", what=hero)))
        return rect

    def _score(self, surface, state, view, seat, marks, out: list | None = None) -> None:
        """``seat``'s score panel: its name, Souls and Wounds, treasure, damage and hand. With ``surface`` None it
        draws nothing and only notes in ``out`` where each figure stands (the info spots: one code for both)."""
        pv = view.seats[seat]
        rect = self.score_rect(seat)
        colour = GOLD if seat == view.active else BONE
        name = seat_title(view, seat, self.you)
        numbers = self.numbers(state, view)
        totals, doubled, damage = numbers.treasure[seat], numbers.doubled[seat], numbers.damage[seat]
        if rect.h < 20:  # one line for a small dungeon
            x = rect.x
            x += self._text(surface, name, (x, rect.y + 1), colour).w + 4
            x = self._counts(surface, numbers.scores[seat], (x, rect.y + 1), seat, out)
            x = self._totals(surface, totals, damage, (x + 4, rect.y + 1), rect.right, seat=seat, out=out,
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
        self._counts(surface, numbers.scores[seat], (rect.x + 2, y), seat, out)
        y += 11
        self._totals(surface, totals, damage, (rect.x + 2, y), rect.right, two_lines=True, seat=seat, out=out,
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

    def _counts(self, surface, scores, pos, seat=None, out=None) -> int:
        """A seat's Souls and Wounds (``Numbers.scores``)."""
        x, y = pos
        for icon, n in zip(("soul", "wound"), scores, strict=True):
            self._icon(surface, icon, (x, y - 1))
            right = x + 10 + self._text(surface, str(n), (x + 10, y)).w
            if out is not None:
                out.append((pygame.Rect(x, y - 1, right - x, 10), Info(f"{icon}s", seat)))
            x = right + 4
        return x

    def _totals(self, surface, totals, damage, pos, right: int, two_lines=False, seat=None, out=None,
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

    @staticmethod
    def town_size(rect: pygame.Rect) -> str:
        """The face size of a Hero in town drawn at ``rect`` (``town_rects``)."""
        return "large" if rect.w >= CARD_W else "small" if rect.h < CARD_H else f"narrow:{rect.w}"

    def lure_badge(self, state, view, hero, rect) -> tuple[str, tuple, tuple] | None:
        """Before the Bait, the word a Hero in town at ``rect`` wears: the dungeon it would go to ("to P2") or
        "stays", where it stands and its colour; None in the other phases."""
        if view.phase not in ("build", "bait", "setup", "beginning"):
            return None
        target = lure(state, hero)
        label = "stays" if target is None else f"to {seat_name(view, target, self.you)}"
        return label, (rect.centerx, rect.y + (34 if rect.h >= CARD_H else 14)), STONE if target is None else GOLD

    def _town(self, surface, state, view, marks) -> None:
        for hero, rect in self.town_shown(view, marks):
            size = self.town_size(rect)
            surface.blit(self.faces.face(hero, size), rect)
            figure = self.numbers(state, view).health[hero]
            if changed(figure):
                self.changed_number(surface, rect, size, str(figure.total))
            self._mark(surface, rect, HeroPlace(hero), marks)
            badge = self.lure_badge(state, view, hero, rect)
            if badge is not None:
                self._badge(surface, *badge)

    def _hand(self, surface, view, marks) -> None:
        """The viewer's hand: short faces at rest, in a row; the card pointed at, highlighted or picked
        stands up whole over its neighbours (drawn last, so its spot is the one hit)."""
        for card, rect, place, i, size in self.hand_shown(view, marks):
            self._hand_card(surface, card, rect, place, i, marks, size)

    def _hand_card(self, surface, card, rect, place, index, marks, size) -> None:
        if size == "hand" and rect.w < CARD_W:
            size = f"hand:{rect.w}"
        surface.blit(self.faces.face(card, size), rect)
        if index < len(self.hand_keys) and self.hand_keys[index]:
            self._badge(surface, self.hand_keys[index], (rect.x + 6, rect.y + 1), STONE)
        self._mark(surface, rect, place, marks)
        if place in marks.selected:
            pygame.draw.rect(surface, SELECTED, rect.inflate(4, 4), 2)

    def draw_brought_forward(self, surface, state, view, seat: int, area: pygame.Rect) -> None:
        """``seat``'s dungeon brought forward: its Rooms and Boss at full card size, in their order, with each
        Room's damage under it, the Heroes waiting at its entrance and the one walking in it, and the owner's
        Souls, Wounds, treasure and damage above. Only what ``view`` shows: a face-down Room of another seat
        is its back."""
        pv = view.seats[seat]
        pygame.draw.rect(surface, INK, area)
        pygame.draw.rect(surface, GOLD, area, 1)
        x = draw_text(surface, seat_title(view, seat, self.you), (area.x + 6, area.y + 5), GOLD).right + 8
        numbers = self.numbers(state, view)
        x = self._counts(surface, numbers.scores[seat], (x, area.y + 5))
        self._totals(surface, numbers.treasure[seat], numbers.damage[seat], (x + 4, area.y + 5), area.right,
                     changed=numbers.doubled[seat])
        rects = self.forward_cards(view, seat, area)
        for slot, (pile, rect) in enumerate(zip(pv.dungeon, rects, strict=False)):
            card = pile[-1]
            if card is None:
                face = self.faces.back("room", "large")
            elif card in view.inactive:
                face = self.faces.deactivated(card, "large")
            else:
                face = self.faces.face(card, "large")
            surface.blit(face, face.get_rect(center=rect.center))
            if card is not None and card in view.facedown:
                self._veil(surface, rect, "face-down")
            elif card is not None and card not in view.inactive:
                self._room_now(surface, state, view, seat, slot, card, rect, "large")
            if len(pile) > 1:
                self._badge(surface, f"x{len(pile)}", (rect.right - 8, rect.y + 8), GOLD)
            damage = room_damage(state, seat, slot)
            self._badge(surface, f"{damage} damage", (rect.centerx, rect.bottom + 12), BLOOD if damage else STONE)
        boss = rects[-1]
        if pv.boss is not None:
            surface.blit(self.faces.face(pv.boss, "large"), boss)
        else:
            self._veil(surface, boss, "Boss?")
        draw_text(surface, "Boss", (boss.centerx, boss.bottom + 3), STONE, "center")
        queue, labels = self.forward_queue(view, seat, area)
        for hero, feet in queue:
            self.hero_image(surface, self.sprites.walk_for(CARDS.get(hero))[0], feet)
        for label in labels:
            self.hero_label(surface, label)
        if view.walker and view.walker.seat == seat:
            hero, slot = view.walker.hero, view.walker.slot
            at = rects[min(slot if slot is not None else 0, len(rects) - 1)]
            rect = self.hero_image(surface, self.sprites.walk_for(CARDS.get(hero))[0], (at.centerx, at.y + LANE[False]))
            self.walker_health(surface, view, hero, rect)
        draw_text(surface, "Any key or click: back to the table", (area.centerx, area.bottom - 12), STONE, "center")

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

    def hit(self, pos) -> Spot | None:
        """The topmost thing drawn at ``pos``."""
        for spot in reversed(self.spots):
            if spot.rect.collidepoint(pos):
                return spot
        return None
