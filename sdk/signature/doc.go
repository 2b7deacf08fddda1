// Package signature shortens a declaration's signature to the one line an
// index entry or an API check shows. A signature's first line usually says
// it all (`func Open(name string) (*File, error)`); when it only opens a
// parameter list wrapped one parameter a line (Python's `def dumps(`,
// Rust's `pub fn new(`, a formatted TypeScript function), the list is
// joined, within a bound: a first line of `def dumps(` tells an agent
// nothing.
package signature
