__all__ = ['hann', 'get_window']

def hann(M, sym=True):
    r"""
    Return a Hann window.
    """
    return M

def get_window(window, Nx, fftbins=True):
    """
    Return a window of a given length and type.
    """
    return window
