"""Card geometry (1x, pixels) and the names of the frame and icon images under ``assets/ui``.

Shared by :mod:`scenes.art.faces`, which composes faces at run time, and by the generator of the frames,
backs and icons (``tools.art.ui``), which draws them.
"""

CARD_W, CARD_H = 64, 88
SMALL_W, SMALL_H = 32, 44
ILLU_POS = (8, 24)       # illustration's top-left on a large card
NAME_RECT = (3, 3, 58, 20)  # name plate
TYPE_RECT = (3, 58, 58, 11)  # type strip
STAT_RECT = (3, 70, 58, 15)  # stats strip
SMALL_ILLU = (2, 2, 28, 22)  # small card: window on the illustration (crop of its centre)
STAT_Y = STAT_RECT[1] + (STAT_RECT[3] - 9) // 2  # the top of the icons in a large card's stats strip
NUMBER_AT = {"large": (STAT_RECT[0] + 13, STAT_Y + 1), "small": (12, 28)}
"""Where a face draws its number (a Room's damage, a Hero's Health, a Boss's XP) right of its icon, by size."""

FRAMES = ("monster", "trap", "monster_adv", "trap_adv", "spell", "boss", "hero", "epic")
ICONS = ("cleric", "fighter", "mage", "thief", "fewest_souls", "damage", "health", "soul", "wound", "xp",
         "build", "adventure", "monster", "trap", "advanced", "players", "epic", "boss", "spell", "hero",
         "deactivated")
MINI_ICONS = ("cleric", "fighter", "mage", "thief")
