from django.core.exceptions import ObjectDoesNotExist
from django.db.models import signals
from django.db.models.fields import *  # NOQA
from django.db.models.fields import __all__ as fields_all
