from pandas.core.frame import DataFrame
from pandas.core.indexes.datetimes import DatetimeIndex
