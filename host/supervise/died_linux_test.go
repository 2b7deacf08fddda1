package supervise

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/grpc/codes"
)

// A provider that answers a call with Unavailable (an upstream's 503) is
// alive: its error comes back at once, as it said it, and the same
// process serves the next call. A provider that dies during a call is
// reported as such, and relaunched.
func TestUnavailableFromALiveProvider(t *testing.T) {
	dir := pluginsDir(t)
	install(t, dir, "alive")
	s := newSupervisor(t, Options{})
	s.Sync(context.Background(), find(dir))
	p := s.ByEcosystem("alive")
	if p == nil {
		t.Fatalf("not running; skipped %+v", s.Skipped())
	}
	got, err := describe(context.Background(), p, "ok")
	if err != nil {
		t.Fatal(err)
	}
	pid := pidOf(t, got)
	// A round trip on this machine now, as loaded as it is: the
	// Unavailable answer costs one more (the health check), never a wait
	// for an exit that will not come (it was deathCheck).
	start := time.Now()
	if _, err := describe(context.Background(), p, "ok"); err != nil {
		t.Fatal(err)
	}
	trip := time.Since(start)
	var uerr error
	within(t, deathCheck/2+4*trip, "a call answered Unavailable", func() { _, uerr = describe(context.Background(), p, "unavailable") })
	if sdk.Code(uerr) != codes.Unavailable || !strings.Contains(uerr.Error(), "upstream answered 503") || strings.Contains(uerr.Error(), "exited") {
		t.Errorf("err = %v, want the provider's Unavailable as it said it", uerr)
	}
	if got, err := describe(context.Background(), p, "ok"); err != nil || pidOf(t, got) != pid {
		t.Errorf("after the error: %q, %v; want the same process (pid %d)", got, err, pid)
	}
	var xerr error
	within(t, deathCheck+time.Second, "a call whose provider exits", func() { _, xerr = describe(context.Background(), p, "exit") })
	if !strings.Contains(fmtErr(xerr), "exited during the call") {
		t.Errorf("err = %v, want exited during the call", xerr)
	}
	if got, err := describe(context.Background(), p, "ok"); err != nil || pidOf(t, got) == pid {
		t.Errorf("after the exit: %q, %v; want a relaunched process", got, err)
	}
}

func fmtErr(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
