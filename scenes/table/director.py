"""The director: plays a match's events as animations, one table of event type -> animation.

    director = Director(match, viewer, board, sound)
    director.update(dt)          # every frame: advance, and fold events into ``shown`` at their impact
    director.draw(surface)       # the current animation, over the table drawn from ``director.view``
    director.finish()            # the current animation at once (a click, Space)
    director.idle                # every event of the match is shown (up to ``limit``, when set)
    director.fold_to(cursor)     # the first ``cursor`` events shown at once, silently (a replay's jump)

``shown`` is the game as far as the screen has shown it: it starts before the first event and folds
one event further (``evolve``) as each animation reaches its impact, so the table never shows what its
animations have not reached. The log gets each event's line at the same moment. Events are read
unredacted to fold them (the table draws only ``view(shown, viewer)``) and redacted for ``viewer`` (a
seat, or None: a spectator, who sees no hidden card) to choose what to show and say. Events without an
entry in :data:`ANIMATIONS` are folded at once; every animation's durations are named in :data:`TIMES`. A
replay sets ``limit`` to stop before an event, and goes back by building a new director and folding it up to the
earlier cursor.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.cards import CARDS
from game.rules import Phase, State, View, evolve, redact, view
from game.rules import events as E
from game.settings import INSTANT, Speed
from game.wording import PHASES, describe_event
from scenes.art.palette import BLOOD, BONE, GOLD, INK
from scenes.table.places import FlyingCard, HeroPlace, ItemPlace, Marks, RoomPlace
from scenes.ui.text import draw_text

if TYPE_CHECKING:
    from game.match import Match
    from scenes.sound import Sound
    from scenes.table.board import Board
    from scenes.table.table_geometry import TableGeometry


FAST_FORWARD = 6  # speed-up while Space is held


@dataclass(frozen=True)
class Timings:
    """Every duration of the animations, in seconds at 1x (the director plays them faster at 2x, 4x and while
    hurried): one place to tune how the table moves."""

    walk: float = 0.5  # a Hero's walk from one place to the next
    walk_frame: float = 0.12  # one frame of a walk
    fly: float = 0.35  # a card flying from one place to another
    fly_unseen: float = 0.25  # a card back flying to another seat's score (a draw the viewer may not see)
    banner: float = 0.6  # a banner over the town, unless said below ("Cancelled!")
    banner_in: float = 0.12  # a banner fading in
    banner_out: float = 0.15  # and out
    turn: float = 0.7  # "Turn 3"
    phase: float = 0.5  # "Build phase", "Adventure phase"
    level_up: float = 1.1
    out: float = 1.0  # "P2 is out!"
    concedes: float = 1.0
    started: float = 0.8  # "A game for 3"
    game_over: float = 1.0
    room_flip: float = 0.4  # a face-down Room turned face-up
    room_turn: float = 0.4  # a Room turning on its side (deactivated) or back upright
    cast_fly: float = 0.3  # a Spell flying to the middle of the table
    cast_hold: float = 0.6  # and held there
    lure: float = 0.6  # a Hero leaving town for an entrance
    hit: float = 0.8  # a Hero hit: its number rising
    hit_flash: float = 0.32  # the Hero flashing white
    flash_frame: float = 0.08
    hit_burst: float = 0.3  # the burst over it
    burst_frame: float = 0.1  # one frame of a burst (a hit, a Wound)
    kill_puff: float = 0.6  # a dying Hero's puff of smoke and skull
    kill_soul: float = 0.45  # its Soul flying to the score
    strike: float = 0.5  # a Hero striking the Boss (after walking there)
    shake: float = 0.3  # the Boss card shaking
    wound_fly: float = 0.4  # the Wound flying to the score
    destroyed: float = 0.7  # a Room crumbling
    swapped: float = 0.5  # two Rooms changing places
    decided: float = 0.5  # another seat's decision in a bubble
    ability: float = 0.5  # a Room's or Boss's ability glowing
    healed: float = 0.6  # a Wound fading away
    item_fly: float = 0.4  # an Item flying: from the Item deck to town, to its Hero, to a scorekeeping area
    item_flip: float = 0.4  # an Item turning over in a scorekeeping area
    item_used: float = 0.8  # an Item's Boss ability: its card over the town with its name
    hop: float = 0.5  # a Hero jumping over a Room


TIMES = Timings()


@dataclass
class Animation:
    """``paint(surface, t)`` draws it at ``t`` seconds (1x); the event folds at ``impact`` seconds;
    ``hidden`` names what the table must not draw until then (a place, or a FlyingCard)."""

    duration: float
    impact: float
    paint: Callable
    hidden: frozenset = frozenset()
    t: float = 0.0
    folded: bool = False


@dataclass
class Director:
    match: Match
    viewer: int | None
    board: Board | None  # None until the presentation opens (the art loaded)
    sound: Sound | None = None
    speed: Speed = 1
    shown: State | None = None
    cursor: int = 0
    log: list[str] = field(default_factory=list)  # the lines of the events shown, oldest first
    log_from: list[int] = field(default_factory=list)  # the index of the event of each line
    current: Animation | None = None
    _view: View | None = None
    _event: tuple[E.Event, E.Event] | None = None  # (event, redacted) the current animation folds
    _pending: E.Event | None = None  # the event whose animation is being made
    decisions: int = 0  # DecisionMade events folded: the step the next one was made at
    limit: int | None = None  # no event from this index on is played (a paused replay); None: all
    you: bool = True  # the log calls the viewer "you" (the person at the screen); a replay names every seat
    phase_turn: int = 0  # the turn in which the phase shown began
    left_at: dict = field(default_factory=dict)  # an Item -> where its Hero last had it (killed, through), a Hero
    # -> the feet where a hop over a Room landed it (the rules hold it in no Room until it enters the next)

    # ------------------------------------------------------------------ state
    @property
    def end(self) -> int:
        """How many events the director plays: all of the match's, or the first ``limit``."""
        n = len(self.match.events)
        return n if self.limit is None else min(self.limit, n)

    @property
    def idle(self) -> bool:
        """Every event up to ``end`` is shown and no animation plays."""
        return self.current is None and self.cursor >= self.end

    @property
    def view(self):
        """``view(shown, viewer)``, computed once per fold."""
        if self._view is None and self.shown is not None:
            self._view = view(self.shown, self.viewer)
        return self._view

    @property
    def phase(self) -> str | None:
        """The phase shown, or None once a new turn has begun and its first phase not yet (the turn number
        moves on before the phase does: "End of turn" belongs to the turn before)."""
        if self.shown is None or self.phase_turn != self.shown.turn:
            return None
        return self.shown.phase

    def hidden(self) -> frozenset:
        a = self.current
        return a.hidden if a is not None and not a.folded else frozenset()

    def set_viewer(self, viewer: int | None) -> None:
        """Show the game to ``viewer`` from now on: everything shown so far is folded again at once, so the
        log is in the new viewer's words and holds nothing only the old viewer could know. The log is a new
        list: nothing kept from the old one (a panel's wrapped lines) can pass for it."""
        upto = self.cursor
        self.finish()
        self.viewer = viewer
        self.shown, self.cursor, self.decisions, self._view, self.phase_turn = None, 0, 0, None, 0
        self.log, self.log_from, self.left_at = [], [], {}
        while self.cursor < upto:
            self._fold(*self._next(), quiet=True)

    def lines_since(self, cursor: int) -> list[str]:
        """The log lines of the events shown after the first ``cursor`` events."""
        return [line for line, i in zip(self.log, self.log_from, strict=True) if i >= cursor]

    # ------------------------------------------------------------------ time
    def update(self, dt: float, hurry: bool = False) -> None:
        """Advance by ``dt`` seconds (times the speed, faster while hurried); start the next animations."""
        if self.speed == INSTANT:
            self.finish()
            while self.cursor < self.end:
                self._fold(*self._next())
            return
        step = dt * self.speed * (FAST_FORWARD if hurry else 1)
        while True:
            if self.current is None and not self._start_next():
                return
            a = self.current
            a.t = min(a.duration, a.t + step)
            if not a.folded and a.t >= a.impact:
                self._fold_current()
            if a.t < a.duration:
                return
            self.current = None
            step = 0.0

    def finish(self) -> None:
        """Bring the current animation to its end at once."""
        if self.current is not None:
            if not self.current.folded:
                self._fold_current()
            self.current = None

    def catch_up(self) -> None:
        """Fold every event up to ``end`` at once, without animations or sounds (a loaded game)."""
        self.finish()
        while self.cursor < self.end:
            self._fold(*self._next(), quiet=True)

    def fold_to(self, cursor: int) -> None:
        """Show the first ``cursor`` events at once, without animations or sounds (their log lines are
        written): the current animation is finished first. ValueError for a cursor behind the events
        already taken or past the match's: to go back, fold a new director."""
        self.finish()
        if not isinstance(cursor, int) or not self.cursor <= cursor <= len(self.match.events):
            raise ValueError(f"cannot fold to event {cursor!r}: the director is at {self.cursor} "
                             f"of {len(self.match.events)}")
        while self.cursor < cursor:
            self._fold(*self._next(), quiet=True)

    def _next(self):
        """The next event, as recorded and as the viewer sees it."""
        event = self.match.events[self.cursor]
        self.cursor += 1
        return event, redact(event, self.viewer)

    def _start_next(self) -> bool:
        """Fold events until one has an animation; False when there is nothing left before ``end``."""
        while self.cursor < self.end:
            event, seen = self._next()
            self._pending = event
            maker = ANIMATIONS.get(type(event))
            animation = maker(self, seen) if maker is not None else None
            if animation is None:
                self._fold(event, seen)
                continue
            self.current, self._event = animation, (event, seen)
            if animation.impact <= 0:
                self._fold_current()
            return True
        return False

    def _fold_current(self) -> None:
        self.current.folded = True
        self._fold(*self._event)

    def _fold(self, event, seen, quiet: bool = False) -> None:
        if self.shown is not None:
            line = describe_event(self.shown, seen, self.viewer, you=self.you)
            if line:
                self.log.append(line)
                self.log_from.append(self.cursor - 1)
        self.shown = evolve(self.shown, event)
        self._view = None
        self.decisions += type(event) is E.DecisionMade
        if type(event) is E.PhaseStarted:
            self.phase_turn = self.shown.turn
        if self.sound is not None and not quiet:
            self.sound.play_event(event, self.viewer)

    @property
    def geometry(self) -> TableGeometry:
        """Where the board puts each thing: what the animations start from and land on."""
        return self.board.geometry

    # ------------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        if self.current is not None:
            self.current.paint(surface, self.current.t)

    def after(self):
        """The view once the event being animated is folded (where things will be)."""
        return view(evolve(self.shown, self._pending), self.viewer)


