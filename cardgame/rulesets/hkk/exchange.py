"""The exchange phase (csere), H-exchange: moving creatures, uniting and separating.

The active player moves any of their active creatures between reserve and guard post
(moving does not passivize; at most `guard_post_capacity` creatures in the guard post,
H-guard-post-capacity) and unites or separates union pairs (K131.9). The question is
asked again after each change until the player answers "done" (the default), so a
scenario can list several `move`/`unite`/`separate` actions in one exchange phase. A
player with nothing to change is not asked.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from cardgame.engine.decisions import Decision, Option
from cardgame.errors import IllegalAction
from cardgame.rulesets.hkk import chars as ch
from cardgame.rulesets.hkk import zones as z
from cardgame.rulesets.hkk.keywords import union

if TYPE_CHECKING:
    from cardgame.engine.game import Game

Flow = Generator[Decision, Any, Any]
EXCHANGE = "exchange"  # the decision kind (scenario actions move, unite, separate)
DONE: dict[str, Any] = {"done": True}


def capacity(game: Game) -> int:
    return int(game.options.get("guard_post_capacity", 3))


def run(game: Game) -> Flow:
    ap = game.active
    for host in z.creatures(game, ap):
        if union.lost_union(game, host):
            union.separate(game, host, forced=True)
            _fit(game, host)
    while True:
        options = _options(game, ap)
        if len(options) == 1:
            return
        d = Decision(EXCHANGE, ap, "Exchange phase (csere): move creatures between reserve "
                     "and guard post, unite or separate pairs; done when finished", options,
                     "H-exchange", 0, len(options), data={"capacity": capacity(game)},
                     validate=lambda a: check(game, a), default=lambda: dict(DONE))
        answer = yield d
        if answer.get("done"):
            game.log.add("H-exchange", "exchange_done", "{} ends the exchange phase",
                         game.players[ap].name)
            return
        apply(game, answer)


def _options(game: Game, player: int) -> list[Option]:
    out = [Option("Done", dict(DONE))]
    mine = z.creatures(game, player)
    in_post = [o for o in mine if o.zone == "guard_post"]
    room = len(in_post) < capacity(game)
    for o in mine:
        if o.tapped:
            continue
        if o.zone == "reserve" and room:
            out.append(Option(f"Move {o.name} to the guard post (őrposzt)",
                              {"move": [[o.id, "guard_post"]]}))
        elif o.zone == "guard_post":
            out.append(Option(f"Move {o.name} to the reserve (tartalék)",
                              {"move": [[o.id, "reserve"]]}))
    uniting = [o for o in mine if z.UNION not in o.extra and ch.has(game, o, "union")]
    for i, a in enumerate(uniting):
        for b in uniting[i + 1:]:
            if union.why_not(game, player, a, b) is None:
                out.append(Option(f"Unite {a.name} and {b.name} (összefogás)",
                                  {"unite": [a.id, b.id]}))
    for o in mine:
        if z.UNION in o.extra and o.extra.get(union.UNITED_TURN) != game.turn:
            out.append(Option(f"Separate {o.name} and {z.member_of(game, o).name}",  # type: ignore[union-attr]
                              {"separate": o.id}))
    return out


def check(game: Game, answer: Any) -> dict[str, Any]:
    """Validate one set of changes (all or nothing); normalise it."""
    ap = game.active
    if answer == "done" or answer == {} or answer == DONE:
        return dict(DONE)
    if not isinstance(answer, dict):
        raise IllegalAction(f"an exchange answer is {{\"done\": true}} or a table of "
                            f"move/unite/separate, not {answer!r}", "H-exchange")
    unknown = sorted(map(repr, set(answer) - {"move", "unite", "separate"}))
    if unknown:
        raise IllegalAction(f"an exchange answer has no {', '.join(unknown)}: only done, "
                            f"move, unite and separate", "H-exchange")
    out: dict[str, Any] = {}
    moves = answer.get("move") or []
    if not isinstance(moves, (list, dict)):
        raise IllegalAction(f"move is a list of [creature, zone] pairs, not {moves!r}",
                            "H-exchange")
    if isinstance(moves, dict):
        moves = list(moves.items())
    norm: list[list[Any]] = []
    post = {o.id for o in z.creatures(game, ap, ("guard_post",))}
    for entry in moves:
        if not isinstance(entry, (list, tuple)) or len(entry) != 2:
            raise IllegalAction(f"a move names a creature and a zone, not {entry!r}",
                                "H-exchange")
        oid, zone = entry
        obj = game.objects.get(oid) if isinstance(oid, int) else None
        if obj is None or obj.zone not in z.CREATURE_ZONES or obj.controller != ap or \
                z.UNDER in obj.extra:
            raise IllegalAction(f"{oid!r} is not a creature of yours in the reserve or the "
                                f"guard post", "H-exchange")
        if zone not in z.CREATURE_ZONES:
            raise IllegalAction(f"creatures move to the guard_post or the reserve, not "
                                f"{zone!r}", "H-exchange")
        if obj.tapped:
            raise IllegalAction(f"{obj.name} is passive: only active creatures move between "
                                f"reserve and guard post", "H-exchange")
        post.discard(oid)
        if zone == "guard_post":
            post.add(oid)
        norm.append([oid, zone])
    if len(post) > capacity(game) and norm:
        raise IllegalAction(f"the guard post (őrposzt) holds at most {capacity(game)} "
                            f"creatures", "H-guard-post-capacity")
    if norm:
        out["move"] = norm
    if answer.get("unite") is not None:
        pair = answer["unite"]
        if not isinstance(pair, (list, tuple)) or len(pair) != 2:
            raise IllegalAction("unite names exactly two creatures", "K131.9")
        a, b = (game.objects.get(x) if isinstance(x, int) else None for x in pair)
        if a is None or b is None:
            raise IllegalAction("unite names two creatures in play", "K131.9")
        why = union.why_not(game, ap, a, b)
        if why:
            reason, _, rule = why.rpartition(" (")
            raise IllegalAction(reason, rule.rstrip(")"))
        out["unite"] = [a.id, b.id]
    if answer.get("separate") is not None:
        host = game.objects.get(answer["separate"]) if isinstance(answer["separate"], int) \
            else None
        if host is not None and z.UNDER in host.extra:
            host = game.objects[host.extra[z.UNDER]]
        if host is None or z.UNION not in host.extra or host.controller != ap:
            raise IllegalAction("separate names a united creature of yours", "K131.9")
        if host.extra.get(union.UNITED_TURN) == game.turn:
            raise IllegalAction(f"{host.name} united in this exchange phase: they can separate "
                                f"in a later one", "K131.9")
        out["separate"] = host.id
    if not out:
        return dict(DONE)
    return out


def apply(game: Game, answer: dict[str, Any]) -> None:
    for oid, zone in answer.get("move", []):
        obj = game.objects[oid]
        if obj.zone != zone:
            z.relocate(game, obj, zone)
            game.log.add("H-exchange", "move", "{} moves to the {} ({})", obj.name,
                         z.zone_name(zone), zone)
    if "unite" in answer:
        a, b = (game.objects[i] for i in answer["unite"])
        union.unite(game, a, b)
        _fit(game, a)
    if "separate" in answer:
        host = game.objects[answer["separate"]]
        member = z.member_of(game, host)
        union.separate(game, host)
        if member is not None:
            _fit(game, member)


def _fit(game: Game, obj: Any) -> None:
    """After a union change: passive pairs leave the guard post (H-passive-guard), and a
    separated creature that does not fit in the guard post goes to the reserve."""
    from cardgame.rulesets.hkk.orientation import guard_check

    guard_check(game, obj)
    post = z.creatures(game, obj.controller, ("guard_post",))
    if obj.zone == "guard_post" and len(post) > capacity(game):
        z.relocate(game, obj, "reserve")
        game.log.add("H-guard-post-capacity", "to_reserve", "{} doesn't fit in the guard post "
                     "and goes to the reserve", obj.name)
