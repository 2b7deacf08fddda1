from . import config  # noqa: F401
from .version import version  # noqa: F401
# (trimmed for the test: the star imports of .loader, .getters and
# .readers are left out)

view_help       = config.view_help
reload          = config.reload
validate        = config.validate
ConfigurationWatcher = config.ConfigurationWatcher
ConfigFacade    = config.ConfigFacade
