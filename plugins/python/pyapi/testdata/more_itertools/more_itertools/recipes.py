# Trimmed from Debian bookworm python3-more-itertools 8.10.0 (MIT): a typed
# package whose .pyi stubs carry no docstrings; the .py beside them does.
"""Imported from the itertools documentation."""

__all__ = ['take']


def take(n, iterable):
    """Return first *n* items of the iterable as a list.

        >>> take(3, range(10))
        [0, 1, 2]

    If there are fewer than *n* items in the iterable, all of them are
    returned.

        >>> take(10, range(3))
        [0, 1, 2]

    """
    return list(islice(iterable, n))
