class ManagedProperties(type):
    """Metaclass for classes with old-style assumptions"""
