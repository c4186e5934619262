"""Triggers on other objects and on events: lands put into graveyards, creatures entering,
becoming tapped, attacking or being blocked by a creature of some colour (603.2).

Why a module of their own: each is a row of the trigger table (`triggers.TABLE`) made
of an event kind and a test, and the tests read only the event and the characteristics
the rules say to read: a "becomes tapped" ability sees the change from untapped to
tapped only (603.2e: nothing when a permanent is already tapped), and "whenever a green
creature attacks" reads the attacker's colour as it is declared (508.2a), as "becomes
blocked by a white creature" reads the blocker's as it blocks (509.5f); a later colour
change triggers nothing.

`ROWS` maps each trigger text to (event kind, watching, fires, relevant) for
`triggers.TABLE`; `TEXTS` is what the card schema accepts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Final

from cardgame.engine import events as ev
from cardgame.engine.layers import Chars
from cardgame.engine.objects import GameObject
from cardgame.rulesets.magic import chosen_color
from cardgame.rulesets.magic.qualities import COLORS, has_quality

if TYPE_CHECKING:
    from cardgame.engine.game import Game

Instances = Iterable[dict[str, Any]]
Fires = Callable[["Game", Any, GameObject, Chars], Instances]
ONCE: tuple[dict[str, Any], ...] = ({},)
NEVER: tuple[dict[str, Any], ...] = ()

# Qualities a trigger may name: the colours, their negations, colorless.
TRIGGER_QUALITIES = COLORS + tuple("non" + c for c in COLORS) + ("colorless",)


def _land_to_graveyard(e: ev.ZoneChange) -> bool:
    """A land went from the battlefield to a graveyard (603.6c: it looks back, 603.10a)."""
    return e.old == "battlefield" and e.new == "graveyard" and e.lki is not None \
        and "Land" in e.lki.types


def _a_land_dies(game: Game, e: ev.ZoneChange, src: GameObject, c: Chars) -> Instances:
    """Once per land: one event may hold several (603.2c)."""
    return ONCE if _land_to_graveyard(e) else NEVER


def _creature_enters(e: ev.ZoneChange) -> bool:
    return e.new == "battlefield" and e.obj.zone == "battlefield"


def _enters(other: bool, quality: str = "") -> Fires:
    """'a [white] creature enters' / 'another creature enters': the newcomer as it is on
    the battlefield, continuous effects applied (603.6a, 603.6b, 611.3c)."""
    def fires(game: Game, e: ev.ZoneChange, src: GameObject, c: Chars) -> Instances:
        # the event may be any zone change: another row's quick test (a creature dying)
        # lets it through to every watcher of zone changes
        if not _creature_enters(e) or (other and e.obj.id == src.id):
            return NEVER
        now = game.chars(e.obj)
        if "Creature" in now.types and has_quality(now, quality):
            return ({"entered": (e.obj.id, e.obj.zcc)},)
        return NEVER
    return fires


def _self_tapped(game: Game, e: ev.Tapped, src: GameObject, c: Chars) -> Instances:
    return ONCE  # the own-trigger lookup already matched the event's object


def _creature_tapped(game: Game, e: ev.Tapped, src: GameObject, c: Chars) -> Instances:
    return ONCE if "Creature" in game.chars(e.obj).types else NEVER


def _attacks(quality: str) -> Fires:
    """'a <quality> creature attacks': read as it is declared (508.2a)."""
    def fires(game: Game, e: ev.Attacks, src: GameObject, c: Chars) -> Instances:
        return ONCE if has_quality(game.chars(e.obj), quality) else NEVER
    return fires


def _blocks_each(game: Game, e: ev.Blocks, src: GameObject, c: Chars) -> Instances:
    """'blocks a creature': once per attacker it blocks (509.5b); the attacker is
    "that creature" of the ability."""
    return [{"blocked": (a, game.objects[a].zcc)} for a in e.attackers]


def _blocked_by(quality: str) -> Fires:
    """'becomes blocked by a <quality> creature': once per such blocker, read as it
    blocks (509.5d, 509.5f)."""
    def fires(game: Game, e: ev.BecomesBlocked, src: GameObject, c: Chars) -> Instances:
        out = []
        for b in e.blockers:
            bobj = game.objects[b]
            bc = game.chars(bobj)
            if has_quality(bc, quality):
                out.append({"blocker": (b, bobj.zcc), "blocker_chars": bc})
        return out
    return fires


Row = tuple[str, bool, Fires, Callable[[Any], bool] | None]
ROWS: dict[str, Row] = {
    "a land is put into a graveyard from the battlefield":
        (ev.ZONE_CHANGE, True, _a_land_dies, _land_to_graveyard),
    "a creature enters": (ev.ZONE_CHANGE, True, _enters(False), _creature_enters),
    "another creature enters": (ev.ZONE_CHANGE, True, _enters(True), _creature_enters),
    **{f"a {q} creature enters": (ev.ZONE_CHANGE, True, _enters(False, q), _creature_enters)
       for q in TRIGGER_QUALITIES},
    "becomes tapped": (ev.TAPPED, False, _self_tapped, None),
    "blocks a creature": (ev.BLOCKS, False, _blocks_each, None),
    chosen_color.CASTS_CHOSEN: (ev.SPELL_CAST, True, chosen_color.fires, None),
    "a creature becomes tapped": (ev.TAPPED, True, _creature_tapped, None),
    "a creature attacks": (ev.ATTACKS, True, _attacks(""), None),
    **{f"a {q} creature attacks": (ev.ATTACKS, True, _attacks(q), None)
       for q in TRIGGER_QUALITIES},
    **{f"becomes blocked by a {q} creature": (ev.BECOMES_BLOCKED, False, _blocked_by(q), None)
       for q in TRIGGER_QUALITIES},
}
TEXTS: Final[tuple[str, ...]] = tuple(ROWS)
FORMS: Final[tuple[str, ...]] = (
         "a land is put into a graveyard from the battlefield", "a creature enters",
         "a white creature enters",
         "another creature enters", "becomes tapped", "a creature becomes tapped",
         "blocks a creature", chosen_color.CASTS_CHOSEN,
         "a creature attacks", "a green creature attacks",
         "becomes blocked by a white creature")
