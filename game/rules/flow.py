"""The turn, as flow frames: setup (R3-R6), the five phases (R7-R13), Spell windows, choices, the walk.

A frame is a tuple ``(name, *args)``. Its step function returns None to go on, or the seat that must
decide; decision frames also have an options function (legal actions) and an answer function.
"""

from __future__ import annotations

from itertools import combinations

from game.cards import CARDS, TREASURES

from . import events as E
from .actions import ActivateAbility, BuildRoom, CastSpell, Choose, Discard, Pass
from .effects import Ctx, draw, kill
from .queries import (
    active_rooms,
    build_options,
    hand_rooms,
    health,
    room_count,
    room_damage,
    tops,
    treasure,
)
from .registry import (
    ACTIVATED,
    LEVEL_UPS,
    ON_BUILD,
    ON_ENTER,
    ON_OTHER_BUILT,
    ON_SPELL,
    SPELLS,
    START_OF_TURN_DRAW,
    frame,
)
from .state import alive, card, is_spell, pair_get, room_instances, souls, spell_instances, wounds, xp_order_of

MULLIGAN_COUNT = 4


# ---------------------------------------------------------------- setup (R3-R6)

@frame("setup")
def _setup(ctx: Ctx, f) -> None:
    offers = f[1]
    ctx.pop()
    order = ctx.st.xp_order
    ctx.push(*(("deal", s) for s in order), ("mulligans",), ("opening_discard", (), 0, ()),
             ("setup_builds",), ("reveal",), ("turn",))
    if offers is not None:
        ctx.push(*(("pick_boss", s, offers[s]) for s in range(ctx.st.players)))


def _pick_boss_options(st, f, seat):
    return (Choose(seat, b) for b in f[2])


def _pick_boss_answer(ctx: Ctx, f, action) -> None:
    ctx.pop()
    bosses = [p.boss for p in ctx.st.seats]
    bosses[f[1]] = action.choice
    ctx.emit(E.BossChosen(f[1], action.choice, xp_order_of(tuple(bosses))))


@frame("pick_boss", _pick_boss_options, _pick_boss_answer)
def _pick_boss(ctx: Ctx, f) -> int:
    return f[1]


@frame("deal")
def _deal(ctx: Ctx, f) -> None:
    ctx.pop()
    draw(ctx, f[1], "room", 5)
    draw(ctx, f[1], "spell", 2)


def may_mulligan(st, seat: int) -> bool:
    """R5: four Advanced Rooms, or four Rooms of one treasure type, in the opening hand."""
    rooms = [card(r) for r in hand_rooms(st, seat)]
    if sum(r.advanced for r in rooms) >= MULLIGAN_COUNT:
        return True
    return any(sum(kind in r.treasure for r in rooms) >= MULLIGAN_COUNT for kind in TREASURES)


@frame("mulligans")
def _mulligans(ctx: Ctx, f) -> None:
    ctx.pop()
    ctx.push(*(("mulligan", s) for s in ctx.st.xp_order if may_mulligan(ctx.st, s)))


def _mulligan_options(st, f, seat):
    return (Choose(seat, "mulligan"), Pass(seat))


def _mulligan_answer(ctx: Ctx, f, action) -> None:
    ctx.pop()
    if isinstance(action, Pass):
        return
    from .rng import shuffled

    seat = f[1]
    hand = ctx.st.seats[seat].hand
    ctx.emit(E.CardsReturned(seat, hand, len(hand)))
    for deck in ("room", "spell"):
        cards = getattr(ctx.st, f"{deck}_deck")
        ctx.emit(E.DeckShuffled(deck, shuffled(cards, *ctx.rng()), len(cards)))
    draw(ctx, seat, "room", 5)
    draw(ctx, seat, "spell", 2)


@frame("mulligan", _mulligan_options, _mulligan_answer)
def _mulligan(ctx: Ctx, f) -> int:
    return f[1]


def _discard_options(st, f, seat):
    return (Discard(seat, pair) for pair in combinations(st.seats[seat].hand, 2))


def _discard_answer(ctx: Ctx, f, action) -> None:
    _, order, i, chosen = f
    chosen = (*chosen, action.cards)
    if i + 1 < len(order):
        ctx.replace(("opening_discard", order, i + 1, chosen))
        return
    ctx.pop()
    for seat, cards in zip(order, chosen, strict=True):
        ctx.emit(E.CardsDiscarded(seat, cards))


