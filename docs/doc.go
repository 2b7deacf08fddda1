// Package docs holds the reference pages under docs/ and, in its test, what
// keeps them true: README.md stays under 10 KB; every fenced json block
// parses, every go block is Go; every `pkgdocs <command> --flag` in a sh or
// plain block, and every --flag the command-line and operations pages
// name, is a command and a flag the CLI (host/cli) defines; every relative
// link leads to a file that exists.
package docs
