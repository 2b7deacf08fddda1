# Trimmed from Debian 12's python3-natsort 8.0.2-2 (natsort/ns_enum.py).
import enum
import itertools
import typing

_counter = itertools.count(0)


class ns(enum.IntEnum):  # noqa: N801
    """Enum to control the `natsort` algorithm."""

    FLOAT = F = 1 << next(_counter)
    SIGNED = S = 1 << next(_counter)
    UNGROUPLETTERS = CAPITALFIRST = C = UG = 1 << next(_counter)
    DEFAULT = 0
    REAL = R = FLOAT | SIGNED


NS_DUMB = 1 << 31
NSType = typing.Union[ns, int]
