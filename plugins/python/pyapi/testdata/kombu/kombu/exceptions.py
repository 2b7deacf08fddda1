# Trimmed from python3-kombu 5.2.4 (Debian bookworm): kombu/exceptions.py.

class KombuError(Exception):
    """Common subclass for all Kombu exceptions."""


class SerializerNotInstalled(KombuError):
    """Support for the requested serialization type is not installed."""


class ContentDisallowed(SerializerNotInstalled):
    """Consumer does not allow this content-type."""

