"""The rules' vocabulary: the phases of a turn, the kinds of Spell window and of decision, named once.

They are ``StrEnum`` members: each equals (and hashes as) its plain string, and is written as it in JSON, the
text form, logs, saves and even ``repr``, so every file written before them reads and is written the same, and
a string read back compares equal to the member."""

from __future__ import annotations

from enum import StrEnum


class Word(StrEnum):
    """A name of the vocabulary: its ``repr`` is its string's (``'build'``), as in views and golden files."""

    __repr__ = str.__repr__


class Phase(Word):
    """The phase a game is in (``State.phase``, ``PhaseStarted.phase``): the setup, then each turn's phases."""

    SETUP = "setup"
    BEGINNING = "beginning"
    BUILD = "build"
    BAIT = "bait"
    ADVENTURE = "adventure"
    END = "end"


PHASES_BEFORE_BAIT = frozenset({Phase.SETUP, Phase.BEGINNING, Phase.BUILD})
"""The phases before the Bait: this turn's Heroes are still in town."""
PHASES_BEFORE_ADVENTURE = PHASES_BEFORE_BAIT | {Phase.BAIT}
"""The phases up to and with the Bait: no Hero has entered a dungeon yet this turn."""


class WindowKind(Word):
    """The kind of a Spell window (``Window.kind``): after the Build phase's builds, in the Adventure phase,
    or in answer to a Spell just cast."""

    BUILD = "build"
    ADVENTURE = "adventure"
    RESPOND = "respond"


SPELL_WINDOWS = frozenset(WindowKind)
"""The Spell windows: a decision whose kind is one of them (``DecisionKind.BUILD`` ...) is asked in one."""


class DecisionKind(Word):
    """The kinds of decision the turn's own steps ask (``Decision.kind``). A card's choice is asked under the
    choice's own kind instead (``heal``, ``draculord_take`` ...): a plain string the card defines."""

    # setting up (R3-R6)
    PICK_BOSS = "pick_boss"
    MULLIGAN = "mulligan"
    OPENING_DISCARD = "opening_discard"
    SETUP_BUILD = "setup_build"
    # a turn (R7-R13): a card's draw (Room or Spell), a Room more
    DRAW = "draw"
    EXTRA_BUILD = "extra_build"
    # a Spell window (R17), one of each WindowKind
    BUILD = "build"
    ADVENTURE = "adventure"
    RESPOND = "respond"
