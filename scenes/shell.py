"""The app's screens wired together: title -> new game -> table -> game over, with one bot worker and one
sound player for the whole run.

    shell = Shell(app.stack, speed=2)
    app.run(shell.title())                 # or shell.table(Match.new(("human", "hard")))
    shell.close()
"""

from __future__ import annotations

from game.match import Match
from scenes.bots import BotWorker
from scenes.sound import Sound
from scenes.table import TableScene


class Shell:
    def __init__(self, stack, speed=1, autoquit: bool = False, sound: bool = True) -> None:
        self.stack = stack
        self.speed = speed
        self.autoquit = autoquit
        self.bots = BotWorker()
        self.sound = Sound() if sound else None

    def title(self):
        from scenes.title import TitleScene

        return TitleScene(on_new_game=lambda: self.stack.push(self.new_game()), on_quit=self.stack.clear)

    def new_game(self):
        from scenes.new_game import NewGameScene

        return NewGameScene(on_start=self.start)

    def start(self, seats, seed: int | None = None, variants=frozenset(), names=None) -> None:
        """A new match for ``seats`` replaces every screen."""
        self.stack.clear()
        self.stack.push(self.table(Match.new(seats, seed=seed, variants=variants, names=names)))

    def table(self, match) -> TableScene:
        return TableScene(match, speed=self.speed, bots=self.bots, sound=self.sound, on_over=self.game_over,
                          on_title=self.to_title, autoquit=self.autoquit)

    def game_over(self, table: TableScene) -> None:
        from scenes.game_over import GameOverScene, summary_of

        m = table.match
        self.stack.push(GameOverScene(summary_of(m), on_play_again=lambda: self.start(m.seats, None, m.setup.variants,
                                                                                        m.names),
                                      on_title=lambda: self.to_title()))

    def to_title(self, _table=None) -> None:
        self.stack.clear()
        self.stack.push(self.title())

    def close(self) -> None:
        self.bots.close()
