#!/usr/bin/env python
# -*- coding: utf-8 -*-


names = [
    'BLACK',
    'RED',
    'GREEN',
    'YELLOW',
    'BLUE',
    'MAGENTA',
    'CYAN',
    'BLUE_3A',
]
