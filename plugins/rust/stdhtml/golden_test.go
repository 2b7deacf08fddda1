package stdhtml

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/rust/crateapi"
)

var update = flag.Bool("update", false, "rewrite testdata/golden from the current output")

// TestGolden reads trimmed real pages of the nightly toolchain's std docs
// (testdata/std: alloc's Vec with four methods, its Deref methods and
// three trait impls; core's str::pattern::Pattern, whose docs hold a
// table) and compares everything fill takes with testdata/golden.
func TestGolden(t *testing.T) {
	for _, page := range []string{"struct.Vec.html", "trait.Pattern.html"} {
		t.Run(page, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join("testdata", "std", page))
			if err != nil {
				t.Fatal(err)
			}
			full, short := &crateapi.Item{}, &crateapi.Item{}
			fill(full, parse(b), true)
			fill(short, parse(b), false)
			got := render(full) + "\n==== summaries\n" + render(short)
			golden := filepath.Join("testdata", "golden", strings.TrimSuffix(page, ".html")+".md")
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(string(want), got); d != "" {
				t.Errorf("%s (-want +got):\n%s", page, d)
			}
		})
	}
}

func render(it *crateapi.Item) string {
	var b strings.Builder
	fmt.Fprintf(&b, "signature: %s\ndeprecated: %q\ndocs:\n%s\n", it.Signature, it.Deprecated, it.Docs)
	for _, m := range it.Members {
		fmt.Fprintf(&b, "\n---- member %s (via %q, deprecated %q)\n%s\n%s\n", m.Name, m.Via, m.Deprecated, m.Signature, m.Docs)
	}
	for _, i := range it.Impls {
		fmt.Fprintf(&b, "impl: %s\n", i)
	}
	return b.String()
}
