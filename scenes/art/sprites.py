"""Run-time access to the hero walk cycles and effects (assets/heroes, assets/fx).

    hs = HeroSprites()
    frames = hs.walk("fighter", epic=False)    # 4 frames, 24x28, facing right; flip for left
    hs.walk_for(CARDS.heroes["the_fool"])      # the right sheet for a Hero card
    hs.flash(frames[0])                        # white silhouette for the hit flash
    hs.fx("death")                             # puff of smoke that leaves a soul gem (6 frames)
    hs.fx("hit"), hs.fx("wound"), hs.fx("crumble")   # crumble: overlays for a 64x88 Room face
    hs.crumble(face)                           # the face itself breaking apart, frame by frame
    hs.damage_number(3)                        # "-3" in red outlined digits
"""

from __future__ import annotations

import json
import random
from pathlib import Path

from scenes.assets import assets_dir

CLASSES = ("cleric", "fighter", "mage", "thief", "fool")
FX = ("hit", "death", "wound", "crumble")


class HeroSprites:
    def __init__(self, assets: Path | None = None) -> None:
        self.root = Path(assets) if assets else assets_dir()
        self.meta = json.loads((self.root / "heroes" / "heroes.json").read_text(encoding="utf-8"))
        self.fx_meta = json.loads((self.root / "fx" / "fx.json").read_text(encoding="utf-8"))
        self._cache: dict = {}

    def _load(self, rel: str):
        import pygame

        img = pygame.image.load(str(self.root / rel))
        if pygame.display.get_surface() is not None:
            img = img.convert_alpha()
        return img

    @staticmethod
    def _cut(sheet, w: int, h: int, n: int) -> list:
        return [sheet.subsurface((i * w, 0, w, h)).copy() for i in range(n)]

    def walk(self, cls: str, epic: bool = False) -> list:
        name = f"{cls}_epic" if epic and f"{cls}_epic" in self.meta["sheets"] else cls
        if name not in self._cache:
            sheet = self._load(f"heroes/{self.meta['sheets'][name]}")
            m = self.meta
            self._cache[name] = self._cut(sheet, m["frame_w"], m["frame_h"], m["frames"])
        return self._cache[name]

    def walk_for(self, hero) -> list:
        cls = hero.treasure if hero.treasure in CLASSES else "fool"
        return self.walk(cls, hero.epic)

    def all_walks(self) -> dict[str, list]:
        sheets = self.meta["sheets"]
        return {name: self.walk(name.removesuffix("_epic"), name.endswith("_epic")) for name in sheets}

    @staticmethod
    def flash(surface, colour=(255, 255, 255)):
        import pygame

        mask = pygame.mask.from_surface(surface)
        return mask.to_surface(setcolor=(*colour, 255), unsetcolor=(0, 0, 0, 0))

    def fx(self, name: str) -> list:
        key = ("fx", name)
        if key not in self._cache:
            m = self.fx_meta[name]
            sheet = self._load(f"fx/{m['file']}")
            self._cache[key] = self._cut(sheet, m["frame_w"], m["frame_h"], m["frames"])
        return self._cache[key]

    def all_fx(self) -> dict[str, list]:
        return {name: self.fx(name) for name in FX}

    def damage_number(self, amount: int, sign: str = "-"):
        import pygame

        if "digits" not in self._cache:
            self._cache["digits"] = self._load("fx/digits.png")
        sheet, glyphs = self._cache["digits"], self.fx_meta["digits"]["glyphs"]
        text = f"{sign}{amount}" if sign else str(amount)
        width = sum(glyphs[ch][1] - 1 for ch in text) + 1
        surf = pygame.Surface((width, 9), pygame.SRCALPHA, 32)
        surf.fill((0, 0, 0, 0))
        x = 0
        for ch in text:
            gx, gw = glyphs[ch]
            surf.blit(sheet, (x, 0), (gx, 0, gw, 9))
            x += gw - 1
        return surf

    @staticmethod
    def crumble(face, frames: int = 8, block: int = 8, seed: int = 0) -> list:
        """The face breaking into blocks that fall and fade (deterministic for a given seed)."""
        import pygame

        rng = random.Random(seed)
        w, h = face.get_size()
        blocks = [(x, y, rng.uniform(0.5, 1.5), rng.choice((-1, 0, 1))) for y in range(0, h, block)
                  for x in range(0, w, block)]
        out = []
        for f in range(frames):
            surf = pygame.Surface((w, h + h // 2), pygame.SRCALPHA, 32)
            surf.fill((0, 0, 0, 0))
            t = f / max(1, frames - 1)
            for x, y, speed, drift in blocks:
                dy = int((t * speed) ** 2 * h * 0.6)
                piece = face.subsurface((x, y, min(block, w - x), min(block, h - y))).copy()
                piece.set_alpha(int(255 * (1 - t * 0.8)))
                surf.blit(piece, (x + int(drift * t * 6), y + dy))
            out.append(surf)
        return out
