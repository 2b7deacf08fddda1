package npm

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// check_package_api answers over the outline describe gives: each case
// is a real package of one shape, trimmed, installed under
// testdata/installed/<dir>, and the verdicts a check of its real names
// and of made-up ones gets.
func TestCheckShapes(t *testing.T) {
	tests := []struct {
		name, dir, pkg string
		want           map[string]sdk.Verdict
		// parent: verdicts of single names against the describe of
		// the type the index says they are members of (MemberParent),
		// which the host reads for names out of reach.
		parent map[string]sdk.Verdict
	}{
		{
			// Its manifest names declarations ("types" in exports) that
			// the release does not ship: the outline is its JavaScript.
			name: "types named, not shipped", dir: "types-not-shipped", pkg: "@babel/helper-string-parser",
			want: map[string]sdk.Verdict{
				"readCodePoint": sdk.VerdictExists, "readInt": sdk.VerdictExists, "readStringContents": sdk.VerdictExists,
				"readCoedPoint": sdk.VerdictMissing, "isStringEnd": sdk.VerdictMissing,
			},
		},
		{
			// CommonJS inside (function(){ ... }).call(this), as
			// LiveScript compiles it, its main a directory ("./lib/"),
			// the exported function assigned to a variable declared
			// before.
			name: "module wrapped in a called function", dir: "iife-call", pkg: "optionator",
			want: map[string]sdk.Verdict{"main": sdk.VerdictExists, "main.VERSION": sdk.VerdictExists, "mani": sdk.VerdictMissing},
		},
		{
			// export default function ui(opts): code imports it as ui.
			name: "default export's local name", dir: "default-local-name", pkg: "cliui",
			want: map[string]sdk.Verdict{"ui": sdk.VerdictExists, "default": sdk.VerdictExists, "iu": sdk.VerdictMissing},
		},
		{
			// const list = exports.list = ..., as Babel compiles an
			// exported const.
			name: "export assigned in a declaration", dir: "chained-exports", pkg: "@babel/helpers",
			want: map[string]sdk.Verdict{"list": sdk.VerdictExists, "ensure": sdk.VerdictExists, "get": sdk.VerdictExists, "lsit": sdk.VerdictMissing},
		},
		{
			// export = a const typed by an interface whose base class
			// the file declares without exporting it (axios's get is
			// Axios's): out of reach in the outline, whose type's
			// describe lists what it inherits.
			name: "value typed by an interface with an unexported base", dir: "value-typed-unexported-base", pkg: "axios",
			want: map[string]sdk.Verdict{
				"get": sdk.VerdictOutOfReach, "getUri": sdk.VerdictOutOfReach, "gte": sdk.VerdictOutOfReach,
				"VERSION": sdk.VerdictExists, "create": sdk.VerdictExists, "Axios": sdk.VerdictExists,
			},
			parent: map[string]sdk.Verdict{"get": sdk.VerdictExists, "postForm": sdk.VerdictExists, "gte": sdk.VerdictMissing},
		},
		{
			// export = a const of type "typeof types & { … }": its
			// members are another module's exports, which the outline
			// does not list, so a name it lacks is not "does not exist".
			name: "value of a type the check cannot follow", dir: "value-of-unfollowed-type", pkg: "jiti",
			want: map[string]sdk.Verdict{"createJiti": sdk.VerdictOutOfReach, "allExports": sdk.VerdictExists},
		},
		{
			// export = a class extending Node's Stream, whose
			// declarations (@types/node) are not installed: its statics
			// include Stream, Readable and Writable, so a path starting
			// with a name the package does not declare cannot be told.
			name: "class whose statics come from an unseen base", dir: "class-static-of-unseen-base", pkg: "combined-stream",
			want: map[string]sdk.Verdict{
				"Stream.Writable": sdk.VerdictOutOfReach, "Readable.readableFlowing": sdk.VerdictOutOfReach,
				"CombinedStream.create": sdk.VerdictExists, "create": sdk.VerdictExists,
			},
		},
		{
			// class Ajv extends AjvCore, AjvCore the default import of
			// a sibling file: the class's describe lists what it
			// inherits, so Ajv.compile exists and a misspelling does not.
			name: "base class default-imported from a sibling file", dir: "base-default-imported", pkg: "ajv",
			want:   map[string]sdk.Verdict{"Ajv.defaultMeta": sdk.VerdictExists, "Ajv.compile": sdk.VerdictOutOfReach},
			parent: map[string]sdk.Verdict{"compile": sdk.VerdictExists, "validate": sdk.VerdictExists, "compiel": sdk.VerdictMissing},
		},
		{
			// export { FlatCacheDefault as default }: code imports the
			// class under its own name and writes FlatCacheDefault.create.
			name: "class exported as default under another name", dir: "default-alias-export", pkg: "flat-cache",
			want: map[string]sdk.Verdict{
				"FlatCacheDefault": sdk.VerdictExists, "FlatCacheDefault.create": sdk.VerdictExists, "default.clearAll": sdk.VerdictExists,
				"FlatCacheDefault.craete": sdk.VerdictMissing, "FlatCache.clear": sdk.VerdictExists,
			},
		},
		{
			// export default format beside export { format }: the
			// outline lists format, and "default" is the same function.
			name: "default export also exported by its name", dir: "default-also-named", pkg: "pretty-format",
			want: map[string]sdk.Verdict{"default": sdk.VerdictExists, "format": sdk.VerdictExists, "DEFAULT_OPTIONS": sdk.VerdictExists, "fromat": sdk.VerdictMissing},
		},
		{
			// export = postcss, whose merged namespace re-exports it as
			// default (export { postcss as default }): default.Source
			// is postcss.Source, and what postcss lacks default lacks.
			name: "export= value aliased as default in its namespace", dir: "alias-of-export-equals", pkg: "postcss",
			want: map[string]sdk.Verdict{
				"default.Source": sdk.VerdictExists, "default.WarningOptions": sdk.VerdictExists, "default.comment": sdk.VerdictExists,
				"Source": sdk.VerdictExists, "default.Sorce": sdk.VerdictMissing,
			},
		},
	}
	e := newEnv(t)
	p := e.provider()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: tc.pkg, ProjectPath: "testdata/installed/" + tc.dir}})
			if err != nil {
				t.Fatal(err)
			}
			ix := apicheck.NewIndex("npm", d.Name, d.Symbols)
			got := map[string]sdk.Verdict{}
			for q := range tc.want {
				got[q] = ix.Check(apicheck.Ref{Query: q}).Verdict
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("verdicts (-want +got):\n%s", diff)
			}
			if tc.parent == nil {
				return
			}
			got = map[string]sdk.Verdict{}
			for q := range tc.parent {
				parent, ok := ix.MemberParent(apicheck.Ref{Query: q})
				if !ok {
					t.Fatalf("%s: no parent type", q)
				}
				pd, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: tc.pkg, ProjectPath: "testdata/installed/" + tc.dir}, Symbol: parent})
				if err != nil {
					t.Fatal(err)
				}
				got[q] = apicheck.NewIndex("npm", pd.Name, pd.Symbols).Check(apicheck.Ref{Query: parent + "." + q}).Verdict
			}
			if diff := cmp.Diff(tc.parent, got); diff != "" {
				t.Errorf("verdicts on the parent type's describe (-want +got):\n%s", diff)
			}
		})
	}
}
