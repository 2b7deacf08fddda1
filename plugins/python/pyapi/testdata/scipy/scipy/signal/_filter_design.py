"""Filter design."""
import math
import operator

__all__ = ['butter', 'buttord']

def butter(N, Wn, btype='low', analog=False, output='ba', fs=None):
    """
    Butterworth digital and analog filter design.

    Design an Nth-order digital or analog Butterworth filter and return
    """
    return iirfilter(N, Wn, btype=btype, analog=analog, output=output, ftype="butter", fs=fs)

def buttord(wp, ws, gpass, gstop, analog=False, fs=None):
    """Butterworth filter order selection.

    Return the order of the lowest order digital or analog Butterworth filter
    """
    return _validate_gpass_gstop(gpass, gstop)

def _validate_gpass_gstop(gpass, gstop):
    return gpass, gstop
