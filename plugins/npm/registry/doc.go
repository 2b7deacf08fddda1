// Package registry is a small client for the npm registry protocol: one
// version's manifest (GET <registry>/<name>/<version-or-tag>), the
// abbreviated packument (Accept: application/vnd.npm.install-v1+json) only
// when a range must be resolved, and the tarball.
//
// The registry for each package and the credential for each URL come from
// an Auth (npmrc.Config in production). The Authorization header is set per
// request from the URL actually being fetched, and again on every redirect,
// so a tarball on another host, or a redirect to one, never sees a token
// that was not configured for it. Every response body is capped, every
// request is bounded by the caller's context and a per-request timeout, and
// the bytes read are counted for the provider's figures.
package registry
