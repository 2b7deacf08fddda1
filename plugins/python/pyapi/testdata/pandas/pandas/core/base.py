from pandas.core.accessor import DirNamesMixin


class PandasObject(DirNamesMixin):
    def __repr__(self) -> str:
        pass
