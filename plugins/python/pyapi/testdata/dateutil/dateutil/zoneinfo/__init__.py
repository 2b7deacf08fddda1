# -*- coding: utf-8 -*-
import warnings

__all__ = ["get_zonefile_instance"]


def get_zonefile_instance(new_instance=False):
    """
    This is a convenience function which provides a :class:`ZoneInfoFile`
    instance using the data provided by the ``dateutil`` package.
    """
    return None
