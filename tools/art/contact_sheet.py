"""Write a contact sheet PNG: every card face composed at 2x, the backs, icons and the hero walk cycles.

    python -m tools.art.contact_sheet [OUT_DIR]      # default out/ -> out/contact_sheet.png (+ _1x.png)
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def render(scale: int = 2):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.cards import CARDS
    from scenes.art import sprites
    from scenes.art.card_geometry import ICONS
    from scenes.art.faces import CardFaces
    from scenes.art.font import PixelFont

    pygame.init()
    faces = CardFaces()
    font = PixelFont.load()
    cards = CARDS.all()
    cols = 12
    cw, ch = 64 + 4, 88 + 4
    rows = (len(cards) + cols - 1) // cols
    walk = sprites.HeroSprites()
    extra_h = 44 + 40 + 6 * 30 + 12
    w, h = cols * cw + 8, rows * ch + extra_h + 8
    sheet = pygame.Surface((w, h))
    sheet.fill((30, 26, 40))
    for i, card in enumerate(cards):
        sheet.blit(faces.face(card.id), (4 + (i % cols) * cw, 4 + (i // cols) * ch))
    y = 4 + rows * ch
    x = 4
    for deck in ("room", "spell", "hero", "epic"):
        sheet.blit(faces.back(deck, "small"), (x, y))
        x += 36
    samples = ("dark_altar", "freeze", "nick_the_masher", "draculord", "dragon_hatchery", "jackpot_stash")
    for card_id in samples:
        sheet.blit(faces.face(card_id, "small"), (x, y))
        x += 36
    sheet.blit(faces.deactivated("golem_factory", "small"), (x, y))
    x += 48
    for name in ICONS:
        sheet.blit(faces.icon(name), (x, y))
        x += 11
    y += 48
    x = 4
    for name in ("cleric", "fighter", "mage", "thief"):
        sheet.blit(faces.icon(name), (x, y))
        sheet.blit(faces.icon(name, mini=True), (x + 11, y + 1))
        font.draw(sheet, name, (x + 20, y))
        x += 60
    font.draw(sheet, "The quick brown fox jumps over the lazy dog. 0123456789 Kobold's Cave-In & (X)!",
              (x, y))
    y += 16
    for r, (name, frames) in enumerate(walk.all_walks().items()):
        yy = y + r * 30
        font.draw(sheet, name, (4, yy + 8))
        for j, frame in enumerate(frames):
            sheet.blit(frame, (80 + j * 28, yy))
        sheet.blit(walk.flash(frames[0]), (80 + 4 * 28 + 8, yy))
    fx_x = 80 + 6 * 28 + 20
    for r, (name, frames) in enumerate(walk.all_fx().items()):
        yy = y + r * 30
        font.draw(sheet, name, (fx_x, yy + 8))
        for j, frame in enumerate(frames[:8]):
            sheet.blit(frame, (fx_x + 50 + j * 28, yy))
    sheet.blit(walk.damage_number(3), (fx_x + 50, y + 5 * 30 + 4))
    sheet.blit(walk.damage_number(12), (fx_x + 70, y + 5 * 30 + 4))
    big = pygame.transform.scale(sheet, (w * scale, h * scale))
    return sheet, big


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    out = Path(argv[0]) if argv else Path("out")
    out.mkdir(parents=True, exist_ok=True)
    import pygame

    one, two = render()
    pygame.image.save(two, str(out / "contact_sheet.png"))
    pygame.image.save(one, str(out / "contact_sheet_1x.png"))
    print(out / "contact_sheet.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
