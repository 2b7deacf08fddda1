# Trimmed from python3-numpy 1.24.2 (Debian bookworm): numpy/core/multiarray.py.
import functools
from . import overrides
from . import _multiarray_umath
from ._multiarray_umath import *  # noqa: F403
