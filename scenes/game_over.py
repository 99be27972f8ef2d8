"""The game-over screen, over the finished table: the winner, how the game ended, every seat's Souls and
Wounds (eliminated seats marked), then Play again or Title."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.wording import describe_outcome
from scenes.art.kit import art
from scenes.art.palette import BONE, GOLD, INK, RGB, SHADOW
from scenes.menu import Item, Menu, draw_title
from scenes.stack import Scene


@dataclass(frozen=True)
class SeatResult:
    name: str
    boss: str  # card id
    kind: str  # "human" or a bot name
    souls: int
    wounds: int
    eliminated: bool


@dataclass(frozen=True)
class GameSummary:
    winner: int
    headline: str
    seats: tuple[SeatResult, ...]


def summary_of(match) -> GameSummary:
    """The summary of a finished ``match``."""
    from game.cards import CARDS

    st = match.state
    seats = tuple(SeatResult(f"P{s + 1} {CARDS.get(p.boss).name}", p.boss, match.seats[s], len(p.souls),
                             len(p.wounds), p.out) for s, p in enumerate(st.seats))
    return GameSummary(st.outcome.winner, describe_outcome(st), seats)


class GameOverScene(Scene):
    opaque = False

    def __init__(self, summary: GameSummary, on_play_again, on_title) -> None:
        self.summary = summary
        self.menu = Menu([Item("Play again", on_play_again), Item("Title", on_title)], top=300, width=120,
                         centre_x=320)
        self.menu.rects = lambda: [pygame.Rect(190, 318, 120, 20), pygame.Rect(330, 318, 120, 20)]

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.menu.index = 1 - self.menu.index
            return True
        self.menu.handle_event(event)
        return True

    def draw(self, surface) -> None:
        faces, _sprites, font = art()
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((*INK, 200))
        surface.blit(shade, (0, 0))
        panel = pygame.Rect(100, 16, 440, 332)
        pygame.draw.rect(surface, INK, panel)
        pygame.draw.rect(surface, GOLD, panel, 2)
        s = self.summary
        winner = s.seats[s.winner]
        draw_title(surface, font, "Game over", (320, 36), 3)
        surface.blit(faces.face(winner.boss), (120, 60))
        draw_title(surface, font, f"{winner.name} wins!", (360, 74), 2)
        for i, line in enumerate(font.wrap(s.headline, 300)[:3]):
            font.draw(surface, line, (200, 96 + i * 10), BONE)
        y = 162
        font.draw(surface, "Seat", (130, y), RGB["s"])
        font.draw(surface, "Souls", (360, y), RGB["s"])
        font.draw(surface, "Wounds", (420, y), RGB["s"])
        for i, seat in enumerate(s.seats):
            y = 178 + i * 30
            row = pygame.Rect(120, y - 4, 400, 26)
            pygame.draw.rect(surface, SHADOW if i != s.winner else RGB["g"], row)
            surface.blit(faces.face(seat.boss, "small"), (124, y - 2), (0, 0, 32, 22))
            colour = GOLD if i == s.winner else (RGB["s"] if seat.eliminated else BONE)
            font.draw(surface, seat.name, (162, y + 2), colour)
            kind = "person" if seat.kind == "human" else f"{seat.kind} bot"
            font.draw(surface, kind + ("  - eliminated" if seat.eliminated else ""), (162, y + 12), RGB["s"])
            surface.blit(faces.icon("soul"), (360, y + 3))
            font.draw(surface, str(seat.souls), (372, y + 4), BONE)
            surface.blit(faces.icon("wound"), (420, y + 3))
            font.draw(surface, str(seat.wounds), (432, y + 4), RGB["r"] if seat.wounds else BONE)
        self.menu.draw(surface, font)
