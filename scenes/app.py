"""The app shell: the window, the canvas presenter and the loop that drives the scene stack.

Every scene draws on one logical canvas of :data:`CANVAS_SIZE` pixels. The :class:`Presenter` shows it
in the window at the largest whole-number scale that fits, nearest-neighbour, centred between black
bars, in a resizable window and in desktop fullscreen alike, and hands scenes mouse positions in
canvas pixels. Where that whole scale would leave more than :data:`MOST_EMPTY` of the window black
(1000x600 at 1x), the canvas is scaled by the largest fitting fraction of a few small steps instead
(3/2 there), still nearest-neighbour; the "Whole pixels only" setting keeps whole scales.

The scale is chosen from the window *surface* (the pixels drawn into), the mouse comes in window
coordinates: on a high-density display (a Retina Mac) the two may differ by the display's factor, so
mouse positions are multiplied by the surface's pixels per window unit before they are mapped.
"""

from __future__ import annotations

import ctypes
import math
import os
import sys
import warnings
from fractions import Fraction

import pygame

from scenes.assets import asset
from scenes.stack import Scene, SceneStack
from scenes.ui.geometry import CANVAS

CANVAS_SIZE = CANVAS.size
TITLE = "Boss Monster (fan edition)"
ICON = ("icons", "icon_32.png")
FPS = 60
MAX_DT = 0.1
"""The longest step, in seconds, one update may take, however long the frame was (a dragged window,
a breakpoint): the game slows down rather than jumps."""
BAR_COLOUR = (0, 0, 0)
WINDOW_MARGIN = (64, 96)
"""Room left around the first window for its frame and the taskbar."""

EXIT_OK = 0
EXIT_OUT_OF_FRAMES = 3

MOUSE_POSITION_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
RESIZE_EVENTS = (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED)
QUIT_EVENTS = (pygame.QUIT, pygame.WINDOWCLOSE)


MOST_EMPTY = Fraction(1, 3)
"""The share of the window's area a whole scale may leave black before a fraction is used instead."""
LARGEST_STEP = 8
"""Fractional scales go in steps of 1/q for q up to this (and dividing both sides of the canvas)."""


