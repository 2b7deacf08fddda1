class Chain(object):
    """
    Represents a chain of validators, useful when using multiple validators
    with If validator.
    """
    def __init__(self, validators):
        self.validators = validators


class DateRange(object):
    def __init__(self, min=None, max=None, format='%H:%M', message=None):
        self.min = min


class Email(object):
    def __init__(self, message=None):
        self.message = message


class If(object):
    def __init__(self, condition, validator, message=None):
        self.condition = condition


class TimeRange(DateRange):
    """
    Same as wtforms.validators.NumberRange but validates date.
    """
