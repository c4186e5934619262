"""What a player with priority may do (117.1): play a land, cast, activate, pass, concede.

`legal_actions` lists the options for the priority decision; `check_action` validates an
answer completely (timing, targets, costs) without changing anything; `perform` carries
a checked action out (601.2 casting, 602.2 activating, 305.1 playing a land).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardgame.engine.cardmodel import AbilityDef
from cardgame.engine.decisions import Option
from cardgame.engine.events import BecomesTarget, SpellCast
from cardgame.engine.layers import Chars
from cardgame.engine.objects import GameObject, StackItem, Target
from cardgame.errors import IllegalAction
from cardgame.rulesets.magic import (
    any_number,
    cant_enter,
    casting_limits,
    graveyard_casting,
    mana_spent,
    mana_triggers,
    once_each_turn,
    printed,
    sba,
    spell_costs,
    target_words,
)
from cardgame.rulesets.magic import targets as tg
from cardgame.rulesets.magic.cardinfo import CardInfo, card_info
from cardgame.rulesets.magic.costs import (
    Cost,
    current_sources,
    parse_cost,
    pay_mana,
    payable,
    plan,
    summoning_sick,
)
from cardgame.rulesets.magic.keywords import flashback
from cardgame.rulesets.magic.playerstate import MagicPlayer

if TYPE_CHECKING:
    from cardgame.engine.game import Game

MAIN_STEPS = ("main1", "main2")
PASS: dict[str, Any] = {"action": "pass"}
# the data of every plain mana ability's option, shared: nothing changes an option's data
_MANA_DATA: dict[str, Any] = {"targets": (), "mana": True, "x": False}


def activated_abilities(game: Game, obj: GameObject) -> list[AbilityDef]:
    """Activated and mana abilities in card order: `ability = N` counts among these."""
    return [a for a in game.chars(obj).abilities if a.kind in ("activated", "mana")]


def _sorcery_timing(game: Game, player: int) -> str | None:
    if game.active != player or game.step not in MAIN_STEPS or game.stack:
        return "sorcery timing: only in your own main phase with an empty stack"
    return None


def _spell_target_specs(obj: GameObject, mode: int | None) -> tuple[str, ...]:
    card = obj.card
    if card.modes and mode is not None:
        return card.modes[mode].targets
    if not card.targets and "Aura" in card.subtypes:
        for kw in card.keywords:  # 303.4a: an Aura spell targets what it will enchant
            if kw.startswith("enchant "):
                q = kw[len("enchant "):]
                return (q if q in ("creature", "land", "artifact", "enchantment",
                                   "planeswalker") else "permanent",)
    return card.targets


# ---- listing ------------------------------------------------------------------------
def legal_actions(game: Game, player: int, first_only: bool = False,
                  include_mana: bool = True, ends: bool = True) -> list[Option]:
    """Options for the priority decision, pass first. `first_only` stops at one action.
    `ends` False: without the pass (first) and the concession (last), for a listing of
    what the player could do (`_list_doing`).

    Cheap tests come first (timing, a mana count) so that the full cost and target
    checks run only for the few cards that might really be castable. An option whose
    data says `legal_as_is` has nothing left to choose: its value, as it is, is an answer
    `check_action` accepts in this state (a land to play, a plain cast from the hand).
    """
    out: list[Option] = [Option("Pass", PASS)] if ends else []
    p = game.players[player]
    objs = game.objects
    sorcery_ok = _sorcery_timing(game, player) is None
    sources: list[tuple[int, str]] | None = None
    available = 0
    facts = _casting_facts(game)
    adjusted = facts.cost_changes  # reductions or increases in the game
    plain_casts = not adjusted and not facts.casting_limits
    flash_ok = sorcery_ok or (facts.beyond_hand  # 609.4a
                              and graveyard_casting.as_though_flash(game, player))
    ids = p.zones["hand"]
    if facts.beyond_hand or game.state.get(graveyard_casting.EXILE_KEY) \
            or game.state.get(graveyard_casting.TRANCE_KEY):
        ids = ids + graveyard_casting.castable_ids(game, player)
    land_ok = sorcery_ok and p.state.lands_played < 1 \
        and not (facts.land_ban and cant_enter.no_land_plays(game))
    for oid in ids:
        obj = objs[oid]
        card = obj.card
        info: CardInfo = card.facts["magic_info"]
        if info.is_land:
            if land_ok:
                out.append(Option(f"Play {card.name}", {"action": "play", "card": oid},
                                  {"legal_as_is": True} if obj.zone == "hand" else {}))
                if first_only:
                    return out
            continue
        if not info.castable or not (info.instant_speed or flash_ok):
            continue
        if sources is None:
            sources = current_sources(game, player)
            available = len(sources) + sum(p.state.pool.values())
        if adjusted or obj.zone != "hand":
            cost = spell_costs.total_mana(game, player, obj)
            if cost.mana_value > available:
                continue
        else:
            cost = info.cost
            if info.mana_value > available:
                continue
        if info.plain_cast and plain_casts and obj.zone == "hand":
            # nothing to check but paying the mana cost (`_cast_problem`'s other checks
            # pass: the timing is checked above, no limit or cost change is printed);
            # nothing to choose: the option's value is a legal answer as it is
            if payable(game, player, cost):
                out.append(Option(f"Cast {card.name}", {"action": "cast", "card": oid},
                                  {"targets": (), "x": False, "modes": [], "mode_targets": [],
                                   "legal_as_is": True}))
                if first_only:
                    return out
            continue
        if _cast_probe(game, player, obj) is None:
            out.append(Option(f"Cast {card.name}", {"action": "cast", "card": oid},
                              {"targets": any_number.specs_for(_spell_target_specs(obj, None), 1),
                               "x": info.cost.x > 0,
                               "modes": [m.label for m in card.modes],
                               "mode_targets": [list(m.targets) for m in card.modes]}))
            if first_only:
                return out
    # without mana abilities, only a player with an activated ability in play has any
    holders = _ability_holders(game, player, include_mana) \
        if include_mana or _summary(game)[player][3] else []
    for obj, c, abilities in holders:
        for i, ab in abilities:
            if ab.kind == "mana":
                if not include_mana:
                    continue
                if ab.cost == "{T}" and not ab.targets:
                    if obj.tapped or ("Creature" in c.types and summoning_sick(game, obj)
                                      and not c.has("haste")):
                        continue
                    out.append(Option(f"Tap {obj.card.name} for mana",
                                      {"action": "activate", "card": obj.id, "ability": i},
                                      _MANA_DATA))
                    continue
            if sources is None:
                sources = current_sources(game, player)
                available = len(sources) + sum(p.state.pool.values())
            if parse_cost(ab.cost).mana.mana_value > available:
                continue  # more mana than every source and the pool make: can't be paid
            if _activate_problem(game, player, obj, ab, probe=True) is None:
                out.append(Option(f"Activate {obj.card.name}: {ab.text or ab.cost}",
                                  {"action": "activate", "card": obj.id, "ability": i},
                                  {"targets": ab.targets, "mana": ab.kind == "mana",
                                   "x": parse_cost(ab.cost).mana.x > 0}))
                if first_only and ab.kind != "mana":
                    return out
    if ends:
        out.append(Option("Concede", {"action": "concede"}))
    return out


def _cast_probe(game: Game, player: int, obj: GameObject) -> str | None:
    """`_cast_problem(probe=True)` for the listing, remembered for the state: the
    auto-pass test's listing and the agent's full listing probe the same cards. Keyed on
    the step too (what is attacking or blocking is declared without a new version)."""
    memo = _memo(game)
    pool = game.players[player].state.pool
    key = (player, obj.id, game.active, game.step, len(game.stack),
           tuple(pool.items()) if pool else ())
    if key in memo.casts:
        return memo.casts[key]
    found = _cast_problem(game, player, obj, probe=True)
    if memo.version == game.version and memo.turn == game.turn:
        memo.casts[key] = found
    return found


def _ability_holders(game: Game, player: int, include_mana: bool
                     ) -> list[tuple[GameObject, Chars, list[tuple[int, AbilityDef]]]]:
    """The permanents `player` controls with activated (or, `include_mana`, mana)
    abilities, with their characteristics and numbered abilities: what the listing
    looks at in play. They follow from characteristics alone, so they are kept for the
    battlefield list (dropped with the characteristics, `Game.invalidate`); whether an
    ability can be activated now is the listing's to check, every time."""
    bf = game.battlefield()
    key = ("ability_holders", player, include_mana)
    cached = game.memo.get(key)
    if cached is not None and cached[0] is bf:
        return cached[1]  # type: ignore[no-any-return]
    out: list[tuple[GameObject, Chars, list[tuple[int, AbilityDef]]]] = []
    plain = not game.active_effects()
    for obj in bf:
        card = obj.card
        if not card.abilities and plain:
            continue
        if plain and obj.controller != player:
            continue
        if plain and not include_mana and not card.keywords \
                and not card_info(card).has_activated:
            continue  # as printed (no effect, no keyword abilities): mana abilities only
        c = game.chars(obj)
        if c.controller != player or not c.abilities:
            continue
        if not include_mana and c.abilities is card.abilities \
                and not card_info(card).has_activated:
            continue
        numbered = [(i, ab) for i, ab in enumerate(activated_abilities(game, obj))
                    if include_mana or ab.kind != "mana"]
        if numbered:
            out.append((obj, c, numbered))
    if game.battlefield() is bf:  # computing characteristics changed nothing
        game.memo[key] = (bf, out)
    return out


