"""Base class for sparse matrice with a .data attribute"""
import numpy as np

from ._base import spmatrix

__all__ = []


class _data_matrix(spmatrix):
    def __init__(self):
        spmatrix.__init__(self)

    def power(self, n, dtype=None):
        """
        This function performs element-wise power.
        """
        return self._with_data(self.data ** n)


class _minmax_mixin:
    """Mixin for min and max methods.
    """

    def max(self, axis=None, out=None):
        """Return the maximum of the matrix or maximum along an axis."""
        return self._min_or_max(axis, out, np.maximum)
