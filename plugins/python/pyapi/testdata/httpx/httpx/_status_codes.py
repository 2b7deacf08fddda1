# Trimmed from Debian 12's python3-httpx 0.23.3-1 (httpx/_status_codes.py).
from enum import IntEnum


class codes(IntEnum):
    """HTTP status codes and reason phrases"""

    OK = 200, "OK"
    PARTIAL_CONTENT = 206, "Partial Content"
    NOT_FOUND = 404, "Not Found"

# Include lower-case styles for `requests` compatibility.
for code in codes:
    setattr(codes, code._name_.lower(), int(code))
