//go:build generate

package rank

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/build"
	"go/doc"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strings"
	"testing"

	"golang.org/x/mod/semver"
)

// The inputs of the vocabulary tables (related.txt, verbs.txt): the
// documented symbols of packages installed on this machine at pinned
// versions, in all five ecosystems, never a package of the intent
// evaluation. testdata/vocab/inputs.txt names every input read
// (ecosystem, name@version, symbols, a hash of its symbols): the
// generator reads exactly those, so that the same inputs give the same
// bytes, and says which input is missing or differs when they do not.
// PKGDOCS_VOCAB_DISCOVER=1 reads whatever the sources below hold instead
// and rewrites the list.
//
// The sources, each where its ecosystem's tools put it:
//   - go: the standard library of the toolchain running the generator
//     (std@go1.N, but internal, vendor, cmd), and the newest version of
//     every module in the module cache (go env GOMODCACHE), the files
//     of linux/amd64, generated files left out (their docs are one
//     template many times);
//   - rust: the crates of a Cargo directory source
//     (/usr/share/cargo/registry, as Debian's librust-*-dev fill it);
//   - python: the standard library of python3 on PATH and the
//     distributions of Debian's /usr/lib/python3/dist-packages (parsed,
//     never imported);
//   - npm: the packages installed under $PKGDOCS_VOCAB_NPM (make eval's
//     npm work directory: one project per corpus package, each with its
//     node_modules), their .d.ts declarations;
//   - swift: the packages of $PKGDOCS_VOCAB_SWIFT (a directory of
//     package checkouts, each with a SOURCE.txt naming its tag, as the
//     shared fixtures lay them out);
//   - testdata: the recorded search documents of sdk/rank/testdata/*.json
//     (in the tree).

// vocabInput is one package read: its ecosystem, name and version, and
// its documented symbols.
type vocabInput struct {
	eco, name, version string
	docs               []namedDoc
}

func (in vocabInput) key() string { return in.eco + " " + in.name + "@" + in.version }

// hash is a digest of the input's symbols, order-independent.
func (in vocabInput) hash() string {
	lines := make([]string, len(in.docs))
	for i, d := range in.docs {
		lines[i] = d.name + "\t" + d.summary + "\t" + d.src
	}
	sort.Strings(lines)
	sum := sha256.Sum256([]byte(strings.Join(lines, "\n")))
	return hex.EncodeToString(sum[:8])
}

// source is an input the sources hold, read on demand.
type source struct {
	eco, name, version string
	read               func() []namedDoc
}

const inputsFile = "testdata/vocab/inputs.txt"

