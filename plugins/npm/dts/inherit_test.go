package dts

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

func readTree(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		files[filepath.ToSlash(rel)] = b
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestInheritFromDep: @types/express 5.0.6 declares "interface Application
// extends core.Application {}" with core imported from
// express-serve-static-core (its dependency; 5.1.3, trimmed to a few
// members): the members code calls on an app or a request are declared
// there. Given that package, they are Inherited under express's names
// (nearest base first, a member the type or a nearer base declares not
// repeated, a base's overloads kept), not listed in Symbols; without it the package is named in
// ExternalBases.
func TestInheritFromDep(t *testing.T) {
	express := readTree(t, "testdata/inherit/express")
	core := readTree(t, "testdata/inherit/express-serve-static-core")
	name := func(syms []sdk.Symbol) []string {
		var out []string
		for _, s := range syms {
			out = append(out, s.Name+": "+s.Signature)
		}
		return out
	}

	s := &Scanner{Files: express, Package: "express", Deps: map[string]Dep{"express-serve-static-core": {Files: core, Entries: []string{"index.d.ts"}}}}
	res := s.Scan([]string{"index.d.ts"})
	want := map[string][]string{
		"e.Application": {
			"e.Application.get: get: ((name: string) => any) & IRouterMatcher<this>",
			"e.Application.listen: listen(port: number, hostname: string, backlog: number, callback?: (error?: Error) => void): http.Server",
		},
		"e.Request": {
			`e.Request.get: get(name: "set-cookie"): string[] | undefined`,
			"e.Request.get: get(name: string): string | undefined",
			"e.Request.body: body: ReqBody",
			"e.Request.params: params: P",
		},
	}
	for typ, w := range want {
		if d := cmp.Diff(w, name(res.Inherited[typ])); d != "" {
			t.Errorf("Inherited[%q] (-want +got):\n%s", typ, d)
		}
	}
	if got := res.Inherited["e.Request"]; len(got) > 0 && got[0].Doc != "Inherited from core.Request (express-serve-static-core)." {
		t.Errorf("doc of an inherited member = %q", got[0].Doc)
	}
	for _, sym := range res.Symbols {
		if sym.Name == "e.Application.get" || sym.Name == "e.Request.params" {
			t.Errorf("inherited member %s listed in Symbols: the outline is what the package declares", sym.Name)
		}
	}
	if len(res.ExternalBases) != 0 {
		t.Errorf("ExternalBases = %q with the dependency given", res.ExternalBases)
	}

	res = (&Scanner{Files: express, Package: "express"}).Scan([]string{"index.d.ts"})
	if d := cmp.Diff([]string{"express-serve-static-core"}, res.ExternalBases); d != "" {
		t.Errorf("ExternalBases without the dependency (-want +got):\n%s", d)
	}
	if len(res.Inherited) != 0 {
		t.Errorf("Inherited without the dependency: %v", res.Inherited)
	}
}

func TestHeritage(t *testing.T) {
	tests := map[string][]string{
		"interface Application extends core.Application":                                                                 {"core.Application"},
		"interface Request<P = core.ParamsDictionary, L extends Record<string, any> = {}> extends core.Request<P, L>, X": {"core.Request<P, L>", "X"},
		"class Foo<T extends Base> extends Bar<T> implements Baz, Qux<T>":                                                {"Bar<T>"},
		"class Foo implements Baz": nil,
		"interface Plain":          nil,
	}
	for sig, want := range tests {
		if d := cmp.Diff(want, heritage(sig)); d != "" {
			t.Errorf("heritage(%q) (-want +got):\n%s", sig, d)
		}
	}
}

// TestReexportBuiltin: @types/fs-extra 11.0.4 says "export * from 'fs'":
// fs-extra's API is Node's fs module and its own functions. @types/node
// (26.6.6, trimmed) declares "node:fs" in two blocks of one file, merged
// as the compiler merges them, and "fs" as "export * from 'node:fs'".
// Given @types/node for "fs", fs's names are listed, promises (node:fs
// says "export * as promises from 'node:fs/promises'", another module
// @types/node declares) as a namespace with node:fs/promises's names (the
// graceful-fs shape: promises.access); without it, "fs" is named in
// ExternalStars.
func TestReexportBuiltin(t *testing.T) {
	fse := readTree(t, "testdata/reexport-builtin/fs-extra")
	node := readTree(t, "testdata/reexport-builtin/node")
	names := func(res *Result) []string {
		var out []string
		for _, s := range res.Symbols {
			out = append(out, s.Name+": "+s.Signature)
		}
		return out
	}
	res := (&Scanner{Files: fse, Package: "fs-extra", Deps: map[string]Dep{"fs": {Files: node, Entries: []string{"index.d.ts"}}}}).Scan([]string{"index.d.ts"})
	want := []string{
		"copy: function copy(src: string, dest: string, options?: CopyOptions): Promise<void>",
		"copy: function copy(src: string, dest: string, callback: NoParamCallbackWithUndefined): void",
		"copy: function copy(src: string, dest: string, options: CopyOptions, callback: NoParamCallbackWithUndefined): void",
		"PathLike: type PathLike = string | Buffer | URL",
		"existsSync: function existsSync(path: PathLike): boolean",
		"promises: export * as promises from 'node:fs/promises'",
		"promises.access: function access(path: PathLike, mode?: number): Promise<void>",
	}
	if d := cmp.Diff(want, names(res)); d != "" {
		t.Errorf("symbols with @types/node (-want +got):\n%s", d)
	}
	if len(res.ExternalStars) != 0 {
		t.Errorf("ExternalStars = %q with fs given", res.ExternalStars)
	}
	res = (&Scanner{Files: fse, Package: "fs-extra"}).Scan([]string{"index.d.ts"})
	if d := cmp.Diff([]string{"fs"}, res.ExternalStars); d != "" {
		t.Errorf("ExternalStars without @types/node (-want +got):\n%s", d)
	}
}

// TestImportOfExportEquals: @types/semver 7.8.0 (trimmed) imports each
// function and class with "import X = require('./functions/x')" from a
// file that says "export = x", then exports it: X is that function or
// class, listed once under its name (clean, inc.IdentifierBase,
// SemVer.raw), not as a namespace holding it (clean.clean,
// SemVer.SemVer.raw).
func TestImportOfExportEquals(t *testing.T) {
	files := readTree(t, "testdata/export-equals-import")
	res := (&Scanner{Files: files, Package: "semver"}).Scan([]string{"index.d.ts"})
	var got []string
	for _, s := range res.Symbols {
		got = append(got, s.Name+" ("+s.Kind+")")
	}
	want := []string{
		"clean (function)",
		"inc (function)",
		"inc.IdentifierBase (type)",
		"SemVer (class)",
		"SemVer (class)", // its constructor
		"SemVer.raw (property)",
		"SemVer.build (property)",
		"SemVer.compare (method)",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("symbols (-want +got):\n%s", d)
	}
}

// TestReexportNamedFromDep: glob 14.0.6 says "export type { FSOption,
// Path, … } from 'path-scurry'" (its dependency; 3.0.0, trimmed). Given
// path-scurry, FSOption is listed as declared there, with its members;
// the names path-scurry (trimmed) lacks stay listed as re-exports.
// Without it, every name is a re-export and path-scurry is named in
// ExternalNamed.
func TestReexportNamedFromDep(t *testing.T) {
	glob := readTree(t, "testdata/reexport-named/glob")
	ps := readTree(t, "testdata/reexport-named/path-scurry")
	names := func(res *Result) []string {
		var out []string
		for _, s := range res.Symbols {
			out = append(out, s.Name+": "+s.Signature)
		}
		return out
	}
	res := (&Scanner{Files: glob, Package: "glob", Deps: map[string]Dep{"path-scurry": {Files: ps, Entries: []string{"index.d.ts"}}}}).Scan([]string{"index.d.ts"})
	want := []string{
		"FSOption: interface FSOption",
		"FSOption.lstatSync: lstatSync?: (path: string) => Stats",
		"Path: export { Path } from 'path-scurry'",
		"WalkOptions: export { WalkOptions } from 'path-scurry'",
		"WalkOptionsWithFileTypesTrue: export { WalkOptionsWithFileTypesTrue } from 'path-scurry'",
		"WalkOptionsWithFileTypesUnset: export { WalkOptionsWithFileTypesUnset } from 'path-scurry'",
	}
	if d := cmp.Diff(want, names(res)); d != "" {
		t.Errorf("symbols with path-scurry (-want +got):\n%s", d)
	}
	if len(res.ExternalNamed) != 0 {
		t.Errorf("ExternalNamed = %q with path-scurry given", res.ExternalNamed)
	}
	res = (&Scanner{Files: glob, Package: "glob"}).Scan([]string{"index.d.ts"})
	if d := cmp.Diff([]string{"path-scurry"}, res.ExternalNamed); d != "" {
		t.Errorf("ExternalNamed without path-scurry (-want +got):\n%s", d)
	}
}

// TestInheritStaticsFromBuiltin: @types/ws 8.18.2 (trimmed) declares
// "class WebSocket extends EventEmitter" with EventEmitter imported from
// "events", which @types/node (26.6.6, trimmed) declares as "import
// events = require('node:events'); export = events"; there the class's
// static members are in a namespace merged with it. Given @types/node,
// WebSocket inherits them (require('ws').defaultMaxListeners), and the
// members of the global NodeJS.EventEmitter its EventEmitter extends
// (on).
func TestInheritStaticsFromBuiltin(t *testing.T) {
	ws := readTree(t, "testdata/inherit-builtin/ws")
	node := readTree(t, "testdata/inherit-builtin/node")
	res := (&Scanner{Files: ws, Package: "ws", Deps: map[string]Dep{"events": {Files: node, Entries: []string{"index.d.ts"}}}}).Scan([]string{"index.d.ts"})
	var got []string
	for _, s := range res.Inherited["WebSocket"] {
		got = append(got, s.Name+" ("+s.Kind+")")
	}
	want := []string{"WebSocket.on (method)", "WebSocket.EventEmitter (class)", "WebSocket.defaultMaxListeners (let)"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Inherited[WebSocket] (-want +got):\n%s", d)
	}
}

// TestInheritThroughBuiltinBases: @types/combined-stream 1.0.6 declares
// "class CombinedStream extends Stream" with Stream from "stream", which
// @types/node (26.6.6, trimmed) declares in "declare module 'node:stream'"
// as a class extending the EventEmitter that block imports from
// node:events, whose interface extends the global NodeJS.EventEmitter
// (declared in a global block of events.d.ts). Every base of a base is
// followed inside @types/node: CombinedStream inherits pipe (Stream), on
// (NodeJS.EventEmitter), EventEmitter's statics and the values of the
// namespace merged with Stream (Readable; its interfaces are types, not
// statics). @types/safer-buffer 2.1.3 says "export { Buffer
// } from 'buffer'", and node:buffer exports the global Buffer, declared in
// global blocks of two files: the interface's members, merged, are
// listed.
func TestInheritThroughBuiltinBases(t *testing.T) {
	node := readTree(t, "testdata/inherit-builtin/node")
	cs := readTree(t, "testdata/inherit-builtin/combined-stream")
	res := (&Scanner{Files: cs, Package: "combined-stream", Deps: map[string]Dep{"stream": {Files: node, Entries: []string{"index.d.ts"}}}}).Scan([]string{"index.d.ts"})
	var got []string
	for _, s := range res.Inherited["CombinedStream"] {
		got = append(got, s.Name+" ("+s.Kind+") "+InheritedFrom(s))
	}
	want := []string{
		"CombinedStream.pipe (method) Stream (stream)",
		"CombinedStream.on (method) NodeJS.EventEmitter",
		"CombinedStream.defaultMaxListeners (let) EventEmitter",
		"CombinedStream.EventEmitter (class) EventEmitter",
		"CombinedStream.Stream (class) Stream (stream)",
		"CombinedStream.Readable (class) Stream (stream)",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Inherited[CombinedStream] (-want +got):\n%s", d)
	}
	// The class Stream's namespace carries is reached through
	// CombinedStream too (CombinedStream.Readable): its own members, and
	// what it inherits in turn, by name.
	got = nil
	for _, s := range res.Inherited["CombinedStream.Readable"] {
		got = append(got, s.Name+" ("+s.Kind+") "+InheritedFrom(s))
	}
	want = []string{
		"CombinedStream.Readable.readable (property) ",
		"CombinedStream.Readable.pipe (method) Stream",
		"CombinedStream.Readable.on (method) NodeJS.EventEmitter",
		"CombinedStream.Readable.defaultMaxListeners (let) EventEmitter",
		"CombinedStream.Readable.EventEmitter (class) EventEmitter",
		"CombinedStream.Readable.Stream (class) Stream",
		"CombinedStream.Readable.Readable (class) Stream",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Inherited[CombinedStream.Readable] (-want +got):\n%s", d)
	}

	sb := readTree(t, "testdata/inherit-builtin/safer-buffer")
	res = (&Scanner{Files: sb, Package: "safer-buffer", Deps: map[string]Dep{"buffer": {Files: node, Entries: []string{"index.d.ts"}}}}).Scan([]string{"index.d.ts"})
	got = nil
	for _, s := range res.Symbols {
		got = append(got, s.Name+": "+s.Signature)
	}
	want = []string{
		"Buffer: interface Buffer",
		"Buffer.write: write(string: string, encoding?: BufferEncoding): number",
		"Buffer.toString: toString(encoding?: BufferEncoding, start?: number, end?: number): string",
		"Buffer.subarray: subarray(start?: number, end?: number): Buffer<TArrayBuffer>",
		"Buffer: var Buffer: BufferConstructor" + apicheck.TypeMembersListed,
		// The re-exported var's type's members (a const of a file that
		// is no entry gets them as an entry's does).
		"Buffer.isBuffer: isBuffer(obj: any): obj is Buffer",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("safer-buffer symbols (-want +got):\n%s", d)
	}
}

// TestAliasBases: the bases a type alias stands for, when it names or
// intersects types (@types/readable-stream 4.2.x: "type _IDuplex =
// _IReadable & _IWritable", which _ITransform extends) and object types
// written out (mui-tiptap's "type ControlledBubbleMenuProps =
// Omit<PopperProps, …> & { editor: Editor; … }"); any other alias (a
// union, a mapped type) has members no base declares.
func TestAliasBases(t *testing.T) {
	tests := []struct {
		sig  string
		want []string
		ok   bool
	}{
		{"type _IDuplex = _IReadable & _IWritable", []string{"_IReadable", "_IWritable"}, true},
		{"type Handler<T = Req> = core.Handler<T, Res>", []string{"core.Handler<T, Res>"}, true},
		{"type A = Omit<B, 'headers'>", []string{"Omit<B, 'headers'>"}, true},
		{"type A = ReturnType<typeof b>", nil, false},
		{"type A = B | C", nil, false},
		{"type A = B & { extra: string }", []string{"B", "{ extra: string }"}, true},
		{"type A = { [K in keyof B]: B[K] }", nil, false},
		{"type A = B & { readonly [K in keyof C]?: C[K] }", nil, false},
		{"type F = (x: number) => string", nil, false},
	}
	for _, tc := range tests {
		got, ok := aliasBases(tc.sig)
		if diff := cmp.Diff(tc.want, got); diff != "" || ok != tc.ok {
			t.Errorf("aliasBases(%q) = %v, %v; want %v, %v", tc.sig, got, ok, tc.want, tc.ok)
		}
	}
}

// TestInheritThroughIntersectionAlias: an interface extending an alias
// of an intersection inherits the members of both sides (as the
// compiler reads @types/readable-stream's _ITransform), one extending an
// alias of Partial<X> X's, one extending an alias of Omit<X, keyof Y> X's
// but Y's keys; an interface extending an alias the scanner cannot
// compute (Omit by keys it cannot list: keyof a type with an index
// signature) has that base unseen.
func TestInheritThroughIntersectionAlias(t *testing.T) {
	files := map[string][]byte{"index.d.ts": []byte(`interface _IEventEmitter {
    off(eventName: string | symbol, listener: (...args: any[]) => void): this;
}
interface _IReadable extends _IEventEmitter {
    read(size?: number): any;
}
interface _IWritable extends _IEventEmitter {
    end(cb?: () => void): this;
}
type _IDuplex = _IReadable & _IWritable;
type _IPartial = Partial<_IReadable>;
type _IKeyed = Omit<_IReadable, keyof _IWritable>;
interface _IIndexed { [key: string]: unknown }
type _IUnlisted = Omit<_IReadable, keyof _IIndexed>;
export interface _ITransform extends _IDuplex {
    _flush(callback: () => void): void;
}
export interface Loose extends _IPartial {}
export interface Keyed extends _IKeyed {}
export interface Opaque extends _IUnlisted {}
`)}
	res := (&Scanner{Files: files, Package: "x"}).Scan([]string{"index.d.ts"})
	var got []string
	for _, s := range res.Inherited["_ITransform"] {
		got = append(got, s.Name)
	}
	if diff := cmp.Diff([]string{"_ITransform.read", "_ITransform.off", "_ITransform.end"}, got); diff != "" {
		t.Errorf("inherited (-want +got):\n%s", diff)
	}
	got = nil
	for _, s := range res.Inherited["Loose"] {
		got = append(got, s.Name)
	}
	if diff := cmp.Diff([]string{"Loose.read", "Loose.off"}, got); diff != "" {
		t.Errorf("inherited through Partial (-want +got):\n%s", diff)
	}
	got = nil
	for _, s := range res.Inherited["Keyed"] {
		got = append(got, s.Name)
	}
	if diff := cmp.Diff([]string{"Keyed.read"}, got); diff != "" {
		t.Errorf("inherited through Omit<X, keyof Y> (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff(map[string][]string{"Opaque": {"Omit"}}, res.UnseenBases); diff != "" {
		t.Errorf("unseen bases (-want +got):\n%s", diff)
	}
}

// TestInheritThroughObjectAlias: an interface extending an alias that
// joins a type and an object type written out inherits both sides' members
// (mui-tiptap 1.31.0, trimmed: "LinkBubbleMenuProps extends
// Partial<Omit<ControlledBubbleMenuProps, 'open' | 'editor' | 'children' |
// 'classes'>>" with "type ControlledBubbleMenuProps = Omit<PopperProps,
// 'children' | 'open' | 'anchorEl' | …> & { editor: Editor; anchorEl?: …;
// … }", @mui/material's PopperProps standing in as a local interface).
// Before, the object type made the alias a base the scanner could not
// see: LinkBubbleMenuProps.anchorEl, a real prop, was out of reach. An
// object type with an index signature leaves its alias unseen, and a
// mapped type is not read as one.
func TestInheritThroughObjectAlias(t *testing.T) {
	files := map[string][]byte{
		"ControlledBubbleMenu.d.ts": []byte(`interface PopperProps {
    anchorEl?: Element | null;
    open: boolean;
    children?: unknown;
    keepMounted?: boolean;
    modifiers?: unknown[];
}
export type ControlledBubbleMenuProps = Omit<PopperProps, "children" | "open" | "anchorEl"> & {
    editor: Editor;
    open: PopperProps["open"];
    children: ReactNode;
    anchorEl?: PopperProps["anchorEl"];
    flipPadding?: number | {
        top?: number;
        left?: number;
    };
    className?: string;
};
`),
		"index.d.ts": []byte(`import { type ControlledBubbleMenuProps } from "./ControlledBubbleMenu";
export interface LinkBubbleMenuProps extends Partial<Omit<ControlledBubbleMenuProps, "open" | "editor" | "children">> {
    formatHref?: (value: string) => string;
}
type Indexed = { a: string; [key: string]: unknown };
export interface Loose extends Indexed {}
type Mapped<T> = { [K in keyof T]: T[K] };
export interface MappedOver extends Mapped<LinkBubbleMenuProps> {}
`)}
	res := (&Scanner{Files: files, Package: "mui-tiptap"}).Scan([]string{"index.d.ts"})
	got := map[string][]string{}
	for typ, syms := range res.Inherited {
		for _, s := range syms {
			got[typ] = append(got[typ], s.Name)
		}
	}
	want := map[string][]string{
		"LinkBubbleMenuProps": {"LinkBubbleMenuProps.keepMounted", "LinkBubbleMenuProps.modifiers", "LinkBubbleMenuProps.anchorEl", "LinkBubbleMenuProps.flipPadding", "LinkBubbleMenuProps.className"},
		"MappedOver":          {"MappedOver.formatHref", "MappedOver.keepMounted", "MappedOver.modifiers", "MappedOver.anchorEl", "MappedOver.flipPadding", "MappedOver.className"},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Inherited (-want +got):\n%s", d)
	}
	if d := cmp.Diff(map[string][]string{"Loose": {"Indexed"}}, res.UnseenBases); d != "" {
		t.Errorf("UnseenBases (-want +got):\n%s", d)
	}
}

// TestInheritThroughKeyMappedBases: a base that keeps another type's
// members key for key has that type's members, as the compiler reads
// them. js-yaml 5.5.0 (trimmed): "DumpOptions extends
// Omit<PresenterOptions, 'schema'>" (all but schema, which it declares
// itself) and "SequenceTagDefinition extends
// Required<SequenceTagOptions<…>>"; csstype 3.2.4 (trimmed): an interface
// extending aliases of its own homomorphic mapped type, "type
// StandardLonghandPropertiesHyphenFallback<…> =
// Fallback<StandardLonghandPropertiesHyphen<…>>" with "type Fallback<T> =
// { [P in keyof T]: … }". Before, Omit, Required and Fallback were bases
// the scanner could not see, so every one of those members was out of
// reach for a check (and csstype's were "removed", read from an older
// release that declared them directly). webdriver 9.33.1 (trimmed: the
// bases from other packages left out, BaseClient's on standing for
// EventEmitter's): "Client extends Omit<BaseClient, keyof
// BidiEventHandler>, BidiEventHandler", BaseClient's members but
// BidiEventHandler's keys; before, Omit by keyof was unseen, so a check
// of Client.sessionId was out of reach.
func TestInheritThroughKeyMappedBases(t *testing.T) {
	tests := []struct {
		dir, entry string
		want       map[string][]string
	}{
		{"testdata/keymapped/js-yaml", "dist/js-yaml.d.ts", map[string][]string{
			"DumpOptions":           {"DumpOptions.indent", "DumpOptions.seqNoIndent"},
			"SequenceTagDefinition": {"SequenceTagDefinition.matchByTagPrefix", "SequenceTagDefinition.create", "SequenceTagDefinition.addItem", "SequenceTagDefinition.finalize"},
		}},
		{"testdata/keymapped/csstype", "index.d.ts", map[string][]string{
			"StandardPropertiesHyphenFallback": {"StandardPropertiesHyphenFallback.accent-color", "StandardPropertiesHyphenFallback.align-content", "StandardPropertiesHyphenFallback.all"},
		}},
		{"testdata/keymapped/webdriver", "build/types.d.ts", map[string][]string{
			"BaseClient": {"BaseClient.isW3C", "BaseClient.isChromium", "BaseClient.isIOS"},
			"Client": {"Client.sessionId", "Client.capabilities", "Client.requestedCapabilities", "Client.options",
				"Client.isW3C", "Client.isChromium", "Client.isIOS", "Client.on", "Client.once"},
		}},
	}
	for _, tc := range tests {
		res := (&Scanner{Files: readTree(t, tc.dir), Package: "x"}).Scan([]string{tc.entry})
		got := map[string][]string{}
		for typ, syms := range res.Inherited {
			for _, s := range syms {
				got[typ] = append(got[typ], s.Name)
			}
		}
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("%s: Inherited (-want +got):\n%s", tc.dir, d)
		}
		if len(res.UnseenBases) != 0 {
			t.Errorf("%s: UnseenBases = %v, want none", tc.dir, res.UnseenBases)
		}
	}
}

// TestKeyMapped: the bases read as another type's members by key, and
// those that are not (keys it cannot list).
func TestKeyMapped(t *testing.T) {
	s := &Scanner{Files: map[string][]byte{"index.d.ts": []byte("type Keys = 'a' | 'b';\ninterface X { a: 1; b: 2; c: 3 }\n")}, Package: "x"}
	s.Scan([]string{"index.d.ts"})
	d := s.parsed["index.d.ts"].decls[1]
	tests := []struct {
		ref   string
		inner string
		kept  []string // of a, b, c
		ok    bool
	}{
		{"Partial<X>", "X", []string{"a", "b", "c"}, true},
		{"Readonly<X>", "X", []string{"a", "b", "c"}, true},
		{"Omit<X, 'a'>", "X", []string{"b", "c"}, true},
		{"Omit<X, Keys>", "X", []string{"c"}, true},
		{"Pick<X, \"a\" | 'c'>", "X", []string{"a", "c"}, true},
		{"Pick<X, Exclude<keyof X, 'b'>>", "X", []string{"a", "c"}, true},
		{"Omit<X, keyof Y>", "", nil, false},
		{"Record<Keys, string>", "", nil, false},
		{"Partial<X, Y>", "X", nil, false},
	}
	for _, tc := range tests {
		inner, keep, ok := s.keyMapped(d, tc.ref)
		var kept []string
		if ok {
			for _, n := range []string{"a", "b", "c"} {
				if keep(n) {
					kept = append(kept, n)
				}
			}
		}
		if ok != tc.ok || ok && (inner != tc.inner || !cmp.Equal(kept, tc.kept)) {
			t.Errorf("keyMapped(%q) = %q, %v, %v; want %q, %v, %v", tc.ref, inner, kept, ok, tc.inner, tc.kept, tc.ok)
		}
	}
}

// TestHomomorphicParam: the generic aliases that map one parameter's
// keys one to one, and the position of that parameter.
func TestHomomorphicParam(t *testing.T) {
	tests := []struct {
		sig string
		i   int
		ok  bool
	}{
		{"type Fallback<T> = { [P in keyof T]: T[P] | readonly NonNullable<T[P]>[] }", 0, true},
		{"type PartialNull<T> = { [P in keyof T]: T[P] | null; }", 0, true},
		{"type M<K, T extends object> = { readonly [P in keyof T]-?: T[P] }", 1, true},
		{"type R<T> = { [P in keyof T as `on${P}`]: T[P] }", 0, false},
		{"type K<T> = { [P in Keys]: T }", 0, false},
		{"type A = { [P in keyof B]: B[P] }", 0, false},
	}
	for _, tc := range tests {
		i, ok := homomorphicParam(tc.sig)
		if ok != tc.ok || ok && i != tc.i {
			t.Errorf("homomorphicParam(%q) = %d, %v; want %d, %v", tc.sig, i, ok, tc.i, tc.ok)
		}
	}
}

// constructedRefs reads what the compiler's declaration of a class's
// expression base constructs (sigma's TypedEventEmitter_base,
// @ckeditor/ckeditor5-core's ContextPlugin_base).
func TestConstructedRefs(t *testing.T) {
	tests := []struct {
		sig  string
		want []string
	}{
		{"declare const TypedEventEmitter_base: { new <T extends EventsMapping>(): ITypedEventEmitter<T>; }", []string{"ITypedEventEmitter<T>"}},
		{`declare const ContextPlugin_base: { new (): import("@ckeditor/ckeditor5-utils").Observable; prototype: import("@ckeditor/ckeditor5-utils").Observable; }`,
			[]string{`import("@ckeditor/ckeditor5-utils").Observable`}},
		{"declare const RuleTester_base: typeof RuleTesterBase", []string{"RuleTesterBase"}},
		{"declare const x: number", nil},
		{"declare const y: { a: string; }", nil},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, constructedRefs(tt.sig)); diff != "" {
			t.Errorf("constructedRefs(%q) (-want +got):\n%s", tt.sig, diff)
		}
	}
}

