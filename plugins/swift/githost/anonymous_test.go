package githost

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk/credentials"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
)

// TestAnonymous: only GitHub's own API asked without any credential
// serves what anyone may read.
func TestAnonymous(t *testing.T) {
	withCred := func() *fetch.Client {
		set := &credentials.Set{}
		if err := set.Add("https://codeload.github.com/", credentials.Bearer("secret")); err != nil {
			t.Fatal(err)
		}
		return &fetch.Client{Credentials: set}
	}
	tests := map[string]struct {
		g    *GitHub
		want bool
	}{
		"default, no token":         {&GitHub{}, true},
		"default written out":       {&GitHub{API: DefaultAPI + "/"}, true},
		"empty credential set":      {&GitHub{Fetch: &fetch.Client{Credentials: &credentials.Set{}}}, true},
		"token":                     {&GitHub{Token: "secret"}, false},
		"enterprise API":            {&GitHub{API: "https://ghe.invalid/api/v3"}, false},
		"credential on the API":     {&GitHub{Fetch: withCred()}, false},
		"credential on the archive": {&GitHub{Archive: withCred()}, false},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if got := tc.g.Anonymous(); got != tc.want {
				t.Errorf("Anonymous = %v, want %v", got, tc.want)
			}
		})
	}
}
