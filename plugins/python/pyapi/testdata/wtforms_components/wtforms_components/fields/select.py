from wtforms import SelectField as _SelectField

from ..widgets import SelectWidget


class SelectField(_SelectField):
    """
    Add support of ``optgroup``'s' to default WTForms' ``SelectField`` class.
    """
    widget = SelectWidget()

    def __init__(self, *args, **kwargs):
        super(SelectField, self).__init__(*args, **kwargs)
