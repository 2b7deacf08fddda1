# Trimmed from matplotlib 3.6.3: matplotlib/pylab.py (no __all__)
from matplotlib.cbook import flatten, silent_list
from matplotlib import cbook, mlab, pyplot as plt
from matplotlib.pyplot import *
