# Trimmed from python3-pandas 1.5.3 (Debian bookworm): pandas/_libs/lib.pyi,
# the no_default sentinel and its alias.
from enum import Enum

class _NoDefault(Enum):
    no_default = ...

no_default: Final = _NoDefault.no_default
NoDefault = Literal[_NoDefault.no_default]