# ---------------------------------------------------------------------- painting helpers

def _ease(x: float) -> float:
    x = max(0.0, min(1.0, x))
    return x * x * (3 - 2 * x)


def _lerp(a, b, x):
    return (round(a[0] + (b[0] - a[0]) * x), round(a[1] + (b[1] - a[1]) * x))


def _fly(image, start: pygame.Rect, end: pygame.Rect, seconds=None, hidden=frozenset()) -> Animation:
    """``image`` moves from ``start`` to ``end`` in ``seconds`` (``TIMES.fly`` unless said); the event folds when it
    lands."""
    seconds = TIMES.fly if seconds is None else seconds
    def paint(surface, t):
        surface.blit(image, image.get_rect(center=_lerp(start.center, end.center, _ease(t / seconds))))

    return Animation(seconds, seconds, paint, hidden)


def _banner(d: Director, text: str, colour=BONE, seconds=None, image=None) -> Animation:
    seconds = TIMES.banner if seconds is None else seconds
    font = d.board.font

    def paint(surface, t):
        alpha = min(1.0, t / TIMES.banner_in, (seconds - t) / TIMES.banner_out)
        w = font.width(text) * 2 + 24
        band = pygame.Rect(0, 0, max(w, 160), 30 + (image.get_height() + 6 if image else 0))
        band.center = d.geometry.layout.zone("town").center
        panel = pygame.Surface(band.size, pygame.SRCALPHA)
        panel.fill((*INK, int(220 * alpha)))
        surface.blit(panel, band)
        y = band.y + 6
        if image is not None:
            surface.blit(image, image.get_rect(midtop=(band.centerx, y)))
            y += image.get_height() + 6
        label = pygame.transform.scale_by(font.render(text, colour, INK), 2)
        label.set_alpha(int(255 * alpha))
        surface.blit(label, label.get_rect(midtop=(band.centerx, y)))

    return Animation(seconds, 0.0, paint)


