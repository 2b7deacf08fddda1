"""Abstract base classes.

These are necessary to avoid circular imports between core.py and fields.py.

.. warning::

    This module is treated as private API.
    Users should not need to use this module directly.
"""
from __future__ import annotations



class SchemaABC:
    """Abstract base class from which all Schemas inherit."""

    def dump(self, obj, *, many: bool | None = None):
        raise NotImplementedError

    def dumps(self, obj, *, many: bool | None = None):
        raise NotImplementedError

    def load(self, data, *, many: bool | None = None, partial=None, unknown=None):
        raise NotImplementedError

    def loads(
        self,
        json_data,
        *,
        many: bool | None = None,
        partial=None,
        unknown=None,
        **kwargs,
    ):
        raise NotImplementedError
