import gast as ast


class Def(object):
    """
    Model a definition, either named or unnamed, and its users.
    """

    __slots__ = "node", "_users"

    def __init__(self, node):
        self.node = node
        self._users = ordered_set()

    def add_user(self, node):
        assert isinstance(node, Def)
        self._users.add(node)

    def users(self):
        """
        The list of ast entity that holds a reference to this node
        """
        return self._users

    def __repr__(self):
        return self._repr({})

    def _repr(self, nodes):
        pass

    def _str(self, nodes):
        pass


class Ancestors(object):
    pass


class DefUseChains(object):
    def __init__(self, filename=None):
        pass


class UseDefChains(object):
    pass
