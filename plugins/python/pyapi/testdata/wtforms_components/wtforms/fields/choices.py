from wtforms import widgets
from wtforms.fields.core import Field

__all__ = (
    "SelectField",
)


class SelectFieldBase(Field):
    option_widget = widgets.Option()

    def iter_choices(self):
        """
        Provides data for choice widget rendering. Must return a sequence or
        iterable of (value, label, selected) tuples.
        """
        raise NotImplementedError()


class SelectField(SelectFieldBase):
    widget = widgets.Select()

    def __init__(self, label=None, validators=None, coerce=str, choices=None, validate_choice=True, **kwargs):
        super().__init__(label, validators, **kwargs)

    def iter_choices(self):
        pass

    def has_groups(self):
        return False

    def pre_validate(self, form):
        pass
