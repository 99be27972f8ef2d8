"""The app shell, headless: whole-number scale with letterbox bars (a fraction where those would leave much of
the window black), the mouse in canvas pixels at every scale, the loop's order, quitting, fullscreen and back
to the window as it was, and resizing; what Windows (DPI awareness) and a Retina Mac (a surface in pixels,
a window in points) would change, with the platform faked."""

from __future__ import annotations

import ctypes
import sys
import time
from fractions import Fraction

import pygame
import pytest
from scene_recorder import Recorder

from scenes.app import (
    CANVAS_SIZE,
    EXIT_OK,
    EXIT_OUT_OF_FRAMES,
    MAX_DT,
    TITLE,
    App,
    Presenter,
    ask_for_dpi_awareness,
    display_window,
    first_window_size,
    fit,
    pixel_ratio,
)

RED, GREEN, BLUE, BLACK = (200, 0, 0), (0, 200, 0), (0, 0, 200), (0, 0, 0)


class Probe(Recorder):
    """A Recorder that keeps the events and time steps it is given (``consume_all``: it eats every event)
    and leaves the stack after ``frames`` updates."""

    def __init__(self, name: str, log: list, frames: int | None = None, consume_all: bool = False):
        super().__init__(name, log)
        self.frames, self.consume_all = frames, consume_all
        self.events: list[pygame.event.Event] = []
        self.dts: list[float] = []

    def handle_event(self, event):
        if event.type in (pygame.KEYDOWN, pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                          pygame.MOUSEWHEEL, pygame.QUIT, pygame.WINDOWCLOSE):
            self.events.append(event)
            self.log.append(f"{self.name}.event")
        return self.consume_all

    def update(self, dt):
        self.dts.append(dt)
        super().update(dt)
        if self.frames is not None and len(self.dts) >= self.frames:
            self.stack.pop()


def make_app(size, fps=0) -> App:
    app = App(window_size=size, fps=fps)
    pygame.event.clear()
    return app


def post(kind, **attrs):
    pygame.event.post(pygame.event.Event(kind, **attrs))


@pytest.mark.parametrize("window, scale, rect", [
    ((640, 360), 1, (0, 0, 640, 360)),
    ((1280, 720), 2, (0, 0, 1280, 720)),
    ((1366, 768), 2, (43, 24, 1280, 720)),
    ((1920, 1080), 3, (0, 0, 1920, 1080)),
    ((1920, 1200), 3, (0, 60, 1920, 1080)),
    ((2560, 1440), 4, (0, 0, 2560, 1440)),
    ((2560, 1600), 4, (0, 80, 2560, 1440)),
    ((3000, 1440), 4, (220, 0, 2560, 1440)),
    ((1279, 720), 1, (319, 180, 640, 360)),
    ((641, 200), 1, (0, -80, 640, 360)),
    ((300, 200), 1, (-170, -80, 640, 360)),
    ((1, 1), 1, (-320, -180, 640, 360)),
])
def test_whole_pixels_only_fits_the_canvas_at_the_largest_whole_scale_centred(window, scale, rect):
    assert fit(window, whole_pixels=True) == (scale, pygame.Rect(rect))


