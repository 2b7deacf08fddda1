package npm

import (
	"bytes"
	"encoding/json"
	"path"
	"sort"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/plugins/npm/dts"
	"github.com/pkgdocs/pkgdocs/plugins/npm/jsapi"
	"github.com/pkgdocs/pkgdocs/plugins/npm/registry"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/rank"
)

// pkg is one loaded package version: its manifest and the files worth
// reading, from a tarball or a node_modules directory.
type pkg struct {
	name, version string
	manifest      *registry.Manifest
	files         map[string][]byte // kept files by package-relative path
	names         []string          // every file in the package
	skipped       []string          // kept-worthy files over the size cap
	registry      string            // registry URL (no credentials); "" for local installs
	tarballBytes  int               // compressed tarball size; 0 for local installs
	notes         []string

	api       *dts.Result
	typesFrom string // "" when bundled, else "@types/x@1.2.3"
	typesFor  string // "" when typesFrom has the package's major, else a warning
	// typesInstalled: typesFrom was read from the project's node_modules.
	typesInstalled bool
	// inferred is the JavaScript entry the outline was inferred from, ""
	// when it comes from declarations.
	inferred string
	// jsAlias is the other package's module the JavaScript entry only
	// re-exports (jsapi.Scanner.Alias), "" when it has names of its own.
	jsAlias string
	// jsBases are the bases from other packages of the JavaScript's
	// classes (jsapi.Scanner.Bases), by the class's listed name.
	jsBases map[string]jsapi.Base
	// subpathTypes is set when the main entry has no types and subpath
	// exports do (subpathsOnly).
	subpathTypes bool
	subpaths     map[string]string

	indexOnce sync.Once
	index     *rank.Index
	docs      []rank.Doc
}

// keepFile picks the files a describe reads: package.json, the README,
// Markdown at the root, declaration files, and examples/ and docs/
// content.
func keepFile(name string) bool {
	if strings.Contains(name, "node_modules/") {
		return false
	}
	lower := strings.ToLower(name)
	base := path.Base(lower)
	dir := ""
	if i := strings.IndexByte(lower, '/'); i >= 0 {
		dir = lower[:i]
	}
	switch {
	case lower == "package.json":
		return true
	case base == "package.json" && strings.Count(lower, "/") == 1:
		// A directory's own package.json (preact's hooks/package.json,
		// "types": "src/index.d.ts"): the compiler resolves an import of
		// the directory (../../hooks) through it.
		return true
	case dir == "" && (strings.HasPrefix(base, "readme") || isMarkdown(base)):
		return true
	case strings.HasSuffix(lower, ".d.ts") || strings.HasSuffix(lower, ".d.mts") || strings.HasSuffix(lower, ".d.cts"):
		return true
	case dir == "examples" || dir == "example" || dir == "docs" || dir == "doc":
		return isMarkdown(base) || isCode(base)
	}
	return false
}

// keepFor is keepFile plus, when the manifest declares no types, the
// package's JavaScript sources: without declarations (bundled or @types)
// the API outline is read from them. Tests, minified bundles and vendored
// code are left out.
func keepFor(m *registry.Manifest) func(string) bool {
	if tsSourceEntry(m) {
		// exports "./index.ts" (astro-seo): the TypeScript sources are
		// its declarations, as the compiler reads them.
		return func(name string) bool { return keepFile(name) || isTSSource(name) }
	}
	if declaresTypes(m) {
		return keepFile
	}
	if main := jsonMain(m); main != "" {
		// "main": "timezone-data.json" (tzdata): the data is the API.
		return func(name string) bool { return keepWithJS(name) || name == main }
	}
	return keepWithJS
}

// jsonMain is the manifest's main entry when it is a JSON file (its path
// in the package), else "": the "." export's JSON target, as Node
// resolves an exports map before "main" ("exports": {".":
// "./icons.json"}, @tabler/icons, has no "main"), else "main".
func jsonMain(m *registry.Manifest) string {
	if m == nil {
		return ""
	}
	targets := tsTargets(m.Exports)
	var exp map[string]any
	if jsonUnmarshal(m.Exports, &exp) == nil && exp["."] == nil {
		for k := range exp {
			if strings.HasPrefix(k, ".") {
				// Subpaths only (@babel/helper-globals' data files):
				// none is the main entry, as jsapi.Entry reads it.
				targets = nil
				break
			}
		}
	}
	for _, t := range append(targets, m.Main) {
		if !strings.HasSuffix(strings.ToLower(t), ".json") {
			continue
		}
		main := path.Clean(strings.TrimPrefix(t, "./"))
		if strings.HasPrefix(main, "../") || main == "package.json" || main == "." {
			continue
		}
		return main
	}
	return ""
}

