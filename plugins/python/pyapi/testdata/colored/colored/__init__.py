#!/usr/bin/env python
# -*- coding: utf-8 -*-


from __future__ import print_function

from .back import *
from .style import *

