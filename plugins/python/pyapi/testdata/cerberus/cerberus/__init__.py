# Trimmed from Debian 12's python3-cerberus 1.3.2-2 (cerberus/__init__.py).
from cerberus.utils import TypeDefinition
from cerberus.validator import Validator

__all__ = ["TypeDefinition", "Validator"]
