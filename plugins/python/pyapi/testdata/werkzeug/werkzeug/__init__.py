from .wrappers import Request as Request
from .wrappers import Response as Response

__version__ = "2.2.2"
