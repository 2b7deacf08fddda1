// Package manifest reads Package.swift as text, never executing it: the
// tools version, products, targets with their paths, dependencies with
// their requirements, and platforms. It also picks the
// Package@swift-X.swift variant a given Swift version would use.
//
// It exists because a Swift manifest is a Swift program and there is no
// toolchain here to run it; nearly every manifest is a single
// Package(...) expression with literal arguments (and sometimes arrays
// held in top-level constants), which a small expression reader
// understands. What it cannot evaluate is left out, never guessed.
package manifest
