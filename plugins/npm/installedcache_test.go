package npm

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/npm/registry/registrytest"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// An installed package is read once for the calls that follow (describe,
// then a symbol of it, then a check), and again when what is installed
// changes: the package itself (a new version written over it), or the
// project's install (npm rewrites node_modules/.package-lock.json). The
// project's own package (a file: dependency) is read on every call: the
// user edits it.
func TestInstalledKept(t *testing.T) {
	p := newEnv(t).provider()
	ctx := context.Background()
	proj := t.TempDir()
	writeFiles(t, proj, map[string]string{
		"package.json":                    `{"dependencies":{"kept":"^1.0.0","mine":"file:./mine"}}`,
		"node_modules/kept/package.json":  `{"name":"kept","version":"1.0.0","types":"index.d.ts"}`,
		"node_modules/kept/index.d.ts":    "export declare function one(): void;\n",
		"mine/package.json":               `{"name":"mine","version":"0.1.0","types":"index.d.ts"}`,
		"mine/index.d.ts":                 "export declare function a(): void;\n",
		"node_modules/.package-lock.json": `{"lockfileVersion":3}`,
	})
	// npm links a file: dependency's folder.
	if err := os.Symlink(filepath.Join(proj, "mine"), filepath.Join(proj, "node_modules", "mine")); err != nil {
		t.Fatal(err)
	}
	ref := sdk.PackageRef{Name: "kept", ProjectPath: proj}
	load := func() *loaded {
		t.Helper()
		l, err := p.load(ctx, ref)
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	first := load()
	if again := load(); again.pkg != first.pkg {
		t.Errorf("the second call read the install again")
	}

	// A new version written over the package.
	writeFiles(t, proj, map[string]string{
		"node_modules/kept/package.json": `{"name":"kept","version":"1.1.0","types":"index.d.ts"}`,
		"node_modules/kept/index.d.ts":   "export declare function one(): void;\nexport declare function two(): void;\n",
	})
	upgraded := load()
	if upgraded.pkg == first.pkg || upgraded.version != "1.1.0" || !hasSymbol(upgraded.api.Symbols, "two") {
		t.Errorf("after the upgrade: version %s, symbols %v; want 1.1.0 with two", upgraded.version, upgraded.api.Symbols)
	}

	// Another install in the project (a dependency added).
	writeFiles(t, proj, map[string]string{"node_modules/.package-lock.json": `{"lockfileVersion":3,"packages":{"node_modules/x":{}}}`})
	if reinstalled := load(); reinstalled.pkg == upgraded.pkg {
		t.Errorf("after the project's install changed, the package was not read again")
	}

	// The project's own package: read on every call.
	mine := sdk.PackageRef{Name: "mine", ProjectPath: proj}
	a, err := p.load(ctx, mine)
	if err != nil {
		t.Fatal(err)
	}
	b, err := p.load(ctx, mine)
	if err != nil {
		t.Fatal(err)
	}
	if a.pkg == b.pkg {
		t.Errorf("the project's own package was kept")
	}
}

func hasSymbol(syms []sdk.Symbol, name string) bool {
	for _, s := range syms {
		if s.Name == name {
			return true
		}
	}
	return false
}

// BenchmarkDescribeInstalled describes an installed package whose types
// extend another installed package's (testdata/depbases: @react-types
// read with react-aria), the same call an agent repeats with another
// symbol.
func BenchmarkDescribeInstalled(b *testing.B) {
	srv := registrytest.New(b, "testdata/registry")
	home := b.TempDir()
	p := New(Config{
		Environ: []string{"npm_config_registry=" + srv.RegistryURL(), "npm_config_globalconfig=" + filepath.Join(home, "none")},
		Home:    home,
		AskNPM: func(context.Context, string) (string, error) {
			return "", errors.New("npm must not be asked in benchmarks")
		},
		NodeMajor: func(context.Context) (int, error) { return 0, errors.New("node must not be asked in benchmarks") },
	})
	req := sdk.DescribeRequest{Package: sdk.PackageRef{Name: "react-aria", ProjectPath: filepath.Join("testdata", "depbases")}}
	for b.Loop() {
		if _, err := p.Describe(context.Background(), req); err != nil {
			b.Fatal(err)
		}
	}
}
