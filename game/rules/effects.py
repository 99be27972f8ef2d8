"""Effect verbs: the reusable steps card abilities and the turn flow are made of.

Each verb emits events through the context (which folds them into ``ctx.st`` at once) and may push
flow frames for what must happen next, such as a choice.
"""

from __future__ import annotations

from . import events as E
from .frames import Choice, KeepItem, Walk
from .queries import has_text, is_active, slot_of, tops
from .registry import ITEM_DEATH, ON_DEATH, ON_OTHER_DESTROYED
from .state import State, card, carrying, is_room, is_spell

_EVOLVERS: dict = {}  # filled by evolve.py (which imports this module's callers)
_FLOW = State._fields.index("flow")


def _with_flow(st: State, flow: tuple) -> State:
    """``st._replace(flow=flow)``, faster: the flow changes at every step of the engine."""
    values = list(st)
    values[_FLOW] = flow
    return tuple.__new__(State, values)


class Ctx:
    """A state being advanced: ``emit`` records an event and folds it in; the flow is a stack."""

    __slots__ = ("st", "events")

    def __init__(self, st) -> None:
        self.st = st
        self.events: list = []

    def emit(self, event) -> None:
        self.events.append(event)
        self.st = _EVOLVERS[type(event)](self.st, event)

    def push(self, *frames: tuple) -> None:
        """Run ``frames`` next, in the order given."""
        self.st = _with_flow(self.st, self.st.flow + frames[::-1])

    def pop(self) -> None:
        self.st = _with_flow(self.st, self.st.flow[:-1])

    def replace(self, frame: tuple) -> None:
        self.st = _with_flow(self.st, self.st.flow[:-1] + (frame,))

    def rng(self) -> tuple[int, int]:
        """The seed and draw number of the next random draw."""
        return self.st.seed, self.st.rng


def ask(ctx: Ctx, seat: int, kind: str, options: tuple, then: tuple, optional: bool = False,
        source: str | None = None) -> None:
    """Push a choice: ``seat`` picks one of ``options`` (or passes when ``optional``); the answer fills
    the ``answer`` of frame ``then``, which runs next. With no option the answer is None at once."""
    ctx.push(Choice(seat, kind, tuple(options), optional, then, source))


_DECKS = {"room": "room_deck", "spell": "spell_deck"}


def reshuffle(ctx: Ctx, deck: str) -> None:
    """R23: the discarded cards of that kind become the new deck."""
    from .rng import shuffled

    is_kind = is_room if deck == "room" else is_spell
    cards = tuple(c for c in ctx.st.discard if is_kind(c))
    if cards:
        order = shuffled(cards, *ctx.rng())
        ctx.emit(E.DeckShuffled(deck, order, len(order), from_discard=True))


def draw(ctx: Ctx, seat: int, deck: str, n: int) -> None:
    """``seat`` draws ``n`` cards from the Room or Spell deck, reshuffling the discard pile if needed."""
    while n > 0:
        pile = getattr(ctx.st, _DECKS[deck])
        if not pile:
            reshuffle(ctx, deck)
            pile = getattr(ctx.st, _DECKS[deck])
            if not pile:
                return
        k = min(n, len(pile))
        ctx.emit(E.CardsDrawn(seat, deck, pile[:k], k))
        n -= k


def discard_at_random(ctx: Ctx, seat: int, candidates: tuple) -> None:
    if candidates:
        from .rng import pick

        chosen = candidates[pick(len(candidates), *ctx.rng())]
        ctx.emit(E.CardsDiscarded(seat, (chosen,), random=True))


