from __future__ import absolute_import
from beniget.beniget import Ancestors, DefUseChains, UseDefChains
