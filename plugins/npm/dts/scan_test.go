package dts

import (
	"archive/tar"
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

var update = flag.Bool("update", false, "rewrite golden files")

// loadDir reads a directory into a package file map.
func loadDir(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		data, err := os.ReadFile(p)
		files[filepath.ToSlash(rel)] = data
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// loadTarball reads a recorded npm tarball into a package file map.
func loadTarball(t *testing.T, file string) map[string][]byte {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	tr := tar.NewReader(zr)
	files := map[string][]byte{}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(tr)
		_, rel, _ := strings.Cut(h.Name, "/")
		files[rel] = data
	}
	return files
}

func render(syms []sdk.Symbol) string {
	var b strings.Builder
	for _, s := range syms {
		fmt.Fprintf(&b, "%s [%s]", s.Name, s.Kind)
		if s.Parent != "" {
			fmt.Fprintf(&b, " parent=%s", s.Parent)
		}
		fmt.Fprintf(&b, "\n    %s\n", s.Signature)
		if s.Doc != "" {
			fmt.Fprintf(&b, "    doc: %s\n", s.Doc)
		}
		if s.Deprecated != "" {
			fmt.Fprintf(&b, "    deprecated: %s\n", s.Deprecated)
		}
	}
	return b.String()
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	file := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if d := cmp.Diff(string(want), got); d != "" {
		t.Fatalf("%s: -want +got\n%s", name, d)
	}
}

func scanPackage(t *testing.T, files map[string][]byte, name string) *Result {
	t.Helper()
	var pj PackageJSON
	if data, ok := files["package.json"]; ok {
		if err := json.Unmarshal(data, &pj); err != nil {
			t.Fatal(err)
		}
	}
	have := map[string]bool{}
	for f := range files {
		have[f] = true
	}
	entries, _ := Entries(pj, have)
	s := &Scanner{Files: files, Package: name}
	return s.Scan(entries)
}

func TestScanGolden(t *testing.T) {
	tests := map[string]struct {
		files func(t *testing.T) map[string][]byte
		name  string
	}{
		"demo": {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/pkg") }, "demo-api"},
		"sindresorhus-is": {func(t *testing.T) map[string][]byte {
			return loadTarball(t, "../testdata/registry/@sindresorhus/is/-/is-4.6.0.tgz")
		}, "@sindresorhus/is"},
		"types-is-number": {func(t *testing.T) map[string][]byte {
			return loadTarball(t, "../testdata/registry/@types/is-number/-/is-number-7.0.5.tgz")
		}, "@types/is-number"},
		"left-pad": {func(t *testing.T) map[string][]byte {
			return loadTarball(t, "../testdata/registry/left-pad/-/left-pad-1.3.0.tgz")
		}, "left-pad"},
		"ambient module":         {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/typesstyle") }, "legacy-pkg"},
		"export equals":          {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/exportequals") }, "left-pad"},
		"reference augmentation": {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/augment") }, "mini-lodash"},
		// export = of overloads merged with a namespace that re-exports
		// imported types and has an export list (so Hidden and the module
		// scope's Helper are not exported): the fastify shape.
		// An ESM entry (index.d.mts: export default of a const, types
		// re-exported from the CommonJS entry's export = namespace, export
		// import X = N.Y) beside the CommonJS one: only the first entry is
		// the API, so no default export next to an export = (@types/yargs,
		// @types/ws shape); the first is the CommonJS one, which
		// TypeScript reads for a consumer at its defaults.
		"dual entry":       {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/dualentry") }, "@types/mini-cli"},
		"merged namespace": {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/mergedns") }, "mini-server"},
		// One ambient module, declare module 'mongoose' { ... }, spread
		// over files the entry pulls in with /// <reference path>, one
		// of them a module (an augmentation), beside a global class in
		// the entry: the blocks merge, each its own export context (the
		// entry's has export declarations, so only what it marks
		// exported is; connection.d.ts's has none, so all of it is),
		// and class Schema merges with namespace Schema of another file
		// (trimmed from mongoose 9.12.1's types/).
		// A default export typed by an interface imported from another
		// file and not exported itself ("import type { KyInstance } from
		// './types/ky.js'; declare const ky: KyInstance; export default
		// ky"): the interface's members are the default export's
		// (trimmed from ky 0.33.3).
		"default export typed by an imported interface": {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/defaultimported") }, "ky"},
		"ambient module over references":                {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/ambientrefs") }, "mongoose"},
		// export = of a var typed by an interface with a call signature,
		// an index signature in another interface (trimmed from
		// @types/yargs-parser 21.0.3): the call signature is the value's
		// own ("yargsParser(argv, opts)"), never a member "yargsParser.()".
		// A licence banner in a /** */ comment opens the file, right
		// before the first declaration (jest-get-type 29.6.3): the
		// compiler attaches it there, but it is the file's, so getType's
		// doc is empty, not "Copyright (c) Meta Platforms, Inc.".
		"file header":            {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/fileheader") }, "jest-get-type"},
		"callable export equals": {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/callable") }, "@types/yargs-parser"},
		// An enum-like const typed by an interface that extends
		// Record<K, V> with K a union of string literals (trimmed from
		// @types/estraverse 5.1.7): one property per literal, as the
		// compiler sees them (Syntax.ArrayExpression).
		"record of literal keys": {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/recordenum") }, "@types/estraverse"},
		// An interface extending mapped types over unions of string
		// literals, under Partial (trimmed from rollup 4.68.8's
		// OutputPlugin): one optional property per literal, the key
		// written into the value (PluginHooks['renderChunk']).
		"mapped bases": {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/mappedbase") }, "rollup"},
		// A default export typed by a class imported from another file
		// as its default ("import Mime from './Mime.js'; declare const
		// _default: Mime; export default _default", trimmed from mime
		// 4.1.2): an instance, so the class's instance members, not its
		// statics or constructor.
		"default export typed by an imported class": {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/defaultclass") }, "mime"},
		// export = of a const typed by an intersection whose part is a
		// type alias of Record<"Name" | "400", C> parts (trimmed from
		// @types/http-errors 2.0.5): one property per key, numeric
		// status codes included, quoted as declared.
		"record parts of a typed const": {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/recordparts") }, "@types/http-errors"},
		// Members keyed by a constant's property ("[EV.READY]: []" with
		// "EVENTS as EV" imported from handler.d.ts, whose READY is
		// "ready"; trimmed from chokidar 5.0.0's FSWatcherEventMap): the
		// compiler names them by the value, "ready", not "[EV.READY]".
		"computed keys from a constant": {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/computedkeys") }, "chokidar"},
		// Members keyed by a quoted string ("[\"unrestricted float\"](V)",
		// trimmed from @types/webidl-conversions 7.0.3): named by the
		// text, as code reaches them (conversions["unrestricted float"]).
		// A namespace exporting the class it merges with as its default
		// ("declare namespace Node { export { Node as default } }",
		// trimmed from postcss 8.5.33's lib/node.d.ts): Node.default is
		// listed once, as another name of Node, not as Node.default,
		// Node.default.default, … to the depth limit.
		"namespace exporting its own class": {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/selfdefault") }, "postcss"},
		"quoted computed keys":              {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/quotedcomputed") }, "@types/webidl-conversions"},
		// A function whose declared return type is an object type
		// ("createRegistry(all: readonly Model[]): { readonly
		// resolveModel: …; … }", trimmed from @tokenlens/core 1.3.0): the
		// braces after ":" are the type, not a body, so the signature
		// keeps it whole rather than ending at the colon.
		// Public members named with a leading underscore, JavaScript's
		// mark for internals, declared before the methods an agent
		// calls (trimmed from @types/combined-stream 1.0.6): listed
		// after the other members, overloads and statics, in source
		// order among themselves.
		// Consts typed by function types (trimmed from execa 9.6.1's
		// types/methods/main-async.d.ts: "declare const execa:
		// ExecaMethod<{}>", an intersection of type aliases of generic
		// function types): a function, listed with its call signatures
		// as overloads, the alias's type argument written in them.
		"const typed by function types": {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/constfunctions") }, "execa"},
		"underscore members last":       {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/underscorelast") }, "@types/combined-stream"},
		// One declaration file of "declare module 'pkg/sub'" blocks, one
		// per module (dts-bundle's output; jest-module-name-mapper
		// 0.1.5), whose "declare module 'pkg'" passes its default on
		// from 'pkg/index', a block of the same file: the compiler
		// finds it there, so it is bootstrap, not a re-export from
		// another package.
		"subpath blocks of one declaration file": {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/subpathblocks") }, "jest-module-name-mapper"},
		"object return type":                     {func(t *testing.T) map[string][]byte { return loadDir(t, "testdata/objectreturn") }, "@tokenlens/core"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			res := scanPackage(t, tc.files(t), tc.name)
			out := render(res.Symbols) + fmt.Sprintf("-- files: %v\n-- external: %v\n-- truncated: %v\n", res.Files, res.External, res.Truncated)
			golden(t, strings.ReplaceAll(name, " ", "-"), out)
			for _, sym := range res.Symbols {
				// Every listed name is one code can write: no call,
				// construct or index signature posing as a member.
				last := sym.Name[strings.LastIndexByte(sym.Name, '.')+1:]
				if last == "()" || last == "new" || last == "constructor" || strings.HasPrefix(last, "[") {
					t.Errorf("%s: listed %q (%s), not a name", name, sym.Name, sym.Signature)
				}
			}
		})
	}
}
