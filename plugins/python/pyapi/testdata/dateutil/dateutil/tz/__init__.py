# -*- coding: utf-8 -*-
from .tz import *

__all__ = ["tzutc"]
