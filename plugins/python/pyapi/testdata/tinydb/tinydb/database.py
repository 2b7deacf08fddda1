# Trimmed from Debian 12's python3-tinydb 3.15.2-4 (tinydb/database.py).


class TinyDB(object):
    """
    The main class of TinyDB.

    Gives access to the database, provides methods to insert/search/remove
    and getting tables.
    """

    DEFAULT_TABLE = '_default'
    DEFAULT_TABLE_KWARGS = {}


class Table(object):
    """Represents a single TinyDB Table."""


TinyDB.table_class = Table
