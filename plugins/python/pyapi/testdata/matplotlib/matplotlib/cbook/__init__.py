# Trimmed from matplotlib 3.6.3: matplotlib/cbook/__init__.py


def flatten(seq, scalarp=is_scalar_or_string):
    """
    Return a generator of flattened nested containers.
    """
    for item in seq:
        if scalarp(item) or item is None:
            yield item
        else:
            yield from flatten(item, scalarp)
