# Trimmed from simplejson 3.18.3 (Debian 12 python3-simplejson; MIT): the OrderedDict it binds.
def _import_OrderedDict():
    import collections
    try:
        return collections.OrderedDict
    except AttributeError:
        from . import ordered_dict
        return ordered_dict.OrderedDict
OrderedDict = _import_OrderedDict()
