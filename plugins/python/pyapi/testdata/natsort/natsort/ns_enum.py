# Trimmed from Debian 12's python3-natsort 8.0.2-2 (natsort/ns_enum.py).
import enum
import typing


class ns(enum.IntEnum):  # noqa: N801
    """Enum to control the `natsort` algorithm."""

    DEFAULT = 0


NS_DUMB = 1 << 31
NSType = typing.Union[ns, int]
