from pandas.core.frame import DataFrame
