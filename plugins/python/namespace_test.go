package python

import (
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

// TestTreeNamespaces: a wheel whose top-level name is a namespace
// package shared with other distributions imports as what it holds
// there. google-auth 2.29's wheel lists google in top_level.txt and ships
// google/auth and google/oauth2 with no google/__init__.py (PEP 420);
// ruamel.yaml 0.17's ships ruamel/yaml; a wheel of a regular package
// keeps its name.
func TestTreeNamespaces(t *testing.T) {
	file := &fstest.MapFile{}
	tests := []struct {
		name  string
		tree  fstest.MapFS
		names []string
		want  []string
	}{
		{"PEP 420 namespace", fstest.MapFS{
			"google/auth/__init__.py":             file,
			"google/auth/transport/requests.py":   file,
			"google/oauth2/__init__.py":           file,
			"google/oauth2/id_token.py":           file,
			"google_auth-2.29.0.dist-info/RECORD": file,
		}, []string{"google"}, []string{"google.auth", "google.oauth2"}},
		{"nested namespaces", fstest.MapFS{
			"google/cloud/storage/__init__.py": file,
		}, []string{"google"}, []string{"google.cloud.storage"}},
		{"one package in a namespace", fstest.MapFS{
			"ruamel/yaml/__init__.py": file,
			"ruamel/yaml/main.py":     file,
		}, []string{"ruamel"}, []string{"ruamel.yaml"}},
		{"declared namespace with its __init__", fstest.MapFS{
			"zope/__init__.py":                                      file,
			"zope/interface/__init__.py":                            file,
			"zope.interface-5.5.2.dist-info/namespace_packages.txt": &fstest.MapFile{Data: []byte("zope\n")},
		}, []string{"zope"}, []string{"zope.interface"}},
		{"regular package", fstest.MapFS{
			"requests/__init__.py": file,
			"requests/api.py":      file,
		}, []string{"requests"}, []string{"requests"}},
		{"a module", fstest.MapFS{"six.py": file}, []string{"six"}, []string{"six"}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, treeNamespaces(tt.tree, tt.names, declaredNamespaces(tt.tree), 0)); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tt.name, diff)
		}
	}
	// no top_level.txt (a wheel built without setuptools): the namespace
	// is found as the only importable directory, then narrowed
	tree := fstest.MapFS{"google/auth/__init__.py": file, "google_auth-2.29.0.dist-info/METADATA": file, "docs/conf.py": file}
	if diff := cmp.Diff([]string{"google.auth"}, treeNamespaces(tree, topLevelPackages(tree), nil, 0)); diff != "" {
		t.Errorf("without top_level.txt (-want +got):\n%s", diff)
	}
}
