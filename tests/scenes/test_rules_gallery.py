"""Rules & cards: the rules in players' words cover every rule of RULES.md (R1-R24), the glossary is reachable
from a card's zoom, and the gallery shows every card by keys and by mouse."""

from __future__ import annotations

import re

import pygame

from game.cards import CARDS
from scenes.menus.gallery import GRID, GalleryScene, cards_shown
from scenes.menus.rules_reference import GLOSSARY, RulesScene
from scenes.overlays.zoom import card_zoom_lines
from scenes.rules_text import glossary, keywords_in, sections
from scenes.stack import SceneStack


def _key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def _send(stack, *events):
    canvas = pygame.Surface((640, 360))
    for event in events:
        stack.handle_event(event)
        stack.update(0.016)
        stack.draw(canvas)
        stack.apply_pending()


def test_the_rules_text_puts_every_rule_in_players_words():
    covered = {tag for s in sections() for tag in s.covers}
    assert covered == {f"R{n}" for n in range(1, 25)}
    for section in sections():
        assert section.paragraphs
        for paragraph in section.paragraphs:
            assert not re.search(r"\bR\d+\b|\bP\d\b", paragraph), paragraph


def test_keywords_of_a_card_lead_to_the_glossary():
    assert "destroy" in keywords_in(CARDS.get("cave_in").text)
    lines = card_zoom_lines("cave_in")
    assert any(line.startswith("Destroy:") for line in lines)
    assert all(meaning.endswith(".") for meaning in glossary().values())


def test_the_gallery_filters_by_kind_and_treasure():
    assert len(cards_shown("all", "all")) == len(CARDS.all())
    assert len(cards_shown("boss", "all")) == len(CARDS.bosses)
    assert len(cards_shown("spell", "all")) == len(CARDS.spells)
    assert len(cards_shown("epic", "all")) == sum(h.epic for h in CARDS.heroes.values())
    thieves = cards_shown("all", "thief")
    assert thieves and all("thief" in (c.treasure if isinstance(c.treasure, tuple) else (c.treasure,))
                           for c in thieves)


def test_keys_alone_reach_a_section_the_gallery_and_a_zoomed_card(pygame_headless):
    pygame.display.set_mode((640, 360))
    stack = SceneStack()
    stack.push(RulesScene())
    stack.apply_pending()
    rules = stack.top
    _send(stack, _key(pygame.K_DOWN), _key(pygame.K_DOWN))
    assert rules.title == sections()[2].title
    _send(stack, _key(pygame.K_PAGEDOWN))
    while rules.title != GLOSSARY:
        _send(stack, _key(pygame.K_DOWN))
    _send(stack, _key(pygame.K_DOWN), _key(pygame.K_RETURN))  # Card gallery
    gallery = stack.top
    assert isinstance(gallery, GalleryScene)
    _send(stack, _key(pygame.K_RIGHT), _key(pygame.K_DOWN), _key(pygame.K_RETURN))
    assert stack.top is gallery.zoomed and gallery.zoomed.card == gallery.cards[12].id
    _send(stack, _key(pygame.K_SPACE), _key(pygame.K_TAB), _key(pygame.K_RIGHT))  # to Back, then the kind filter
    _send(stack, _key(pygame.K_ESCAPE), _key(pygame.K_ESCAPE))
    assert not stack.scenes


def test_the_mouse_alone_does_the_same(pygame_headless):
    pygame.display.set_mode((640, 360))
    stack = SceneStack()
    stack.push(RulesScene())
    stack.apply_pending()
    rules = stack.top

    def click(pos):
        _send(stack, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
              pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    click(rules.buttons[3].rect.center)
    assert rules.title == rules.buttons[3].label
    click(rules.gallery.rect.center)
    gallery = stack.top
    click((GRID.x + 34 * 2 + 10, GRID.y + 10))
    assert stack.top is gallery.zoomed and gallery.zoomed.card == gallery.cards[2].id
    click((5, 5))
    click((gallery.kind.rect.right - 3, gallery.kind.rect.centery))
    assert gallery.kind.value != "all" and gallery.cards == cards_shown(gallery.kind.value, "all")
    click(gallery.back.rect.center)
    click(rules.back.rect.center)
    assert not stack.scenes


def test_the_gallery_zoom_text_fits_its_panel(pygame_headless):
    """The zoomed card's text, rulings and glossary stand on their own panel, whole, for every card."""
    from game.cards import CARDS
    from scenes.ui.widgets import font

    f = font()
    for card in CARDS.all():
        height = 14 + sum(len(f.wrap(line, 440)) * f.line_height + 4 for line in card_zoom_lines(card.id))
        assert 60 + height <= 54 + 274, (card.id, height)


def test_the_glossary_shows_every_icon_of_the_table_with_its_picture(pygame_headless):
    """The glossary names the four treasure types and each icon of the table (the decks' backs too), each on a
    line with its picture."""
    from scenes.art.card_geometry import ICONS
    from scenes.menus.rules_reference import picture
    from scenes.rules_text import icons

    pygame.display.set_mode((640, 360))
    named = icons()
    assert set(ICONS) | {f"back_{deck}" for deck in ("room", "spell", "hero", "epic")} == set(named)
    for kind in ("cleric", "fighter", "mage", "thief"):
        assert named[kind].startswith(f"{kind.capitalize()} treasure: ")
    assert all(": " in words and words.endswith(".") for words in named.values())
    rules = RulesScene(section=GLOSSARY)
    pictured = [(line, icon) for line, _colour, icon in rules.lines() if icon is not None]
    assert {icon for _line, icon in pictured} == set(named)
    assert ("Cleric treasure", "cleric") in pictured
    assert all(picture(icon).get_height() <= 10 for icon in named)
