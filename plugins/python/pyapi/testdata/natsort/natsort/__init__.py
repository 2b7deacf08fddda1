# Trimmed from Debian 12's python3-natsort 8.0.2-2 (natsort/__init__.py).
from natsort.natsort import humansorted

__all__ = ["humansorted"]
