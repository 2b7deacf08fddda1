# -*- coding: utf-8 -*-
"""
This module offers general convenience and utility functions for dealing with
datetimes.
"""


def today(tzinfo=None):
    """
    Returns a :py:class:`datetime.datetime` representing the current day at
    midnight
    """
    return tzinfo
