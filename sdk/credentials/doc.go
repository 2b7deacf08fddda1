// Package credentials decides which credential, if any, an HTTP request
// to a given URL carries.
//
// Private registries (npm's .npmrc tokens, a GOPROXY with userinfo or a
// netrc entry, pip's index URLs, Cargo's registry tokens, SwiftPM's
// netrc) all key credentials by where they may be sent. Getting that
// wrong hands a token to whatever host a registry, a package manifest or
// a redirect names, so every provider uses this one rule set:
//
//   - A Set holds credentials keyed by URL prefix. A request gets the
//     credential of the longest prefix that covers it: same scheme, same
//     host and same port exactly (no subdomains; an absent port is the
//     scheme's default), and a path that is the prefix's path or below it
//     on a segment boundary (a prefix /api/npm covers /api/npm/x, never
//     /api/npmx). Dot segments, also percent-encoded ones, are resolved
//     before matching, so /team-a/../team-b/x is matched as /team-b/x;
//     a path hiding ".." behind an encoded slash gets no credential.
//   - fetch.Client.Credentials re-decides on every redirect hop: a
//     redirect to another host, port, scheme or outside the prefix drops
//     the credential (or picks the one that covers the new URL).
//   - Credentials come from URL userinfo (AddFromURL, for GOPROXY- or
//     PIP_INDEX_URL-style URLs), from a netrc file (LoadNetrc), or from an
//     ecosystem's own configuration (Add with Bearer, Basic or Header).
//   - A credential is never printed: Credential and Set redact themselves
//     in String and GoString, and no error of this package quotes one.
//
// Netrc follows curl and the go command: the file named by $NETRC, else
// ~/.netrc (%USERPROFILE%\_netrc on Windows); a "machine" entry's login
// and password are sent as Basic auth to that host name on any port and
// scheme; a file readable by others is read all the same (neither curl
// nor the go command refuses it). Unlike curl, a "default" entry is never
// used, as in the go command: it would go to every host, including
// whatever host a package's metadata points at.
package credentials
