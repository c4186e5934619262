"""What the screen shows, as plain data: card faces, target names, stack lines, step names.

Kept free of Textual so that the rules of what is shown (hidden hands, combat marks,
modified P/T, who controls what) are decided in one place and can be tested without a
terminal. Everything here only *reads* the game: the UI never changes engine state.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from cardgame.engine.copies import copy_of, printed_card
from cardgame.engine.decisions import YES_NO, Decision
from cardgame.engine.uiterms import UiTerms

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.engine.log import LogEntry
    from cardgame.engine.objects import GameObject, StackItem

KIND_NAMES: dict[str, str] = {
    "priority": "priority", "declare_attackers": "declare attackers",
    "declare_blockers": "declare blockers", "assign_damage": "divide damage",
    "order_triggers": "order triggers", "choose_targets": "choose a target",
    "choose_mode": "choose a mode", "pay_cost": "pay a cost", "yes_no": "yes / no",
    "choose_cards": "choose cards", "choose": "choose", "exchange": "exchange",
}

_SYMBOL = re.compile(r"\{([^}]*)\}")
_DEFAULT_TERMS = UiTerms()


def terms(game: Any) -> UiTerms:
    """The words of this game's ruleset (its description's `ui`), English by default."""
    desc = getattr(getattr(game, "rules", None), "description", None)
    return getattr(desc, "ui", None) or _DEFAULT_TERMS


def kind_title(game: Any, kind: str) -> str:
    """A question kind as its title: the ruleset's word, the English beside it."""
    return terms(game).kind(kind, KIND_NAMES.get(kind, kind.replace("_", " ")))


def asked_title(game: Any, d: Decision) -> str:
    """What a player is about to be asked, said on the hand-off in front of both players:
    a yes/no question whose answers have their own words by them ("keep / mulligan":
    words of the rules, never a card of a hidden hand), any other by its kind (in the
    ruleset's words: "igen / nem")."""
    labels = [str(o.label).lower() for o in d.options] if d.kind == YES_NO else []
    if len(labels) == 2 and labels != ["yes", "no"] and all(0 < len(x) <= 20 for x in labels):
        return " / ".join(labels)
    return kind_title(game, d.kind)


def mana_symbols(cost: Any) -> list[str]:
    """A printed cost as symbols: "{2}{G}{G}" -> ["2", "G", "G"]; hkk costs are numbers."""
    if cost is None:
        return []
    if isinstance(cost, int):
        return [str(cost)]
    found = _SYMBOL.findall(cost)
    return found if found else [str(cost)]


def cost_text(cost: Any) -> str:
    """A compact cost for small cards: "{2}{G}{G}" -> "2GG"."""
    return "".join(s if len(s) == 1 else f"({s})" for s in mana_symbols(cost))


def player_key_index(key: str) -> int:
    return 0 if key == "p1" else 1


# ---- card faces ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class CardFace:
    """Everything a card on the battlefield shows; equal faces need no redraw."""

    id: int
    name: str
    cost: str
    group: str  # "creature" | "land" | "other"
    controller: int
    power: int | None
    toughness: int | None
    modified_pt: bool
    damage: int
    counters: tuple[tuple[str, int], ...]
    keywords: tuple[str, ...]
    tapped: bool
    sick: bool
    attacking: str  # "" or what it attacks
    blocking: str  # "" or what it blocks
    phased_out: bool
    attached_to: str
    attachments: tuple[str, ...]
    token: bool
    colors: tuple[str, ...] = ()
    count: int = 1  # identical lands drawn as one card with a count
    band: str = ""  # the other creatures of its attacking band
    marks: tuple[str, ...] = ()  # the ruleset's own marks: shields ("shield 2", "regen")
    copy_of: str = ""  # what it is a copy of (707), "" when it copies nothing

    @property
    def pt(self) -> str:
        if self.power is None or self.toughness is None:
            return ""
        return f"{self.power}/{self.toughness}"

    def stack_key(self) -> tuple[Any, ...]:
        """Lands that look exactly alike share one card on the board."""
        return (self.name, self.tapped, self.damage, self.counters, self.phased_out,
                self.attached_to, self.attachments, self.token, self.keywords,
                self.attacking, self.blocking, self.controller, self.marks, self.copy_of)


def target_name(game: Game, t: Any) -> str:
    """A target as people read it: a player's name, a card's name, a spell's name."""
    if isinstance(t, str) and t in ("p1", "p2"):
        return game.players[player_key_index(t)].name
    if isinstance(t, int):
        obj = game.objects.get(t)
        if obj is not None:
            return obj.card.name
        for s in game.stack:
            if s.id == t:
                return s.name
        return f"#{t}"
    return str(t)


