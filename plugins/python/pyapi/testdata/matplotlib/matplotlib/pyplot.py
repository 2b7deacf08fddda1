# Trimmed from matplotlib 3.6.3: matplotlib/pyplot.py (no __all__)
from matplotlib import rcsetup, style
from matplotlib import _pylab_helpers, interactive
from matplotlib import cbook
from matplotlib import _docstring
from matplotlib.backend_bases import FigureCanvasBase, MouseButton
from matplotlib.figure import Figure, FigureBase, figaspect
from matplotlib import rcParams, rcParamsDefault, get_backend, rcParamsOrig
