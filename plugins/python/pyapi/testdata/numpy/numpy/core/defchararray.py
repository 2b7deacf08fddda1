# Trimmed from python3-numpy 1.24.2 (Debian bookworm): numpy/core/defchararray.py.
from .numeric import ndarray

class chararray(ndarray):
    def argsort(self, axis=-1, kind=None, order=None):
        """
        Return the indices that sort the array lexicographically.

        For full documentation see `numpy.argsort`, for which this method is
        in fact merely a "thin wrapper."
        """
        return self.__array__().argsort(axis, kind, order)

    def count(self, sub, start=0, end=None):
        """
        Returns an array with the number of non-overlapping occurrences of
        substring `sub` in the range [`start`, `end`].

        See Also
        --------
        char.count

        """
        return count(self, sub, start, end)

    def decode(self, encoding=None, errors=None):
        """
        Calls ``bytes.decode`` element-wise.

        """
        return decode(self, encoding, errors)
