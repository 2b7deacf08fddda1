package goproxy

import "testing"

// TestPublic: a module is public only when the first entry of the go
// command's built-in GOPROXY served it, no private pattern names it, and
// no credential went with the request.
func TestPublic(t *testing.T) {
	const def = "https://proxy.invalid,direct"
	tests := map[string]struct {
		goproxy string // the user's GOPROXY
		netrc   string
		origin  Origin
		mod     string
		private []string // GOPRIVATE, GONOPROXY, GONOSUMDB
		def     string
		want    bool
	}{
		"default":                   {goproxy: def, origin: "https://proxy.invalid", mod: "golang.org/x/mod", def: def, want: true},
		"default after another":     {goproxy: "https://corp.invalid,https://proxy.invalid", origin: "https://proxy.invalid", mod: "golang.org/x/mod", def: def, want: true},
		"configured proxy":          {goproxy: "https://corp.invalid,direct", origin: "https://corp.invalid", mod: "golang.org/x/mod", def: def},
		"direct":                    {goproxy: def, origin: "direct", mod: "golang.org/x/mod", def: def},
		"default unknown":           {goproxy: def, origin: "https://proxy.invalid", mod: "golang.org/x/mod"},
		"default is direct only":    {goproxy: "direct", origin: "direct", mod: "golang.org/x/mod", def: "direct"},
		"GOPRIVATE":                 {goproxy: def, origin: "https://proxy.invalid", mod: "corp.example/lib", private: []string{"corp.example", "", ""}, def: def},
		"GONOSUMDB":                 {goproxy: def, origin: "https://proxy.invalid", mod: "corp.example/lib/v2", private: []string{"", "", "*.example"}, def: def},
		"pattern names another":     {goproxy: def, origin: "https://proxy.invalid", mod: "golang.org/x/mod", private: []string{"corp.example", "corp.example", "corp.example"}, def: def, want: true},
		"netrc for the proxy":       {goproxy: def, netrc: "machine proxy.invalid login u password p", origin: "https://proxy.invalid", mod: "golang.org/x/mod", def: def},
		"netrc for another host":    {goproxy: def, netrc: "machine corp.invalid login u password p", origin: "https://proxy.invalid", mod: "golang.org/x/mod", def: def, want: true},
		"userinfo in the entry":     {goproxy: "https://u:p@proxy.invalid,direct", origin: "https://proxy.invalid", mod: "golang.org/x/mod", def: def},
		"userinfo scoped to a path": {goproxy: "https://u:p@proxy.invalid/golang.org,https://proxy.invalid", origin: "https://proxy.invalid", mod: "golang.org/x/mod", def: def},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			c := &Client{Entries: entries(t, tc.goproxy), Netrc: []byte(tc.netrc)}
			if got := c.Public(tc.def, tc.origin, tc.mod, tc.private...); got != tc.want {
				t.Errorf("Public = %v, want %v", got, tc.want)
			}
		})
	}
}
