# coding: utf-8

from _ruamel_yaml import CParser, CEmitter  # type: ignore

from ruamel.yaml.constructor import Constructor, BaseConstructor, SafeConstructor
from ruamel.yaml.representer import Representer, SafeRepresenter, BaseRepresenter
from ruamel.yaml.resolver import Resolver, BaseResolver

if False:  # MYPY
    from typing import Any, Union, Optional  # NOQA
    from ruamel.yaml.compat import StreamTextType, StreamType, VersionType  # NOQA

__all__ = ['CBaseLoader', 'CSafeLoader', 'CLoader', 'CBaseDumper', 'CSafeDumper', 'CDumper']

class CBaseLoader(CParser, BaseConstructor, BaseResolver):  # type: ignore
    pass

class CSafeLoader(CParser, SafeConstructor, Resolver):  # type: ignore
    pass

class CLoader(CParser, Constructor, Resolver):  # type: ignore
    pass

class CBaseDumper(CEmitter, BaseRepresenter, BaseResolver):  # type: ignore
    pass

class CSafeDumper(CEmitter, SafeRepresenter, Resolver):  # type: ignore
    pass

class CDumper(CEmitter, Representer, Resolver):  # type: ignore
    pass

