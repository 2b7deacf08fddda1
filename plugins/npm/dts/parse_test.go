package dts

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

func scanSource(src string) []sdk.Symbol {
	s := &Scanner{Files: map[string][]byte{"index.d.ts": []byte(src)}}
	return s.Scan([]string{"index.d.ts"}).Symbols
}

type nameSig struct{ Name, Kind, Signature string }

func names(syms []sdk.Symbol) []nameSig {
	var out []nameSig
	for _, s := range syms {
		out = append(out, nameSig{s.Name, s.Kind, s.Signature})
	}
	return out
}

func TestScanSnippets(t *testing.T) {
	tests := map[string]struct {
		src  string
		want []nameSig
	}{
		"zero": {"", nil},
		// export = of a const typed by an intersection (chalk, debug): the
		// interfaces' and the inline type's members are the value's; its
		// call signature makes it a function, and a property of a
		// function type a method.
		"const typed by an intersection": {"declare namespace c { interface F { (s: string): string; level: number } }\ndeclare const c: c.F & { red: c.F; x: (a: number) => void };\nexport = c;",
			[]nameSig{{"c", "function", "export = const c: c.F & { red: c.F; x: (a: number) => void }" + apicheck.TypeMembersListed}, {"c", "function", "c(s: string): string"},
				{"c.level", "property", "level: number"}, {"c.red", "property", "red: c.F"}, {"c.x", "method", "x: (a: number) => void"},
				{"c.F", "interface", "interface F"}, {"c.F", "interface", "(s: string): string"}, {"c.F.level", "property", "level: number"}}},
		// A property of a function type is called as a method is; an
		// optional one is a slot for the caller's function (an option).
		"function-typed properties": {"export interface I { run: <T>(x: T) => void; onDone?: () => void; f: ((a: 1) => 2) | null }",
			[]nameSig{{"I", "interface", "interface I"}, {"I.run", "method", "run: <T>(x: T) => void"}, {"I.onDone", "property", "onDone?: () => void"},
				{"I.f", "property", "f: ((a: 1) => 2) | null"}}},
		// One parameter a line (@datastructures-js/heap 4's
		// MinHeap.heapify): no space inside the parentheses.
		"parameters one a line": {"export declare class H<T> {\n  static heapify<T>(\n    values: T[],\n    get?: (v: T) => number\n  ): H<T>;\n  at(i: [\n    number,\n    number\n  ]): T;\n}",
			[]nameSig{{"H", "class", "class H<T>"}, {"H.heapify", "method", "static heapify<T>(values: T[], get?: (v: T) => number): H<T>"}, {"H.at", "method", "at(i: [number, number]): T"}}},
		// Lists formatted one item a line with trailing commas, and a
		// union one member a line (i18next 22's getFixedT and
		// FallbackLng, as prettier writes them): printed as the compiler
		// prints them, no space inside the angle brackets, no trailing
		// comma, no leading "|".
		"trailing commas and leading bars": {"export interface i18n {\n  getFixedT<\n    N extends Namespace | null,\n    TKPrefix = undefined,\n  >(\n    lng: string | readonly string[],\n    keyPrefix?: TKPrefix,\n  ): TFunction<N, TKPrefix>;\n  on(event: 'added' | 'removed', callback: (lng: string,) => void,): void;\n  at(i: [\n    number,\n  ]): { a: string, };\n}\nexport type FallbackLng =\n  | string\n  | readonly string[]\n  | ((code: string) => string);\nexport declare function f(x:\n  & A\n  & B, y: (| 1 | 2)): void;",
			[]nameSig{{"i18n", "interface", "interface i18n"},
				{"i18n.getFixedT", "method", "getFixedT<N extends Namespace | null, TKPrefix = undefined>(lng: string | readonly string[], keyPrefix?: TKPrefix): TFunction<N, TKPrefix>"},
				{"i18n.on", "method", "on(event: 'added' | 'removed', callback: (lng: string) => void): void"},
				{"i18n.at", "method", "at(i: [number]): { a: string }"},
				{"FallbackLng", "type", "type FallbackLng = string | readonly string[] | ((code: string) => string)"},
				{"f", "function", "function f(x: A & B, y: (1 | 2)): void"}}},
		"only comments": {"// x\n/* y */\n/** z */", nil},
		"no semicolons (ASI)": {"export type A = string\nexport type B =\n  | 1\n  | 2\nexport declare function f(): void\nexport interface I { a: string }",
			[]nameSig{{"A", "type", "type A = string"}, {"B", "type", "type B = 1 | 2"}, {"f", "function", "function f(): void"},
				{"I", "interface", "interface I"}, {"I.a", "property", "a: string"}}},
		"generic default with braces": {"export declare function f<T extends { a: 1 } = {}>(x: T): T;",
			[]nameSig{{"f", "function", "function f<T extends { a: 1 } = {}>(x: T): T"}}},
		"strings with braces and semicolons": {"export declare const s: \"};{\";\nexport type T = `a${'}'}b`;",
			[]nameSig{{"s", "const", `const s: "};{"`}, {"T", "type", "type T = `a${'}'}b`"}}},
		"script file exports all": {"declare function g(): void;\ninterface J { }",
			[]nameSig{{"g", "function", "function g(): void"}, {"J", "interface", "interface J"}}},
		// As tsc binds a .d.ts: without export declarations the file is an
		// export context and g is exported too; an export list ends that.
		"declaration file exports all": {"declare function g(): void;\nexport declare function h(): void;",
			[]nameSig{{"g", "function", "function g(): void"}, {"h", "function", "function h(): void"}}},
		"export list hides unexported": {"declare function g(): void;\nexport declare function h(): void;\nexport {};",
			[]nameSig{{"h", "function", "function h(): void"}}},
		"abstract class": {"export declare abstract class A { abstract run(): void; }",
			[]nameSig{{"A", "class", "abstract class A"}, {"A.run", "method", "abstract run(): void"}}},
		"object return type": {"export declare function u(): { isPortrait: boolean, o: 'p' | 'l' };\nexport declare function v(x: unknown): x is { a: 1 };",
			[]nameSig{{"u", "function", "function u(): { isPortrait: boolean, o: 'p' | 'l' }"}, {"v", "function", "function v(x: unknown): x is { a: 1 }"}}},
		"object return type before a body (.ts source)": {"export function f(): { a: 1 } { return { a: 1 }; }\nexport const x = 1;",
			[]nameSig{{"f", "function", "function f(): { a: 1 }"}, {"x", "const", "const x = 1"}}},
		"function body dropped (.ts source)": {"export function f(a: number): number { return a; }\nexport const x = 1;",
			[]nameSig{{"f", "function", "function f(a: number): number"}, {"x", "const", "const x = 1"}}},
		"method named get": {"export interface M { get(key: string): number; set: number; readonly static: boolean }",
			[]nameSig{{"M", "interface", "interface M"}, {"M.get", "method", "get(key: string): number"}, {"M.set", "property", "set: number"}, {"M.static", "property", "readonly static: boolean"}}},
		"comma members": {"export type O = { a: Map<string, number>, b: 1 }; export interface P { a: Map<string, number>, b(x: 1, y: 2): void }",
			[]nameSig{{"O", "type", "type O = { a: Map<string, number>, b: 1 }"}, {"P", "interface", "interface P"},
				{"P.a", "property", "a: Map<string, number>"}, {"P.b", "method", "b(x: 1, y: 2): void"}}},
		"unterminated": {"export interface X { a: string", []nameSig{{"X", "interface", "interface X"}, {"X.a", "property", "a: string"}}},
		"export default anonymous function": {"export default function (a: string): void;",
			[]nameSig{{"default", "function", "export default function (a: string): void"}}},
		"dotted namespace": {"export declare namespace A.B { const c: 1; }",
			[]nameSig{{"A", "namespace", "namespace A.B"}, {"A.B", "namespace", "namespace B"}, {"A.B.c", "const", "const c: 1"}}},
		"declare global skipped": {"declare global { interface Window { x: 1 } }\nexport {};", nil},
		"export as namespace":    {"export as namespace Foo;\nexport declare const v: 1;", []nameSig{{"v", "const", "const v: 1"}}},
		// A namespace declared twice has both bodies, each its own
		// export context (the second's export list hides d).
		"namespace declared twice": {"export declare namespace N { const a: 1; }\nexport declare namespace N { const b: 2; const d: 3; export { b }; }",
			[]nameSig{{"N", "namespace", "namespace N"}, {"N.a", "const", "const a: 1"}, {"N.b", "const", "const b: 2"}}},
		// @rollup/plugin-swc 0.4.0: the default export is a function
		// also exported by name; "default" carries its declaration.
		"default export of a named export": {"export function swc(options?: Options): Plugin;\nexport default swc;",
			[]nameSig{{"swc", "function", "function swc(options?: Options): Plugin"}, {"default", "alias", "function swc(options?: Options): Plugin // exported as default"}}},
		"private and hash members": {"export declare class C { #private; private x; private static y(): void; z: 1 }",
			[]nameSig{{"C", "class", "class C"}, {"C.z", "property", "z: 1"}}},
		// tsc's declarations for a JavaScript class's static #methods
		// name each as its symbol ("__#private@#name"; older
		// compilers "__#12@#name"), quoted: private, as #name is
		// (@point-of-sale/receipt-printer-encoder 4.0.1's
		// ReceiptPrinterEncoder).
		"private names tsc emits for JavaScript": {"declare class E {\n    static \"__#private@#resolveCell\"(covered: TableColumn[], cell: TableCell, layout: object, index: number): object;\n    static '__#12@#tableEdges'(cells: object[]): any[];\n    static get printerModels(): PrinterModelInfo[];\n    cut(value?: CutType): E;\n    \"__#x\": 1;\n    #private;\n}\nexport { E as default };",
			[]nameSig{{"default", "class", "class E // exported as default"}, {"default.printerModels", "property", "static get printerModels(): PrinterModelInfo[]"},
				{"default.cut", "method", "cut(value?: CutType): E"}, {"default.__#x", "property", "\"__#x\": 1"}}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if d := cmp.Diff(tc.want, names(scanSource(tc.src))); d != "" {
				t.Fatalf("-want +got\n%s", d)
			}
		})
	}
}