class _AutoPassMemo:
    """What the auto-pass test remembers about one state (version and turn): each
    answer given, by question, the listings of what a player could do, and the cast
    probes.
    A native class (compiled): its fields are read without dict lookups."""

    def __init__(self, version: int, turn: int) -> None:
        self.version = version
        self.turn = turn
        self.answers: dict[Any, bool] = {}
        self.doing: dict[Any, list[Option]] = {}  # `doing_actions`' listings
        self.casts: dict[Any, str | None] = {}  # `_cast_probe`'s answers


def _memo(game: Game) -> _AutoPassMemo:
    memo: _AutoPassMemo | None = game.memo.get("has_actions")
    if memo is None or memo.version != game.version or memo.turn != game.turn:
        memo = _AutoPassMemo(game.version, game.turn)
        game.memo["has_actions"] = memo
    return memo


class _Summary:
    """Per player: (a land in hand, an instant-speed card in hand, a sorcery-speed card
    in hand, an activated ability in play), and what it was computed from: the
    battlefield list and the controllers of an activated ability in play, each hand and
    its (land, instant, sorcery) flags."""

    def __init__(self, version: int, bf: list[GameObject], acting: set[int],
                 hands: list[list[int]], flags: list[tuple[bool, bool, bool]],
                 result: list[tuple[bool, bool, bool, bool]]) -> None:
        self.version = version  # the last state version it was found to hold for
        self.bf = bf
        self.acting = acting
        self.hands = hands
        self.flags = flags
        self.result = result


