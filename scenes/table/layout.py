"""The table's zones, read from the Tiled maps ``assets/maps/table_<n>p.tmx`` (the maps are the source).

    layout = TableLayout.load(players=3, viewer=1)
    layout.zone("town")                 # pygame.Rect of a table zone
    layout.room(seat=2, slot=0, rooms=3)  # where that Room of seat 2's dungeon is drawn
    layout.card_size(seat=2)            # "large" for the viewer (and both seats in 2 players), else "small"
    layout.dungeon_area(seat=2)         # the rectangle around all of seat 2's dungeon
    layout.zone("discard_pile")         # an area of the ``overlays`` layer: where an overlay or the strip stands

The map names dungeons by place around the table: ``dungeon.p0`` is nearest (the viewer's), the others
follow in seat order. Rooms lie next to the Boss: with three Rooms, slots 0-2 use ``room2``-``room4``, and a
new Room (built to the left) goes in ``room1``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pygame

from scenes.assets import asset

MAX_ROOMS = 5


@dataclass(frozen=True)
class Zone:
    name: str
    rect: pygame.Rect
    card: str | None  # the card face size drawn there: large / small / zoom


@cache
def read_zones(players: int) -> dict[str, Zone]:
    """Every named rectangle of the layout for ``players``: the table's zones (the ``zones`` object layer, side
    by side) and the areas drawn over them (the ``overlays`` layer: the overlays, the "Any answer?" strip)."""
    import pytmx

    tm = pytmx.TiledMap(str(asset("maps", f"table_{players}p.tmx")), load_images=False)
    return {obj.name: Zone(obj.name, pygame.Rect(int(obj.x), int(obj.y), int(obj.width), int(obj.height)),
                           obj.properties.get("card"))
            for layer in ("zones", "overlays") for obj in tm.get_layer_by_name(layer)}


class TableLayout:
    """The zones of one table, turned so that ``viewer`` sits nearest."""

    def __init__(self, players: int, viewer: int | None) -> None:
        self.players = players
        self.viewer = 0 if viewer is None else viewer
        self.zones = read_zones(players)

    @classmethod
    def load(cls, players: int, viewer: int | None) -> TableLayout:
        return cls(players, viewer)

    def zone(self, name: str) -> pygame.Rect:
        return self.zones[name].rect

    def place_of(self, seat: int) -> int:
        """0 for the viewer, then the others in seat order."""
        return (seat - self.viewer) % self.players

    def seat_zone(self, seat: int, part: str) -> pygame.Rect:
        """``part`` (entrance, room0-4, boss, score) of ``seat``'s dungeon."""
        return self.zones[f"dungeon.p{self.place_of(seat)}.{part}"].rect

    def dungeon_area(self, seat: int) -> pygame.Rect:
        """The whole of ``seat``'s dungeon: its entrance, Rooms, Boss and score (a small one also the Room
        names under its row)."""
        parts = [self.seat_zone(seat, part) for part in ("entrance", "boss", "score")]
        parts += [self.seat_zone(seat, f"room{i}") for i in range(MAX_ROOMS)]
        area = parts[0].unionall(parts[1:])
        return area.inflate(0, 20).move(0, 10) if self.card_size(seat) == "small" else area

    def card_size(self, seat: int) -> str:
        return self.zones[f"dungeon.p{self.place_of(seat)}.boss"].card or "large"

    def room(self, seat: int, slot: int, rooms: int) -> pygame.Rect:
        """Where Room ``slot`` of a dungeon of ``rooms`` Rooms is drawn; ``slot == -1`` is the free place to
        its left (where a new Room would go)."""
        return self.seat_zone(seat, f"room{MAX_ROOMS - rooms + slot}")
