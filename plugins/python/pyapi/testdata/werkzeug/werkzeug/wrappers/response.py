import typing as t
from ..sansio.response import Response as _SansIOResponse


class Response(_SansIOResponse):
    """Response (trimmed from Werkzeug 2.2.2)."""
    def set_data(self, value: t.Union[bytes, str]) -> None:
        pass

    def get_data(self, as_text: "te.Literal[False]" = False) -> bytes:
        pass