def _summary(game: Game) -> list[tuple[bool, bool, bool, bool]]:
    """Per player: (a land in hand, an instant-speed card in hand, a sorcery-speed card
    in hand, an activated ability in play). It reads the hands' printed cards and the
    permanents' characteristics only, so it is kept while the hands hold the same cards
    and the battlefield list is the same (a new list comes with every change of
    characteristics, `Game.invalidate`): a tap, damage, life, a new state version or a
    new step keep it. Within one state version (every move bumps it, and so does every
    new battlefield list) it is not compared again; when something changed, only what
    changed is looked at again (a hand, or the battlefield)."""
    kept: _Summary | None = game.memo.get("autopass_summary")
    version = game.version
    if kept is not None and kept.version == version:
        return kept.result
    bf = game.battlefield()
    players = game.players
    hands = [players[0].zones["hand"], players[1].zones["hand"]]
    same = [False, False]
    same_bf = False
    if kept is not None:
        same_bf = kept.bf is bf
        same = [kept.hands[0] == hands[0], kept.hands[1] == hands[1]]
        if same_bf and same[0] and same[1]:
            kept.version = version
            return kept.result
    if kept is not None and same_bf:
        acting = kept.acting
    else:
        acting = set()  # controllers of an activated ability: one pass for both
        plain = not game.active_effects()
        for obj in bf:
            if plain:
                printed: CardInfo = obj.card.facts["magic_info"]
                if printed.has_activated:
                    acting.add(obj.controller)
            else:
                c = game.chars(obj)
                if any(a.kind == "activated" for a in c.abilities):
                    acting.add(c.controller)
    objs = game.objects
    flags: list[tuple[bool, bool, bool]] = []
    for i in (0, 1):
        if kept is not None and same[i]:
            flags.append(kept.flags[i])
            continue
        land = inst = sorc = False
        for oid in hands[i]:
            info: CardInfo = objs[oid].card.facts["magic_info"]
            if info.is_land:
                land = True
            elif info.castable:
                if info.instant_speed:
                    inst = True
                else:
                    sorc = True
        flags.append((land, inst, sorc))
    out = [flags[0] + (players[0].index in acting,), flags[1] + (players[1].index in acting,)]
    if version == game.version and game.battlefield() is bf:  # nothing bumped
        game.memo["autopass_summary"] = _Summary(
            version, bf, acting, [list(hands[0]), list(hands[1])], flags, out)
    return out


class _CastingFacts:
    """Whether the game's cards could let a player cast beyond their hand at its own
    speed (flashback, "as though it had flash"), forbid land plays, change costs or
    limit casting: gathered from the printed words for a count of objects (the words
    change only when objects are added, `printed.words`)."""

    def __init__(self, count: int, words: frozenset[str]) -> None:
        self.count = count
        self.beyond_hand = graveyard_casting.FLASH in words \
            or any(w.startswith("flashback ") for w in words)
        self.land_ban = cant_enter.PLAYS in words
        self.cost_changes = spell_costs.REDUCTION in words or spell_costs.INCREASE in words
        self.casting_limits = casting_limits.EVEN in words


def _casting_facts(game: Game) -> _CastingFacts:
    facts: _CastingFacts | None = game.memo.get("casting_facts")
    count = len(game.objects)
    if facts is None or facts.count != count:
        facts = _CastingFacts(count, printed.words(game))
        game.memo["casting_facts"] = facts
    return facts


def _hand_only(game: Game) -> _CastingFacts | None:
    """The casting facts if no player can cast from elsewhere than their hand, or at
    other than its own speed, now (no card prints it, no Trance or exile permission in
    force); None otherwise."""
    state = game.state
    if state.get(graveyard_casting.EXILE_KEY) or state.get(graveyard_casting.TRANCE_KEY):
        return None
    facts: _CastingFacts | None = game.memo.get("casting_facts")  # `_casting_facts`, inline
    if facts is None or facts.count != len(game.objects):
        facts = _casting_facts(game)
    return None if facts.beyond_hand else facts


