"""Compressed Sparse Row matrix format"""

__docformat__ = "restructuredtext en"

__all__ = ['csr_matrix', 'isspmatrix_csr']

import numpy as np

from ._base import spmatrix
from ._compressed import _cs_matrix


class csr_matrix(_cs_matrix):
    """
    Compressed Sparse Row matrix
    """
    format = 'csr'

    def tocsr(self, copy=False):
        if copy:
            return self.copy()
        else:
            return self


def isspmatrix_csr(x):
    """Is `x` of csr_matrix type?"""
    return isinstance(x, csr_matrix)
