//go:build smoke

package npm

// TestSmokeCompiler measures the API outline of popular packages, one or
// more of each shape, against the TypeScript compiler's view of their
// exports (testdata/tscheck/exports.cjs, with the compiler `make
// node-tools` installs): recall (the compiler's names the outline shows),
// precision (the names the outline presents as exports that the compiler
// knows) and whether every presented name resolves as a symbol. Opt-in,
// live: go test -tags smoke (make smoke).

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// compilerPackages: ESM with .d.ts (zod, hono, axios, commander), export =
// with a merged namespace (fastify, moment, pino, chalk 4), types only in
// @types (express, lodash, debug, ws, yargs), no types at all (ucontent
// ESM, unpipe CommonJS).
var compilerPackages = []string{"zod", "hono", "axios", "commander", "fastify", "moment", "pino", "chalk@4",
	"express", "@types/express", "lodash", "@types/lodash", "debug", "@types/debug", "ws", "@types/ws",
	"yargs", "@types/yargs", "ucontent", "unpipe"}

func TestSmokeCompiler(t *testing.T) {
	tsdir, _ := filepath.Abs("testdata/tscheck")
	if _, err := os.Stat(filepath.Join(tsdir, "node_modules", "typescript")); err != nil {
		t.Skip("the TypeScript compiler is not installed: run make node-tools")
	}
	proj := t.TempDir()
	if err := os.WriteFile(filepath.Join(proj, "package.json"), []byte(`{"private":true}`), 0o644); err != nil {
		t.Fatal(err)
	}
	args := append([]string{"install", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error", "--"}, compilerPackages...)
	cmd := exec.Command("npm", args...)
	cmd.Dir = proj
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("npm install: %v\n%s", err, out)
	}
	p := New(Config{Version: "smoke"})
	ctx := context.Background()
	for _, spec := range compilerPackages {
		name, _ := sdk.SplitNameVersion(spec)
		if strings.HasPrefix(name, "@types/") {
			continue
		}
		t.Run(name, func(t *testing.T) {
			out, err := exec.Command("node", filepath.Join(tsdir, "exports.cjs"), tsdir, proj, name).Output()
			if err != nil {
				t.Fatalf("exports.cjs: %v", err)
			}
			var ts struct{ Exports, Members []string }
			if err := json.Unmarshal(out, &ts); err != nil {
				t.Fatalf("exports.cjs: %v: %s", err, out)
			}
			truth := map[string]bool{}
			for _, n := range append(ts.Exports, ts.Members...) {
				truth[n] = true
			}
			l, err := p.load(ctx, sdk.PackageRef{Name: name, ProjectPath: proj})
			if err != nil {
				t.Fatal(err)
			}
			shown, presented := outlineNames(l.api.Symbols)
			hit := 0
			for n := range truth {
				if shown[n] {
					hit++
				}
			}
			known, unresolved := 0, 0
			for n := range presented {
				if truth[n] {
					known++
				}
				if _, ok := resolveSymbol(l.name, l.api.Symbols, n); !ok {
					unresolved++
					t.Errorf("%s is shown but does not resolve as a symbol", n)
				}
			}
			ratio := func(a, b int) float64 {
				if b == 0 {
					return 1
				}
				return float64(a) / float64(b)
			}
			t.Logf("%s@%s: compiler %d names, outline presents %d; recall %.2f, precision %.2f; %d unresolved; types: %s",
				l.name, l.version, len(truth), len(presented), ratio(hit, len(truth)), ratio(known, len(presented)), unresolved, typesFact(l))
		})
	}
}

// outlineNames are the names an outline shows (top level and members of
// an export = value) and those it presents as the module's exports.
func outlineNames(syms []sdk.Symbol) (shown, presented map[string]bool) {
	shown, presented = map[string]bool{}, map[string]bool{}
	eq := roots(syms)
	for _, s := range syms {
		switch {
		case s.Parent == "":
			shown[s.Name] = true
			if !eq[s.Name] && s.Name != "default" {
				presented[s.Name] = true
			}
		case eq[s.Parent]:
			last := strings.TrimPrefix(s.Name, s.Parent+".")
			shown[last] = true
			switch s.Kind {
			case "method", "property", "constructor", "call", "index", "enum member":
			default:
				presented[last] = true
			}
		}
	}
	return shown, presented
}

func typesFact(l *loaded) string {
	switch {
	case l.inferred != "":
		return "inferred from " + l.inferred
	case l.typesFrom != "":
		return l.typesFrom
	case len(l.api.Files) > 0:
		return "bundled"
	}
	return "none"
}
