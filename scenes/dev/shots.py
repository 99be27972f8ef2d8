"""``python -m game shots DIR``: PNG screenshots of every screen, for people to look at.

Each table shot is a seeded game played by bots (the human seat too, by the greedy bot) until the moment
wanted, then drawn through the real scenes at the window size given (1280x720 by default: 2x).
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.ai import bot_seed, make_bot
from game.hints import explain
from game.match import Match
from game.rules import (
    BuildRoom,
    CastSpell,
    Choose,
    DecisionKind,
    WindowKind,
    still_asked,
    window_kind,
    worth_a_stop,
)
from game.rules.events import HeroDamaged, HeroEnteredRoom
from game.settings import Settings

HUMAN_SEATS = {2: ("human", "greedy"), 3: ("human", "greedy", "greedy"), 4: ("human", "greedy", "greedy", "greedy")}


def _advance(match: Match, wanted, limit: int = 3000) -> bool:
    """Play every seat with the greedy bot until ``wanted(match)`` holds before a decision; False if the
    game ended first."""
    for _ in range(limit):
        if match.over:
            return False
        if wanted(match):
            return True
        seat = match.to_act
        bot = make_bot("greedy", bot_seed(match.setup.seed, match.step, seat))
        match.submit(bot.choose(match.view(seat), match.legal()), at_step=match.step)
    return False


def _game_where(seats: tuple, wanted, seed: int, variants=frozenset(), names=None) -> Match:
    """The first greedy-played game from ``seed`` on that reaches ``wanted``, stopped there."""
    for s in range(seed, seed + 50):
        m = Match.new(seats, seed=s, variants=variants, names=names)
        if _advance(m, wanted):
            return m
    raise RuntimeError(f"no game from seed {seed} reaches the moment wanted")


def _human_to_act(kind_test):
    def wanted(m: Match) -> bool:
        return m.to_act == 0 and kind_test(m)
    return wanted


def _mid_adventure(m: Match) -> bool:
    recent = m.events[-6:]
    return m.state.walker is not None and any(isinstance(e, (HeroDamaged, HeroEnteredRoom)) for e in recent)


def _table(app, match: Match, setup=None, smart_stops: bool = False):
    """The table at ``match`` as it stands (every Spell window of the person offered, unless ``smart_stops``:
    the shot is of the moment wanted)."""
    from scenes.table import TableScene

    table = TableScene(match, speed="instant", autosave=False,
                       settings=Settings(guide=False, stop_every_window=not smart_stops))
    app.stack.clear()
    app.stack.apply_pending()
    app.stack.push(table)
    app.stack.apply_pending()
    app.stack.update(0.016)
    if setup is not None:
        setup(table)
        app.stack.apply_pending()  # an overlay it opened
    return table


def _crowded_entrances(table, rooms: int) -> None:
    """The shown table with four Heroes of the longest names waiting at the viewer's entrance (and, in two
    players, at the other's), some hurt, in front of ``rooms`` Rooms: a picture of the labels, not a game."""
    from game.cards import CARDS

    d = table.director
    st = d.shown
    heroes = sorted(CARDS.heroes, key=lambda h: (-len(CARDS.get(h).name.split(",")[0]), h))
    piles = [pile for p in st.seats for pile in p.dungeon]
    seats = list(st.seats)
    for seat in range(2 if st.players == 2 else 1):
        queue = tuple(heroes[seat * 4:seat * 4 + 4])
        dungeon = (seats[seat].dungeon + tuple(piles))[:rooms]
        seats[seat] = seats[seat]._replace(entrance=queue, dungeon=dungeon)
    waiting = {h for p in seats for h in p.entrance}
    d.shown = st._replace(seats=tuple(seats), town=tuple(h for h in st.town if h not in waiting), walker=None,
                          damage=tuple((h, 1) for h in heroes[1:8:2]))
    d._view = None
    table._settle()


def _frame(app, path: Path) -> None:
    app.stack.update(0.016)
    app.stack.draw(app.presenter.canvas)
    app.presenter.present()
    pygame.image.save(pygame.display.get_surface(), str(path))


def _point_at(table, want) -> None:
    """The mouse on the first icon or number of the table that ``want(info)`` accepts (its tooltip shows)."""
    d = table.director
    rect = next(r for r, info in table.board.infos_of(d.shown, d.view, table.model.marks) if want(info))
    table.input.point(rect.center)


