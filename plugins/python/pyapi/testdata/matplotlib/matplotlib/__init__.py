# Trimmed from matplotlib 3.6.3 (Debian python3-matplotlib): matplotlib/__init__.py
from collections.abc import MutableMapping


class RcParams(MutableMapping, dict):
    """
    A dictionary object including validation.
    """


rcParamsDefault = _rc_params_in_file(
    cbook._get_data_path("matplotlibrc"),
    # Strip leading comment.
    transform=lambda line: line[1:] if line.startswith("#") else line,
    fail_on_error=True)
rcParams = RcParams()  # The global instance.
dict.update(rcParams, dict.items(rcParamsDefault))
dict.update(rcParams, _rc_params_in_file(matplotlib_fname()))
rcParamsOrig = rcParams.copy()


def get_backend():
    """
    Return the name of the current backend.
    """
    return rcParams['backend']
