// Package mirrors reads SwiftPM's dependency mirrors (SE-0219,
// `swift package config set-mirror`): a mirrors.json mapping a package's
// original location (a repository URL, or a registry identity) to the one
// SwiftPM fetches it from instead, with no fall-back to the original.
//
// SwiftPM reads the project's .swiftpm/configuration/mirrors.json (or the
// file SWIFTPM_MIRROR_CONFIG names) and, only when that holds no mirror,
// the user's ~/.swiftpm/configuration/mirrors.json. Package.resolved keeps
// each pin's original location and SwiftPM maps it on load, by the exact
// string; the repository cache and checkouts it fills come from the
// mirror.
package mirrors