@frame("opening_discard", _discard_options, _discard_answer)
def _opening_discard(ctx: Ctx, f) -> int | None:
    """R4: each player discards two cards, hidden until all have chosen."""
    _, order, i, chosen = f
    if "no_opening_discard" in ctx.st.variants:
        ctx.pop()
        return None
    if not order:
        order = ctx.st.xp_order
        ctx.replace(("opening_discard", order, 0, ()))
    return order[i]


@frame("setup_builds")
def _setup_builds(ctx: Ctx, f) -> None:
    ctx.pop()
    ctx.push(*(("setup_build", s) for s in ctx.st.xp_order))


def _setup_build_options(st, f, seat):
    return build_options(st, seat, new_pile_only=True)


def _build_answer(ctx: Ctx, f, action) -> None:
    ctx.pop()
    build(ctx, action, face_down=True)


@frame("setup_build", _setup_build_options, _build_answer)
def _setup_build(ctx: Ctx, f) -> int | None:
    """R6: one Room face-down; a hand without an ordinary Room builds nothing."""
    if next(build_options(ctx.st, f[1], new_pile_only=True), None) is None:
        ctx.pop()
        return None
    return f[1]


def room_built(st, action: BuildRoom, face_down: bool) -> E.RoomBuilt:
    """The event of making ``action`` on ``st``: the new pile goes left (slot 0), or atop pile ``over``."""
    covered = None if action.over is None else st.seats[action.seat].dungeon[action.over][-1]
    return E.RoomBuilt(action.seat, action.room, action.over or 0, covered, face_down)


def build(ctx: Ctx, action: BuildRoom, face_down: bool) -> None:
    ctx.emit(room_built(ctx.st, action, face_down))


# ---------------------------------------------------------------- reveal, Level Up, build effects (R8, R10)

@frame("reveal")
def _reveal(ctx: Ctx, f) -> None:
    ctx.pop()
    frames = []
    for seat in alive(ctx.st):
        rooms = [r for r in tops(ctx.st, seat) if r in ctx.st.facedown]
        for r in rooms:
            ctx.emit(E.RoomRevealed(seat, r, tops(ctx.st, seat).index(r)))
        frames += [("level_check", seat), *(("build_effect", seat, r) for r in rooms)]
    ctx.push(*frames)  # R8/R10: the highest-XP player's Level Up and build effects first


@frame("level_check")
def _level_check(ctx: Ctx, f) -> None:
    """R10: the first time a dungeon has five Rooms, its Boss levels up."""
    ctx.pop()
    seat = f[1]
    p = ctx.st.seats[seat]
    if p.leveled or p.out or room_count(ctx.st, seat) < 5:
        return
    ctx.emit(E.LevelUp(seat, p.boss))
    power = LEVEL_UPS.get(p.boss)
    if power is not None:
        power(ctx, seat)


@frame("build_effect")
def _build_effect(ctx: Ctx, f) -> None:
    """'When you build this Room': waits for End of Turn if the Room was deactivated (R10)."""
    ctx.pop()
    _, seat, room = f
    if room not in tops(ctx.st, seat):
        return
    if room in ctx.st.inactive:
        ctx.emit(E.EffectDelayed(seat, room))
        return
    effect = ON_BUILD.get(card(room).id)
    if effect is not None:
        effect(ctx, seat, room)
    for other in active_rooms(ctx.st, seat):
        hook = ON_OTHER_BUILT.get(card(other).id)
        if hook is not None and other != room:
            hook(ctx, seat, other, room)


# ---------------------------------------------------------------- the turn (R7)

@frame("turn")
def _turn(ctx: Ctx, f) -> None:
    ctx.pop()
    ctx.emit(E.TurnStarted(ctx.st.turn + 1))
    ctx.push(("beginning",), ("build_phase",), ("bait",), ("adventure",), ("end",))


@frame("beginning")
def _beginning(ctx: Ctx, f) -> None:
    ctx.pop()
    ctx.emit(E.PhaseStarted("beginning"))
    st = ctx.st
    if not st.hero_deck and not st.epic_deck:
        end_game(ctx, _best(ctx.st, alive(ctx.st)), "heroes_exhausted")
        return
    for _ in range(st.players):  # one Hero per player who started the game, even if eliminated
        st = ctx.st
        if st.hero_deck:
            ctx.emit(E.HeroRevealed(st.hero_deck[0], False))
        elif st.epic_deck:
            ctx.emit(E.HeroRevealed(st.epic_deck[0], True))
    ctx.push(*(("draw", s) for s in alive(ctx.st)))