func TestParseDoc(t *testing.T) {
	tests := map[string]struct{ raw, summary, deprecated string }{
		"zero":         {"", "", ""},
		"one line":     {"/** Hello world. */", "Hello world.", ""},
		"sentences":    {"/**\n * First one. Second one.\n */", "First one.", ""},
		"paragraphs":   {"/**\n * First\n * continues.\n *\n * Next paragraph.\n */", "First continues.", ""},
		"tags":         {"/**\n * Sum.\n * @param a x\n * @returns y\n */", "Sum.", ""},
		"inline tag":   {"/** Old. @deprecated */", "Old.", ""},
		"one line tag": {"/** @deprecated Use x. */", "", "Use x."},
		"dep tag":      {"/**\n * Old.\n * @deprecated Use `y` instead. Really.\n */", "Old.", "Use `y` instead."},
		"dep no text":  {"/**\n * @deprecated\n */", "", "deprecated"},
		"dep multi":    {"/**\n * @deprecated since 2\n * use z\n * @see q\n */", "", "since 2 use z"},
		"eg kept":      {"/** Use e.g. this. Then. */", "Use e.g. this.", ""},
		"code dot":     {"/** Call `a. b` now. Later. */", "Call `a. b` now.", ""},
		"no stars":     {"/**\nMatches any value.\n*/", "Matches any value.", ""},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			s, d := parseDoc(tc.raw)
			if s != tc.summary || d != tc.deprecated {
				t.Fatalf("parseDoc = %q, %q; want %q, %q", s, d, tc.summary, tc.deprecated)
			}
		})
	}
	long, _ := parseDoc("/** " + strings.Repeat("word ", 200) + "*/")
	if len(long) > maxDocLen+len("…") {
		t.Fatalf("summary not bounded: %d", len(long))
	}
}

