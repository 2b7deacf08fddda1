from pandas.core.accessor import DirNamesMixin
from pandas.core.arraylike import OpsMixin


class PandasObject(DirNamesMixin):
    def __repr__(self) -> str:
        pass


class IndexOpsMixin(OpsMixin):
    """
    Common ops mixin to support a unified interface / docs for Series / Index
    """
