package cache_test

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/pkgdocs/pkgdocs/host/cache"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// The host wraps a provider call in Do. The answer is stored under the
// request key, expiring when the version had to be resolved, and under the
// exact version for good.
func ExampleCache_Do() {
	c := cache.New(cache.Options{NoDisk: true}) // the host passes Dir instead
	defer c.Close()
	ctx := context.Background()

	req := cache.Key{Provider: "npm", ProviderVersion: "0.1.0", Tool: "describe_npm_package",
		Args: map[string]any{"package": "left-pad", "version": "^1"}}
	describe := func(ctx context.Context) ([]byte, bool, error) {
		// Here the host calls the provider, which resolves ^1 to 1.3.0.
		resolved, doc := "1.3.0", []byte("# left-pad@1.3.0 (npm, registry)")
		if err := c.Put(req.Exact(resolved), doc, true); err != nil {
			return nil, false, err
		}
		asked, _ := req.Args[cache.VersionArg].(string)
		return doc, strings.TrimSpace(asked) == resolved, nil
	}

	r, err := c.Do(ctx, req, describe)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s (hit %t)\n", r.Value, r.Hit)

	r, _ = c.Do(ctx, req, describe)
	fmt.Printf("again: hit %t\n", r.Hit)

	// An agent asking for the exact version later finds it too, however
	// the first request spelled the version.
	exact := cache.Key{Provider: "npm", ProviderVersion: "0.1.0", Tool: "describe_npm_package",
		Args: map[string]any{"package": "left-pad", "version": "1.3.0"}}.Exact("1.3.0")
	e, ok := c.Get(exact)
	fmt.Printf("exact: found %t, immutable %t\n", ok, e.Immutable)
	// Output:
	// # left-pad@1.3.0 (npm, registry) (hit false)
	// again: hit true
	// exact: found true, immutable true
}

// When the registry cannot be reached, an expired answer is served with
// its age, and the host says so.
func ExampleResult_stale() {
	now := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	c := cache.New(cache.Options{NoDisk: true, Now: func() time.Time { return now }})
	defer c.Close()
	ctx := context.Background()
	req := cache.Key{Provider: "npm", Tool: "describe_npm_package",
		Args: map[string]any{"package": "left-pad"}}

	_, _ = c.Do(ctx, req, func(context.Context) ([]byte, bool, error) {
		return []byte("# left-pad@1.3.0"), false, nil
	})
	now = now.Add(26 * time.Hour) // long expired; and now we are offline
	r, err := c.Do(ctx, req, func(context.Context) ([]byte, bool, error) {
		return nil, false, sdk.Unavailable("registry unreachable")
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(string(r.Value))
	if r.Stale {
		fmt.Printf("> Note: %v; this answer is from the cache, %v old.\n", r.Err, r.Age)
	}
	// Output:
	// # left-pad@1.3.0
	// > Note: registry unreachable; this answer is from the cache, 26h0m0s old.
}
