"""Creating what waits in the reaction queue: cards come into play or happen, abilities
happen.

A creature comes into play in its controller's reserve (K21.1.3), passive unless it flies
(K131.5-6); a building comes in passive, other permanents active (K5.5.2). Its on-play
abilities happen right away with the targets chosen when it was played — a creature's
and a building's always (even passive), another permanent's only if it came in active
(K5.5.8). A spell's effects happen and it goes to the discard pile (or the Void). A card
whose every target became illegal does nothing (H-targets).
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import AbilityDef
from cardgame.engine.decisions import Decision, Option
from cardgame.engine.objects import GameObject, StackItem
from cardgame.rulesets.hkk import ask, plays
from cardgame.rulesets.hkk import effects as fx
from cardgame.rulesets.hkk import targets as tg
from cardgame.rulesets.hkk import zones as z
from cardgame.rulesets.hkk.actions import damaging, is_spell, play_body
from cardgame.rulesets.hkk.keywords import flying, guardian

if TYPE_CHECKING:
    from cardgame.engine.game import Game

Flow = Generator[Decision, Any, Any]


def legal_now(game: Game, item: StackItem, controller: int, damaging_spell: bool,
              ) -> list[Any]:
    """The item's targets, with the ones that became illegal replaced by None."""
    picker = tg.Picker(controller, item.source, damaging_spell, item.target_specs,
                       bool(item.extra.get("up_to")), bool(item.extra.get("optional")))
    out: list[Any] = []
    for spec, t, zcc in zip(item.target_specs, item.targets, item.target_zcc, strict=False):
        out.append(t if tg.still_legal(game, spec, t, zcc, picker) else None)
    return out


def resolve_top(game: Game) -> Flow:
    item = game.stack.pop()
    game.touch()  # the queue is no characteristic's input; what resolving changes drops them
    if item.kind == "spell":
        yield from _card(game, item)
    else:
        yield from _ability(game, item)


def _ability(game: Game, item: StackItem) -> Flow:
    targets = legal_now(game, item, item.controller, False)
    if item.targets and all(t is None for t in targets):
        game.log.add("H-targets", "no_target", "{} does nothing: its targets are gone",
                     item.name)
        return
    src = game.objects.get(item.source)
    ab = item.ability
    if ab is not None and ab.kind == "triggered" and ab.optional:
        yes = yield from ask.yes_no(game, item.controller, f"Use {item.name}?", "K21.18")
        if not yes:
            return
    game.log.add("H-reaction", "resolve", "{} happens", item.name)
    ctx = fx.Ctx(game, item.controller, src, item.name.split(":")[0], False, (), targets)
    yield from fx.run(ctx, item.effects)


def _card(game: Game, item: StackItem) -> Flow:
    obj = game.objects[item.id]
    card = obj.card
    ctrl = item.controller
    way = item.extra.get("way", "normal")
    spell = is_spell(card) or way == "neutralize"
    targets = legal_now(game, item, ctrl, guardian.stops(card) and damaging(item.effects))
    if way == "neutralize":
        game.log.add("H-card", "neutralize", "{} is created as a neutralization "
                     "(semlegesítés)", obj.name)
        for t in targets:
            if t is not None:
                yield from fx.counter(game, t, "discard", obj.name)
        plays.created(game, item)
        z.move_card(game, obj, "discard")
        return
    if item.targets and all(t is None for t in targets) and spell:
        game.log.add("H-targets", "no_target", "{} does nothing: its targets are gone; it "
                     "goes to the discard pile", obj.name)
        plays.created(game, item)
        z.move_card(game, obj, "discard")
        return
    plays.created(game, item)
    if spell:
        game.log.add("H-reaction", "resolve", "{} is created (létrejön)", obj.name)
        ctx = fx.Ctx(game, ctrl, obj, obj.name, z.is_spell_card(card.types), card.colors,
                     targets)  # a skill card's damage is no spell's (Tűzbéka, H-card)
        yield from fx.run(ctx, item.effects)
        then = _spell_then(card)
        if obj.zone == z.QUEUE:
            z.move_card(game, obj, then)
            if then == "void":
                game.log.add("H-card", "void", "{} goes to the Void (Semmi)", obj.name)
        return
    yield from _permanent(game, item, obj, targets)