def _changed_room(m: Match) -> int | None:
    """The slot of a Room of seat 0 whose damage a card changes now, or None."""
    from game.rules import room_damage_figure

    return next((slot for slot in range(len(m.state.seats[0].dungeon))
                 if room_damage_figure(m.state, 0, slot).modifiers), None)


def _explaining_shots(app, shot) -> None:
    """The table explaining itself: tooltips over a treasure, a deck, a Hero's Health, a Room's changed damage
    (and its zoom), doubled treasure, the look keys in four players."""
    from game.rules import treasures
    from scenes.overlays.zoom import CardZoom
    from scenes.table.tips import card_note

    m = Match.new(HUMAN_SEATS[2], seed=8)
    _advance(m, lambda mm: mm.state.turn >= 3 and mm.to_act == 0)
    table = _table(app, m)
    _point_at(table, lambda i: i.kind == "treasure" and i.seat == 0 and i.what == "cleric")
    shot("27_tip_treasure_2p")
    _point_at(table, lambda i: i.kind == "deck" and i.what == "room")
    shot("28_tip_room_deck")

    def raised_at_hand(mm: Match) -> str | None:  # a Hero whose Health a card raised, waiting or walking
        shown = {h for p in mm.state.seats for h in p.entrance} | {mm.state.walker.hero if mm.state.walker else None}
        return next((h for (h, _source), _n in mm.state.health if h in shown), None)

    m = _game_where(HUMAN_SEATS[2], lambda mm: raised_at_hand(mm) is not None, 1)
    table = _table(app, m)
    hero = raised_at_hand(m)
    _point_at(table, lambda i: i.kind == "health" and i.what == hero)
    shot("29_tip_hero_health_raised")

    m = _game_where(HUMAN_SEATS[2], _human_to_act(lambda mm: mm.state.turn >= 2 and _changed_room(mm) is not None), 8)
    table = _table(app, m)
    slot = _changed_room(m)
    _point_at(table, lambda i: i.kind == "room_damage" and i.seat == 0 and i.slot == slot)
    shot("30_changed_damage_tip")
    room = m.state.seats[0].dungeon[slot][-1]
    table.open_overlay(CardZoom(room, card_note(table.director.shown, table.director.view, room)))
    app.stack.apply_pending()
    shot("31_changed_damage_zoom")

    m = _game_where(HUMAN_SEATS[2], lambda mm: bool(mm.state.doubled), 1)
    doubled = next(iter(m.state.doubled))[0]
    table = _table(app, m)
    most = max(treasures(m.state, doubled).items(), key=lambda kv: kv[1])[0]
    _point_at(table, lambda i: i.kind == "treasure" and i.seat == doubled and i.what == most)
    shot("32_tip_doubled_treasure")

    m = Match.new(HUMAN_SEATS[4], seed=14)
    _advance(m, lambda mm: _mid_adventure(mm) and mm.state.turn >= 3)
    table = _table(app, m)
    _point_at(table, lambda i: i.kind == "treasure" and i.seat == 2 and i.what == "thief")
    shot("33_tip_treasure_4p_top_row")
    table.model.mouse = None
    table.input.point((-1, -1))
    for _ in range(4):
        table.input.key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0), frozenset({"look"}))
    shot("34_look_keys_4p")

    from scenes.menus.rules_reference import GLOSSARY, RulesScene

    app.stack.clear()
    app.stack.push(RulesScene(section=GLOSSARY))
    app.stack.apply_pending()
    shot("35_glossary_icons")


def _items_shots(app, shot) -> None:
    """The Items expansion's cards outside the table: an Item zoomed, the gallery's Items box, the Items page."""
    from scenes.menus.gallery import GalleryScene
    from scenes.menus.rules_reference import RulesScene

    app.stack.clear()
    gallery = GalleryScene()
    app.stack.push(gallery)
    app.stack.apply_pending()
    gallery.box.value = "items"
    gallery._filter("items")
    gallery.cursor = next(i for i, card in enumerate(gallery.cards) if card.id == "magic_mirror")
    gallery.zoom()
    app.stack.apply_pending()
    shot("39_item_card_zoomed")
    app.stack.remove(gallery.zoomed)
    app.stack.apply_pending()
    shot("40_gallery_items_box")
    app.stack.clear()
    app.stack.push(RulesScene(section="Items"))
    app.stack.apply_pending()
    shot("41_rules_items")


