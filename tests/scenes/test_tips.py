"""A table that explains itself: every icon and number answers in words when pointed at (a tooltip beside it,
whole on the canvas) and when looked at by the keys; a Room shows the damage it deals now, marked when a card
changes it, and its zoom says why; nothing of a face-down Room of another seat (R24)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.cards import CARDS
from game.match import Match
from game.rules import room_damage, treasures, view
from scenes.art.card_geometry import NUMBER_AT
from scenes.art.palette import GOLD
from scenes.table.board import Board
from scenes.table.layout import TableLayout
from scenes.table.places import Marks
from scenes.table.tips import TIP_W, Info, card_note, tip_lines, tip_rect, tip_words
from scenes.ui.geometry import CANVAS

from rules.scenarios import Table

BOSSES = ("gorgona", "robobo", "cerebellus", "seducia")
EVERY_KIND = {"souls", "wounds", "treasure", "damage", "hand", "xp", "boss_treasure", "room_damage",
              "room_treasure", "deactivated", "health", "worth", "seeks", "lure", "deck", "discard"}


@pytest.fixture(scope="module")
def kit():
    pygame.display.set_mode((640, 360))
    from scenes.art.kit import art

    return art()


def _table(players: int) -> Table:
    """Seat 0: Vampire Bordello beside Goblin Armory (3 +1), Dark Altar, an Epic Soul and a Wound; seat 1 a
    face-down Golem Factory beside its own Goblin Armory and a deactivated Jackpot Stash; Heroes in town and at
    seat 0's entrance; cards in the discard pile."""
    table = Table(players=players, bosses=BOSSES)
    table.dungeon(0, "vampire_bordello#1", "goblin_armory#1", "dark_altar#1")
    table.souls(0, "katelyn_angelic_healer").wounds(0, "nick_the_masher").entrance(0, "acacia_warrior_of_light")
    table.dungeon(1, "goblin_armory#2", "golem_factory#1", "jackpot_stash#1").facedown("golem_factory#1")
    table.inactive("jackpot_stash#1").hand(1, "fear#1", "golem_factory#2").hand(0, "dark_altar#2")
    return table.town("the_fool", "tieg_and_the_magic_bubble").discard("giant_size#1", "open_grave#1")


def _board(kit, players: int, viewer: int | None = 0) -> Board:
    return Board.on(TableLayout(players, viewer), *kit)


def _infos(kit, state, viewer=0):
    board = _board(kit, state.players, viewer)
    return board, board.infos_of(state, view(state, viewer), Marks())


@pytest.mark.parametrize("players", [2, 4])
def test_every_icon_and_number_answers_in_words(kit, players):
    st = _table(players).state()
    v = view(st, 0)
    board, infos = _infos(kit, st, 0)
    assert {info.kind for _rect, info in infos} == EVERY_KIND
    for rect, info in infos:
        words = tip_words(info, st, v)
        assert words, info
        assert CANVAS.contains(rect), info
        assert all(board.font.width(line) <= TIP_W - 6 for line in tip_lines(board.font, words)), words
    said = {info: tip_words(info, st, v) for _rect, info in infos}
    cleric = treasures(st, 0)["cleric"]
    assert said[Info("treasure", 0, what="cleric")].startswith(f"Cleric treasure: lures Clerics; you have {cleric}.")
    assert said[Info("treasure", 1, what="thief")].startswith("Thief treasure: lures Thieves; Robobo has ")
    assert said[Info("souls", 0)].startswith("Souls: you have 2.")  # an Epic Hero is 2 Souls (R12)
    assert said[Info("wounds", 0)].startswith("Wounds: you have 1.")
    assert said[Info("souls", 1)].startswith("Souls: Robobo has 0.")
    assert said[Info("deck", what="room")] == (f"Room deck: {len(st.room_deck)} cards. Each Boss draws a Room from "
                                               "it at the start of every turn.")
    assert said[Info("discard")].startswith("Discard pile: 2 cards, face up. Click it, or Z")
    assert said[Info("hand", 1)] == "Robobo's hand: 2 cards, 1 Room and 1 Spell by their backs."
    assert said[Info("hand", 0)] == "Your hand: 1 card."
    total = sum(room_damage(st, 0, s) for s in range(3))
    assert said[Info("damage", 0)].startswith(f"Damage: your Rooms deal {total} in all")
    place = ("1st", "2nd", "3rd", "4th")[st.xp_order.index(0)]  # R3: highest XP first
    assert f"You go {place} of {players}." in said[Info("xp", 0)] and said[Info("xp", 0)].startswith("XP 500:")
    assert said[Info("room_damage", 0, 0)] == "Vampire Bordello deals 4 damage now: 3 +1 from Goblin Armory."
    assert said[Info("room_damage", 0, 2)] == "Dark Altar deals 1 damage to each Hero that enters it."
    assert said[Info("room_treasure", 0, 1)] == ("Treasure icons: Fighter, Fighter. Each adds 1 to your treasure of "
                                                 "its type, which lures Fighters.")
    assert said[Info("room_treasure", 0, 0)] == ("Treasure icon: Cleric. It adds 1 to your Cleric treasure, which "
                                                 "lures Clerics.")
    assert said[Info("deactivated", 1, 2)].startswith("Jackpot Stash is deactivated until the end of the turn")
    assert said[Info("health", what="acacia_warrior_of_light")].startswith("Health 6: Acacia, Warrior of Light")
    assert said[Info("worth", what="the_fool")].startswith("Worth 1 Soul to the Boss")
    assert said[Info("seeks", what="the_fool")].startswith("Seeks the fewest Souls")
    assert said[Info("seeks", what="tieg_and_the_magic_bubble")].startswith("Seeks Mage treasure")
    fool = "go to Robobo's dungeon" if players == 2 else "stay in town"  # R11: the strictly fewest Souls
    assert said[Info("lure", what="the_fool")].startswith(f"If the Bait were now, The Fool would {fool}")


