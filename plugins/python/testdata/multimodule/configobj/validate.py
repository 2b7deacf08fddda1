# validate.py
# A Validator object
# Copyright (C) 2005-2014:
# (name) : (email)
# Michael Foord: fuzzyman AT voidspace DOT org DOT uk

__version__ = '1.0.1'

__all__ = (
    '__version__',
    'ValidateError',
    'VdtMissingValue',
    'Validator',
)


class ValidateError(Exception):
    """
    This error indicates that the check failed.
    It can be the base class for more specific errors.
    
    Any check function that fails ought to raise this error.
    (or a subclass)
    
    >>> raise ValidateError
    Traceback (most recent call last):
    ValidateError
    """


class VdtMissingValue(ValidateError):
    """No value was supplied to a check that needed one."""



class Validator(object):
    """
    Validator is an object that allows you to register a set of 'checks'.
    """


    def check(self, check, value, missing=False):
        """Usage: check(check, value)"""
        return value

