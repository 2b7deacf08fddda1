# Trimmed from python3-msgpack 1.0.3 (Debian bookworm): msgpack/__init__.py.
# coding: utf-8
from ._version import version
from .exceptions import *
