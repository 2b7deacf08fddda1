# Trimmed from Debian 12's python3-cerberus 1.3.2-2 (cerberus/utils.py).
from __future__ import absolute_import

from collections import namedtuple


TypeDefinition = namedtuple('TypeDefinition', 'name,included_types,excluded_types')
