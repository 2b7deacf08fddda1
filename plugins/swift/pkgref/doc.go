// Package pkgref parses and validates the package references an agent
// passes to describe_swift_package: repository URLs (https and ssh only),
// scp-like git@host:owner/repo, GitHub owner/repo, SwiftPM package
// identities and SE-0292 registry identities (scope.name), each optionally
// narrowed to one product or target with a trailing /Module.
//
// It exists because these strings end up as arguments of git and in HTTP
// requests: everything git would treat as an option or a transport
// (--upload-pack=…, ext::…, file://…) is refused here, before any I/O.
package pkgref
