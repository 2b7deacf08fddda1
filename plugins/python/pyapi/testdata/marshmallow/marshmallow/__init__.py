from __future__ import annotations

from marshmallow.schema import Schema, SchemaOpts

__all__ = [
    "Schema",
    "SchemaOpts",
]
