package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"

	"github.com/pkgdocs/pkgdocs/eval"
)

var npmName = regexp.MustCompile(`^(@[a-z0-9][a-z0-9._~-]*/)?[a-z0-9][a-z0-9._~-]*$`)

func main() {
	var (
		corpus  = flag.String("corpus", "", "corpus file: one package name a line (# comments)")
		only    = flag.String("only", "", "comma-separated packages to run instead of -corpus")
		work    = flag.String("work", "eval/.cache/npm/work", "where per-package projects are laid out")
		out     = flag.String("out", "eval/.cache/npm/truth", "where ground-truth JSON files go")
		jobs    = flag.Int("jobs", 2, "packages at a time")
		timeout = flag.Duration("timeout", 4*time.Minute, "per npm install and per compiler run")
	)
	flag.Parse()
	log.SetFlags(0)
	names, err := eval.CorpusNames(*corpus, *only, npmName, "an npm package name")
	if err != nil {
		log.Fatal(err)
	}
	workDir, err := filepath.Abs(*work)
	if err != nil {
		log.Fatal(err)
	}
	self, err := filepath.Abs("eval/groundtruth/npm")
	if err != nil {
		log.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(self, "node_modules", "typescript")); err != nil {
		log.Fatalf("TypeScript is not installed in %s: run npm ci --prefix eval/groundtruth/npm", self)
	}
	r := &Runner{Work: workDir, Out: *out, Script: filepath.Join(self, "truth.cjs"), Timeout: *timeout}
	start := time.Now()
	ch := make(chan string)
	var wg sync.WaitGroup
	for range max(*jobs, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := range ch {
				if err := r.One(context.Background(), n); err != nil {
					log.Printf("npm %s: %v", n, err)
				}
			}
		}()
	}
	for _, n := range names {
		ch <- n
	}
	close(ch)
	wg.Wait()
	log.Printf("npm: %d packages in %s", len(names), time.Since(start).Round(time.Second))
}

// Runner writes npm ground truth.
type Runner struct {
	Work, Out, Script string
	Timeout           time.Duration
}

func safe(p string) string { return strings.NewReplacer("/", "__", "@", "").Replace(p) }

func (r *Runner) run(ctx context.Context, dir, name string, args ...string) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, r.Timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = os.Environ()
	if os.Getenv("NODE_EXTRA_CA_CERTS") == "" {
		cmd.Env = append(cmd.Env, "NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt")
	}
	var o, e bytes.Buffer
	cmd.Stdout, cmd.Stderr = &o, &e
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(e.String())
		if len(msg) > 300 {
			msg = msg[:300]
		}
		return o.String(), fmt.Errorf("%s %s: %v: %s", name, strings.Join(args, " "), err, msg)
	}
	return o.String(), nil
}

type manifest struct {
	Version string          `json:"version"`
	Types   string          `json:"types"`
	Typings string          `json:"typings"`
	Main    string          `json:"main"`
	Exports json.RawMessage `json:"exports"`
}

// typesName is the DefinitelyTyped package for name.
func typesName(name string) string {
	if strings.HasPrefix(name, "@") {
		return "@types/" + strings.Replace(name[1:], "/", "__", 1)
	}
	return "@types/" + name
}

