"""Fixtures of the screen tests: pygame headless, a window (dummy driver, 1280x720), one bot worker."""

from __future__ import annotations

import os

import pytest

from scenes.app import App
from scenes.bots import BotWorker

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(scope="session")
def pygame_headless():
    import pygame

    pygame.display.init()
    pygame.font.init()
    yield pygame


@pytest.fixture(scope="session")
def bots():
    with BotWorker() as worker:
        yield worker


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("BOSSMONSTER_HOME", str(tmp_path))
    app = App(window_size=(1280, 720), fps=0)
    yield app
    app.stack.clear()
    app.stack.apply_pending()


@pytest.fixture
def shell(home):
    """The app's screens wired together on a small window (no sound), the data in the module's ``home``; closed
    after the test."""
    from scenes.app import App
    from scenes.shell import Shell

    app = App(window_size=(640, 360), fps=0)
    shell = Shell(app.stack, app=app, sound=False)
    yield shell
    app.stack.clear()
    app.stack.apply_pending()
    shell.close()
