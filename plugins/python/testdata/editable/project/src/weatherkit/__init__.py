"""Weather helpers."""
import attrs


@attrs.define
class Reading:
    """A sensor reading."""
    celsius: float


def to_fahrenheit(c: float) -> float:
    """Convert Celsius to Fahrenheit."""
    return c * 9 / 5 + 32
