"""A submodule."""


def helper(x, y=2):
    """Help with x."""
    return x
