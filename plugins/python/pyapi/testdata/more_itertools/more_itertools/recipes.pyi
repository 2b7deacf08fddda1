# Trimmed from Debian bookworm python3-more-itertools 8.10.0 (MIT): a typed
# package whose .pyi stubs carry no docstrings; the .py beside them does.
"""Stubs for more_itertools.recipes"""

from typing import Iterable, List, TypeVar

_T = TypeVar('_T')

def take(n: int, iterable: Iterable[_T]) -> List[_T]: ...
