class IndexingMixin:
    @property
    def iloc(self):
        pass