Combat = tuple[dict[int, Any], dict[int, list[int]], dict[int, list[int]]]


def combat_marks(game: Game) -> Combat:
    """Who attacks what, who blocks whom, and who attacks in a band with whom (empty
    outside combat).

    Rulesets keep combat their own way: one record has `attackers` (id -> target),
    `bands` (lists of ids) and `blocks` (blocker -> attackers); another has `attacks`
    (id -> (target, zcc)).
    """
    c = game.state.get("combat")
    if c is None:
        return {}, {}, {}
    attackers = getattr(c, "attackers", None)
    if attackers is None:
        attackers = {k: v[0] if isinstance(v, tuple) else v
                     for k, v in (getattr(c, "attacks", None) or {}).items()}
    bands: dict[int, list[int]] = {}
    for band in getattr(c, "bands", None) or ():
        if len(band) > 1:
            for i in band:
                bands[i] = [j for j in band if j != i]
    return dict(attackers), dict(getattr(c, "blocks", None) or {}), bands


HKK_UNDER = "hk_under"  # on a union member: the id of the creature it is united under
TYPE_GROUPS = ("creatures", "lands", "other")  # groups of a shared zone, by card type


def permanent_zones(game: Game) -> tuple[str, ...]:
    return tuple(getattr(game, "permanent_zones", None) or ("battlefield",))


def board_layout(game: Game) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The groups of the row nearest the middle and of the row behind it (ruleset data)."""
    return terms(game).board_rows


def group_label(ui: UiTerms, group: str) -> str:
    return ui.groups.get(group) or ui.zones.get(group) or group.replace("_", " ").capitalize()


def is_summoning_sick(game: Game, obj: GameObject) -> bool:
    """Not controlled continuously since its controller's latest turn began (302.6)."""
    ctrl = game.chars(obj).controller
    return obj.since_turn >= game.players[ctrl].turn_started


def card_face(game: Game, obj: GameObject, combat: Combat,
              attachments: dict[int, list[str]], group: str = "") -> CardFace:
    """The face of a permanent now: current characteristics, state and combat marks.

    `group` is where the board puts it; '' groups it by card type (magic).
    """
    c = game.chars(obj)
    types = c.types
    if group:
        pass
    elif "Creature" in types:
        group = "creatures"
    elif "Land" in types:
        group = "lands"
    else:
        group = "other"
    attacking = blocking = ""
    attackers, blocks, bands = combat
    target = attackers.get(obj.id)
    if target is not None:
        attacking = target_name(game, target)
    blocked = blocks.get(obj.id)
    if blocked:
        blocking = ", ".join(target_name(game, a) for a in blocked)
    host = obj.attached_to
    sick = group == "creatures" and is_summoning_sick(game, obj) and not c.has("haste")
    return CardFace(
        id=obj.id, name=c.name, cost=cost_text(obj.card.cost), group=group,
        controller=c.controller, power=c.power, toughness=c.toughness,
        modified_pt=c.modified_pt, damage=obj.damage,
        counters=tuple(sorted(obj.counters.items())), keywords=tuple(c.keywords),
        tapped=obj.tapped, sick=sick, attacking=attacking, blocking=blocking,
        phased_out=obj.phased_out,
        attached_to=target_name(game, host) if host is not None else "",
        attachments=tuple(attachments.get(obj.id, ())), token=obj.token,
        colors=tuple(c.colors),
        band=", ".join(target_name(game, i) for i in bands.get(obj.id, ())),
        marks=tuple(terms(game).card_marks(game, obj)),
        copy_of=copy_of(obj) or "",
    )


def battlefield_faces(game: Game) -> list[CardFace]:
    """Faces of every permanent, phased-out ones included (they are shown dimmed)."""
    objs = game.objects
    placed: list[tuple[int, str]] = []  # (id, group) in zone order
    for zone in permanent_zones(game):
        if zone in game.shared:
            placed += [(i, "") for i in game.shared[zone]]
        else:
            for p in game.players:
                placed += [(i, zone) for i in p.zones.get(zone, ())]
    attachments: dict[int, list[str]] = {}
    members: set[int] = set()
    for i, _ in placed:
        o = objs[i]
        if o.attached_to is not None:
            attachments.setdefault(o.attached_to, []).append(o.card.name)
        host = o.extra.get(HKK_UNDER)
        if host is not None:  # an hkk union: the pair is one creature, drawn as its host
            members.add(i)
            attachments.setdefault(host, []).append("∪" + o.card.name)
    combat = combat_marks(game)
    return [card_face(game, objs[i], combat, attachments, group) for i, group in placed
            if i not in members]


