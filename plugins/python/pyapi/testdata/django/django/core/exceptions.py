"""
Global Django exception and warning classes.
"""
# Trimmed from Debian python3-django 3.2.25 (BSD License): the imports and a
# few of the definitions, as they are written there.


class ImproperlyConfigured(Exception):
    """Django is somehow improperly configured"""
    pass
