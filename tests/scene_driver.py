"""Drive the real loop of a screen test by posted input, as a person would (tests/scenes)."""

from __future__ import annotations

import random

import pygame

from game.ai import bot_seed, make_bot
from game.rules import Discard, Pass
from scenes.keys import BUTTON_NUMBERS, STICK_MAX, key_of
from scenes.table.offer import places_of
from scenes.table.places import PASS, HandPlace


def key(key, mod=0):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))


def press(keymap, action):
    """Post the first key of ``action`` in ``keymap`` (with Shift when its name asks for it)."""
    code, shift = key_of(keymap.keys[action][0])
    key(code, pygame.KMOD_SHIFT if shift else 0)


def button(name):
    """Post a game controller's button (SDL's standard name: "a", "dpright", "leftshoulder"...) pressed
    and released."""
    for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, instance_id=0, button=BUTTON_NUMBERS[name]))


def stick(axis, lean):
    """Post the left stick pushed along ``axis`` (0 across, 1 down) to ``lean`` (-1 or 1), then let go."""
    for value in (int(lean * STICK_MAX * 0.9), 0):
        pygame.event.post(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=0, axis=axis, value=value))


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
        if table.model.offer is not None and table.director.idle and moment(table) != last:
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
    offer, action = table.model.offer, intent(table)
    if table.model.pending is not None:
        return PASS
    if isinstance(action, Discard):
        left = [HandPlace(c) for c in action.cards if c not in offer.selected]
        return left[0] if left else PASS
    if isinstance(action, Pass):
        return PASS
    places = places_of(offer.view, action)
    return places[len(offer.picked)] if len(offer.picked) < len(places) else PASS


def moment(table) -> tuple:
    """What changes when a person's input took effect (a new input is due then)."""
    o = table.model.offer
    return table.match.step, o.picked, o.selected, table.model.pending, table.model.message


def by_keys(table, rng) -> None:
    """Make the intended move by the keys of the table's keymap: pass (choose, on Pass highlighted), a hand
    number, or next / previous / right / left to the place, then choose."""
    keymap = table.keymap
    target = next_place(table)
    if target == PASS:  # Space; once it has put the highlight on Pass (a Build turn it never ends), Enter
        press(keymap, "choose" if table.model.highlight == PASS else "pass")
        return
    hand = table.model.offer.view.seats[table.model.offer.view.seat].hand
    if isinstance(target, HandPlace) and hand.index(target.card) < 9 and rng.random() < 0.5:
        press(keymap, f"hand_{hand.index(target.card) + 1}")
        return
    choices = table.input.ordered_choices()
    here = choices.index(table.model.highlight) if table.model.highlight in choices else -1
    step = rng.choice((1, -1))
    along = rng.random() < 0.5
    move = ("next" if along else "right") if step > 0 else ("previous" if along else "left")
    for _ in range(((choices.index(target) - here) * step) % len(choices)):
        press(keymap, move)
    press(keymap, "choose")


def by_pad(table, rng) -> None:
    """Make the intended move by a game controller: X passes; the d-pad, the shoulders or the left stick
    move the highlight to the place, A chooses it."""
    target = next_place(table)
    if target == PASS:  # X; once it has put the highlight on Pass (a Build turn it never ends), A
        button("a" if table.model.highlight == PASS else "x")
        return
    choices = table.input.ordered_choices()
    here = choices.index(table.model.highlight) if table.model.highlight in choices else -1
    step = rng.choice((1, -1))
    how = rng.choice(("dpad", "shoulder", "stick"))
    for _ in range(((choices.index(target) - here) * step) % len(choices)):
        if how == "dpad":
            button("dpright" if step > 0 else "dpleft")
        elif how == "shoulder":
            button("rightshoulder" if step > 0 else "leftshoulder")
        else:
            stick(rng.choice((0, 1)), step)
    button("a")


def by_mouse(app):
    def act(table, rng) -> None:
        target = next_place(table)
        click(app, visible(table.input.place_rects()[target]) if target != PASS
               else table.layout.zone("button.pass").center)
    return act


def visible(rect):
    """A point of ``rect`` not covered by the card to its right (hand cards overlap)."""
    return rect.x + 4, min(rect.y + 8, 355)
