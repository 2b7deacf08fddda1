// Package goproxy speaks the Go module proxy protocol (GOPROXY) the way
// the go command does: a list of proxies separated by "," (fall through to
// the next only when a module or version does not exist) or "|" (fall
// through on any error), the keywords "direct" (fetch without a proxy,
// delegated to a Direct implementation) and "off" (lookups disabled),
// GONOPROXY/GOPRIVATE patterns that bypass proxies, and netrc credentials
// sent only to the host they name. Every response is size- and
// time-bounded and mapped to the SDK's error codes; a 403 from a proxy
// sent no credentials counts as "does not exist" (public proxies refuse
// nonexistent repositories with 403), one after credentials as
// PermissionDenied.
//
// Walk is the go command's TryProxies: a search over several module paths
// (the prefixes of an import path) asks one entry for all of them before
// falling through to the next, so "not found" at a longer prefix on the
// proxy never sends the search to "direct" when the proxy holds a shorter
// one.
package goproxy