def _rider(d: Director, surface, hero: str, sprite: pygame.Rect, seat: int | None) -> None:
    """The Item ``hero`` carries (if any), drawn with it where an animation draws its ``sprite``: it rides along."""
    item = dict(d.view.carried).get(hero) if d.view is not None and d.view.carried else None
    if item is not None:
        d.board.rider(surface, item, d.geometry.rider_rect(seat, sprite))


def _walk(d: Director, hero: str, start, end, then=None, seconds=None, seat=None) -> Animation:
    seconds = TIMES.walk if seconds is None else seconds
    frames = d.board.sprites.walk_for(CARDS.get(hero))
    facing_left = end[0] < start[0]

    def paint(surface, t):
        x = _ease(t / seconds) if seconds else 1
        feet = _lerp(start, end, x)
        img = frames[int(t / TIMES.walk_frame) % len(frames)] if t < seconds else frames[0]
        if facing_left:
            img = pygame.transform.flip(img, True, False)
        _rider(d, surface, hero, d.board.hero_image(surface, img, feet, seat), seat)
        if then is not None and t >= seconds:
            then(surface, t - seconds, feet)

    return paint


# ---------------------------------------------------------------------- one function per event type

def _turn(d: Director, ev) -> Animation:
    return _banner(d, f"Turn {ev.turn}", GOLD, TIMES.turn)


def _phase(d: Director, ev) -> Animation | None:
    """Build and Adventure get a banner; the short phases only their log line."""
    if ev.phase not in (Phase.BUILD, Phase.ADVENTURE):
        return None
    return _banner(d, f"{PHASES[ev.phase]} phase", BONE, TIMES.phase)


def _drawn(d: Director, ev) -> Animation | None:
    deck = "spell" if ev.deck == "spell" else "room"
    if ev.deck not in ("room", "spell"):
        return None
    start = d.geometry.layout.zone(f"{deck}_deck")
    after = d.after()
    if ev.cards:
        card = ev.cards[-1]
        image = d.board.faces.face(card)
        end = d.geometry.card_rect(after, ev.seat, card)
        return _fly(image, start, end, hidden=frozenset(FlyingCard(c) for c in ev.cards))
    image = d.board.faces.back(deck, "small")
    return _fly(image, start, d.geometry.score_rect(ev.seat), seconds=TIMES.fly_unseen)