def group_lands(faces: list[CardFace]) -> list[CardFace]:
    """Identical lands collapse into one face with a count (first id stands for them)."""
    out: list[CardFace] = []
    index: dict[tuple[Any, ...], int] = {}
    for f in faces:
        key = f.stack_key()
        at = index.get(key)
        if at is None:
            index[key] = len(out)
            out.append(f)
        else:
            g = out[at]
            out[at] = _with_count(g, g.count + 1)
    return out


def _with_count(f: CardFace, n: int) -> CardFace:
    return replace(f, count=n)


# ---- hands, stack, log -----------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class HandCard:
    """A card in hand as the hand row shows it."""

    id: int
    name: str
    cost: str
    land: bool
    type_line: str = ""
    pt: str = ""
    colors: tuple[str, ...] = ()


def hand_cards(objs: list[GameObject], ui: UiTerms | None = None) -> list[HandCard]:
    ui = ui or _DEFAULT_TERMS
    out = []
    for o in objs:
        c = o.card
        types = ", ".join(ui.types.get(t.lower(), t) for t in c.types) if ui.types \
            else type_line(c.types, c.subtypes, c.supertypes)
        p = c.power
        t = c.toughness
        out.append(HandCard(o.id, c.name, cost_text(c.cost), "Land" in c.types, types,
                            f"{p}/{t}" if p is not None and t is not None else "",
                            tuple(c.colors)))
    return out


@dataclass(frozen=True, slots=True)
class StackLine:
    id: int
    name: str
    kind: str
    controller: str
    targets: str
    x: int


def stack_lines(game: Game) -> list[StackLine]:
    """The stack, top first: what, whose, aimed at what."""
    out = []
    for s in reversed(game.stack):
        out.append(_stack_line(game, s))
    return out


def _stack_line(game: Game, s: StackItem) -> StackLine:
    targets = ", ".join(target_name(game, t) for t in s.targets)
    return StackLine(s.id, s.name, s.kind, game.players[s.controller].name, targets, s.x)


def internal_ids(game: Any) -> dict[str, tuple[str, frozenset[str]]]:
    """The ruleset's zone and step ids that differ from their display names: id -> (the
    name players read, every name it is known by). A player never reads these ids."""
    ui = terms(game)
    desc = getattr(getattr(game, "rules", None), "description", None)
    out: dict[str, tuple[str, frozenset[str]]] = {}
    words: list[tuple[str, str, set[str]]] = []
    for z in getattr(desc, "zones", ()):
        words.append((z.id, ui.zone(z.id), {*z.names.values(), ui.zones_en.get(z.id, "")}))
    for st in getattr(desc, "steps", ()):
        words.append((st.id, ui.step(st.id), set(st.names.values())))
    for key, shown, names in words:
        if shown.lower() != key.replace("_", " ").lower():
            out[key] = (shown, frozenset(n.lower() for n in {shown, *names} if n))
    return out


def log_body(e: LogEntry, ids: dict[str, tuple[str, frozenset[str]]] | None = None) -> str:
    """The text of a log entry without its rule (shown separately).

    An internal id among the arguments (`guard_post`, `combat_start`) is dropped where the
    text already gives its name just before it ("őrposzt (guard_post)" -> "őrposzt"), and
    replaced by its name elsewhere.
    """
    if not e.args:
        return e.fmt
    if not ids:
        return e.fmt.format(*e.args)
    args = list(e.args)
    dropped = False
    for n, a in enumerate(args):
        if isinstance(a, str) and a in ids:
            shown, names = ids[a]
            prev = args[n - 1] if n else None
            if isinstance(prev, str) and prev.lower() in names:
                args[n] = ""
                dropped = True
            else:
                args[n] = shown
    text = e.fmt.format(*args)
    return text.replace(" ()", "") if dropped else text


# ---- card details ----------------------------------------------------------------------
def type_line(types: tuple[str, ...], subtypes: tuple[str, ...],
              supertypes: tuple[str, ...]) -> str:
    main = " ".join(supertypes + types)
    return f"{main} — {' '.join(subtypes)}" if subtypes else main