@pytest.mark.parametrize("window, scale, rect", [
    ((640, 360), 1, (0, 0, 640, 360)),
    ((641, 361), 1, (0, 0, 640, 360)),
    ((1000, 600), Fraction(3, 2), (20, 30, 960, 540)),  # 1x would leave 62 % of it black
    ((1280, 720), 2, (0, 0, 1280, 720)),
    ((1366, 768), 2, (43, 24, 1280, 720)),  # 2x leaves 12 % black: whole pixels
    ((1440, 900), 2, (80, 90, 1280, 720)),  # 29 %
    ((1536, 864), 2, (128, 72, 1280, 720)),  # a 1920x1080 desktop at 125 %: 31 %
    ((1920, 1080), 3, (0, 0, 1920, 1080)),
    ((800, 450), Fraction(5, 4), (0, 0, 800, 450)),
    ((1279, 720), Fraction(15, 8), (39, 22, 1200, 675)),
    ((1023, 767), Fraction(3, 2), (31, 113, 960, 540)),
    ((1600, 900), Fraction(5, 2), (0, 0, 1600, 900)),
    ((1900, 1000), Fraction(11, 4), (70, 5, 1760, 990)),
    ((2560, 1440), 4, (0, 0, 2560, 1440)),
    ((7680, 4320), 12, (0, 0, 7680, 4320)),
    ((5000, 5000), Fraction(39, 5), (4, 1096, 4992, 2808)),
    ((2000, 400), 1, (680, 20, 640, 360)),  # a strip: no fraction of 2 fits, the rest stays black
    ((300, 200), 1, (-170, -80, 640, 360)),  # smaller than the canvas: its middle at 1x, never shrunk
    ((2000, 300), 1, (680, -30, 640, 360)),
    ((1, 1), 1, (-320, -180, 640, 360)),
])
def test_canvas_fills_the_window_at_a_fraction_where_a_whole_scale_leaves_over_a_third_black(window, scale, rect):
    assert fit(window) == (scale, pygame.Rect(rect))
    assert type(scale) is int or scale.denominator in (2, 4, 5, 8)


@pytest.mark.parametrize("window", [(w, h) for w in (640, 700, 999, 1000, 1366, 1921, 3001, 5120)
                                    for h in (360, 401, 600, 768, 1080, 1441, 2880)])
def test_a_fraction_is_used_only_where_it_fills_more_and_always_fits(window):
    whole, whole_rect = fit(window, whole_pixels=True)
    scale, rect = fit(window)
    assert scale >= whole and rect.size == (640 * scale, 360 * scale)
    assert pygame.Rect((0, 0), window).contains(rect) or scale == 1
    if scale != whole:
        assert 3 * whole_rect.w * whole_rect.h < 2 * window[0] * window[1], "a whole scale that fills enough is kept"
        assert not (640 * (scale + Fraction(1, 8)) <= window[0] and 360 * (scale + Fraction(1, 8)) <= window[1])


@pytest.mark.parametrize("desktop, window", [
    ((1920, 1080), (1280, 720)),
    ((2560, 1440), (1920, 1080)),
    ((3840, 2160), (3200, 1800)),
    ((1366, 768), (640, 360)),
    ((800, 600), (640, 360)),
])
def test_first_window_leaves_room_on_the_desktop(desktop, window):
    assert first_window_size(desktop) == window


@pytest.mark.parametrize("window, inside, outside", [
    ((640, 360), {(0, 0): (0, 0), (639, 359): (639, 359), (320, 180): (320, 180)}, []),
    ((1366, 768), {(43, 24): (0, 0), (44, 25): (0, 0), (45, 24): (1, 0), (1322, 743): (639, 359),
                   (683, 384): (320, 180)},
     [(42, 24), (43, 23), (1323, 743), (1322, 744), (0, 0), (1365, 767)]),
    ((1920, 1080), {(0, 0): (0, 0), (2, 2): (0, 0), (3, 0): (1, 0), (1919, 1079): (639, 359)}, [(1920, 0)]),
    ((1920, 1200), {(0, 60): (0, 0), (1919, 1139): (639, 359), (960, 600): (320, 180)},
     [(0, 59), (960, 0), (0, 1140)]),
    ((2560, 1600), {(0, 80): (0, 0), (4, 84): (1, 1), (2559, 1519): (639, 359)}, [(0, 79), (0, 1520)]),
    ((300, 200), {(0, 0): (170, 80), (299, 199): (469, 279), (150, 100): (320, 180)}, []),
    ((1, 1), {(0, 0): (320, 180)}, []),
])
def test_window_positions_map_back_to_canvas_pixels(pygame_headless, window, inside, outside):
    presenter = Presenter()
    presenter.open(window)
    assert pygame.display.get_window_size() == window
    for window_pos, canvas_pos in inside.items():
        assert presenter.to_canvas(window_pos) == canvas_pos, window_pos
    for window_pos in outside:
        assert presenter.to_canvas(window_pos) is None, window_pos


