package supervise

import (
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/host/discovery"
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

func TestDelayString(t *testing.T) {
	tests := []struct {
		d    time.Duration
		want string
	}{
		{0, "0s"},
		{time.Millisecond, "100ms"},
		{499 * time.Millisecond, "500ms"},
		{500 * time.Millisecond, "500ms"},
		{1999 * time.Millisecond, "2s"},
		{29_950 * time.Millisecond, "30s"},
	}
	for _, tt := range tests {
		if got := delayString(tt.d); got != tt.want {
			t.Errorf("delayString(%s) = %q, want %q", tt.d, got, tt.want)
		}
	}
}

func TestClaimOrder(t *testing.T) {
	type cand struct {
		name, eco string
		origin    discovery.Origin
		failed    bool
	}
	tests := []struct {
		name  string
		cands []cand
		want  []int
	}{
		{name: "nil"},
		{name: "one", cands: []cand{{"npm", "npm", discovery.OriginFlag, false}}, want: []int{0}},
		{
			name: "named for its ecosystem first within a directory",
			cands: []cand{
				{"aaa", "npm", discovery.OriginBesideBin, false},
				{"npm", "npm", discovery.OriginBesideBin, false},
				{"zzz", "go", discovery.OriginBesideBin, false},
			},
			want: []int{1, 0, 2},
		},
		{
			name: "directories keep their precedence",
			cands: []cand{
				{"aaa", "npm", discovery.OriginBesideBin, false},
				{"npm", "npm", discovery.OriginUser, false},
			},
			want: []int{0, 1},
		},
		{
			name: "a failed start claims nothing",
			cands: []cand{
				{"aaa", "npm", discovery.OriginFlag, false},
				{"npm", "", discovery.OriginFlag, true},
			},
			want: []int{0, 1},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var start []discovery.Candidate
			var fresh []*Provider
			var errs []error
			for _, c := range tt.cands {
				start = append(start, discovery.Candidate{Name: c.name, Origin: c.origin})
				p := &Provider{Name: c.name}
				p.info.Ecosystem = c.eco
				fresh = append(fresh, p)
				var err error
				if c.failed {
					err = errors.New("handshake failed")
				}
				errs = append(errs, err)
			}
			got := claimOrder(start, fresh, errs)
			if len(got) == 0 {
				got = nil
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("claimOrder (-want +got):\n%s", diff)
			}
		})
	}
}
