"""Where the menus and overlays stand on the canvas: each screen's panels, lists and buttons, named once, and
the middle column their titles and notes are centred on (the table is laid out in the Tiled maps,
:mod:`scenes.table.layout`).

    self.save = Button(SAVE_BUTTON, "Save", self._save)
    panel(surface, SAVE_PANEL)
    draw_text(surface, words, (CENTRE_X, 212), STONE, "center")

A rectangle here is shared: copy it (``.move``, ``.copy``, a widget's own) before changing it.
"""

from __future__ import annotations

import pygame

CANVAS = pygame.Rect(0, 0, 640, 360)
"""The logical canvas every scene draws on (the window shows it scaled)."""
CENTRE_X = CANVAS.centerx
"""The canvas's middle column: what titles, notes and single buttons are centred on."""

# ------------------------------------------------------------------ the title
TITLE_NAME = (CENTRE_X, 60)
"""The centre of the game's name in big lettering."""


def title_menu(items: int) -> tuple[pygame.Rect, tuple[int, int]]:
    """The title menu's first button and the step to the next, for ``items`` buttons (tighter past four)."""
    if items <= 4:
        return pygame.Rect(CENTRE_X - 60, 172, 120, 18), (0, 26)
    return pygame.Rect(CENTRE_X - 60, 136, 120, 16), (0, 19)


# ------------------------------------------------------------------ new game
NEW_GAME_ROW = pygame.Rect(120, 92, 220, 18)
"""The first seat's row; the other seats, the seed, the variants and the buttons follow it down."""

# ------------------------------------------------------------------ files (load, replays)
FILES_PANEL = pygame.Rect(126, 60, 388, 246)
"""The panel behind the list of files."""
FILES_ROW = pygame.Rect(140, 70, 360, 17)
"""The first file's button; the next ones follow :data:`FILES_ROW_STEP` lower."""
FILES_ROW_STEP = 20
FILES_BACK = pygame.Rect(140, 282, 110, 17)
"""The Back button, under the list."""
FILES_MORE = pygame.Rect(260, 282, 120, 17)
"""The next page's button, beside Back."""

# ------------------------------------------------------------------ records
RECORDS_PANEL = pygame.Rect(24, 54, 592, 256)
"""The panel of the Records page."""
RECORDS_AGAINST = pygame.Rect(40, 64, 268, 150)
RECORDS_BOSSES = pygame.Rect(332, 64, 268, 150)
"""Its two tables, side by side: games against whom (left), by Boss (right)."""
RECORDS_BACK = pygame.Rect(CENTRE_X - 55, 316, 110, 17)
"""Its Back button, under the panel."""

# ------------------------------------------------------------------ save as
SAVE_PANEL = pygame.Rect(180, 100, 280, 130)
"""The panel of the Save game box."""
SAVE_FIELD = pygame.Rect(200, 150, 240, 18)
"""The name typed."""
SAVE_BACK = pygame.Rect(200, 186, 110, 18)
SAVE_BUTTON = pygame.Rect(330, 186, 110, 18)
"""Back and Save, side by side under the name."""

# ------------------------------------------------------------------ confirm
CONFIRM_PANEL = pygame.Rect(170, 110, 300, 140)
"""The panel of a question (Concede? Overwrite?)."""
CONFIRM_BUTTONS = pygame.Rect(250, 196, 140, 18)
"""Its first button; the others follow below."""


# ------------------------------------------------------------------ pause
def pause_menu(items: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The pause menu's panel for ``items`` buttons, centred on the canvas, and its first button."""
    box = pygame.Rect(0, 0, 180, 60 + 22 * items)
    box.center = CANVAS.center
    return box, pygame.Rect(box.x + 30, box.y + 46, 120, 18)


# ------------------------------------------------------------------ hand-off
HANDOFF_PANEL = pygame.Rect(120, 100, 400, 160)
"""The panel naming the person the computer passes to."""
HANDOFF_BUTTON = pygame.Rect(CENTRE_X - 70, 206, 140, 20)
"""The "I'm ready" button in it."""

# ------------------------------------------------------------------ rules & cards
RULES_PANEL = pygame.Rect(8, 48, 186, 276)
"""The panel of the list of sections, on the left."""
RULES_SECTION = pygame.Rect(16, 56, 170, 14)
"""The first section's button; the next ones follow :data:`RULES_SECTION_STEP` lower (fifteen sections, then
the Card gallery button, above Back)."""
RULES_SECTION_STEP = 15
RULES_BACK = pygame.Rect(16, 302, 170, 16)
"""The Back button at the foot of the list."""
RULES_TEXT = pygame.Rect(200, 56, 424, 262)
"""The section's text, on the right."""

# ------------------------------------------------------------------ card gallery
GALLERY_KIND = pygame.Rect(12, 40, 136, 16)
GALLERY_TREASURE = pygame.Rect(154, 40, 128, 16)
GALLERY_BOX = pygame.Rect(288, 40, 98, 16)
"""The three filters over the grid: kind, treasure, box (the base set or an expansion)."""
GALLERY_GRID_AT = (12, 64)
"""The top left of the grid of cards."""
GALLERY_SIDE = pygame.Rect(400, 40, 232, 290)
"""The panel of the card under the cursor, on the right."""
GALLERY_BACK = pygame.Rect(12, 312, 110, 16)
"""The Back button under the grid."""

# ------------------------------------------------------------------ overlays
ZOOM_WORDS = pygame.Rect(190, 60, 300, 274)
"""The table's card zoom: the column of the card's words, right of the card."""
GALLERY_ZOOM_PANEL = pygame.Rect(164, 54, 462, 274)
"""The gallery's card zoom: the ground of the card's words."""
CLOSE_NOTE = (CENTRE_X, 340)
"""The centre top of a zoom's "a key or a click closes" line."""
GUIDE_AT = (100, 4)
"""The top left of the guide's note."""
SUMMARY_AT = (60, 40)
"""The top left of the summary of what happened since a person's last turn."""
