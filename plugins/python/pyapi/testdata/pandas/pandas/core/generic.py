from pandas.core import indexing
from pandas.core.base import PandasObject


class NDFrame(PandasObject, indexing.IndexingMixin):
    def bool(self):
        pass
