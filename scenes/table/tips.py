"""What each icon and number of the table means, in words: the tooltips, and the "why" under a zoomed card.

    Info("treasure", seat=0, what="cleric")            # a thing on the table that answers when pointed at
    tip_words(info, state, view)  # "Cleric treasure: lures Clerics; you have 2. ..."
    card_note(state, view, "vampire_bordello#1")      # "Deals 4 damage now: 3 +1 from Goblin Armory."
    tip_rect(anchor, (w, h))                          # where the tooltip stands: near, never over it

``state`` is the game as shown (the director's ``shown_state``), ``view`` what the viewer may see of it. Every
card named comes from ``view`` (a face-down Room of another seat is never one), and every number from the rules
(``room_damage_figure``, ``treasure_figures``, ``health_figure``). Seats are named as the log names them: "you"
for the viewer (``you``), else by their Boss.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.cards import CARDS
from game.rules import health_figure, room_damage_figure, treasure_figures
from game.wording import boss_of
from scenes.keys import DEFAULT
from scenes.ui.geometry import CANVAS

KINDS = ("cleric", "fighter", "mage", "thief")
PLURAL = {"cleric": "Clerics", "fighter": "Fighters", "mage": "Mages", "thief": "Thieves"}
DECK_NAMES = {"room": "Room deck", "spell": "Spell deck", "hero": "Hero deck", "epic": "Epic Hero deck",
              "item": "Item deck"}
DECK_WORDS = {
    "room": "Each Boss draws a Room from it at the start of every turn.",
    "spell": "Spells come from it when a card or a Level Up draws one.",
    "hero": "At the start of every turn, one Hero for each Boss who began the game comes to town from it.",
    "epic": "Epic Heroes come to town once the Hero deck is empty: each is worth 2 Souls, or 2 Wounds.",
    "item": "Each turn, before the Heroes, one Item (two with four players) comes to town and goes to the Hero "
            "there longest that can take it.",
}
TIP_W = 168  # the widest a tooltip grows
TIP_GAP = 3  # between a tooltip and the thing it tells about


@dataclass(frozen=True, slots=True)
class Info:
    """Something on the table that tells what it means when pointed at or looked at (see ``tip_words``):

    - ``souls``, ``wounds``, ``damage``, ``hand`` (``seat``): a seat's counters, its Rooms' damage in all, its hand;
    - ``treasure`` (``seat``, ``what`` the kind): a seat's treasure of one type;
    - ``xp``, ``boss_treasure`` (``seat``): its Boss's XP and treasure icon;
    - ``room_damage``, ``room_treasure``, ``deactivated`` (``seat``, ``slot``): a Room's damage, treasure, or that
      it is deactivated;
    - ``health``, ``worth``, ``seeks``, ``lure`` (``what`` a Hero): its Health, Soul value, treasure type, and where
      the Bait would send it now;
    - ``deck`` (``what``: room, spell, hero, epic, item) and ``discard``;
    - ``item`` (``what`` an Item): an Item waiting in town or in a seat's scorekeeping area; ``rider`` (``what`` a
      Hero): the Item that Hero carries.
    """

    kind: str
    seat: int | None = None
    slot: int | None = None
    what: str | None = None


# ---------------------------------------------------------------------------------------------- names
def who(view, seat: int, you: bool = True) -> str:
    """The seat as the log names it: "you" for the viewer's own (unless ``you`` is False), else its Boss."""
    return "you" if you and seat == view.seat else boss_of(view, seat)


def whose(view, seat: int, you: bool = True) -> str:
    """"your", else "Gorgona's"."""
    return "your" if you and seat == view.seat else f"{boss_of(view, seat)}'s"


def _has(view, seat: int, you: bool) -> str:
    return "you have" if you and seat == view.seat else f"{boss_of(view, seat)} has"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


def _kind(kind: str) -> str:
    return kind.capitalize()


def modifiers_words(modifiers) -> str:
    """"+1 from Goblin Armory +3 from Giant Size" (a modifier without a known card: "+3 this turn")."""
    parts = []
    for amount, source in modifiers:
        sign = f"+{amount}" if amount >= 0 else str(amount)
        parts.append(f"{sign} from {CARDS.get(source).name}" if source else f"{sign} this turn")
    return " ".join(parts)


