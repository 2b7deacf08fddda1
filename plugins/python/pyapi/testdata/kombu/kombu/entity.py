# Trimmed from python3-kombu 5.2.4 (Debian bookworm): kombu/entity.py, the
# import and the class attribute binding the imported exception class
# (the docstring cut to its first line).
"""Exchange and Queue declarations."""

import numbers

from .exceptions import ContentDisallowed


class Queue:
    """A Queue declaration."""

    ContentDisallowed = ContentDisallowed
