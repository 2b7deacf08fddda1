# -*- coding: utf-8 -*-
import datetime
import calendar

__all__ = ["relativedelta"]


class relativedelta(object):
    """
    The relativedelta type is designed to be applied to an existing datetime and
    can replace specific components of that datetime, or represents an interval
    of time.
    """

    def __init__(self, dt1=None, dt2=None, years=0, months=0, days=0):
        self.years = years
