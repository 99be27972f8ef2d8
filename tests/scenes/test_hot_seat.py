"""Hot-seat: people share one screen. A hand-off screen comes between two different people (never with one
person and bots), and no frame ever draws a card the person on screen may not see (R24)."""

from __future__ import annotations

import random

import pygame
import pytest
from scene_driver import by_keys, key, moment

from game.cards import design_of
from game.match import Match
from scenes.art.faces import CardFaces
from scenes.handoff import HandoffScene
from scenes.table import TableScene


def _secret_to(state, viewer) -> set:
    """Card ids ``viewer`` may not see in ``state``: others' hands and face-down Rooms, the decks."""
    secret = set(state.room_deck) | set(state.spell_deck) | set(state.hero_deck) | set(state.epic_deck)
    secret |= set(state.boss_pile)
    for s, p in enumerate(state.seats):
        if s != viewer:
            secret |= set(p.hand)
            secret |= {r for pile in p.dungeon for r in pile if r in state.facedown}
    return secret


def _ids(value) -> set:
    if isinstance(value, str):
        return {value}
    if isinstance(value, (tuple, list)):
        return set().union(*map(_ids, value)) if value else set()
    return set()


@pytest.mark.parametrize("seats, speed", [(("human", "greedy", "human"), 4),
                                          (("greedy", "human", "human", "greedy"), "instant")])
def test_no_frame_shows_a_card_the_person_on_screen_may_not_see(app, bots, monkeypatch, seats, speed):
    """Every card face drawn in every frame (animations at 4x included) is one the person on screen may see."""
    drawn: list = []
    face = CardFaces.face

    def recording(self, card, size="large"):
        drawn.append(card if isinstance(card, str) else card.id)
        return face(self, card, size)

    monkeypatch.setattr(CardFaces, "face", recording)
    m = Match.new(seats, seed=41, names=[("Ann" if k == "human" else "") for k in seats])
    table = TableScene(m, speed=speed, bots=bots, autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    rng = random.Random(3)
    handoffs, checked, last = [], 0, None
    for _ in range(40000):
        top = app.stack.top
        if isinstance(top, HandoffScene) and top.t > 0.35 and not top.done:
            handoffs.append(m.to_act)
            key(pygame.K_RETURN)
        elif table.summary:
            key(pygame.K_SPACE)
        elif table.offer is not None and table.director.idle and moment(table) != last:
            last = moment(table)
            by_keys(table, rng)
        drawn.clear()
        assert app._frame()
        d = table.director
        if isinstance(app.stack.top, HandoffScene) and app.stack.top is not top:
            pass  # pushed this frame: the table was drawn for the person still on screen
        elif isinstance(top, HandoffScene):
            assert not drawn, "the hand-off screen shows no card"
            continue
        if d.shown is None:
            continue
        allowed = set()
        if d.current is not None:
            allowed |= _ids([getattr(d._event[1], f) for f in d._event[1].__dataclass_fields__])
        if table.offer is not None:
            allowed |= {p[1] for p in table.offer.choices() if p[0] == "card"}
        leaks = {c for c in drawn if c in _secret_to(d.shown, table.viewer) and c not in allowed}
        assert not leaks, (table.viewer, sorted(design_of(c) for c in leaks))
        checked += 1
        if m.over and d.idle:
            break
    assert m.over and checked > 100
    people = [s for s, k in enumerate(seats) if k == "human"]
    assert set(handoffs) == set(people)
    assert all(a != b for a, b in zip(handoffs, handoffs[1:], strict=False))  # only ever to a different person


def test_one_person_and_bots_get_no_hand_off(app, bots):
    m = Match.new(("greedy", "human", "greedy"), seed=42)
    table = TableScene(m, speed="instant", bots=bots, autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    rng = random.Random(1)
    for _ in range(20000):
        assert not isinstance(app.stack.top, HandoffScene)
        if table.offer is not None and table.director.idle:
            by_keys(table, rng)
        assert app._frame()
        if m.over and table.director.idle:
            break
    assert m.over and table.viewer == 1