# ---------------------------------------------------------------------------------------------- the words
def tip_words(info: Info, state, view, you: bool = True, zoom_key: str | None = None) -> str:
    """What ``info`` means, in the viewer's words; "" when it no longer stands on the table. ``zoom_key``: the
    zoom's key as the table's keymap says it (None: the default key)."""
    kind, seat = info.kind, info.seat
    if kind in SEAT_WORDS:
        if seat is None or seat >= view.players:
            return ""
        return SEAT_WORDS[kind](info, state, view, you)
    if kind in ROOM_WORDS:
        pile = _pile(view, seat, info.slot)
        if pile is None or pile[-1] is None or pile[-1] in view.facedown:  # R24: a face-down Room says nothing
            return ""
        return ROOM_WORDS[kind](info, state, view, you, pile[-1])
    if kind in HERO_WORDS:
        return HERO_WORDS[kind](info, state, view, you) if _hero_shown(view, info.what) else ""
    if kind == "deck":
        n = getattr(view, f"{info.what}_deck")
        return f"{DECK_NAMES[info.what]}: {_count(n, 'card')}. {DECK_WORDS[info.what]}"
    if kind == "item":
        return _item(info, view, you, zoom_key or DEFAULT.first("zoom"))
    if kind == "rider":
        return _rider(info, view)
    if kind == "discard":
        if not view.discard:
            return "Discard pile: empty. Spent Spells and destroyed Rooms go here, face up."
        return (f"Discard pile: {_count(len(view.discard), 'card')}, face up. Click it, or "
                f"{zoom_key or DEFAULT.first('zoom')} while it is looked at, to see them all.")
    return ""


def _souls(info, state, view, you) -> str:
    n = sum(CARDS.get(h).souls for h in view.seats[info.seat].souls)
    return (f"Souls: {_has(view, info.seat, you)} {n}. Each Hero killed in {whose(view, info.seat, you)} dungeon is a "
            "Soul (an Epic Hero 2); 10 Souls win the game.")


def _wounds(info, state, view, you) -> str:
    n = sum(CARDS.get(h).souls for h in view.seats[info.seat].wounds)
    return (f"Wounds: {_has(view, info.seat, you)} {n}. Each Hero that reaches {whose(view, info.seat, you)} Boss "
            "alive is a Wound (an Epic Hero 2); 5 Wounds lose the game.")


def _treasure(info, state, view, you) -> str:
    kind, seat = info.what, info.seat
    figure = treasure_figures(state, seat)[kind]
    words = (f"{_kind(kind)} treasure: lures {PLURAL[kind]}; {_has(view, seat, you)} {figure.total}. At the Bait "
             f"each {_kind(kind)} in town goes to the dungeon with strictly the most.")
    for amount, source in figure.modifiers:
        by = CARDS.get(source).name if source else "A card"
        words += f" {by} doubles what {whose(view, seat, you)} Rooms give this turn: {amount} counts as {2 * amount}."
    return words


def _damage(info, state, view, you) -> str:
    from game.rules import room_damage

    seat = info.seat
    total = sum(room_damage(state, seat, slot) for slot in range(len(view.seats[seat].dungeon)))
    return (f"Damage: {whose(view, seat, you)} Rooms deal {total} in all to a Hero that walks through every one, as "
            "they stand now.")


def _hand(info, state, view, you) -> str:
    pv = view.seats[info.seat]
    if you and info.seat == view.seat:
        return f"Your hand: {_count(pv.hand_size, 'card')}."
    rooms = pv.hand_size - pv.hand_spells
    return (f"{_cap(whose(view, info.seat, you))} hand: {_count(pv.hand_size, 'card')}, "
            f"{_count(rooms, 'Room')} and {_count(pv.hand_spells, 'Spell')} by their backs.")


def _xp(info, state, view, you) -> str:
    seat = info.seat
    boss = view.seats[seat].boss
    if boss is None:
        return ""
    order = [s for s in view.xp_order if not view.seats[s].out]
    place = order.index(seat) + 1 if seat in order else None
    nth = {1: "1st", 2: "2nd", 3: "3rd"}.get(place, f"{place}th")
    turn = f" {_cap(who(view, seat, you))} {'go' if you and seat == view.seat else 'goes'} {nth} of {len(order)}." \
        if place else ""
    return (f"XP {CARDS.get(boss).xp}: Bosses act in XP order, highest first.{turn} A tie at the end of the game goes "
            "to the lowest XP.")


def _boss_treasure(info, state, view, you) -> str:
    boss = view.seats[info.seat].boss
    if boss is None:
        return ""
    kinds = " and ".join(_kind(k) for k in CARDS.get(boss).treasure)
    return f"Boss treasure: {kinds}, added to the treasure of {whose(view, info.seat, you)} dungeon."


def _pile(view, seat, slot):
    if seat is None or slot is None or seat >= view.players or not 0 <= slot < len(view.seats[seat].dungeon):
        return None
    return view.seats[seat].dungeon[slot]


