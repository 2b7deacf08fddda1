# Trimmed from Debian 12's python3-natsort 8.0.2-2 (natsort/utils.py).
from pathlib import PurePath
from typing import Any, Callable, Iterable, Optional, Tuple, Union

# For the string component transform factory
StrBytesNum = Union[str, bytes, float, int]
StrTransformer = Callable[[str], StrBytesNum]
# For the natsort key
StrBytesPathNum = Union[str, bytes, float, int, PurePath]
NatsortInType = Union[
    Optional[StrBytesPathNum], Iterable[Union[Optional[StrBytesPathNum], Iterable[Any]]]
]
NatsortOutType = Tuple[
    Union[StrBytesNum, Tuple[Union[StrBytesNum, Tuple[Any, ...]], ...]], ...
]
KeyType = Callable[[Any], NatsortInType]
MaybeKeyType = Optional[KeyType]
