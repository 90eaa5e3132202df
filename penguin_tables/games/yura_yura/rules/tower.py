"""What the top card tells the next player to put on the iceberg, and where it goes.

Rulebook: an iceberg card goes on top; a penguin goes on the second tier from the top; ice rocks go
on the tier holding the fewest; nothing goes on the topmost card. With no new piece left, one is
moved up from the lowest tier that has one.
"""

from __future__ import annotations

from dataclasses import dataclass

from penguin_tables.games.yura_yura.content import START, card, content
from penguin_tables.games.yura_yura.state import Item, PieceKind, PutBack, Tower, YuraState

INSTRUCTIONS: dict[str, list[Item]] = {
    "iceberg": ["iceberg"],
    "penguin": ["penguin"],
    "ice1": ["ice"],
    "ice2": ["ice", "ice"],
}


@dataclass(frozen=True, slots=True)
class Plan:
    """Where the item due now goes: its tier, its id, and the piece moved up to do it (if any)."""

    item: Item
    tier: int
    ident: int
    move_from: int | None = None


def instruction(top_card: int) -> list[Item]:
    """The items the top card asks for (the starting card asks for an iceberg card)."""
    if top_card == START:
        return ["iceberg"]
    return list(INSTRUCTIONS.get(card(top_card).symbol, []))


def supply(tower: Tower, kind: PieceKind) -> int:
    total = content().ice_pieces if kind == "ice" else content().penguins
    return total - sum(1 for p in tower.pieces if p.kind == kind)


def icebergs_left(tower: Tower) -> int:
    return content().iceberg_cards - len(tower.tiers)


def _free_ident(tower: Tower, kind: PieceKind) -> int:
    used = {p.ident for p in tower.pieces if p.kind == kind}
    return min(i for i in range(content().ice_pieces + content().penguins) if i not in used)


def _move_up(tower: Tower, kind: PieceKind, target: int) -> Plan | None:
    """With none left in the box, the piece on the lowest tier below `target` moves up."""
    below = [(p.tier, i) for i, p in enumerate(tower.pieces) if p.kind == kind and p.tier < target]
    if not below:
        return None
    _, index = min(below)
    return Plan(item=kind, tier=target, ident=tower.pieces[index].ident, move_from=index)


def ice_choices(tower: Tower) -> list[int]:
    """The tiers with a room above that hold the fewest ice rocks, lowest first.

    Rulebook: a rock may go on any tier of that count, so when several tie the player chooses.
    """
    rooms = len(tower.tiers) - 1
    counts = [sum(1 for p in tower.pieces if p.kind == "ice" and p.tier == t) for t in range(rooms)]
    fewest = min(counts, default=0)
    return [t for t, n in enumerate(counts) if n == fewest]


def ice_target(tower: Tower) -> int:
    """The tier a rock goes on when nobody chose: the highest of those tied for the fewest."""
    return max(ice_choices(tower))


def plan(tower: Tower, item: Item, choice: int | None = None) -> Plan | None:
    """Where `item` goes now, or None when it cannot be done (then it is skipped).

    `choice` is the tier the player picked for an ice rock among `ice_choices`; without one (or
    with one that is not among them) the rock goes on the highest of them.
    """
    top = len(tower.tiers) - 1
    if item == "card":
        return Plan(item="card", tier=top, ident=0)
    if item == "iceberg":
        return Plan(item="iceberg", tier=top + 1, ident=top + 1) if icebergs_left(tower) else None
    if top < 1:
        return None
    target = top - 1
    if item == "ice":
        choices = ice_choices(tower)
        target = choice if choice in choices else max(choices)
    if supply(tower, item):
        return Plan(item=item, tier=target, ident=_free_ident(tower, item))
    return _move_up(tower, item, top - 1)


def put_back_tier(tower: Tower, job: PutBack) -> int:
    """Where a put-back goes: an iceberg card on top (a new tier), a card onto the top tier, a
    piece into its own room."""
    if job.kind == "iceberg":
        return len(tower.tiers)
    return len(tower.tiers) - 1 if job.kind == "card" else job.tier


def due(state: YuraState) -> tuple[Item | None, int | None]:
    """What the next placement puts on the iceberg and on which tier (as its drop does,
    `drops.drop_for`): the first thing to put back, else the item due now."""
    if state.phase != "place":
        return None, None
    if state.put_back:
        job = state.put_back[0]
        return job.kind, put_back_tier(state.tower, job)
    if not state.pending:
        return None, None
    where = plan(state.tower, state.pending[0])
    return state.pending[0], where.tier if where is not None else None


def drop_undoable(state: YuraState) -> None:
    """Skip instruction items that cannot be carried out (no card left, no room to use)."""
    while (
        state.pending and state.pending[0] != "card" and plan(state.tower, state.pending[0]) is None
    ):
        state.pending.pop(0)
