import io


class SerialBase(io.RawIOBase):
    def readinto(self, b):
        pass
