// Package fingerprint turns what a provider declared about its
// configuration (sdk.Info.ConfigInputs, contract minor 5: the environment
// variables and configuration files that decide its registries and
// credentials) into two things the host needs: the rule saying which of
// the host's variables the provider may see, and a fingerprint of what
// those inputs say right now, which the host's cache keys answers on.
//
// It exists because the host, not the provider, decides whether a cached
// answer may be served: after the user points .npmrc, GOPROXY, pip's index
// or Cargo's source replacement at another registry, an answer cached from
// the first registry must not be served, and that must be known without
// starting the provider. The fingerprint is a SHA-256 over the declared
// variables' values and the declared files' contents (each read bounded);
// neither is ever stored, logged or returned in clear, since both may hold
// tokens. A project's files count only when the project is trusted (the
// user chose it), as the provider itself only reads them then.
package fingerprint
