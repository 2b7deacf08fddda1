package npm

import "testing"

// TestSkippedModule: @turnkey/http 6.6.0 re-exports (export * as
// PublicApiService from "./services/coordinator/public/v1/public_api.fetcher")
// a generated file whose declarations are 16 MB, over the size limit:
// the note must say so, not that the file has no declarations.
func TestSkippedModule(t *testing.T) {
	skipped := []string{"dist/__generated__/services/coordinator/public/v1/public_api.fetcher.d.ts"}
	tests := map[string]bool{
		"./services/coordinator/public/v1/public_api.fetcher":                true,
		"./services/coordinator/public/v1/public_api.fetcher.js":             true,
		"../__generated__/services/coordinator/public/v1/public_api.fetcher": true,
		"./public_api.fetcher":   true, // from a file in its directory
		"./SEO.astro":            false,
		"./fetcher":              false, // a tail of the name, not of the path
		"..":                     false,
		"./services/coordinator": false,
	}
	for spec, want := range tests {
		if got := skippedModule(skipped, spec); got != want {
			t.Errorf("skippedModule(%q) = %v, want %v", spec, got, want)
		}
	}
}
