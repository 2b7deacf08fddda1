"""Base class for sparse matrices"""
from warnings import warn

import numpy as np

__all__ = ['spmatrix', 'isspmatrix', 'issparse']


class spmatrix:
    """ This class provides a base class for all sparse matrices.  It
    cannot be instantiated.  Most of the work is provided by subclasses.
    """

    def asformat(self, format, copy=False):
        """Return this matrix in the passed format."""
        return self

    def toarray(self, order=None, out=None):
        """Return a dense ndarray representation of this matrix."""
        return self.tocoo(copy=False).toarray(order=order, out=out)


def isspmatrix(x):
    """Is x of a sparse matrix type?"""
    return isinstance(x, spmatrix)

issparse = isspmatrix
