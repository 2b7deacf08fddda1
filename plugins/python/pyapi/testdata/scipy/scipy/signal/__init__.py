"""
=======================================
Signal processing (:mod:`scipy.signal`)
=======================================
"""
# Trimmed from Debian's python3-scipy 1.10.1: the import shapes kept.
from . import _sigtools, windows
from ._filter_design import *
from .windows import get_window  # keep this one in signal namespace

__all__ = [s for s in dir() if not s.startswith('_')]

from scipy._lib._testutils import PytestTester
test = PytestTester(__name__)
del PytestTester
