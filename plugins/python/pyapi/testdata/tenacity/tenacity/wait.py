# python3-tenacity (Debian), tenacity/wait.py, trimmed
import abc
import random
import typing

from tenacity import _utils


class wait_base(abc.ABC):
    """Abstract base class for wait strategies."""


class wait_random(wait_base):
    """Wait strategy that waits a random amount of time between min/max."""

    def __init__(self, min: _utils.time_unit_type = 0, max: _utils.time_unit_type = 1) -> None:  # noqa
        self.wait_random_min = _utils.to_seconds(min)
        self.wait_random_max = _utils.to_seconds(max)


class wait_incrementing(wait_base):
    """Wait an incremental amount of time after each attempt."""

    def __init__(
        self,
        start: _utils.time_unit_type = 0,
        increment: _utils.time_unit_type = 100,
        max: _utils.time_unit_type = _utils.MAX_WAIT,  # noqa
    ) -> None:
        self.start = _utils.to_seconds(start)
