// Package cargocred gives a registry's token as Cargo's credential
// providers give it (the Cargo book's "Registry Authentication"): the
// registry's own credential-provider, else
// registry.global-credential-providers from its last entry to its first,
// else cargo:token alone.
//
//   - cargo:token is the token of Cargo's configuration, credentials file
//     and CARGO_REGISTRIES_<NAME>_TOKEN (cargoconfig.Origin.Token).
//   - cargo:token-from-stdout runs its command as an argument list (no
//     shell), with {index_url} in the arguments replaced and
//     CARGO_REGISTRY_INDEX_URL / CARGO_REGISTRY_NAME_OPT set, as Cargo
//     does; the one line it prints is the token. A run is bounded in time
//     and output, its stdin is empty and its output is never logged or
//     quoted. Only a command the user's own configuration names
//     ($CARGO_HOME/config.toml, CARGO_* variables) is run: a project's
//     .cargo/config.toml is a file an agent or a cloned repository can
//     write.
//   - the operating system's stores (cargo:libsecret,
//     cargo:macos-keychain, cargo:wincred), cargo:paseto and credential
//     plugins are not read: the next provider is tried, and when none
//     gives a token the error names them, never a made-up token.
//
// A token from a command is kept until the registry refuses it, then the
// command is run again once.
package cargocred
