"""Scenario builders: a precise table in a few lines, then the real engine runs from there.

    table = Table(bosses=("robobo", "gorgona"))
    table.hand(0, "freeze#1").dungeon(0, "goblin_armory#1", "bottomless_pit#1").entrance(0, "nick_the_masher")
    st = table.start("adventure")        # runs until the first decision
    st = passing(st, until=lambda s: s.walker is not None)

Every card put on the table is taken out of its deck, so the card invariants still hold.
"""

from __future__ import annotations

from game.cards import CARDS, design_of
from game.rules import Pass, apply, legal_actions, to_act
from game.rules import events as E
from game.rules.effects import Ctx
from game.rules.engine import run
from game.rules.evolve import evolve
from game.rules.frames import Adventure, Bait, Beginning, BuildPhase, EndOfTurn, Reveal
from game.rules.state import (
    boxes_of,
    face_down_handle,
    hero_decks,
    item_ids,
    room_instances,
    spell_instances,
    xp_order_of,
)

PHASE_FRAMES = {
    "beginning": (Beginning(), BuildPhase(), Bait(), Adventure(), EndOfTurn()),
    "build": (BuildPhase(), Bait(), Adventure(), EndOfTurn()),
    "reveal": (Reveal(), Bait(), Adventure(), EndOfTurn()),
    "bait": (Bait(), Adventure(), EndOfTurn()),
    "adventure": (Adventure(), EndOfTurn()),
    "end": (EndOfTurn(),),
}