def _draw_decks(st, seat: int) -> tuple:
    extra = {START_OF_TURN_DRAW[card(r).id] for r in active_rooms(st, seat) if card(r).id in START_OF_TURN_DRAW}
    return ("room", *sorted(extra))


def _draw_options(st, f, seat):
    return (Choose(seat, d) for d in _draw_decks(st, seat))


def _draw_answer(ctx: Ctx, f, action) -> None:
    ctx.pop()
    if action.choice != "room":  # a Room lets its owner draw from another deck: it fires
        source = next(r for r in active_rooms(ctx.st, f[1])
                      if START_OF_TURN_DRAW.get(card(r).id) == action.choice)
        ctx.emit(E.AbilityUsed(f[1], source, (action.choice,)))
    draw(ctx, f[1], action.choice, 1)


@frame("draw", _draw_options, _draw_answer)
def _draw(ctx: Ctx, f) -> int | None:
    if len(_draw_decks(ctx.st, f[1])) > 1:
        return f[1]
    ctx.pop()
    draw(ctx, f[1], "room", 1)
    return None


# ---------------------------------------------------------------- Build (R8, R9)

@frame("build_phase")
def _build_phase(ctx: Ctx, f) -> None:
    ctx.pop()
    ctx.emit(E.PhaseStarted("build"))
    ctx.push(*(("build_turn", s) for s in alive(ctx.st)), ("reveal",))


@frame("build_turn")
def _build_turn(ctx: Ctx, f) -> None:
    """("build_turn", seat[, extra]): ``extra`` Room builds granted before the turn came (Motivation)."""
    seat = f[1]
    ctx.emit(E.PlayerActivated(seat))
    ctx.replace(("window", "build", priority(ctx.st, seat), 0, 0, 1 + (f[2] if len(f) > 2 else 0)))


def _build_grant_index(st, seat: int) -> int | None:
    """Where in the flow ``seat``'s Room builds of this Build phase are counted: its open build window,
    or its build turn still to come; None if its build turn is over (or it is not the Build phase)."""
    for i in range(len(st.flow) - 1, -1, -1):
        f = st.flow[i]
        if (f[0] == "window" and f[1] == "build" and f[2][0] == seat) or (
                f[0] == "build_turn" and f[1] == seat):
            return i
    return None


def can_grant_build(st, seat: int) -> bool:
    return not st.no_build and _build_grant_index(st, seat) is not None


def grant_build(ctx: Ctx, seat: int) -> None:
    """``seat`` may build one more Room in its Build turn of this phase (Motivation and the like)."""
    i = _build_grant_index(ctx.st, seat)
    if i is None:
        return
    f = ctx.st.flow[i]
    f = (*f[:5], f[5] + 1) if f[0] == "window" else ("build_turn", seat, (f[2] if len(f) > 2 else 0) + 1)
    ctx.st = ctx.st._replace(flow=(*ctx.st.flow[:i], f, *ctx.st.flow[i + 1:]))


def priority(st, active: int) -> tuple:
    """R17: the active player first, then the others in XP order."""
    return (active, *(s for s in alive(st) if s != active))


# ---------------------------------------------------------------- Spell windows (R8, R12, R17, R18)
# ("window", kind, order, asked, passes, extra): kind is "build", "adventure" or "respond"; extra is
# the active player's Room builds left ("build") or the Spell being answered ("respond").

def cancels_only(st, f, seat: int) -> bool:
    """R17/R18: may ``seat`` answer only with a cancel in window ``f``? In a window answering a declared
    Spell, a seat ahead of its caster in priority (the active player, then XP order) answers with any
    Spell or ability, which resolves first; the others may only cancel it."""
    if f[1] != "respond":
        return False
    order, spell = f[2], f[5]
    caster = next(c[0] for c in st.casting if c[1] == spell)
    return order.index(seat) >= order.index(caster)


def _offered(cancel: bool, answering: bool, only_cancels: bool) -> bool:
    """Whether a Spell or ability that is (or is not) a cancel fits a window: cancels only answer a
    declared Spell, and some seats may answer only with cancels."""
    return (answering or not cancel) and (cancel or not only_cancels)