func TestEntries(t *testing.T) {
	tests := map[string]struct {
		pj    string
		files []string
		main  []string
		subs  map[string]string
	}{
		"zero": {`{}`, nil, nil, map[string]string{}},
		// As TypeScript resolves for a consumer at its defaults
		// (CommonJS): "require" before "default" and "import" (axios:
		// the CommonJS index.d.cts, not index.d.ts).
		"require view first": {`{"types":"index.d.ts","exports":{".":{"types":{"require":"./index.d.cts","default":"./index.d.ts"}}}}`,
			[]string{"index.d.cts", "index.d.ts"}, []string{"index.d.cts", "index.d.ts"}, map[string]string{}},
		"index fallback": {`{}`, []string{"index.d.ts"}, []string{"index.d.ts"}, map[string]string{}},
		"types field":    {`{"types":"./lib/main.d.ts"}`, []string{"lib/main.d.ts"}, []string{"lib/main.d.ts"}, map[string]string{}},
		"typings field":  {`{"typings":"lib/main"}`, []string{"lib/main.d.ts"}, []string{"lib/main.d.ts"}, map[string]string{}},
		"main sibling":   {`{"main":"dist/index.js"}`, []string{"dist/index.d.ts"}, []string{"dist/index.d.ts"}, map[string]string{}},
		"exports string": {`{"exports":"./dist/index.mjs"}`, []string{"dist/index.d.mts"}, []string{"dist/index.d.mts"}, map[string]string{}},
		"exports types condition first": {`{"exports":{"import":"./a.mjs","types":"./t.d.ts"}}`, []string{"t.d.ts", "a.d.mts"},
			[]string{"t.d.ts", "a.d.mts"}, map[string]string{}},
		"nested conditions": {`{"exports":{".":{"import":{"types":"./esm.d.mts"},"require":{"types":"./cjs.d.ts"}},"./sub":{"types":"./sub.d.ts"},"./x/*":"./x/*.js"}}`,
			[]string{"esm.d.mts", "cjs.d.ts", "sub.d.ts"}, []string{"cjs.d.ts", "esm.d.mts"}, map[string]string{"./sub": "sub.d.ts"}},
		"escape rejected": {`{"types":"../../etc/x.d.ts"}`, []string{"index.d.ts"}, []string{"index.d.ts"}, map[string]string{}},
		"typesVersions": {`{"types":"index.d.ts","typesVersions":{"*":{"*":["ts4/*"]}}}`, []string{"ts4/index.d.ts", "index.d.ts"},
			[]string{"ts4/index.d.ts"}, map[string]string{}},
		// @babel/types 7.29.15: for TypeScript 4.1 and later the types
		// are lib/index.d.ts, not the legacy file "types" names.
		"typesVersions range": {`{"types":"./lib/index-legacy.d.ts","typesVersions":{">=4.1":{"lib/index-legacy.d.ts":["lib/index.d.ts"]}}}`,
			[]string{"lib/index-legacy.d.ts", "lib/index.d.ts"}, []string{"lib/index.d.ts"}, map[string]string{}},
		// @types/node: an older compiler's files, not for a current one.
		"typesVersions range not matched": {`{"types":"index.d.ts","typesVersions":{"<=5.6":{"*":["ts5.6/*"]}}}`,
			[]string{"index.d.ts", "ts5.6/index.d.ts"}, []string{"index.d.ts"}, map[string]string{}},
		"missing file": {`{"types":"nope.d.ts"}`, nil, nil, map[string]string{}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			var pj PackageJSON
			if err := jsonUnmarshalString(tc.pj, &pj); err != nil {
				t.Fatal(err)
			}
			have := map[string]bool{}
			for _, f := range tc.files {
				have[f] = true
			}
			main, subs := Entries(pj, have)
			if d := cmp.Diff(tc.main, main); d != "" {
				t.Errorf("main -want +got\n%s", d)
			}
			if d := cmp.Diff(tc.subs, subs); d != "" {
				t.Errorf("subpaths -want +got\n%s", d)
			}
		})
	}
}

