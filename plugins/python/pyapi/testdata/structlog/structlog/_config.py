# python3-structlog (Debian), structlog/_config.py, trimmed
"""
Global state department.  Don't reload this module or everything breaks.
"""

from __future__ import annotations

from typing import Any, Callable

from .typing import Context, WrappedLogger

_DEFAULT_CACHE = None


def configure(
    wrapper_class: type | None = None,
    context_class: type[Context] | None = None,
    logger_factory: Callable[..., WrappedLogger] | None = None,
    cache_logger_on_first_use: bool | None = _DEFAULT_CACHE,
) -> None:
    """
    Configures the **global** defaults.
    """
