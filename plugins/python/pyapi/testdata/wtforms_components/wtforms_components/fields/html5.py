from wtforms.fields import StringField as _StringField

from ..widgets import (
    EmailInput,
    TextInput
)


class EmailField(_StringField):
    widget = EmailInput()


class StringField(_StringField):
    widget = TextInput()
