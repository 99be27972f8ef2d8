"""A scenario runner for card tests: a Table started at a phase, every event kept, and a check that the
events replay to the live state (``reduce(evolve, events)``) with every card in exactly one place."""

from __future__ import annotations

from words import check_words

from game.cards import design_of
from game.rules import Choose, Pass, evolve, legal_actions, to_act
from game.rules import events as E
from game.rules.frames import Choice, Window, name_of

from rules.invariants import check
from rules.scenarios import Table, act, events_of, passing

__all__ = ["Game", "Table", "E"]


class Game:
    def __init__(self, table: Table, phase: str = "build", frames: tuple = ()):
        self.start_state = table.state()
        self.events: list = []
        self.st = table.start(phase, frames, collect=self.events)

    # ---- driving
    def act(self, action) -> Game:
        check_words(self.st)
        self.st = act(self.st, action, collect=self.events)
        return self

    def choose(self, seat: int, choice) -> Game:
        return self.act(Choose(seat, choice))

    def pass_(self, seat: int) -> Game:
        return self.act(Pass(seat))

    def passing(self, until=lambda s: False) -> Game:
        self.st = passing(self.st, until=lambda s: check_words(s) or until(s), collect=self.events)
        return self

    def unanswered(self) -> Game:
        """Every seat asked to answer a declared Spell or ability passes, until it has resolved."""
        return self.passing(lambda s: not (s.flow and isinstance(s.flow[-1], Window) and s.flow[-1].kind == "respond"))

    def to_phase(self, phase: str) -> Game:
        return self.passing(lambda s: s.phase == phase)

    def in_room(self, slot: int) -> Game:
        """Pass until the walking Hero stands in ``slot`` (after its damage, in the window)."""
        return self.passing(lambda s: s.walker is not None and s.walker.slot == slot)

    # ---- looking
    @property
    def to_act(self):
        return to_act(self.st)

    def legal(self) -> list:
        return legal_actions(self.st)

    def first_turn(self) -> list:
        """The events of the turn the scenario started in (up to the next ``TurnStarted``)."""
        for i, e in enumerate(self.events):
            if isinstance(e, E.TurnStarted):
                return self.events[:i]
        return self.events

    def of(self, kind) -> list:
        """Events of type ``kind`` in the scenario's first turn."""
        return events_of(self.first_turn(), kind)

    def fired(self, card: str) -> list:
        """AbilityUsed events of ``card`` (an instance id, or a design id for any copy), first turn."""
        return [e for e in self.of(E.AbilityUsed) if e.card == card or design_of(e.card) == card]

    def finish_turn(self) -> Game:
        """Pass until the next turn starts (or the game ends)."""
        turn = self.st.turn
        return self.passing(lambda s: s.turn > turn)

    def prompt(self):
        """(kind, options) of the pending choice; (frame name, None) for any other decision."""
        top = self.st.flow[-1]
        return (top.kind, top.options) if isinstance(top, Choice) else (name_of(top), None)

    def hand(self, seat: int) -> tuple:
        return self.st.seats[seat].hand

    def dungeon(self, seat: int) -> tuple:
        return tuple(pile[-1] for pile in self.st.seats[seat].dungeon)

    def until_choice(self) -> Game:
        """Pass until a card's choice is pending."""
        return self.passing(waiting_choice)

    def check(self) -> Game:
        st = self.start_state
        for e in self.events:
            st = evolve(st, e)
            check(st)
        assert st == self.st, "the events do not replay to the live state"
        return self


def waiting_choice(s) -> bool:
    return bool(s.flow) and isinstance(s.flow[-1], Choice) and s.waiting is not None
