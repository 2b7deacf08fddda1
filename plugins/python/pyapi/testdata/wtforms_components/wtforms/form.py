class Form:
    """
    Declarative Form base class.
    """

    def validate(self, extra_validators=None):
        """Validate the form."""
