package readme

import (
	"os"
	"strings"
	"testing"
	"time"
)

// pathological are inputs built to hit slow paths: goldmark is quadratic on
// long runs of link definitions, and per-heading work must stay linear.
func pathological() map[string]string {
	var distinct, levels strings.Builder
	for i := range 10000 {
		distinct.WriteString("[l" + strings.Repeat("x", i%50) + string(rune('a'+i%26)) + "]: /u\n")
	}
	for i := range 20000 {
		levels.WriteString(strings.Repeat("#", 1+i%6) + " h\n")
	}
	return map[string]string{
		"definitions":          strings.Repeat("[a]: b\n", 15000),
		"definitions over max": strings.Repeat("[a]: b\n", 200000),
		"distinct definitions": distinct.String(),
		"nested quotes":        strings.Repeat("> ", 5000) + "x",
		"nested lists":         strings.Repeat("- ", 5000) + "x",
		"heading levels":       levels.String(),
		"empty headings":       strings.Repeat("#\n", 50000),
		"brackets":             strings.Repeat("[", 100000),
		"emphasis":             strings.Repeat("*a", 50000),
		"html":                 strings.Repeat("<div>\n", 20000),
		"licence subsections":  strings.Repeat("## License\n### x\n", 10000),
		"fences over max":      strings.Repeat("```\n# x\n```\n## License\n", 20000),
	}
}

// TestPathological keeps the invariants on hostile inputs and fails when one
// takes far longer than a README should (seconds, not the milliseconds
// these take). The cost is the process's CPU time, not the wall time,
// which a loaded machine stretches (3.7 s for 0.6 s of work at load 30).
func TestPathological(t *testing.T) {
	if raceEnabled {
		t.Skip("timing test; the race detector slows goldmark tenfold and more")
	}
	for name, in := range pathological() {
		t.Run(name, func(t *testing.T) {
			start := cpuTime()
			r := Filter([]byte(in))
			if d := cpuTime() - start; d > 3*time.Second {
				t.Errorf("Filter took %v of CPU time", d)
			}
			checkInvariants(t, []byte(in), r)
			if len(in) > MaxInput && (len(r.Drops) == 0 || r.Drops[len(r.Drops)-1].Reason != ReasonTruncated) {
				t.Errorf("input over MaxInput not reported: %v", r.Dropped)
			}
		})
	}
}

func BenchmarkFilter(b *testing.B) {
	inputs := map[string][]byte{}
	for _, n := range []string{"axios", "express", "libc", "chi"} {
		src, err := os.ReadFile("testdata/in/" + n + ".md")
		if err != nil {
			b.Fatal(err)
		}
		inputs[n] = src
	}
	inputs["definitions"] = []byte(pathological()["definitions"])
	for name, src := range inputs {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				Filter(src)
			}
		})
	}
}
