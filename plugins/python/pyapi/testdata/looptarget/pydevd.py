'''
Entry point module (keep at root):

This module starts the debugger.
'''

__version_info__ = (2, 9, 5)
__version_info_str__ = []
for v in __version_info__:
    __version_info_str__.append(str(v))

__version__ = '.'.join(__version_info_str__)


def install_breakpointhook(pydevd_breakpointhook=None):
    pass
