"""The app's screens wired together: title -> new game -> table -> game over, Continue, Load, Replays, Rules &
cards and Settings, with one bot worker, one sound player and the saved settings for the whole run.

    shell = Shell(app.stack, app=app)
    app.run(shell.title())                 # or shell.table(Match.new(("human", "hard")))
    shell.close()
"""

from __future__ import annotations

import dataclasses
import shutil
from datetime import datetime

from game import saves
from game.match import Match
from game.rules import Concede
from game.saves import settings_path
from game.settings import Settings, load_settings, save_settings
from scenes.bots import BotWorker
from scenes.keys import Keymap
from scenes.sound import Sound
from scenes.table import TableScene


class Shell:
    def __init__(self, stack, speed=None, autoquit: bool = False, sound: bool = True, app=None) -> None:
        """``speed`` (from the command line) overrides the saved one for this run."""
        from scenes.menus.settings_menu import apply_settings

        self.stack = stack
        self.app = app
        self.settings, self.message = load_settings()
        self.news = False  # the message is news for the title, not a fault (a game conceded and kept)
        self.keymap, problem = Keymap.from_settings(self.settings.keys)
        if problem is not None:  # said once on the title, with the file's other faults
            self.message = "; ".join(filter(None, (self.message, f"{settings_path()}: {problem}")))
        stack.keymap = self.keymap
        self.speed = self.settings.speed if speed is None else speed
        self.autoquit = autoquit
        self.bots = BotWorker()
        self.sound = Sound() if sound else None
        apply_settings(self.settings, app=app, sound=self.sound)

    # ------------------------------------------------------------------ screens
    def title(self):
        from scenes.menus.title import TitleScene

        more = [("Continue", self.resume)] if saves.autosave_path().exists() else []
        more += [("Guided first game", self.guided_game), ("Load", self.load_menu), ("Replays", self.replays_menu),
                 ("Records", self.records_page), ("Rules & cards", self.rules),
                 ("Settings", lambda: self.open_settings())]
        scene = TitleScene(on_new_game=lambda: self.stack.push(self.new_game()), on_quit=self.stack.clear, more=more,
                           message=self.message, news=self.news)
        self.message, self.news = None, False
        return scene

    def new_game(self):
        from scenes.menus.new_game import NewGameScene

        return NewGameScene(on_start=self.start, in_progress=saves.autosave_path().exists())

    def start(self, seats, seed: int | None = None, variants=frozenset(), names=None) -> None:
        """A new match for ``seats`` replaces every screen."""
        self.open_match(Match.new(seats, seed=seed, variants=variants, names=names))

    def open_match(self, match, guide: bool | None = None, keep: bool = True) -> None:
        """``match`` on the table in place of every screen. With ``keep`` (any game but the autosaved one) the
        game in progress is kept first under Load: starting or loading a game never loses another."""
        if keep:
            try:
                saves.keep_autosave()
            except OSError as exc:  # a new game would autosave over it: none starts
                self.to_title(message=f"The game in progress could not be kept under Load "
                                      f"({exc.strerror or exc}), so no other game was started.")
                return
        self.stack.clear()
        self.stack.push(self.table(match, guide))

    def table(self, match, guide: bool | None = None) -> TableScene:
        """The table of ``match``; the first-game guide as the settings say, unless ``guide`` is given."""
        return TableScene(match, speed=self.speed, bots=self.bots, sound=self.sound, on_over=self.game_over,
                          on_menu=self.pause_menu, autoquit=self.autoquit,
                          settings=self.settings, guide=self.settings.guide if guide is None else guide,
                          on_guide_seen=self.guide_seen)

    def guide_seen(self) -> None:
        """The guide has been seen through (or stopped): later games go without it, until the setting is on
        again."""
        if self.settings.guide:  # only this setting: what the player has now (F11, --speed) stays as it is
            self.settings = dataclasses.replace(self.settings, guide=False)
            self._save_settings()

    def guided_game(self) -> None:
        """The guided first game: one person against an Easy bot, with the guide's notes."""
        self.open_match(Match.new(("human", "easy")), guide=True)

    def to_title(self, _table=None, message: str | None = None, news: bool = False) -> None:
        """The title alone on the stack, saying ``message``: what went wrong, or with ``news`` what happened."""
        self.message = message or self.message
        self.news = news and message is not None
        self.stack.clear()
        self.stack.push(self.title())

    # ------------------------------------------------------------------ saved games
    def resume(self) -> None:
        """Continue: the autosaved game, or the title saying why it cannot be."""
        self._open_file(saves.autosave_path())

    def _open_file(self, path) -> None:
        try:
            match = saves.load(path)
        except saves.SaveError as exc:
            self.to_title(message=f"{exc}. Start a new game, or load another.")
            if path == saves.autosave_path():  # a new game will autosave there: keep the damaged one
                shutil.copy2(path, path.with_name(f"autosave-damaged-{datetime.now():%Y%m%d-%H%M%S}.json"))
            return
        self.open_match(match, keep=path != saves.autosave_path())

    def load_menu(self) -> None:
        from scenes.menus.files import FilesScene

        files = [(_label(p), p) for p in saves.list_saves()]
        self.stack.push(FilesScene("Load a game", files, self._open_file, empty="No saved games yet: save one "
                                   f"from the menu of a game ({self.keymap.first('back')})."))

    def replays_menu(self) -> None:
        from scenes.menus.files import FilesScene

        files = [(_label(p), p) for p in saves.list_replays()]
        self.stack.push(FilesScene("Replays", files, self.watch, empty="Finished games are kept here."))

    def records_page(self) -> None:
        from game.records import load_records, summarise
        from scenes.menus.records_page import RecordsScene

        games, problem = load_records()
        self.stack.push(RecordsScene(summarise(games), message=problem))

    def watch(self, path) -> None:
        from scenes.replay import ReplayScene

        try:
            match = saves.load(path)
        except saves.SaveError as exc:
            self.to_title(message=str(exc))
            return
        self.stack.push(ReplayScene(match, speed=self.speed))

    def save_as(self, table: TableScene) -> None:
        from scenes.menus.save_as import SaveAsScene

        def save(name: str) -> str | None:
            try:
                saves.save_named(table.match, name)
            except (ValueError, OSError) as exc:
                return str(exc)
            return None

        self.stack.push(SaveAsScene(f"{datetime.now():%Y-%m-%d %H.%M}", save))

    # ------------------------------------------------------------------ menus
    def pause_menu(self, table: TableScene) -> None:
        """The menu over the table, or over its hand-off screen (where nobody's seat is on screen: no Concede)."""
        from scenes.menus.pause import PauseMenu

        concede = [] if table.handing_off else [("Concede", lambda: self.concede(table))]
        self.stack.push(PauseMenu([("Settings", lambda: self.open_settings(table)),
                                   ("Save game", lambda: self.save_as(table)), ("Load game", self.load_menu),
                                   ("Rules & cards", self.rules), *concede, ("Title", self.to_title)]))

    def rules(self) -> None:
        from scenes.menus.rules_reference import RulesScene

        self.stack.push(RulesScene())

    def open_settings(self, table: TableScene | None = None) -> None:
        from scenes.menus.settings_menu import SettingsScene

        now = self.settings
        if self.app is not None:
            now = dataclasses.replace(now, fullscreen=self.app.presenter.fullscreen)
        if table is not None:  # what this game does now
            now = table.game_settings(now)
        self.stack.push(SettingsScene(now, lambda s: self.change_settings(s, table)))

    def change_settings(self, settings: Settings, table: TableScene | None = None) -> None:
        """Keep, save and apply ``settings`` at once."""
        from scenes.menus.settings_menu import apply_settings

        self.settings = settings
        self.speed = settings.speed
        keymap, _problem = Keymap.from_settings(settings.keys)  # the Keys page offers only keys that work
        keymap.controllers = self.keymap.controllers  # the pads plugged in stay open
        self.keymap = self.stack.keymap = keymap
        apply_settings(settings, app=self.app, sound=self.sound)
        if table is not None:
            table.apply_settings(settings, keymap)
        self._save_settings()

    def _save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.message = f"The settings could not be saved: {exc.strerror or exc}"

    # ------------------------------------------------------------------ the end of a game
    def game_over(self, table: TableScene) -> None:
        from scenes.menus.game_over import GameOverScene, summary_of
        from scenes.menus.save_as import SaveAsScene
        from scenes.replay import ReplayScene

        m = table.match
        self._finish(m)

        def name_replay(name: str) -> str | None:
            try:
                saves.save_named(m, name, saves.replays_dir())
            except (ValueError, OSError) as exc:
                return str(exc)
            return None

        more = [("Watch replay", lambda: self.stack.push(ReplayScene(m, speed=self.speed, sound=self.sound))),
                ("Name replay", lambda: self.stack.push(SaveAsScene(f"{datetime.now():%Y-%m-%d} game", name_replay)))]
        self.stack.push(GameOverScene(summary_of(m), on_play_again=lambda: self.start(m.seats, None, m.setup.variants,
                                                                                        m.names),
                                      on_title=lambda: self.to_title(), more=more))

    def concede(self, table: TableScene) -> None:
        """Ask first. The person on screen gives up: when other people play on (hot-seat) the game goes on
        without them; otherwise the game ends here and is kept under Replays."""
        from scenes.menus.confirm import ConfirmScene

        m, seat = table.match, table.viewer
        people = table.people_playing()
        others = [m.name(s) for s in people if s != seat]
        if seat in people and others:
            names = " and ".join(others)

            def leave() -> None:
                table.concede(seat)
                self._back_to(table)

            self.stack.push(ConfirmScene("Concede?", f"{m.name(seat)} leaves the game; {names} "
                                         f"{'plays' if len(others) == 1 else 'play'} on.", "Concede",
                                         leave, on_no=lambda: self._back_to(table)))
            return

        def conceded() -> None:
            if seat in people and not m.over:
                m.submit(Concede(seat))
            self._finish(m, conceded=True)
            self.to_title(message="Game conceded. It is kept under Replays.", news=True)

        who = "you" if seat in people else "everyone at this screen"
        self.stack.push(ConfirmScene("Concede?", f"The game ends here, for {who}, and is kept under Replays.",
                                     "Concede", conceded, on_no=lambda: self._back_to(table)))

    def _back_to(self, table: TableScene) -> None:
        """Every screen above ``table`` closed (the menu a question came from): the game goes on."""
        scenes = self.stack.scenes
        at = next((i for i, s in enumerate(scenes) if s is table), None)
        for scene in scenes[at + 1:] if at is not None else ():
            self.stack.remove(scene)

    def _finish(self, match, conceded: bool = False) -> None:
        """A game that is over (or conceded): kept as a replay and in the records; no longer offered by
        Continue."""
        from game.records import record_game

        try:
            saves.keep_replay(match, conceded=conceded)
            saves.autosave_path().unlink(missing_ok=True)
        except OSError as exc:
            self.message = f"The replay could not be kept: {exc.strerror or exc}"
        self.message = "; ".join(filter(None, (self.message, record_game(match)))) or None
        if any(k == "human" for k in match.seats):
            self.guide_seen()

    def close(self) -> None:
        self.bots.close()


def _label(path, width: int = 348) -> str:
    """A file's line in a list: its name, then what it holds ("turn 7: Robobo, Gorgona"), the name cut to
    fit ``width`` canvas pixels."""
    from scenes.ui.widgets import font

    name, about = path.stem.replace("_", " "), saves.describe(path)
    when, _, bosses = (about or "").partition(": ")
    if bosses and name.endswith(when):  # a kept game's name says its turn already
        about = bosses
    tail = "" if about is None else f" - {about}"
    measure = font().width
    if measure(name + tail) <= width:
        return name + tail
    while len(name) > 4 and measure(f"{name}..{tail}") > width:
        name = name[:-1]
    return f"{name.rstrip()}..{tail}"