def detail_lines(game: Game, obj: GameObject) -> list[tuple[str, str]]:
    """(label, text) pairs for the card detail view: printed and current facts.

    A game not in English gets the English beside its own words (types, zones, keywords),
    so that the detail view teaches the terms the board uses.
    """
    ui = terms(game)
    gloss = ui.language != "en"
    card = obj.card
    out: list[tuple[str, str]] = []
    if getattr(card, "name_en", None):
        out.append(("English", card.name_en))
    in_play = obj.zone in permanent_zones(game)
    c = game.chars(obj) if in_play else None
    if isinstance(card.cost, int):
        out.append(("Cost", f"{card.cost} {ui.cost_unit}".rstrip()))
    else:
        out.append(("Cost", " ".join("{" + s + "}" for s in mana_symbols(card.cost)) or "—"))
    types = c.types if c else card.types
    subtypes = c.subtypes if c else card.subtypes
    supertypes = c.supertypes if c else card.supertypes
    line = type_line(types, subtypes, supertypes)
    if gloss and ui.types:
        own = ", ".join(ui.types.get(t.lower(), t) for t in types)
        line = ", ".join(types) + f" ({own})" + (f" — {' '.join(subtypes)}" if subtypes else "")
    out.append(("Type", line))
    colors = c.colors if c else card.colors
    if gloss and colors:
        out.append(("Colour", " ".join(colors)))
    printed_p = card.power
    printed_t = card.toughness
    label = ui.stats_word
    if c is not None and c.power is not None:
        pt = f"{c.power}/{c.toughness}"
        if c.modified_pt or (c.power, c.toughness) != (printed_p, printed_t):
            pt += f"*  (printed {printed_p}/{printed_t}; * = {ui.star_note})"
        out.append((label, pt))
    elif printed_p is not None:
        out.append((label, f"{printed_p}/{printed_t}"))
    if card.loyalty is not None:
        out.append(("Loyalty", str(obj.counters.get("loyalty", card.loyalty))))
    if card.text:
        out.append(("Text", card.text))
    for k in (c.keywords if c else card.keywords):
        name = ui.keyword(k)
        head = f"{k} — {name}" if gloss and name != k else k
        why = ui.reminder(k)
        out.append(("Keyword", f"{head}: {why}" if why else head))
    for ab in (c.abilities if c else card.abilities):
        head = ab.kind
        if ab.cost:
            head += f" — cost {ab.cost}"
        if ab.trigger:
            head += f" — trigger: {ab.trigger}"
        out.append(("Ability", f"{head}: {ab.text}" if ab.text else head))
    for i, m in enumerate(card.modes or ()):
        out.append((f"Mode {i + 1}", m.label))
    if in_play and c is not None:
        ctrl = game.players[c.controller].name
        owner = game.players[obj.owner].name
        if gloss:
            out.append(("Zone", ui.zone_gloss(obj.zone)))
        out.append(("Controller", ctrl if ctrl == owner else f"{ctrl} (owner {owner})"))
        out.append(("State", ", ".join(_state_words(game, obj, ui, types))))
        member = obj.extra.get("hk_union")
        if member is not None and member in game.objects:
            out.append(("United with", f"{game.objects[member].card.name} "
                        f"({ui.keyword('union').lower()}, K131.9)"))
        under = obj.extra.get(HKK_UNDER)
        if under is not None and under in game.objects:
            out.append(("United under", game.objects[under].card.name))
        for name, n in sorted(obj.counters.items()):
            out.append(("Counters", f"{n} × {name}"))
        if obj.attached_to is not None:
            out.append(("Attached to", target_name(game, obj.attached_to)))
        hosts = [o.card.name for o in game.objects.values()
                 if o.attached_to == obj.id and o.zone in permanent_zones(game)]
        if hosts:
            out.append(("Attachments", ", ".join(hosts)))
        out = [row for row in out if row[1]]
    else:
        out.append(("Zone", ui.zone_gloss(obj.zone)))
    if obj.token:
        out.append(("Token", "yes"))
    of = copy_of(obj)
    if of is not None:  # 707.2: what it copies is its base; the card itself is another
        out.append(("Copy", f"copy of {of} (the card is {printed_card(obj).name})"))
    return out


def _state_words(game: Game, obj: GameObject, ui: UiTerms, types: tuple[str, ...]) -> list[str]:
    """Tapped or not (in the ruleset's words), phased out, summoning sick, damage."""
    gloss = ui.language != "en"
    if obj.tapped:
        state = [f"{ui.tapped} (sideways)" if gloss else ui.tapped]
    else:
        state = [ui.untapped] if gloss else []
    if obj.phased_out:
        state.append("phased out")
    if ui.summoning_sickness and "Creature" in types and is_summoning_sick(game, obj):
        state.append("summoning sick")
    if obj.damage:
        state.append(f"{obj.damage} damage")
    return state
