"""The turn, as flow frames: setup (R3-R6), the five phases (R7-R13), Spell windows, choices, the walk.

Frames are the NamedTuples of ``frames.py``. A frame's step function returns None to go on, or the seat
that must decide; decision frames also have an options function (legal actions) and an answer function.
"""

from __future__ import annotations

from itertools import combinations

from game.cards import CARDS, TREASURES

from . import events as E
from .actions import ActivateAbility, BuildRoom, CastSpell, Choose, Discard, Pass
from .effects import Ctx, ask, draw, kill
from .frames import (
    SEARCHES,
    Adventure,
    AdventureTurn,
    Bait,
    Beginning,
    BuildEffect,
    BuildOrder,
    BuildPhase,
    BuildTurn,
    CheckEnd,
    Choice,
    Cleanup,
    Deal,
    Draw,
    DrawOne,
    EndOfTurn,
    ExtraBuild,
    LevelCheck,
    Mulligan,
    Mulligans,
    NextHero,
    OpeningDiscard,
    PickBoss,
    Resolve,
    ResolveAbility,
    Reveal,
    RevealBosses,
    SetupBuild,
    SetupBuilds,
    StartGame,
    Turn,
    Walk,
    Window,
)
from .kinds import Phase, WindowKind
from .queries import (
    active_rooms,
    build_options,
    hand_rooms,
    health,
    is_active,
    lure_target,
    room_count,
    room_damage,
    tops,
    treasures,
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
from .state import (
    _ROOM_INSTANCES,
    _SPELL_INSTANCES,
    alive,
    card,
    is_room,
    is_spell,
    next_handle,
    pair_get,
    souls,
    wounds,
    xp_order_of,
)

MULLIGAN_COUNT = 4

# frames without fields, made once (the flow pushes them every turn)
_TURN, _REVEAL, _CLEANUP, _CHECK_END = Turn(), Reveal(), Cleanup(), CheckEnd()
_PHASES = (Beginning(), BuildPhase(), Bait(), Adventure(), EndOfTurn())


# ---------------------------------------------------------------- setup (R3-R6)

@frame(StartGame)
def _setup(ctx: Ctx, f: StartGame) -> None:
    ctx.pop()
    if f.offers is not None:  # "I Choose You": every seat keeps a Boss first, then the deal in XP order
        ctx.push(*(PickBoss(s, f.offers[s]) for s in range(ctx.st.players)), RevealBosses(), StartGame(None))
        return
    order = ctx.st.xp_order
    opening = Mulligans() if "no_opening_discard" in ctx.st.variants else OpeningDiscard()
    ctx.push(*(Deal(s) for s in order), opening, SetupBuilds(), Reveal(), _TURN)


def _pick_boss_options(st, f: PickBoss, seat):
    return (Choose(seat, b) for b in f.bosses)


def _pick_boss_answer(ctx: Ctx, f: PickBoss, action) -> None:
    ctx.pop()
    ctx.emit(E.BossChosen(f.seat, action.choice))


@frame(RevealBosses)
def _reveal_bosses(ctx: Ctx, f: RevealBosses) -> None:
    ctx.pop()
    bosses = tuple(p.boss for p in ctx.st.seats)
    ctx.emit(E.BossesRevealed(bosses, xp_order_of(bosses)))


@frame(PickBoss, _pick_boss_options, _pick_boss_answer)
def _pick_boss(ctx: Ctx, f: PickBoss) -> int:
    return f.seat


@frame(Deal)
def _deal(ctx: Ctx, f: Deal) -> None:
    ctx.pop()
    draw(ctx, f.seat, "room", 5)
    draw(ctx, f.seat, "spell", 2)


def may_mulligan(st, seat: int) -> bool:
    """R5: four Advanced Rooms, or four Rooms of one treasure type, in the opening hand."""
    rooms = [card(r) for r in hand_rooms(st, seat)]
    if sum(r.advanced for r in rooms) >= MULLIGAN_COUNT:
        return True
    return any(sum(kind in r.treasure for r in rooms) >= MULLIGAN_COUNT for kind in TREASURES)


@frame(Mulligans)
def _mulligans(ctx: Ctx, f: Mulligans) -> None:
    ctx.pop()
    ctx.push(*(Mulligan(s) for s in ctx.st.xp_order))


def _mulligan_options(st, f, seat):
    if may_mulligan(st, seat):
        yield Choose(seat, "mulligan")
    yield Pass(seat)


def _mulligan_answer(ctx: Ctx, f, action) -> None:
    ctx.pop()
    if isinstance(action, Choose):
        mulligan(ctx, f.seat)


def mulligan(ctx: Ctx, seat: int) -> None:
    """R5: the hand goes back into its decks, which are shuffled, and a new one is drawn."""
    from .rng import shuffled

    hand = ctx.st.seats[seat].hand
    ctx.emit(E.CardsReturned(seat, hand, len(hand)))
    for deck in ("room", "spell"):
        cards = getattr(ctx.st, f"{deck}_deck")
        ctx.emit(E.DeckShuffled(deck, shuffled(cards, *ctx.rng()), len(cards)))
    draw(ctx, seat, "room", 5)
    draw(ctx, seat, "spell", 2)


@frame(Mulligan, _mulligan_options, _mulligan_answer)
def _mulligan(ctx: Ctx, f: Mulligan) -> int:
    return f.seat


def _discard_options(st, f: OpeningDiscard, seat):
    if seat not in f.mulliganed and may_mulligan(st, seat):
        yield Choose(seat, "mulligan")
    yield from (Discard(seat, pair) for pair in combinations(st.seats[seat].hand, 2))


def _discard_answer(ctx: Ctx, f: OpeningDiscard, action) -> None:
    if isinstance(action, Choose):
        ctx.replace(f._replace(mulliganed=(*f.mulliganed, action.seat)))
        mulligan(ctx, action.seat)
        return
    chosen = (*f.chosen, action.cards)
    if f.asked + 1 < len(f.order):
        ctx.replace(f._replace(asked=f.asked + 1, chosen=chosen))
        return
    ctx.pop()
    for seat, cards in zip(f.order, chosen, strict=True):
        ctx.emit(E.CardsDiscarded(seat, cards))


@frame(OpeningDiscard, _discard_options, _discard_answer)
def _opening_discard(ctx: Ctx, f: OpeningDiscard) -> int | None:
    """R4: each player discards two cards, hidden until all have chosen."""
    if not f.order:
        f = OpeningDiscard(ctx.st.xp_order)
        ctx.replace(f)
    return f.order[f.asked]


@frame(SetupBuilds)
def _setup_builds(ctx: Ctx, f: SetupBuilds) -> None:
    ctx.pop()
    ctx.push(*(SetupBuild(s) for s in ctx.st.xp_order))


def _setup_build_options(st, f, seat):
    builds = tuple(build_options(st, seat, new_pile_only=True))
    return builds or (Pass(seat),)


def _build_answer(ctx: Ctx, f, action) -> None:
    ctx.pop()
    if isinstance(action, BuildRoom):
        build(ctx, action, face_down=True)


@frame(SetupBuild, _setup_build_options, _build_answer)
def _setup_build(ctx: Ctx, f: SetupBuild) -> int | None:
    """R6: one Room face-down. Every seat holding a Room card is asked (R24: which Rooms they are is hidden);
    a hand of Advanced Rooms only may only pass, and builds nothing."""
    if not any(map(is_room, ctx.st.seats[f.seat].hand)):
        ctx.pop()
        return None
    return f.seat


def room_built(st, action: BuildRoom, face_down: bool) -> E.RoomBuilt:
    """The event of making ``action`` on ``st``: the new pile goes left (slot 0), or atop pile ``over``."""
    covered = None if action.over is None else st.seats[action.seat].dungeon[action.over][-1]
    handle = next_handle(st, action.seat) if face_down else None
    return E.RoomBuilt(action.seat, action.room, action.over or 0, covered, face_down, handle)


def build(ctx: Ctx, action: BuildRoom, face_down: bool) -> None:
    ctx.emit(room_built(ctx.st, action, face_down))


# ---------------------------------------------------------------- reveal, Level Up, build effects (R8, R10)

@frame(Reveal)
def _reveal(ctx: Ctx, f: Reveal) -> None:
    ctx.pop()
    frames = []
    for seat in alive(ctx.st):
        rooms = [r for r in tops(ctx.st, seat) if r in ctx.st.facedown]
        for r in rooms:
            ctx.emit(E.RoomRevealed(seat, r, tops(ctx.st, seat).index(r)))
        frames += [LevelCheck(seat), BuildOrder(seat, tuple(rooms))]
    ctx.push(*frames)  # R8/R10: the highest-XP player's Level Up and build effects first


@frame(LevelCheck)
def _level_check(ctx: Ctx, f: LevelCheck) -> None:
    """R10: the first time a dungeon has five Rooms, its Boss levels up."""
    ctx.pop()
    seat = f.seat
    p = ctx.st.seats[seat]
    if p.leveled or p.out or room_count(ctx.st, seat) < 5:
        return
    ctx.emit(E.LevelUp(seat, p.boss))
    power = LEVEL_UPS.get(p.boss)
    if power is not None:
        power(ctx, seat)


def _effect_waits(st, seat: int, room: str) -> bool:
    """Would ``room``'s being built do something now: its own "when you build" effect, or another Room's
    "when you build another Room" (Beast Menagerie)?"""
    if room not in tops(st, seat) or room in st.inactive:
        return False
    if card(room).id in ON_BUILD:
        return True
    return any(card(o).id in ON_OTHER_BUILT for o in active_rooms(st, seat) if o != room)


@frame(BuildOrder)
def _build_order(ctx: Ctx, f: BuildOrder) -> None:
    """R8: with two or more effects that would do something, their owner picks the next one to resolve."""
    ctx.pop()
    seat, rooms = f.seat, f.rooms
    if f.answer is not None:
        ctx.push(BuildEffect(seat, f.answer), BuildOrder(seat, tuple(r for r in rooms if r != f.answer)))
        return
    acting = tuple(r for r in rooms if _effect_waits(ctx.st, seat, r))
    if len(acting) < 2:
        ctx.push(*(BuildEffect(seat, r) for r in rooms))
        return
    ask(ctx, seat, "build_order", acting, f)


@frame(BuildEffect)
def _build_effect(ctx: Ctx, f: BuildEffect) -> None:
    """'When you build this Room': waits for End of Turn if the Room was deactivated (R10)."""
    ctx.pop()
    seat, room = f.seat, f.room
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

@frame(Turn)
def _turn(ctx: Ctx, f: Turn) -> None:
    ctx.pop()
    ctx.emit(E.TurnStarted(ctx.st.turn + 1))
    ctx.push(*_PHASES)


@frame(Beginning)
def _beginning(ctx: Ctx, f: Beginning) -> None:
    ctx.pop()
    ctx.emit(E.PhaseStarted(Phase.BEGINNING))
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
    ctx.push(*(Draw(s) for s in alive(ctx.st)))


def _draw_decks(st, seat: int) -> tuple:
    extra = {START_OF_TURN_DRAW[card(r).id] for r in active_rooms(st, seat) if card(r).id in START_OF_TURN_DRAW}
    return ("room", *sorted(extra))


def _draw_options(st, f: Draw, seat):
    return (Choose(seat, d) for d in _draw_decks(st, seat))


def _draw_answer(ctx: Ctx, f: Draw, action) -> None:
    ctx.pop()
    if action.choice != "room":  # a Room lets its owner draw from another deck: it fires
        source = next(r for r in active_rooms(ctx.st, f.seat)
                      if START_OF_TURN_DRAW.get(card(r).id) == action.choice)
        ctx.emit(E.AbilityUsed(f.seat, source, (action.choice,)))
    draw(ctx, f.seat, action.choice, 1)


@frame(Draw, _draw_options, _draw_answer)
def _draw(ctx: Ctx, f: Draw) -> int | None:
    if len(_draw_decks(ctx.st, f.seat)) > 1:
        return f.seat
    ctx.pop()
    draw(ctx, f.seat, "room", 1)
    return None


# ---------------------------------------------------------------- Build (R8, R9)

@frame(BuildPhase)
def _build_phase(ctx: Ctx, f: BuildPhase) -> None:
    ctx.pop()
    ctx.emit(E.PhaseStarted(Phase.BUILD))
    ctx.push(*(BuildTurn(s) for s in alive(ctx.st)), _REVEAL)


@frame(BuildTurn)
def _build_turn(ctx: Ctx, f: BuildTurn) -> None:
    ctx.emit(E.PlayerActivated(f.seat))
    ctx.replace(Window(WindowKind.BUILD, priority(ctx.st, f.seat), builds=1 + f.extra))


def _build_grant_index(st, seat: int) -> int | None:
    """Where in the flow ``seat``'s Room builds of this Build phase are counted: its open build window,
    or its build turn still to come; None if its build turn is over (or it is not the Build phase)."""
    for i in range(len(st.flow) - 1, -1, -1):
        f = st.flow[i]
        if (isinstance(f, Window) and f.kind == WindowKind.BUILD and f.order[0] == seat) or (
                isinstance(f, BuildTurn) and f.seat == seat):
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
    f = f._replace(builds=f.builds + 1) if isinstance(f, Window) else f._replace(extra=f.extra + 1)
    ctx.st = ctx.st._replace(flow=(*ctx.st.flow[:i], f, *ctx.st.flow[i + 1:]))


def priority(st, active: int) -> tuple:
    """R17: the active player first, then the others in XP order."""
    return (active, *(s for s in alive(st) if s != active))


# ---------------------------------------------------------------- Spell windows (R8, R12, R17, R18)

def cancels_only(st, f: Window, seat: int) -> bool:
    """R17/R18: may ``seat`` answer only with a cancel in window ``f``? In a window answering a declared
    Spell, a seat ahead of its caster in priority (the active player, then XP order) answers with any
    Spell or ability, which resolves first; the others may only cancel it."""
    if f.kind != WindowKind.RESPOND:
        return False
    order = f.order
    return order.index(seat) >= order.index(_caster(st, f.spell))


def _caster(st, declared: str) -> int:
    """Who declared the Spell or ability ``declared``, still to resolve."""
    return next(c[0] for c in st.casting if c[1] == declared)


def _fits(st, f: Window, seat: int) -> dict:
    """What may be used in window ``f`` by ``seat``, by whether it is a cancel: a cancel only in answer to
    a Spell (an ability cannot be cancelled), anything else unless only cancels may."""
    return {True: f.kind == WindowKind.RESPOND and is_spell(f.spell), False: not cancels_only(st, f, seat)}


_powers: dict = {}  # Spell instance -> its SpellPower, with the phases it may be cast in
_abilities: dict = {}  # Room instance -> its Activated ability (None: it has none)


def _tables() -> None:
    """Fill ``_powers`` and ``_abilities`` from the registries (complete once the abilities are imported):
    a window looks a card up once instead of through its design every time it asks a seat."""
    for c in _SPELL_INSTANCES:
        power = SPELLS.get(card(c).id)
        if power is not None:
            _powers[c] = (power, card(c).phases)
    for r in _ROOM_INSTANCES:
        _abilities[r] = ACTIVATED.get(card(r).id)


def window_options(st, f: Window, seat):
    kind = f.kind
    if kind == WindowKind.BUILD and seat == st.active and f.builds > 0 and not st.no_build:
        yield from build_options(st, seat)
    if not _abilities:
        _tables()
    fits = _fits(st, f, seat)
    phase = st.phase
    for c in st.seats[seat].hand:
        entry = _powers.get(c)
        if entry is None:
            continue
        power, phases = entry
        if phase not in phases or not fits[power.cancel]:
            continue
        for targets in power.targets(st, seat):
            yield CastSpell(seat, c, targets)
    for pile in st.seats[seat].dungeon:
        room = pile[-1]
        ability = _abilities[room]
        if ability is None or phase not in ability.phases or not fits[ability.cancel] or not is_active(st, room):
            continue
        for targets in ability.targets(st, seat, room):
            yield ActivateAbility(seat, room, targets)
    yield Pass(seat)


def _window_answer(ctx: Ctx, f: Window, action) -> None:
    if isinstance(action, Pass):
        ctx.replace(Window(f.kind, f.order, (f.asked + 1) % len(f.order), f.passes + 1, f.builds, f.spell))
        return
    ctx.replace(Window(f.kind, f.order, 0, 0, f.builds - 1 if isinstance(action, BuildRoom) else f.builds, f.spell))
    if isinstance(action, BuildRoom):
        build(ctx, action, face_down=True)
    elif isinstance(action, CastSpell):
        cast(ctx, action)
    else:
        activate(ctx, action)


def activate(ctx: Ctx, action: ActivateAbility) -> None:
    """R17: a Room ability's cost is paid at once; its effect waits while the seats ahead of its user in
    priority (the active player, then XP order) answer it, and a cancel takes effect at once."""
    seat, room, targets = action.seat, action.card, action.targets
    ability = ACTIVATED[card(room).id]
    order = priority(ctx.st, ctx.st.active if ctx.st.active is not None else seat)
    if ability.cancel or order[0] == seat:
        ctx.emit(E.AbilityUsed(seat, room, targets))
        if ability.cost is not None:
            ability.cost(ctx, seat, room, targets)
        ability.use(ctx, seat, room, targets)
        return
    ctx.emit(E.AbilityUsed(seat, room, targets, pending=True))
    ctx.push(Window(WindowKind.RESPOND, order, spell=room), ResolveAbility(seat, room, targets))
    if ability.cost is not None:
        ability.cost(ctx, seat, room, targets)  # what it sets off (Recycling Center) comes first


@frame(ResolveAbility)
def _resolve_ability(ctx: Ctx, f: ResolveAbility) -> None:
    ctx.pop()
    acted = ACTIVATED[card(f.card).id].use(ctx, f.seat, f.card, f.targets)
    ctx.emit(E.AbilityResolved(f.seat, f.card, wasted=not acted))


def _asked(st, f: Window, seat: int) -> bool:
    """R24: is ``seat`` asked in window ``f``? Only what every seat may know decides it, never what its
    hand can do: it may build (its Build turn, Room cards in hand), holds a Spell card (card backs show
    how many), or shows an active Room whose ability fits the window and could be used now."""
    p = st.seats[seat]
    if p.out or p.conceded or (f.kind == WindowKind.RESPOND and st.casting and _caster(st, f.spell) == seat):
        return False  # out, gave up, or the one who declared what is answered
    fits = _fits(st, f, seat)
    if not (fits[True] or fits[False]):
        return False  # an ability answered by a seat that may only cancel
    hand = p.hand
    if (f.kind == WindowKind.BUILD and seat == st.active and f.builds > 0 and not st.no_build
            and not _ROOM_INSTANCES.isdisjoint(hand)):
        return True
    if not _SPELL_INSTANCES.isdisjoint(hand):
        return True
    if not _abilities:
        _tables()
    phase = st.phase
    for pile in p.dungeon:
        room = pile[-1]
        ability = _abilities[room]
        if ability is None or phase not in ability.phases or not fits[ability.cancel] or not is_active(st, room):
            continue
        if ability.ready is not None:
            if ability.ready(st, seat, room):
                return True
        elif next(iter(ability.targets(st, seat, room)), None) is not None:
            return True
    return False


def still_asked(st) -> tuple:
    """The seats the Spell window asking now will ask in this round if each of them passes, in priority
    order from the seat asked now; empty when no window is asking. Public facts only, as ``_asked`` (R24):
    who is asked never tells what a hand can do."""
    f = st.flow[-1] if st.flow and st.outcome is None else None
    if not isinstance(f, Window):
        return ()
    n = len(f.order)
    seats = (f.order[(f.asked + k) % n] for k in range(n - f.passes))
    return tuple(s for s in seats if _asked(st, f, s))


@frame(Window, window_options, _window_answer)
def _window(ctx: Ctx, f: Window) -> int | None:
    """Ask each seat in priority order that ``_asked`` names; the window closes when all have passed in a
    row."""
    if f.kind == WindowKind.RESPOND and not any(c[1] == f.spell for c in ctx.st.casting):
        ctx.pop()
        return None
    st = ctx.st
    order, asked, passes = f.order, f.asked, f.passes
    # the options of a seat do not depend on ``asked`` and ``passes``: ``f`` serves for every seat
    while passes < len(order):
        seat = order[asked]
        if _asked(st, f, seat):
            if asked != f.asked or passes != f.passes:
                ctx.replace(Window(f.kind, order, asked, passes, f.builds, f.spell))
            return seat
        asked = (asked + 1) % len(order)
        passes += 1
    ctx.pop()
    return None


def cast(ctx: Ctx, action: CastSpell) -> None:
    """R17/R18: declare the Spell, let every seat answer it (cancels), then resolve it."""
    ctx.emit(E.SpellCast(action.seat, action.spell, action.targets))
    ctx.push(Window(WindowKind.RESPOND, priority(ctx.st, ctx.st.active if ctx.st.active is not None else action.seat),
                    spell=action.spell),
             Resolve(action.seat, action.spell, action.targets))


@frame(Resolve)
def _resolve(ctx: Ctx, f: Resolve) -> None:
    ctx.pop()
    seat, spell, targets = f.seat, f.spell, f.targets
    if not any(c[1] == spell for c in ctx.st.casting):
        return  # cancelled
    power = SPELLS[card(spell).id]
    # targets are checked as when declared: without the Spell itself among those being cast (a
    # Counterspell's target is the Spell declared before it, R17/R18)
    declared = ctx.st._replace(casting=tuple(c for c in ctx.st.casting if c[1] != spell))
    if targets not in tuple(power.targets(declared, seat)):
        ctx.emit(E.SpellResolved(seat, spell, wasted=True))
        return
    power.resolve(ctx, seat, spell, targets)
    ctx.emit(E.SpellResolved(seat, spell))  # to the discard pile once its effect is over: never drawn by it
    for room in active_rooms(ctx.st, seat):
        hook = ON_SPELL.get(card(room).id)
        if hook is not None:
            hook(ctx, seat, room, spell)


# ---------------------------------------------------------------- choices

def _choose_options(st, f: Choice, seat):
    yield from (Choose(seat, o) for o in f.options)
    if f.optional:
        yield Pass(seat)


def _choose_answer(ctx: Ctx, f: Choice, action) -> None:
    ctx.pop()
    ctx.push(f.then._replace(answer=None if isinstance(action, Pass) else action.choice))


@frame(Choice, _choose_options, _choose_answer)
def _choose(ctx: Ctx, f: Choice) -> int | None:
    if f.options or f.kind in SEARCHES:
        return f.seat
    ctx.pop()
    ctx.push(f.then._replace(answer=None))
    return None


def _extra_builds(st, f: ExtraBuild):
    """The builds offered; ``f.only`` limits them to one card."""
    if st.no_build:
        return
    for b in build_options(st, f.seat):
        if f.only is None or b.room == f.only:
            yield b


def _extra_build_options(st, f: ExtraBuild, seat):
    yield from _extra_builds(st, f)
    yield Pass(seat)


def _extra_build_answer(ctx: Ctx, f: ExtraBuild, action) -> None:
    ctx.pop()
    if isinstance(action, BuildRoom):
        if f.source is not None:
            ctx.emit(E.AbilityUsed(action.seat, f.source, (action.room,)))
        build(ctx, action, face_down=False)
        ctx.push(LevelCheck(action.seat), BuildEffect(action.seat, action.room))


@frame(ExtraBuild, _extra_build_options, _extra_build_answer)
def _extra_build(ctx: Ctx, f: ExtraBuild) -> int | None:
    """Build one more Room face-up at once (Construction Zone, King Croak and the like); ``source``, a
    Room, is recorded as used when the build is made. Asked whenever building is allowed and the seat holds
    a Room card, whether or not one fits (R24: which Rooms it holds is hidden)."""
    if ctx.st.no_build or not any(map(is_room, ctx.st.seats[f.seat].hand)):
        ctx.pop()
        return None
    return f.seat


# ---------------------------------------------------------------- Bait (R11)

@frame(Bait)
def _bait(ctx: Ctx, f: Bait) -> None:
    ctx.pop()
    ctx.emit(E.PhaseStarted(Phase.BAIT))
    seats, totals, scores = _lure_table(ctx.st)  # luring changes no dungeon and no Souls
    for hero in ctx.st.town:
        seat = lure_target(hero, seats, totals, scores)
        if seat is not None:
            ctx.emit(E.HeroLured(hero, seat))


def _lure_table(st) -> tuple:
    seats = alive(st)
    return seats, {s: treasures(st, s) for s in seats}, {s: souls(st.seats[s]) for s in seats}


def lure(st, hero: str) -> int | None:
    """The seat whose dungeon lures ``hero`` now, or None if it stays in town (ties, no treasure)."""
    return lure_target(hero, *_lure_table(st))


# ---------------------------------------------------------------- Adventure (R12)

@frame(Adventure)
def _adventure(ctx: Ctx, f: Adventure) -> None:
    ctx.pop()
    ctx.emit(E.PhaseStarted(Phase.ADVENTURE))
    ctx.push(*(AdventureTurn(s) for s in alive(ctx.st)))


@frame(AdventureTurn)
def _adventure_turn(ctx: Ctx, f: AdventureTurn) -> None:
    ctx.emit(E.PlayerActivated(f.seat))
    ctx.replace(NextHero(f.seat))


@frame(NextHero)
def _next_hero(ctx: Ctx, f: NextHero) -> None:
    seat = f.seat
    p = ctx.st.seats[seat]
    if p.out or not p.entrance or seat in ctx.st.blocked:
        ctx.pop()
        return
    ctx.push(Walk(seat, p.entrance[0], "pre", -1, None))


def _adventure_window(st, seat: int) -> Window:
    return Window(WindowKind.ADVENTURE, priority(st, seat))


@frame(Walk)
def _walk(ctx: Ctx, f: Walk) -> None:
    """One Hero through one dungeon: a window before it enters; then each Room: enter, ongoing
    effects, damage, a window, leave (and die if its damage reached its Health)."""
    seat, hero, stage, slot, room = f.seat, f.hero, f.stage, f.slot, f.room
    st = ctx.st
    inside = st.walker is not None and st.walker.hero == hero
    waiting = not inside and hero in st.seats[seat].entrance and seat not in st.blocked
    if not (inside or (waiting and stage in ("pre", "enter"))):
        ctx.pop()  # killed, sent away, or held at the entrance
        return
    if stage == "pre":
        ctx.replace(Walk(seat, hero, "enter", 0, None))
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
                ctx.replace(Walk(seat, hero, "enter", back, None))
                return
        ctx.replace(Walk(seat, hero, "damage", slot, room))
        return
    if stage == "damage":
        amount = room_damage(st, seat, slot)
        if amount:
            ctx.emit(E.HeroDamaged(hero, amount, pair_get(st.damage, hero) + amount))
        ctx.replace(Walk(seat, hero, "leave", slot, room))
        ctx.push(_adventure_window(ctx.st, seat))
        return
    # leave
    if pair_get(st.damage, hero) >= health(st, hero):
        ctx.pop()
        kill(ctx, hero, seat, room)
        return
    ctx.replace(Walk(seat, hero, "enter", slot + 1, None))


# ---------------------------------------------------------------- End of Turn (R13-R15)

@frame(EndOfTurn)
def _end(ctx: Ctx, f: EndOfTurn) -> None:
    ctx.pop()
    ctx.emit(E.PhaseStarted(Phase.END))
    st = ctx.st
    for seat in alive(st):
        for room in tops(st, seat):
            if room in st.inactive:
                ctx.emit(E.RoomReactivated(seat, room))
    frames = []
    for seat in alive(ctx.st):
        frames += [LevelCheck(seat), BuildOrder(seat, tuple(r for s, r in ctx.st.delayed if s == seat))]
    ctx.push(*frames, _CLEANUP)


@frame(Cleanup)
def _cleanup(ctx: Ctx, f: Cleanup) -> None:
    ctx.pop()
    gained = ctx.st.gained
    ctx.emit(E.TurnCleanedUp())
    draws = ()
    if "machinations" in ctx.st.variants:
        draws = tuple(Choice(s, "machinations", ("room", "spell"), True, DrawOne(s), None)
                      for s in alive(ctx.st) if s not in gained)
    ctx.push(*draws, _CHECK_END)


@frame(DrawOne)
def _draw_one(ctx: Ctx, f: DrawOne) -> None:
    ctx.pop()
    if f.answer is not None:
        if f.source is not None:
            ctx.emit(E.AbilityUsed(f.seat, f.source, ()))
        draw(ctx, f.seat, f.answer, 1)


def _best(st, seats) -> int:
    """R14: highest Souls minus Wounds, then the lowest Boss XP."""
    return min(seats, key=lambda s: (wounds(st.seats[s]) - souls(st.seats[s]), CARDS.bosses[st.seats[s].boss].xp, s))


def end_game(ctx: Ctx, winner: int, reason: str, scores: tuple | None = None) -> None:
    if scores is None:
        scores = tuple(E.Score(souls(p), wounds(p)) for p in ctx.st.seats)
    ctx.emit(E.GameEnded(winner, reason, scores))


def _eliminate(ctx: Ctx, seat: int) -> None:
    """R15: the seat's cards leave the game; the Heroes at its entrance, not its cards, wait in town again."""
    for hero in ctx.st.seats[seat].entrance:
        ctx.emit(E.HeroMoved(hero, "town", None))
    ctx.emit(E.PlayerEliminated(seat))


def conceded(ctx: Ctx, seat: int) -> None:
    """``seat`` gives up. It leaves at the end of the turn (``CheckEnd``); when only one seat is left
    playing, every other one leaves now and that one wins."""
    ctx.emit(E.PlayerConceded(seat))
    st = ctx.st
    playing = [s for s in alive(st) if not st.seats[s].conceded]
    if len(playing) == 1:
        scores = tuple(E.Score(souls(p), wounds(p)) for p in st.seats)
        for s in alive(st):
            if s != playing[0]:
                _eliminate(ctx, s)
        end_game(ctx, playing[0], "conceded", scores)


@frame(CheckEnd)
def _check_end(ctx: Ctx, f: CheckEnd) -> None:
    """R14/R15: eliminate players with five Wounds (and those who conceded); ten Souls wins; the last one
    standing wins."""
    ctx.pop()
    st = ctx.st
    seats = alive(st)
    scores = tuple(E.Score(souls(p), wounds(p)) for p in st.seats)
    losers = [s for s in seats if wounds(st.seats[s]) >= 5 or st.seats[s].conceded]
    winners = [s for s in seats if s not in losers and souls(st.seats[s]) >= 10]
    for s in losers:
        _eliminate(ctx, s)
    left = [s for s in seats if s not in losers]
    if winners:
        end_game(ctx, _best(st, winners), "souls", scores)
    elif len(left) == 1:
        end_game(ctx, left[0], "last_standing", scores)
    elif not left:
        end_game(ctx, _best(st, losers), "all_eliminated", scores)
    else:
        ctx.push(_TURN)
