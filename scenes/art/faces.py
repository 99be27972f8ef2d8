"""Card faces composed at run time from card data: frame + illustration + name + icons + numbers.

    from scenes.art.faces import CardFaces
    faces = CardFaces()                       # needs pygame initialised only for convert_alpha
    faces.face("dark_altar#2")                # 64x88 large face (instance ids and card objects work too)
    faces.face("dark_altar", "small")         # 32x44 face for opponents' dungeons
    faces.face("dark_altar", "zoom")          # 128x176 (large at 2x)
    faces.face("dark_altar", "hand")          # 64x61: the large face with its picture cut to a strip
    faces.back("room")                        # room / spell / hero / epic backs, also "small"
    faces.deactivated("dark_altar")           # sideways, dimmed
    faces.detail("dark_altar", 200)           # a text panel: name, type, stats and rules text
    faces.icon("thief")                       # any icon in assets/ui/icons

``CardFaces(scale=2)`` returns every surface scaled by a whole number (nearest neighbour).
Surfaces are cached; treat them as read-only (copy before drawing on them).
"""

from __future__ import annotations

from pathlib import Path

from scenes.assets import assets_dir

from .card_geometry import (
    CARD_H,
    CARD_W,
    ICONS,
    ILLU_POS,
    MINI_ICONS,
    NAME_RECT,
    NUMBER_AT,
    SMALL_H,
    SMALL_ILLU,
    SMALL_W,
    STAT_RECT,
    STAT_Y,
    TYPE_RECT,
)
from .font import PixelFont
from .palette import BONE, GOLD, INK, SHADOW, STONE

HAND_STRIP = 7  # rows of the picture a card in hand keeps at rest
SIZES = {"large": (CARD_W, CARD_H), "small": (SMALL_W, SMALL_H), "zoom": (CARD_W * 2, CARD_H * 2),
         "hand": (CARD_W, ILLU_POS[1] + HAND_STRIP + CARD_H - TYPE_RECT[1])}


def _pygame():
    import pygame

    return pygame


