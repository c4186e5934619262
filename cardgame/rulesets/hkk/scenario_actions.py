"""The hkk actions of a scenario's `[[do]]`, turned into answers (formats/scenario.md, 4).

Why here: the scenario runner is shared by every ruleset; hkk plays every card with
`play` (a way, a mode and a payment among the priority options), attacks name their
targets, and the exchange phase has `move`, `unite` and `separate`. The description
lists these actions (`SCENARIO_ACTIONS`) and the runner calls `answer` for them. `r`
is the runner's reference resolver (`cardgame.scenario.runner.Refs`: `obj`, `target`,
`player_or_obj`, `fail`...), `a` the scenario's action; both are duck-typed here, since
the scenario layer sits above the rulesets.
"""

from __future__ import annotations

from typing import Any

from cardgame.engine.decisions import DECLARE_ATTACKERS, Decision, Option
from cardgame.engine.description import ScenarioAction
from cardgame.rulesets.hkk import zones as z
from cardgame.rulesets.hkk.actions import activated, play_body
from cardgame.rulesets.hkk.exchange import EXCHANGE

NEUTRALIZE = ("neutralize", "neutralization", "semlegesítés")


def _me(a: Any) -> int:
    """The acting player's index: refs look at that player's own cards first."""
    return 0 if a.player == "p1" else 1


def _one(r: Any, obj: Any) -> Any:
    """K131.9: a pair is one creature and one card: a ref to the member under it names
    the pair (its host)."""
    under = obj.extra.get(z.UNDER) if obj is not None else None
    return r.game.objects[under] if under is not None else obj


def _in_play(r: Any, ref: str, where: str, player: int) -> Any:
    return _one(r, r.obj(ref, r.in_play, where, player=player))


def answer(r: Any, a: Any, d: Decision, where: str) -> Any:
    kind = a.kind
    me = _me(a)
    if kind == "play":
        return _play(r, a, d, where)
    if kind == "activate":
        obj = _in_play(r, str(a.value), where, me)
        out: dict[str, Any] = {"action": "activate", "card": obj.id,
                               "ability": (a.ability or 1) - 1}
        opts = [o for o in d.options if o.value.get("action") == "activate"
                and o.value.get("card") == obj.id and o.value.get("ability") == out["ability"]]
        opt = _by_mode(opts, a.mode)
        if opt is not None:
            out["mode"] = opt.value.get("mode")
        elif a.mode is not None:
            abilities = activated(r.game, obj)
            ab = abilities[out["ability"]] if 0 <= out["ability"] < len(abilities) else None
            out["mode"] = _mode_index(r, ab, a.mode, where)
        out["targets"] = _targets(r, a, opt, where)
        return out
    if kind == "attack":
        # the attacker is the player's own; a target creature is the opponent's
        pairs = [[_in_play(r, att, where, me).id,
                  tgt if tgt in ("p1", "p2") else _in_play(r, tgt, where, 1 - me).id]
                 for att, tgt in dict(a.value).items()]
        return {"attackers": pairs}
    if kind == "move":
        return {"move": [[_in_play(r, ref, where, me).id, zone]
                         for ref, zone in dict(a.value).items()]}
    if kind == "unite":
        return {"unite": [r.obj(ref, r.in_play, where, player=me).id for ref in a.value]}
    return {"separate": r.obj(str(a.value), r.in_play, where, player=me).id}


def _play(r: Any, a: Any, d: Decision, where: str) -> dict[str, Any]:
    """The card to play: the acting player's own hand first, then their own discard pile
    (resurrection), then anywhere, so a name in both hands means the player's own copy."""
    ref = str(a.value)
    me = _me(a)
    obj = None if ref in r.labels else (r._by_name(ref, ("hand",), only=me)
                                        or r._by_name(ref, ("discard",), only=me)
                                        or r._by_name(ref, ("hand",))
                                        or r._by_name(ref, ("discard",)))
    if obj is None:
        obj = r.obj(ref, ("hand",), where)
    way = "normal"
    mode = a.mode
    if isinstance(mode, str) and mode.lower() in NEUTRALIZE:
        way, mode = "neutralize", None
    opts = [o for o in d.options if o.value.get("action") == "play"
            and o.value.get("card") == obj.id and o.value.get("way") == way]
    opts = [o for o in opts if _mode_fits(o, mode)]
    if a.pay is not None:
        opts = [o for o in opts if _pay_fits(r, o, a.pay)]
    out: dict[str, Any] = {"action": "play", "card": obj.id, "way": way}
    opt = opts[0] if opts else None
    if opt is not None:
        out.update({k: opt.value[k] for k in ("mode", "pay", "void")})
    else:  # not among the legal plays: the engine's refusal will say why
        if mode is not None:
            out["mode"] = _mode_index(r, play_body(obj.card, way).ability, mode, where)
        if a.pay:
            out["pay"] = str(a.pay[0]).lower()
    out["targets"] = _targets(r, a, opt, where)
    return out