def destroy(ctx: Ctx, seat: int, room: str) -> None:
    """R19: ``room`` goes to the discard pile; the Room beneath is uncovered, or the gap closes."""
    slot = slot_of(ctx.st, seat, room)
    if slot is None:
        return
    pile = ctx.st.seats[seat].dungeon[slot]
    uncovered = pile[-2] if len(pile) > 1 else None
    ctx.emit(E.RoomDestroyed(seat, room, slot, uncovered))
    _follow_walk(ctx, seat, slot, uncovered is None)
    for other in tops(ctx.st, seat):
        hook = ON_OTHER_DESTROYED.get(card(other).id)
        # the uncovered Room was not in play when the destruction happened
        if hook is not None and other != uncovered and is_active(ctx.st, other) and has_text(ctx.st, seat, other):
            hook(ctx, seat, other, room)


def _follow_walk(ctx: Ctx, seat: int, slot: int, gap_closed: bool) -> None:
    """Keep a walking Hero's place in the flow when Rooms of its dungeon slide."""
    if not gap_closed:
        return
    flow = list(ctx.st.flow)
    for i, f in enumerate(flow):
        # a Hero inside the destroyed Room leaves it and walks on to the next one, which now sits at
        # the same slot
        if isinstance(f, Walk) and f.seat == seat and (f.slot > slot or (f.slot == slot and f.stage != "enter")):
            flow[i] = f._replace(slot=f.slot - 1)
    ctx.st = ctx.st._replace(flow=tuple(flow))


def kill(ctx: Ctx, hero: str, seat: int, room: str | None = None) -> None:
    """``hero`` dies and goes face-down to ``seat``'s scorekeeping area; ``room`` is where it died. An Item
    it carries goes face-up to ``seat`` (R28), unless its Hero ability saves the Hero (Extra Life)."""
    item = carrying(ctx.st, hero) if ctx.st.carried else None
    if item is not None:
        saved = ITEM_DEATH.get(item)
        if saved is not None and saved(ctx, seat, hero, item):
            return
    spoken = room is None or has_text(ctx.st, seat, room)  # while the Hero is still there (Cheat Code)
    ctx.emit(E.HeroKilled(hero, seat, card(hero).souls))
    if item is not None:
        score_item(ctx, seat, item, face_up=True)
    if room is not None and slot_of(ctx.st, seat, room) is not None and is_active(ctx.st, room) and spoken:
        hook = ON_DEATH.get(card(room).id)
        if hook is not None:
            hook(ctx, seat, room, hero)


def damage(ctx: Ctx, hero: str, amount: int) -> None:
    from .state import pair_get

    if amount > 0:
        ctx.emit(E.HeroDamaged(hero, amount, pair_get(ctx.st.damage, hero) + amount))


def once_per_turn(ctx: Ctx, seat: int, room: str, targets: tuple = ()) -> bool:
    """Mark ``room``'s ability used this turn; False if it already was."""
    if room in ctx.st.used:
        return False
    ctx.emit(E.AbilityUsed(seat, room, targets))
    return True


def walk_frame_index(ctx: Ctx) -> int | None:
    """Where in the flow the innermost Walk frame is, or None."""
    for i in range(len(ctx.st.flow) - 1, -1, -1):
        if isinstance(ctx.st.flow[i], Walk):
            return i
    return None


def redirect_walk(ctx: Ctx, slot: int) -> None:
    """The walking Hero next enters the Room at ``slot`` (Teleportation and the like)."""
    i = walk_frame_index(ctx)
    if i is not None:
        f = ctx.st.flow[i]
        flow = list(ctx.st.flow)
        flow[i] = Walk(f.seat, f.hero, "enter", slot, None)
        ctx.st = ctx.st._replace(flow=tuple(flow))


def score_item(ctx: Ctx, seat: int, item: str, face_up: bool) -> None:
    """R28: ``item`` goes into ``seat``'s scorekeeping area (from a Hero, town or elsewhere)."""
    ctx.emit(E.ItemScored(seat, item, face_up))
    if face_up:
        keep_one_face_up(ctx, seat)


def keep_one_face_up(ctx: Ctx, seat: int) -> None:
    """R28: a seat that now holds two face-up Items picks the one that stays face-up."""
    if len(ctx.st.seats[seat].items_up) > 1:
        ctx.push(KeepItem(seat))
