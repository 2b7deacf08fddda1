package registry

import (
	"fmt"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/npm/semrange"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
)

// checkManifest refuses a manifest that is not the one asked for: its name
// is not name (an absent name is taken as name), its version is not a
// valid semver version, or not ref when ref is an exact version. Both
// land in the answer's header; a registry that answers something else
// (or writes lines into them) is refused, not quoted. u names the request
// in the error.
func checkManifest(m *Manifest, name, ref, u string) error {
	if m.Name == "" {
		m.Name = name
	}
	if m.Name != name {
		return wrongManifest("registry answered %s with the manifest of %q, not %q", fetch.RedactString(u), m.Name, name)
	}
	if !ValidVersion(m.Version) {
		return wrongManifest("registry answered %s with version %q, which is not a valid semver version", fetch.RedactString(u), m.Version)
	}
	if ValidVersion(ref) && m.Version != ref {
		return wrongManifest("registry answered %s with version %q, not %q", fetch.RedactString(u), m.Version, ref)
	}
	return nil
}

// ValidVersion reports whether v is a version as the registry writes it:
// strict semver, no "v" or "=" in front, no spaces.
func ValidVersion(v string) bool {
	return v != "" && '0' <= v[0] && v[0] <= '9' && semrange.IsVersion(v)
}

// wrongManifest is FailedPrecondition: asking again gets the same answer,
// and the registry, not the request, is what is wrong.
func wrongManifest(format string, args ...any) error {
	return &sdk.Error{Code: codes.FailedPrecondition, Msg: fmt.Sprintf(format, args...)}
}