def _mode_index(r: Any, ab: Any, mode: Any, where: str) -> int:
    """A mode given by label or 1-based index, as the 0-based index of the ability's mode."""
    if isinstance(mode, int):
        return mode - 1
    labels = [m.label for m in ab.modes] if ab is not None else []
    for i, label in enumerate(labels):
        if label.lower() == str(mode).lower():
            return i
    raise r.fail(f"{where}.mode: {mode!r} is not a mode here "
                          f"({', '.join(labels) or 'no modes'})")


def _mode_fits(o: Option, mode: Any) -> bool:
    if mode is None:
        return o.value.get("mode") in (None, 0)
    if isinstance(mode, int):
        return o.value.get("mode") == mode - 1
    return str(o.data.get("mode_label", "")).lower() == str(mode).lower()


def _by_mode(opts: list[Option], mode: Any) -> Option | None:
    return next((o for o in opts if _mode_fits(o, mode)), None)


def _pay_fits(r: Any, o: Option, pay: list[str]) -> bool:
    """`pay` names the payment: "vp", "free", "life" / "<N> Ép", or the Tüzes card voided."""
    want = str(pay[0]).strip().lower()
    key = o.value.get("pay")
    if want in ("vp", "free", "life", "tuzes"):
        return bool(key == want)
    if want.endswith("ép") or want.endswith("life"):
        return bool(key == "life")
    void = o.value.get("void")
    if void is None:
        return False
    named = r.labels.get(str(pay[0]))  # a recorded game names the very card voided
    if named is not None:
        return bool(named.id == void)
    return bool(r.game.objects[void].name.lower() == want)


def _targets(r: Any, a: Any, opt: Option | None, where: str) -> list[Any]:
    if a.targets is not None:
        named = [r.target(t, f"{where}.targets") for t in a.targets]
        return [_one(r, r.game.objects.get(t)).id if isinstance(t, int) and
                t in r.game.objects else t for t in named]
    if opt is None or opt.data.get("up_to") or opt.data.get("optional"):
        return []  # optional targets: none unless the script names them
    out = []
    player = r.game.pending.player if r.game.pending is not None else 0
    for spec in opt.data.get("targets") or ():
        cands = [c for c in r.game.target_candidates(spec, player, opt.value) if c not in out]
        if cands:
            out.append(cands[0])
    return out


# ---- reading the hkk actions of a scenario file (the loader's checks, duck-typed) ------

def _attack(ld: Any, v: Any, path: Any) -> dict[str, str]:
    """hkk attacks name their targets: { attacker = target creature or "p2" }."""
    return dict(ld.ref_map(v, path, '{ attacker = target creature or "p2" }'))


def _move(ld: Any, v: Any, path: Any) -> dict[str, str]:
    t = ld.ref_map(v, path, '{ creature = "guard_post" or "reserve" }')
    for k, dest in t.items():
        ld.choice(dest, path + (k,), ("guard_post", "reserve"))
    return dict(t)


def _unite(ld: Any, v: Any, path: Any) -> list[str]:
    refs = ld.strs(v, path, "a list of two creature refs")
    if len(refs) != 2:
        raise ld.fail(path, f"a list of {len(refs)}", "a list of two creature refs")
    return list(refs)


def _one_ref(ld: Any, v: Any, path: Any) -> str:
    return str(ld.str_(v, path, "a ref: an id or a card name"))


SCENARIO_ACTIONS: tuple[ScenarioAction, ...] = (
    ScenarioAction("play", ("targets", "x", "mode", "pay"), answer=answer),
    ScenarioAction("activate", ("targets", "x", "mode", "pay", "ability"), answer=answer),
    ScenarioAction("attack", ("pay",), normalize=_attack, answer=answer,
                   question=DECLARE_ATTACKERS),
    ScenarioAction("move", (), normalize=_move, answer=answer, question=EXCHANGE,
                   refs="keys"),
    ScenarioAction("unite", (), normalize=_unite, answer=answer, question=EXCHANGE,
                   refs="refs"),
    ScenarioAction("separate", (), normalize=_one_ref, answer=answer, question=EXCHANGE,
                   refs="ref"),
)
