package sdk

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"google.golang.org/grpc/codes"
)

// OfferedEnvVar is the variable a host that filters providers'
// environments sets in each one's: the comma-separated names of the
// variables it passes when it has them, beyond its base set (those the
// provider declared by name in Info.ConfigInputs, and those it asked for
// with NeedEnv). Its presence says the provider runs with a filtered
// environment; its absence (standalone, or an older host) that what is
// unset is unset.
const OfferedEnvVar = "PKGDOCS_OFFERED_ENV"

// EnvNeeded is the cause NeedEnv errors carry: configuration File names
// environment variables Names (${NAME} in an .npmrc) that the provider
// was not started with. A host that sees it starts the provider again
// with those variables of its own environment, when it has them, and
// retries the call once.
type EnvNeeded struct {
	Names []string
	File  string
}

func (e *EnvNeeded) Error() string {
	return fmt.Sprintf("%s names %s, which this provider was not started with", e.File, dollarNames(e.Names))
}

// NeedEnv returns the error a provider answers when a configuration file
// it read (file) names environment variables it did not get and did not
// declare in Info.ConfigInputs: read from the request's project, they
// could not be declared at start. A host that knows the contract passes
// them and retries; under any other the agent reads that the variables
// must be passed (PKGDOCS_PASS_ENV). Call it only for names EnvOffered
// says the host did not offer: otherwise an unset variable is unset
// (UnsetEnv).
func NeedEnv(file string, names ...string) error {
	names = slices.Compact(slices.Sorted(slices.Values(names)))
	need := &EnvNeeded{Names: names, File: file}
	return &Error{Code: codes.FailedPrecondition, Err: need,
		Msg: fmt.Sprintf("%s names %s, which pkgdocs did not pass to this provider: set PKGDOCS_PASS_ENV=%s where pkgdocs is started", file, dollarNames(names), strings.Join(names, ","))}
}

// NeededEnv returns the variables err asks for (NeedEnv), if it does.
func NeededEnv(err error) (*EnvNeeded, bool) {
	var e *EnvNeeded
	if errors.As(err, &e) && len(e.Names) > 0 {
		return e, true
	}
	return nil, false
}

// UnsetEnv returns the error for configuration file naming environment
// variables that are set nowhere pkgdocs can see: the MCP client starts
// pkgdocs with its own, often minimal, environment.
func UnsetEnv(file string, names ...string) error {
	names = slices.Compact(slices.Sorted(slices.Values(names)))
	return FailedPrecondition("%s names %s, which is not set in the environment pkgdocs runs in: add it to the \"env\" block of pkgdocs in the MCP client's configuration (clients start servers with a minimal environment), or export it before running pkgdocs", file, dollarNames(names))
}

// EnvOffered reports, for a variable name a configuration file names and
// the provider does not have, whether the host already offered it (so it
// is unset where pkgdocs runs: UnsetEnv) or not (NeedEnv). environ is the
// provider's environment; nil means os.Environ().
func EnvOffered(environ []string, name string) bool {
	if environ == nil {
		environ = os.Environ()
	}
	for _, kv := range environ {
		k, v, _ := strings.Cut(kv, "=")
		if k != OfferedEnvVar {
			continue
		}
		return slices.Contains(strings.Split(v, ","), name)
	}
	return true // not filtered by a host: unset is unset
}

func dollarNames(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = "${" + n + "}"
	}
	return strings.Join(q, ", ")
}
