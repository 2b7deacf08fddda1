# Trimmed from python3-numpy 1.24.2 (Debian bookworm): numpy/core/__init__.py.
"""
Contains the core of NumPy: ndarray, ufuncs, dtypes, etc.

"""
from . import defchararray as char
from .defchararray import chararray
from . import _add_newdocs
