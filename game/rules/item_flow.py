"""The Items variant's flow (R25-R31): Items revealed and attached, the one-face-up limit, Boss abilities as
window options. Each Item's own abilities are registered in ``abilities/items.py`` (``registry.ITEM_*``).

Where Items go when their Hero leaves otherwise than by dying or getting through (decided here, as the rules
file is silent): a carrier sent back to town or to an entrance (Fear, an eliminated player's entrance) keeps
its Item; a carrier taken out of the game takes its Item with it (both leave the game); Items attach only
when revealed or when a Hero is revealed, never to a Hero that comes back to town.
"""

from __future__ import annotations

from . import events as E
from .actions import Choose, UseItem
from .effects import Ctx
from .frames import KeepItem, NextHero, Walk, Window
from .kinds import Phase
from .registry import ITEM_POWERS, frame
from .state import State, card, carrying

ITEMS = "items"


def items_on(st: State) -> bool:
    return ITEMS in st.variants


def reveals_per_turn(st: State) -> int:
    """R26: one Item each Beginning of Turn, two when the game started with four players (never fewer)."""
    return 2 if st.players == 4 else 1


def can_take(st: State, hero: str, item: str) -> bool:
    """R26: may ``hero`` take ``item`` now? A class Item goes only to a Hero of its treasure type, a Universal
    one to any Hero; a Hero carries one Item at most."""
    if carrying(st, hero) is not None:
        return False
    kind = card(item).treasure
    return kind == "universal" or card(hero).treasure == kind


def reveal_items(ctx: Ctx) -> None:
    """R26: turn up this turn's Items; each attaches at once to the Hero in town longest that can take it,
    else waits in town."""
    for _ in range(reveals_per_turn(ctx.st)):
        if not ctx.st.item_deck:
            return
        item = ctx.st.item_deck[0]
        ctx.emit(E.ItemRevealed(item))
        hero = next((h for h in ctx.st.town if can_take(ctx.st, h, item)), None)
        if hero is not None:
            ctx.emit(E.ItemAttached(item, hero))


def attach_waiting(ctx: Ctx, hero: str) -> None:
    """R26: a Hero just revealed takes the earliest waiting Item it can take."""
    item = next((i for i in ctx.st.items_town if can_take(ctx.st, hero, i)), None)
    if item is not None:
        ctx.emit(E.ItemAttached(item, hero))


def spell_time(st: State) -> bool:
    """Could a Spell be cast at this point of the turn (inside a Build or Adventure window's reach: a Build
    turn, or a seat's Adventure turn), rather than during setup, the reveal, Bait or End of Turn?"""
    return st.phase in (Phase.BUILD, Phase.ADVENTURE) and any(isinstance(f, Window | Walk | NextHero) for f in st.flow)


def item_uses(st: State, seat: int, items: tuple, cancel: bool | None = None):
    """The UseItem actions of ``seat`` for its face-up ``items`` that fit this phase (and, when ``cancel``
    is given, are or are not cancels); an Item already declared and waiting is not offered again."""
    declared = {c[1] for c in st.casting}
    for item in items:
        power = ITEM_POWERS.get(card(item).id)
        if power is None or item in declared or st.phase not in power.phases:
            continue
        if cancel is not None and power.cancel != cancel:
            continue
        for targets in power.targets(st, seat):
            yield UseItem(seat, item, tuple(targets))


def item_ready(st: State, seat: int, cancel: bool) -> bool:
    """R24: would ``seat`` be asked for its face-up Items alone? Only public facts decide (Items are public)."""
    declared = {c[1] for c in st.casting}
    for item in st.seats[seat].items_up:
        power = ITEM_POWERS.get(card(item).id)
        if power is None or item in declared or st.phase not in power.phases or power.cancel != cancel:
            continue
        if power.ready is not None:
            if power.ready(st, seat):
                return True
        elif next(iter(power.targets(st, seat)), None) is not None:
            return True
    return False


def _keep_options(st: State, f: KeepItem, seat: int):
    up = st.seats[seat].items_up
    yield from (Choose(seat, item) for item in up)
    if spell_time(st):  # R28: the older Item's Boss ability first, where a Spell could be cast
        yield from item_uses(st, seat, up[:-1], cancel=False)


def _keep_answer(ctx: Ctx, f: KeepItem, action) -> None:
    if isinstance(action, UseItem):
        from .flow import use_item

        use_item(ctx, action)  # the frame stays: asked again if two are still face-up
        return
    ctx.pop()
    for item in ctx.st.seats[f.seat].items_up:
        if item != action.choice:
            ctx.emit(E.ItemFlipped(f.seat, item, False))


@frame(KeepItem, _keep_options, _keep_answer)
def _keep_item(ctx: Ctx, f: KeepItem) -> int | None:
    p = ctx.st.seats[f.seat]
    if p.out or len(p.items_up) < 2:
        ctx.pop()
        return None
    return f.seat
