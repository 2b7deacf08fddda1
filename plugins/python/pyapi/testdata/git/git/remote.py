from git.util import (
    RemoteProgress,
)

__all__ = ("RemoteProgress",)
