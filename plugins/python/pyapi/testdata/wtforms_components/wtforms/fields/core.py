class Field:
    """
    Field base class
    """

    errors = tuple()
    process_errors = tuple()
    raw_data = None
    validators = tuple()
    widget = None

    def validate(self, form, extra_validators=()):
        """
        Validates the field and returns True or False.
        """

    def process(self, formdata, data=None, extra_filters=None):
        """
        Process incoming data, calling process_data, process_formdata as needed,
        and run filters.
        """

    def process_formdata(self, valuelist):
        """
        Process data received over the wire from a form.
        """
