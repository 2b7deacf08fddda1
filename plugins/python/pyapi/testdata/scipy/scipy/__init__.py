"""
SciPy: A scientific computing package for Python
"""