def damage_words(state, seat: int, slot: int, room: str, named: bool = False) -> str:
    """A face-up Room's damage now and why: "Deals 4 damage now: 3 +1 from Goblin Armory." (``named``: "Vampire
    Bordello deals ...")."""
    figure = room_damage_figure(state, seat, slot)
    card = CARDS.get(room)
    subject = f"{card.name} deals" if named else "Deals"
    more = f" {modifiers_words(figure.modifiers)}" if figure.modifiers else ""
    if card.x_damage:
        return f"{subject} {figure.total} damage now: X is {figure.base}{more}."
    if figure.modifiers:
        return f"{subject} {figure.total} damage now: {figure.base}{more}."
    return f"{subject} {figure.total} damage to each Hero that enters it."


def _room_damage(info, state, view, you, room) -> str:
    return damage_words(state, info.seat, info.slot, room, named=True)


def _room_treasure(info, state, view, you, room) -> str:
    kinds = CARDS.get(room).treasure
    names = ", ".join(_kind(k) for k in kinds)
    lures = " and ".join(PLURAL[k] for k in KINDS if k in kinds)
    if len(kinds) == 1:
        words = (f"Treasure icon: {names}. It adds 1 to {whose(view, info.seat, you)} {names} treasure, which lures "
                 f"{lures}.")
    else:
        words = (f"Treasure icons: {names}. Each adds 1 to {whose(view, info.seat, you)} treasure of its type, "
                 f"which lures {lures}.")
    if any(s == info.seat for s, _source in view.doubled):
        words += " They count twice this turn." if len(kinds) > 1 else " It counts twice this turn."
    return words


def _deactivated(info, state, view, you, room) -> str:
    return (f"{CARDS.get(room).name} is deactivated until the end of the turn: no damage, treasure or ability, and "
            "it does not count as a Room.")


def _hero_shown(view, hero) -> bool:
    if hero is None:
        return False
    if hero in view.town or (view.walker is not None and view.walker.hero == hero):
        return True
    return any(hero in p.entrance for p in view.seats)


def health_words(state, view, hero: str) -> str:
    """A Hero's Health, the damage it has taken and what raised it: "Health 7 (4 +3 from Assassin): ..."."""
    figure = health_figure(state, hero)
    name = CARDS.get(hero).name
    full = f"{figure.total} ({figure.base} {modifiers_words(figure.modifiers)})" if figure.modifiers \
        else str(figure.total)
    taken = dict(view.damage).get(hero, 0)
    if taken:
        left = max(0, figure.total - taken)
        return f"Health {full}: {name} has taken {taken} damage, {left} left; it dies at {figure.total}."
    return f"Health {full}: {name} dies once it has taken {figure.total} damage in one dungeon."


def _health(info, state, view, you) -> str:
    return health_words(state, view, info.what)


def _worth(info, state, view, you) -> str:
    n = CARDS.get(info.what).souls
    return (f"Worth {_count(n, 'Soul')} to the Boss whose dungeon kills it, or {_count(n, 'Wound')} to a Boss it "
            "reaches alive.")


def _seeks(info, state, view, you) -> str:
    kind = CARDS.get(info.what).treasure
    if kind not in KINDS:  # The Fool
        return "Seeks the fewest Souls: at the Bait it goes to the Boss with strictly the fewest (a tie: it stays)."
    return (f"Seeks {_kind(kind)} treasure: at the Bait it goes to the dungeon with strictly the most (a tie, or "
            "none: it stays in town).")


def _lure(info, state, view, you) -> str:
    from game.rules import lure

    hero = info.what
    if hero not in view.town:
        return ""
    target, name = lure(state, hero), CARDS.get(hero).name
    if target is None:
        return f"If the Bait were now, {name} would stay in town: a tie, or no dungeon has what it seeks."
    return f"If the Bait were now, {name} would go to {whose(view, target, you)} dungeon."


TAKERS = {"cleric": "a Cleric", "fighter": "a Fighter", "mage": "a Mage", "thief": "a Thief", "universal": "any Hero"}


def _item(info, view, you, zoom_key: str) -> str:
    """An Item in town or in a scorekeeping area: who may take it, or what its side means (R26, R28-R30)."""
    item = info.what
    name = CARDS.get(item).name
    if item in view.items_town:
        return (f"{name} waits in town for {TAKERS.get(CARDS.get(item).treasure, 'a Hero')}: the next such Hero "
                f"revealed carries it. {zoom_key} shows its abilities.")
    for seat, p in enumerate(view.seats):
        owner = "yours" if you and seat == view.seat else f"{boss_of(view, seat)}'s"
        if item in p.items_up:
            return (f"{name}, {owner}, face-up: its Boss ability may be used once, whenever a Spell could be cast; "
                    f"then it turns face-down. {zoom_key} shows it.")
        if item in p.items_down:
            return f"{name}, {owner}, face-down: spent, no ability (a card may turn it face-up again)."
    return ""


