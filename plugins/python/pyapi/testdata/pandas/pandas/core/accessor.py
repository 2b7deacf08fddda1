class DirNamesMixin:
    def __dir__(self) -> list[str]:
        pass
