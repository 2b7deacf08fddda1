package modresolve

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestLatestRelease(t *testing.T) {
	retracted := []Retraction{{Low: "v1.3.0", High: "v1.3.0", Rationale: "broken"}}
	tests := map[string]struct {
		in        []string
		retracted []Retraction
		want      string
	}{
		"nil":             {in: nil, want: ""},
		"releases":        {in: []string{"v1.0.0", "v1.10.0", "v1.9.0"}, want: "v1.10.0"},
		"skip prerelease": {in: []string{"v1.0.0", "v1.1.0-rc.1"}, want: "v1.0.0"},
		"skip pseudo":     {in: []string{"v1.0.0", "v1.0.1-0.20240101000000-abcdefabcdef"}, want: "v1.0.0"},
		"only prerelease": {in: []string{"v0.1.0-alpha", "v0.2.0-beta"}, want: "v0.2.0-beta"},
		"only pseudo":     {in: []string{"v0.0.0-20200101000000-abcdefabcdef", "v0.0.0-20210101000000-abcdefabcdef"}, want: "v0.0.0-20210101000000-abcdefabcdef"},
		"retracted":       {in: []string{"v1.2.0", "v1.3.0"}, retracted: retracted, want: "v1.2.0"},
		"all retracted":   {in: []string{"v1.3.0"}, retracted: retracted, want: "v1.3.0"},
		"incompatible":    {in: []string{"v1.0.0", "v2.0.0+incompatible"}, want: "v1.0.0"},
		"only incompat":   {in: []string{"v2.0.0+incompatible", "v3.1.0+incompatible"}, want: "v3.1.0+incompatible"},
		"garbage":         {in: []string{"latest", "1.0.0", "v1.0", "v0.9.0"}, want: "v0.9.0"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if got := LatestRelease(tc.in, tc.retracted); got != tc.want {
				t.Errorf("LatestRelease(%v) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestQuery(t *testing.T) {
	vs := []string{"v0.0.0-20180314180146-1d60e4601c6f", "v1.0.0", "v1.1.0", "v1.1.1", "v1.1.2-0.20240101000000-abcdefabcdef", "v1.2.0-rc.1", "v2.0.0+incompatible"}
	tests := map[string]struct {
		q       string
		want    string
		ok      bool
		wantErr bool
	}{
		"empty":                        {q: "", want: "v1.1.1", ok: true},
		"latest":                       {q: "latest", want: "v1.1.1", ok: true},
		"exact":                        {q: "v1.0.0", want: "v1.0.0", ok: true},
		"exact unknown is still exact": {q: "v9.9.9", want: "v9.9.9", ok: true},
		"major":                        {q: "v1", want: "v1.1.1", ok: true},
		"minor":                        {q: "v1.1", want: "v1.1.1", ok: true},
		"minor none":                   {q: "v1.5", ok: false},
		"lt":                           {q: "<v1.1.1", want: "v1.1.0", ok: true},
		"le":                           {q: "<=v1.1.1", want: "v1.1.1", ok: true},
		"ge":                           {q: ">=v1.1.0", want: "v1.1.0", ok: true},
		"gt":                           {q: ">v1.1.1", want: "v2.0.0+incompatible", ok: true},
		"bad bound":                    {q: ">=banana", wantErr: true},
		"lt below the first tag":       {q: "<v1.0.0", ok: false},
		"le above a pseudo-version":    {q: "<=v1.1.3", want: "v1.1.1", ok: true},
		"prefix of pseudo-versions":    {q: "v0", ok: false},
		"branch":                       {q: "master", ok: false},
		"commit":                       {q: "abcdef12", ok: false},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			got, ok, err := Query(tc.q, vs, nil)
			if (err != nil) != tc.wantErr {
				t.Fatalf("Query(%q) err = %v", tc.q, err)
			}
			if got != tc.want || ok != tc.ok {
				t.Errorf("Query(%q) = %q, %v; want %q, %v", tc.q, got, ok, tc.want, tc.ok)
			}
		})
	}
}

func TestRetractions(t *testing.T) {
	gomod := []byte(`// Deprecated: use example.com/m/v2.
module example.com/m

retract (
	v1.0.5 // leaked a secret
	[v1.1.0, v1.1.3] // data race
)
`)
	rs, err := Retractions(gomod)
	if err != nil {
		t.Fatal(err)
	}
	want := []Retraction{{"v1.0.5", "v1.0.5", "leaked a secret"}, {"v1.1.0", "v1.1.3", "data race"}}
	if diff := cmp.Diff(want, rs); diff != "" {
		t.Errorf("Retractions (-want +got):\n%s", diff)
	}
	for v, want := range map[string]bool{"v1.0.5": true, "v1.1.2": true, "v1.1.4": false, "v1.0.4": false} {
		if _, got := IsRetracted(v, rs); got != want {
			t.Errorf("IsRetracted(%s) = %v", v, got)
		}
	}
	if got := ModuleDeprecation(gomod); got != "use example.com/m/v2." {
		t.Errorf("ModuleDeprecation = %q", got)
	}
	if _, err := Retractions([]byte("module")); err == nil {
		t.Error("Retractions accepted a broken go.mod")
	}
}

func TestPrefixes(t *testing.T) {
	tests := map[string][]string{
		"golang.org/x/sync/errgroup": {"golang.org/x/sync/errgroup", "golang.org/x/sync", "golang.org/x", "golang.org"},
		"gopkg.in/yaml.v3":           {"gopkg.in/yaml.v3", "gopkg.in"},
		"":                           nil,
	}
	for in, want := range tests {
		if diff := cmp.Diff(want, Prefixes(in)); diff != "" {
			t.Errorf("Prefixes(%q) (-want +got):\n%s", in, diff)
		}
	}
}
