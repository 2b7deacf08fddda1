from __future__ import annotations

import os
import sys
from abc import ABC, abstractmethod


class PlatformDirsABC(ABC):
    @property
    @abstractmethod
    def user_data_dir(self) -> str:
        """:return: data directory tied to the user"""

    @property
