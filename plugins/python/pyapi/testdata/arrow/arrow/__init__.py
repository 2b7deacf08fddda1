# Trimmed from python3-arrow 1.2.3 (Debian), arrow/__init__.py.
from .arrow import Arrow

__all__ = ["Arrow"]
