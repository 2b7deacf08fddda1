// Package semver parses semantic versions and the version ranges the npm,
// Cargo and Swift providers ask about ("^1.2", "~1.2.3", "1.x || >=3",
// "1 - 2", ">=1, <2", "!=1.2.3", "*"), and says whether a version satisfies
// a range.
//
// It exists so that the providers linked into the one pkgdocs binary do no
// work at package initialisation: every start of pkgdocs initialises every
// linked package, and the library these semantics were first taken from
// (github.com/Masterminds/semver/v3) compiles its regular expressions in
// init. This package computes nothing at initialisation and reads versions
// and ranges with a hand-written scanner.
//
// The semantics are that library's, as the providers used it, and its tests
// compare the two over tables and a fuzz test (the library is linked into
// tests only):
//
//   - ParseStrict is a full major.minor.patch with optional prerelease and
//     build metadata, no leading zeros and no "v"; ParseLoose also accepts a
//     "v", missing minor or patch, and leading zeros in the numbers.
//   - Precedence is SemVer 2.0's: build metadata is ignored, a prerelease is
//     lower than its release, prerelease identifiers compare numerically
//     when both are numbers, numbers before words.
//   - A range is comparator sets separated by "||"; a set is comparators
//     separated by spaces or commas; a comparator is an operator (=, !=, >,
//     <, >=, =>, <=, =<, ~, ~>, ^ or none) and a version whose minor or
//     patch may be missing or x, X, *; "A - B" is ">= A, <= B". ^ allows
//     changes that keep the left-most non-zero part (^0.2.3 is >=0.2.3
//     <0.3.0), ~ changes of the patch (of the minor when only a major is
//     given), a bare or "=" version with x parts is a tilde range.
//   - A prerelease satisfies a set only if some comparator of the set names
//     a prerelease (of any version: the npm provider narrows this to
//     node-semver's same-major.minor.patch rule on top).
//
// Where the library's regular expressions read malformed input by accident,
// this package does not follow: it rejects a single "|" inside a version
// (the library's character class admits it, so "*.|" read as "*"), and it
// reads "1 - 2||3 - 4" as two hyphen ranges where the library, whose hyphen
// rewrite runs before the split on "||", rejects it. Ranges are at most 512
// bytes and 32 sets, versions 256 bytes, as in the library.
package semver
