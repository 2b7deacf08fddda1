import logging
from requests.auth import AuthBase


class OAuth1(AuthBase):
    """Signs the request using OAuth 1 (RFC5849)"""

    def __init__(self, client_key):
        pass

    def __call__(self, r):
        return r
