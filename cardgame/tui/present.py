"""What the screen shows, as plain data: card faces, target names, stack lines, step names.

Kept free of Textual so that the rules of what is shown (hidden hands, combat marks,
modified P/T, who controls what) are decided in one place and can be tested without a
terminal. Everything here only *reads* the game: the UI never changes engine state.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from cardgame.tui import hkk_terms

if TYPE_CHECKING:
    from cardgame.engine.game import Game
    from cardgame.engine.log import LogEntry
    from cardgame.engine.objects import GameObject, StackItem

# Short names of the magic steps for the step bar (others fall back to the raw name).
STEP_SHORT: dict[str, str] = {
    "untap": "Untap", "upkeep": "Upkeep", "draw": "Draw", "main1": "Main 1",
    "beginning_of_combat": "Combat", "declare_attackers": "Attack",
    "declare_blockers": "Block", "first_strike_damage": "1st dmg", "combat_damage": "Damage",
    "end_of_combat": "End cmb", "main2": "Main 2", "end": "End", "cleanup": "Cleanup",
}

STEP_TINY: dict[str, str] = {
    "untap": "Unt", "upkeep": "Upk", "draw": "Drw", "main1": "M1", "beginning_of_combat": "BoC",
    "declare_attackers": "Atk", "declare_blockers": "Blk", "first_strike_damage": "FS",
    "combat_damage": "Dmg", "end_of_combat": "EoC", "main2": "M2", "end": "End",
    "cleanup": "Cln",
}

KIND_NAMES: dict[str, str] = {
    "priority": "priority", "declare_attackers": "declare attackers",
    "declare_blockers": "declare blockers", "assign_damage": "divide damage",
    "order_triggers": "order triggers", "choose_targets": "choose a target",
    "choose_mode": "choose a mode", "pay_cost": "pay a cost", "yes_no": "yes / no",
    "choose_cards": "choose cards", "choose": "choose", "exchange": "exchange",
}

# Reminder texts, written for this program (shown by `?` and in card details).
KEYWORD_REMINDERS: dict[str, str] = {
    "banding": "Any creatures with banding, and up to one without, can attack as a band; "
               "whoever blocks one blocks them all. Its controller divides combat damage "
               "dealt to or by creatures it is in combat with.",
    "bands with other": "Can form a band with other creatures that share the named quality.",
    "cumulative upkeep": "At the start of your upkeep it gets an age counter; pay the cost "
                         "once per age counter or sacrifice it.",
    "deathtouch": "Any damage it deals to a creature is enough to destroy it.",
    "defender": "It can't attack.",
    "double strike": "Deals both first-strike and regular combat damage.",
    "enchant": "Says what this Aura can be attached to.",
    "equip": "Pay the cost to attach it to a creature you control; only as a sorcery.",
    "first strike": "Deals combat damage before creatures without first strike.",
    "flanking": "Creatures without flanking that block it get -1/-1 until end of turn.",
    "flash": "You may cast it any time you could cast an instant.",
    "flying": "Can be blocked only by creatures with flying or reach.",
    "haste": "Can attack and use {T} abilities the turn it comes under your control.",
    "hexproof": "Can't be the target of spells or abilities your opponents control.",
    "indestructible": "Damage and 'destroy' effects don't destroy it.",
    "intimidate": "Can be blocked only by artifact creatures and creatures sharing a color "
                  "with it.",
    "landwalk": "Can't be blocked while the defending player controls a land of that type.",
    "lifelink": "Damage it deals also gains you that much life.",
    "menace": "Can't be blocked except by two or more creatures.",
    "phasing": "It phases in or out before you untap; while phased out it is treated as "
               "though it doesn't exist.",
    "protection": "Can't be Damaged, Enchanted/Equipped, Blocked or Targeted by anything "
                  "with the named quality (DEBT).",
    "rampage": "Whenever it becomes blocked, it gets +N/+N for each blocker beyond the "
               "first.",
    "prowess": "Whenever you cast a noncreature spell, it gets +1/+1 until end of turn.",
    "reach": "Can block creatures with flying.",
    "shroud": "Can't be the target of any spell or ability.",
    "trample": "Damage beyond lethal for its blockers can be assigned to the player or "
               "planeswalker it attacks.",
    "vigilance": "Attacking doesn't cause it to tap.",
    "ward": "Whenever it becomes the target of a spell or ability an opponent controls, "
            "counter that unless its controller pays the cost.",
}

_KEYWORD_SHORT: dict[str, str] = {
    "flying": "fly", "first strike": "1st", "double strike": "2x", "trample": "trmp",
    "vigilance": "vig", "haste": "hst", "reach": "rch", "deathtouch": "dth",
    "lifelink": "lnk", "defender": "def", "banding": "band", "flanking": "flnk",
    "hexproof": "hex", "shroud": "shrd", "indestructible": "ind", "intimidate": "int",
    "flash": "flsh", "phasing": "phas", "menace": "men", "prowess": "prow",
}

_SYMBOL = re.compile(r"\{([^}]*)\}")


def reminder(keyword: str) -> str:
    """The reminder text for a keyword instance ("protection from red" -> protection's)."""
    k = keyword.lower()
    if k in KEYWORD_REMINDERS:
        return KEYWORD_REMINDERS[k]
    for base in sorted(KEYWORD_REMINDERS, key=len, reverse=True):
        if k.startswith(base) or k.endswith(base):
            return KEYWORD_REMINDERS[base]
    return ""


def short_keyword(keyword: str) -> str:
    """A few letters for a keyword on a small card ("protection from red" -> "pro red")."""
    k = keyword.lower()
    if k in _KEYWORD_SHORT:
        return _KEYWORD_SHORT[k]
    if k.startswith("protection from "):
        return "pro " + k[len("protection from "):][:5]
    if k.startswith("bands with other"):
        return "bwo"
    if k.startswith("union with ") or k in hkk_terms.KEYWORDS_SHORT:
        return hkk_terms.keyword_short(k)
    if k.endswith("walk"):
        return k[:-4][:4] + "wk"
    return k[:5]


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


def step_name(step: str) -> str:
    return STEP_SHORT.get(step, step.replace("_", " ").capitalize())


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

    @property
    def pt(self) -> str:
        if self.power is None or self.toughness is None:
            return ""
        return f"{self.power}/{self.toughness}"

    def stack_key(self) -> tuple[Any, ...]:
        """Lands that look exactly alike share one card on the board."""
        return (self.name, self.tapped, self.damage, self.counters, self.phased_out,
                self.attached_to, self.attachments, self.token, self.keywords,
                self.attacking, self.blocking, self.controller)


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


def combat_marks(game: Game) -> tuple[dict[int, Any], dict[int, list[int]]]:
    """Who attacks what and who blocks whom now (empty outside combat).

    Rulesets keep combat their own way: magic's record has `attackers` (id -> target) and
    `blocks` (blocker -> attackers); hkk's has `attacks` (id -> (target, zcc)).
    """
    c = game.state.get("combat")
    if c is None:
        return {}, {}
    attackers = getattr(c, "attackers", None)
    if attackers is None:
        attackers = {k: v[0] if isinstance(v, tuple) else v
                     for k, v in (getattr(c, "attacks", None) or {}).items()}
    return dict(attackers), dict(getattr(c, "blocks", None) or {})


# Where permanents are, and how the board lays them out in two rows (nearest the middle
# first). Magic has one shared battlefield, grouped by card type; hkk keeps permanents in
# each player's reserve, guard post and table (its zones are the groups).
TYPE_LAYOUT = (("creatures",), ("lands", "other"))
# hkk's zone groups are labelled in Hungarian (őrposzt = guard post, tartalék = reserve,
# asztal = table); only hkk games have them.
GROUP_LABELS = {"creatures": "Creatures", "lands": "Lands", "other": "Other",
                "guard_post": "Őrposzt", "reserve": "Tartalék", "table": "Asztal"}


HKK_UNDER = "hk_under"  # on an hkk union member: the id of the creature it is united under


def permanent_zones(game: Game) -> tuple[str, ...]:
    return tuple(getattr(game, "permanent_zones", None) or ("battlefield",))


def board_layout(game: Game) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The groups of the creature row and of the other row, for this game's ruleset."""
    zones = [z for z in permanent_zones(game) if z not in game.shared]
    if not zones:
        return TYPE_LAYOUT
    if len(zones) == 1:
        return (tuple(zones), ())
    # hkk: the guard posts face each other in the middle; reserve and table behind them
    front: tuple[str, ...] = ("guard_post",) if "guard_post" in zones else ()
    front = front or tuple(zones[:-1])
    return front, tuple(z for z in zones if z not in front)


def is_summoning_sick(game: Game, obj: GameObject) -> bool:
    """Not controlled continuously since its controller's latest turn began (302.6)."""
    ctrl = game.chars(obj).controller
    return obj.since_turn >= game.players[ctrl].turn_started


def card_face(game: Game, obj: GameObject, combat: tuple[dict[int, Any], dict[int, Any]],
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
    attackers, blocks = combat
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
    id: int
    name: str
    cost: str
    land: bool


def hand_cards(objs: list[GameObject]) -> list[HandCard]:
    return [HandCard(o.id, o.card.name, cost_text(o.card.cost), "Land" in o.card.types)
            for o in objs]


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


def log_body(e: LogEntry) -> str:
    """The text of a log entry without its rule (shown separately)."""
    return e.fmt.format(*e.args) if e.args else e.fmt


# ---- card details ----------------------------------------------------------------------
def type_line(types: tuple[str, ...], subtypes: tuple[str, ...],
              supertypes: tuple[str, ...]) -> str:
    main = " ".join(supertypes + types)
    return f"{main} — {' '.join(subtypes)}" if subtypes else main


def detail_lines(game: Game, obj: GameObject) -> list[tuple[str, str]]:
    """(label, text) pairs for the card detail view: printed and current facts."""
    if hkk_terms.is_hkk(game):
        return hkk_detail_lines(game, obj)
    card = obj.card
    out: list[tuple[str, str]] = []
    on_bf = obj.zone in permanent_zones(game)
    c = game.chars(obj) if on_bf else None
    out.append(("Cost", " ".join("{" + s + "}" for s in mana_symbols(card.cost)) or "—"))
    types = c.types if c else card.types
    subtypes = c.subtypes if c else card.subtypes
    supertypes = c.supertypes if c else card.supertypes
    out.append(("Type", type_line(types, subtypes, supertypes)))
    printed_p = card.power if card.power is not None else card.attack
    printed_t = card.toughness if card.toughness is not None else card.life
    if c is not None and c.power is not None:
        pt = f"{c.power}/{c.toughness}"
        if c.modified_pt:
            pt += f"  (printed {printed_p}/{printed_t}: modified)"
        out.append(("P/T", pt))
    elif printed_p is not None:
        out.append(("P/T", f"{printed_p}/{printed_t}"))
    if card.loyalty is not None:
        out.append(("Loyalty", str(obj.counters.get("loyalty", card.loyalty))))
    if card.text:
        out.append(("Text", card.text))
    keywords = c.keywords if c else card.keywords
    for k in keywords:
        out.append(("Keyword", f"{k}: {reminder(k)}" if reminder(k) else k))
    abilities = c.abilities if c else card.abilities
    for ab in abilities:
        head = ab.kind
        if ab.cost:
            head += f" — cost {ab.cost}"
        if ab.trigger:
            head += f" — trigger: {ab.trigger}"
        out.append(("Ability", f"{head}: {ab.text}" if ab.text else head))
    if card.modes:
        for i, m in enumerate(card.modes):
            out.append((f"Mode {i + 1}", m.label))
    if on_bf:
        ctrl = game.players[c.controller].name if c else ""
        owner = game.players[obj.owner].name
        out.append(("Controller", ctrl if ctrl == owner else f"{ctrl} (owner {owner})"))
        state = []
        if obj.tapped:
            state.append("tapped")
        if obj.phased_out:
            state.append("phased out")
        if "Creature" in types and game.ruleset == "magic" and is_summoning_sick(game, obj):
            state.append("summoning sick")
        if obj.damage:
            state.append(f"{obj.damage} damage")
        if state:
            out.append(("State", ", ".join(state)))
        for name, n in sorted(obj.counters.items()):
            out.append(("Counters", f"{n} × {name}"))
        if obj.attached_to is not None:
            out.append(("Attached to", target_name(game, obj.attached_to)))
        hosts = [o.card.name for o in game.objects.values()
                 if o.attached_to == obj.id and o.zone in permanent_zones(game)]
        if hosts:
            out.append(("Attachments", ", ".join(hosts)))
    else:
        out.append(("Zone", obj.zone))
    if obj.token:
        out.append(("Token", "yes"))
    return out


def hkk_detail_lines(game: Game, obj: GameObject) -> list[tuple[str, str]]:
    """An hkk card in English, with the Hungarian terms beside (the board speaks Hungarian)."""
    card = obj.card
    hu = hkk_terms
    out: list[tuple[str, str]] = []
    if card.name_en:
        out.append(("English", card.name_en))
    in_play = obj.zone in permanent_zones(game)
    c = game.chars(obj) if in_play else None
    out.append(("Cost", f"{card.cost} VP" if card.cost is not None else "—"))
    types = c.types if c else card.types
    subtypes = c.subtypes if c else card.subtypes
    line = ", ".join(types) + f" ({hu.types_hu(types)})"
    if subtypes:
        line += " — " + " ".join(subtypes)
    out.append(("Type", line))
    colors = c.colors if c else card.colors
    if colors:
        out.append(("Colour", " ".join(colors)))
    printed = (card.attack, card.life)
    if c is not None and c.power is not None:
        stats = f"attack {c.power}, life {c.toughness} (támadás / életerő)"
        if (c.power, c.toughness) != printed:
            stats += f"  printed {printed[0]}/{printed[1]}"
        out.append(("Stats", stats))
    elif card.attack is not None:
        out.append(("Stats", f"attack {card.attack}, life {card.life} (támadás / életerő)"))
    if card.text:
        out.append(("Text", card.text))
    for k in (c.keywords if c else card.keywords):
        text = f"{k} — {hu.keyword_hu(k)}"
        if hu.keyword_reminder(k):
            text += f": {hu.keyword_reminder(k)}"
        out.append(("Keyword", text))
    if in_play and c is not None:
        ctrl = game.players[c.controller].name
        owner = game.players[obj.owner].name
        out.append(("Zone", hu.zone_both(obj.zone)))
        out.append(("Controller", ctrl if ctrl == owner else f"{ctrl} (owner {owner})"))
        state = ["passive (passzív, sideways)" if obj.tapped else "active (aktív)"]
        if obj.damage:
            state.append(f"{obj.damage} damage")
        out.append(("State", ", ".join(state)))
        member = obj.extra.get("hk_union")
        if member is not None and member in game.objects:
            out.append(("United with", f"{game.objects[member].card.name} (összefogás, K131.9)"))
        under = obj.extra.get("hk_under")
        if under is not None and under in game.objects:
            out.append(("United under", game.objects[under].card.name))
        for name, n in sorted(obj.counters.items()):
            out.append(("Counters", f"{n} × {name}"))
        if obj.attached_to is not None:
            out.append(("Put on", f"{target_name(game, obj.attached_to)} (rátett lap)"))
        hosts = [o.card.name for o in game.objects.values()
                 if o.attached_to == obj.id and o.zone in permanent_zones(game)]
        if hosts:
            out.append(("Cards on it", ", ".join(hosts)))
    else:
        out.append(("Zone", hu.zone_both(obj.zone)))
    if obj.token:
        out.append(("Token", "yes (jelző)"))
    return out