def has_actions(game: Game, player: int) -> bool:
    """Whether `player` could do anything but pass (mana abilities alone don't count).

    Asked at every priority for auto-pass (several times per step, for both players).
    The common case first, without any memo of the state: nothing in hand usable at this
    speed, no land to play and no activated ability in play, in a game whose cards can't
    cast from elsewhere than the hand (the summary of hands and abilities is kept across
    states, `_summary`). Otherwise the answer is remembered, keyed on what can change
    castability: the state version (every event and every change of characteristics),
    the turn, the timing, land plays, the stack and the pool (`_remembered`).
    """
    sorcery_ok = game.active == player and not game.stack and game.step in MAIN_STEPS
    kept: _Summary | None = game.memo.get("autopass_summary")  # `_summary`'s hit, inline
    land, inst, sorc, act = (kept.result if kept is not None and kept.version == game.version
                             else _summary(game))[player]
    if not (inst or act or (sorc and sorcery_ok)):
        facts = _hand_only(game)
        if facts is not None:
            if not (land and sorcery_ok and game.players[player].state.lands_played < 1):
                return False  # nothing castable, no land to play
            if not facts.land_ban:
                return True  # a land to play
    return _remembered(game, player)


def anyone_acts(game: Game) -> bool:
    """`has_actions` of the active player, then of the other: the same answers, with
    one summary and one look at the casting facts for both (asked at every step)."""
    kept: _Summary | None = game.memo.get("autopass_summary")  # `_summary`'s hit, inline
    summary = kept.result if kept is not None and kept.version == game.version \
        else _summary(game)
    ap = game.active
    main = not game.stack and game.step in MAIN_STEPS
    facts: _CastingFacts | None = None
    looked = False
    for player in (ap, 1 - ap):
        sorcery_ok = main and player == ap
        land, inst, sorc, act = summary[player]
        if not (inst or act or (sorc and sorcery_ok)):
            if not looked:
                facts = _hand_only(game)
                looked = True
            if facts is not None:
                if not (land and sorcery_ok
                        and game.players[player].state.lands_played < 1):
                    continue  # nothing castable, no land to play
                if not facts.land_ban:
                    return True  # a land to play
        if _remembered(game, player):
            return True
        # characteristics computed meanwhile may have noticed a change: look again
        summary = _summary(game)
        looked = False
    return False


def _remembered(game: Game, player: int) -> bool:
    """`has_actions` through the memo of the state (both players' answers at any timing
    are kept for the state). A miss first rules out the common case from the summary;
    otherwise it lists what the player could do, kept for the priority question that
    usually follows in the same state (`doing_actions`)."""
    memo = _memo(game)
    key = _question_key(game, player)
    known = memo.answers.get(key)
    if known is not None:
        return known
    sorcery_ok = game.active == player and not game.stack and game.step in MAIN_STEPS
    result = _could_act(game, player, sorcery_ok, memo, key)
    if memo.version == game.version and memo.turn == game.turn:  # nothing bumped meanwhile
        memo.answers[key] = result
    return result


def _question_key(game: Game, player: int) -> Any:
    """What, beside the state version and turn, can change what `player` could do: the
    timing, land plays, the stack and the pool."""
    st: MagicPlayer = game.players[player].state
    depth = len(game.stack)
    sorcery_ok = game.active == player and depth == 0 and game.step in MAIN_STEPS
    pool = st.pool
    lands = st.lands_played
    if pool or lands >= 64 or depth >= 1024:
        return (player, sorcery_ok, lands, depth, tuple(pool.items()))
    # the common case as one small int: no tuple to build and hash
    return ((depth * 64 + lands) * 2 + (1 if sorcery_ok else 0)) * 2 + player


def _could_act(game: Game, player: int, sorcery_ok: bool, memo: _AutoPassMemo,
               key: Any) -> bool:
    land, inst, sorc, act = _summary(game)[player]
    if land and sorcery_ok:
        st: MagicPlayer = game.players[player].state
        if st.lands_played < 1 and not cant_enter.no_land_plays(game):
            return True
    if not (inst or act or (sorc and sorcery_ok) or graveyard_casting.castable_ids(game, player)
            or (sorc and graveyard_casting.as_though_flash(game, player))):
        return False
    return bool(_list_doing(game, player, memo, key))


def _list_doing(game: Game, player: int, memo: _AutoPassMemo, key: Any) -> list[Option]:
    """The options that do something (no pass, concede or mana ability), kept for the
    state, the question and the step (what is attacking or blocking is declared without
    a new version)."""
    listed = legal_actions(game, player, include_mana=False, ends=False)
    if memo.version == game.version and memo.turn == game.turn:
        memo.doing[(key, game.step)] = listed
    return listed


def _listed_as_is(game: Game, player: int, act: Any, oid: int) -> bool:
    """Whether this question's kept listing (`doing_actions`) offers that action on that
    card as an option `legal_as_is` (a land to play, a plain cast from the hand)."""
    memo: _AutoPassMemo | None = game.memo.get("has_actions")
    if memo is None or memo.version != game.version or memo.turn != game.turn:
        return False
    listed = memo.doing.get((_question_key(game, player), game.step))
    if listed is None:
        return False
    for o in listed:
        value = o.value
        if value["card"] == oid and value["action"] == act and o.data.get("legal_as_is"):
            return True
    return False