def fit(window_size: tuple[int, int], canvas_size: tuple[int, int] = CANVAS_SIZE,
        whole_pixels: bool = False) -> tuple[int | Fraction, pygame.Rect]:
    """The scale of the canvas in the window and the window rectangle the scaled canvas covers, centred.

    The scale is the largest whole one (at least 1) at which the canvas fits; unless ``whole_pixels``, when
    that leaves more than :data:`MOST_EMPTY` of the window's area black, it is the largest fraction that
    fits (see :func:`fraction_scale`). A window smaller than the canvas shows its middle at 1x: the
    rectangle then reaches past the window's edges."""
    (ww, wh), (cw, ch) = window_size, canvas_size
    scale: int | Fraction = max(1, min(ww // cw, wh // ch))
    if not whole_pixels and ww >= cw and wh >= ch and (cw * scale) * (ch * scale) < (1 - MOST_EMPTY) * ww * wh:
        scale = max(scale, fraction_scale(window_size, canvas_size))
    w, h = int(cw * scale), int(ch * scale)
    return scale, pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)


def fraction_scale(window_size: tuple[int, int], canvas_size: tuple[int, int] = CANVAS_SIZE) -> int | Fraction:
    """The largest scale p/q that fits the canvas in the window, for q up to :data:`LARGEST_STEP` among
    those that divide both sides of the canvas (2, 4, 5 and 8 for 640x360): the scaled canvas is then
    whole pixels along both sides, and its pixels repeat in a short, even pattern (at 3/2: one window
    pixel, then two). A whole number when that is the largest; 1 when not even the canvas fits."""
    (ww, wh), (cw, ch) = window_size, canvas_size
    room = min(Fraction(ww, cw), Fraction(wh, ch))
    steps = [q for q in range(1, LARGEST_STEP + 1) if cw % q == 0 and ch % q == 0]
    best = max(Fraction(math.floor(room * q), q) for q in steps)
    if best < 1:
        return 1
    return int(best) if best.denominator == 1 else best


def shown_pixel(offset: int, canvas_length: int, shown_length: int) -> int:
    """Along one side, the canvas pixel shown ``offset`` window pixels from the edge of the canvas scaled
    from ``canvas_length`` to ``shown_length`` pixels by pygame's nearest-neighbour scale (SDL's: a step
    of canvas pixels per window pixel in 16.16 fixed point, sampled at the window pixels' middles). Off
    the scaled canvas, a pixel off the canvas: negative before it, ``canvas_length`` or more after."""
    if not 0 <= offset < shown_length:
        return offset * canvas_length // shown_length
    step = (canvas_length << 16) // shown_length
    return (step // 2 + offset * step) >> 16


def pixel_ratio(surface_size: tuple[int, int], window_size: tuple[int, int]) -> tuple[float, float]:
    """The window surface's pixels per window unit, along x and y: ``(1.0, 1.0)`` where the window is
    measured in pixels (Windows when DPI-aware, Linux, a Mac without a high-density display), 2 on a
    Retina Mac whose surface is made in pixels while the window and the mouse are in points."""
    return tuple(s / w if w > 0 and s > 0 else 1.0 for s, w in zip(surface_size, window_size, strict=True))


def first_window_size(desktop_size: tuple[int, int], canvas_size: tuple[int, int] = CANVAS_SIZE) -> tuple[int, int]:
    """The canvas at the largest whole scale that fits the desktop with :data:`WINDOW_MARGIN` to spare."""
    room = (desktop_size[0] - WINDOW_MARGIN[0], desktop_size[1] - WINDOW_MARGIN[1])
    scale, _ = fit(room, canvas_size, whole_pixels=True)
    return canvas_size[0] * scale, canvas_size[1] * scale


class Presenter:
    """Owns the window and the canvas; shows the canvas scaled (see :func:`fit`) and maps the mouse back.

    ``scale`` and ``rect`` (where the scaled canvas lies in the window surface, in its pixels) follow the
    window's size; ``pixel_ratio`` is the surface's pixels per window unit along x and y (1 but on a
    high-density display whose window is measured in points); ``window_scale`` is the scale last asked of
    :meth:`set_window_scale` (None: fit the desktop); ``whole_pixels``: whole scales only.

    Fullscreen is the desktop's own size on the window's display, no change of video mode. Going there
    remembers the window's size and position (``windowed_size``, ``windowed_position``); leaving it puts
    the window back as it was, or at the size a :meth:`set_window_scale` asked for meanwhile.
    """

    def __init__(self, canvas_size: tuple[int, int] = CANVAS_SIZE):
        self.canvas = pygame.Surface(canvas_size)
        self.fullscreen = False
        self.whole_pixels = False
        self.windowed_size: tuple[int, int] | None = None
        self.windowed_position: tuple[int, int] | None = None
        self.window_scale: int | None = None
        self.window_size = (0, 0)
        self.pixel_ratio = (1.0, 1.0)
        self.scale, self.rect = fit(self.window_size, canvas_size)
        self._scaled: pygame.Surface | None = None
        self._bars: list[pygame.Rect] = []

    def open(self, window_size: tuple[int, int] | None = None) -> None:
        """Open (or reopen) the resizable window, by default as large as :func:`first_window_size`."""
        self.windowed_size = window_size or self._window_size(None)
        self._set_window_mode()
        self.fullscreen = False
        self.canvas = self.canvas.convert()
        self._scaled = None
        self._follow_window(force=True)

    def set_window_scale(self, scale: int | None) -> None:
        """Size the window to the canvas times ``scale`` (None: as large as :func:`first_window_size`); in
        fullscreen, the size the window takes when fullscreen ends. The scale asked for last is not asked
        again: a window resized by hand since stays as it is."""
        if scale == self.window_scale:
            return
        self.window_scale = scale
        self.windowed_size = self._window_size(scale)
        if not self.fullscreen:
            self._set_window_mode()
            self._follow_window()

    def set_whole_pixels(self, on: bool) -> None:
        """Whole scales only (``on``), or a fraction where a whole scale leaves much of the window black."""
        if on != self.whole_pixels:
            self.whole_pixels = on
            self._follow_window(force=True)

    def _window_size(self, scale: int | None) -> tuple[int, int]:
        w, h = self.canvas.get_size()
        if scale is None:
            return first_window_size(pygame.display.get_desktop_sizes()[0], (w, h))
        return w * scale, h * scale

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def set_fullscreen(self, on: bool) -> None:
        """Switch to desktop fullscreen, or back to the window as it was before (its size and place)."""
        if on == self.fullscreen:
            return
        if on:
            window = display_window()
            self.windowed_size = pygame.display.get_window_size()
            self.windowed_position = window.position
            # (0, 0) asks for the desktop's own resolution, which pygame makes borderless desktop
            # fullscreen on the window's display: no change of video mode, no SCALED
            pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            # through the window, not a new mode: asked while a window manager still takes the window out
            # of fullscreen, set_mode's size was lost (openbox kept the desktop's); the system knows the rest
            window = display_window()  # the fullscreen mode may have made a new one
            window.set_windowed()
            pygame.event.pump()  # the window surface follows the new size when its events are pumped
            if pygame.display.get_window_size() != self.windowed_size:
                window.size = self.windowed_size
                pygame.event.pump()
            if self.windowed_position is not None and window.position != self.windowed_position:
                window.position = self.windowed_position
            keep_minimum_size(tuple(map(min, self.canvas.get_size(), self.windowed_size)))
        self.fullscreen = on
        self._follow_window()

    def _set_window_mode(self) -> None:
        pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        # no smaller than the canvas (or than a window asked smaller: a desktop smaller than the canvas);
        # every set_mode forgets it
        keep_minimum_size(tuple(map(min, self.canvas.get_size(), self.windowed_size)))

    def _follow_window(self, force: bool = False) -> None:
        """Lay the canvas out for the window's current size; the scaled surface is kept while its size is."""
        size = pygame.display.get_surface().get_size()
        if size == self.window_size and not force:
            return
        self.window_size = size
        self.pixel_ratio = pixel_ratio(size, pygame.display.get_window_size())
        self.scale, self.rect = fit(size, self.canvas.get_size(), self.whole_pixels)
        if self.scale == 1:
            self._scaled = None
        elif self._scaled is None or self._scaled.get_size() != self.rect.size:
            self._scaled = pygame.Surface(self.rect.size, 0, self.canvas)
        ww, wh = size
        r = self.rect
        bars = [pygame.Rect(0, 0, r.left, wh), pygame.Rect(r.right, 0, ww - r.right, wh),
                pygame.Rect(0, 0, ww, r.top), pygame.Rect(0, r.bottom, ww, wh - r.bottom)]
        self._bars = [bar for bar in bars if bar.width > 0 and bar.height > 0]

    def canvas_pos(self, window_pos: tuple[int, int]) -> tuple[int, int]:
        """The canvas pixel shown under a window position, at any scale (:func:`shown_pixel`); off the
        canvas (on a bar) it lies outside ``(0, 0)``-``CANVAS_SIZE``, so it hits nothing drawn there."""
        x = math.floor(window_pos[0] * self.pixel_ratio[0])
        y = math.floor(window_pos[1] * self.pixel_ratio[1])
        (cw, ch), r = self.canvas.get_size(), self.rect
        return shown_pixel(x - r.x, cw, r.w), shown_pixel(y - r.y, ch, r.h)

    def to_canvas(self, window_pos: tuple[int, int]) -> tuple[int, int] | None:
        """The canvas pixel under a window position, or None off the canvas."""
        x, y = self.canvas_pos(window_pos)
        w, h = self.canvas.get_size()
        return (x, y) if 0 <= x < w and 0 <= y < h else None

    def adapt(self, event: pygame.event.Event) -> None:
        """Follow a change of the window's size, and give a mouse event canvas coordinates in place:
        ``pos`` in canvas pixels (see :meth:`canvas_pos`), ``rel`` of a motion in canvas pixels,
        the window position kept as ``window_pos``. Wheel events carry no position and are left alone."""
        if event.type in MOUSE_POSITION_EVENTS:
            window_pos = getattr(event, "pos", None)
            if window_pos is None:
                return
            event.window_pos = window_pos
            event.pos = self.canvas_pos(window_pos)
            if hasattr(event, "rel"):
                before = self.canvas_pos((window_pos[0] - event.rel[0], window_pos[1] - event.rel[1]))
                event.rel = (event.pos[0] - before[0], event.pos[1] - before[1])
        elif event.type in RESIZE_EVENTS:
            self._follow_window()

    def present(self) -> None:
        """Show the canvas in the window and flip."""
        self.compose()
        pygame.display.flip()

    def compose(self) -> None:
        """Put the canvas, scaled, into the window surface (without flipping it to the screen)."""
        window = pygame.display.get_surface()
        if window.get_size() != self.window_size:
            self._follow_window()
        if self._scaled is None:
            window.blit(self.canvas, self.rect)
        else:
            pygame.transform.scale(self.canvas, self.rect.size, self._scaled)
            window.blit(self._scaled, self.rect)
        for bar in self._bars:
            window.fill(BAR_COLOUR, bar)


PER_MONITOR_AWARE_V2 = -4
"""``DPI_AWARENESS_CONTEXT_PER_MONITOR_AWARE_V2``: a pseudo-handle (Windows 10 1703 and later)."""
PROCESS_PER_MONITOR_DPI_AWARE = 2
"""``PROCESS_DPI_AWARENESS`` for shcore's ``SetProcessDpiAwareness`` (Windows 8.1 and later)."""


def ask_for_dpi_awareness() -> str | None:
    """On Windows, ask for per-monitor DPI awareness, so the window is measured in real pixels and not
    blurred by the system's scaling (a 150 % desktop would otherwise stretch every frame by 1.5, smearing
    the whole-number scale); elsewhere, do nothing. Must run before ``pygame.init()``: the first window
    fixes a process's awareness for good.

    Asks in the order Microsoft recommends, taking the first that is granted: per-monitor v2 (user32,
    Windows 10 1703+), per-monitor (shcore, Windows 8.1+), then system-wide (user32, Vista+). A call that is
    missing or refused (already set, say by a manifest) falls through to the next. Returns the name of the
    call that was granted, or None (not Windows, or none was)."""
    if sys.platform != "win32":
        return None
    windll = getattr(ctypes, "windll", None)
    if windll is None:
        return None
    asks = (
        # a BOOL, nonzero when granted; the handle is pointer-sized, so it goes as one
        ("SetProcessDpiAwarenessContext",
         lambda: windll.user32.SetProcessDpiAwarenessContext(ctypes.c_void_p(PER_MONITOR_AWARE_V2)) != 0),
        # an HRESULT, 0 (S_OK) when granted
        ("SetProcessDpiAwareness",
         lambda: windll.shcore.SetProcessDpiAwareness(PROCESS_PER_MONITOR_DPI_AWARE) == 0),
        ("SetProcessDPIAware", lambda: windll.user32.SetProcessDPIAware() != 0),
    )
    for name, ask in asks:
        try:
            if ask():
                return name
        except (AttributeError, OSError):  # an older Windows without that call, or without shcore.dll
            continue
    return None


def display_window() -> pygame.Window:
    """The window that ``pygame.display`` opened, as a :class:`pygame.Window` (its size, place, fullscreen
    and minimum size); pygame.error before the window is open."""
    get_window = getattr(pygame.display, "get_window", None)  # newer pygame-ce
    if get_window is not None:
        return get_window()
    with warnings.catch_warnings():  # pygame-ce 2.5 warns against drawing through that Window: we do not
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def keep_minimum_size(size: tuple[int, int]) -> bool:
    """Ask the system not to let the window be made smaller than ``size`` (the canvas: below it the table
    would be cropped). False where the window cannot say so (no such call in this pygame, or the video
    driver refuses); the canvas then shows its middle at 1x, as :func:`fit` lays it out."""
    try:
        display_window().minimum_size = size
    except (AttributeError, pygame.error):
        return False
    return True


def open_controllers() -> bool:
    """Start pygame's game-controller module, so pads give CONTROLLER* events (those plugged in already
    arrive as CONTROLLERDEVICEADDED, which the keymap opens); False where this pygame has none."""
    try:
        from pygame._sdl2 import controller

        controller.init()
    except (ImportError, pygame.error):
        return False
    return True


class App:
    """The window and the loop: events to the scene stack, update, draw, present, then stack changes."""

    def __init__(self, window_size: tuple[int, int] | None = None, fps: int = FPS):
        """Start pygame (DPI-aware on Windows) and open the window with the game's title and icon;
        ``fps`` caps the frame rate (0: no cap)."""
        ask_for_dpi_awareness()
        if sys.platform.startswith("linux"):
            # The canvas is scaled by us: a GL renderer behind the window surface only adds cost there
            # (with software GL, ~4 ms a flip and ~90 MB of libraries); plain X11 shared memory is faster.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.init()
        open_controllers()
        pygame.display.set_caption(TITLE)
        pygame.display.set_icon(pygame.image.load(str(asset(*ICON))))
        self.presenter = Presenter()
        self.presenter.open(window_size)
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.fps = fps
        self.frames = 0

    def run(self, first_scene: Scene, max_frames: int | None = None) -> int:
        """Run ``first_scene`` until the stack is empty or the window is closed (:data:`EXIT_OK`), or
        until ``max_frames`` frames have run (:data:`EXIT_OUT_OF_FRAMES`). The stack is empty on return:
        every scene has had its ``exit``."""
        self.stack.push(first_scene)
        self.stack.apply_pending()
        self.frames = 0
        self.clock.tick()
        while self.stack:
            if max_frames is not None and self.frames >= max_frames:
                self._close_scenes()
                return EXIT_OUT_OF_FRAMES
            if not self._frame():
                self._close_scenes()
                return EXIT_OK
            self.frames += 1
        return EXIT_OK

    def _frame(self) -> bool:
        """One frame; False if the window was closed."""
        for event in pygame.event.get():
            if event.type in QUIT_EVENTS:
                return False
            if self.stack.keymap.plug(event):
                continue
            if "fullscreen" in self.stack.keymap.actions_for(event):
                self.presenter.toggle_fullscreen()
                continue
            self.presenter.adapt(event)
            self.stack.handle_event(event)
        self.stack.update(min(self.clock.tick(self.fps) / 1000, MAX_DT))
        self.stack.draw(self.presenter.canvas)
        self.presenter.present()
        self.stack.apply_pending()
        return True

    def _close_scenes(self) -> None:
        self.stack.clear()
        self.stack.apply_pending()
