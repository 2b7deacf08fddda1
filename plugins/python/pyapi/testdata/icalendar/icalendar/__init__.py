# Trimmed from python3-icalendar 4.0.3 (Debian bookworm): icalendar/__init__.py.
from icalendar.prop import (
    vText,
)
