// Package semrange answers the version questions npm asks: is this spec an
// exact version, a range or a dist-tag, and which published version is the
// highest one a range allows.
//
// Ranges are parsed with plugins/internal/semver, which reads npm's syntax
// (^ ~ x X * || hyphen ranges, comparator sets separated by spaces) with the
// semantics of github.com/Masterminds/semver/v3, used here before (that
// package compiled regular expressions at every start of pkgdocs). Known
// differences from node-semver, and what this package does about them:
//
//   - Prerelease versions: node-semver lets a prerelease satisfy a range only
//     when some comparator in the range names a prerelease of the same
//     major.minor.patch; plugins/internal/semver lets ^1.2.3-beta.2 match 1.2.4-beta.1.
//     Max applies npm's rule on top.
//   - "" and "latest"-like words: plugins/internal/semver rejects "" (npm reads it as *);
//     Parse maps "" to *, and anything that is not a range is a tag.
//   - Commas: plugins/internal/semver accepts "1.2, 1.5" as AND; npm has
//     no comma syntax. Such specs are treated as that package reads them.
//   - Loose versions ("1.2.3foo", leading zeros) are rejected by both in
//     strict mode; npm's loose mode is not emulated.
package semrange
