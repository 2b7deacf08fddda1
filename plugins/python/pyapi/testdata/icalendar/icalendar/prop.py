# Trimmed from python3-icalendar 4.0.3 (Debian bookworm): icalendar/prop.py,
# its import of compat and class vText (__new__ only).
from icalendar import compat

DEFAULT_ENCODING = 'utf-8'


class vText(compat.unicode_type):
    """Simple text.
    """

    def __new__(cls, value, encoding=DEFAULT_ENCODING):
        self = super(vText, cls).__new__(cls, value)
        self.encoding = encoding
        return self
