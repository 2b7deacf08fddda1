# Trimmed from Debian python3-tornado 6.2 (Apache License 2.0): the imports
# and a few of the definitions, as they are written there.
"""This module contains implementations of various third-party
authentication schemes.

All the classes in this file are class mixins designed to be used with
the `tornado.web.RequestHandler` class.  They are used in two ways:
"""

from tornado.httputil import url_concat
from tornado.util import unicode_type
from tornado.web import RequestHandler


class AuthError(Exception):
    pass



class OAuth2Mixin(object):
    """Abstract implementation of OAuth 2.0.

    See `FacebookGraphMixin` or `GoogleOAuth2Mixin` below for example
    implementations.

    Class attributes:

    * ``_OAUTH_AUTHORIZE_URL``: The service's authorization url.
    * ``_OAUTH_ACCESS_TOKEN_URL``:  The service's access token url.
    """