// collectInputs reads the inputs named in inputsFile (or, with
// PKGDOCS_VOCAB_DISCOVER set, every input the sources hold, and writes
// the list), leaving out the packages of the intent evaluation.
func collectInputs(t *testing.T) []namedDoc {
	excluded := intentPackages(t)
	var cands []source
	cands = append(cands, goCandidates(t)...)
	cands = append(cands, rustCandidates("/usr/share/cargo/registry")...)
	cands = append(cands, pythonCandidates(t)...)
	if dir := os.Getenv("PKGDOCS_VOCAB_NPM"); dir != "" {
		cands = append(cands, npmCandidates(t, dir)...)
	}
	if dir := os.Getenv("PKGDOCS_VOCAB_SWIFT"); dir != "" {
		cands = append(cands, swiftCandidates(dir)...)
	}
	cands = append(cands, recordedCandidates(t)...)
	discover := os.Getenv("PKGDOCS_VOCAB_DISCOVER") != ""
	want := map[string][2]string{} // key → symbols, hash
	if !discover {
		b, err := os.ReadFile(inputsFile)
		if err != nil {
			t.Fatalf("%v (PKGDOCS_VOCAB_DISCOVER=1 writes it)", err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			fs := strings.Fields(line)
			if len(fs) == 4 && !strings.HasPrefix(line, "#") {
				want[fs[0]+" "+fs[1]] = [2]string{fs[2], fs[3]}
			}
		}
	}
	if discover {
		cands = newestOf(cands)
	}
	var ins []vocabInput
	seen := map[string]bool{}
	for _, c := range cands {
		in := vocabInput{eco: c.eco, name: c.name, version: c.version}
		if excluded[c.eco+" "+c.name] || seen[in.key()] {
			continue
		}
		if _, ok := want[in.key()]; !ok && !discover {
			continue
		}
		seen[in.key()] = true
		in.docs = c.read()
		if len(in.docs) > 0 {
			ins = append(ins, in)
		}
	}
	sort.Slice(ins, func(i, j int) bool { return ins[i].key() < ins[j].key() })
	var buf bytes.Buffer
	fmt.Fprintln(&buf, "# Inputs of TestGenerateRelated (gen_inputs_test.go): ecosystem, package@version, documented symbols, hash; do not edit.")
	var missing, differ []string
	total := 0
	for _, in := range ins {
		h := in.hash()
		total += len(in.docs)
		fmt.Fprintf(&buf, "%s %s@%s %d %s\n", in.eco, in.name, in.version, len(in.docs), h)
		if w, ok := want[in.key()]; ok && w[1] != h {
			differ = append(differ, fmt.Sprintf("%s: %s symbols %s, want %s %s", in.key(), fmt.Sprint(len(in.docs)), h, w[0], w[1]))
		}
		delete(want, in.key())
	}
	for k := range want {
		missing = append(missing, k)
	}
	sort.Strings(missing)
	if len(missing) > 0 || len(differ) > 0 {
		t.Fatalf("the inputs differ from %s: missing on this machine %v; read differently %v", inputsFile, missing, differ)
	}
	if discover {
		if err := os.WriteFile(inputsFile, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	per := map[string]int{}
	var docs []namedDoc
	for _, in := range ins {
		per[in.eco] += len(in.docs)
		docs = append(docs, in.docs...)
	}
	t.Logf("%d inputs, %d symbols: %v", len(ins), total, per)
	// One order whatever the order of reading: the learners count a
	// symbol's package once per run of it.
	sort.Slice(docs, func(i, j int) bool {
		a, b := docs[i], docs[j]
		if a.src != b.src {
			return a.src < b.src
		}
		if a.name != b.name {
			return a.name < b.name
		}
		return a.summary < b.summary
	})
	return docs
}

// newestOf keeps the newest version of each package (semantic versions;
// another version string sorts as text), in the order found.
func newestOf(cands []source) []source {
	best := map[string]string{}
	for _, c := range cands {
		k := c.eco + " " + c.name
		if old, ok := best[k]; !ok || newer(c.version, old) {
			best[k] = c.version
		}
	}
	var out []source
	for _, c := range cands {
		if best[c.eco+" "+c.name] == c.version {
			out = append(out, c)
		}
	}
	return out
}

func newer(a, b string) bool {
	va, vb := "v"+strings.TrimPrefix(a, "v"), "v"+strings.TrimPrefix(b, "v")
	if semver.IsValid(va) && semver.IsValid(vb) {
		return semver.Compare(va, vb) > 0
	}
	return a > b
}

// intentPackages are the packages of the intent evaluation, both sets
// ("eco name"), which the tables must not have seen; a Go module holding
// one is left out whole, an npm package's @types too, a Python
// distribution by its normalised name.
func intentPackages(t *testing.T) map[string]bool {
	out := map[string]bool{}
	for _, f := range []string{"tuning.txt", "heldout.txt"} {
		for _, c := range loadIntent(t, f) {
			name := c.pkg
			switch c.eco {
			case "python":
				name = pyNorm(name)
			case "npm":
				out["npm @types/"+strings.TrimPrefix(strings.ReplaceAll(name, "/", "__"), "@")] = true
			case "swift":
				// owner/repo: the checkout's directory is the repo.
				name = name[strings.LastIndexByte(name, '/')+1:]
			}
			out[c.eco+" "+name] = true
		}
	}
	return out
}

var pyNormRE = regexp.MustCompile(`[-_.]+`)

func pyNorm(s string) string { return pyNormRE.ReplaceAllString(strings.ToLower(s), "-") }

// goCandidates are the standard library's packages (one input) and the
// newest version of each module of the module cache.
func goCandidates(t *testing.T) []source {
	root := filepath.Join(runtime.GOROOT(), "src")
	out := []source{{"go", "std", runtime.Version(), func() []namedDoc {
		return goTreeDocs(root, func(rel string) string { return rel })
	}}}
	b, err := exec.Command("go", "env", "GOMODCACHE").Output()
	cache := strings.TrimSpace(string(b))
	if err != nil || cache == "" {
		t.Logf("no Go module cache: %v", err)
		return out
	}
	filepath.WalkDir(cache, func(dir string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(cache, dir)
		if rel == "cache" {
			return filepath.SkipDir
		}
		mod, v, ok := strings.Cut(filepath.ToSlash(rel), "@")
		if !ok {
			return nil
		}
		if path, err := unescapeModule(mod); err == nil {
			out = append(out, source{"go", path, v, func() []namedDoc {
				return goTreeDocs(dir, func(string) string { return path })
			}})
		}
		return filepath.SkipDir
	})
	return out
}

// unescapeModule undoes the module cache's case escaping (!a → A).
func unescapeModule(s string) (string, error) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '!' {
			if i+1 >= len(s) || s[i+1] < 'a' || s[i+1] > 'z' {
				return "", fmt.Errorf("bad escape in %q", s)
			}
			i++
			b.WriteByte(s[i] - 'a' + 'A')
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String(), nil
}

// goTreeDocs are the documented exported symbols of the Go packages under
// root but internal, vendor, testdata, cmd and nested modules, src naming
// each package's source (its relative directory for std, the module
// otherwise).
func goTreeDocs(root string, src func(rel string) string) []namedDoc {
	var out []namedDoc
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		base := d.Name()
		if path != root {
			if base == "testdata" || base == "internal" || base == "vendor" || base == "examples" || base == "example" || strings.HasPrefix(base, ".") || strings.HasPrefix(base, "_") || rel == "cmd" || strings.HasPrefix(rel, "cmd/") {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir // another module
			}
		}
		out = append(out, goPackageDocs(path, src(rel))...)
		return nil
	})
	return out
}

var linuxAMD64 = func() build.Context {
	c := build.Default
	c.GOOS, c.GOARCH, c.CgoEnabled = "linux", "amd64", true
	return c
}()

// goPackageDocs are the exported symbols and methods of the Go package in
// dir with their doc's first sentence; generated files are left out.
func goPackageDocs(dir, src string) []namedDoc {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	fset := token.NewFileSet()
	byPkg := map[string][]*ast.File{}
	for _, e := range ents {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		// One platform's files, as documentation sites show a package:
		// a symbol declared per platform would otherwise have whichever
		// doc go/doc met first, in map order.
		if ok, err := linuxAMD64.MatchFile(dir, n); err != nil || !ok {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, n), nil, parser.ParseComments)
		if err != nil || ast.IsGenerated(f) {
			continue
		}
		byPkg[f.Name.Name] = append(byPkg[f.Name.Name], f)
	}
	names := make([]string, 0, len(byPkg))
	for n := range byPkg {
		names = append(names, n)
	}
	sort.Strings(names)
	var out []namedDoc
	for _, name := range names {
		if name == "main" || strings.HasSuffix(name, "_test") || name == "documentation" {
			continue
		}
		dp, err := doc.NewFromFiles(fset, byPkg[name], "p")
		if err != nil {
			continue
		}
		add := func(n, d string) {
			if ast.IsExported(n) && d != "" {
				out = append(out, namedDoc{n, summary(d), "go " + src})
			}
		}
		for _, f := range dp.Funcs {
			add(f.Name, f.Doc)
		}
		for _, ty := range dp.Types {
			add(ty.Name, ty.Doc)
			for _, f := range ty.Funcs {
				add(f.Name, f.Doc)
			}
			for _, m := range ty.Methods {
				add(m.Name, m.Doc)
			}
		}
	}
	return out
}

