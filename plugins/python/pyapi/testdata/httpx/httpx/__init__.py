# Trimmed from Debian 12's python3-httpx 0.23.3-1 (httpx/__init__.py).
from ._status_codes import codes

__all__ = ["codes"]