func TestLimits(t *testing.T) {
	var src strings.Builder
	for i := 0; i < 100; i++ {
		src.WriteString("export declare const c" + strings.Repeat("x", i%5) + string(rune('a'+i%26)) + ": number;\n")
	}
	s := &Scanner{Files: map[string][]byte{"index.d.ts": []byte(src.String())}, Limits: Limits{MaxSymbols: 10}}
	res := s.Scan([]string{"index.d.ts"})
	// Past MaxSymbols the top-level names are still listed (up to
	// maxTopPastCap more), and the outline says it was cut.
	if len(res.Symbols) != 100 || !res.Truncated {
		t.Fatalf("got %d symbols, truncated %v", len(res.Symbols), res.Truncated)
	}
	// A re-export cycle terminates.
	s = &Scanner{Files: map[string][]byte{"a.d.ts": []byte("export * from './b';\nexport declare const a: 1;"), "b.d.ts": []byte("export * from './a';\nexport declare const b: 1;")}}
	if got := len(s.Scan([]string{"a.d.ts"}).Symbols); got != 2 {
		t.Fatalf("cycle: %d symbols", got)
	}
}

// FuzzScan: any input terminates without panicking and yields symbols with
// names.
func FuzzScan(f *testing.F) {
	for _, s := range []string{
		"export declare function f(a: string): void;",
		"export interface I { a: string; b(): void }",
		"declare namespace N { namespace M { const x: 1 } }\nexport = N;",
		"export * from './x'; export { a as b } from './y';",
		"export type T = `a${`b${'c'}`}`",
		"export declare class C<T extends {a:1}> { get x(): 1; [k: string]: any }",
		"/** @deprecated */ export enum E { A = 1 << 2, B }",
		"import x, { y as z } from './q'; export { x, z };",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		s := &Scanner{Files: map[string][]byte{"index.d.ts": []byte(src), "x.d.ts": []byte(src), "q.d.ts": []byte(src)}}
		res := s.Scan([]string{"index.d.ts"})
		for _, sym := range res.Symbols {
			if sym.Name == "" && sym.Kind != "alias" {
				t.Fatalf("symbol without a name: %+v", sym)
			}
		}
	})
}

