from ._sync import (
    ConnectionInterface,
    HTTP2Connection,
    SOCKSProxy,
)

__all__ = [
    # sync
    "ConnectionInterface",
    "HTTP2Connection",
    "SOCKSProxy",
]
