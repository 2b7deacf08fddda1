# python3-jwt 2.6.0 (Debian), jwt/__init__.py, trimmed
from .api_jws import (
    get_unverified_header,
    unregister_algorithm,
)

__all__ = [
    "get_unverified_header",
    "unregister_algorithm",
]
