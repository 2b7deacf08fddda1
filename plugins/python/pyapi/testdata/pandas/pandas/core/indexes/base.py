from pandas.core.base import (
    IndexOpsMixin,
    PandasObject,
)


class Index(IndexOpsMixin, PandasObject):
    """
    Immutable sequence used for indexing and alignment.
    """
