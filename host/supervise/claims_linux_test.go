package supervise

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/host/discovery"
)

// One ecosystem, one provider: a second claimant is skipped with the
// reason, whatever order the binaries sort in.
func TestSecondClaimantSkipped(t *testing.T) {
	t.Setenv("PKGDOCS_TEST_ECOSYSTEMS", "aaa=npm,zzz=npm,early=npm")
	type skip struct{ Name, Reason string }
	tests := []struct {
		name    string
		first   []string // synced first, if any
		then    []string
		wantRun map[string]string // ecosystem -> provider
		wantSk  []skip
	}{
		{
			name:    "the provider named for the ecosystem wins in its directory",
			then:    []string{"aaa", "npm"},
			wantRun: map[string]string{"npm": "npm"},
			wantSk:  []skip{{"aaa", `ecosystem "npm" is already served by provider "npm"`}},
		},
		{
			name:    "two claimants, neither named for it: the first wins",
			then:    []string{"aaa", "zzz"},
			wantRun: map[string]string{"npm": "aaa"},
			wantSk:  []skip{{"zzz", `ecosystem "npm" is already served by provider "aaa"`}},
		},
		{
			name:    "a running provider keeps its ecosystem",
			first:   []string{"zzz"},
			then:    []string{"npm", "zzz"},
			wantRun: map[string]string{"npm": "zzz"},
			wantSk:  []skip{{"npm", `ecosystem "npm" is already served by provider "zzz"`}},
		},
		{
			name:    "different ecosystems both run",
			then:    []string{"golang", "npm"},
			wantRun: map[string]string{"npm": "npm", "golang": "golang"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := pluginsDir(t)
			s := newSupervisor(t, Options{})
			for _, n := range tt.first {
				install(t, dir, n)
			}
			if len(tt.first) > 0 {
				s.Sync(context.Background(), find(dir))
			}
			for _, n := range tt.then {
				if _, err := os.Lstat(filepath.Join(dir, discovery.Prefix+n)); err != nil {
					install(t, dir, n)
				}
			}
			s.Sync(context.Background(), find(dir))
			run := map[string]string{}
			for _, p := range s.Providers() {
				run[p.Info().Ecosystem] = p.Name
			}
			if diff := cmp.Diff(tt.wantRun, run); diff != "" {
				t.Errorf("running (-want +got):\n%s", diff)
			}
			var sk []skip
			for _, x := range s.Skipped() {
				sk = append(sk, skip{x.Name, x.Reason})
			}
			if diff := cmp.Diff(tt.wantSk, sk); diff != "" {
				t.Errorf("skipped (-want +got):\n%s", diff)
			}
		})
	}
}

// The backoff message states the real delay: "500ms" after the second
// crash in a row, not "0s".
func TestBackoffMessageStatesRealDelay(t *testing.T) {
	dir := pluginsDir(t)
	install(t, dir, "crashy")
	s := newSupervisor(t, Options{})
	s.Sync(context.Background(), find(dir))
	p := s.ByEcosystem("crashy")
	if p == nil {
		t.Fatalf("not running; skipped: %+v", s.Skipped())
	}
	ctx := context.Background()
	for i := range 2 {
		if _, err := describe(ctx, p, "exit"); err == nil || !strings.Contains(err.Error(), "exited during the call") {
			t.Fatalf("crash %d: err = %v, want exited during the call", i+1, err)
		}
		if i == 0 {
			if _, err := describe(ctx, p, "ok"); err != nil { // relaunched at once after one crash
				t.Fatalf("after one crash: %v", err)
			}
		}
	}
	_, err := describe(ctx, p, "ok")
	if err == nil || !strings.Contains(err.Error(), "crashed 2 times in a row; next relaunch in 500ms") {
		t.Fatalf("after two crashes: err = %v, want the 500ms backoff", err)
	}
	time.Sleep(550 * time.Millisecond)
	if _, err := describe(ctx, p, "ok"); err != nil {
		t.Errorf("after the backoff: %v", err)
	}
}

// A binary that failed to start is not retried by every rescan, but is
// once it is replaced; one skipped by discovery (a pin, permissions) is
// retried as soon as discovery lets it through.
func TestKnownRetriesReplacedBinary(t *testing.T) {
	dir := pluginsDir(t)
	path := script(t, dir, "later", "exit 1")
	// The first script fails at once; the timeout bounds only the
	// replaced binary's real start, which a busy machine can hold past a
	// second (the test failed so under load).
	s := newSupervisor(t, Options{StartTimeout: 30 * time.Second})
	s.Sync(context.Background(), find(dir))
	c := discovery.Candidate{Name: "later", Path: path, Origin: discovery.OriginFlag}
	if !s.Known(c) {
		t.Fatal("a binary that failed to start: want Known")
	}
	time.Sleep(10 * time.Millisecond) // a new mtime
	script(t, dir, "later", `exec "`+realProvider(t, "later")+`"`)
	if s.Known(c) {
		t.Fatal("a replaced binary: want not Known")
	}
	s.Sync(context.Background(), find(dir))
	if s.ByEcosystem("later") == nil {
		t.Fatalf("replaced binary not running; skipped %+v", s.Skipped())
	}
	if !s.Known(c) {
		t.Error("running: want Known")
	}
	if s.Known(discovery.Candidate{Name: "other", Path: filepath.Join(dir, "pkgdocs-provider-other")}) {
		t.Error("never seen: want not Known")
	}
}