def _spell_then(card: Any) -> str:
    for ab in card.abilities:
        if ab.kind == "spell" and getattr(ab, "params", {}).get("then") == "void":
            return "void"
    return "discard"


def _permanent(game: Game, item: StackItem, obj: GameObject, targets: list[Any]) -> Flow:
    card = obj.card
    ctrl = item.controller
    creature = "creature" in card.types
    flies, why = flying.flies_on_entry(game, card, ctrl)
    if creature or "building" in card.types:
        active = flies
        rule = why or "K5.5.2"
    else:
        active = not any(a.kind == "enters passive" for a in card.abilities)
        rule = "K5.5.2"
    attach = next((a for a in card.abilities if a.kind == "attach"), None)
    host: int | None = None
    if attach is not None:
        host = targets[0] if targets and targets[0] is not None else None
        if host is None:
            game.log.add("H-targets", "no_target", "{} has nothing to be put on: it goes to "
                         "the discard pile", obj.name)
            z.move_card(game, obj, "discard")
            return
        host = yield from _pick_member(game, host, obj.name)
    zone = "reserve" if creature else "table"
    z.put_into_play(game, obj, ctrl, zone, active=active,
                    rule="K21.1.3" if creature and not flies else rule,
                    why=" — it flies (repül)" if flies else "")
    if flies:
        obj.extra[z.FLYING] = True
        game.invalidate()  # K131.6.3 reads the mark: no characteristic computed before it stays
    if host is not None:
        obj.attached_to = host
        game.untap(obj)
        game.invalidate()
        game.log.add("K5.5.3", "attach", "{} is put on {} (rátett lap; always active, "
                     "K5.5.4)", obj.name, game.objects[host].name)
    yield from on_play(game, item, obj, targets)


def _pick_member(game: Game, host: int, name: str) -> Flow:
    """K131.9: a card put on a united pair goes on the member the pair's controller picks
    ("a lény gazdájának meg kell határoznia"), whoever plays the card."""
    h = game.objects[host]
    member = z.member_of(game, h)
    if member is None:
        return host
    opts = [Option(h.name, h.id), Option(member.name, member.id)]
    choice = yield from ask.choose_one(game, h.controller, f"Put {name} on which member of "
                                       "the union?", opts, "K131.9")
    return choice


def on_play(game: Game, item: StackItem, obj: GameObject, targets: list[Any]) -> Flow:
    """K5.5.8: on-play abilities of creatures and buildings always happen; those of other
    permanents only if they came into play active."""
    card = obj.card
    works = "creature" in card.types or "building" in card.types or not obj.tapped
    body = play_body(card, "normal").ability
    from_hand = item.extra.get("from") == "hand" or bool(item.extra.get("resurrected"))
    for ab in card.abilities:
        if ab.kind != "on play":
            continue
        if not works:
            game.log.add("K5.5.8", "passive_no_ability", "{} came into play passive: its "
                         "on-play ability does not work", obj.name)
            continue
        if not _on_play_applies(game, ab, from_hand, bool(item.extra.get("resurrected")),
                                obj):
            continue
        mine = targets if ab is body else []
        effects = item.effects if ab is body and item.effects else ab.effects
        if ab is body and ab.optional and ab.targets and not any(t is not None for t in mine):
            game.log.add("H-card", "declined", "{}: its optional on-play ability is not used",
                         obj.name)
            continue
        if ab.optional and not ab.targets:
            yes = yield from ask.yes_no(game, item.controller, f"{obj.name}: use its on-play "
                                        "ability?", "H-card")
            if not yes:
                continue
        game.log.add("H-card", "on_play", "{}: on-play ability (kijátszásakor)", obj.name)
        ctx = fx.Ctx(game, item.controller, obj, obj.name, False, card.colors, mine)
        yield from fx.run(ctx, effects)


def _on_play_applies(game: Game, ab: AbilityDef, from_hand: bool, resurrected: bool,
                     obj: GameObject) -> bool:
    params = getattr(ab, "params", {})
    if params.get("from_hand") and not from_hand:
        game.log.add("H-card", "not_from_hand", "{} was not played from hand: its on-play "
                     "ability does not happen", obj.name)
        return False
    if params.get("not_resurrected") and resurrected:
        game.log.add("K131.8", "resurrected", "{} was resurrected: this on-play ability "
                     "does not happen", obj.name)
        return False
    return True
