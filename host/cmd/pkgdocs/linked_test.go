package main

import (
	"os/exec"
	"strings"
	"testing"
)

// initHeavy are packages whose initialisation does work at every start of
// pkgdocs (Go runs it in every process of the one binary, host and
// built-in providers alike, whatever code then runs), each replaced for
// that reason: linked again, they cost every start again. A figure is
// instructions a start, counted with callgrind (docs/operations.md).
var initHeavy = map[string]string{
	"github.com/prometheus/client_golang/prometheus":       "registers its Go and process collectors; host/metrics writes the text format",
	"github.com/Masterminds/semver/v3":                     "regular expressions; plugins/internal/semver replaced it",
	"github.com/aquasecurity/go-pep440-version":            "regular expressions; plugins/internal/pep440 replaced it",
	"github.com/yuin/goldmark/extension":                   "Linkify's, the table's and the task list's regular expressions, 1.7 M; sdk/readme/gfm replaced it",
	"github.com/yuin/goldmark":                             "a default converter built in a package variable, and the HTML renderer (its attribute filters): 33 KB a start; sdk/readme builds the parser alone",
	"github.com/yuin/goldmark/renderer/html":               "attribute filters built in package variables; nothing here renders HTML",
	"google.golang.org/genproto/googleapis/rpc/errdetails": "registers every google.rpc error detail's descriptors, 15.7 KB a start; sdk/serve encodes its one ErrorInfo with protowire",
}

// TestInitHeavyNotLinked keeps them out of the binary `go install` gives
// (and `make build`, which only adds build tags that link less), and out
// of the host `make build SEPARATE=1` builds without providers.
func TestInitHeavyNotLinked(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	for _, tags := range []string{"", noBuiltinTag} {
		for _, p := range deps(t, tags) {
			if why, ok := initHeavy[p]; ok {
				t.Errorf("pkgdocs (tags %q) links %s again (%s)", tags, p, why)
			}
		}
	}
}

// noBuiltinTag builds pkgdocs without its built-in providers (nobuiltin.go).
const noBuiltinTag = "pkgdocs_nobuiltin"

// providerPackages is where the first-party providers' code is: nothing
// under it may be linked into a host built with noBuiltinTag, which
// `make build SEPARATE=1` builds beside a binary of each provider's own.
const providerPackages = "github.com/pkgdocs/pkgdocs/plugins/"

// TestNoBuiltinLinksNoProvider: built with noBuiltinTag, the host links
// no provider package, none of the libraries only providers use, and the
// default build does link them (so the tag is what leaves them out).
func TestNoBuiltinLinksNoProvider(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	lean := map[string]bool{}
	for _, p := range deps(t, noBuiltinTag) {
		lean[p] = true
		if strings.HasPrefix(p, providerPackages) {
			t.Errorf("pkgdocs built with %s links %s", noBuiltinTag, p)
		}
	}
	// Libraries only the providers use: linked by default, never without them.
	onlyProviders := []string{
		providerPackages + "firstparty",
		"go.yaml.in/yaml/v3",
		"github.com/BurntSushi/toml",
		"go/build",
		"golang.org/x/mod/modfile",
	}
	all := map[string]bool{}
	for _, p := range deps(t, "") {
		all[p] = true
	}
	for _, p := range onlyProviders {
		if !all[p] {
			t.Errorf("the default pkgdocs does not link %s: is it still what only providers use?", p)
		}
		if lean[p] {
			t.Errorf("pkgdocs built with %s links %s, which only providers use", noBuiltinTag, p)
		}
	}
}

// deps are the packages pkgdocs links, built with tags.
func deps(t *testing.T, tags string) []string {
	t.Helper()
	out, err := exec.Command("go", "list", "-deps", "-tags", tags, ".").Output()
	if err != nil {
		t.Fatalf("go list -deps -tags %q: %v", tags, err)
	}
	return strings.Fields(string(out))
}
