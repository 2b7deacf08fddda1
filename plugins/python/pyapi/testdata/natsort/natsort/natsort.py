# Trimmed from Debian 12's python3-natsort 8.0.2-2 (natsort/natsort.py).
# -*- coding: utf-8 -*-
"""
Along with ns_enum.py, this module contains all of the
natsort public API.

The majority of the "work" is defined in utils.py.
"""

from typing import (
    Any,
    Callable,
    Iterable,
    Iterator,
    List,
    Optional,
    Sequence,
    Tuple,
    Union,
    cast,
    overload,
)

from natsort.ns_enum import NSType, NS_DUMB, ns
from natsort.utils import (
    KeyType,
    MaybeKeyType,
    NatsortInType,
    NatsortOutType,
    StrBytesNum,
    StrBytesPathNum,
)

# Common input and output types
Iter_ns = Iterable[NatsortInType]
Iter_any = Iterable[Any]
List_ns = List[NatsortInType]
List_any = List[Any]
List_int = List[int]

# The type that natsort_key returns



@overload
def humansorted(
    seq: Iter_ns, key: None = None, reverse: bool = False, alg: NSType = ns.DEFAULT
) -> List_ns:
    ...


@overload
def humansorted(
    seq: Iter_any, key: KeyType, reverse: bool = False, alg: NSType = ns.DEFAULT
) -> List_any:
    ...


def humansorted(
    seq: Iter_any,
    key: MaybeKeyType = None,
    reverse: bool = False,
    alg: NSType = ns.DEFAULT,
) -> List_any:
    """
    Convenience function to properly sort non-numeric characters.

    This is a wrapper around ``natsorted(seq, alg=ns.LOCALE)``.
    """
    return sorted(seq, key=key, reverse=reverse)
