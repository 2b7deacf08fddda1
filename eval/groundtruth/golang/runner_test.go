package main

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/eval"
)

// TestTinyPackage runs the extractor on a package whose API is written by
// hand in eval/testdata/go/tiny.truth.json.
func TestTinyPackage(t *testing.T) {
	r := &Runner{Timeout: time.Minute}
	got, ok, err := r.DocAll(context.Background(), "../../testdata/go/tiny")
	if err != nil || !ok {
		t.Fatalf("DocAll: ok=%v err=%v", ok, err)
	}
	b, err := os.ReadFile("../../testdata/go/tiny.truth.json")
	if err != nil {
		t.Fatal(err)
	}
	var want []eval.Item
	if err := json.Unmarshal(b, &want); err != nil {
		t.Fatal(err)
	}
	byName := func(s []eval.Item) { sort.Slice(s, func(i, j int) bool { return s[i].Name < s[j].Name }) }
	byName(got)
	byName(want)
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("items (-want +got):\n%s", d)
	}
}

func TestModulePackages(t *testing.T) {
	got, err := modulePackages("../../testdata/go/tiny", "example.com/tiny")
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff([]string{"example.com/tiny"}, got); d != "" {
		t.Errorf("packages (-want +got):\n%s", d)
	}
}

// A package whose files are all for another system is documented as go doc
// does for that system, not left unmeasured (golang.org/x/sys/windows).
func TestOtherSystemPackage(t *testing.T) {
	r := &Runner{Timeout: time.Minute}
	got, ok, err := r.DocAll(context.Background(), "../../testdata/go/winonly")
	if err != nil || !ok {
		t.Fatalf("DocAll: ok=%v err=%v", ok, err)
	}
	var names []string
	for _, it := range got {
		names = append(names, it.Name)
	}
	sort.Strings(names)
	if d := cmp.Diff([]string{"Handle", "Handle.Close"}, names); d != "" {
		t.Errorf("names (-want +got):\n%s", d)
	}
}

// TestDocAllWritesNothing: go doc -all with -mod=mod rewrites a go.mod
// without a go line and fills in go.sum; the runner must leave the
// directory as it was, since in the module cache it is the module's
// extracted zip (gopkg.in/yaml.v3 v3.0.1's go.mod is of this shape: a
// quoted module path, no go line).
func TestDocAllWritesNothing(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile("../../testdata/go/tiny/tiny.go")
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]string{
		"go.mod":  "module \"example.com/tiny\"\n",
		"tiny.go": string(src),
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o444); err != nil {
			t.Fatal(err)
		}
	}
	r := &Runner{Timeout: time.Minute}
	if _, ok, err := r.DocAll(context.Background(), dir); err != nil || !ok {
		t.Fatalf("DocAll: ok=%v err=%v", ok, err)
	}
	got := map[string]string{}
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		got[e.Name()] = string(b)
	}
	if d := cmp.Diff(files, got); d != "" {
		t.Errorf("the package's directory changed (-before +after):\n%s", d)
	}
}

// TestParseNonASCIINames: go doc prints identifiers of any script; the
// parser reads them all (gomega's func Ω and Gomega's method Ω), and an
// upper-case letter of another script is exported as in Go.
func TestParseNonASCIINames(t *testing.T) {
	out := `package gomega // import "github.com/onsi/gomega"

FUNCTIONS

func Ω(actual any, extra ...any) Assertion
    Ω wraps an actual value allowing assertions to be made on it.

func ω() int

TYPES

type Gomega interface {
	Ω(actual any, extra ...any) Assertion
	Expect(actual any, extra ...any) Assertion
}
    Gomega describes the essential Gomega DSL.

`
	var got []string
	for _, it := range parseGoDoc(out) {
		got = append(got, it.Name)
	}
	want := []string{"Ω", "Gomega", "Gomega.Ω", "Gomega.Expect"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("names (-want +got):\n%s", d)
	}
}

// TestParseMultiLineValue: a variable's value that runs on over lines of
// its own is its value: a raw string's line at column 0 that reads like a
// declaration (staticcheck's sa4023: "type T and a value V.") is none.
func TestParseMultiLineValue(t *testing.T) {
	out := `package sa4023 // import "honnef.co/go/tools/staticcheck/sa4023"

VARIABLES

var Analyzer = SCAnalyzer.Analyzer
var SCAnalyzer = lint.InitializeAnalyzer(&lint.Analyzer{
	Doc: &lint.RawDocumentation{
		Text: ` + "`" + `Under the covers, interfaces are implemented as two elements, a
type T and a value V. V is a concrete value such as an int,
func (of a closure) in (T=int, V=3) "quoted" {
resulting interface value.` + "`" + `,
	},
})

FUNCTIONS

func Check() error
    Check checks.

`
	var got []string
	for _, it := range parseGoDoc(out) {
		got = append(got, it.Name)
	}
	want := []string{"Analyzer", "SCAnalyzer", "Check"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("names (-want +got):\n%s", d)
	}
}

// TestParseStructClosedWithComment: a struct type whose closing brace
// carries a comment (modernc.org/libc's generated C types, go doc's own
// text of pwd at v1.81.1) ends there: the next types are types, not its
// fields.
func TestParseStructClosedWithComment(t *testing.T) {
	out := `package pwd // import "modernc.org/libc/pwd"

TYPES

type Passwd = struct {
	Fpw_name   uintptr
	Fpw_shell  uintptr
} /* pwd.h:49:1 */
    A record in the user database.

type Ptrdiff_t = int64 /* <builtin>:3:26 */

type X__int128_t = struct {
	Flo int64
	Fhi int64
} /* <builtin>:21:43 */ // must match modernc.org/mathutil.Int128

type X__uint128_t = struct {
	Flo uint64
	Fhi uint64
} /* <builtin>:22:44 */ // must match modernc.org/mathutil.Int128

`
	var got []string
	for _, it := range parseGoDoc(out) {
		got = append(got, it.Name)
	}
	want := []string{"Passwd", "Passwd.Fpw_name", "Passwd.Fpw_shell", "Ptrdiff_t",
		"X__int128_t", "X__int128_t.Flo", "X__int128_t.Fhi", "X__uint128_t", "X__uint128_t.Flo", "X__uint128_t.Fhi"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("names (-want +got):\n%s", d)
	}
}
