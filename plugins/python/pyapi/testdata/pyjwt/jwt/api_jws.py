# python3-jwt (Debian), jwt/api_jws.py, trimmed
from __future__ import annotations

from typing import Any


class PyJWS:
    header_typ = "JWT"

    def __init__(self, algorithms=None, options=None) -> None:
        self._algorithms = {}

    def unregister_algorithm(self, alg_id: str) -> None:
        """
        Unregisters an Algorithm for use when creating and verifying tokens
        Throws KeyError if algorithm is not registered.
        """
        del self._algorithms[alg_id]

    def get_unverified_header(self, jwt: str | bytes) -> dict:
        """Returns back the JWT header parameters as a dict()

        Note: The signature is not verified so the header parameters
        should not be fully trusted until signature verification is complete
        """
        return {}

    def decode_complete(
        self,
        jwt: str,
        key: str = "",
        algorithms: list[str] | None = None,
        options: dict[str, Any] | None = None,
        detached_payload: bytes | None = None,
        **kwargs,
    ) -> dict[str, Any]:
        return {}


_jws_global_obj = PyJWS()
unregister_algorithm = _jws_global_obj.unregister_algorithm
get_unverified_header = _jws_global_obj.get_unverified_header
decode_complete = _jws_global_obj.decode_complete
