from .datastore import (
    AsaList,
    Datastore,
)