def _rider(info, view) -> str:
    """The Item a Hero carries: its Hero ability is the Hero's, and where it goes with its Hero (R27, R28)."""
    item = dict(view.carried).get(info.what)
    if item is None:
        return ""
    return (f"{CARDS.get(info.what).name} carries {CARDS.get(item).name}, and has its Hero ability. Killed, the "
            "Item goes face-up to the killer's scorekeeping area; surviving, face-down to the Boss it wounds.")


SEAT_WORDS = {"souls": _souls, "wounds": _wounds, "treasure": _treasure, "damage": _damage, "hand": _hand,
              "xp": _xp, "boss_treasure": _boss_treasure}
ROOM_WORDS = {"room_damage": _room_damage, "room_treasure": _room_treasure, "deactivated": _deactivated}
HERO_WORDS = {"health": _health, "worth": _worth, "seeks": _seeks, "lure": _lure}


# ---------------------------------------------------------------------------------------------- a zoomed card
def card_note(state, view, card: str | None) -> str:
    """Why a card on the table shows other numbers than its face: a Room's damage now with each bonus and its card,
    doubled treasure, deactivation; a Hero's Health raised, and the Item it carries with its abilities (R27). "" for
    a card whose numbers are as printed, or that ``view`` does not show (R24: never a face-down Room of another
    seat)."""
    if card is None:
        return ""
    for seat, p in enumerate(view.seats):
        for slot, pile in enumerate(p.dungeon):
            if pile[-1] == card:
                return _room_note(state, view, seat, slot, card)
    if _hero_shown(view, card):
        notes = []
        figure = health_figure(state, card)
        if figure.modifiers:
            notes.append(f"Health {figure.total} this turn: {figure.base} {modifiers_words(figure.modifiers)}.")
        item = dict(view.carried).get(card)
        if item is not None:
            notes.append(f"Carries {carried_words(item)}")
        return " ".join(notes)
    return ""


def carried_words(item: str) -> str:
    """An Item as a Hero carries it, its two abilities: "Extra Life. Hero ability: ... Boss ability: ..."."""
    it = CARDS.get(item)
    return f"{it.name}. Hero ability: {it.hero_text} Boss ability: {it.boss_text}"


def _room_note(state, view, seat: int, slot: int, room: str) -> str:
    if room in view.facedown:
        return "Face-down until the reveal: no damage, treasure or ability yet."
    if room in view.inactive:
        return "Deactivated until the end of the turn: no damage, treasure or ability."
    figure = room_damage_figure(state, seat, slot)
    notes = []
    if figure.modifiers or CARDS.get(room).x_damage:
        notes.append(damage_words(state, seat, slot, room))
    if any(s == seat for s, _source in view.doubled):
        sources = [source for s, source in view.doubled if s == seat and source]
        by = f" ({CARDS.get(sources[0]).name})" if sources else ""
        notes.append(f"Its treasure counts twice this turn{by}.")
    return " ".join(notes)


def changed(figure) -> bool:
    """Does the table show another number than the face's (a bonus, a boost, a raise)?"""
    return bool(figure.modifiers)


# ---------------------------------------------------------------------------------------------- where it stands
def tip_rect(anchor: pygame.Rect, size: tuple[int, int], bounds: pygame.Rect = CANVAS) -> pygame.Rect:
    """Where a tooltip of ``size`` stands for ``anchor``: below it, else above, right, left (the first that fits
    whole inside ``bounds`` without covering ``anchor``), lined up with it and moved inside ``bounds``."""
    w, h = size
    tries = (
        (anchor.x, anchor.bottom + TIP_GAP),
        (anchor.x, anchor.y - TIP_GAP - h),
        (anchor.right + TIP_GAP, anchor.y),
        (anchor.x - TIP_GAP - w, anchor.y),
    )
    for i, (x, y) in enumerate(tries):
        rect = pygame.Rect(x, y, w, h)
        if i < 2:  # below or above: slide along to stay inside
            rect.x = max(bounds.x, min(rect.x, bounds.right - w))
        else:
            rect.y = max(bounds.y, min(rect.y, bounds.bottom - h))
        if bounds.contains(rect) and not rect.colliderect(anchor):
            return rect
    rect = pygame.Rect(0, 0, w, h)  # nowhere beside it (a huge anchor): a corner of the bounds away from it
    rect.topleft = bounds.topleft if anchor.centery > bounds.centery else (bounds.x, bounds.bottom - h)
    return rect


def tip_lines(font, text: str, width: int = TIP_W) -> list[str]:
    """The tooltip's text wrapped to ``width`` less its margins (a word too long for it stands alone)."""
    return font.wrap(text, width - 6)