def window_options(st, f, seat):
    kind, extra = f[1], f[5]
    if kind == "build" and seat == st.active and extra > 0 and not st.no_build:
        yield from build_options(st, seat)
    answering = kind == "respond"
    only_cancels = cancels_only(st, f, seat)
    phase = st.phase
    for c in st.seats[seat].hand:
        d = card(c)
        power = SPELLS.get(d.id) if is_spell(c) else None
        if power is None or phase not in d.phases or not _offered(power.cancel, answering, only_cancels):
            continue
        for targets in power.targets(st, seat):
            yield CastSpell(seat, c, targets)
    for room in tops(st, seat):
        ability = ACTIVATED.get(card(room).id)
        if (ability is None or phase not in ability.phases or not _offered(ability.cancel, answering, only_cancels)
                or room in st.inactive or room in st.facedown):
            continue
        for targets in ability.targets(st, seat, room):
            yield ActivateAbility(seat, room, targets)
    yield Pass(seat)


def _window_answer(ctx: Ctx, f, action) -> None:
    _, kind, order, asked, passes, extra = f
    if isinstance(action, Pass):
        ctx.replace((*f[:3], (asked + 1) % len(order), passes + 1, extra))
        return
    ctx.replace((*f[:3], 0, 0, extra - 1 if isinstance(action, BuildRoom) else extra))
    if isinstance(action, BuildRoom):
        build(ctx, action, face_down=True)
    elif isinstance(action, CastSpell):
        cast(ctx, action)
    else:
        ctx.emit(E.AbilityUsed(action.seat, action.card, action.targets))
        ACTIVATED[card(action.card).id].use(ctx, action.seat, action.card, action.targets)


_ACTORS: dict = {}


def _actors(phase: str, answering: bool, only_cancels: bool) -> frozenset:
    """Instance ids of the Spells castable and the Rooms usable in such a window (from the registry)."""
    key = (phase, answering, only_cancels)
    found = _ACTORS.get(key)
    if found is None:
        spells = {c for c in spell_instances() if (d := card(c)).id in SPELLS
                  and phase in d.phases and _offered(SPELLS[d.id].cancel, answering, only_cancels)}
        rooms = {c for c in room_instances() if (d := card(c)).id in ACTIVATED
                 and phase in ACTIVATED[d.id].phases and _offered(ACTIVATED[d.id].cancel, answering, only_cancels)}
        found = _ACTORS[key] = frozenset(spells | rooms)
    return found


def _may_act(st, f, seat: int) -> bool:
    """Cheap and necessary for ``window_options`` to offer more than Pass: the seat may build, or holds
    a Spell or shows a Room that could act in this window."""
    kind, extra = f[1], f[5]
    p = st.seats[seat]
    if kind == "build" and seat == st.active and extra > 0 and not st.no_build and p.hand:
        return True
    actors = _actors(st.phase, kind == "respond", cancels_only(st, f, seat))
    return any(c in actors for c in p.hand) or any(pile[-1] in actors for pile in p.dungeon)


@frame("window", window_options, _window_answer)
def _window(ctx: Ctx, f) -> int | None:
    """Ask each seat in priority order; the window closes when all have passed in a row. A seat
    with nothing it could do passes without being asked."""
    _, kind, order, asked, passes, extra = f
    if kind == "respond" and not any(c[1] == extra for c in ctx.st.casting):
        ctx.pop()
        return None
    st = ctx.st
    while passes < len(order):
        seat = order[asked]
        at = ("window", kind, order, asked, passes, extra)
        if not st.seats[seat].out and _may_act(st, at, seat):
            first = next(window_options(st, at, seat))
            if not isinstance(first, Pass):
                if (asked, passes) != f[3:5]:
                    ctx.replace(at)
                return seat
        asked = (asked + 1) % len(order)
        passes += 1
    ctx.pop()
    return None


def cast(ctx: Ctx, action: CastSpell) -> None:
    """R17/R18: declare the Spell, let every seat answer it (cancels), then resolve it."""
    ctx.emit(E.SpellCast(action.seat, action.spell, action.targets))
    ctx.push(("window", "respond", priority(ctx.st, ctx.st.active if ctx.st.active is not None else action.seat),
              0, 0, action.spell),
             ("resolve", action.seat, action.spell, action.targets))


@frame("resolve")
def _resolve(ctx: Ctx, f) -> None:
    ctx.pop()
    _, seat, spell, targets = f
    if not any(c[1] == spell for c in ctx.st.casting):
        return  # cancelled
    power = SPELLS[card(spell).id]
    # targets are checked as when declared: without the Spell itself among those being cast (a
    # Counterspell's target is the Spell declared before it, R17/R18)
    declared = ctx.st._replace(casting=tuple(c for c in ctx.st.casting if c[1] != spell))
    if targets not in tuple(power.targets(declared, seat)):
        ctx.emit(E.SpellResolved(seat, spell, wasted=True))
        return
    ctx.emit(E.SpellResolved(seat, spell))
    power.resolve(ctx, seat, spell, targets)
    for room in active_rooms(ctx.st, seat):
        hook = ON_SPELL.get(card(room).id)
        if hook is not None:
            hook(ctx, seat, room, spell)