def _discarded(d: Director, ev) -> Animation | None:
    if not ev.cards:
        return None
    card = ev.cards[-1]
    start = d.geometry.card_rect(d.view, ev.seat, card)
    return _fly(d.board.faces.face(card), start, d.geometry.layout.zone("discard"),
                hidden=frozenset(FlyingCard(c) for c in ev.cards))


def _revealed(d: Director, ev) -> Animation:
    after = d.after()
    rects = d.geometry.town_rects(len(after.town))
    end = rects[after.town.index(ev.hero)] if ev.hero in after.town else d.geometry.layout.zone("town")
    start = d.geometry.layout.zone("epic_deck" if ev.epic else "hero_deck")
    return _fly(d.board.faces.face(ev.hero), start, end)


def _built(d: Director, ev) -> Animation:
    after = d.after()
    end = d.geometry.room_rect(after, ev.seat, ev.slot)
    size = d.geometry.layout.card_size(ev.seat)
    start = d.geometry.card_rect(d.view, ev.seat, ev.room)
    image = d.board.faces.face(ev.room, size) if ev.room else d.board.faces.back("room", size)
    if ev.room and ev.face_down:
        image = d.board.faces.back("room", size) if ev.seat != d.viewer else image
    return _fly(image, start, end, hidden=frozenset({FlyingCard(ev.room)}))


def _room_flip(d: Director, ev) -> Animation:
    v = d.view
    rect = d.geometry.room_rect(v, ev.seat, ev.slot)
    size = d.geometry.layout.card_size(ev.seat)
    face, back = d.board.faces.face(ev.room, size), d.board.faces.back("room", size)
    seconds = TIMES.room_flip

    def paint(surface, t):
        x = t / seconds
        image = back if x < 0.5 else face
        w = max(1, round(rect.w * abs(math.cos(math.pi * x))))
        squeezed = pygame.transform.scale(image, (w, rect.h))
        surface.blit(squeezed, squeezed.get_rect(center=rect.center))

    return Animation(seconds, seconds, paint, frozenset({RoomPlace(ev.seat, ev.slot)}))


def _level_up(d: Director, ev) -> Animation:
    return _banner(d, "Level Up!", GOLD, TIMES.level_up, image=d.board.faces.face(ev.boss))


def _cast(d: Director, ev) -> Animation:
    image = d.board.faces.face(ev.spell)
    start = d.geometry.card_rect(d.view, ev.seat, ev.spell)
    end = image.get_rect(center=d.geometry.layout.zone("town").center)
    fly = _fly(image, start, end, seconds=TIMES.cast_fly, hidden=frozenset({FlyingCard(ev.spell)}))
    hold = TIMES.cast_hold

    def paint(surface, t):
        if t < TIMES.cast_fly:
            fly.paint(surface, t)
        else:
            surface.blit(image, end)
            pygame.draw.rect(surface, GOLD, end.inflate(4, 4), 2)

    return Animation(TIMES.cast_fly + hold, TIMES.cast_fly, paint, fly.hidden)


def _cancelled(d: Director, ev) -> Animation:
    return _banner(d, "Cancelled!", BLOOD, TIMES.banner, image=d.board.faces.face(ev.spell))


def _lured(d: Director, ev) -> Animation:
    v = d.view
    if ev.hero not in v.town:
        return None
    start = d.geometry.town_rects(len(v.town))[v.town.index(ev.hero)]
    after = d.after()
    n = after.seats[ev.seat].entrance.index(ev.hero) if ev.hero in after.seats[ev.seat].entrance else 0
    end_feet = d.geometry.entrance_feet(after, ev.seat, n)
    frames = d.board.sprites.walk_for(CARDS.get(ev.hero))
    face = d.board.faces.face(ev.hero)
    seconds = TIMES.lure

    def paint(surface, t):
        x = _ease(t / seconds)
        if x < 0.4:  # the card shrinks away in town
            scaled = pygame.transform.scale(face, (max(1, round(face.get_width() * (1 - x / 0.4))), face.get_height()))
            surface.blit(scaled, scaled.get_rect(center=start.center))
        feet = _lerp(start.midbottom, end_feet, x)
        img = frames[int(t / TIMES.walk_frame) % len(frames)]
        if end_feet[0] < start.centerx:
            img = pygame.transform.flip(img, True, False)
        seat = ev.seat if x > 0.5 else None
        _rider(d, surface, ev.hero, d.board.hero_image(surface, img, feet, seat), seat)

    return Animation(seconds, seconds, paint, frozenset({HeroPlace(ev.hero)}))


def _entered(d: Director, ev) -> Animation:
    now = d.geometry.hero_feet(d.view, ev.hero)
    after = d.after()
    end = d.geometry.walker_feet(after, ev.seat, ev.slot)
    start = now[1] if now is not None else (end[0] - 40, end[1])
    start = d.left_at.pop(ev.hero, start)
    paint = _walk(d, ev.hero, start, end, seat=ev.seat)
    return Animation(TIMES.walk, TIMES.walk, paint, frozenset({HeroPlace(ev.hero)}))


