"""A running game: the state, its full event log, and who sits where (bots or people).

The screens and ``simulate`` both drive games through ``Match``: a person's click becomes an action
handed to ``submit``; a bot seat is played with ``play_bot``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules import Action, Setup, apply, legal_actions, new_game, to_act, view


@dataclass
class Match:
    setup: Setup
    bots: dict = field(default_factory=dict)  # seat -> bot; other seats are people
    state: object = None
    events: list = field(default_factory=list)
    actions: list = field(default_factory=list)

    def __post_init__(self) -> None:
        self.state, self.events = new_game(self.setup)
        self.events = list(self.events)

    @property
    def over(self) -> bool:
        return to_act(self.state) is None

    def submit(self, action: Action) -> list:
        """Apply a legal action (IllegalActionError otherwise) and return the events it caused."""
        self.state, events = apply(self.state, action)
        self.actions.append(action)
        self.events.extend(events)
        return events

    def play_bot(self) -> list:
        """Let the bot whose seat is to act choose, from that seat's view alone."""
        seat = to_act(self.state)
        bot = self.bots[seat]
        return self.submit(bot.choose(view(self.state, seat), legal_actions(self.state, seat)))

    def play_out(self) -> None:
        """Play bot seats until the game ends (every seat must be a bot)."""
        while not self.over:
            self.play_bot()