class CardFaces:
    def __init__(self, scale: int = 1, assets: Path | None = None, cards=None) -> None:
        if cards is None:
            from game.cards import CARDS as cards
        self.cards = cards
        self.scale = int(scale)
        self.root = Path(assets) if assets else assets_dir()
        self.font = PixelFont.load(self.root / "fonts")
        self._images: dict[str, object] = {}
        self._cache: dict[tuple, object] = {}

    # ------------------------------------------------------------------ loading
    def _image(self, rel: str):
        if rel not in self._images:
            pg = _pygame()
            img = pg.image.load(str(self.root / rel))
            if pg.display.get_surface() is not None:
                img = img.convert_alpha()
            self._images[rel] = img
        return self._images[rel]

    def card(self, card):
        return self.cards.get(card) if isinstance(card, str) else card

    def illustration(self, card):
        return self._image(f"cards/{self.card(card).id}.png")

    def icon(self, name: str, mini: bool = False):
        if name not in ICONS:
            raise KeyError(name)
        return self._scaled(self._image(f"ui/icons/{'mini_' if mini else ''}{name}.png"))

    def _icon(self, name: str, mini: bool = False):
        return self._image(f"ui/icons/{'mini_' if mini else ''}{name}.png")

    def _scaled(self, surf):
        if self.scale == 1:
            return surf
        pg = _pygame()
        return pg.transform.scale(surf, (surf.get_width() * self.scale, surf.get_height() * self.scale))

    # ------------------------------------------------------------------ classification
    @staticmethod
    def kind(card) -> str:
        """monster / trap / spell / boss / hero / epic."""
        if hasattr(card, "kind") and hasattr(card, "damage"):
            return card.kind
        if hasattr(card, "phases"):
            return "spell"
        if hasattr(card, "xp"):
            return "boss"
        return "epic" if card.epic else "hero"

    def frame_name(self, card) -> str:
        k = self.kind(card)
        if k in ("monster", "trap") and card.advanced:
            return f"{k}_adv"
        return k

    def type_label(self, card) -> str:
        k = self.kind(card)
        return {"monster": "Monster", "trap": "Trap", "spell": "Spell", "boss": "Boss", "hero": "Hero",
                "epic": "Epic"}[k]

    # ------------------------------------------------------------------ public API
    def face(self, card, size: str = "large"):
        card = self.card(card)
        key = ("face", card.id, size)
        if key not in self._cache:
            if size == "small":
                surf = self._small(card)
            elif size in ("large", "zoom"):
                surf = self._large(card)
                if size == "zoom":
                    surf = _pygame().transform.scale(surf, (CARD_W * 2, CARD_H * 2))
            elif size == "hand":
                surf = self._in_hand(self._large(card))
            elif size.startswith("hand:"):  # a crowded hand: a narrower card, its name wrapped to fit
                surf = self._in_hand(self._large(card, int(size[5:])))
            elif size.startswith("narrow:"):  # a crowded town: the same, whole
                surf = self._large(card, int(size[7:]))
            else:
                raise ValueError(f"unknown face size {size!r}")
            self._cache[key] = self._scaled(surf)
        return self._cache[key]

    def back(self, deck: str, size: str = "large"):
        key = ("back", deck, size)
        if key not in self._cache:
            surf = self._image(f"ui/backs/{deck}.png")
            if size == "small":
                surf = self._image(f"ui/backs/small_{deck}.png")
            elif size == "zoom":
                surf = _pygame().transform.scale(surf, (CARD_W * 2, CARD_H * 2))
            self._cache[key] = self._scaled(surf)
        return self._cache[key]

    def deactivated(self, card, size: str = "large"):
        """The face turned sideways (90 degrees clockwise) and dimmed, with the deactivated mark."""
        card = self.card(card)
        key = ("off", card.id, size)
        if key not in self._cache:
            pg = _pygame()
            surf = self.face(card, size).copy()
            surf.fill((150, 150, 175, 255), special_flags=pg.BLEND_RGBA_MULT)
            mark = self.icon("deactivated")
            surf.blit(mark, (surf.get_width() - mark.get_width() - 2 * self.scale, 2 * self.scale))
            self._cache[key] = pg.transform.rotate(surf, -90)
        return self._cache[key]

    def card_name_lines(self, card, width: int) -> tuple[list[str], int | None]:
        """The name as at most two lines that fit ``width``, and the letter spacing to draw them with:
        normal, else condensed, else (Heroes) the name before its comma, else condensed with long words
        broken at a syllable (``narrow_lines``)."""
        from scenes.ui.narrow_names import narrow_lines

        f = self.font
        names = [card.name] + ([card.name.split(",")[0]] if "," in card.name else [])
        for spacing in (None, 0):
            for name in names:
                lines = f.wrap(name, width, spacing)
                if len(lines) <= 2 and all(f.width(w, spacing) <= width for w in name.split()):
                    return lines, spacing
        return narrow_lines(names[-1], width, lambda text: f.width(text, 0), most=2), 0

    def detail(self, card, width: int = 160):
        """A panel with the card's name, type line, numbers and rules text (for the zoom area)."""
        card = self.card(card)
        key = ("detail", card.id, width)
        if key in self._cache:
            return self._cache[key]
        pg = _pygame()
        f = self.font
        inner = width - 8
        blocks: list[tuple[str, tuple]] = [(line, GOLD) for line in f.wrap(card.name, inner)]
        sub = "Epic Hero" if self.kind(card) == "epic" else self.type_label(card)
        if self.kind(card) in ("monster", "trap"):
            sub = ("Advanced " if card.advanced else "") + sub + " Room"
            sub += f"  Damage {'X' if card.x_damage else card.damage}"
        elif self.kind(card) == "spell":
            sub += " - " + " & ".join(p.capitalize() for p in card.phases)
        elif self.kind(card) == "boss":
            sub = f"{card.title}  XP {card.xp}"
        else:
            sub += f"  Health {card.health}"
            if card.min_players > 2:
                sub += f"  {card.min_players}+ players"
        blocks += [(line, STONE) for line in f.wrap(sub, inner)]
        blocks.append(("", BONE))
        blocks += [(line, BONE) for line in f.wrap(getattr(card, "text", "") or "", inner)]
        height = 8 + f.line_height * len(blocks)
        surf = pg.Surface((width, height), pg.SRCALPHA, 32)
        surf.fill((*INK, 235))
        pg.draw.rect(surf, SHADOW, surf.get_rect(), 1)
        y = 4
        for line, colour in blocks:
            f.draw(surf, line, (4, y), colour)
            y += f.line_height
        surf = self._scaled(surf)
        self._cache[key] = surf
        return surf

    def figure_rects(self, card, size: str = "large") -> dict[str, tuple[int, int, int, int]]:
        """Where a face (``size`` "large", "narrow:<width>" or "small") shows its numbers and icons, as (x, y, w, h)
        from its top-left at 1x: "number" (a Room's damage, a Hero's Health or a Boss's XP, with its icon),
        "souls" (a Hero's Soul icons, large faces) and "treasure" (its treasure icons). A Spell has none."""
        card = self.card(card)
        key = ("rects", card.id, size)
        if key not in self._cache:
            self._cache[key] = self._figure_rects(card, size)
        return self._cache[key]

    def _figure_rects(self, card, size: str) -> dict[str, tuple[int, int, int, int]]:
        kind = self.kind(card)
        if kind == "spell":
            return {}
        room = kind in ("monster", "trap")
        if room:
            value = "X" if card.x_damage else str(card.damage)
        else:
            value = str(card.xp if kind == "boss" else card.health)
        icons = len(card.treasure) if room or kind == "boss" else 1
        if size == "small":
            x, y = NUMBER_AT["small"]
            if kind == "boss":  # a small Boss shows its XP at the left, without the star
                x = 3
            return {"number": (1, y - 2, x + self.font.width(value), 11),
                    "treasure": (30 - 7 * icons, 35, 7 * icons, 7)}
        width = int(size[7:]) if size.startswith("narrow:") else CARD_W
        sx, _sy, sw, _sh = STAT_RECT
        right = sx + sw - (CARD_W - width) - 2
        x, y = NUMBER_AT["large"]
        out = {"number": (sx + 1, STAT_Y - 1, x - sx + self.font.width(value), 11),
               "treasure": (right - 9 * icons, STAT_Y, 9 * icons, 9)}
        if kind in ("hero", "epic"):
            out["souls"] = (sx + 26, STAT_Y, 8 * card.souls, 9)
        return out

    # ------------------------------------------------------------------ composition
    def _large(self, card, width: int = CARD_W):
        """The large face; ``width`` narrower than a card cuts the frame's middle out and lays the name,
        the type and the numbers out to fit (a crowded hand)."""
        pg = _pygame()
        f = self.font
        frame = self._image(f"ui/frames/{self.frame_name(card)}.png")
        if width < CARD_W:  # the frame's left part and its right edge, the picture's middle
            surf = pg.Surface((width, CARD_H), pg.SRCALPHA, 32)
            surf.blit(frame, (0, 0), (0, 0, width - 3, CARD_H))
            surf.blit(frame, (width - 3, 0), (CARD_W - 3, 0, 3, CARD_H))
            ill = self.illustration(card)
            cut = ill.get_width() - (CARD_W - width)
            surf.blit(ill, ILLU_POS, ((ill.get_width() - cut) // 2, 0, cut, ill.get_height()))
        else:
            surf = frame.copy()
            surf.blit(self.illustration(card), ILLU_POS)
        shrink = CARD_W - width
        kind = self.kind(card)
        # name plate
        nx, ny, nw, nh = NAME_RECT
        nw -= shrink
        lines, spacing = self.card_name_lines(card, nw - 4)
        top = ny + (nh - (len(lines) * f.line_height - 1)) // 2
        colour = GOLD if kind in ("boss", "epic") or getattr(card, "advanced", False) else BONE
        for i, line in enumerate(lines):
            lw = f.width(line, spacing)
            f.draw(surf, line, (nx + (nw - lw) // 2, top + i * f.line_height), colour, spacing=spacing)
        # type strip
        tx, ty, tw, th = TYPE_RECT
        tw -= shrink
        type_icon = {"monster": "monster", "trap": "trap", "spell": "spell", "boss": "boss", "hero": "hero",
                     "epic": "epic"}[kind]
        surf.blit(self._icon(type_icon), (tx + 1, ty + 1))
        if not shrink or kind not in ("monster", "trap", "spell"):
            f.draw(surf, self.type_label(card) if kind != "boss" else "Boss", (tx + 12, ty + 1), BONE)
        right = tx + tw - 1
        if getattr(card, "advanced", False):
            surf.blit(self._icon("advanced"), (right - 9, ty + 1))
        if kind in ("hero", "epic") and card.min_players > 2:
            text = f"{card.min_players}+"
            f.draw(surf, text, (right - f.width(text) - 1, ty + 1), BONE)
            surf.blit(self._icon("players"), (right - f.width(text) - 11, ty + 1))
        # stats strip
        sx, sy, sw, sh = STAT_RECT
        sw -= shrink
        cy = STAT_Y
        number = NUMBER_AT["large"]
        if kind in ("monster", "trap"):
            surf.blit(self._icon("damage"), (sx + 2, cy))
            f.draw(surf, "X" if card.x_damage else str(card.damage), number, BONE)
            self._treasures(surf, card.treasure, sx + sw - 2, cy)
        elif kind == "spell":
            x = sx + 2
            for phase in card.phases:
                surf.blit(self._icon("build" if phase == "build" else "adventure"), (x, cy))
                x += 10
            label = "Both" if len(card.phases) > 1 else card.phases[0].capitalize()
            if not shrink:
                f.draw(surf, label, (x + 1, cy + 1), BONE)
        elif kind == "boss":
            surf.blit(self._icon("xp"), (sx + 2, cy))
            f.draw(surf, str(card.xp), number, BONE)
            self._treasures(surf, card.treasure, sx + sw - 2, cy)
        else:
            surf.blit(self._icon("health"), (sx + 2, cy))
            f.draw(surf, str(card.health), number, BONE)
            for i in range(card.souls):
                surf.blit(self._icon("soul"), (sx + 26 + i * 8, cy))
            self._treasures(surf, (card.treasure,), sx + sw - 2, cy)
        if pg.display.get_surface() is not None:
            surf = surf.convert_alpha()
        return surf

    @staticmethod
    def _in_hand(large):
        """A card in hand at rest: the large face with its picture cut to a strip, so the name, the type and
        the numbers fit the hand's row (pointing at it shows it whole)."""
        top, strip, w = ILLU_POS[1] + HAND_STRIP, TYPE_RECT[1], large.get_width()
        surf = _pygame().Surface((w, top + CARD_H - strip), _pygame().SRCALPHA)
        surf.blit(large, (0, 0), (0, 0, w, top))
        surf.blit(large, (0, top), (0, strip, w, CARD_H - strip))
        return surf

    def _treasures(self, surf, treasures, right: int, y: int, mini: bool = False) -> None:
        step = 7 if mini else 9
        x = right - step * len(treasures)
        for t in treasures:
            name = t if (t in MINI_ICONS or not mini) else "fewest_souls"
            if mini and name not in MINI_ICONS:
                surf.blit(self._icon(name), (x, y - 1))
            else:
                surf.blit(self._icon(name, mini), (x, y))
            x += step

    def _small(self, card):
        f = self.font
        surf = self._image(f"ui/frames/small_{self.frame_name(card)}.png").copy()
        ix, iy, iw, ih = SMALL_ILLU
        ill = self.illustration(card)
        surf.blit(ill, (ix, iy), ((ill.get_width() - iw) // 2, ill.get_height() - ih - 4, iw, ih))
        kind = self.kind(card)
        y = 27
        if kind in ("monster", "trap"):
            surf.blit(self._icon("damage"), (2, y))
            f.draw(surf, "X" if card.x_damage else str(card.damage), NUMBER_AT["small"], BONE)
            if card.advanced:
                surf.blit(self._icon("advanced"), (21, y))
            self._treasures(surf, card.treasure, 30, 35, mini=True)
        elif kind == "spell":
            x = 3
            for phase in card.phases:
                surf.blit(self._icon("build" if phase == "build" else "adventure"), (x, y + 4))
                x += 10
        elif kind == "boss":
            f.draw(surf, str(card.xp), (3, y + 1), GOLD)
            self._treasures(surf, card.treasure, 30, 35, mini=True)
        else:
            surf.blit(self._icon("health"), (2, y))
            f.draw(surf, str(card.health), NUMBER_AT["small"], BONE)
            self._treasures(surf, (card.treasure,), 30, 35, mini=True)
        return surf