def _item_table_shots(app, shot) -> None:
    """The Items variant on the table: Items waiting in town by the Item deck, an Item riding with a walking Hero
    (its tooltip), the seats' Items face-up and face-down, a face-up Item's Boss ability aiming at its target, and
    the choice of the Item kept face-up."""
    from game.rules import UseItem
    from scenes.table.places import ItemPlace

    items = frozenset({"items"})
    m = _game_where(HUMAN_SEATS[3], _human_to_act(lambda mm: mm.state.phase == "build" and mm.state.items_town
                                                  and mm.state.carried), 1, items)
    _table(app, m)
    shot("42_items_in_town_by_the_item_deck")

    def carried_walker(mm: Match) -> bool:
        w = mm.state.walker
        return _mid_adventure(mm) and w is not None and w.slot is not None and any(h == w.hero for h, _i in
                                                                                   mm.state.carried)

    m = _game_where(HUMAN_SEATS[2], carried_walker, 3, items)
    _table(app, m, lambda t: _point_at(t, lambda info: info.kind == "rider"), smart_stops=True)
    shot("43_item_rides_with_its_hero")

    def both_sides(mm: Match) -> bool:
        return mm.to_act == 0 and any(p.items_up for p in mm.state.seats) and \
            sum(len(p.items_down) for p in mm.state.seats) >= 3
    m = _game_where(HUMAN_SEATS[2], both_sides, 1, items)
    _table(app, m, lambda t: _point_at(t, lambda info: info.kind == "item" and info.seat is not None))
    shot("44_items_face_up_and_face_down_in_the_panels")

    m = _game_where(HUMAN_SEATS[2], _human_to_act(lambda mm: any(isinstance(a, UseItem) and a.targets
                                                                 for a in mm.legal())), 1, items)
    use = next(a for a in m.legal() if isinstance(a, UseItem) and a.targets)
    _table(app, m, lambda t: t.input.choose(ItemPlace(use.item)))
    shot("45_item_boss_ability_picks_its_target")

    m = _game_where(HUMAN_SEATS[2], _human_to_act(lambda mm: mm.prompt().kind == DecisionKind.KEEP_ITEM), 10, items)
    _table(app, m)
    shot("46_keep_one_item_face_up")


