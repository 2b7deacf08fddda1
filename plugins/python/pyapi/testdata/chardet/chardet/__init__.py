# Trimmed from python3-chardet 5.1.0 (Debian bookworm): chardet/__init__.py.
from typing import List, Union

from .resultdict import ResultDict

__all__ = ["detect"]

def detect(
    byte_str: Union[bytes, bytearray], should_rename_legacy: bool = False
) -> ResultDict:
    """
    Detect the encoding of the given byte string.

    :param byte_str:     The byte sequence to examine.
    :type byte_str:      ``bytes`` or ``bytearray``
    :param should_rename_legacy:  Should we rename legacy encodings
                                  to their more modern equivalents?
    :type should_rename_legacy:   ``bool``
    """
    return {}
