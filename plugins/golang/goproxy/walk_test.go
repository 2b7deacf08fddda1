package goproxy

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// unreachableDirect is "direct" on a network without access to the
// repositories: every lookup fails as the go command does then. It
// records the paths it was asked.
type unreachableDirect struct {
	mu    sync.Mutex
	asked []string
}

func (d *unreachableDirect) fail(mod string) error {
	d.mu.Lock()
	d.asked = append(d.asked, mod)
	d.mu.Unlock()
	return sdk.Unavailable("go command: dial tcp: lookup %s: no such host", mod)
}
func (d *unreachableDirect) List(_ context.Context, mod string) ([]string, error) {
	return nil, d.fail(mod)
}
func (d *unreachableDirect) Info(_ context.Context, mod, _ string) (*RevInfo, error) {
	return nil, d.fail(mod)
}
func (d *unreachableDirect) GoMod(_ context.Context, mod, _ string) ([]byte, error) {
	return nil, d.fail(mod)
}
func (d *unreachableDirect) Zip(_ context.Context, mod, _ string) ([]byte, error) {
	return nil, d.fail(mod)
}

// TestWalk: the prefixes of an import path are all asked of one GOPROXY
// entry before the next, as the go command's TryProxies does, so that a
// proxy holding the module answers even when "direct" is unreachable.
func TestWalk(t *testing.T) {
	holds := newFakeProxy(t, map[string]string{"/example.com/m/@v/list": "v1.0.0\n"})
	empty := newFakeProxy(t, map[string]string{})
	broken := newFakeProxy(t, nil)
	broken.code = http.StatusInternalServerError
	prefixes := []string{"example.com/m/sub/pkg", "example.com/m/sub", "example.com/m"}
	tests := map[string]struct {
		list, noProxy string
		// exists: the step's answer for a module it found is "exists
		// but lacks the package" (a NotFound that ends the walk).
		exists      bool
		found       string // the longest prefix listed, "" when none
		origin      string // which step found it: a proxy URL, "direct" or "noproxy"
		code        codes.Code
		directAsked []string
		errHas      string
		errStart    string // what the message opens with, when set
	}{
		"proxy holds the module, direct unreachable": {list: "HOLDS,direct", found: "example.com/m", origin: "HOLDS"},
		"no proxy has it, direct unreachable":        {list: "EMPTY,direct", code: codes.Unavailable, directAsked: prefixes[:1], errStart: "cannot tell whether it exists: the proxy does not serve it (", errHas: "/example.com/m/sub/pkg/@v/list); GOPROXY's fallback, direct, could not be asked either: go command: dial tcp: lookup example.com/m/sub/pkg: no such host"},
		"second proxy holds it":                      {list: "EMPTY,HOLDS,direct", found: "example.com/m", origin: "HOLDS"},
		"500 with comma stops":                       {list: "BROKEN,HOLDS", code: codes.Unavailable},
		"500 with pipe goes on":                      {list: "BROKEN|HOLDS", found: "example.com/m", origin: "HOLDS"},
		"500 beats a later 404":                      {list: "BROKEN|EMPTY", code: codes.Unavailable},
		"all 404":                                    {list: "EMPTY,EMPTY", code: codes.NotFound},
		"module without the package ends the walk":   {list: "HOLDS,direct", exists: true, code: codes.NotFound},
		"GONOPROXY module goes direct only":          {list: "HOLDS,direct", noProxy: "example.com", code: codes.Unavailable, directAsked: prefixes[:1]},
		"other GONOPROXY pattern":                    {list: "HOLDS,direct", noProxy: "corp.invalid", found: "example.com/m", origin: "HOLDS"},
		"other GONOPROXY pattern, proxy 404s":        {list: "EMPTY", noProxy: "corp.invalid", code: codes.NotFound, errHas: "not found"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			list := strings.NewReplacer("HOLDS", holds.srv.URL, "EMPTY", empty.srv.URL, "BROKEN", broken.srv.URL).Replace(tc.list)
			d := &unreachableDirect{}
			c := &Client{Entries: entries(t, list), Direct: d, NoProxy: tc.noProxy}
			var found, origin string
			err := c.Walk(context.Background(), func(ctx context.Context) error {
				var firstErr error
				for _, mod := range prefixes {
					_, o, err := c.List(ctx, mod)
					if err == nil {
						if tc.exists {
							return ModuleExists(sdk.NotFound("module %s has no package", mod))
						}
						found, origin = mod, string(o)
						return nil
					}
					if sdk.Code(err) != codes.NotFound {
						return err
					}
					if firstErr == nil {
						firstErr = err
					}
				}
				return firstErr
			})
			if sdk.Code(err) != tc.code {
				t.Fatalf("Walk err = %v, want code %v", err, tc.code)
			}
			if err != nil && !strings.Contains(err.Error(), tc.errHas) {
				t.Errorf("Walk err = %v, want it to say %q", err, tc.errHas)
			}
			if tc.errStart != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.errStart)) {
				t.Errorf("Walk err = %v, want it to open with %q", err, tc.errStart)
			}
			want := strings.NewReplacer("HOLDS", holds.srv.URL).Replace(tc.origin)
			if found != tc.found || origin != want {
				t.Errorf("found %q from %q, want %q from %q", found, origin, tc.found, want)
			}
			if diff := cmp.Diff(tc.directAsked, d.asked); diff != "" {
				t.Errorf("paths asked directly (-want +got):\n%s", diff)
			}
		})
	}
}

func TestModuleExists(t *testing.T) {
	err := ModuleExists(sdk.NotFound("m has no package p"))
	if sdk.Code(err) != codes.NotFound || !errors.Is(err, errExists) || err.Error() != "m has no package p" {
		t.Errorf("ModuleExists = %v (code %v)", err, sdk.Code(err))
	}
	if ModuleExists(nil) != nil {
		t.Error("ModuleExists(nil) is not nil")
	}
}

func TestPassOf(t *testing.T) {
	p := newFakeProxy(t, map[string]string{})
	c := &Client{Entries: entries(t, p.srv.URL+",direct"), NoProxy: "corp.invalid"}
	if got := PassOf(context.Background()); got != "" {
		t.Errorf("PassOf outside a walk = %q", got)
	}
	var got []string
	_ = c.Walk(context.Background(), func(ctx context.Context) error {
		got = append(got, PassOf(ctx))
		return sdk.NotFound("nothing")
	})
	if diff := cmp.Diff([]string{"noproxy", p.srv.URL, "direct"}, got); diff != "" {
		t.Errorf("steps (-want +got):\n%s", diff)
	}
}