def doing_actions(game: Game, player: int) -> list[Option]:
    """`legal_actions(game, player, include_mana=False)` without pass and concede: what
    an agent that only looks at those (the random agent) is offered. The auto-pass test
    has usually just listed them for the same question: that listing is reused."""
    memo = _memo(game)
    key = _question_key(game, player)
    listed = memo.doing.get((key, game.step))
    if listed is None:
        listed = _list_doing(game, player, memo, key)
    return listed


# ---- problems (None = allowed) --------------------------------------------------------
def _land_problem(game: Game, player: int) -> str | None:
    if game.active != player or game.step not in MAIN_STEPS or game.stack:
        return "a land can be played only in your main phase with an empty stack (505.5b)"
    if game.players[player].state.lands_played >= 1:
        return "you have already played a land this turn (305.2)"
    if cant_enter.no_land_plays(game):
        return "players can't play lands: an effect forbids it (101.2)"
    return None


def _cast_problem(game: Game, player: int, obj: GameObject, probe: bool = False,
                  x: int = 0, mode: int | None = None, targets: list[Target] | None = None,
                  mana_from: list[int] | None = None,
                  sources: list[tuple[int, str]] | None = None,
                  pay: list[Any] | None = None) -> str | None:
    card = obj.card
    if (obj.zone != "hand" or obj.owner != player) \
            and not graveyard_casting.may_cast_from_graveyard(game, player, obj):
        return f"{card.name} is not in your hand (601.2)"
    if card.is_filler or "Land" in card.types:
        return f"{card.name} can't be cast (601.2)"
    instant = "Instant" in card.types or "flash" in card.keywords \
        or graveyard_casting.as_though_flash(game, player)  # 609.4a
    if not instant:
        t = _sorcery_timing(game, player)
        if t:
            return f"{card.name} can't be cast now: {t} (117.1a)"
    limit = casting_limits.problem(game, player, obj, None if probe else x)
    if limit:
        return limit
    if card.modes and not probe:
        if mode is None or not 0 <= mode < len(card.modes):
            labels = ", ".join(m.label for m in card.modes)
            return f"{card.name} needs a mode, one of: {labels} (601.2b)"
    specs = _spell_target_specs(obj, mode if mode is not None else (0 if card.modes else None))
    specs = any_number.specs_for(specs, len(targets) if targets is not None else 0)
    src = game.chars(obj)
    problem = _targets_problem(game, specs, targets, src, player, probe, obj.id)
    if problem:
        return problem
    cost = spell_costs.total_mana(game, player, obj)
    if plan(game, player, cost.with_x(x), only=mana_from, sources=sources,
            probe=True) is None:
        return f"can't pay {cost.with_x(x)} for {card.name} (601.2h)"
    extra = spell_costs.additional(card)
    if extra is not None:
        why = _additional_problem(game, player, obj, extra, pay)
        if why:
            return why
    return None


def _additional_problem(game: Game, player: int, obj: GameObject, extra: Cost,
                        pay: list[Any] | None) -> str | None:
    """Whether the spell's additional cost can be paid (118.8, 601.2h)."""
    if extra.sacrifice_creature and len(_sacrificeable(game, player)) < extra.sacrifice_creature:
        return f"{obj.card.name} needs a creature to sacrifice (601.2h)"
    if extra.discard and len(game.players[player].zones["hand"]) - 1 < extra.discard:
        return f"{obj.card.name} needs another card to discard (601.2h)"
    if extra.life and game.players[player].life < extra.life:
        return f"can't pay {extra.life} life for {obj.card.name} (118.3)"
    if pay is not None:
        if obj.id in pay:
            return f"{obj.card.name} can't pay its own cost (601.2h)"
        return _pay_problem(game, player, extra, pay)
    return None


def spell_payment(game: Game, player: int, extra: Cost, obj: GameObject) -> list[int]:
    """The first legal choices for a spell's additional cost (not the spell itself)."""
    hand = [c for c in game.players[player].zones["hand"] if c != obj.id]
    return hand[: extra.discard] + _sacrificeable(game, player)[: extra.sacrifice_creature]


def _sacrificeable(game: Game, player: int) -> list[int]:
    return [o.id for o in game.battlefield()
            if game.chars(o).controller == player and "Creature" in game.chars(o).types]


def _pay_problem(game: Game, player: int, cost: Cost, pay: list[Any]) -> str | None:
    """The cards chosen to discard or creatures to sacrifice for a cost (602.2b)."""
    need = cost.discard + cost.sacrifice_creature
    if len(pay) != need or len(set(pay)) != need:
        return f"choose {need} different card(s) to pay the cost, not {len(pay)} (602.2b)"
    hand = game.players[player].zones["hand"]
    mine = _sacrificeable(game, player)
    discards = [p for p in pay[: cost.discard]]
    sacs = [p for p in pay[cost.discard:]]
    if any(d not in hand for d in discards):
        return "the card to discard must be in your hand (602.2b)"
    if any(s not in mine for s in sacs):
        return "the creature to sacrifice must be one you control (602.2b)"
    return None