def _bright_number(digits, scale: int = 2) -> pygame.Surface:
    """A hit's number as the eye finds it over any card: gold digits (their dark outline kept) at ``scale`` on a
    dark plate with a red rim."""
    gold = digits.copy()
    for x in range(gold.get_width()):
        for y in range(gold.get_height()):
            c = gold.get_at((x, y))
            if c.a and c.r + c.g + c.b > 300:  # a digit's stroke; darker pixels are its outline
                gold.set_at((x, y), (*GOLD, 255))
    gold = pygame.transform.scale_by(gold, scale)
    plate = pygame.Surface((gold.get_width() + 2 * scale, gold.get_height() + 2 * scale), pygame.SRCALPHA)
    plate.fill((*INK, 235))
    pygame.draw.rect(plate, BLOOD, plate.get_rect(), 1)
    plate.blit(gold, (scale, scale))
    return plate


def _damaged(d: Director, ev) -> Animation | None:
    """The Hero flashes white in a burst, and the hit's number rises beside it in the Room's picture (half size
    in a small dungeon), clear of its Health."""
    now = d.geometry.hero_feet(d.view, ev.hero)
    if now is None:
        return None
    seat, feet = now
    sprites = d.board.sprites
    img = sprites.walk_for(CARDS.get(ev.hero))[0]
    white = sprites.flash(img)
    hit = sprites.fx("hit")
    small = d.geometry.layout.card_size(seat) == "small"
    number = _bright_number(sprites.damage_number(ev.amount), 1 if small else 2)
    seconds = TIMES.hit

    def paint(surface, t):
        flash = int(t / TIMES.flash_frame) % 2 == 0 and t < TIMES.hit_flash
        rect = d.board.hero_image(surface, white if flash else img, feet, seat)
        _rider(d, surface, ev.hero, rect, seat)
        if t < TIMES.hit_burst:
            frame = hit[min(len(hit) - 1, int(t / TIMES.burst_frame))]
            surface.blit(frame, frame.get_rect(center=rect.center))
        rise = round((5 if small else 10) * _ease(t / seconds))
        surface.blit(number, d.geometry.hit_rect(d.view, seat, ev.hero, rect, number.get_size(), rise))

    return Animation(seconds, 0.0, paint, frozenset({HeroPlace(ev.hero)}))


SKULL = ("..XXXXX..",
         ".XXXXXXX.",
         "XXXXXXXXX",
         "XX..X..XX",
         "XX..X..XX",
         "XXXXXXXXX",
         ".XXX.XXX.",
         "..X.X.X..",
         "..XXXXX..")


def _skull() -> pygame.Surface:
    """A bone-white skull with an ink outline, at 2x: what a Hero leaves when it dies."""
    w, h = len(SKULL[0]), len(SKULL)
    surf = pygame.Surface((w + 2, h + 2), pygame.SRCALPHA)
    for y, row in enumerate(SKULL):
        for x, ch in enumerate(row):
            if ch == "X":
                pygame.draw.rect(surf, INK, (x, y, 3, 3))
    for y, row in enumerate(SKULL):
        for x, ch in enumerate(row):
            if ch == "X":
                surf.set_at((x + 1, y + 1), BONE)
    return pygame.transform.scale_by(surf, 2)


def _killed(d: Director, ev) -> Animation:
    """A skull rises over the Hero in its puff of smoke, then the Soul it leaves flies to the Boss's score."""
    now = d.geometry.hero_feet(d.view, ev.hero)
    feet = now[1] if now is not None else d.geometry.score_rect(ev.seat).center
    _leaves_item(d, ev.hero, feet, now[0] if now is not None else ev.seat)
    sprites = d.board.sprites
    death = sprites.fx("death")
    skull = _skull()
    gem = d.board.faces.icon("soul", False)
    gem = pygame.transform.scale_by(gem, 2)
    target = d.geometry.score_rect(ev.seat).topleft
    puff = TIMES.kill_puff
    seconds = puff + TIMES.kill_soul

    def paint(surface, t):
        if t < puff:
            frame = death[min(len(death) - 1, int(t / puff * len(death)))]
            surface.blit(frame, frame.get_rect(midbottom=(feet[0], feet[1] + 2)))
            rise = round(6 * _ease(t / puff))  # over the Hero, in the picture: the Room's name stays clear
            surface.blit(skull, skull.get_rect(midbottom=(feet[0], max(skull.get_height(), feet[1] - 2 - rise))))
        else:
            pos = _lerp((feet[0], feet[1] - 14), (target[0] + 8, target[1] + 16), _ease((t - puff) / TIMES.kill_soul))
            surface.blit(gem, gem.get_rect(center=pos))

    return Animation(seconds, seconds, paint, frozenset({HeroPlace(ev.hero)}))


def _leaves_item(d: Director, hero: str, feet, seat: int) -> None:
    """``hero``, standing at ``feet`` in ``seat``'s dungeon, is leaving the table: where its Item (if any) was, for
    the Item's flight to a scorekeeping area."""
    item = dict(d.view.carried).get(hero) if d.view.carried else None
    if item is not None:
        d.left_at[item] = d.geometry.rider_rect(seat, d.geometry.sprite_rect(hero, feet, seat))


