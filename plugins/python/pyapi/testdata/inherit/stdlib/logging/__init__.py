class Filterer(object):
    def addFilter(self, filter):
        pass
    def removeFilter(self, filter):
        pass
    def filter(self, record):
        pass


class Handler(Filterer):
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