// tsSourceEntry reports whether the manifest's entry point is a
// TypeScript source file (.ts, .mts, .cts, not a declaration file): a
// package published as its sources, with no build.
func tsSourceEntry(m *registry.Manifest) bool {
	if m == nil {
		return false
	}
	for _, t := range append(tsTargets(m.Exports), m.Types, m.Typings, m.Main) {
		if isTSSource(t) {
			return true
		}
	}
	return false
}

// tsTargets lists the strings in an exports map's "." entry (or the map
// itself when it has no subpaths), where a TypeScript entry would be.
func tsTargets(exports []byte) []string {
	var exp any
	if len(exports) == 0 || jsonUnmarshal(exports, &exp) != nil {
		return nil
	}
	if obj, ok := exp.(map[string]any); ok {
		if dot, ok := obj["."]; ok {
			exp = dot
		}
	}
	var out []string
	var walk func(v any, depth int)
	walk = func(v any, depth int) {
		switch t := v.(type) {
		case string:
			out = append(out, t)
		case map[string]any:
			if depth < 8 {
				for _, k := range sortedKeys(t) {
					walk(t[k], depth+1)
				}
			}
		}
	}
	walk(exp, 0)
	return out
}

func isTSSource(name string) bool {
	lower := strings.ToLower(name)
	for _, ext := range []string{".ts", ".mts", ".cts"} {
		if strings.HasSuffix(lower, ext) && !strings.HasSuffix(lower, ".d"+ext) {
			return !strings.Contains(lower, "node_modules/")
		}
	}
	return false
}

func keepWithJS(name string) bool { return keepFile(name) || isJSSource(name) }

// declaresTypes reports whether the manifest names type declarations
// (types, typings, or a "types" condition in exports).
func declaresTypes(m *registry.Manifest) bool {
	return m != nil && (m.Types != "" || m.Typings != "" || strings.Contains(string(m.Exports), `"types"`))
}

// jsLeftOut reports whether k's JavaScript was left out for declarations
// it does not ship: its manifest names types, and none of its files is a
// declaration file (a build that dropped them, as some releases of a
// monorepo's packages do). Its outline can only come from its JavaScript,
// which has to be read again.
func (k *pkg) jsLeftOut() bool {
	if !declaresTypes(k.manifest) {
		return false
	}
	for _, n := range k.names {
		if strings.HasSuffix(n, ".d.ts") || strings.HasSuffix(n, ".d.mts") || strings.HasSuffix(n, ".d.cts") {
			return false
		}
	}
	return true
}

func isJSSource(name string) bool {
	lower := strings.ToLower(name)
	if !(strings.HasSuffix(lower, ".js") || strings.HasSuffix(lower, ".mjs") || strings.HasSuffix(lower, ".cjs")) ||
		strings.HasSuffix(lower, ".min.js") || strings.Contains(lower, "node_modules/") {
		return false
	}
	for _, dir := range []string{"test/", "tests/", "__tests__/", "spec/", "benchmark/", "bench/", "coverage/"} {
		if strings.HasPrefix(lower, dir) || strings.Contains(lower, "/"+dir) {
			return false
		}
	}
	return true
}

func isMarkdown(base string) bool {
	return strings.HasSuffix(base, ".md") || strings.HasSuffix(base, ".markdown") || strings.HasSuffix(base, ".mdx")
}

func isCode(base string) bool {
	for _, ext := range []string{".js", ".mjs", ".cjs", ".ts", ".mts", ".cts", ".jsx", ".tsx", ".vue", ".svelte", ".html", ".json"} {
		if strings.HasSuffix(base, ext) && !strings.HasSuffix(base, ".d.ts") {
			return true
		}
	}
	return false
}

