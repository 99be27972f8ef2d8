"""A running game: who sits where, the state, every event and every decision, step by step.

The screen, ``simulate``, saves and replays all drive a game through one ``Match``::

    m = Match.new(seats=("human", "hard"), seed=7)
    m.prompt()                             # what the seat to act is asked, in plain words
    m.submit(m.legal()[0], at_step=m.step) # a person's choice; StaleDecision if the game moved on
    request = m.bot_request()              # a bot seat's turn: game.ai.think(request) in any process
    events, cursor = m.events_since(0, viewer=0)

Nothing else holds game state; a bot seat is played only through ``bot_request`` and ``game.ai.think``.
"""

from __future__ import annotations

import random

from game.ai import BOTS, BotRequest, bot_seed, is_bot, think
from game.rules import Action, Setup, View, apply, legal_actions, new_game, redact, to_act, view
from game.wording import Prompt, describe_action, prompt_for

HUMAN = "human"
SEAT_KINDS = (HUMAN, *BOTS)
RETIRED = {"expert": "hard"}  # bots no longer offered, and the one that takes a seat of theirs in a game saved before


NAME_LENGTH = 16


def check_names(names, seats: int) -> tuple:
    """``names`` as a tuple of one short text per seat ("" when None); ValueError if they are not."""
    if names is None:
        return ("",) * seats
    if not isinstance(names, (list, tuple)):
        raise ValueError(f"names must be a list of {seats} texts, not {type(names).__name__}")
    names = tuple(names)
    if len(names) != seats or not all(isinstance(n, str) and len(n.strip()) <= NAME_LENGTH and n.isprintable()
                                      for n in names):
        raise ValueError(f"names must be {seats} texts of at most {NAME_LENGTH} letters")
    return tuple(n.strip() for n in names)


def _refuse(unknown: list) -> None:
    """ValueError naming the ``unknown`` seat kinds, if any."""
    if unknown:
        raise ValueError(f"unknown seat kind(s) {', '.join(map(repr, unknown))}; choose from {', '.join(SEAT_KINDS)}")


class StaleDecision(Exception):
    """A decision made for a step the match has already left (a late click, an old bot answer)."""


class Match:
    """One game between seats that are ``"human"`` or a bot name; see the module docstring."""

    def __init__(self, setup: Setup, seats: tuple, names=None) -> None:
        seats = tuple(RETIRED.get(s, s) for s in seats)
        if len(seats) != setup.players:
            raise ValueError(f"{len(seats)} seats for a game of {setup.players} players")
        _refuse([s for s in seats if s != HUMAN and not is_bot(s)])
        self.setup = setup
        self.seats = seats
        self.names = check_names(names, len(seats))
        self.state, events = new_game(setup)
        self.events: list = list(events)
        self.actions: list = []
        self.step = 0  # decisions made so far: len(self.actions)
        self._before: list = []  # the state each decision was made in, for describing it later
        self._legal: tuple = (None, ())  # (step, actions)

    @classmethod
    def new(cls, seats, seed: int | None = None, variants=frozenset(), names=None) -> Match:
        """A new game for 2-4 ``seats``; a random seed when ``seed`` is None; ``names`` of the seats (people's
        names; "" for none). ValueError for a wrong number of seats, an unknown seat kind (a ``RETIRED`` one
        too) or variant, a seed that is not a whole number, or names that are not short text."""
        seats = tuple(seats)
        _refuse([s for s in seats if s in RETIRED])
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"the seed must be a whole number, not {seed!r}")
        if not 2 <= len(seats) <= 4:
            raise ValueError(f"a game has 2-4 seats, not {len(seats)}")
        return cls(Setup(len(seats), seed, frozenset(variants)), seats, names)

    def name(self, seat: int) -> str:
        """What the screens call ``seat``: its person's name, else "P1", "P2" ..."""
        return self.names[seat] or f"P{seat + 1}"

    @property
    def to_act(self) -> int | None:
        """The seat that must choose now, or None when the game is over."""
        return to_act(self.state)

    @property
    def over(self) -> bool:
        return self.state.outcome is not None

    def legal(self) -> list[Action]:
        """The legal actions of the seat to act (empty when the game is over), computed once a step."""
        return list(self._legal_now())

    def _legal_now(self) -> tuple:
        if self._legal[0] != self.step:
            self._legal = (self.step, tuple(legal_actions(self.state)))
        return self._legal[1]

    def view(self, viewer: int | None) -> View:
        """What ``viewer`` may know now (None: a spectator)."""
        return view(self.state, viewer)

    def prompt(self) -> Prompt | None:
        """What the seat to act is asked, in plain words, with the card that asks; None when over."""
        seat = self.to_act
        return None if seat is None else prompt_for(self.state, seat)

    def describe(self, action: Action, at_step: int | None = None, me: int | None = None) -> str:
        """``action`` in plain words, card names in full ("Cast Fear on Nick the Masher"): an action
        offered now, or (``at_step``) the decision made at that step, for the log; ``me``'s seat and cards
        are "you", "your". ValueError if it cannot be said there (not an action of that moment)."""
        if at_step is None:
            state = self.state
        elif isinstance(at_step, int) and 0 <= at_step < self.step:
            state = self._before[at_step]
        else:
            raise ValueError(f"no decision was made at step {at_step!r}")
        try:
            return describe_action(state, action, me)
        except (AttributeError, IndexError, KeyError, TypeError) as exc:
            raise ValueError(f"{action!r} cannot be described at this point ({type(exc).__name__})") from None

    def submit(self, action: Action, at_step: int | None = None) -> list:
        """Make ``action`` for the seat to act and return the events it caused, as recorded (all of them,
        hidden cards included: a screen shows events through ``events_since``). StaleDecision if
        ``at_step`` is given and is not the current step; IllegalActionError if it is not legal. Either
        way the match is left as it was."""
        if at_step is not None and at_step != self.step:
            raise StaleDecision(f"a decision for step {at_step}; the match is at step {self.step}")
        before = self.state
        self.state, events = apply(before, action)
        self._before.append(before)
        self.actions.append(action)
        self.step += 1
        self.events.extend(events)
        return events

    def events_since(self, cursor: int, viewer: int | None) -> tuple[list, int]:
        """The events after the first ``cursor`` ones, as ``viewer`` may see them (None: all, as
        recorded, for replays), and the cursor to ask from next time."""
        if not isinstance(cursor, int) or isinstance(cursor, bool) or not 0 <= cursor <= len(self.events):
            raise ValueError(f"cursor {cursor!r} is not a whole number in 0..{len(self.events)}")
        if viewer is not None and (isinstance(viewer, bool) or viewer not in range(self.setup.players)):
            raise ValueError(f"viewer {viewer!r} is not a seat of this game (0-{self.setup.players - 1}) or None")
        new = self.events[cursor:]
        if viewer is not None:
            new = [redact(e, viewer) for e in new]
        return new, len(self.events)

    def bot_request(self) -> BotRequest | None:
        """The decision a bot seat must make now, as plain data for ``game.ai.think``; None when a
        person is to act or the game is over."""
        seat = self.to_act
        if seat is None or self.seats[seat] == HUMAN:
            return None
        return BotRequest(seat, self.seats[seat], bot_seed(self.setup.seed, self.step, seat), self.step,
                          view(self.state, seat), self._legal_now())

    def play_bots(self, cancel=None) -> None:
        """Let bot seats decide, here and now, until a person is to act or the game ends."""
        while (request := self.bot_request()) is not None:
            self.submit(think(request, cancel), at_step=request.step)
