# Trimmed from python3-iniconfig 1.1.1 (Debian bookworm): iniconfig/__init__.py.
""" brain-dead simple parser for ini-style files.
(C) Ronny Pfannschmidt, Holger Krekel -- MIT licensed
"""
__all__ = ['IniConfig', 'ParseError']

COMMENTCHARS = "#;"


class ParseError(Exception):
    def __init__(self, path, lineno, msg):
        Exception.__init__(self, path, lineno, msg)
        self.path = path
        self.lineno = lineno
        self.msg = msg

    def __str__(self):
        return "%s:%s: %s" % (self.path, self.lineno+1, self.msg)

class IniConfig(object):
    def __init__(self, path, data=None):
        self.path = str(path)  # convenience

    def lineof(self, section, name=None):
        lineno = self._sources.get((section, name))
        if lineno is not None:
            return lineno + 1