def test_another_seats_names_are_its_boss_and_a_replay_says_no_you(kit):
    st = _table(2).state()
    v = view(st, 1)
    assert tip_words(Info("treasure", 0, what="cleric"), st, v).startswith("Cleric treasure: lures Clerics; Gorgona "
                                                                           "has ")
    assert tip_words(Info("souls", 1), st, v).startswith("Souls: you have 0.")
    assert tip_words(Info("souls", 1), st, v, you=False).startswith("Souls: Robobo has 0.")


@pytest.mark.parametrize("players", [2, 4])
def test_r24_a_face_down_room_tells_nothing(kit, players):
    """R24: another seat's face-down Room has no info spot, no words, no zoom note, and no number drawn on it;
    its owner sees it veiled, without a number either."""
    st = _table(players).state()
    for viewer in (0, None):
        v = view(st, viewer)
        board, infos = _infos(kit, st, viewer)
        assert not [i for _r, i in infos if i.seat == 1 and i.slot == 1]
        assert tip_words(Info("room_damage", 1, 1), st, v) == ""
        assert tip_words(Info("room_treasure", 1, 1), st, v) == ""
        assert card_note(st, v, "golem_factory#1") == ""
        assert all("Golem Factory" not in tip_words(i, st, v) for _r, i in infos)
    for viewer in (0, 1):
        board, v = _board(kit, players, viewer), view(st, viewer)
        surface = pygame.Surface(CANVAS.size)
        board.draw(surface, st, v, Marks())
        assert not _gold_on_number(board, surface, v, 1, 1)  # beside its Goblin Armory: no "changed" number
    assert card_note(st, view(st, 1), "golem_factory#1").startswith("Face-down until the reveal")


def _gold_on_number(board, surface, v, seat: int, slot: int) -> int:
    """How many gold pixels cover the printed number of the Room at (seat, slot) as drawn."""
    rect = board.geometry.room_rect(v, seat, slot)
    x, y = NUMBER_AT[board.layout.card_size(seat)]
    area = pygame.Rect(rect.x + x, rect.y + y, 5, 6)
    return sum(surface.get_at((px, py))[:3] == GOLD for px in range(area.x, area.right)
               for py in range(area.y, area.bottom))


@pytest.mark.parametrize("players", [2, 4])
def test_a_room_shows_the_damage_it_deals_now_and_its_zoom_says_why(kit, players):
    """Goblin Armory: Vampire Bordello prints 3 and deals 4: its number on the table is the 4 on gold, its zoom
    says "3 +1 from Goblin Armory"; Dark Altar, unchanged, keeps its printed number."""
    st = _table(players).state()
    v = view(st, 0)
    board = _board(kit, players, 0)
    surface = pygame.Surface(CANVAS.size)
    board.draw(surface, st, v, Marks())
    assert _gold_on_number(board, surface, v, 0, 0)
    assert not _gold_on_number(board, surface, v, 0, 2)
    assert card_note(st, v, "vampire_bordello#1") == "Deals 4 damage now: 3 +1 from Goblin Armory."
    assert card_note(st, v, "dark_altar#1") == ""
    assert card_note(st, v, "jackpot_stash#1").startswith("Deactivated until the end of the turn")