func jsonUnmarshalString(s string, v any) error { return json.Unmarshal([]byte(s), v) }

func TestTSRangeMatches(t *testing.T) {
	// compilerVersion is 5.9.
	tests := map[string]bool{"*": true, ">=4.1": true, ">=3.1": true, ">=6.0": false, "<=5.6": false, "<=5": true, "<6": true,
		">=4.0 <5.0": false, "5.9": true, "5": true, "4.2": false, "~5.9": true, "^5.2": true, "": false, "latest": false}
	for rng, want := range tests {
		if got := tsRangeMatches(rng); got != want {
			t.Errorf("tsRangeMatches(%q) = %v, want %v", rng, got, want)
		}
	}
}

// TestAmbientModuleGlobalType: @types/crossfilter 0.0.38 (trimmed) declares
// the module in an ambient block whose export= var is typed by an
// interface of a namespace the same script file declares globally
// (CrossFilter.CrossFilterStatic): its members are the value's.
func TestAmbientModuleGlobalType(t *testing.T) {
	src := "declare namespace CrossFilter {\n  export interface CrossFilterStatic { version: string; permute<T>(array: T[], index: number[]): T[]; }\n}\n" +
		"declare module \"crossfilter\" {\n  var crossfilter: CrossFilter.CrossFilterStatic;\n  export = crossfilter;\n}"
	s := &Scanner{Files: map[string][]byte{"index.d.ts": []byte(src)}, Package: "crossfilter"}
	want := []nameSig{{"crossfilter", "var", "export = var crossfilter: CrossFilter.CrossFilterStatic" + apicheck.TypeMembersListed},
		{"crossfilter.version", "property", "version: string"}, {"crossfilter.permute", "method", "permute<T>(array: T[], index: number[]): T[]"}}
	if d := cmp.Diff(want, names(s.Scan([]string{"index.d.ts"}).Symbols)); d != "" {
		t.Fatalf("-want +got\n%s", d)
	}
}

