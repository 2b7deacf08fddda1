# -*- coding: utf-8 -*-
"""
The rrule module offers a small, complete, and very fast, implementation of
the recurrence rules documented in the iCalendar RFC.
"""
__all__ = ["rrule"]


class rrule(object):
    """That is the base of the rrule operation."""
