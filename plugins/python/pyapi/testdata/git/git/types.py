PathLike = str
