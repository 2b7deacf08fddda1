# Trimmed from Debian 12's python3-matplotlib 3.6.3-1+b1 (matplotlib/pylab.py).
"""pylab: pyplot and numpy in one namespace."""
from numpy import *

bytes = __import__("builtins").bytes
