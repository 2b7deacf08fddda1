# Trimmed from Debian python3-pytest 7.2.1-2 (MIT): /usr/lib/python3/dist-packages/pytest/__init__.py,
# its imports cut to two, its __all__ to those two, and its module-level __getattr__ whole.
"""pytest: unit and functional testing with Python."""
from _pytest import __version__
from _pytest import version_tuple

__all__ = [
    "__version__",
    "version_tuple",
]


def __getattr__(name: str) -> object:
    if name == "Instance":
        # The import emits a deprecation warning.
        from _pytest.python import Instance

        return Instance
    raise AttributeError(f"module {__name__} has no attribute {name}")