def take_shots(out: Path, window_size=(1280, 720)) -> list[Path]:
    """Save every shot under ``out``; the paths written."""
    from scenes.app import App
    from scenes.menus.game_over import GameOverScene, summary_of
    from scenes.menus.new_game import NewGameScene
    from scenes.menus.title import TitleScene
    from scenes.overlays.zoom import CardZoom
    from scenes.table.places import HandPlace, Pointed
    from scenes.table.turns import explained

    out.mkdir(parents=True, exist_ok=True)
    app = App(window_size=window_size, fps=0)
    written = []

    def shot(name: str) -> None:
        path = out / f"{name}.png"
        _frame(app, path)
        written.append(path)

    app.stack.push(TitleScene(on_new_game=lambda: None))
    app.stack.apply_pending()
    shot("01_title")
    app.stack.replace(NewGameScene(on_start=lambda seats, **options: None))
    app.stack.apply_pending()
    shot("02_new_game")

    for n, name in ((2, "03_table_2p_adventure"), (3, "04_table_3p_adventure"), (4, "05_table_4p_adventure")):
        m = Match.new(HUMAN_SEATS[n], seed=10 + n)
        _advance(m, lambda mm: _mid_adventure(mm) and mm.state.turn >= 3)
        _table(app, m)
        shot(name)

    m = _game_where(HUMAN_SEATS[2], _human_to_act(lambda mm: mm.state.turn >= 2
                                                  and any(isinstance(a, BuildRoom) for a in mm.legal())), 21)
    _table(app, m, lambda t: t.input.choose(next(p for p in t.model.offer.choices() if isinstance(p, HandPlace)
                                           and any(isinstance(a, BuildRoom) and a.room == p.card for a in m.legal()))))
    shot("06_build_places_lit")

    m = _game_where(HUMAN_SEATS[3], _human_to_act(lambda mm: any(isinstance(a, CastSpell) and a.targets
                                                                 for a in mm.legal())), 5)
    spell = next(a.spell for a in m.legal() if isinstance(a, CastSpell) and a.targets)
    _table(app, m, lambda t: t.input.choose(HandPlace(spell)))
    shot("07_spell_target")

    m = _game_where(HUMAN_SEATS[2], _human_to_act(lambda mm: any(isinstance(a, Choose) for a in mm.legal())), 3,
                    frozenset({"i_choose_you"}))
    _table(app, m)
    shot("08_card_choice")

    m = Match.new(HUMAN_SEATS[2], seed=8)
    _advance(m, lambda mm: mm.state.turn >= 3 and mm.to_act == 0)
    _table(app, m, lambda t: t.open_overlay(CardZoom(m.state.seats[0].boss)))
    shot("09_zoomed_card")

    m = Match.new(("greedy", "greedy", "greedy"), seed=4)
    m.play_bots()
    _table(app, m)
    app.stack.push(GameOverScene(summary_of(m), on_play_again=lambda: None, on_title=lambda: None))
    app.stack.apply_pending()
    app.stack.top.update(1.0)  # past its first second: its buttons take input
    shot("10_game_over")

    from scenes.menus.gallery import GalleryScene
    from scenes.menus.handoff import HandoffScene
    from scenes.menus.pause import PauseMenu
    from scenes.menus.rules_reference import RulesScene
    from scenes.menus.settings_menu import SettingsScene
    from scenes.replay import ReplayScene

    app.stack.clear()
    app.stack.push(HandoffScene("Ann", "King Croak", lambda: None))
    app.stack.apply_pending()
    shot("11_hand_off")

    m = Match.new(HUMAN_SEATS[2], seed=8)
    _advance(m, lambda mm: mm.state.turn >= 2 and mm.to_act == 0)
    _table(app, m)
    app.stack.push(PauseMenu([("Settings", None), ("Save game", None), ("Rules & cards", None), ("Concede", None),
                              ("Title", None)]))
    app.stack.apply_pending()
    shot("12_pause")
    app.stack.replace(SettingsScene(Settings(), on_change=lambda s: None))
    app.stack.apply_pending()
    shot("13_settings")
    from scenes.menus.keys_page import KeysScene

    app.stack.push(KeysScene(lambda keys: None))
    app.stack.apply_pending()
    shot("13_keys_page")

    _table(app, m, lambda t: t.turns.ask_hint())
    shot("14_hint")

    app.stack.clear()
    app.stack.push(GalleryScene())
    app.stack.apply_pending()
    shot("15_gallery")
    app.stack.replace(RulesScene())
    app.stack.apply_pending()
    shot("16_rules")

    m = Match.new(("greedy", "greedy", "greedy"), seed=6)
    m.play_bots()
    replay = ReplayScene(m, speed=1)
    app.stack.replace(replay)
    app.stack.apply_pending()
    replay.director.fold_to(len(m.events) // 2)
    shot("17_replay")

    from scenes.menus.confirm import ConfirmScene

    m = _game_where(HUMAN_SEATS[2], _human_to_act(lambda mm: Choose(0, "mulligan") in mm.legal()), 4)
    _table(app, m)
    shot("18_opening_discard_with_mulligan")

    m = _game_where(HUMAN_SEATS[3], _human_to_act(lambda mm: mm.prompt().kind == DecisionKind.BUILD
                                                  and mm.state.turn >= 3), 2)
    table = _table(app, m)
    card = m.state.seats[0].hand[0]
    table.model.hover = Pointed(HandPlace(card), card)
    shot("19_hover_card_text")

    m = _game_where(HUMAN_SEATS[4], _human_to_act(lambda mm: mm.prompt().kind == DecisionKind.ADVENTURE
                                                  and mm.state.walker is not None and mm.state.walker.seat == 0), 10)
    table = _table(app, m)
    table.model.hint = explained(m, m.step, max(m.legal(), key=lambda a: len(m.describe(a))))
    shot("20_long_prompt_with_hint_4p")

    app.stack.push(ConfirmScene("Concede?", "The game ends here, for you, and is kept under Replays.", "Concede",
                                lambda: None))
    app.stack.apply_pending()
    shot("21_concede")

    seats = ("human", "human", "greedy")

    def both_asked(mm: Match) -> bool:
        return (mm.prompt().kind == DecisionKind.ADVENTURE and mm.state.walker is not None
                and [s for s in still_asked(mm.state) if mm.seats[s] == "human"] == [mm.to_act, 1 - mm.to_act])

    m = _game_where(seats, both_asked, 3, names=["Ann", "Bea", ""])
    _table(app, m)  # one strip asks Ann and Bea at once: nobody's hand is on screen
    shot("22_hot_seat_answer_strip")

    m = _game_where(HUMAN_SEATS[2], _human_to_act(lambda mm: len(mm.state.seats[0].hand) >= 11), 23)
    table = _table(app, m)
    card = m.state.seats[0].hand[-1]
    table.hover = (("hand", card), card)  # the eleventh card, picked by "-", pointed at
    shot("23_hand_of_eleven")

    for n in (2, 3, 4):
        m = Match.new(HUMAN_SEATS[n], seed=30 + n)
        _advance(m, lambda mm: mm.state.turn >= 3 and mm.to_act == 0)
        table = _table(app, m, lambda t, n=n: _crowded_entrances(t, 5 if n == 2 else 3))
        app.stack.draw(app.presenter.canvas)  # drawn as it stands (an update would fold the game on)
        app.presenter.present()
        pygame.image.save(pygame.display.get_surface(), str(out / f"24_entrance_four_heroes_{n}p.png"))
        written.append(out / f"24_entrance_four_heroes_{n}p.png")

    def covering(mm: Match) -> bool:  # a Room in hand whose card, standing up, would cover where it may go
        return mm.to_act == 0 and mm.state.turn >= 2 and len([a for a in mm.legal() if isinstance(a, BuildRoom)]) > 3

    m = _game_where(HUMAN_SEATS[2], covering, 40)
    room = [a.room for a in m.legal() if isinstance(a, BuildRoom)][-1]
    table = _table(app, m, lambda t: t.input.choose(HandPlace(room)))
    table.model.hover = Pointed(HandPlace(room), room)  # still pointing at it
    shot("25_picked_card_stays_clear_of_its_places")

    m = Match.new(HUMAN_SEATS[4], seed=14)
    _advance(m, lambda mm: mm.state.turn >= 5)
    table = _table(app, m)
    seat_of, hit = None, None
    for i, event in enumerate(m.events):
        if isinstance(event, HeroEnteredRoom):
            seat_of = event.seat
        elif isinstance(event, HeroDamaged) and seat_of not in (None, 0):
            hit = i
            break
    table.presentation.seek(hit)
    table.director.limit, table.director.speed = hit + 1, 1
    table.director.update(0.3)  # the hit in a small dungeon, its number rising
    table._settle()
    app.stack.draw(app.presenter.canvas)
    app.presenter.present()
    pygame.image.save(pygame.display.get_surface(), str(out / "26_hit_number_small_dungeon_4p.png"))
    written.append(out / "26_hit_number_small_dungeon_4p.png")

    _explaining_shots(app, shot)
    from game.records import GameRecord, summarise
    from scenes.menus.records_page import RecordsScene

    results = [(("human", "easy"), 0, 9), (("human", "normal"), 0, 11), (("human", "hard", "normal"), 1, 10),
               (("human", "human"), 1, 12), (("human", "hard"), 0, 8), (("human", "hard"), 1, 13)]
    bosses = ("cleopatra", "robobo", "draculord", "gorgona")
    games = [GameRecord(str(i), seats, tuple(bosses[(i + s) % 4] for s in range(len(seats))), winner, turns)
             for i, (seats, winner, turns) in enumerate(results)]
    app.stack.clear()
    app.stack.push(RecordsScene(summarise(games)))
    app.stack.apply_pending()
    shot("36_records")

    def saving_spell(mm: Match):
        """A Spell that changes a Hero's fate in the person's favour ("... instead of wounding you")."""
        if mm.prompt().kind != DecisionKind.ADVENTURE:
            return None
        return next((a for a in mm.legal() if isinstance(a, CastSpell) and "instead" in explain(mm.view(0), a)), None)

    m = _game_where(HUMAN_SEATS[2], _human_to_act(lambda mm: saving_spell(mm) is not None), 30)
    table = _table(app, m)
    table.model.hint = explained(m, m.step, saving_spell(m))
    shot("37_hint_for_a_spell")

    def stops(mm: Match) -> bool:  # an Adventure window a Spell of the person's could change something in
        v = mm.view(0)
        spells = [a for a in mm.legal() if isinstance(a, CastSpell)]
        return window_kind(v) == WindowKind.ADVENTURE and worth_a_stop(v, spells)

    m = _game_where(HUMAN_SEATS[2], _human_to_act(stops), 30)
    _table(app, m, smart_stops=True)
    shot("38_spell_window_that_stops")
    _items_shots(app, shot)
    _item_table_shots(app, shot)
    app.stack.clear()
    app.stack.apply_pending()
    pygame.quit()
    return written
