# Trimmed from python3-pandas 1.5.3 (Debian bookworm): pandas/__init__.py's
# import of Categorical.
from pandas.core.arrays.categorical import Categorical
