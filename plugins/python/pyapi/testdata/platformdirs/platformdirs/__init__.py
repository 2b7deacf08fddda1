# Trimmed from platformdirs 2.6.0 (Debian 12 python3-platformdirs).
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing_extensions import Literal  # pragma: no cover

from .api import PlatformDirsABC


def _set_platform_dir_class() -> type[PlatformDirsABC]:
    if sys.platform == "win32":
        from platformdirs.windows import Windows as Result
    elif sys.platform == "darwin":
        from platformdirs.macos import MacOS as Result
    else:
        from platformdirs.unix import Unix as Result

    if os.getenv("ANDROID_DATA") == "/data" and os.getenv("ANDROID_ROOT") == "/system":

        if os.getenv("SHELL") is not None:
            return Result

        from platformdirs.android import _android_folder

        if _android_folder() is not None:
            from platformdirs.android import Android

            return Android  # return to avoid redefinition of result

    return Result


PlatformDirs = _set_platform_dir_class()  #: Currently active platform
AppDirs = PlatformDirs  #: Backwards compatibility with appdirs


__all__ = ["PlatformDirs", "AppDirs", "PlatformDirsABC"]
