"""K24 phasing (702.26).

In each player's untap step, before untapping (502.1), that player's phased-in
permanents with phasing phase out, and every permanent that phased out under that
player's control phases in, all at once (702.26a). A phased-out permanent is treated as
though it doesn't exist (702.26b): `game.battlefield()` leaves it out, so no query, count
or "all" effect sees it, and it is removed from combat. Phasing is not a zone change
(702.26d): no enters or leaves triggers, counters stay, it is not a new object. Auras and
Equipment attached to it phase out with it, indirectly, and phase in only with it
(702.26g). Skipping the untap step skips phasing too (702.26m).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardgame.engine.game import Game


def phase(game: Game, player: int) -> None:
    """502.1 / 702.26a: the phasing of `player`'s untap step."""
    objs = game.objects
    all_on_bf = [objs[i] for i in game.shared["battlefield"]]
    plain = not game.active_effects()
    going_out = [o for o in game.battlefield()
                 if (not plain or "phasing" in o.card.keywords)
                 and game.chars(o).controller == player and game.chars(o).has("phasing")]
    coming_in = [o for o in all_on_bf if o.phased_out and not o.indirect_phase
                 and o.extra.get("phased_out_under", o.controller) == player]
    for o in coming_in:
        o.phased_out = False
        game.log.add("702.26a", "phase_in", "{} phases in", o.card.name)
        for a in all_on_bf:
            if a.attached_to == o.id and a.phased_out and a.indirect_phase:
                a.phased_out = a.indirect_phase = False
                game.log.add("702.26g", "phase_in", "{} phases in with {}", a.card.name,
                             o.card.name)
    for o in going_out:
        _phase_out(game, o, all_on_bf, indirect=False)
    if going_out or coming_in:
        game.invalidate()


def phase_out(game: Game, obj: object) -> None:
    """An effect phases a permanent out (702.26): as the untap step's phasing does, with
    what is attached to it; a phased-out creature is removed from combat (506.4)."""
    from cardgame.engine.objects import GameObject

    assert isinstance(obj, GameObject)
    if obj.phased_out or obj.zone != "battlefield":
        return
    combat = game.state.get("combat")
    fighting = combat is not None and combat.in_combat(obj.id)
    _phase_out(game, obj, [game.objects[i] for i in game.shared["battlefield"]],
               indirect=False)
    if fighting:
        game.log.add("506.4", "removed_from_combat", "{} phases out and is removed from "
                     "combat", obj.card.name)
    game.invalidate()


def _phase_out(game: Game, obj: object, all_on_bf: list, indirect: bool) -> None:  # type: ignore[type-arg]
    from cardgame.engine.objects import GameObject

    assert isinstance(obj, GameObject)
    obj.extra["phased_out_under"] = game.chars(obj).controller  # 702.26a
    obj.phased_out = True
    obj.indirect_phase = indirect
    combat = game.state.get("combat")
    if combat is not None:
        combat.remove(obj.id)
    game.log.add("702.26g" if indirect else "702.26a", "phase_out", "{} phases out{}",
                 obj.card.name, " with what it is attached to" if indirect else "")
    for a in all_on_bf:
        if a.attached_to == obj.id and not a.phased_out:
            _phase_out(game, a, all_on_bf, indirect=True)
