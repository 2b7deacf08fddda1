# -*- coding: utf-8 -*-
"""
This module offers a generic date/time string parser which is able to parse
most known formats to represent a date and/or time.
"""
def parse(timestr, parserinfo=None, **kwargs):
    """
    Parse a string in one of the supported formats, using the
    ``parserinfo`` parameters.
    """
    return timestr
