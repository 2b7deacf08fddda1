from .oauth1_auth import OAuth1
