package rust

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/rust/cratename"
)

func mustParse(t *testing.T, s string) cratename.Ref {
	t.Helper()
	r, err := cratename.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
