class UnicodeText:
    """An unbounded-length Unicode string type."""


class TypeDecorator:
    """Allows the creation of types which add additional functionality
    to an existing type."""

    def load_dialect_impl(self, dialect):
        ...

    def process_literal_param(self, value, dialect):
        ...

    def process_bind_param(self, value, dialect):
        ...

    def process_result_value(self, value, dialect):
        ...

    def coerce_compared_value(self, op, value):
        ...