# ---------------------------------------------------------------- choices

def _choose_options(st, f, seat):
    _, _, _, options, optional, _, _ = f
    yield from (Choose(seat, o) for o in options)
    if optional:
        yield Pass(seat)


def _choose_answer(ctx: Ctx, f, action) -> None:
    ctx.pop()
    then = f[5]
    ctx.push((*then, None if isinstance(action, Pass) else action.choice))


@frame("choose", _choose_options, _choose_answer)
def _choose(ctx: Ctx, f) -> int | None:
    if f[3]:
        return f[1]
    ctx.pop()
    ctx.push((*f[5], None))
    return None


def _extra_builds(st, f):
    """("extra_build", seat[, only[, source]]): the builds offered; ``only`` limits them to one card."""
    only = f[2] if len(f) > 2 else None
    if st.no_build:
        return
    for b in build_options(st, f[1]):
        if only is None or b.room == only:
            yield b


def _extra_build_options(st, f, seat):
    yield from _extra_builds(st, f)
    yield Pass(seat)


def _extra_build_answer(ctx: Ctx, f, action) -> None:
    ctx.pop()
    if isinstance(action, BuildRoom):
        source = f[3] if len(f) > 3 else None
        if source is not None:
            ctx.emit(E.AbilityUsed(action.seat, source, (action.room,)))
        build(ctx, action, face_down=False)
        ctx.push(("level_check", action.seat), ("build_effect", action.seat, action.room))


@frame("extra_build", _extra_build_options, _extra_build_answer)
def _extra_build(ctx: Ctx, f) -> int | None:
    """Build one more Room face-up at once (Construction Zone, King Croak and the like); ``source``, a
    Room, is recorded as used when the build is made."""
    if next(_extra_builds(ctx.st, f), None) is None:
        ctx.pop()
        return None
    return f[1]


# ---------------------------------------------------------------- Bait (R11)

@frame("bait")
def _bait(ctx: Ctx, f) -> None:
    ctx.pop()
    ctx.emit(E.PhaseStarted("bait"))
    for hero in ctx.st.town:
        seat = lure(ctx.st, hero)
        if seat is not None:
            ctx.emit(E.HeroLured(hero, seat))


def lure(st, hero: str) -> int | None:
    """The seat whose dungeon lures ``hero`` now, or None if it stays in town (ties, no treasure)."""
    seats = alive(st)
    kind = card(hero).treasure
    if kind == "fewest_souls":
        scores = {s: souls(st.seats[s]) for s in seats}
        low = min(scores.values())
        best = [s for s in seats if scores[s] == low]
        return best[0] if len(best) == 1 else None
    totals = {s: treasure(st, s, kind) for s in seats}
    high = max(totals.values())
    best = [s for s in seats if totals[s] == high]
    return best[0] if high > 0 and len(best) == 1 else None


# ---------------------------------------------------------------- Adventure (R12)

@frame("adventure")
def _adventure(ctx: Ctx, f) -> None:
    ctx.pop()
    ctx.emit(E.PhaseStarted("adventure"))
    ctx.push(*(("adventure_turn", s) for s in alive(ctx.st)))


@frame("adventure_turn")
def _adventure_turn(ctx: Ctx, f) -> None:
    ctx.emit(E.PlayerActivated(f[1]))
    ctx.replace(("next_hero", f[1]))


@frame("next_hero")
def _next_hero(ctx: Ctx, f) -> None:
    seat = f[1]
    p = ctx.st.seats[seat]
    if p.out or not p.entrance or seat in ctx.st.blocked:
        ctx.pop()
        return
    ctx.push(("walk", seat, p.entrance[0], "pre", -1, None))


def _adventure_window(st, seat: int) -> tuple:
    return ("window", "adventure", priority(st, seat), 0, 0, None)


