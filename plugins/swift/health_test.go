package swift

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/swift/githost"
	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestHealth(t *testing.T) {
	w := newWorld(t)
	h, err := w.provider().Health(t.Context(), true)
	if err != nil || h.State != sdk.Serving {
		t.Errorf("with a git runner: %+v %v", h, err)
	}
	t.Setenv("PATH", t.TempDir())
	cfg := w.config()
	cfg.Git = &githost.Git{}
	h, err = New(cfg).Health(t.Context(), false)
	if err != nil || h.State != sdk.Degraded {
		t.Errorf("without git: %+v %v", h, err)
	}
}
