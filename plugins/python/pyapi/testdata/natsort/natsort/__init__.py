# Trimmed from Debian 12's python3-natsort 8.0.2-2 (natsort/__init__.py).
from natsort.natsort import humansorted
from natsort.ns_enum import NSType, ns

__all__ = ["humansorted"]

# Add the ns keys to this namespace for convenience.
globals().update({name: value for name, value in ns.__members__.items()})
