"""Drive the real loop of a screen test by posted input, as a person would (tests/scenes)."""

from __future__ import annotations

import random

import pygame

from game.ai import bot_seed, make_bot
from game.rules import Discard, Pass
from scenes.offer import PASS, places_of


def key(key, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))


def click(app, canvas_pos, button=1):
    p = app.presenter
    window = (p.rect.x + canvas_pos[0] * p.scale + p.scale // 2, p.rect.y + canvas_pos[1] * p.scale + p.scale // 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=window, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=window, button=button))


def play(app, table, act, frames=60000) -> set:
    """Run the real loop; ``act(table, rng)`` posts input when a decision waits. The decision kinds met."""
    app.stack.push(table)
    app.stack.apply_pending()
    rng = random.Random(7)
    kinds, last = set(), None
    for _ in range(frames):
        if table.offer is not None and table.director.idle and moment(table) != last:
            last = moment(table)
            kinds.add(table.match.prompt().kind)
            act(table, rng)
        assert app._frame()
        if table.match.over and table.director.idle:
            break
    return kinds


def intent(table):
    """What the person means to do at this step: the greedy bot's choice, kept for the whole step."""
    m = table.match
    if getattr(table, "_intent", (None,))[0] != m.step:
        seat = m.to_act
        bot = make_bot("greedy", bot_seed(m.setup.seed, m.step, seat))
        table._intent = (m.step, bot.choose(m.view(seat), m.legal()))
    return table._intent[1]


def next_place(table):
    """The place to point at next to make the intended action (PASS for Pass / Done)."""
    offer, action = table.offer, intent(table)
    if table.pending is not None:
        return PASS
    if isinstance(action, Discard):
        left = [("hand", c) for c in action.cards if c not in offer.selected]
        return left[0] if left else PASS
    if isinstance(action, Pass):
        return PASS
    places = places_of(offer.view, action)
    return places[len(offer.picked)] if len(offer.picked) < len(places) else PASS


def moment(table) -> tuple:
    """What changes when a person's input took effect (a new input is due then)."""
    o = table.offer
    return table.match.step, o.picked, o.selected, table.pending, table.message


def by_keys(table, rng) -> None:
    target = next_place(table)
    if target == PASS:
        key(pygame.K_SPACE)
        return
    hand = table.offer.view.seats[table.offer.view.seat].hand
    if target[0] == "hand" and hand.index(target[1]) < 9 and rng.random() < 0.5:
        key(pygame.K_1 + hand.index(target[1]))
        return
    choices = table._ordered_choices()
    here = choices.index(table.highlight) if table.highlight in choices else -1
    step = rng.choice((1, -1))
    move, mod = (pygame.K_TAB, 0) if rng.random() < 0.5 else (pygame.K_RIGHT, 0)
    if step < 0:
        move, mod = (pygame.K_TAB, pygame.KMOD_SHIFT) if move == pygame.K_TAB else (pygame.K_LEFT, 0)
    for _ in range(((choices.index(target) - here) * step) % len(choices)):
        key(move, mod)
    key(pygame.K_RETURN)


def by_mouse(app):
    def act(table, rng) -> None:
        target = next_place(table)
        click(app, visible(table._place_rects()[target]) if target != PASS
               else table.layout.zone("button.pass").center)
    return act


def visible(rect):
    """A point of ``rect`` not covered by the card to its right (hand cards overlap)."""
    return rect.x + 4, min(rect.y + 8, 355)
