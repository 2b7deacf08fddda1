from ._dill import (
    Pickler, Unpickler,
)

# get global settings
from .settings import settings
