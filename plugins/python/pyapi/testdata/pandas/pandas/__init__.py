# Trimmed from pandas 1.5.3 (Debian 12 python3-pandas): the lines that
# bind DataFrame, and its chain of bases.
from pandas.core.api import (
    DataFrame,
)
