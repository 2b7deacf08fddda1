// Package binnames reads the names a compiled Python extension module
// (a shared object: .so, .pyd, a Mach-O bundle) spells in its read-only
// data, without loading or running it.
//
// A C or Cython extension has no Python source to read, and often no .pyi
// stub. Its names are still in the binary: the function names of its
// method tables (PyMethodDef), its members and getters, its type names
// ("psycopg2.extensions.Binary"), the names it adds to its module
// (PyModule_AddIntConstant), Cython's interned strings. Each is a
// NUL-terminated string in the read-only data sections. Read lists the
// strings there that are identifiers, or dotted paths of them, as a set
// of names: enough to say a name is there (weaker evidence than a
// declaration: a string may name something else, and it carries no kind
// or signature), and, for a module that is only a binary, that a name is
// not. Names are for checking only: a binary also holds names that are
// no API (C helpers, error message fragments), so they are never shown
// as the module's API.
//
// Everything read is bounded (Limits): file size, bytes of sections
// scanned, names kept; a file over a bound is read in part and says so
// (Names.Truncated), and a reader that panics on a malformed file
// answers an error.
package binnames
