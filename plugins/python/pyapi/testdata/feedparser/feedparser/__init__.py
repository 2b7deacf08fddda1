# Trimmed from Debian 12's python3-feedparser 6.0.10-1 (feedparser/__init__.py).
from .util import FeedParserDict

__all__ = ["FeedParserDict"]
