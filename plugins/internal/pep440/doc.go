// Package pep440 parses Python package versions and version specifiers as
// PEP 440 writes them (epochs "1!2.0", pre-, post- and dev-releases in
// every spelling it allows, local versions "+ubuntu.1", normalisation
// "1.0-alpha1" = "1.0a1") and says whether a version satisfies a specifier
// list (~=, ==, ==X.*, !=, <, <=, >, >=, ===, comma-separated; "||"
// between alternatives).
//
// It exists so that the Python provider, linked into the one pkgdocs binary,
// does no work at package initialisation: every start of pkgdocs
// initialises every linked package, and the library these semantics were
// first taken from (github.com/aquasecurity/go-pep440-version) compiles its
// regular expressions in init. This package computes nothing at
// initialisation and reads versions and specifiers with a hand-written
// scanner.
//
// The semantics are that library's, as the provider used it; its tests
// compare the two over tables and a fuzz test (the library is linked into
// tests only). Where the library departs from PEP 440, this package follows
// it, so that nothing resolves differently: a local version's "-" and "_"
// are not read as "."; ~= compares the specifier's release as written (a
// leading "v" makes it match nothing). Where the library's regular
// expressions split a specifier list by accident, this package reads it as
// PEP 440 does:
//
//   - A long pre-release spelling in a specifier ("==1.0beta2", "alpha",
//     "preview"): the library took the first alternative of its pattern
//     ("b") and read the rest as another specifier ("2"), so nothing
//     matched; here it is 1.0b2, as in a version.
//   - Specifiers written together without a comma or space are split where
//     each version ends ("1.0a1.0" is an error here; the library found a
//     split that matched and then read it differently).
//   - Versions with non-ASCII letters are rejected (the library's
//     case-insensitive match let "ſ" stand for "s" and "K" for "k").
package pep440
