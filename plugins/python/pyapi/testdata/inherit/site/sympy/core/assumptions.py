class ManagedProperties(type):
    """Metaclass for classes with old-style assumptions"""
    def __init__(cls, *args, **kws):
        local_defs = {}
        for k in _assume_defined:
            attrname = as_property(k)
            v = cls.__dict__.get(attrname, '')
            if isinstance(v, (bool, int, type(None))):
                if v is not None:
                    v = bool(v)
                local_defs[k] = v

        cls._explicit_class_assumptions = local_defs
        cls.default_assumptions = StdFactKB(local_defs)

        # Put definite results directly into the class dict, for speed
        for k, v in cls.default_assumptions.items():
            setattr(cls, as_property(k), v)
