// Package registrytest serves recorded npm registry responses from a
// directory over httptest, for offline tests of the npm provider.
//
// Files are laid out by request path: registry/is-number/7.0.0.json answers
// GET /is-number/7.0.0, registry/@scope%2fname.json the (escaped) scoped
// packument, and .tgz files are served as they are. The placeholder origin
// http://registry.invalid in JSON bodies becomes the server's own URL (plus
// Prefix), as recorded fixtures never name the real registry.
package registrytest
