# Trimmed from python3-numpy 1.24.2 (Debian bookworm): numpy/__init__.py.
"""
NumPy
=====
"""
if __NUMPY_SETUP__:
    pass
else:
    from . import core
    from .core import *
