"""
DataFrame
---------
An efficient 2D container for potentially mixed-type time series or other
labeled data series.
"""

from pandas.core import (
    ops,
)
from pandas.core.arraylike import OpsMixin
from pandas.core.generic import NDFrame


class DataFrame(NDFrame, OpsMixin):
    """
    Two-dimensional, size-mutable, potentially heterogeneous tabular data.
    """

    def transpose(self, *args, copy: bool = False) -> DataFrame:
        """
        Transpose index and columns.
        """


ops.add_flex_arithmetic_methods(DataFrame)
