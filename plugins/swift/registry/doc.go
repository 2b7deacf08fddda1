// Package registry is a client of Swift package registries (SE-0292):
// the release list, release metadata, the manifest and the source archive
// of scope.name packages, with the registry and its credentials taken from
// SwiftPM's own configuration (.swiftpm/configuration/registries.json in
// the project, then in the home directory; tokens from the netrc) and
// sent to that registry only.
package registry
