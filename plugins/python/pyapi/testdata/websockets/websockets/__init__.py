from __future__ import annotations

from .imports import lazy_import
from .version import version as __version__  # noqa


__all__ = [  # noqa
    "connect",
    "ConnectionClosed",
    "ConnectionClosedError",
    "Data",
    "InvalidHandshake",
    "NegotiationError",
    "parse_uri",
    "WebSocketException",
]

lazy_import(
    globals(),
    aliases={
        "connect": ".legacy.client",
        "WebSocketException": ".exceptions",
        "ConnectionClosed": ".exceptions",
        "ConnectionClosedError": ".exceptions",
        "InvalidHandshake": ".exceptions",
        "NegotiationError": ".exceptions",
        "Data": ".typing",
    },
    deprecated_aliases={
        "parse_uri": ".uri",
    },
)
