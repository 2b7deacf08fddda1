""" Dictionary-like interfaces to RFC822-like files """


class Deb822(dict):
    """ Generic Deb822 data"""

    def dump(self):
        """Dump the contents in the original format"""
