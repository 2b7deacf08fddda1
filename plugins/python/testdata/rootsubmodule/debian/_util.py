""" Utility functions and classes shared by the modules of python-debian """


class _CaseInsensitiveString(str):
    """Case insensitive string.
    """


# Shorter alias for _CaseInsensitiveString
_strI = _CaseInsensitiveString


def default_field_sort_key(x):
    # type: (str) -> Any
    return x.lower()


class OrderedSet(object):
    """A set-like object that preserves order when iterating over it
    """