// maxReadmeBytes bounds the README handed to sdk/readme, whose cost grows
// faster than linearly with the number of sections (a 680 KB README of
// 20,000 sections takes about a second). The longest real READMEs are a few
// hundred KB; past this the README is cut at a heading.
const maxReadmeBytes = 512 << 10

// readmeFile finds the README the way npm does: README with any extension
// at the root, Markdown preferred. A README over maxReadmeBytes is cut at
// the last heading before the limit.
func (k *pkg) readmeFile() (string, []byte) {
	name, data := k.readmeRaw()
	if len(data) > maxReadmeBytes {
		cut := bytes.LastIndex(data[:maxReadmeBytes], []byte("\n#"))
		if cut <= 0 {
			cut = maxReadmeBytes
		}
		data = data[:cut+1]
	}
	return name, data
}

// readmeTruncated reports whether readmeFile cut the README.
func (k *pkg) readmeTruncated() (int, bool) {
	_, data := k.readmeRaw()
	return len(data), len(data) > maxReadmeBytes
}

func (k *pkg) readmeRaw() (string, []byte) {
	var cands []string
	for name := range k.files {
		if !strings.Contains(name, "/") && strings.HasPrefix(strings.ToLower(name), "readme") {
			cands = append(cands, name)
		}
	}
	sort.Slice(cands, func(i, j int) bool {
		mi, mj := isMarkdown(strings.ToLower(cands[i])), isMarkdown(strings.ToLower(cands[j]))
		if mi != mj {
			return mi
		}
		return cands[i] < cands[j]
	})
	if len(cands) == 0 {
		return "", nil
	}
	return cands[0], k.files[cands[0]]
}

// packageJSON reads the package's own package.json when the files have it
// (they describe the installed package better than the registry's trimmed
// manifest), else the manifest.
func (k *pkg) packageJSON() *registry.Manifest {
	if data, ok := k.files["package.json"]; ok {
		var m registry.Manifest
		if json.Unmarshal(data, &m) == nil {
			if k.manifest != nil {
				m.Dist = k.manifest.Dist
				if m.Deprecated == "" {
					m.Deprecated = k.manifest.Deprecated
				}
			}
			return &m
		}
	}
	if k.manifest != nil {
		return k.manifest
	}
	return &registry.Manifest{Name: k.name, Version: k.version}
}

// docFiles lists further documents: Markdown at the root (not the README)
// and everything kept under docs/ and examples/.
func (k *pkg) docFiles() []sdk.DocFile {
	readme, _ := k.readmeFile()
	var out []sdk.DocFile
	for name, data := range k.files {
		if !keepFile(name) || name == readme || path.Base(name) == "package.json" || strings.HasSuffix(name, ".d.ts") || strings.HasSuffix(name, ".d.mts") || strings.HasSuffix(name, ".d.cts") {
			continue
		}
		out = append(out, sdk.DocFile{Path: name, Title: docTitle(name, data), Size: int64(len(data))})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Path < out[j].Path })
	return out
}

// docTitle is a Markdown file's first heading, else its path.
func docTitle(name string, data []byte) string {
	if isMarkdown(strings.ToLower(name)) {
		for _, line := range strings.SplitN(string(data[:min(len(data), 4096)]), "\n", 40) {
			if t, ok := strings.CutPrefix(strings.TrimSpace(line), "# "); ok {
				return strings.TrimSpace(t)
			}
		}
	}
	return name
}

var jsonUnmarshal = json.Unmarshal

// size approximates the memory a cached pkg holds: its files, file names
// and API outline. The search index, built on first use, roughly doubles
// the text it indexes; the cache's byte bound allows for that.
func (k *pkg) size() int64 {
	n := int64(len(k.name) + len(k.version) + len(k.registry) + 256)
	for name, data := range k.files {
		n += int64(len(name) + len(data))
	}
	for _, name := range k.names {
		n += int64(len(name)) + 16
	}
	for _, s := range k.skipped {
		n += int64(len(s)) + 16
	}
	if k.api != nil {
		for _, s := range k.api.Symbols {
			n += int64(len(s.Name)+len(s.Parent)+len(s.Kind)+len(s.Signature)+len(s.Doc)+len(s.Deprecated)) + 64
		}
		for _, d := range k.api.FullDocs {
			n += int64(len(d)) + 16
		}
	}
	return n
}
