"""The guard of the kinds' hand-written state copiers (``copy_state``): a copier renews
every list and struct field of a state, so a field added to a state struct without its
line in the copier must fail at import, not share a list between two steps."""

from __future__ import annotations

import msgspec.inspect as mi

_ATOMS = (mi.IntType, mi.StrType, mi.BoolType, mi.BytesType, mi.LiteralType, mi.NoneType, mi.FloatType)


def _atomic(t: object) -> bool:
    t = t.type if isinstance(t, mi.Metadata) else t
    if isinstance(t, mi.UnionType):
        return all(_atomic(u) for u in t.types)
    return isinstance(t, _ATOMS)


def mutable_fields(cls: type) -> set[str]:
    """Fields of the msgspec struct ``cls`` holding lists or structs (what a deep copy must renew)."""
    return {f.name for f in mi.type_info(cls).fields if not _atomic(f.type)}


def check_copier(copied: dict[type, set[str]]) -> None:
    """``copied``: struct class -> the field names its copier renews. Raises TypeError
    naming the fields that differ from :func:`mutable_fields` (a new list or struct field
    not copied, or a copied one that is gone)."""
    for cls, fields in copied.items():
        if mutable_fields(cls) != fields:
            raise TypeError(f"copy_state: update the copier of {cls.__name__} "
                            f"({sorted(mutable_fields(cls) ^ fields)})")