@frame("walk")
def _walk(ctx: Ctx, f) -> None:
    """One Hero through one dungeon: a window before it enters; then each Room: enter, ongoing
    effects, damage, a window, leave (and die if its damage reached its Health)."""
    _, seat, hero, stage, slot, room = f
    st = ctx.st
    inside = st.walker is not None and st.walker[1] == hero
    waiting = not inside and hero in st.seats[seat].entrance and seat not in st.blocked
    if not (inside or (waiting and stage in ("pre", "enter"))):
        ctx.pop()  # killed, sent away, or held at the entrance
        return
    if stage == "pre":
        ctx.replace(("walk", seat, hero, "enter", 0, None))
        ctx.push(_adventure_window(st, seat))
        return
    if stage == "enter":
        dungeon = st.seats[seat].dungeon
        if slot >= len(dungeon):
            ctx.pop()
            ctx.emit(E.HeroReachedBoss(hero, seat, card(hero).souls))
            return
        room = dungeon[slot][-1]
        ctx.emit(E.HeroEnteredRoom(hero, seat, slot, room))
        effect = ON_ENTER.get(card(room).id)
        if effect is not None and room not in st.inactive:
            back = effect(ctx, seat, room, hero, slot)
            if back is not None:
                ctx.replace(("walk", seat, hero, "enter", back, None))
                return
        ctx.replace(("walk", seat, hero, "damage", slot, room))
        return
    if stage == "damage":
        amount = room_damage(st, seat, slot)
        if amount:
            ctx.emit(E.HeroDamaged(hero, amount, pair_get(st.damage, hero) + amount))
        ctx.replace(("walk", seat, hero, "leave", slot, room))
        ctx.push(_adventure_window(ctx.st, seat))
        return
    # leave
    if pair_get(st.damage, hero) >= health(st, hero):
        ctx.pop()
        kill(ctx, hero, seat, room)
        return
    ctx.replace(("walk", seat, hero, "enter", slot + 1, None))


# ---------------------------------------------------------------- End of Turn (R13-R15)

@frame("end")
def _end(ctx: Ctx, f) -> None:
    ctx.pop()
    ctx.emit(E.PhaseStarted("end"))
    st = ctx.st
    for seat in alive(st):
        for room in tops(st, seat):
            if room in st.inactive:
                ctx.emit(E.RoomReactivated(seat, room))
    frames = []
    for seat in alive(ctx.st):
        frames.append(("level_check", seat))
        frames.extend(("build_effect", s, r) for s, r in ctx.st.delayed if s == seat)
    ctx.push(*frames, ("cleanup",))


@frame("cleanup")
def _cleanup(ctx: Ctx, f) -> None:
    ctx.pop()
    gained = ctx.st.gained
    ctx.emit(E.TurnCleanedUp())
    draws = ()
    if "machinations" in ctx.st.variants:
        draws = tuple(("choose", s, "machinations", ("room", "spell"), True, ("draw_one", s), None)
                      for s in alive(ctx.st) if s not in gained)
    ctx.push(*draws, ("check_end",))


@frame("draw_one")
def _draw_one(ctx: Ctx, f) -> None:
    ctx.pop()
    if f[2] is not None:
        draw(ctx, f[1], f[2], 1)


def _best(st, seats) -> int:
    """R14: highest Souls minus Wounds, then the lowest Boss XP."""
    return min(seats, key=lambda s: (wounds(st.seats[s]) - souls(st.seats[s]), CARDS.bosses[st.seats[s].boss].xp, s))


def end_game(ctx: Ctx, winner: int, reason: str, scores: tuple | None = None) -> None:
    if scores is None:
        scores = tuple(E.Score(souls(p), wounds(p)) for p in ctx.st.seats)
    ctx.emit(E.GameEnded(winner, reason, scores))


@frame("check_end")
def _check_end(ctx: Ctx, f) -> None:
    """R14/R15: eliminate players with five Wounds; ten Souls wins; the last one standing wins."""
    ctx.pop()
    st = ctx.st
    seats = alive(st)
    scores = tuple(E.Score(souls(p), wounds(p)) for p in st.seats)
    losers = [s for s in seats if wounds(st.seats[s]) >= 5]
    winners = [s for s in seats if s not in losers and souls(st.seats[s]) >= 10]
    for s in losers:
        ctx.emit(E.PlayerEliminated(s))
    left = [s for s in seats if s not in losers]
    if winners:
        end_game(ctx, _best(st, winners), "souls", scores)
    elif len(left) == 1:
        end_game(ctx, left[0], "last_standing", scores)
    elif not left:
        end_game(ctx, _best(st, losers), "all_eliminated", scores)
    else:
        ctx.push(("turn",))
