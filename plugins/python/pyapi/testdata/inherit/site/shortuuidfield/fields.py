import shortuuid
import six
import sys
from django.db.models import CharField


class ShortUUIDField(CharField):
    """
    A field which stores a Short UUID value in base57 format.
    """

    def __init__(self, auto=True, *args, **kwargs):
        self.auto = auto
        kwargs['max_length'] = 22
        super(ShortUUIDField, self).__init__(*args, **kwargs)

    def pre_save(self, model_instance, add):
        """
        This is used to ensure that we auto-set values if required.
        See CharField.pre_save
        """
        value = super(ShortUUIDField, self).pre_save(model_instance, add)
        return value
