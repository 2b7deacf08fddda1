import warnings
from inspect import signature


class NodeMeta(type):
    def __call__(self, *k, **kw):
        msg = (
            "Direct construction of {name} has been deprecated, please use {name}.from_parent.\n"
        ).format(name=f"{self.__module__}.{self.__name__}")
        fail(msg, pytrace=False)

    def _create(self, *k, **kw):
        try:
            return super().__call__(*k, **kw)
        except TypeError:
            sig = signature(getattr(self, "__init__"))
            known_kw = {k: v for k, v in kw.items() if k in sig.parameters}
            return super().__call__(*k, **known_kw)


class Node(metaclass=NodeMeta):
    """Base class for Collector and Item, the components of the test
    collection tree.
    """

    def __init__(self, name, parent=None, config=None, session=None, fspath=None, path=None, nodeid=None) -> None:
        self.name: str = name
        self.parent = parent
        self.config = config
        self.session = session

    @classmethod
    def from_parent(cls, parent: "Node", **kw):
        """Public constructor for Nodes."""
        return cls._create(parent=parent, **kw)

    def setup(self) -> None:
        pass

    def teardown(self) -> None:
        pass


class Item(Node):
    """A basic test invocation item.

    Note that for a single function there might be multiple test invocation items.
    """

    nextitem = None

    def __init__(self, name, parent=None, config=None, session=None, nodeid=None, **kw) -> None:
        super().__init__(name, parent, config=config, session=session, nodeid=nodeid, **kw)
        self.user_properties = []
        self._check_item_and_collector_diamond_inheritance()

    def _check_item_and_collector_diamond_inheritance(self) -> None:
        """
        Check if the current type inherits from both File and Collector
        at the same time, emitting a warning accordingly (#8447).
        """
        cls = type(self)

        # We inject an attribute in the type to avoid issuing this warning
        # for the same class more than once, which is not helpful.
        # It is a hack, but was deemed acceptable in order to avoid
        # flooding the user in the common case.
        attr_name = "_pytest_diamond_inheritance_warning_shown"
        if getattr(cls, attr_name, False):
            return
        setattr(cls, attr_name, True)

    def runtest(self) -> None:
        """Run the test case for this item."""
        raise NotImplementedError("runtest must be implemented by Item subclass")


class File(Node):
    """Base class for collecting tests from a file."""

    def collect(self):
        raise NotImplementedError("abstract")
