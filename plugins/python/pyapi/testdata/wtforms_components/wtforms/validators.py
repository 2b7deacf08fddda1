class DataRequired:
    pass
