# /// script
# requires-python = ">=3.8"
# dependencies = [
#   "setuptools<50",
#   "wheel==0.40.0",
# ]
# ///
import setuptools, wheel
print(setuptools.__version__)