def default_payment(game: Game, player: int, cost: Cost, source: int) -> list[int]:
    """The first legal choices for a cost's discards and sacrifices."""
    hand = list(game.players[player].zones["hand"])
    sacs = [c for c in _sacrificeable(game, player) if c != source] + \
        [c for c in _sacrificeable(game, player) if c == source]
    return hand[: cost.discard] + sacs[: cost.sacrifice_creature]


def _activate_problem(game: Game, player: int, obj: GameObject, ab: AbilityDef,
                      probe: bool = False, x: int = 0, targets: list[Target] | None = None,
                      mana_from: list[int] | None = None,
                      pay: list[Any] | None = None) -> str | None:
    name = obj.card.name
    if obj.zone != "battlefield" or obj.phased_out:
        return f"{name} is not on the battlefield (602.2)"
    c = game.chars(obj)
    if c.controller != player:
        return f"you don't control {name} (602.2)"
    if ab.timing == "sorcery":
        t = _sorcery_timing(game, player)
        if t:
            return f"{name}'s ability can't be activated now: {t} (602.5d)"
    once = once_each_turn.problem(game, obj, ab)
    if once:
        return once
    cost = parse_cost(ab.cost)
    if cost.loyalty is not None:
        t = _sorcery_timing(game, player)
        if t:
            return f"{name}'s loyalty abilities can be activated only at {t} (606.3)"
        if obj.extra.get("loyalty_turn") == (game.turn, obj.zcc):
            return f"a loyalty ability of {name} was already activated this turn (606.3)"
        if cost.loyalty < 0 and obj.counters.get("loyalty", 0) < -cost.loyalty:
            return f"{name} has only {obj.counters.get('loyalty', 0)} loyalty (606.6)"
    if cost.tap:
        if obj.tapped:
            return f"{name} is tapped: {{T}} can't be paid (602.2b)"
        if "Creature" in c.types and summoning_sick(game, obj) and not c.has("haste"):
            return f"{name} has summoning sickness: {{T}} can't be paid (302.6)"
    if cost.life and game.players[player].life < cost.life:
        return f"you can't pay {cost.life} life (119.4)"
    if cost.discard and len(game.players[player].zones["hand"]) < cost.discard:
        return "you have no card to discard (602.2b)"
    if cost.sacrifice_creature and len(_sacrificeable(game, player)) < cost.sacrifice_creature:
        return "you control no creature to sacrifice (602.2b)"
    if pay is not None:
        why = _pay_problem(game, player, cost, pay)
        if why:
            return why
    problem = _targets_problem(game, ab.targets, targets, c, player, probe, obj.id)
    if problem:
        return problem
    if plan(game, player, cost.mana.with_x(x), exclude=obj.id if cost.tap else None,
            only=mana_from, probe=True) is None:
        return f"can't pay {cost.mana.with_x(x)} for {name}'s ability (602.2b)"
    return None


def _targets_problem(game: Game, specs: tuple[str, ...], targets: list[Target] | None,
                     source: Any, player: int, probe: bool,
                     source_id: int | None = None) -> str | None:
    if probe or targets is None:
        for i, spec in enumerate(specs):
            # a later target of one word "target" needs one more candidate (115.3)
            need = 1 + len(target_words.taken(specs, specs[:i]))
            if len(tg.candidates(game, spec, source, player, source_id, need)) < need:
                return f"no legal target for {target_words.base(spec)} (601.2c)"
        return None
    if len(targets) != len(specs):
        return f"needs {len(specs)} target(s), got {len(targets)} (601.2c)"
    for spec, t in zip(specs, targets, strict=True):
        why = tg.check_target(game, spec, t, source, player, source_id)
        if why:
            return why
    twice = target_words.repeated(specs, targets)
    if twice is not None:
        return (f"{tg.describe(game, twice)} is chosen twice for one word \"target\": "
                "those targets must be different (115.3)")
    return None


