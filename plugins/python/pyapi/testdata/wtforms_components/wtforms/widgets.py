class Input:
    input_type = None


class TextInput(Input):
    input_type = "text"


class EmailInput(Input):
    input_type = "email"


class Select:
    pass


class Option:
    pass
