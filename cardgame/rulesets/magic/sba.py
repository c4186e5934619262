"""State-based actions (704): checked whenever a player would receive priority, all at
once, repeated until none apply (704.3). They look only at the state when checked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardgame.engine.objects import GameObject
from cardgame.rulesets.magic import control_duration, dies_watchers, state_triggers
from cardgame.rulesets.magic.loss_replacement import replace_losses
from cardgame.rulesets.magic.regeneration import Destroy

if TYPE_CHECKING:
    from cardgame.engine.events import Event, ZoneChange
    from cardgame.engine.game import Game


class _Mark:
    """A state version and both life totals: what a clean check saw (`"sba"`), or the
    life totals last noticed (`"lives"`). A native class: compared field by field,
    without building a tuple at every check.

    `quiet` (a clean check's mark): at that check no card of the game printed a state
    trigger and the life totals were the ones last noticed, so while the version and
    the life totals stay the same, a check has nothing to do at all (`check_once`).
    `board`: the battlefield list the check saw (`after_move`)."""

    def __init__(self, version: int, life1: int, life2: int, quiet: bool = False,
                 board: list[GameObject] | None = None) -> None:
        self.version = version
        self.life1 = life1
        self.life2 = life2
        self.quiet = quiet
        self.board = board


def _clean_mark(game: Game) -> _Mark:
    """The mark of a check that found nothing, `quiet` when the next checks at the same
    version and life totals may skip even the state triggers and the life notice."""
    p1, p2 = game.players
    lives: _Mark | None = game.memo.get("lives")
    quiet = lives is not None and lives.life1 == p1.life and lives.life2 == p2.life \
        and not state_triggers.possible(game)
    return _Mark(game.version, p1.life, p2.life, quiet, game.battlefield())


def _same(mark: _Mark | None, version: int, game: Game) -> bool:
    if mark is None or mark.version != version:
        return False
    p1, p2 = game.players
    return mark.life1 == p1.life and mark.life2 == p2.life


def is_clean(game: Game) -> bool:
    """The state a check last found nothing in: every event and every change of what the
    layer system reads bumps the version (a life total is outside it), so an unchanged
    version and life totals mean no SBA can have become applicable since."""
    return _same(game.memo.get("sba"), game.version, game)


def after_move(game: Game, event: ZoneChange) -> None:
    """A card (not a token: 704.5d) moved between zones outside the battlefield (a draw,
    a cast, a discard): SBAs and the legend rule read nothing there, unless permanents'
    characteristics count cards in those zones. Such a move drops the battlefield list
    (`Game._move`), so the mark is carried only while the list is the one the clean
    check saw."""
    if event.lki is None and event.new != "battlefield" and not event.obj.token:
        mark: _Mark | None = game.memo.get("sba")
        if mark is not None and mark.board is game.battlefield():
            carry_forward(game)


def carry_forward(game: Game, event: Event | None = None) -> None:
    """The last bump of the version changed nothing SBAs or the legend rule read.

    Also the observer of taps and untaps (`event` unused): a tap bumps the version but
    changes nothing an SBA or the legend rule reads (704.5 looks at life, poison, draws,
    toughness, damage, loyalty, counters, attachments and legendary names; a tap changes
    no characteristics): a state found clean just before it stays clean, so the next
    check is skipped. If anything else bumped the version in between, the keys differ
    and the check runs."""
    memo = game.memo
    before = game.version - 1
    mark: _Mark | None = memo.get("sba")
    if _same(mark, before, game):
        assert mark is not None
        # the same objects (the same printed words) and the same battlefield list: the
        # mark moves on (only the memo holds it)
        mark.version = game.version
    legends = memo.get("legends")
    if legends is not None and legends[0] == before:
        memo["legends"] = (game.version, legends[1])


def needed(game: Game) -> bool:
    """A quick look: could any SBA apply now? (Most of the time none does.)"""
    for p in game.players:
        if p.life <= 0 or p.drew_from_empty or p.state.poison >= 10:
            return True
    if game.state.get("tokens_out"):
        return True
    bf = game.battlefield()
    for obj in bf:
        if obj.damage or obj.counters or obj.attached_to is not None:
            return True
    return _board_needs(game, bf)


def _board_needs(game: Game, bf: list[GameObject]) -> bool:
    """`needed`'s look at what the permanents are (Auras, planeswalkers, toughness 0 or
    less), once per battlefield list: the list is dropped with the characteristics
    (`Game.invalidate`), so while it is the same, so are they and the effects."""
    cached: tuple[list[GameObject], bool] | None = game.memo.get("sba_board")
    if cached is not None and cached[0] is bf:
        return cached[1]
    found = _board_found(game, bf)
    game.memo["sba_board"] = (bf, found)
    return found


def _board_found(game: Game, bf: list[GameObject]) -> bool:
    plain = not game.active_effects()
    for obj in bf:
        if "Aura" in obj.card.subtypes:
            return True
        if plain:
            card = obj.card
            if "Planeswalker" in card.types or (card.toughness is not None
                                                and card.toughness <= 0):
                return True
            continue
        c = game.chars(obj)
        if c.toughness is not None and c.toughness <= 0 and "Creature" in c.types:
            return True
        if "Planeswalker" in c.types:
            return True
    return False


def check_once(game: Game) -> bool:
    """Perform every applicable SBA simultaneously; True if any was performed."""
    mark: _Mark | None = game.memo.get("sba")
    if mark is not None and mark.quiet and mark.version == game.version \
            and not game.effects:
        p1, p2 = game.players
        if mark.life1 == p1.life and mark.life2 == p2.life:
            # nothing changed since a quiet clean check: the life notice, the durations
            # and the state triggers below would do nothing, and it is still clean
            return False
    notice_life_totals(game)
    if game.effects:
        control_duration.check(game)  # 611.2b: a source now controlled by another
    state_triggers.check(game)  # 603.8: triggered by a state, as SBAs are checked
    if is_clean(game):
        return False
    key = _clean_mark(game)
    if not needed(game):
        game.memo["sba"] = key
        return False
    losers = losers_now(game)
    replaced = False
    if losers:  # 704.7: one replacement replaces all of a player's losses at once
        losers, replaced = replace_losses(game, losers)
    gone_tokens: list[GameObject] = [game.objects[i] for i in game.state.pop("tokens_out", [])
                                     if i in game.objects and game.objects[i].zone
                                     not in ("battlefield", "")]
    to_graveyard, to_destroy, annihilate, unattach = board_problems(game)
    if not (losers or to_graveyard or to_destroy or gone_tokens or annihilate or unattach
            or replaced):
        game.memo["sba"] = key
        return False
    for obj, why, rule in unattach:
        obj.attached_to = None
        game.invalidate()
        game.log.add(rule, "sba", "{} becomes unattached: {}", obj.card.name, why)
    batch = dies_watchers.begin(game)  # these deaths are one event (603.10a)
    for obj, why, rule in to_graveyard:
        if obj.zone == "battlefield":
            game.log.add(rule, "sba", "{} is put into its owner's graveyard: {}", obj.card.name,
                         why)
            game.move(obj, "graveyard")
    for obj, why, rule in to_destroy:
        if obj.zone != "battlefield":
            continue
        if game.apply(Destroy(obj, rule)) is None:
            continue  # a regeneration shield replaced it (614.8)
        game.log.add(rule, "sba", "{} is destroyed: {}", obj.card.name, why)
        game.move(obj, "graveyard")
    dies_watchers.end(game, batch)
    for obj in gone_tokens:
        game.log.add("704.5d", "sba", "token {} ceases to exist", obj.card.name)
        game.remove_object(obj)
    for obj in annihilate:
        if obj.zone != "battlefield":
            continue  # it died in this same check: its counters left with it (122.2)
        n = min(obj.counters.get("+1/+1", 0), obj.counters.get("-1/-1", 0))
        for k in ("+1/+1", "-1/-1"):
            game.remove_counters(obj, k, n)
            if not obj.counters[k]:
                del obj.counters[k]  # no counters of a kind left: no entry (digests)
        game.log.add("704.5q", "sba", "{} loses {} +1/+1 and -1/-1 counter pairs",
                     obj.card.name, n)
    if losers:
        for idx, why, _rule in losers:
            game.players[idx].lost = True
            game.players[idx].loss_reason = why
        if len(losers) == 2:
            game.end(None, "both players lost at once: " + "; ".join(w for _, w, _ in losers),
                     "104.4a")
        idx, why, rule = losers[0]
        game.end(1 - idx, why, rule)
    return True


Problem = tuple[GameObject, str, str]  # a permanent, why, the rule


def losers_now(game: Game) -> list[tuple[int, str, str]]:
    """704.5a-c: the players who lose now, with every reason (they are one event for a
    replacement, 704.7)."""
    losers: list[tuple[int, str, str]] = []
    for p in game.players:
        if p.life <= 0:
            losers.append((p.index, f"{p.name} has {p.life} life", "704.5a"))
        if p.drew_from_empty:
            losers.append((p.index, f"{p.name} drew from an empty library", "704.5b"))
        if p.state.poison >= 10:
            losers.append((p.index, f"{p.name} has {p.state.poison} poison counters", "704.5c"))
    return losers


def board_problems(game: Game) -> tuple[list[Problem], list[Problem], list[GameObject],
                                        list[Problem]]:
    """The permanents SBAs act on now: to the graveyard (704.5f, i, m), destroyed
    (704.5g-h), with counters to annihilate (704.5q), to unattach (704.5n, p)."""
    to_graveyard: list[Problem] = []
    to_destroy: list[Problem] = []
    annihilate: list[GameObject] = []
    for obj in game.battlefield():
        c = game.chars(obj)
        counters = obj.counters
        if counters.get("+1/+1") and counters.get("-1/-1"):
            annihilate.append(obj)
        if "Creature" in c.types and c.toughness is not None:
            if c.toughness <= 0:
                to_graveyard.append((obj, f"{c.name} has toughness {c.toughness}", "704.5f"))
            elif c.has("indestructible"):
                pass  # 702.12b: lethal damage and deathtouch don't destroy it
            elif obj.damage >= c.toughness:
                to_destroy.append((obj, f"{c.name} has lethal damage", "704.5g"))
            elif obj.deathtouched and obj.damage > 0:
                to_destroy.append((obj, f"{c.name} was dealt deathtouch damage", "704.5h"))
        if "Planeswalker" in c.types and counters.get("loyalty", 0) <= 0:
            to_graveyard.append((obj, f"{c.name} has no loyalty", "704.5i"))
    unattach: list[Problem] = []
    for obj, why, rule, to_gy in attachment_problems(game):
        if to_gy:
            to_graveyard.append((obj, why, rule))
        else:
            unattach.append((obj, why, rule))
    return to_graveyard, to_destroy, annihilate, unattach


def notice_life_totals(game: Game) -> None:
    """A power or toughness equal to a life total (604.3) changes with the life total,
    which is not part of the state version: when a life total has changed since the last
    check and such a permanent is in play, characteristics are computed afresh."""
    p1, p2 = game.players
    lives: _Mark | None = game.memo.get("lives")
    if lives is not None and lives.life1 == p1.life and lives.life2 == p2.life:
        return  # the common case, before the import below (it runs at every check)
    game.memo["lives"] = _Mark(0, p1.life, p2.life)
    from cardgame.rulesets.magic.vocabulary import PT_WORDS

    for obj in game.battlefield():
        for ab in obj.card.abilities:
            if ab.kind == "static" and any(
                    e.kind == "set_pt" and (e.get("power") in PT_WORDS
                                            or e.get("toughness") in PT_WORDS)
                    for e in ab.effects):
                game.invalidate()
                return


def attachment_problems(game: Game) -> list[tuple[GameObject, str, str, bool]]:
    """704.5m (Auras to the graveyard), 704.5n (Equipment unattached), 704.5p (others
    unattached): attachments that are illegal now. The bool: to the graveyard."""
    from cardgame.rulesets.magic.keywords import enchant, protection

    out: list[tuple[GameObject, str, str, bool]] = []
    for obj in game.battlefield():
        aura = "Aura" in obj.card.subtypes
        if obj.attached_to is None:
            if aura:
                out.append((obj, "it enchants nothing", "704.5m", True))
            continue
        host = game.objects.get(obj.attached_to)
        c = game.chars(obj)
        why = ""
        if host is None or host.zone != "battlefield" or host.phased_out:
            why = "what it was attached to is gone"
        else:
            hc = game.chars(host)
            if aura:
                why = enchant.can_enchant(c, hc) or protection.attach_problem(hc, c) or ""
            elif "Equipment" in c.subtypes:
                if "Creature" not in hc.types:
                    why = f"{hc.name} is not a creature (702.6a)"
                else:
                    why = protection.attach_problem(hc, c) or ""
            elif "Aura" not in c.subtypes and "Equipment" not in c.subtypes:
                why = ""
        if not why:
            continue
        if aura:
            out.append((obj, why, "704.5m", True))
        elif "Equipment" in c.subtypes:
            out.append((obj, why, "704.5n", False))
        else:
            out.append((obj, why, "704.5p", False))
    return out
