// Package fetch is the one way providers make HTTP requests to registries,
// proxies and doc sites.
//
// It exists so that every provider gets the same guarantees without
// re-deriving them: every request has a deadline (and a server that sends
// no headers is named within HeaderTimeout, 30 s by default, even when the
// body may take longer), every body is capped while
// it streams (a hostile or broken upstream cannot fill memory), status codes
// become the contract's error codes (404 → NotFound, 401 → Unauthenticated,
// 429 → ResourceExhausted, with the Retry-After it asks for, 5xx →
// Unavailable ...), credentials never
// follow a redirect to another host, and error messages never carry a URL's
// query string or userinfo, where tokens live. It logs nothing, so it cannot
// log a header.
//
// Private registries: set Client.Credentials to a credentials.Set (from
// the ecosystem's config, URL userinfo, netrc); every request and every
// redirect hop then carries exactly the credential its own URL earns.
//
// It also verifies downloads against the digests registries publish
// (VerifyIntegrity for npm's SRI strings, VerifySHA1 for its older shasum).
package fetch
