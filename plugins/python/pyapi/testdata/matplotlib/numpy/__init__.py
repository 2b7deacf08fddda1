# Trimmed from Debian 12's python3-numpy 1:1.24.2-1+deb12u1 (numpy/__init__.py).
__all__ = ['ModuleDeprecationWarning']
from . import core
from .core import *
__all__.extend(core.__all__)
