// Package eval measures pkgdocs' real answers (the built host over MCP)
// against ground truth computed by each ecosystem's own tools: recall and
// precision of exported names, members, signatures, symbol lookups,
// check_package_api verdicts, doc-derived search, cost and failures, per
// ecosystem and package shape. See eval/README.md for how an ecosystem
// plugs in and cmd/pkgdocs-eval for the runner.
package eval