var rustItem = regexp.MustCompile(`^\s*pub(?:\([a-z]+\))?\s+(?:const\s+)?(?:async\s+)?(?:unsafe\s+)?(?:extern\s+"C"\s+)?(?:fn|struct|enum|trait|type|const|static|mod|union)\s+([A-Za-z_][A-Za-z0-9_]*)`)

// rustCandidates are the newest version of each crate under dir (one
// directory per crate-version).
func rustCandidates(dir string) []source {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []source
	for _, e := range ents {
		i := strings.LastIndexByte(e.Name(), '-')
		if i <= 0 {
			continue
		}
		n, v := e.Name()[:i], e.Name()[i+1:]
		root := filepath.Join(dir, e.Name(), "src")
		out = append(out, source{"rust", n, v, func() []namedDoc { return rustDocs(root, "rust "+n) }})
	}
	return out
}

// rustDocs are the public items of the .rs files under root with their
// /// doc's first sentence.
func rustDocs(root, src string) []namedDoc {
	var out []namedDoc
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".rs") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return nil
		}
		var doc []string
		for _, line := range strings.Split(string(b), "\n") {
			l := strings.TrimSpace(line)
			switch {
			case strings.HasPrefix(l, "///"):
				doc = append(doc, strings.TrimSpace(strings.TrimPrefix(l, "///")))
			case strings.HasPrefix(l, "#["):
			default:
				if m := rustItem.FindStringSubmatch(line); m != nil && len(doc) > 0 {
					out = append(out, namedDoc{m[1], summary(strings.Join(doc, "\n")), src})
				}
				doc = doc[:0]
			}
		}
		return nil
	})
	return out
}

