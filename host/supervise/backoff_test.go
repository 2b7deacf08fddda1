package supervise

import (
	"strings"
	"testing"
	"time"
)

func TestBackoff(t *testing.T) {
	tests := []struct {
		crashes int
		max     time.Duration
		want    time.Duration
	}{
		{0, 30 * time.Second, 0},
		{1, 30 * time.Second, 0},
		{2, 30 * time.Second, 500 * time.Millisecond},
		{3, 30 * time.Second, time.Second},
		{4, 30 * time.Second, 2 * time.Second},
		{8, 30 * time.Second, 30 * time.Second},
		{100, 30 * time.Second, 30 * time.Second}, // no overflow
		{5, time.Second, time.Second},
	}
	for _, tt := range tests {
		p := &Provider{crashes: tt.crashes, opt: Options{MaxBackoff: tt.max}}
		if got := p.backoff(); got != tt.want {
			t.Errorf("backoff(crashes=%d, max=%s) = %s, want %s", tt.crashes, tt.max, got, tt.want)
		}
	}
}

func TestProviderEnv(t *testing.T) {
	host := []string{"HOME=/root", "PKGDOCS_LIFELINE=off", "PKGDOCS_LOG_LEVEL=trace", "PKGDOCS_PLUGIN_COOKIE=x", "PATH=/bin"}
	got := providerEnv(host, []string{"EXTRA=1"}, "PKGDOCS_LIFELINE=stdin", "PKGDOCS_LOG_LEVEL=warn")
	want := []string{"HOME=/root", "PATH=/bin", "EXTRA=1", "PKGDOCS_LIFELINE=stdin", "PKGDOCS_LOG_LEVEL=warn"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("providerEnv = %q, want %q", got, want)
	}
}
