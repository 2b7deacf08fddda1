# __init__.py
# Copyright (C) 2008, 2009 Michael Trier (mtrier@gmail.com) and contributors
#
# This module is part of GitPython and is released under
# the BSD License: http://www.opensource.org/licenses/bsd-license.php
# flake8: noqa
# @PydevCodeAnalysisIgnore
from git.exc import *  # @NoMove @IgnorePep8
import inspect
import os
import sys
import os.path as osp

from typing import Optional
from git.types import PathLike

__version__ = '3.1.30'

# trimmed: the imports of git.objects, refs, diff, db, cmd, repo and index
try:
    from git.remote import *  # @NoMove @IgnorePep8
except GitError as exc:
    raise ImportError("%s: %s" % (exc.__class__.__name__, exc)) from exc

__all__ = [name for name, obj in locals().items() if not (name.startswith("_") or inspect.ismodule(obj))]
