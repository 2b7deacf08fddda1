"""Base class for sparse matrix formats using compressed storage."""
__all__ = []

import numpy as np

from ._base import spmatrix, isspmatrix
from ._data import _data_matrix, _minmax_mixin
from ._index import IndexMixin


class _cs_matrix(_data_matrix, _minmax_mixin, IndexMixin):
    """base matrix class for compressed row- and column-oriented matrices"""

    def __init__(self, arg1, shape=None, dtype=None, copy=False):
        _data_matrix.__init__(self)

    def toarray(self, order=None, out=None):
        if out is None and order is None:
            order = self._swap('cf')[0]
        return out

    def _swap(self, x):
        return x
