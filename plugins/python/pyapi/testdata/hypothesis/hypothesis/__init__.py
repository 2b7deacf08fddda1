# Trimmed from Debian 12's python3-hypothesis 6.67.1-1 (hypothesis/__init__.py).
from hypothesis._settings import settings

__all__ = ["settings"]
