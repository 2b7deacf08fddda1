# Trimmed from Debian 12's python3-aiohttp 3.8.4-1+deb12u2 (aiohttp/tracing.py).
import attr


@attr.s(auto_attribs=True, frozen=True, slots=True)
class TraceDnsResolveHostEndParams:
    """Parameters sent by the `on_dns_resolvehost_end` signal"""

    host: str