# ---- checking an answer ---------------------------------------------------------------
def check_action(game: Game, player: int, answer: Any) -> dict[str, Any]:
    """Normalise and validate a priority answer; IllegalAction says why it is refused."""
    if isinstance(answer, str) and answer == "pass":
        return PASS
    if isinstance(answer, str) and answer == "concede":
        return {"action": "concede"}
    if not isinstance(answer, dict) or "action" not in answer:
        raise IllegalAction(f"not a priority answer: {answer!r}", "117.1")
    act = answer["action"]
    if act in ("pass", "concede"):
        return {"action": act}
    oid = answer.get("card")
    if len(answer) == 2 and type(oid) is int and _listed_as_is(game, player, act, oid):
        # the listing of this question found it legal with nothing to choose
        return {"action": "play", "card": oid} if act == "play" \
            else {"action": "cast", "card": oid, "targets": []}
    obj = game.objects.get(oid) if isinstance(oid, int) else None
    if obj is None:
        raise IllegalAction(f"no such card: {oid!r}", "117.1")
    targets = answer.get("targets", [])
    if not isinstance(targets, list):
        raise IllegalAction(f"targets are a list, not {targets!r}", "601.2c")
    targets = list(targets)
    x = answer.get("x", 0) or 0
    if not _is_count(x):
        raise IllegalAction(f"X is a whole number >= 0, not {x!r}", "601.2b")
    mana_from = answer.get("mana_from")
    if mana_from is not None and not (isinstance(mana_from, list)
                                      and all(_is_count(i) for i in mana_from)):
        raise IllegalAction(f"mana_from is a list of permanent ids, not {mana_from!r}", "601.2g")
    if act == "play":
        if (obj.zone != "hand" or obj.owner != player) \
                and not graveyard_casting.may_cast_from_graveyard(game, player, obj) \
                or "Land" not in obj.card.types:
            raise IllegalAction(f"{obj.card.name} is not a land in your hand", "305.1")
        why = _land_problem(game, player)
        if why:
            _raise(why)
        return {"action": "play", "card": oid}
    if act == "cast":
        mode = answer.get("mode")
        if mode is not None and (not _is_count(mode) or not obj.card.modes):
            raise IllegalAction(f"{obj.card.name} has no mode {mode!r}", "700.2")
        extra = spell_costs.additional(obj.card)
        pay = answer.get("pay")
        if pay is None and extra is not None:
            pay = spell_payment(game, player, extra, obj)
        why = _cast_problem(game, player, obj, x=x, mode=mode, targets=targets,
                            mana_from=mana_from, pay=pay)
        if why:
            _raise(why)
        out: dict[str, Any] = {"action": "cast", "card": oid, "targets": targets}
        if pay:
            out["pay"] = list(pay)
        if x:
            out["x"] = x
        if mode is not None:
            out["mode"] = mode
        if mana_from is not None:
            out["mana_from"] = list(mana_from)
        return out
    if act == "activate":
        idx = answer.get("ability", 0) or 0
        if not _is_count(idx):
            raise IllegalAction(f"an ability is numbered 0, 1, ..., not {idx!r}", "602.1")
        abilities = activated_abilities(game, obj)
        if not 0 <= idx < len(abilities):
            raise IllegalAction(f"{obj.card.name} has no activated ability #{idx + 1}", "602.1")
        cost = parse_cost(abilities[idx].cost)
        pay = answer.get("pay")
        if pay is None and (cost.discard or cost.sacrifice_creature):
            pay = default_payment(game, player, cost, obj.id)
        why = _activate_problem(game, player, obj, abilities[idx], x=x, targets=targets,
                                mana_from=mana_from, pay=pay)
        if why:
            _raise(why)
        out = {"action": "activate", "card": oid, "ability": idx, "targets": targets}
        if pay:
            out["pay"] = list(pay)
        if x:
            out["x"] = x
        if mana_from is not None:
            out["mana_from"] = list(mana_from)
        return out
    raise IllegalAction(f"unknown action {act!r}", "117.1")


def _is_count(v: Any) -> bool:
    """A whole number >= 0 (an id, an index, X): an int that is not a bool."""
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _raise(why: str) -> None:
    if why.endswith(")") and " (" in why:
        reason, rule = why.rsplit(" (", 1)
        raise IllegalAction(reason, rule[:-1])
    raise IllegalAction(why)


# ---- carrying out ------------------------------------------------------------------------
def perform(game: Game, player: int, action: dict[str, Any]) -> None:
    """Carry out a checked action (nothing here can fail)."""
    act = action["action"]
    pl = game.players[player]
    if act == "play":
        obj = game.objects[action["card"]]
        pl.state.lands_played += 1
        game.move(obj, "battlefield", controller=player)
        obj.since_turn = game.turn
        game.log.add("305.1", "play_land", "{} plays {}", pl.name, obj.card.name)
        return
    if act == "cast":
        _cast(game, player, action)
        return
    if act == "activate":
        _activate(game, player, action)


def _target_zccs(game: Game, targets: list[Target]) -> list[int]:
    return [game.objects[t].zcc if isinstance(t, int) and t in game.objects else 0
            for t in targets]


def _cast(game: Game, player: int, action: dict[str, Any]) -> None:
    obj = game.objects[action["card"]]
    x = action.get("x", 0)
    mode = action.get("mode")
    # the total cost is locked in before anything is paid (601.2f-h)
    total = spell_costs.total_mana(game, player, obj).with_x(x)
    planned = plan(game, player, total, only=action.get("mana_from"))
    assert planned is not None
    flashed_back = obj.zone == "graveyard"  # its flashback cost is the total (702.34a)
    game.move(obj, "stack")
    obj.controller = player
    if flashed_back:
        flashback.mark(obj)
    targets = list(action.get("targets", []))
    specs = any_number.specs_for(_spell_target_specs(obj, mode), len(targets))
    effects = obj.card.modes[mode].effects if obj.card.modes and mode is not None \
        else obj.card.effects
    item = StackItem(obj.id, "spell", obj.id, player, obj.card.name, targets,
                     _target_zccs(game, targets), specs, effects, None, x, mode, obj.zcc)
    game.stack.append(item)
    pay_mana(game, player, planned)
    mana_spent.record(item, planned)  # "if {G} was spent to cast this spell"
    extra = spell_costs.additional(obj.card)
    if extra is not None:
        sacrificed = _pay_additional(game, player, extra, list(action.get("pay", [])))
        if sacrificed is not None:  # "the sacrificed creature's power" (Fling, 608.2h)
            item.extra["sacrificed"] = sacrificed
    tdesc = ", ".join(tg.describe(game, t) for t in targets)
    game.log.add("601.2", "cast", "{} casts {}{}", game.players[player].name, obj.card.name,
                 f" targeting {tdesc}" if tdesc else "")
    report_on_stack(game, item, cast=True)


