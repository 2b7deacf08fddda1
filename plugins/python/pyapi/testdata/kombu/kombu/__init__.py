# Trimmed from python3-kombu 5.2.4 (Debian bookworm): kombu/__init__.py's
# import of Queue, without the lazy module machinery.
from .entity import Queue

__all__ = ('Queue',)
