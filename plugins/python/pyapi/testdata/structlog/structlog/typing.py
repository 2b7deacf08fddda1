# python3-structlog (Debian), structlog/typing.py, trimmed
from typing import Any, Dict, Union

WrappedLogger = Any

Context = Union[Dict[str, Any], Dict[Any, Any]]
"""
A dict-like context carrier.
"""
