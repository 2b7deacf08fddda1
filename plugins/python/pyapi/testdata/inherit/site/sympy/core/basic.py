from .assumptions import ManagedProperties
from ._print_helpers import Printable


class Basic(Printable, metaclass=ManagedProperties):
    def doit(self, **hints):
        pass