def test_doubled_treasure_and_raised_health_say_which_card(kit):
    table = Table(bosses=BOSSES).dungeon(0, "dark_altar#1", "golem_factory#1")  # Jackpot Stash used: destroyed
    st = table.entrance(0, "acacia_warrior_of_light").state()
    st = st._replace(doubled=frozenset({(0, "jackpot_stash#1")}),
                     health=((("acacia_warrior_of_light", "assassin#1"), 3),))
    v = view(st, 1)
    words = tip_words(Info("treasure", 0, what="cleric"), st, v)
    assert words.startswith("Cleric treasure: lures Clerics; Gorgona has 4.")
    assert "Jackpot Stash doubles what Gorgona's Rooms give this turn: 2 counts as 4." in words
    assert tip_words(Info("health", what="acacia_warrior_of_light"), st, v).startswith(
        "Health 9 (6 +3 from Assassin): Acacia")
    assert card_note(st, v, "acacia_warrior_of_light") == "Health 9 this turn: 6 +3 from Assassin."
    assert card_note(st, v, "dark_altar#1") == "Its treasure counts twice this turn (Jackpot Stash)."
    assert tip_words(Info("room_treasure", 0, 0), st, v).endswith("They count twice this turn.")


@pytest.mark.parametrize("anchor", [pygame.Rect(0, 0, 20, 10), pygame.Rect(620, 350, 20, 10),
                                    pygame.Rect(300, 0, 40, 10), pygame.Rect(0, 170, 10, 10),
                                    pygame.Rect(600, 170, 40, 20), pygame.Rect(10, 5, 600, 300)])
@pytest.mark.parametrize("size", [(60, 14), (168, 45), (168, 65)])
def test_a_tooltip_stands_whole_on_the_canvas_beside_what_it_tells(anchor, size):
    rect = tip_rect(anchor, size)
    assert CANVAS.contains(rect) and rect.size == size
    if anchor.w < 500:
        assert not rect.colliderect(anchor)


# ---------------------------------------------------------------------- the table: the mouse and the keys
@pytest.fixture
def table(app):
    from scenes.dev.shots import _advance
    from scenes.table import TableScene

    m = Match.new(("human", "greedy", "greedy", "greedy"), seed=14)
    assert _advance(m, lambda mm: mm.to_act == 0 and mm.state.discard and mm.state.turn >= 2)
    table = TableScene(m, speed="instant", autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    app.stack.update(0.016)
    return table


def _spot(table, kind, **fields):
    d = table.director
    return next((r, i) for r, i in table.board.infos_of(d.shown, d.view, table.model.marks)
                if i.kind == kind and all(getattr(i, k) == val for k, val in fields.items()))


def test_pointing_at_a_number_shows_its_tooltip_beside_it(app, table):
    rect, info = _spot(table, "deck", what="room")
    table.input.point(rect.center)
    app.stack.update(0.016)
    assert table.model.tip == (rect, info, False)
    app.stack.draw(app.presenter.canvas)  # drawn without error, the words from the rules
    words = tip_words(info, table.director.shown, table.director.view)
    assert words.startswith(f"Room deck: {table.director.view.room_deck} cards.")
    table.input.point((CANVAS.right - 1, CANVAS.bottom - 1))
    app.stack.update(0.016)
    assert table.model.tip is None


def test_the_mouse_tooltip_waits_for_the_table_to_stand_still(app, table, monkeypatch):
    """A tooltip does not chase a moving table: while an animation plays, pointing shows none (and the board's
    info spots are not worked out for it, frame after frame); once the table is still, it shows."""
    rect, info = _spot(table, "deck", what="room")
    table.input.point(rect.center)
    monkeypatch.setattr(type(table.director), "idle", property(lambda d: False))
    calls = []
    real = table.board.infos_of
    monkeypatch.setattr(table.board, "infos_of", lambda *a: calls.append(a) or real(*a))
    app.stack.update(0.016)
    assert table.model.tip is None and not calls
    monkeypatch.undo()
    app.stack.update(0.016)
    assert table.model.tip == (rect, info, False)


def test_the_look_keys_go_over_every_info_spot_and_z_opens_the_discard_pile(app, table):
    from scenes.overlays.discard import DiscardPile

    look = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0)
    seen = []
    total = len(table.board.infos_of(table.director.shown, table.director.view, table.model.marks))
    for _ in range(total):
        app.stack.handle_event(look)
        app.stack.update(0.016)
        assert table.model.tip is not None and table.model.tip[2]  # shown, by the keys
        seen.append(table.model.look)
    assert len(set(seen)) == total
    back = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=pygame.KMOD_SHIFT)
    app.stack.handle_event(back)
    assert table.model.look == seen[-2]
    while table.model.look != Info("discard"):
        app.stack.handle_event(look)
    app.stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0))
    app.stack.apply_pending()
    assert isinstance(app.stack.top, DiscardPile)
    app.stack.top.close()
    app.stack.apply_pending()
    app.stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.stack.update(0.016)
    assert table.model.look is None and table.model.tip is None  # Esc puts the look away, not the menu
    assert app.stack.top is table


