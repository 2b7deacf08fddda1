"""
=====================================
Sparse matrices (:mod:`scipy.sparse`)
=====================================
"""
# Trimmed from Debian's python3-scipy 1.10.1: the import shapes kept.
import warnings as _warnings

from ._base import *
from ._csr import *

__all__ = [s for s in dir() if not s.startswith('_')]
