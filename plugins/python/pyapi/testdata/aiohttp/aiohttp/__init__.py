# Trimmed from Debian 12's python3-aiohttp 3.8.4-1+deb12u2 (aiohttp/__init__.py).
from .tracing import TraceDnsResolveHostEndParams

__all__ = ("TraceDnsResolveHostEndParams",)
