"""What the screen shows in a hot-seat game, frame by frame, against what the person in front of it may know
(R24): the recorder and the driver of tests/scenes/test_hot_seat.py.

Everything drawn is recorded where it reaches the screen:

- every card face: ``CardFaces.face``, ``deactivated``, ``detail`` (the zoomed card's text) and ``item_icon``
  (an Item by its Hero or in a scorekeeping area), by card id
  (a face asked for by design, as ``detail`` is, is judged by its name, as a text is);
- every text: ``PixelFont.draw`` and ``PixelFont.text_image`` (every word of every screen is drawn through one
  of the two: ``render``, ``ui.text.draw_text``, the board, the log panel, banners and bubbles
  all come down to them) and ``widgets.lettering`` (big titles, cached whole). Text drawn while a card face is
  being composed is the card's own printing: it is judged as that face.

Each record carries the person the frame was drawn for: ``table.viewer`` for what the table draws, nobody
(None) for the hand-off screen, and nobody for the game-over screen of a hot-seat game (everyone looks). A
face the director prepares for an animation (while the table updates) is recorded as it is made, for the
director's viewer, with the event it animates as that viewer sees it.

The rule for a card face: it is a leak unless the card is in ``view(shown, person)`` (the table as far as
the screen has shown it, as that person may see it), in the event being animated as that person sees it,
or among the cards the person is offered to choose now.

The rule for a text: a card is named by its printed name, which every copy of its design shares (three
Golem Factories, two Fears...). A name in a text is a leak only if *every* copy of that design the person
could be reading about is hidden from them: no copy is in their view now, none is in the event being
animated or among their choices, and none was ever shown to them before (a log line speaks of the past: a
Room discarded, since shuffled back into the deck, may still be named). What a person was ever shown is
counted event by event as the director folds them: the cards of ``view(state after the event, person)``
and of ``redact(event, person)``. Names of cards that are in no hidden place of this game at all are not
secrets (a Hero not used at this player count). So "Xyzax draws Giant Size" read by another person is a
leak while every Giant Size is in a hand or the deck, and fine once one lies face-up in the discard pile.
"""

from __future__ import annotations

import re

import pygame
from words import IN_PLAY_IDS, card_ids

from game.cards import CARDS
from game.rules import redact, view
from scenes.art.faces import CardFaces
from scenes.art.font import PixelFont
from scenes.menus.game_over import GameOverScene
from scenes.menus.handoff import HandoffScene
from scenes.table import TableScene
from scenes.table.director import Director
from scenes.ui import widgets

NAME = {c: CARDS.get(c).name for c in IN_PLAY_IDS} | {c.id: c.name for c in CARDS.all()}  # instances, designs
# every card name, longest first, so "Dark Altar" is not read inside a longer name
NAMES = re.compile("|".join(rf"\b{re.escape(n)}(?![\w'])"
                            for n in sorted(set(NAME.values()), key=len, reverse=True)))
NOBODY = None


def _rules_texts() -> tuple:
    """Every text the set prints the same in every game: cards' rules text and rulings, the glossary."""
    from scenes.rules_text import glossary

    texts = [c.text for c in CARDS.all() if getattr(c, "text", "")]
    texts += [f"Ruling: {r}" for c in CARDS.all() for r in getattr(c, "rulings", ())]
    texts += [f"{term[0].upper() + term[1:]}: {words}" for term, words in glossary().items()]
    return tuple(texts)


RULES_TEXTS = _rules_texts()


