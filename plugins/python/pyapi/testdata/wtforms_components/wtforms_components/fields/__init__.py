from .html5 import (
    EmailField,
    StringField
)
from .select import SelectField

__all__ = (
    EmailField,
    SelectField,
    StringField,
)
