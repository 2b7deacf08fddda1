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
// (and `make build`, which only adds build tags that link less).
func TestInitHeavyNotLinked(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		if why, ok := initHeavy[p]; ok {
			t.Errorf("pkgdocs links %s again (%s)", p, why)
		}
	}
}
