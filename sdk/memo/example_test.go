package memo_test

import (
	"context"
	"fmt"

	"github.com/pkgdocs/pkgdocs/sdk/memo"
)

// A provider keeps manifests: the one for an exact version forever, the
// one "latest" resolved to for the TTL.
func Example() {
	type manifest struct{ Name, Version string }
	manifests := memo.New(memo.Options[*manifest]{
		Size: func(m *manifest) int64 { return int64(len(m.Name) + len(m.Version)) },
	})
	resolve := func(ctx context.Context, name, spec string) (*manifest, error) {
		return manifests.Do(ctx, name+"@"+spec, func(ctx context.Context) (*manifest, memo.Lifetime, error) {
			// Ask the registry here, with ctx.
			m := &manifest{Name: name, Version: "3.22.4"}
			if spec == m.Version {
				return m, memo.Stable, nil
			}
			return m, memo.Floating, nil
		})
	}
	m, _ := resolve(context.Background(), "zod", "latest")
	fmt.Println(m.Name, m.Version)
	// Output: zod 3.22.4
}
