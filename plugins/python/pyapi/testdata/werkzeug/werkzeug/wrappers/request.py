import typing as t


class Request:
    """Request (trimmed from Werkzeug 2.2.2)."""

    def get_data(self, cache: bool = True, as_text: bool = False, parse_form_data: bool = False) -> bytes:
        pass
