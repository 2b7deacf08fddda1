"""Modular toolkit for Data Processing (trimmed from Debian 12's python3-mdp 3.6)."""
from . import configuration

config = configuration.config

__all__ = ['config']