def _reached_boss(d: Director, ev) -> Animation:
    """The Hero walks to the Boss and strikes it: the Boss card shakes under a red flash, a Wound mark
    bursts on it, then the Wound flies to the score."""
    now = d.geometry.hero_feet(d.view, ev.hero)
    boss = d.geometry.layout.seat_zone(ev.seat, "boss")
    end = d.geometry.feet(boss, ev.seat)
    start = d.left_at.pop(ev.hero, now[1] if now is not None else end)
    _leaves_item(d, ev.hero, end, ev.seat)
    wound = d.board.sprites.fx("wound")
    target = d.geometry.score_rect(ev.seat).topleft
    icon = pygame.transform.scale_by(d.board.faces.icon("wound"), 2)
    card = d.view.seats[ev.seat].boss
    face = d.board.faces.face(card, d.geometry.layout.card_size(ev.seat)) if card else None
    red = pygame.Surface(boss.size, pygame.SRCALPHA)
    strike = TIMES.strike

    def then(surface, t, feet):
        if t < strike:
            if face is not None:
                shake = round(3 * math.sin(t * 60)) if t < TIMES.shake else 0
                surface.blit(face, boss.move(shake, 0))
            red.fill((*BLOOD, round(150 * (1 - t / strike))))
            surface.blit(red, boss)
            sprite = d.board.hero_image(surface, d.board.sprites.walk_for(CARDS.get(ev.hero))[0], feet, ev.seat)
            _rider(d, surface, ev.hero, sprite, ev.seat)
            frame = wound[min(len(wound) - 1, int(t / TIMES.burst_frame))]
            surface.blit(frame, frame.get_rect(center=boss.center))
        else:
            pos = _lerp(boss.center, (target[0] + 8, target[1] + 16), _ease((t - strike) / TIMES.wound_fly))
            surface.blit(icon, icon.get_rect(center=pos))

    paint = _walk(d, ev.hero, start, end, then, seat=ev.seat)
    seconds = TIMES.walk + strike + TIMES.wound_fly
    return Animation(seconds, seconds, paint, frozenset({HeroPlace(ev.hero)}))


def _hero_moved(d: Director, ev) -> Animation | None:
    now = d.geometry.hero_feet(d.view, ev.hero)
    if now is None or ev.to == "removed":
        return None
    after = d.after()
    if ev.to == "town" and ev.hero in after.town:
        rect = d.geometry.town_rects(len(after.town))[after.town.index(ev.hero)]
        end = rect.midbottom
    elif ev.to == "room" and ev.seat is not None:
        end = d.geometry.walker_feet(after, ev.seat, ev.slot)
    elif ev.to == "entrance" and ev.seat is not None:
        end = d.geometry.entrance_feet(after, ev.seat, len(after.seats[ev.seat].entrance) - 1)
    else:
        return None
    seat = ev.seat if ev.to != "town" else None
    return Animation(TIMES.walk, TIMES.walk, _walk(d, ev.hero, now[1], end, seat=seat),
                     frozenset({HeroPlace(ev.hero)}))


def _destroyed(d: Director, ev) -> Animation:
    v = d.view
    rect = d.geometry.room_rect(v, ev.seat, ev.slot)
    size = d.geometry.layout.card_size(ev.seat)
    frames = d.board.sprites.crumble(d.board.faces.face(ev.room, size), frames=8, block=8 if size == "large" else 4)
    seconds = TIMES.destroyed

    def paint(surface, t):
        frame = frames[min(len(frames) - 1, int(t / seconds * len(frames)))]
        surface.blit(frame, rect.topleft)

    place = RoomPlace(ev.seat, ev.slot)
    return Animation(seconds, seconds, paint, frozenset({place}))


def _slot_of(v, seat: int, room: str) -> int | None:
    """The slot of ``seat``'s dungeon whose top Room is ``room``, or None."""
    return next((s for s, pile in enumerate(v.seats[seat].dungeon) if pile[-1] == room), None)


def _room_turning(d: Director, seat: int, slot: int, face, aside: bool) -> Animation:
    """A Room turning a quarter in place: on its side (``aside``: deactivated), or back upright."""
    rect = d.geometry.room_rect(d.view, seat, slot)
    seconds = TIMES.room_turn

    def paint(surface, t):
        turn = _ease(t / seconds)
        turned = pygame.transform.rotate(face, -90 * (turn if aside else 1 - turn))
        surface.blit(turned, turned.get_rect(center=rect.center))

    return Animation(seconds, seconds, paint, frozenset({RoomPlace(seat, slot)}))


def _deactivated(d: Director, ev) -> Animation | None:
    v = d.view
    size = d.geometry.layout.card_size(ev.seat)
    if ev.room is None:  # a face-down Room the viewer may not see: its back turns, found by its handle
        slot = next((sl for h, s, sl in v.handles if h == ev.handle), None)
        face = d.board.faces.back("room", size)
    else:
        slot = _slot_of(v, ev.seat, ev.room)
        face = d.board.faces.face(ev.room, size)
    return None if slot is None else _room_turning(d, ev.seat, slot, face, aside=True)


