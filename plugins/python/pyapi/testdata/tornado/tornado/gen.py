# Trimmed from Debian python3-tornado 6.2 (Apache License 2.0): the imports
# and a few of the definitions, as they are written there.
"""``tornado.gen`` implements generator-based coroutines."""

from tornado.ioloop import IOLoop
from tornado.util import TimeoutError

from typing import Any


def is_coroutine_function(func: Any) -> bool:
    """Return whether *func* is a coroutine function, i.e. a function
    wrapped with `~.gen.coroutine`.

    .. versionadded:: 4.5
    """
    return getattr(func, "__tornado_coroutine__", False)
