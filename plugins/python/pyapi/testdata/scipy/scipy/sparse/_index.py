"""Indexing mixin for sparse matrix classes.
"""
import numpy as np


class IndexMixin:
    """
    This class provides common dispatching and validation logic for indexing.
    """
    def __getitem__(self, key):
        return self
