# Trimmed from Debian 12's python3-serial 3.5-1.1 (serial/__init__.py).
from serial.serialutil import *
