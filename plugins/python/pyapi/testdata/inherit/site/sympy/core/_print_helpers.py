class Printable:
    def __str__(self):
        pass
