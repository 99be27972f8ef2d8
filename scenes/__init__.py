"""The screens: everything that draws with pygame.

Before any of them imports pygame, the window's class on Linux is set to the game's (X11 WM_CLASS, Wayland
app id: what a desktop groups windows by and matches a launcher to): pygame, imported first, would name it
after the script that started Python ("__main__.py"). A class set in the environment is kept.
"""

import os

APP_ID = "bossmonster"
"""The window's class on Linux, the name of the installed command."""

for _hint in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
    os.environ.setdefault(_hint, APP_ID)