// TestImportTypeFromDep: @medusajs/api-key 2.21.2's default export is
// typed by import("@medusajs/types").ModuleExports<…>, a package its
// project installs (through a peer) but it does not depend on. Given that
// package, the alias's members are the value's; without it the package is
// named in ExternalTypes and the value keeps the members written inline.
func TestImportTypeFromDep(t *testing.T) {
	src := "declare const _default: import(\"@medusajs/types\").ModuleExports<typeof S> & {\n    linkable: Record<string, any>;\n};\nexport default _default;"
	dep := map[string][]byte{"index.d.ts": []byte("export type ModuleExports<T = any> = {\n  service: T;\n  /** Explicitly set the true location of the module resources. */\n  discoveryPath?: string;\n};")}
	members := func(res *Result) []string {
		var out []string
		for _, s := range res.Symbols {
			if s.Parent != "" {
				out = append(out, s.Name)
			}
		}
		return out
	}
	without := (&Scanner{Files: map[string][]byte{"index.d.ts": []byte(src)}, Package: "@medusajs/api-key"}).Scan([]string{"index.d.ts"})
	if d := cmp.Diff([]string{"default.linkable"}, members(without)); d != "" {
		t.Errorf("members without the dependency: -want +got\n%s", d)
	}
	if d := cmp.Diff([]string{"@medusajs/types"}, without.ExternalTypes); d != "" {
		t.Errorf("ExternalTypes: -want +got\n%s", d)
	}
	with := (&Scanner{Files: map[string][]byte{"index.d.ts": []byte(src)}, Package: "@medusajs/api-key",
		Deps: map[string]Dep{"@medusajs/types": {Files: dep, Entries: []string{"index.d.ts"}}}}).Scan([]string{"index.d.ts"})
	if d := cmp.Diff([]string{"default.service", "default.discoveryPath", "default.linkable"}, members(with)); d != "" {
		t.Errorf("members with the dependency: -want +got\n%s", d)
	}
}

func TestImportType(t *testing.T) {
	tests := []struct {
		in         string
		spec, name string
		ok         bool
	}{
		{"", "", "", false},
		{`import("@medusajs/types").ModuleExports`, "@medusajs/types", "ModuleExports", true},
		{`import('../Icon').IconProps`, "../Icon", "IconProps", true},
		{`import("eslint").Linter.Config`, "eslint", "Linter.Config", true},
		{`import("react").a.`, "", "", false},
		{`import("react")`, "", "", false},
		{`Foo.Bar`, "", "", false},
	}
	for _, tt := range tests {
		spec, name, ok := importType(tt.in)
		if spec != tt.spec || name != tt.name || ok != tt.ok {
			t.Errorf("importType(%q) = %q, %q, %v; want %q, %q, %v", tt.in, spec, name, ok, tt.spec, tt.name, tt.ok)
		}
	}
}

func TestSubpathEntry(t *testing.T) {
	files := map[string]bool{"dist/esm/server/mcp.d.ts": true, "dist/esm/types.d.ts": true, "lib/x.d.ts": true}
	exports := `{".": {"types": "./dist/esm/index.d.ts"}, "./*": {"types": "./dist/esm/*.d.ts", "import": "./dist/esm/*"},
		"./lib/*": "./lib/*.js", "./hidden/*": null}`
	tests := map[string]string{
		"":                  "",
		"./server/mcp.js":   "dist/esm/server/mcp.d.ts", // the types target names no file; the runtime one's sibling
		"./types.js":        "dist/esm/types.d.ts",
		"./lib/x":           "lib/x.d.ts", // the longer pattern wins
		"./hidden/a":        "",           // mapped to null
		"./server/other.js": "",
		"./../x.js":         "",
	}
	for sub, want := range tests {
		if got := SubpathEntry(PackageJSON{Exports: []byte(exports)}, files, sub); got != want {
			t.Errorf("SubpathEntry(%q) = %q, want %q", sub, got, want)
		}
	}
	if got := SubpathEntry(PackageJSON{}, files, "./types.js"); got != "" {
		t.Errorf("no exports map: %q, want none", got)
	}
}
