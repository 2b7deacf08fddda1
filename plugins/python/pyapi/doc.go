// Package pyapi reads the public API of Python source statically: it never
// imports, runs or installs the code it reads.
//
// A Python package's API lives in its .py and .pyi files. Importing them
// to ask inspect would run arbitrary third-party code (and needs the right
// interpreter, native extensions and dependencies); running setup.py is
// worse. So this package tokenizes Python the way the language does
// (strings of every prefix and quote, comments, brackets, backslash
// continuations, indentation) and reads declarations from the token
// stream: functions with their full signatures (positional-only '/',
// keyword-only '*', annotations and defaults as source text, spaced the way
// inspect.signature prints them), async functions, decorators that change a
// symbol's kind (property, classmethod, staticmethod, overload, dataclass),
// classes with their bases, methods, annotated fields and Enum members,
// module constants, type aliases (TypeAlias and PEP 695 'type'), __all__
// (assigned, '+=', extend/append, built from submodules' __all__), imports
// (re-exports, 'if TYPE_CHECKING' blocks) and docstrings.
//
// Parse reads one module; Package (package.go) joins the modules of an
// import package into the outline an agent reads.
package pyapi