// TestInheritFromRequiredModule: "import EventEmitter = require('events')"
// binds the class Node's events module exports whole ("export =
// EventEmitter" in @types/node), as a JavaScript require of the builtin
// does; a class extending it inherits EventEmitter's members. Without the
// module's declarations the base is unseen, and named as one to read.
func TestInheritFromRequiredModule(t *testing.T) {
	node := readTree(t, "testdata/inherit-builtin/node")
	src := map[string][]byte{"index.d.ts": []byte(`import EventEmitter = require("events");
export declare class Balancer extends EventEmitter {}`)}
	res := (&Scanner{Files: src, Package: "x", Deps: map[string]Dep{"events": {Files: node, Entries: []string{"index.d.ts"}}}}).Scan([]string{"index.d.ts"})
	var got []string
	for _, s := range res.Inherited["Balancer"] {
		got = append(got, s.Name+" "+InheritedFrom(s))
	}
	want := []string{"Balancer.on NodeJS.EventEmitter", "Balancer.defaultMaxListeners EventEmitter (events)", "Balancer.EventEmitter EventEmitter (events)"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Inherited[Balancer] (-want +got):\n%s", d)
	}
	if len(res.UnseenBases["Balancer"]) > 0 {
		t.Errorf("unseen bases %v, want none", res.UnseenBases["Balancer"])
	}
	res = (&Scanner{Files: src, Package: "x"}).Scan([]string{"index.d.ts"})
	if d := cmp.Diff([]string{"events"}, res.ExternalBases); d != "" {
		t.Errorf("ExternalBases without the module's declarations (-want +got):\n%s", d)
	}
}
