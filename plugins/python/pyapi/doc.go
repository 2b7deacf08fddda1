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
// A module-level __getattr__ (PEP 562) is read for the names it may
// answer (getattr.go): every path through its body that returns, or
// falls off its end, is followed with the tests on the name that lead
// there (== a literal, in a literal list, set, dict or __all__, a
// startswith prefix, joined by and, or, not). When each such path is
// bounded by literal names, those are the only names it adds; when one
// is not (a table filled at run time, a rebound name, a stub's "..."),
// it may answer any name, and a check says it cannot tell.
//
// Parse reads one module; Package (package.go) joins the modules of an
// import package into the outline an agent reads.
package pyapi
