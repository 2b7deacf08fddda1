class Filterer(object):
    def __init__(self):
        """
        Initialize the list of filters to be an empty list.
        """
        self.filters = []

    def addFilter(self, filter):
        pass
    def removeFilter(self, filter):
        pass
    def filter(self, record):
        pass


class Handler(Filterer):
    def __init__(self, level=NOTSET):
        """
        Initializes the instance - basically setting the formatter to None
        and the filter list to empty.
        """
        Filterer.__init__(self)
        self._name = None
        self.level = _checkLevel(level)
        self.formatter = None
        self._closed = False
        # Add the handler to the global _handlerList (for cleanup on shutdown)
        _addHandlerRef(self)
        self.createLock()

    def acquire(self):
        pass
    def release(self):
        pass
    def emit(self, record):
        pass
    def handle(self, record):
        pass
    def flush(self):
        pass
    def close(self):
        pass


class _StderrHandler(Handler):
    pass