// pythonScript prints one JSON line per input: the standard library
// (std@version) and each distribution of the directories given as
// arguments, with "name<TAB>first docstring paragraph<TAB>module" for
// their public functions, classes and methods, parsing their sources
// (nothing is imported).
const pythonScript = `
import ast, json, os, sys, sysconfig
from importlib import metadata

def items(paths):
    out = []
    for path in sorted(paths):
        try:
            tree = ast.parse(open(path, encoding="utf-8").read())
        except Exception:
            continue
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and not node.name.startswith("_"):
                d = ast.get_docstring(node)
                if d:
                    out.append([node.name, d.split("\n\n")[0].replace("\n", " ").replace("\t", " ")])
    return out

skip = ("test", "tests", "idlelib", "site-packages", "dist-packages", "lib2to3", "testing")
def walk(root):
    for r, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in skip and not d.startswith("_"))
        for f in files:
            if f.endswith(".py") and not f.startswith("_"):
                yield os.path.join(r, f)

std = sysconfig.get_paths()["stdlib"]
v = sys.version_info
print(json.dumps({"name": "std", "version": "%d.%d.%d" % (v.major, v.minor, v.micro), "items": items(walk(std))}))
for site in sys.argv[1:]:
    for dist in sorted(metadata.distributions(path=[site]), key=lambda d: (d.metadata["Name"] or "").lower()):
        name = dist.metadata["Name"]
        if not name:
            continue
        tops = (dist.read_text("top_level.txt") or "").split()
        if not tops:
            tops = [name.replace("-", "_").lower()]
        paths = []
        for top in tops:
            if top.startswith("_"):
                continue
            p = os.path.join(site, top)
            if os.path.isdir(p):
                paths.extend(walk(p))
            elif os.path.isfile(p + ".py"):
                paths.append(p + ".py")
        print(json.dumps({"name": name, "version": dist.version, "items": items(paths)}))
`

