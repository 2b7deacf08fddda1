// Package cargoconfig reads the user's Cargo configuration the way Cargo
// layers it: .cargo/config.toml (or .cargo/config) in the project
// directory and each parent, then $CARGO_HOME/config.toml, the deeper file
// winning; then CARGO_REGISTRIES_<NAME>_INDEX / _TOKEN and
// CARGO_REGISTRY_TOKEN from the environment; tokens also from
// $CARGO_HOME/credentials.toml. It answers two questions: where do a
// registry's crates come from, after [source] replacement; and which
// credential providers Cargo would ask for its token (credential-provider,
// registry.global-credential-providers, [credential-alias] and their
// CARGO_* variables; credprovider.go), each marked with whether the
// user's own configuration or a project's file names it. Package
// cargocred runs them.
//
// The project's files (from the project directory upward) are read only
// for a project the user chose (Load's trusted): an agent can name any
// directory, and a config there could point a registry whose token
// $CARGO_HOME holds at another host. Otherwise only $CARGO_HOME and the
// environment apply, and Config.Ignored names the files left out.
package cargoconfig
