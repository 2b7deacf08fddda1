""" Dictionary-like interfaces to RFC822-like files
"""

import functools

# We re-export OrderedSet in case someone used it externally.  The others look
# sufficiently internal that we do not bother with backwards compatibility.
# pylint: disable=useless-import-alias
from debian._util import (
    OrderedSet as OrderedSet,
    _CaseInsensitiveString, _strI,
    default_field_sort_key,
)


# In Python 3.10, there is a default of 128. Python 3.5 requires an explicit cache size.
@functools.lru_cache(128)
def _cached_strI(v):
    # type: (str) -> _strI
    return _strI(v)


class Deb822Dict(dict):
    """A dictionary-like object suitable for storing RFC822-like data.
    """


class Deb822(Deb822Dict):
    """ Generic Deb822 data """
