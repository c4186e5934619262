"""Where hkk cards are: the zones, what is in play, and moving cards in, out and around.

Why here: in hkk a permanent is in one of its controller's three in-play zones (reserve,
guard post, table), not in one shared battlefield, and moving between reserve and guard
post is not leaving play (the card keeps its damage and orientation). Everything that
puts a card into play, moves it inside play or takes it out goes through these helpers,
so the rules around it (K5.5.4-5, K131.9, H-passive-guard) live in one place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.objects import GameObject

if TYPE_CHECKING:
    from cardgame.engine.game import Game

PLAYER_ZONES = ("deck", "hand", "reserve", "guard_post", "table", "discard", "void")
QUEUE = "stack"  # the reaction queue (reakció sor), shared
IN_PLAY = ("reserve", "guard_post", "table")
CREATURE_ZONES = ("reserve", "guard_post")
PERMANENT_TYPES = ("creature", "building", "item", "enchantment", "land")
SPELL_TYPES: tuple[str, ...] = ("instant", "general", "spell")  # varázslat; not "skill"
HU = {"deck": "pakli", "hand": "kéz", "reserve": "tartalék", "guard_post": "őrposzt",
      "table": "asztal", "discard": "gyűjtő", "void": "Semmi", "stack": "reakció sor"}

UNION = "hk_union"  # on a host: the id of the creature united under it (K131.9)
UNDER = "hk_under"  # on that creature: the id of its host
FLYING = "hk_flying"  # came into play as a flying card (K131.5-6)


def is_permanent_card(types: tuple[str, ...]) -> bool:
    return any(t in PERMANENT_TYPES for t in types)


def is_spell_card(types: tuple[str, ...]) -> bool:
    """A spell (varázslat): an instant, a general spell, or a spell of unnamed kind. A skill
    card (képesség) is none: guardian, Tűzbéka and Dornodon küldetése name spells."""
    return any(t in SPELL_TYPES for t in types) and not is_permanent_card(types)


def in_play(game: Game) -> list[GameObject]:
    """Every permanent of both players (union members and attached cards included): the
    engine's list of permanents, cached until the next change; callers must not change it."""
    return game.battlefield()


def is_in_play(obj: GameObject) -> bool:
    return obj.exists and obj.zone in IN_PLAY


def creatures(game: Game, player: int | None = None,
              zones: tuple[str, ...] = CREATURE_ZONES) -> list[GameObject]:
    """Creatures as the rules count them: a united pair is one creature (its host)."""
    objs = game.objects
    out = []
    for p in game.players if player is None else (game.players[player],):
        for z in zones:
            for i in p.zones[z]:
                o = objs[i]
                if UNDER not in o.extra:
                    out.append(o)
    return out


def guard_post_full(game: Game, player: int) -> bool:
    """H-guard-post-capacity: the player's guard post holds `guard_post_capacity` creatures
    (a united pair counts once), so nothing more can come into it."""
    return len(creatures(game, player, ("guard_post",))) >= int(
        game.options.get("guard_post_capacity", 3))


def member_of(game: Game, host: GameObject) -> GameObject | None:
    mid = host.extra.get(UNION)
    return game.objects.get(mid) if mid is not None else None


def host_of(game: Game, obj: GameObject) -> GameObject:
    """The creature a card counts as: its union host, or itself."""
    hid = obj.extra.get(UNDER)
    return game.objects[hid] if hid is not None else obj


def attachments(game: Game, obj: GameObject) -> list[GameObject]:
    return [o for o in in_play(game) if o.attached_to == obj.id]


def relocate(game: Game, obj: GameObject, zone: str) -> None:
    """Move a creature between reserve and guard post: it stays in play (H-exchange).

    Its characteristics stay too: what they read of its place is whether it is in one of
    the creature zones (the defence bonus, `chars.layer_effects`)."""
    same = True
    for o in [obj] + ([m] if (m := member_of(game, obj)) else []):
        if o.zone == zone:
            continue
        same = same and o.zone in CREATURE_ZONES and zone in CREATURE_ZONES
        game.zone_list(o).remove(o.id)
        o.zone = zone
        game.players[o.holder].zones[zone].append(o.id)
    if same:
        game.rearranged()
    else:
        game.invalidate()


def put_into_play(game: Game, obj: GameObject, controller: int, zone: str, *, active: bool,
                  rule: str, why: str = "") -> None:
    """A card or token comes into play under `controller`, active or passive (K5.5.2)."""
    game.move(obj, zone, holder=controller)
    obj.controller = controller
    # entering passive is part of the move (like entering tapped, it is no "becomes
    # passive" event): the object was just made new by `game.move`
    obj.tapped = not active
    obj.since_turn = game.turn
    seq = game.state.get("seq", 0) + 1
    game.state["seq"] = seq
    obj.extra["hk_arrived"] = seq
    game.invalidate()
    game.log.add(rule, "enters", "{} comes into play {} in {}'s {} ({}){}", obj.name,
                 "active (aktív)" if active else "passive (passzív)",
                 game.players[controller].name, zone_name(zone), zone, why)


def zone_name(zone: str) -> str:
    return HU.get(zone, zone)


def leave_play(game: Game, obj: GameObject, zone: str, rule: str, *, top: bool = False,
               text: str = "") -> None:
    """A permanent leaves play to its owner's `zone`: a united pair is one card and leaves
    together (K131.9), cards attached to it go to the discard pile (K5.5.5), a token ceases
    to exist."""
    member = member_of(game, obj)
    if member is not None:
        del obj.extra[UNION]
        del member.extra[UNDER]
        leave_play(game, member, zone, "K131.9", top=top,
                   text=f"{member.name} is united with {obj.name}: it goes too")
    host_id = obj.extra.pop(UNDER, None)
    if host_id is not None and host_id in game.objects:
        game.objects[host_id].extra.pop(UNION, None)
    for att in attachments(game, obj):
        leave_play(game, att, "discard", "K5.5.5",
                   text=f"{att.name} was on {obj.name}: it goes to the discard pile (gyűjtő)")
    if text:
        game.log.add(rule, "leaves", "{}", text)
    if obj.token:
        game.log.add("K131.7", "token_gone", "{} is a token (jelző): it ceases to exist",
                     obj.name)
        game.remove_object(obj)
        _forget(game, obj)
        return
    game.move(obj, zone, top=top)


def move_card(game: Game, obj: GameObject, zone: str, *, top: bool = False,
              holder: int | None = None) -> None:
    """Move a card that is not in play (hand, deck, discard, Void, queue)."""
    if obj.token and zone not in IN_PLAY and obj.zone != "stack":
        game.remove_object(obj)
        return
    game.move(obj, zone, top=top, holder=holder)


def _forget(game: Game, obj: GameObject) -> None:
    combat = game.state.get("combat")
    if combat is not None:
        combat.remove(obj.id)
    game.invalidate()


def clear_object_state(obj: GameObject) -> None:
    """A card that changes zones is a new object: hkk bookkeeping on it ends (400.7-like)."""
    for key in [k for k in obj.extra if k.startswith("hk_")]:
        del obj.extra[key]
