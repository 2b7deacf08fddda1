# Trimmed from python3-pandas 1.5.3 (Debian bookworm):
# pandas/core/arrays/categorical.py, rename_categories' overloads and
# implementation (its @deprecate_nonkeyword_arguments decorator left out,
# its docstring cut to the first line).
from __future__ import annotations

from typing import Literal, overload

from pandas._libs.lib import (
    NoDefault,
    no_default,
)


class Categorical:

    @overload
    def rename_categories(
        self, new_categories, *, inplace: Literal[False] | NoDefault = ...
    ) -> Categorical:
        ...

    @overload
    def rename_categories(self, new_categories, *, inplace: Literal[True]) -> None:
        ...

    def rename_categories(
        self, new_categories, inplace: bool | NoDefault = no_default
    ) -> Categorical | None:
        """
        Rename categories.
        """
