# Trimmed from pygit2 1.11.1 (Debian python3-pygit2): pygit2/__init__.py
# Low level API
from ._pygit2 import *

