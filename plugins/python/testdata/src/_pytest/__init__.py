# Debian python3-pytest 7.2.1-2 (MIT): /usr/lib/python3/dist-packages/_pytest/__init__.py, whole.
__all__ = ["__version__", "version_tuple"]

try:
    from ._version import version as __version__, version_tuple
except ImportError:  # pragma: no cover
    # broken installation, we don't even try
    # unknown only works because we do poor mans version compare
    __version__ = "unknown"
    version_tuple = (0, 0, "unknown")  # type:ignore[assignment]
