# Trimmed from Debian 12's python3-tinydb 3.15.2-4 (tinydb/__init__.py).
from .database import TinyDB

__all__ = ("TinyDB",)