// pythonCandidates runs pythonScript with python3 on PATH over the
// standard library and Debian's dist-packages.
func pythonCandidates(t *testing.T) []source {
	b, err := exec.Command("python3", "-c", pythonScript, "/usr/lib/python3/dist-packages").Output()
	if err != nil {
		t.Logf("no Python corpus: %v", err)
		return nil
	}
	var out []source
	for _, line := range strings.Split(string(b), "\n") {
		var in struct {
			Name, Version string
			Items         [][2]string
		}
		if json.Unmarshal([]byte(line), &in) != nil || in.Name == "" {
			continue
		}
		var docs []namedDoc
		for _, it := range in.Items {
			docs = append(docs, namedDoc{it[0], summary(it[1]), "python " + pyNorm(in.Name)})
		}
		name := in.Name
		if name != "std" {
			name = pyNorm(name)
		}
		out = append(out, source{"python", name, in.Version, func() []namedDoc { return docs }})
	}
	return out
}

var tsMember = regexp.MustCompile(`^\s*(?:export\s+)?(?:declare\s+)?(?:default\s+)?(?:readonly\s+|static\s+|abstract\s+|function\s+|interface\s+|class\s+|var\s+|const\s+|let\s+|type\s+|enum\s+|namespace\s+)*([A-Za-z_$][A-Za-z0-9_$]*)\s*[?(<:=\s{]`)

// npmCandidates are the packages installed in the node_modules of the
// projects under dir (the newest version of each name).
func npmCandidates(t *testing.T, dir string) []source {
	type pkg struct{ name, version, dir string }
	found := map[string]pkg{} // by name@version, the first directory
	projects, _ := filepath.Glob(filepath.Join(dir, "*", "node_modules"))
	for _, nm := range projects {
		filepath.WalkDir(nm, func(path string, d fs.DirEntry, err error) error {
			if err != nil || !d.IsDir() || path == nm {
				return nil
			}
			if strings.HasPrefix(d.Name(), ".") {
				return filepath.SkipDir
			}
			b, err := os.ReadFile(filepath.Join(path, "package.json"))
			if err != nil {
				return nil // a scope, or a directory of a package
			}
			var pj struct{ Name, Version string }
			if json.Unmarshal(b, &pj) != nil || pj.Name == "" || pj.Version == "" {
				return nil
			}
			k := pj.Name + "@" + pj.Version
			if old, ok := found[k]; !ok || path < old.dir {
				found[k] = pkg{pj.Name, pj.Version, path}
			}
			return nil // nested node_modules hold other packages
		})
	}
	keys := make([]string, 0, len(found))
	for k := range found {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var out []source
	for _, k := range keys {
		p := found[k]
		out = append(out, source{"npm", p.name, p.version, func() []namedDoc { return dtsDocs(p.dir, "npm "+p.name) }})
	}
	return out
}

// dtsDocs are the declarations of the .d.ts files of the package in root
// (not its nested node_modules) with their JSDoc's first sentence.
func dtsDocs(root, src string) []namedDoc {
	var files []string
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && path != root && (d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		if !d.IsDir() && (strings.HasSuffix(path, ".d.ts") || strings.HasSuffix(path, ".d.mts") || strings.HasSuffix(path, ".d.cts")) {
			files = append(files, path)
		}
		return nil
	})
	var out []namedDoc
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		out = append(out, jsdocDecls(string(b), src)...)
	}
	return out
}

