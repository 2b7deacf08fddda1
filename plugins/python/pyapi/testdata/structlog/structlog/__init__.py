# python3-structlog 22.3.0 (Debian), trimmed
from structlog._config import (
    configure,
)
