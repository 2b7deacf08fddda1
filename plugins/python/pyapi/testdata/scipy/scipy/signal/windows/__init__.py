"""Window functions (:mod:`scipy.signal.windows`)"""
from ._windows import *

__all__ = ['hann', 'get_window']
