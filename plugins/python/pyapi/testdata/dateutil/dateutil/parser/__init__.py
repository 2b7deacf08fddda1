# -*- coding: utf-8 -*-
from ._parser import parse

__all__ = ['parse']
