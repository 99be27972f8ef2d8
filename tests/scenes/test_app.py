"""The app shell, headless: whole-number scale with letterbox bars, the mouse in canvas pixels, the loop's
order, quitting, fullscreen and resizing."""

from __future__ import annotations

import time

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
    first_window_size,
    fit,
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
def test_canvas_fits_at_the_largest_whole_scale_centred(window, scale, rect):
    assert fit(window) == (scale, pygame.Rect(rect))


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