class Watch:
    """Records what every frame draws and what each viewer has been shown; ``check()`` after a frame
    returns the leaks of that frame (and forgets its records)."""

    def __init__(self, monkeypatch, table: TableScene) -> None:
        self.table = table
        m = table.match
        self.viewers = (NOBODY, *range(m.setup.players))
        self.known: dict = {v: set() for v in self.viewers}
        self.upto = 0  # the events whose knowledge is counted
        self.in_game = {NAME[c] for c in card_ids(m.state)}
        self.records: list = []  # (kind, card id or text, person, cards of the event being animated)
        self.frame_records: list = []  # those of the frame last checked
        self.person = NOBODY
        self.animating: frozenset = frozenset()  # the event the director is making an animation of, as seen
        self.depth = 0  # inside a card face being composed
        self.hot_seat = sum(k == "human" for k in m.seats) > 1
        self._visible: dict = {}
        self._names: dict = {}
        self._offered: tuple = (None, set())
        self._patch(monkeypatch)

    # ------------------------------------------------------------------ recording
    def _patch(self, mp) -> None:
        watch = self

        def card_drawer(original):
            def drawing(faces, card, *args, **kwargs):
                if watch.depth == 0:
                    watch.records.append(("face", card if isinstance(card, str) else card.id, watch.person,
                                          watch.animating))
                watch.depth += 1
                try:
                    return original(faces, card, *args, **kwargs)
                finally:
                    watch.depth -= 1
            return drawing

        for method in ("face", "deactivated", "detail", "item_icon"):
            mp.setattr(CardFaces, method, card_drawer(getattr(CardFaces, method)))

        def text_drawer(original, at=0):
            def drawing(font, *args, **kwargs):
                if watch.depth == 0:
                    watch.records.append(("text", args[at], watch.person, watch.animating))
                watch.depth += 1  # render inside text_image, draw inside render: recorded once
                try:
                    return original(font, *args, **kwargs)
                finally:
                    watch.depth -= 1
            return drawing

        mp.setattr(PixelFont, "draw", text_drawer(PixelFont.draw, at=1))  # (surface, text, pos...)
        mp.setattr(PixelFont, "text_image", text_drawer(PixelFont.text_image))
        lettering = widgets.lettering
        recorded = text_drawer(lambda _font, text, *a, **k: lettering(text, *a, **k))
        mp.setattr(widgets, "lettering", lambda text, *a, **k: recorded(None, text, *a, **k))
        import scenes.menus.game_over
        mp.setattr(scenes.menus.game_over, "lettering", widgets.lettering)

        def drawn_for(cls, person_of):
            original = cls.draw

            def draw(scene, surface):
                before, watch.person, watch.animating = watch.person, person_of(scene), frozenset()
                try:
                    return original(scene, surface)
                finally:
                    watch.person = before
            mp.setattr(cls, "draw", draw)

        drawn_for(TableScene, lambda t: t.viewer)
        update = TableScene.update

        def updating(table, dt):  # the director prepares its animations' faces for its viewer
            watch.person = table.director.viewer
            try:
                return update(table, dt)
            finally:
                watch.person, watch.animating = NOBODY, frozenset()
        mp.setattr(TableScene, "update", updating)

        take = Director._next

        def next_event(director):
            event, seen = take(director)
            watch.animating = frozenset(card_ids(seen))
            return event, seen
        mp.setattr(Director, "_next", next_event)
        drawn_for(HandoffScene, lambda s: NOBODY)
        drawn_for(GameOverScene, lambda s: NOBODY if watch.hot_seat else watch.table.viewer)

        fold = Director._fold

        def folding(director, event, seen, quiet=False):
            fold(director, event, seen, quiet)
            i = director.cursor - 1
            if director.match is watch.table.match and i >= watch.upto:
                watch.upto = i + 1
                for v in watch.viewers:
                    watch.known[v] |= card_ids(view(director.shown, v)) | card_ids(redact(event, v))

        mp.setattr(Director, "_fold", folding)

    # ------------------------------------------------------------------ judging
    def visible(self, person) -> set:
        d = self.table.director
        key = (d.cursor, person)
        if key not in self._visible:
            if len(self._visible) > 64:
                self._visible.clear()
            self._visible[key] = card_ids(view(d.shown, person))
        return self._visible[key]

    def names_in(self, text: str) -> set:
        """The card names ``text`` says; none for a line of the set's own rules text (a card's text, a ruling,
        the glossary), whose names tell nothing of this game."""
        found = self._names.get(text)
        if found is None:
            if len(self._names) > 20000:
                self._names.clear()
            line = text.strip()
            static = len(line) > 12 and any(line in rules for rules in RULES_TEXTS)
            found = self._names[text] = frozenset() if static else frozenset(NAMES.findall(text))
        return found

    def allowed(self, person) -> set:
        """Cards a person may see beyond their view: the event being animated, as they see it (the
        director animates it for ``table.viewer``), and the cards they are offered to choose now."""
        t, d = self.table, self.table.director
        out = set()
        if d.current is not None and d._event is not None and person == d.viewer:
            out |= card_ids(d._event[1])
        if t.model.offer is not None and person == t.viewer and t.match.to_act == person:
            if self._offered[0] is not t.model.offer:
                self._offered = (t.model.offer, card_ids(t.model.offer.legal))
            out |= self._offered[1]
        return out

    def check(self) -> list[str]:
        """The leaks of the frame just drawn, in words."""
        records, self.records = self.records, []
        self.frame_records = records
        d = self.table.director
        if d.shown is None:
            return []
        leaks, seen_by = [], {}
        for kind, item, person, animating in records:
            if person not in seen_by:
                seen_by[person] = self.visible(person) | self.allowed(person)
            seen = seen_by[person] | animating
            if kind == "face" and item in IN_PLAY_IDS:
                if item not in seen:
                    leaks.append(f"{self._who(person)}: the face of {NAME[item]}")
                continue
            names = {NAME[item]} if kind == "face" else self.names_in(item)  # a design: judged by its name
            if not names:
                continue
            told = {NAME[c] for c in seen | self.known[person]}
            bad = (names & self.in_game) - told
            if bad:
                leaks.append(f"{self._who(person)}: {item!r} names {sorted(bad)}")
        return leaks

    def _who(self, person) -> str:
        return "nobody (public)" if person is NOBODY else f"{self.table.match.name(person)} (seat {person})"


