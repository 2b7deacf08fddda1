"""
Settings and configuration for Django.

Read values from the module specified by the DJANGO_SETTINGS_MODULE environment
variable, and then from django.conf.global_settings; see the global_settings.py
for a list of all possible variables.
"""

# Trimmed from Debian python3-django 3.2.25 (BSD License): the imports and a
# few of the definitions, as they are written there.
from django.core.exceptions import ImproperlyConfigured

ENVIRONMENT_VARIABLE = "DJANGO_SETTINGS_MODULE"


class SettingsReference(str):
    """
    String subclass which references a current settings value. It's treated as
    the value in memory but serializes to a settings.NAME attribute reference.
    """
    def __new__(self, value, setting_name):
        return str.__new__(self, value)

    def __init__(self, value, setting_name):
        self.setting_name = setting_name