@pytest.mark.parametrize("whole_pixels", [False, True])
@pytest.mark.parametrize("window", [(640, 360), (641, 361), (800, 450), (1000, 600), (1023, 767), (1279, 720),
                                    (1280, 720), (1366, 768), (1600, 900), (1900, 1000), (1920, 1080), (300, 200)])
def test_every_window_pixel_maps_back_to_the_canvas_pixel_shown_there(pygame_headless, window, whole_pixels):
    """Round trip: each canvas column (then row) painted its own colour and presented, every window pixel
    across the middle maps back to the column (row) whose colour it shows, on a bar to no pixel; and every
    canvas column and row is shown somewhere."""
    presenter = Presenter()
    presenter.open(window)
    presenter.set_whole_pixels(whole_pixels)
    assert (presenter.scale, presenter.rect) == fit(window, whole_pixels=whole_pixels)
    shown_surface = pygame.display.get_surface()
    for axis, length in ((0, 640), (1, 360)):
        for i in range(length):
            line = pygame.Rect(i, 0, 1, 360) if axis == 0 else pygame.Rect(0, i, 640, 1)
            presenter.canvas.fill((1 + i % 250, 1 + i // 250, 7), line)
        presenter.present()
        seen = set()
        middle = (window[0] // 2, window[1] // 2)
        for w in range(window[axis]):
            pos = (w, middle[1]) if axis == 0 else (middle[0], w)
            colour = tuple(shown_surface.get_at(pos)[:3])
            canvas = presenter.to_canvas(pos)
            if colour == (0, 0, 0):
                assert canvas is None, pos
                continue
            painted = colour[0] - 1 + 250 * (colour[1] - 1)
            assert canvas is not None and canvas[axis] == painted, (pos, canvas, painted)
            seen.add(painted)
        if presenter.rect.size == (640 * presenter.scale, 360 * presenter.scale) and window[0] >= 640:
            assert seen == set(range(length)), "no canvas pixel is lost"


def test_a_mouse_motion_at_a_fraction_moves_by_canvas_pixels(pygame_headless):
    presenter = Presenter()
    presenter.open((1000, 600))
    assert presenter.scale == Fraction(3, 2) and presenter.rect == pygame.Rect(20, 30, 960, 540)
    event = pygame.event.Event(pygame.MOUSEMOTION, pos=(20 + 300, 30 + 150), rel=(30, -15), buttons=(0, 0, 0))
    presenter.adapt(event)
    assert event.pos == (200, 100) and event.rel == (20, -10) and event.window_pos == (320, 180)
    assert presenter.to_canvas((19, 30)) is None and presenter.to_canvas((20, 29)) is None
    assert presenter.to_canvas((20, 30)) == (0, 0) and presenter.to_canvas((979, 569)) == (639, 359)
    assert presenter.to_canvas((980, 569)) is None and presenter.to_canvas((979, 570)) is None


def test_whole_pixels_only_goes_back_to_1x_between_bars_and_back(pygame_headless):
    presenter = Presenter()
    presenter.open((1000, 600))
    presenter.set_whole_pixels(True)
    assert presenter.scale == 1 and presenter.rect == pygame.Rect(180, 120, 640, 360)
    assert presenter.to_canvas((180, 120)) == (0, 0)
    presenter.set_whole_pixels(False)
    assert presenter.scale == Fraction(3, 2) and presenter.to_canvas((20, 30)) == (0, 0)


def paint_corners(canvas):
    canvas.fill(BLUE)
    canvas.set_at((0, 0), RED)
    canvas.set_at((639, 359), GREEN)


def test_present_scales_the_canvas_by_whole_pixels_between_black_bars(pygame_headless):
    presenter = Presenter()
    presenter.open((1366, 768))
    paint_corners(presenter.canvas)
    presenter.present()
    window = pygame.display.get_surface()
    expected = {(43, 24): RED, (44, 25): RED, (45, 24): BLUE, (42, 24): BLACK, (43, 23): BLACK,
                (1321, 742): GREEN, (1322, 743): GREEN, (1320, 743): BLUE, (1323, 743): BLACK, (1322, 744): BLACK,
                (0, 0): BLACK, (1365, 767): BLACK, (683, 10): BLACK, (10, 384): BLACK}
    for pos, colour in expected.items():
        assert window.get_at(pos)[:3] == colour, pos


@pytest.mark.parametrize("window", [(641, 200), (300, 200), (1, 1), (639, 359)])
def test_a_window_smaller_than_the_canvas_shows_its_middle_at_1x(pygame_headless, window):
    presenter = Presenter()
    presenter.open(window)
    presenter.canvas.fill(BLUE)
    x, y = presenter.to_canvas((0, 0))
    presenter.canvas.set_at((x, y), RED)
    presenter.present()
    assert presenter.scale == 1
    window_surface = pygame.display.get_surface()
    assert window_surface.get_at((0, 0))[:3] == RED
    corner = (window[0] - 1, window[1] - 1)
    expected = {(1, 1): RED, (641, 200): BLACK}.get(window, BLUE)  # 641 wide: a one-pixel bar on the right
    assert window_surface.get_at(corner)[:3] == expected


def test_the_scaled_surface_is_kept_while_the_scale_is(pygame_headless):
    presenter = Presenter()
    presenter.open((1366, 768))
    presenter.present()
    scaled = presenter._scaled
    presenter.present()
    assert presenter._scaled is scaled
    pygame.display.set_mode((1300, 740), pygame.RESIZABLE)
    presenter.present()
    assert presenter.scale == 2 and presenter.rect.topleft == (10, 10) and presenter._scaled is scaled
    pygame.display.set_mode((1920, 1080), pygame.RESIZABLE)
    presenter.present()
    assert presenter.scale == 3 and presenter._scaled.get_size() == (1920, 1080)


def test_the_window_has_the_games_title(pygame_headless):
    make_app((640, 360))
    assert pygame.display.get_caption()[0] == TITLE == "Boss Monster (fan edition)"


def test_the_window_is_never_smaller_than_the_canvas(pygame_headless):
    """Shrunk below 640x360 the table would be cropped: the window says its minimum size, again after
    fullscreen (every set_mode forgets it)."""
    import warnings

    app = make_app((1280, 720))

    def minimum():
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module().minimum_size

    assert minimum() == CANVAS_SIZE
    app.presenter.set_fullscreen(True)
    app.presenter.set_fullscreen(False)
    assert minimum() == CANVAS_SIZE and pygame.display.get_window_size() == (1280, 720)


def test_the_window_class_on_linux_is_the_game_s_not_the_script_s():
    """pygame, imported on an X11 display, names the window's class after the script ("__main__.py" for
    ``python -m game``) unless it is set before: importing the screens sets it first; one set outside is kept."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if not k.endswith("_WMCLASS")}
    env["DISPLAY"] = ":999"  # pygame only looks whether there is one
    code = "import scenes.app, os; print(os.environ['SDL_VIDEO_X11_WMCLASS'], os.environ['SDL_VIDEO_WAYLAND_WMCLASS'])"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.split()[-2:] == ["bossmonster", "bossmonster"]
    env["SDL_VIDEO_X11_WMCLASS"] = "mine"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.split()[-2:] == ["mine", "bossmonster"]


def test_a_frame_offers_events_then_updates_draws_presents_and_only_then_changes_the_stack(pygame_headless):
    app = make_app((640, 360))
    log: list[str] = []
    second = Probe("b", log, frames=1)

    class First(Probe):
        def update(self, dt):
            super().update(dt)
            if len(self.dts) == 1:
                self.stack.push(second)

        def draw(self, surface):
            super().draw(surface)
            surface.fill(RED)

    post(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=4)
    first = First("a", log, frames=2)
    assert app.run(first, max_frames=10) == EXIT_OK
    assert log == ["a.enter",
                   "a.event", "a.update", "a.draw", "a.pause", "b.enter",
                   "b.update", "b.draw", "b.exit", "a.resume",
                   "a.update", "a.draw", "a.exit"]
    assert app.frames == 3 and len(app.stack) == 0
    assert pygame.display.get_surface().get_at((5, 5))[:3] == RED


def test_mouse_events_reach_scenes_in_canvas_pixels(pygame_headless):
    app = make_app((1366, 768))
    probe = Probe("p", [], frames=1)
    post(pygame.MOUSEMOTION, pos=(43 + 200, 24 + 100), rel=(4, -3), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, pos=(43 + 201, 24 + 101), button=1)
    post(pygame.MOUSEBUTTONUP, pos=(10, 10), button=1)
    post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    assert app.run(probe, max_frames=5) == EXIT_OK
    motion, down, up, wheel = probe.events
    assert motion.type == pygame.MOUSEMOTION and motion.pos == (100, 50) and motion.rel == (2, -1)
    assert motion.window_pos == (243, 124)
    assert down.type == pygame.MOUSEBUTTONDOWN and down.pos == (100, 50) and down.button == 1
    assert up.type == pygame.MOUSEBUTTONUP and up.pos == (-17, -7) and app.presenter.to_canvas(up.window_pos) is None
    assert wheel.type == pygame.MOUSEWHEEL and (wheel.x, wheel.y) == (0, -1) and not hasattr(wheel, "pos")


@pytest.mark.parametrize("kind", [pygame.QUIT, pygame.WINDOWCLOSE])
def test_closing_the_window_ends_the_run_with_0_whatever_scene_is_on_top(pygame_headless, kind):
    app = make_app((640, 360))
    log: list[str] = []
    app.stack.push(Probe("table", log))
    app.stack.apply_pending()
    post(kind)
    assert app.run(Probe("menu", log, consume_all=True), max_frames=20) == EXIT_OK
    assert app.frames == 0
    assert log == ["table.enter", "table.pause", "menu.enter", "menu.exit", "table.exit"]
    assert len(app.stack) == 0


def test_a_run_that_outlives_max_frames_says_so(pygame_headless):
    app = make_app((640, 360))
    log: list[str] = []
    assert app.run(Probe("p", log), max_frames=3) == EXIT_OUT_OF_FRAMES
    assert app.frames == 3 and log[-1] == "p.exit" and log.count("p.update") == 3 and len(app.stack) == 0


def test_update_steps_are_measured_in_seconds_and_clamped(pygame_headless):
    app = make_app((640, 360), fps=60)

    class Slow(Probe):
        def update(self, dt):
            super().update(dt)
            if len(self.dts) == 1:
                time.sleep(0.15)

    probe = Slow("p", [], frames=3)
    assert app.run(probe) == EXIT_OK
    assert probe.dts[1] == MAX_DT == 0.1
    assert 0.01 <= probe.dts[2] <= 0.05


def test_f11_toggles_desktop_fullscreen_and_back_to_the_window(pygame_headless):
    app = make_app((640, 360))
    desktop = pygame.display.get_desktop_sizes()[0]
    probe = Probe("p", [], frames=1)
    post(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=68)
    assert app.run(probe) == EXIT_OK
    presenter = app.presenter
    assert presenter.fullscreen and pygame.display.is_fullscreen()
    assert pygame.display.get_window_size() == desktop == presenter.window_size
    scale, rect = fit(desktop)
    assert (presenter.scale, presenter.rect) == (scale, rect)
    assert presenter.to_canvas(rect.topleft) == (0, 0)
    assert probe.events == [], "F11 belongs to the app, not to the scenes"

    post(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=68)
    assert app.run(Probe("p", [], frames=1)) == EXIT_OK
    assert not presenter.fullscreen and not pygame.display.is_fullscreen()
    assert pygame.display.get_window_size() == (640, 360) and presenter.scale == 1


def test_fullscreen_and_back_puts_the_window_back_as_it_was(pygame_headless):
    """F11 at a window resized by hand (1000x600) and moved: the desktop's size, then the same size at the
    same place; the layout follows both ways."""
    app = make_app((1280, 720))
    presenter = app.presenter
    pygame.display.set_mode((1000, 600), pygame.RESIZABLE)  # what the system does when the user resizes
    window = display_window()
    window.position = (50, 60)
    pygame.event.clear()
    post(pygame.VIDEORESIZE, size=(1000, 600), w=1000, h=600)
    desktop = pygame.display.get_desktop_sizes()[0]
    for _ in range(2):  # and a second time: nothing is lost on the way
        post(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=68)
        assert app.run(Probe("p", [], frames=1)) == EXIT_OK
        assert presenter.fullscreen and pygame.display.is_fullscreen()
        assert pygame.display.get_window_size() == desktop == presenter.window_size
        assert (presenter.windowed_size, presenter.windowed_position) == ((1000, 600), (50, 60))
        assert (presenter.scale, presenter.rect) == fit(desktop)

        post(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=68)
        assert app.run(Probe("p", [], frames=1)) == EXIT_OK
        assert not presenter.fullscreen and not pygame.display.is_fullscreen()
        assert pygame.display.get_window_size() == (1000, 600) and window.position == (50, 60)
        assert presenter.window_size == (1000, 600) and presenter.scale == Fraction(3, 2)
        assert presenter.to_canvas((20, 30)) == (0, 0)


def test_window_scale_sizes_the_window_and_waits_for_the_end_of_fullscreen(pygame_headless):
    presenter = Presenter()
    presenter.open((640, 360))
    presenter.set_window_scale(2)
    assert pygame.display.get_window_size() == (1280, 720) and presenter.scale == 2
    assert presenter.to_canvas((1279, 719)) == (639, 359)
    presenter.set_window_scale(None)
    assert pygame.display.get_window_size() == first_window_size(pygame.display.get_desktop_sizes()[0])
    presenter.set_fullscreen(True)
    presenter.set_window_scale(3)
    assert pygame.display.is_fullscreen()
    presenter.set_fullscreen(False)
    assert pygame.display.get_window_size() == (1920, 1080) and presenter.scale == 3

    pygame.display.set_mode((1000, 600), pygame.RESIZABLE)  # resized by hand
    presenter.set_window_scale(3)
    assert pygame.display.get_window_size() == (1000, 600), "the scale asked for last is not asked again"


def test_a_resized_window_is_followed_before_the_mouse_events_after_it(pygame_headless):
    app = make_app((640, 360))
    probe = Probe("p", [], frames=1)
    pygame.display.set_mode((1920, 1200), pygame.RESIZABLE)  # what the system does when the user resizes
    pygame.event.clear()
    post(pygame.VIDEORESIZE, size=(1920, 1200), w=1920, h=1200)
    post(pygame.MOUSEBUTTONDOWN, pos=(3 * 10, 60 + 3 * 20), button=1)
    assert app.run(probe) == EXIT_OK
    assert app.presenter.scale == 3 and app.presenter.rect == pygame.Rect(0, 60, 1920, 1080)
    assert probe.events[0].pos == (10, 20)

    app.presenter.toggle_fullscreen()
    app.presenter.toggle_fullscreen()
    assert pygame.display.get_window_size() == (1920, 1200), "leaving fullscreen restores the resized window"


def test_canvas_size_is_the_logical_resolution():
    assert CANVAS_SIZE == (640, 360)


# ------------------------------------------------------------------ Windows: DPI awareness (platform faked)

class FakeDll:
    """A DLL of ctypes.windll: each named function records its call and returns its answer; a function not
    named is missing (AttributeError, as ctypes says of a function the DLL lacks)."""

    def __init__(self, name: str, calls: list, answers: dict):
        self._name, self._calls, self._answers = name, calls, answers

    def __getattr__(self, function):
        if function.startswith("_") or function not in self._answers:
            raise AttributeError(f"function {function!r} not found")

        def call(*args):
            self._calls.append((function, args))
            answer = self._answers[function]
            if isinstance(answer, Exception):
                raise answer
            return answer
        return call


class FakeWindll:
    """``ctypes.windll`` of a Windows whose user32 and shcore know the ``answers`` given (shcore None: no
    shcore.dll, as on Windows 7: loading it raises OSError)."""

    def __init__(self, user32: dict, shcore: dict | None):
        self.calls: list = []
        self.user32 = FakeDll("user32", self.calls, user32)
        self._shcore = shcore

    @property
    def shcore(self):
        if self._shcore is None:
            raise OSError("[WinError 126] The specified module could not be found")
        return FakeDll("shcore", self.calls, self._shcore)


def on_windows(monkeypatch, windll: FakeWindll) -> FakeWindll:
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(ctypes, "windll", windll, raising=False)
    return windll


WINDOWS_10 = {"SetProcessDpiAwarenessContext": 1, "SetProcessDPIAware": 1}
E_ACCESSDENIED = -2147024891  # what shcore answers once the awareness is set (by a manifest, say)


def test_windows_10_asks_for_per_monitor_v2_awareness_and_nothing_more(monkeypatch):
    windll = on_windows(monkeypatch, FakeWindll(WINDOWS_10, {"SetProcessDpiAwareness": 0}))
    assert ask_for_dpi_awareness() == "SetProcessDpiAwarenessContext"
    [(name, (context,))] = windll.calls
    assert name == "SetProcessDpiAwarenessContext"
    # DPI_AWARENESS_CONTEXT_PER_MONITOR_AWARE_V2, passed pointer-sized (a handle), not as a 32-bit int
    assert isinstance(context, ctypes.c_void_p) and context.value == ctypes.c_void_p(-4).value


def test_windows_8_1_asks_shcore_for_per_monitor_awareness(monkeypatch):
    windll = on_windows(monkeypatch, FakeWindll({"SetProcessDPIAware": 1}, {"SetProcessDpiAwareness": 0}))
    assert ask_for_dpi_awareness() == "SetProcessDpiAwareness"
    assert windll.calls == [("SetProcessDpiAwareness", (2,))]  # PROCESS_PER_MONITOR_DPI_AWARE


def test_windows_7_without_shcore_falls_back_to_system_awareness(monkeypatch):
    windll = on_windows(monkeypatch, FakeWindll({"SetProcessDPIAware": 1}, None))
    assert ask_for_dpi_awareness() == "SetProcessDPIAware"
    assert windll.calls == [("SetProcessDPIAware", ())]


def test_a_refused_ask_falls_through_to_the_next(monkeypatch):
    windll = on_windows(monkeypatch, FakeWindll({"SetProcessDpiAwarenessContext": 0, "SetProcessDPIAware": 1},
                                                {"SetProcessDpiAwareness": E_ACCESSDENIED}))
    assert ask_for_dpi_awareness() == "SetProcessDPIAware"
    assert [name for name, _ in windll.calls] == ["SetProcessDpiAwarenessContext", "SetProcessDpiAwareness",
                                                  "SetProcessDPIAware"]


def test_nothing_granted_is_no_error(monkeypatch):
    on_windows(monkeypatch, FakeWindll({"SetProcessDPIAware": OSError("denied")}, {}))
    assert ask_for_dpi_awareness() is None


@pytest.mark.parametrize("platform", ["linux", "darwin"])
def test_other_systems_call_nothing(monkeypatch, platform):
    windll = FakeWindll(WINDOWS_10, {"SetProcessDpiAwareness": 0})
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(ctypes, "windll", windll, raising=False)
    assert ask_for_dpi_awareness() is None and windll.calls == []


def test_the_app_asks_for_dpi_awareness_before_pygame_starts(pygame_headless, monkeypatch):
    """DESIGN.md The screen: the first window fixes a process's DPI awareness, so it is asked before
    pygame.init() (and so before any window)."""
    import scenes.app as app_module

    order = []
    real_init, real_set_mode = pygame.init, pygame.display.set_mode

    def init():
        order.append("init")
        return real_init()

    def set_mode(*args, **kwargs):
        order.append("window")
        return real_set_mode(*args, **kwargs)

    monkeypatch.setattr(app_module, "ask_for_dpi_awareness", lambda: order.append("dpi"))
    monkeypatch.setattr(pygame, "init", init)
    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    make_app((640, 360))
    assert order[:2] == ["dpi", "init"] and "window" in order


# ------------------------------------------------------------------ a Retina Mac: a surface in pixels (faked)

@pytest.mark.parametrize("surface, window, ratio", [
    ((1280, 720), (1280, 720), (1.0, 1.0)),
    ((2560, 1600), (1280, 800), (2.0, 2.0)),
    ((3456, 2234), (1728, 1117), (2.0, 2.0)),  # a 16-inch MacBook Pro, fullscreen
    ((0, 0), (0, 0), (1.0, 1.0)),
])
def test_pixel_ratio_is_surface_pixels_per_window_unit(surface, window, ratio):
    assert pixel_ratio(surface, window) == ratio


@pytest.mark.parametrize("points", [(1280, 800), (1728, 1117), (1440, 900), (1512, 982), (641, 361)])
def test_a_2x_surface_gets_a_whole_scale_in_its_own_pixels(points):
    """With whole pixels only, whatever the surface's size in pixels, the scale is a whole number of them:
    twice the scale the same window would get in points, or more, never a fraction."""
    pixels = (points[0] * 2, points[1] * 2)
    scale, rect = fit(pixels, whole_pixels=True)
    assert isinstance(scale, int) and scale >= 2 * fit(points, whole_pixels=True)[0]
    assert rect.size == (640 * scale, 360 * scale)
    assert rect.left >= 0 and rect.top >= 0 and rect.right <= pixels[0] and rect.bottom <= pixels[1]


def test_on_a_2x_surface_the_mouse_in_points_lands_on_the_right_canvas_pixel(pygame_headless, monkeypatch):
    """A window of 1280x800 points whose surface has 2560x1600 pixels (the window surface under the dummy
    driver is made that large, and the window is said to be half of it)."""
    monkeypatch.setattr(pygame.display, "get_window_size", lambda: (1280, 800))
    presenter = Presenter()
    presenter.open((2560, 1600))
    assert presenter.pixel_ratio == (2.0, 2.0)
    assert presenter.scale == 4 and presenter.rect == pygame.Rect(0, 80, 2560, 1440)
    # points -> pixels (x2) -> canvas (the bars are 80 pixels, 40 points, high)
    assert presenter.to_canvas((0, 40)) == (0, 0)
    assert presenter.to_canvas((1, 41)) == (0, 0)
    assert presenter.to_canvas((2, 42)) == (1, 1)
    assert presenter.to_canvas((640, 400)) == (320, 180)
    assert presenter.to_canvas((1279, 759)) == (639, 359)
    assert presenter.to_canvas((0, 39)) is None and presenter.to_canvas((0, 760)) is None
    event = pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 400), rel=(4, -2), buttons=(0, 0, 0))
    presenter.adapt(event)
    assert event.pos == (320, 180) and event.rel == (2, -1) and event.window_pos == (640, 400)
    paint_corners(presenter.canvas)
    presenter.present()
    window = pygame.display.get_surface()
    assert window.get_at((0, 80))[:3] == RED and window.get_at((3, 83))[:3] == RED
    assert window.get_at((4, 84))[:3] == BLUE and window.get_at((0, 79))[:3] == BLACK