def test_tab_moves_over_the_choices_and_looks_only_with_nothing_to_choose(app, table):
    """DESIGN: Tab and the arrows move the highlight over what can be chosen now; with nothing to choose (another
    seat deciding) they look over the table instead."""
    from scenes.table import TableScene

    tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0)
    app.stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0))
    assert table.model.look is not None and table.input.ordered_choices()
    app.stack.handle_event(tab)
    assert table.model.look is None and table.model.highlight in table.input.ordered_choices()

    waiting = Match.new(("greedy", "human"), seed=3)  # the bot's decision, and no bot worker: nothing to choose
    other = TableScene(waiting, speed="instant", autosave=False)
    app.stack.push(other)
    app.stack.apply_pending()
    app.stack.update(0.016)
    assert not other.input.ordered_choices()
    app.stack.handle_event(tab)
    app.stack.update(0.016)
    assert other.model.look is not None and other.model.tip[1] == other.model.look


def test_a_room_zoomed_on_the_table_says_why_its_damage_changed(app, kit):
    """The zoom (Z, a right click) of a Room whose damage a card changes carries the reason, first."""
    from scenes.overlays.zoom import CardZoom
    from scenes.table import TableScene

    for seed in range(1, 40):
        m = Match.new(("human", "greedy"), seed=seed)
        from scenes.dev.shots import _advance, _changed_room

        if _advance(m, lambda mm: mm.to_act == 0 and _changed_room(mm) is not None):
            break
    table = TableScene(m, speed="instant", autosave=False)
    app.stack.push(table)
    app.stack.apply_pending()
    app.stack.update(0.016)
    slot = _changed_room(m)
    room = m.state.seats[0].dungeon[slot][-1]
    rect = table.geometry.room_rect(table.director.view, 0, slot)
    table.input.click(rect.center, 3)
    app.stack.apply_pending()
    zoom = app.stack.top
    assert isinstance(zoom, CardZoom) and zoom.card == room
    assert zoom.note.startswith("Deals ") and "from " in zoom.note and CARDS.get(room).name


def test_the_zoom_lets_go_of_a_card_that_leaves_the_place_the_mouse_rests_on(app, table):
    """R24: the mouse resting on a hand card while the card leaves the hand (played, discarded) no longer zooms
    it: what is pointed at is looked up again as the table moves, so a card gone to a hidden place is never
    shown from a stale pointer."""
    m, d = table.match, table.director
    hand = d.view.seats[0].hand
    card = next(c for c in hand if getattr(CARDS.get(c), "advanced", True) is False)  # one the Build phase can take
    rect = table.geometry.hand_rects(len(hand))[hand.index(card)]
    table.input.point((rect.x + 4, rect.y + 8))
    app.stack.update(0.016)
    assert table.model.zoom == card
    rng = random.Random(1)
    while card in m.view(0).seats[0].hand and not m.over:  # the game moves on, the mouse resting
        legal = m.legal()
        m.submit(next((a for a in legal if card in repr(a)), rng.choice(legal)), at_step=m.step)
    for _ in range(400):
        app.stack.update(0.05)
        if d.idle and card not in d.view.seats[0].hand:
            break
    assert card not in d.view.seats[0].hand and table.model.zoom != card