// One installs one package and writes its truth (or why it could not).
func (r *Runner) One(ctx context.Context, name string) error {
	project := filepath.Join(r.Work, safe(name))
	stamp := filepath.Join(r.Out, ".done", safe(name))
	if _, err := os.Stat(stamp); err == nil {
		return nil
	}
	if err := os.MkdirAll(project, 0o755); err != nil {
		return err
	}
	write := func(t *eval.Truth) error {
		t.Ecosystem, t.Package = "npm", name
		if t.Items == nil {
			t.Items = []eval.Item{}
		}
		v := t.Version
		if v == "" {
			v = "unknown"
		}
		if err := eval.WriteTruth(filepath.Join(r.Out, safe(name)+"@"+v+".json"), t); err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Dir(stamp), 0o755); err != nil {
			return err
		}
		return os.WriteFile(stamp, nil, 0o644)
	}
	install := []string{"install", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error", "--save-exact"}
	// A project an earlier run installed is reused as it is (its lockfile
	// pins the version): only the compiler runs again.
	installed := filepath.Join(project, "node_modules", filepath.FromSlash(name), "package.json")
	_, errInstalled := os.Stat(installed)
	_, errLock := os.Stat(filepath.Join(project, "package-lock.json"))
	reuse := errInstalled == nil && errLock == nil
	if !reuse {
		pj := `{"name": "pkgdocs-eval-project", "private": true}` + "\n"
		if err := os.WriteFile(filepath.Join(project, "package.json"), []byte(pj), 0o644); err != nil {
			return err
		}
		if _, err := r.run(ctx, project, "npm", append(install, name)...); err != nil {
			return write(&eval.Truth{Shape: "unknown", Unmeasured: "not installable here: " + err.Error()})
		}
	}
	var m manifest
	b, err := os.ReadFile(filepath.Join(project, "node_modules", filepath.FromSlash(name), "package.json"))
	if err == nil {
		err = json.Unmarshal(b, &m)
	}
	if err != nil {
		return write(&eval.Truth{Shape: "unknown", Unmeasured: "installed package has no readable package.json: " + err.Error()})
	}
	shape := "bundled"
	if !shipsTypes(filepath.Join(project, "node_modules", filepath.FromSlash(name)), m) {
		shape = "untyped"
		if reuse {
			if _, err := os.Stat(filepath.Join(project, "node_modules", filepath.FromSlash(typesName(name)), "package.json")); err == nil {
				shape = "@types"
			}
		} else if _, err := r.run(ctx, project, "npm", append(install, typesName(name))...); err == nil {
			shape = "@types"
		}
	}
	out, err := r.run(ctx, project, "node", r.Script, project, name)
	var res struct {
		Items        []eval.Item `json:"items"`
		ExportEquals bool        `json:"exportEquals"`
		Ambient      bool        `json:"ambient"`
		Reachable    []string    `json:"reachable"`
		Error        string      `json:"error"`
		Inherited    []eval.Item `json:"inherited"`
		Wrong        []string    `json:"inheritedWrong"`
	}
	if err == nil {
		err = json.Unmarshal([]byte(out), &res)
	}
	t := &eval.Truth{Version: m.Version, Project: project, Tool: "TypeScript 5.9.3 compiler API (truth.cjs)"}
	switch {
	case err != nil:
		t.Shape, t.Unmeasured = shape, "no ground truth: "+err.Error()
	case res.Error != "":
		t.Shape, t.Unmeasured = shape, "no ground truth: "+res.Error
	default:
		t.Items = res.Items
		t.Reachable = res.Reachable
		t.Inherited, t.InheritedWrong = res.Inherited, res.Wrong
		switch {
		case res.Ambient:
			t.Shape = "ambient"
		case res.ExportEquals:
			t.Shape = "export="
		default:
			t.Shape = shape
		}
		if len(t.Items) == 0 {
			t.Unmeasured = "no ground truth: the compiler sees no exports"
		}
	}
	return write(t)
}

// shipsTypes reports whether the installed package carries its own
// declarations: types/typings, a "types" condition in exports, or a .d.ts
// beside its main file.
func shipsTypes(dir string, m manifest) bool {
	if m.Types != "" || m.Typings != "" || rootExportTyped(dir, m.Exports) {
		return true
	}
	main := m.Main
	if main == "" {
		main = "index.js"
	}
	base := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(main, ".js"), ".cjs"), ".mjs")
	for _, c := range []string{base + ".d.ts", filepath.Join(base, "index.d.ts"), "index.d.ts"} {
		if _, err := os.Stat(filepath.Join(dir, c)); err == nil {
			return true
		}
	}
	return false
}

// rootExportTyped reports whether the package's root export (exports["."],
// or exports itself when it is a path or a conditions object) has types:
// a "types" condition, or a declaration file beside a target. A "types"
// condition on a subpath only ("./browser") does not type the package
// itself, and the compiler then falls back to @types.
func rootExportTyped(dir string, raw json.RawMessage) bool {
	if len(raw) == 0 {
		return false
	}
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return false
	}
	if m, ok := v.(map[string]any); ok {
		for k := range m {
			if strings.HasPrefix(k, ".") {
				v = m["."] // a subpath map: only the root counts
				break
			}
		}
	}
	var typed func(v any, depth int) bool
	typed = func(v any, depth int) bool {
		if depth > 8 {
			return false
		}
		switch x := v.(type) {
		case string:
			stem := strings.TrimPrefix(x, "./")
			for _, ext := range []string{".mjs", ".cjs", ".js"} {
				if s, ok := strings.CutSuffix(stem, ext); ok {
					for _, d := range []string{".d.mts", ".d.cts", ".d.ts"} {
						if _, err := os.Stat(filepath.Join(dir, filepath.FromSlash(s+d))); err == nil {
							return true
						}
					}
				}
			}
			return strings.HasSuffix(x, ".d.ts") || strings.HasSuffix(x, ".d.mts") || strings.HasSuffix(x, ".d.cts")
		case map[string]any:
			for k, c := range x {
				if k == "types" || k == "typings" || typed(c, depth+1) {
					return true
				}
			}
		case []any:
			for _, c := range x {
				if typed(c, depth+1) {
					return true
				}
			}
		}
		return false
	}
	return typed(v, 0)
}
