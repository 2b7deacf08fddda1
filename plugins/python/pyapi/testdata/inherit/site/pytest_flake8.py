"""py.test plugin to test with flake8."""

import os
import re

import pytest


class Flake8Item(pytest.Item):

    def __init__(self, name, parent, flake8ignore=None, maxlength=None,
                 maxdoclength=None, maxcomplexity=None, showshource=None,
                 statistics=None):
        super(Flake8Item, self).__init__(name, parent)
        self.flake8ignore = flake8ignore

    def setup(self):
        if self.config._flake8mtimes.get(str(self.fspath), None) == self._flake8mtime:
            pytest.skip("file(s) previously passed FLAKE8 checks")

    def runtest(self):
        pass
