"""My lib."""

def hello(name: str) -> str:
    """Say hello."""
    return name
