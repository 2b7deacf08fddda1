package pyindex

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk/credentials"
)

// TestPublic: only PyPI, the default index, asked without any credential
// for it or the release's files, is public.
func TestPublic(t *testing.T) {
	file := "https://files.pythonhosted.org/packages/ab/cd/requests-2.32.3-py3-none-any.whl"
	set := func(netrc string) *credentials.Set {
		s := &credentials.Set{}
		s.AddNetrc([]byte(netrc))
		return s
	}
	withUserinfo := &credentials.Set{}
	if _, err := withUserinfo.AddFromURL("https://user:secret@pypi.org/simple"); err != nil {
		t.Fatal(err)
	}
	tests := map[string]struct {
		ix    Index
		creds *credentials.Set
		urls  []string
		want  bool
	}{
		"PyPI":                      {Index{URL: DefaultIndex}, &credentials.Set{}, []string{file}, true},
		"PyPI, trailing slash":      {Index{URL: DefaultIndex + "/"}, nil, []string{file}, true},
		"mirror":                    {Index{URL: "https://mirror.invalid/simple"}, nil, []string{file}, false},
		"TestPyPI":                  {Index{URL: "https://test.pypi.org/simple"}, nil, nil, false},
		"netrc for PyPI":            {Index{URL: DefaultIndex}, set("machine pypi.org login u password p"), []string{file}, false},
		"netrc for the files' host": {Index{URL: DefaultIndex}, set("machine files.pythonhosted.org login u password p"), []string{file}, false},
		"netrc for another host":    {Index{URL: DefaultIndex}, set("machine corp.invalid login u password p"), []string{file}, true},
		"userinfo for PyPI":         {Index{URL: DefaultIndex}, withUserinfo, []string{file}, false},
		"file over http":            {Index{URL: DefaultIndex}, nil, []string{"http://files.pythonhosted.org/x.whl"}, false},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if got := Public(tc.ix, tc.creds, tc.urls...); got != tc.want {
				t.Errorf("Public = %v, want %v", got, tc.want)
			}
		})
	}
}
