// Package cargoreq reads Cargo version requirements ("1.2", "^1.2",
// "=1.2.3", ">=1, <2", "~1.2", "*", "1.*") and picks versions with them.
// Cargo's bare requirement means caret, unlike the semver library's bare
// version (which means exact), so every bare term is rewritten to "^"
// before plugins/internal/semver reads it; caret and tilde then
// agree with Cargo's, 0.x included (^0.2.3 is >=0.2.3 <0.3.0).
package cargoreq