def _swapped(d: Director, ev) -> Animation:
    v = d.view
    a, b = ev.slots
    ra, rb = d.geometry.room_rect(v, ev.seat, a), d.geometry.room_rect(v, ev.seat, b)
    size = d.geometry.layout.card_size(ev.seat)
    piles = v.seats[ev.seat].dungeon

    def image(slot):
        top = piles[slot][-1]
        return d.board.faces.face(top, size) if top else d.board.faces.back("room", size)

    ia, ib = image(a), image(b)
    seconds = TIMES.swapped

    def paint(surface, t):
        x = _ease(t / seconds)
        surface.blit(ia, ia.get_rect(center=_lerp(ra.center, rb.center, x)))
        surface.blit(ib, ib.get_rect(center=_lerp(rb.center, ra.center, x)))

    return Animation(seconds, seconds, paint, frozenset({RoomPlace(ev.seat, a), RoomPlace(ev.seat, b)}))


def _eliminated(d: Director, ev) -> Animation:
    return _banner(d, f"P{ev.seat + 1} is out!", BLOOD, TIMES.out, image=d.board.faces.face(d.view.seats[ev.seat].boss))


def _conceded(d: Director, ev) -> Animation:
    return _banner(d, f"{d.match.name(ev.seat)} concedes", BLOOD, TIMES.concedes)


def _started(d: Director, ev) -> Animation:
    return _banner(d, f"A game for {ev.players}", GOLD, TIMES.started)


def _decided(d: Director, ev) -> Animation | None:
    """Another seat's decision, said for a moment by its name (one's own needs no telling)."""
    if ev.seat == d.viewer or ev.action is None or type(ev.action).__name__ == "Pass":
        return None
    words = d.match.describe(ev.action, at_step=d.decisions)
    return _bubble(d, ev.seat, words, TIMES.decided)


def _bubble(d: Director, seat: int, text: str, seconds: float) -> Animation:
    font = d.board.font
    anchor = d.geometry.score_rect(seat)
    table_right = d.geometry.layout.zone("hand").right  # the bubble stays on the table, left of the prompt's column
    lines = font.wrap(text, 150)[:3]

    def paint(surface, t):
        w = max(font.width(line) for line in lines) + 8
        rect = pygame.Rect(0, 0, w, 4 + 10 * len(lines))
        rect.topleft = (min(anchor.x, surface.get_width() - w - 2), anchor.y + 2)
        rect.right = min(rect.right, table_right)
        pygame.draw.rect(surface, INK, rect)
        pygame.draw.rect(surface, GOLD, rect, 1)
        for i, line in enumerate(lines):
            draw_text(surface, line, (rect.x + 4, rect.y + 3 + 10 * i), BONE, shadow=None)

    return Animation(seconds, 0.0, paint)


def _ability(d: Director, ev) -> Animation | None:
    v = d.view
    rect = None
    for slot, pile in enumerate(v.seats[ev.seat].dungeon):
        if pile[-1] == ev.card:
            rect = d.geometry.room_rect(v, ev.seat, slot)
    if rect is None:
        rect = d.geometry.layout.seat_zone(ev.seat, "boss")
    seconds = TIMES.ability

    def paint(surface, t):
        grow = round(6 * math.sin(math.pi * t / seconds))
        pygame.draw.rect(surface, GOLD, rect.inflate(4 + grow, 4 + grow), 2)

    return Animation(seconds, 0.0, paint)


def _reactivated(d: Director, ev) -> Animation | None:
    slot = _slot_of(d.view, ev.seat, ev.room)
    if slot is None:
        return None
    face = d.board.faces.face(ev.room, d.geometry.layout.card_size(ev.seat))
    return _room_turning(d, ev.seat, slot, face, aside=False)


def _healed(d: Director, ev) -> Animation:
    icon = pygame.transform.scale_by(d.board.faces.icon("wound"), 2)
    start = d.geometry.score_rect(ev.seat).center
    seconds = TIMES.healed

    def paint(surface, t):
        x = t / seconds
        faded = icon.copy()
        faded.set_alpha(int(255 * (1 - x)))
        surface.blit(faded, faded.get_rect(center=(start[0], start[1] - round(20 * x))))

    return Animation(seconds, 0.0, paint)


# ---------------------------------------------------------------------- the Items variant

def _item_revealed(d: Director, ev) -> Animation | None:
    """The Item's card flies from the Item deck to its place among the Items waiting in town."""
    end = next((s.rect for s in d.geometry.town_items(d.after(), Marks()) if s.item == ev.item), None)
    if end is None:
        return None
    return _fly(d.board.faces.face(ev.item, "small"), d.geometry.item_deck_rect(), end, TIMES.item_fly,
                frozenset({ItemPlace(ev.item)}))