def _activate(game: Game, player: int, action: dict[str, Any]) -> None:
    from cardgame.rulesets.magic import effects as fx

    obj = game.objects[action["card"]]
    ab = activated_abilities(game, obj)[action["ability"]]
    cost: Cost = parse_cost(ab.cost)
    x = action.get("x", 0)
    planned = plan(game, player, cost.mana.with_x(x), exclude=obj.id if cost.tap else None,
                   only=action.get("mana_from"))
    assert planned is not None
    pl = game.players[player]
    pay_mana(game, player, planned)
    once_each_turn.record(game, obj, ab)
    if cost.tap:
        game.tap(obj)
    if cost.life:
        game.lose_life(player, cost.life)
    if cost.loyalty is not None:
        if cost.loyalty >= 0:
            game.add_counters(obj, "loyalty", cost.loyalty)
        else:
            game.remove_counters(obj, "loyalty", -cost.loyalty)
        obj.extra["loyalty_turn"] = (game.turn, obj.zcc)  # 606.3: this object, this turn
        game.invalidate()
        game.log.add("606.4", "loyalty", "{} {:+d} loyalty (now {})", obj.card.name,
                     cost.loyalty, obj.counters["loyalty"])
    pay = list(action.get("pay", []))
    for oid in pay[: cost.discard]:
        game.move(game.objects[oid], "graveyard")
        game.log.add("602.2b", "discard", "{} discards {} to pay a cost", pl.name,
                     game.objects[oid].card.name)
    for oid in pay[cost.discard:]:
        if oid != obj.id or not cost.sacrifice_self:
            game.move(game.objects[oid], "graveyard")
            game.log.add("602.2b", "sacrifice", "{} sacrifices {} to pay a cost", pl.name,
                         game.objects[oid].card.name)
    targets = list(action.get("targets", []))
    item = StackItem(game.new_id(), "ability", obj.id, player, f"{obj.card.name} ability",
                     targets, _target_zccs(game, targets), ab.targets, ab.effects, ab, x,
                     None, obj.zcc)
    item.extra["lki"] = game.chars(obj)  # its source as it was (608.2h)
    if cost.sacrifice_self:
        game.move(obj, "graveyard")
        game.log.add("602.2b", "sacrifice", "{} sacrifices {}", pl.name, obj.card.name)
    if ab.kind == "mana":
        # mana abilities don't use the stack (605.3b)
        before = dict(pl.state.pool)
        fx.run_now(game, item)
        game.log.add("605.3b", "mana_ability", "{} activates {}", pl.name, obj.card.name)
        made = "".join(s * (n - before.get(s, 0)) for s, n in pl.state.pool.items()
                       if n > before.get(s, 0))
        if cost.tap:
            mana_triggers.land_tapped(game, player, obj, made)
        return
    game.stack.append(item)
    game.touch()
    sba.carry_forward(game)  # only the stack changed: no SBA input (its costs bumped apart)
    game.log.add("602.2", "activate", "{} activates {}", pl.name, item.name)
    report_on_stack(game, item, cast=False)


def _pay_additional(game: Game, player: int, extra: Cost, pay: list[int]) -> Chars | None:
    """Pay a spell's additional cost: life, discards, then sacrifices (601.2h). Returns
    the last known characteristics of the (last) creature sacrificed, if any."""
    sacrificed = None
    pl = game.players[player]
    if extra.life:
        game.lose_life(player, extra.life)
    for oid in pay[: extra.discard]:
        game.move(game.objects[oid], "graveyard")
        game.log.add("601.2h", "discard", "{} discards {} to pay a cost", pl.name,
                     game.objects[oid].card.name)
    for oid in pay[extra.discard:]:
        sacrificed = game.chars(game.objects[oid])
        game.move(game.objects[oid], "graveyard")
        game.log.add("601.2h", "sacrifice", "{} sacrifices {} to pay a cost", pl.name,
                     game.objects[oid].card.name)
    return sacrificed


def report_on_stack(game: Game, item: StackItem, cast: bool) -> None:
    """A spell was cast or an ability put on the stack: report it to the trigger
    observers ("whenever you cast" 601.2i; becoming a target, as ward watches 702.21a)."""
    if cast:
        game.notify(SpellCast(game.objects[item.id], item.controller))
    seen: set[int] = set()
    for t in item.targets:
        obj = game.objects.get(t) if isinstance(t, int) else None
        if obj is None or obj.id in seen or obj.zone != "battlefield":
            continue
        seen.add(obj.id)
        game.notify(BecomesTarget(obj, item.id, item.name, item.controller))
