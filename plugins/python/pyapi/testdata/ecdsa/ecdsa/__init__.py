# while we don't use six in this file, we did bundle it for a long time, so
# keep as part of module in a virtual way (through __all__)
import six
from .der import UnexpectedDER

# This code comes from http://github.com/tlsfuzzer/python-ecdsa
__all__ = [
    "der",
    "six",
]

_hush_pyflakes = [
    UnexpectedDER,
    six.b(""),
]
del _hush_pyflakes