// jsdocDecls are the declarations of a TypeScript declaration file that
// a /** */ comment documents, with its first sentence.
func jsdocDecls(text, src string) []namedDoc {
	var out []namedDoc
	var doc []string
	in, pending := false, false
	for _, line := range strings.Split(text, "\n") {
		l := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(l, "/**"):
			in, doc = true, doc[:0]
			l = strings.TrimPrefix(l, "/**")
			fallthrough
		case in:
			end := strings.Contains(l, "*/")
			l = strings.TrimSpace(strings.TrimPrefix(strings.Split(l, "*/")[0], "*"))
			if strings.HasPrefix(l, "@") {
				l = ""
			}
			if l != "" {
				doc = append(doc, l)
			}
			if end {
				in, pending = false, len(doc) > 0
			}
		case pending:
			if m := tsMember.FindStringSubmatch(line); m != nil {
				out = append(out, namedDoc{m[1], summary(strings.Join(doc, "\n")), src})
			}
			pending = false
		}
	}
	return out
}

var swiftDecl = regexp.MustCompile(`^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:static|final|class|override|mutating|nonisolated|convenience|required|indirect)\s+)*(?:func|var|let|struct|class|enum|protocol|typealias|actor|case)\s+` + "`?" + `([A-Za-z_][A-Za-z0-9_]*)`)

// swiftCandidates are the package checkouts under dir, each versioned
// by the tag its SOURCE.txt names.
func swiftCandidates(dir string) []source {
	ents, _ := os.ReadDir(dir)
	var out []source
	for _, e := range ents {
		root := filepath.Join(dir, e.Name())
		b, err := os.ReadFile(filepath.Join(root, "SOURCE.txt"))
		if err != nil {
			continue
		}
		tag := ""
		sc := bufio.NewScanner(bytes.NewReader(b))
		for sc.Scan() {
			if v, ok := strings.CutPrefix(sc.Text(), "tag: "); ok {
				tag = strings.TrimSpace(v)
			}
		}
		if tag == "" {
			continue
		}
		name := e.Name()
		out = append(out, source{"swift", name, tag, func() []namedDoc { return swiftDocs(root, "swift "+name) }})
	}
	return out
}

// swiftDocs are the public declarations of the .swift files under root
// (not tests) with their /// doc's first sentence.
func swiftDocs(root, src string) []namedDoc {
	var out []namedDoc
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") || strings.HasSuffix(d.Name(), "Tests")) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".swift") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return nil
		}
		var doc []string
		for _, line := range strings.Split(string(b), "\n") {
			l := strings.TrimSpace(line)
			switch {
			case strings.HasPrefix(l, "///"):
				l = strings.TrimSpace(strings.TrimPrefix(l, "///"))
				if strings.HasPrefix(l, "- ") {
					l = "" // parameters, returns: not what it does
				}
				doc = append(doc, l)
			case strings.HasPrefix(l, "@") && !strings.Contains(l, " public ") && !strings.Contains(l, " open "):
			default:
				if m := swiftDecl.FindStringSubmatch(line); m != nil && len(doc) > 0 {
					out = append(out, namedDoc{m[1], summary(strings.Join(doc, "\n")), src})
				}
				doc = doc[:0]
			}
		}
		return nil
	})
	return out
}

// recordedCandidates are the recorded search documents of
// sdk/rank/testdata/*.json, each file one input versioned by its hash.
func recordedCandidates(t *testing.T) []source {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.json"))
	var out []source
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var recorded []Doc
		if err := json.Unmarshal(b, &recorded); err != nil {
			continue // not a list of search documents
		}
		var docs []namedDoc
		for _, d := range recorded {
			if d.Symbol != "" && d.Kind != "section" && d.Kind != "example" {
				text := d.Text
				if d.Signature == "" {
					// Recorded before Signature: the declaration is the
					// first line.
					if _, rest, ok := strings.Cut(text, "\n"); ok {
						text = rest
					}
				}
				docs = append(docs, namedDoc{lastComponent(d.Symbol), summary(text), "testdata " + filepath.Base(f)})
			}
		}
		sum := sha256.Sum256(b)
		out = append(out, source{"testdata", filepath.Base(f), hex.EncodeToString(sum[:6]), func() []namedDoc { return docs }})
	}
	return out
}