class Table:
    """A game table described card by card; ``start(phase)`` turns it into a live state."""

    def __init__(self, players: int = 2, bosses: tuple = ("robobo", "gorgona", "cerebellus", "seducia"),
                 turn: int = 1, variants: frozenset = frozenset()):
        self.players = players
        self.bosses = tuple(bosses[:players])
        self.turn = turn
        self.variants = frozenset(variants)
        self._hands = {s: [] for s in range(players)}
        self._dungeons = {s: [] for s in range(players)}
        self._souls = {s: [] for s in range(players)}
        self._wounds = {s: [] for s in range(players)}
        self._entrances = {s: [] for s in range(players)}
        self._leveled = set()
        self._out = set()
        self._town: list = []
        self._discard: list = []
        self._room_top: list = []
        self._spell_top: list = []
        self._hero_top: list = []
        self._facedown: set = set()
        self._inactive: set = set()
        self._item_top: list = []
        self._items_town: list = []
        self._carried: list = []
        self._items_up = {s: [] for s in range(players)}
        self._items_down = {s: [] for s in range(players)}

    def hand(self, seat: int, *cards: str) -> Table:
        self._hands[seat].extend(cards)
        return self

    def dungeon(self, seat: int, *piles) -> Table:
        """Piles from slot 0 (entrance side); a pile is a Room id or a tuple bottom-to-top."""
        self._dungeons[seat].extend((p,) if isinstance(p, str) else tuple(p) for p in piles)
        return self

    def facedown(self, *rooms: str) -> Table:
        self._facedown.update(rooms)
        return self

    def inactive(self, *rooms: str) -> Table:
        self._inactive.update(rooms)
        return self

    def souls(self, seat: int, *heroes: str) -> Table:
        self._souls[seat].extend(heroes)
        return self

    def wounds(self, seat: int, *heroes: str) -> Table:
        self._wounds[seat].extend(heroes)
        return self

    def entrance(self, seat: int, *heroes: str) -> Table:
        self._entrances[seat].extend(heroes)
        return self

    def town(self, *heroes: str) -> Table:
        self._town.extend(heroes)
        return self

    def discard(self, *cards: str) -> Table:
        self._discard.extend(cards)
        return self

    def eliminated(self, *seats: int) -> Table:
        self._out.update(seats)
        return self

    def leveled(self, *seats: int) -> Table:
        self._leveled.update(seats)
        return self

    def deck_top(self, *cards: str) -> Table:
        """Put these Rooms / Spells / Heroes on top of their decks, first listed on top."""
        for c in cards:
            if design_of(c) in CARDS.rooms:
                self._room_top.append(c)
            elif "#" in c:
                self._spell_top.append(c)
            else:
                self._hero_top.append(c)
        return self

    def items_town(self, *items: str) -> Table:
        """Items waiting in town (the Items variant), first revealed first."""
        self._items_town.extend(items)
        return self

    def carry(self, hero: str, item: str) -> Table:
        """``hero`` (placed elsewhere on the table) carries ``item``."""
        self._carried.append((hero, item))
        return self

    def items(self, seat: int, up: tuple = (), down: tuple = ()) -> Table:
        """Items face-up and face-down in ``seat``'s scorekeeping area."""
        self._items_up[seat].extend(up)
        self._items_down[seat].extend(down)
        return self

    def item_top(self, *items: str) -> Table:
        """Put these Items on top of the Item deck, first listed on top."""
        self._item_top.extend(items)
        return self

    def state(self):
        """The table as a state with no flow yet."""
        st = evolve(None, E.GameStarted(self.players, 0, tuple(sorted(self.variants)), self.bosses,
                                        xp_order_of(self.bosses)))
        used = set(self._town) | set(self._discard)
        for s in range(self.players):
            used |= set(self._hands[s]) | {r for pile in self._dungeons[s] for r in pile}
            used |= set(self._souls[s]) | set(self._wounds[s]) | set(self._entrances[s])
            used |= set(self._items_up[s]) | set(self._items_down[s])
        used |= set(self._items_town) | {i for _, i in self._carried}
        ordinary, epic = hero_decks(self.players, "hard_mode" in self.variants)

        def deck(cards, top):
            return tuple(top) + tuple(c for c in cards if c not in used and c not in top)

        seats = tuple(
            p._replace(hand=tuple(self._hands[s]), dungeon=tuple(self._dungeons[s]),
                       souls=tuple(self._souls[s]), wounds=tuple(self._wounds[s]),
                       entrance=tuple(self._entrances[s]), leveled=s in self._leveled, out=s in self._out,
                       items_up=tuple(self._items_up[s]), items_down=tuple(self._items_down[s]))
            for s, p in enumerate(st.seats)
        )
        removed = tuple(self.bosses[s] for s in sorted(self._out))
        handles = tuple((face_down_handle(self.turn, s, k), r) for s in range(self.players)
                        for k, r in enumerate(p[-1] for p in self._dungeons[s] if p[-1] in self._facedown))
        boxes = boxes_of(self.variants)
        items = item_ids() if "items" in self.variants else ()
        return st._replace(
            turn=self.turn, seats=seats, room_deck=deck(room_instances(boxes), self._room_top),
            spell_deck=deck(spell_instances(boxes), self._spell_top), item_deck=deck(items, self._item_top),
            items_town=tuple(self._items_town), carried=tuple(self._carried),
            hero_deck=deck(ordinary, [h for h in self._hero_top if h in ordinary]),
            epic_deck=deck(epic, [h for h in self._hero_top if h in epic]),
            town=tuple(self._town), discard=tuple(self._discard), facedown=frozenset(self._facedown),
            inactive=frozenset(self._inactive), removed=removed, handles=handles,
        )

    def start(self, phase: str = "build", frames: tuple = (), collect: list | None = None):
        """Run the engine from the start of ``phase`` (or from ``frames``) to the first decision."""
        ctx = Ctx(self.state())
        ctx.push(*(frames or PHASE_FRAMES[phase]))
        run(ctx)
        if collect is not None:
            collect.extend(ctx.events)
        return ctx.st


def passing(st, until=lambda s: False, limit: int = 500, collect: list | None = None):
    """Answer every decision with Pass (or, where passing is not allowed, the first legal action)
    until ``until(state)`` holds or the game ends."""
    for _ in range(limit):
        if until(st) or to_act(st) is None:
            return st
        legal = legal_actions(st)
        action = next((a for a in legal if isinstance(a, Pass)), legal[0])
        st, events = apply(st, action)
        if collect is not None:
            collect.extend(events)
    raise AssertionError("scenario did not reach its condition")


def act(st, action, collect: list | None = None):
    """Apply one action, asserting it is legal; returns the new state."""
    legal = legal_actions(st)
    assert action in legal, f"{action} not in {[str(a) for a in legal]}"
    st, events = apply(st, action)
    if collect is not None:
        collect.extend(events)
    return st


def next_turn(turn: int):
    """A ``passing`` condition: the next turn has started (or the game is over)."""
    return lambda s: s.turn > turn


def until_phase(events, phase: str) -> list:
    """The events before the first ``PhaseStarted(phase)``."""
    for i, e in enumerate(events):
        if isinstance(e, E.PhaseStarted) and e.phase == phase:
            return events[:i]
    return events


def events_of(events, kind) -> list:
    return [e for e in events if isinstance(e, kind)]
