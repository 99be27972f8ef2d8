"""Fixtures of the screen tests: a window (dummy driver, 1280x720) and one bot worker per module."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.bots import BotWorker


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
