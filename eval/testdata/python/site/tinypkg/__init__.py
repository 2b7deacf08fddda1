"""A tiny package whose API the eval's Python extractor test knows by heart."""
import os
from collections import OrderedDict
from typing import Optional

from . import sub

VERSION = "1.2.0"


def greet(name: str, punct: str = "!") -> str:
    """Return a greeting for name. The punctuation is configurable."""
    return "hello " + name + punct


def _hidden():
    """Private: not exported."""


class Base:
    """The base of every greeter."""

    def base_method(self):
        """Defined on Base only."""


class Greeter(Base):
    """Greets people.

    More words that are not the first sentence.
    """

    greeting: str = "hi"
    count: int

    def __init__(self, greeting="hi"):
        self.greeting = greeting

    def greet(self, name, *, loud=False) -> Optional[str]:
        """Greet name, loudly if asked."""
        return name

    @classmethod
    def default(cls):
        """The default greeter."""
        return cls()

    @staticmethod
    def version():
        return VERSION

    @property
    def size(self):
        """How big the greeter is."""
        return 1

    def _private(self):
        pass


def later(x: "Greeter") -> "Base":
    """Annotated with strings (postponed evaluation)."""
    return x