def hover_a_hand_card(app, table, rng) -> None:
    """Point the mouse at a card of the hand on screen (the zoom panel shows the card pointed at)."""
    v = table.director.view
    if v is None or table.viewer is None or not v.seats[table.viewer].hand:
        return
    rects = table.geometry.hand_rects(len(v.seats[table.viewer].hand))
    rect = rng.choice(rects)
    p = app.presenter
    pos = (p.rect.x + (rect.x + 4) * p.scale, p.rect.y + (rect.y + 8) * p.scale)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


class SteadyClock:
    """The app's clock made regular: every frame lasts ``ms`` milliseconds, however long it took."""

    def __init__(self, ms: int = 50) -> None:
        self.ms = ms

    def tick(self, _fps=0) -> int:
        return self.ms


def show_game_over(table) -> None:
    from scenes.menus.game_over import summary_of

    table.stack.push(GameOverScene(summary_of(table.match), on_play_again=lambda: None, on_title=lambda: None))


def play_watched(app, table, watch: Watch, rng, frames: int, answers: str = "random", trace: list | None = None,
                 until=None) -> dict:
    """Play ``table`` through the real loop, people deciding by keys and mouse, until its game-over screen
    has been drawn (or ``until(table)`` holds); the leaks of every frame and what was met on the way.

    ``answers``: what people do in their Spell windows (their own with a countdown, or the "Any answer?"
    strip): "random" (act at once, say "no one", answer, or let the time run out) or "pass" (never answer:
    Space a moment later, or let the time run out). ``trace``: gets, every frame, what the frame showed to everyone
    (the screen, whose table, the strip, the countdown) and every text and face drawn."""
    from scene_driver import by_keys, by_mouse, click, key, moment

    from game.match import HUMAN
    from scenes.table.turns import ANSWER_GUARD, SPELL_WINDOWS

    app.clock = SteadyClock(100 if answers == "pass" else 50)
    if table.stack is None:
        app.stack.push(table)
        app.stack.apply_pending()
    m = table.match
    handed, last, hovered, waited, stalled, wait, looked = table.viewer, None, None, None, 0, None, None
    out = {"leaks": [], "handoffs": [], "windows": set(), "frames": 0, "strips": set(), "over": False, "hints": 0}
    for frame in range(frames):
        top = app.stack.top
        seat = m.to_act
        if until is not None and until(table):
            break
        if seat is not None and m.seats[seat] == HUMAN and m.prompt().kind in SPELL_WINDOWS:
            out["windows"].add(m.step)
        counting = table.model.offer is not None and table.model.counting()
        if isinstance(top, HandoffScene):
            if top.t > 1.05 and not top.done:
                out["handoffs"].append((table.viewer, seat))  # (from, to)
                handed = seat
                key(pygame.K_RETURN)
        elif isinstance(top, GameOverScene):
            out["over"] = True
            break
        elif table.overlay_open():
            key(pygame.K_SPACE)
        elif table.model.asking is not None and table.director.idle and answers == "random":
            out["strips"].add(m.step)
            if last != (m.step, "asking") and table.turns.strip_t >= ANSWER_GUARD:
                last = (m.step, "asking")
                roll = rng.random()  # someone answers, no one does, or the time runs out
                if roll < 0.85:
                    key(pygame.K_RETURN if roll < 0.15 else pygame.K_SPACE)
        elif (table.model.asking is not None or counting) and table.director.idle:
            if table.model.asking is not None:
                out["strips"].add(m.step)
            if last != (m.step, "pass"):  # "pass": Space a moment later, or let the time run out
                last, wait = (m.step, "pass"), rng.choice((None, 5, 9, 14))
            elif wait is not None:
                wait -= 1
                if wait == 0:
                    key(pygame.K_SPACE)
        elif table.model.offer is not None and table.model.hint is not None and table.model.hint.action is None \
                and stalled < 400:
            stalled += 1  # the hint asked for: the hard bot is thinking
        elif table.model.offer is not None and table.director.idle and moment(table) != last \
                and looked != moment(table) and answers == "random" and rng.random() < 0.06:
            looked = moment(table)  # a look around first: a hint, the card highlighted, the discard pile
            stalled = 0
            what = rng.choice(("hint", "zoom", "discard", "look"))
            if what == "discard":
                click(app, table.layout.zone("discard").center)
            else:
                key({"hint": pygame.K_h, "zoom": pygame.K_z, "look": pygame.K_l}[what])
        elif table.model.offer is not None and table.director.idle and moment(table) != last:
            if hovered != moment(table) and rng.random() < 0.3:
                hovered = moment(table)  # the zoom panel shows the card, the highlight may move: act next frame
                hover_a_hand_card(app, table, rng)
            elif counting and not table.model.answer_hold and rng.random() < 0.2:
                last = waited = moment(table)  # the person lets their window pass by itself
                stalled = 0
            else:
                last = waited = moment(table)
                stalled = 0
                if rng.random() < 0.25:
                    by_mouse(app)(table, rng)
                else:
                    by_keys(table, rng)
        elif table.model.offer is not None and table.director.idle:
            stalled += 1
            if stalled > 80 and moment(table) == waited:  # the input missed (a card under the mouse): again
                last = None
        assert app._frame()
        out["frames"] = frame + 1
        out["leaks"] += [f"frame {frame}, step {m.step}: {leak}" for leak in watch.check()]
        assert table.viewer in (NOBODY, handed), (table.viewer, handed)
        assert table.model.hint is None or (table.viewer == m.to_act and table.model.offer is not None), \
            "a hint for another"
        out["hints"] += table.model.hint is not None and table.model.hint.action is not None
        if trace is not None:
            trace.append(public_moment(app, table, watch.frame_records))
    return out


def public_moment(app, table, records) -> tuple:
    """What a frame showed anyone at the screen: which screen, whose table, the strip, the countdown, and
    every text and card face drawn (but the bot's "thinking..." dots, which follow the clock)."""
    m = table.match
    model = table.model
    left = model.answer_left
    drawn = tuple((kind, item) for kind, item, *_ in records if not (kind == "text" and item.startswith("thinking")))
    return (m.step, type(app.stack.top).__name__, table.viewer, model.asking, model.offer is not None,
            None if left is None else round(left, 3), model.answer_hold, drawn)


class AtOnceBots:
    """The bot worker's ``ask`` / ``poll`` answered at once, in this process: a bot's move comes the frame
    after it is asked, so two runs of one game go frame for frame alike."""

    def __init__(self) -> None:
        self._answer = None

    def ask(self, request) -> None:
        from game.ai import think

        self._answer = (request.step, think(request))

    def poll(self):
        answer, self._answer = self._answer, None
        return answer
