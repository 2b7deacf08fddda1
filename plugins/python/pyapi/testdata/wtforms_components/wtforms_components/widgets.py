from wtforms.widgets import Input, Select


class EmailInput(Input):
    input_type = 'email'


class TextInput(Input):
    input_type = 'text'


class NumberInput(Input):
    input_type = 'number'


class ReadOnlyWidgetProxy(object):
    def __init__(self, widget):
        self.widget = widget


class SelectWidget(Select):
    pass
