# Trimmed from Debian 12's python3-numpy 1:1.24.2-1+deb12u1 (numpy/core/__init__.py).
from . import multiarray
from .multiarray import *
__all__ = ['char', 'rec', 'memmap']
__all__ += multiarray.__all__
