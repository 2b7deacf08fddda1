# Trimmed from Debian 12's python3-matplotlib 3.6.3-1+b1 (matplotlib/__init__.py).
"""An object-oriented plotting library."""
