# PYTHON_ARGCOMPLETE_OK
"""pytest: unit and functional testing with Python."""
from _pytest.nodes import File
from _pytest.nodes import Item

__all__ = [
    "File",
    "Item",
]
