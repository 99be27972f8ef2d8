"""What Items (the Items variant, R25-R31) mean to the evaluation, in one place.

Each Item's Hero ability, as the projection of a walk counts it (``walk_odds``): a Health the rules'
``health`` does not give yet (Claws of the Berserker before the carrier is in that dungeon, Staff of
Healing's +2 at an entrance), the Rooms whose damage does not reach the carrier (Goblin Suit, Star of
Invulnerability, Boots of Jumping, Ten Foot Pole, Pet Monster, The Bomb), what a death turns into (Extra
Life) and the toll a carrier takes when it gets through (``TOLL``). And what a face-up Item is worth to
its holder (``ITEM_VALUE``, like a Spell in hand). Every figure here is zero in a game without Items.
"""

from __future__ import annotations

from game.rules import State, card, health, is_active

# What an unused Boss ability is worth in a scorekeeping area, in the value units of a Spell in hand
# (``heuristics.SPELL_VALUE``); a face-down Item is worth nothing.
ITEM_VALUE = {
    "extra_life": 0.6, "holy_hand_grenade": 1.0, "inquisitor_s_robes": 0.8, "staff_of_healing": 1.2,
    "goblin_suit": 1.0, "claws_of_the_berserker": 0.6, "oversized_sword": 1.1, "vorpal_blade": 1.3,
    "antimagic_lizard": 0.7, "ice_rod": 1.0, "magic_mirror": 0.9, "necronomicon": 0.9,
    "bag_of_holding": 0.7, "cheat_code": 0.5, "ten_foot_pole": 0.8, "the_bomb": 0.9,
    "boots_of_jumping": 0.9, "pet_monster": 0.8, "star_of_invulnerability": 1.1, "ring_of_invisibility": 1.0,
}

# What a carrier that gets through a dungeon alive costs its owner besides the Wound, in Souls: cards
# discarded (Holy Hand Grenade, Antimagic Lizard), cards the rivals draw (Necronomicon), Rooms destroyed
# or frozen (Bag of Holding, Inquisitor's Robes, Ice Rod: the latter counts for the Heroes behind it), a
# Wound more at the end check (Vorpal Blade).
TOLL = {
    "holy_hand_grenade": 0.5, "antimagic_lizard": 0.6, "necronomicon": 0.3, "bag_of_holding": 0.5,
    "inquisitor_s_robes": 0.4, "ice_rod": 0.2, "vorpal_blade": 0.6,
}

EXTRA_LIFE = "extra_life"  # its carrier's death sends it back to town: no Soul, no Wound, its Item scored
STAFF = "staff_of_healing"  # every Hero at the carrier's entrance has 2 more Health when that seat's turn starts
STAFF_HEALTH = 2


def item_worth(item: str, w) -> float:
    """A face-up ``item`` in a scorekeeping area, in Souls: as a Spell in hand of the same value is worth
    under the weights ``w``."""
    return w.hand * ITEM_VALUE.get(item, 0.8) + w.card


def face_up_worth(st: State, seat: int, w) -> float:
    """The worth of ``seat``'s face-up Item: of the better one while two wait for the choice of which stays
    face-up (R28)."""
    return max((item_worth(i, w) for i in st.seats[seat].items_up), default=0.0)


def won_item_worth(st: State, seat: int, item: str, w) -> float:
    """What ``seat`` gains in Souls when ``item`` comes face-up into its scorekeeping area: the better of the
    two Items stays face-up (R28)."""
    held = max((item_worth(i, w) for i in st.seats[seat].items_up), default=0.0)
    return max(0.0, item_worth(item, w) - held)


def _monsters(st: State, seat: int) -> int:
    return sum(card(r).is_monster for pile in st.seats[seat].dungeon if is_active(st, r := pile[-1]))


def _in_dungeon_of(st: State, hero: str, seat: int) -> bool:
    w = st.walker
    return hero in st.seats[seat].entrance or (w is not None and w.hero == hero and w.seat == seat)


def _shield_goblin_suit(st: State, seat: int, slots: list) -> list:
    def ordinary_monster(slot):
        d = card(st.seats[seat].dungeon[slot][-1])
        return d.is_monster and not d.advanced

    return [(slot, 0 if ordinary_monster(slot) else dmg) for slot, dmg in slots]


def _shield_star(st: State, seat: int, slots: list) -> list:
    first = [s for s, pile in enumerate(st.seats[seat].dungeon) if is_active(st, pile[-1])][:3]
    return [(slot, 0 if slot in first else dmg) for slot, dmg in slots]


def _closest_of(kind: str):
    def arrive(st: State, seat: int, slots: list) -> list:
        closest = next((s for s, pile in enumerate(st.seats[seat].dungeon)
                        if is_active(st, pile[-1]) and card(pile[-1]).kind == kind), None)
        return [(slot, 0 if slot == closest else dmg) for slot, dmg in slots]

    return arrive


def _bomb(st: State, seat: int, slots: list) -> list:
    last = len(st.seats[seat].dungeon) - 1
    return [(slot, 0 if slot == last else dmg) for slot, dmg in slots]


# (st, seat, [(slot, damage) ahead]) -> the same with what the carrier does not take; the arrival ones act
# only for a carrier not yet in the dungeon
SHIELDS = {"goblin_suit": _shield_goblin_suit, "star_of_invulnerability": _shield_star, "the_bomb": _bomb}
ON_ARRIVAL = {"ten_foot_pole": _closest_of("trap"), "pet_monster": _closest_of("monster")}
JUMPS = "boots_of_jumping"  # survives a Room, jumps over the next one


def walk_odds(st: State, seat: int, hero: str, item: str | None, start: int, damages: list, *,
              arriving: bool, after_room: bool = False, staff: bool = False) -> tuple[int, int]:
    """(Health, damage ahead) of ``hero`` walking ``seat``'s dungeon of Room ``damages`` from ``start``
    (``st`` revealed), its Item's Hero ability counted: ``arriving``, it has not walked in yet (arrival
    abilities still to act); ``after_room``, it has just survived the Room before ``start`` (Boots of
    Jumping jump over ``start``); ``staff``, a Staff of Healing at that entrance will give it 2 Health."""
    hp = health(st, hero)
    slots = list(enumerate(damages))[start:]
    if st.jumping and hero in st.jumping and slots:  # a Boss's Boots of Jumping: it skips the next Room
        slots = slots[1:]
    if staff:
        hp += STAFF_HEALTH
    if item is None:
        return hp, sum(d for _, d in slots)
    if item == "claws_of_the_berserker" and not _in_dungeon_of(st, hero, seat):
        hp += _monsters(st, seat)  # the rules count it once the carrier is in that dungeon
    if item == JUMPS:
        slots = slots[1::2] if after_room else slots[::2]
    shield = SHIELDS.get(item)
    if shield is not None:
        slots = shield(st, seat, slots)
    arrival = ON_ARRIVAL.get(item) if arriving else None
    if arrival is not None:
        slots = arrival(st, seat, slots)
    return hp, sum(d for _, d in slots)


def staff_pending(st: State, seat: int, heroes: list) -> bool:
    """Will a Staff of Healing among ``heroes`` (those at or coming to ``seat``'s entrance) give them its
    Health, not given yet?"""
    carried = dict(st.carried)
    if not any(carried.get(h) == STAFF for h in heroes):
        return False
    return not any(source == STAFF for (h, source), _ in st.health if h in heroes)
