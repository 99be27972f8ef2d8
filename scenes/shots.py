"""``python -m game shots DIR``: PNG screenshots of every screen, for people to look at.

Each table shot is a seeded game played by bots (the human seat too, by the greedy bot) until the moment
wanted, then drawn through the real scenes at the window size given (1280x720 by default: 2x).
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.ai import bot_seed, make_bot
from game.match import Match
from game.rules import BuildRoom, CastSpell, Choose, still_asked, window_kind, worth_a_stop
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


def _frame(app, path: Path) -> None:
    app.stack.update(0.016)
    app.stack.draw(app.presenter.canvas)
    app.presenter.present()
    pygame.image.save(pygame.display.get_surface(), str(path))


def take_shots(out: Path, window_size=(1280, 720)) -> list[Path]:
    """Save every shot under ``out``; the paths written."""
    from scenes.app import App
    from scenes.game_over import GameOverScene, summary_of
    from scenes.new_game import NewGameScene
    from scenes.overlays.zoom import CardZoom
    from scenes.table.places import HandPlace, Pointed
    from scenes.table.turns import Hint
    from scenes.title import TitleScene

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
    _table(app, m, lambda t: t.input.choose(next(p for p in t.turns.offer.choices() if isinstance(p, HandPlace)
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

    from scenes.gallery import GalleryScene
    from scenes.handoff import HandoffScene
    from scenes.pause import PauseMenu
    from scenes.replay import ReplayScene
    from scenes.rules_reference import RulesScene
    from scenes.settings import SettingsScene

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

    from scenes.confirm import ConfirmScene

    m = _game_where(HUMAN_SEATS[2], _human_to_act(lambda mm: Choose(0, "mulligan") in mm.legal()), 4)
    _table(app, m)
    shot("18_opening_discard_with_mulligan")

    m = _game_where(HUMAN_SEATS[3], _human_to_act(lambda mm: mm.prompt().kind == "build" and mm.state.turn >= 3), 2)
    table = _table(app, m)
    card = m.state.seats[0].hand[0]
    table.input.hover = Pointed(HandPlace(card), card)
    shot("19_hover_card_text")

    m = _game_where(HUMAN_SEATS[4], _human_to_act(lambda mm: mm.prompt().kind == "adventure"
                                                  and mm.state.walker is not None and mm.state.walker.seat == 0), 10)
    table = _table(app, m)
    table.turns.hint = Hint(m.step, max(m.legal(), key=lambda a: len(m.describe(a))))
    shot("20_long_prompt_with_hint_4p")

    app.stack.push(ConfirmScene("Concede?", "The game ends here, for you, and is kept under Replays.", "Concede",
                                lambda: None))
    app.stack.apply_pending()
    shot("21_concede")

    seats = ("human", "human", "greedy")

    def both_asked(mm: Match) -> bool:
        return (mm.prompt().kind == "adventure" and mm.state.walker is not None
                and [s for s in still_asked(mm.state) if mm.seats[s] == "human"] == [mm.to_act, 1 - mm.to_act])

    m = _game_where(seats, both_asked, 3, names=["Ann", "Bea", ""])
    _table(app, m)  # one strip asks Ann and Bea at once: nobody's hand is on screen
    shot("22_hot_seat_answer_strip")

    m = _game_where(HUMAN_SEATS[2], _human_to_act(lambda mm: len(mm.state.seats[0].hand) >= 11), 23)
    table = _table(app, m)
    card = m.state.seats[0].hand[-1]
    table.hover = (("hand", card), card)  # the eleventh card, picked by "-", pointed at
    shot("23_hand_of_eleven")

    def stops(mm: Match) -> bool:  # an Adventure window a Spell of the person's could change something in
        v = mm.view(0)
        return window_kind(v) == "adventure" and worth_a_stop(v, [a for a in mm.legal() if isinstance(a, CastSpell)])

    m = _game_where(HUMAN_SEATS[2], _human_to_act(stops), 30)
    _table(app, m, smart_stops=True)
    shot("24_spell_window_that_stops")
    app.stack.clear()
    app.stack.apply_pending()
    pygame.quit()
    return written