def _item_attached(d: Director, ev) -> Animation | None:
    """The Item's icon flies from town (or the Hero that had it) to the Hero that takes it."""
    after = d.after()
    start = d.geometry.item_rect(d.view, ev.item)
    end = d.geometry.item_rect(after, ev.item)
    if start is None or end is None:
        return None
    return _fly(d.board.item_image(ev.item, end.w), start, end, TIMES.item_fly, frozenset({ItemPlace(ev.item)}))


def _item_scored(d: Director, ev) -> Animation | None:
    """The Item flies from where its Hero had it (killed, or through the dungeon) to the seat's scorekeeping
    area, face-up or face-down."""
    end = d.geometry.item_rect(d.after(), ev.item)
    if end is None:
        return None
    start = d.left_at.pop(ev.item, None) or d.geometry.item_rect(d.view, ev.item) \
        or d.geometry.layout.seat_zone(ev.seat, "boss")
    image = d.board.item_image(ev.item, end.w, ev.face_up)
    return _fly(image, start, end, TIMES.item_fly, frozenset({ItemPlace(ev.item)}))


def _item_flipped(d: Director, ev) -> Animation | None:
    """The Item turns over where it lies and takes its place among the seat's face-up or face-down Items."""
    start, end = d.geometry.item_rect(d.view, ev.item), d.geometry.item_rect(d.after(), ev.item)
    if start is None or end is None:
        return None
    before, now = d.board.item_image(ev.item, start.w, not ev.face_up), d.board.item_image(ev.item, end.w, ev.face_up)
    seconds = TIMES.item_flip

    def paint(surface, t):
        x = _ease(t / seconds)
        image = before if x < 0.5 else now
        size = _lerp(start.size, end.size, x)
        w = max(1, round(size[0] * abs(math.cos(math.pi * x))))
        squeezed = pygame.transform.scale(image, (w, size[1]))
        surface.blit(squeezed, squeezed.get_rect(center=_lerp(start.center, end.center, x)))

    return Animation(seconds, seconds, paint, frozenset({ItemPlace(ev.item)}))


def _item_used(d: Director, ev) -> Animation:
    """An Item's Boss ability declared: its card over the town with its name, as a Spell's cast is shown."""
    return _banner(d, CARDS.get(ev.item).name, GOLD, TIMES.item_used, image=d.board.faces.face(ev.item))


def _hero_skipped(d: Director, ev) -> Animation | None:
    """The Hero jumps over the Room it ignores, in an arc, landing at the door of the next one."""
    now = d.geometry.hero_feet(d.view, ev.hero)
    if now is None:
        return None
    start = now[1]
    end = d.geometry.walker_feet(d.view, ev.seat, ev.slot + 1)
    d.left_at[ev.hero] = end
    frames = d.board.sprites.walk_for(CARDS.get(ev.hero))
    height = 10 if d.geometry.layout.card_size(ev.seat) == "small" else 24
    seconds = TIMES.hop

    def paint(surface, t):
        x = _ease(t / seconds)
        feet = _lerp(start, end, x)
        feet = (feet[0], feet[1] - round(height * math.sin(math.pi * x)))
        sprite = d.board.hero_image(surface, frames[0], feet, ev.seat)
        _rider(d, surface, ev.hero, sprite, ev.seat)

    return Animation(seconds, seconds, paint, frozenset({HeroPlace(ev.hero)}))


def _ended(d: Director, ev) -> Animation:
    return _banner(d, "Game over", GOLD, TIMES.game_over)


ANIMATIONS: dict[type, Callable] = {
    E.GameStarted: _started,
    E.DecisionMade: _decided,
    E.TurnStarted: _turn,
    E.PhaseStarted: _phase,
    E.CardsDrawn: _drawn,
    E.CardsDiscarded: _discarded,
    E.HeroRevealed: _revealed,
    E.RoomBuilt: _built,
    E.RoomRevealed: _room_flip,
    E.LevelUp: _level_up,
    E.SpellCast: _cast,
    E.SpellCancelled: _cancelled,
    E.AbilityUsed: _ability,
    E.HeroLured: _lured,
    E.HeroEnteredRoom: _entered,
    E.HeroDamaged: _damaged,
    E.HeroKilled: _killed,
    E.HeroReachedBoss: _reached_boss,
    E.HeroMoved: _hero_moved,
    E.RoomDestroyed: _destroyed,
    E.RoomDeactivated: _deactivated,
    E.RoomReactivated: _reactivated,
    E.WoundHealed: _healed,
    E.RoomsSwapped: _swapped,
    E.PlayerConceded: _conceded,
    E.PlayerEliminated: _eliminated,
    E.GameEnded: _ended,
    E.ItemRevealed: _item_revealed,
    E.ItemAttached: _item_attached,
    E.ItemScored: _item_scored,
    E.ItemFlipped: _item_flipped,
    E.ItemUsed: _item_used,
    E.HeroSkippedRoom: _hero_skipped,
}
"""Event type -> function(director, event as the viewer sees it) -> Animation, or None to fold at once.
Events not listed (bookkeeping: AwaitingDecision, DeckShuffled, TurnCleanedUp ...) show only as the table
changing and their log line."""
