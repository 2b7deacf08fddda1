# python3-tenacity 8.0.1 (Debian), trimmed: the package re-exports its
# wait strategies; their annotations name an alias through its module.
from .wait import wait_random  # noqa
