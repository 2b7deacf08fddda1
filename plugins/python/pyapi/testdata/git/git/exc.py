class GitError(Exception):
    """Base class for all package exceptions"""

__all__ = ["GitError"]
