"""Tide predictions."""


def high_tide(port: str) -> str:
    """Next high tide at port."""
    return port
