package apidoc

import (
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite golden files from the go command's output")

const fixtureDir = "testdata/fixture"

func loadFixture(t *testing.T, dir, importPath string) *Package {
	t.Helper()
	p, err := Load(os.DirFS(fixtureDir), dir, importPath, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestFixtureMatchesGoDoc compares RenderAll with `go doc -all` as stored
// in the golden file (regenerated with -update when the go command is
// present), and with a live run when it is.
func TestFixtureMatchesGoDoc(t *testing.T) {
	golden := filepath.Join("testdata", "fixture.godoc.golden")
	if *update {
		out, err := exec.Command("go", "-C", fixtureDir, "doc", "-all").Output()
		if err != nil {
			t.Fatalf("go doc: %v", err)
		}
		if err := os.WriteFile(golden, out, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	got := loadFixture(t, ".", "example.com/fixture").RenderAll()
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("RenderAll differs from golden go doc -all (-want +got):\n%s", diff)
	}
	if _, err := exec.LookPath("go"); err == nil && !*update {
		live, err := exec.Command("go", "-C", fixtureDir, "doc", "-all").Output()
		if err != nil {
			t.Fatalf("go doc: %v", err)
		}
		if diff := cmp.Diff(string(live), got); diff != "" {
			t.Errorf("RenderAll differs from live go doc -all (-want +got):\n%s", diff)
		}
	}
}

func TestDecls(t *testing.T) {
	p := loadFixture(t, ".", "example.com/fixture")
	type row struct{ Kind, Name, Type, Synopsis, Deprecated string }
	var got []row
	for _, d := range p.Decls {
		got = append(got, row{d.Kind, d.Name, d.Type, d.Synopsis, d.Deprecated})
	}
	want := []row{
		{"const", "MaxKeys", "", "MaxKeys bounds a Store.", ""},
		{"var", "DefaultStore", "", "", ""},
		{"var", "ErrMissing", "", "ErrMissing is returned by Get for an absent key.", ""},
		{"func", "Map", "", "Map applies f to every element.", ""},
		{"func", "Sum", "", "Sum adds numbers.", ""},
		{"type", "Alias", "", "Alias is another name for Level.", ""},
		{"type", "Getter", "", "Getter reads values.", ""},
		{"type", "ID", "", "ID identifies a Store.", ""},
		{"type", "Level", "", "Level is a severity.", ""},
		{"const", "Debug", "Level", "Levels, in increasing order.", ""},
		{"type", "Number", "", "Number is a constraint.", ""},
		{"type", "Pair", "", "Pair is a generic pair.", ""},
		{"type", "Store", "", "Store maps keys to values.", ""},
		{"func", "New", "Store", "New returns an empty Store.", ""},
		{"func", "NewNamed", "Store", "NewNamed returns an empty Store called name.", "set Store.Name instead."},
		{"method", "Store.Get", "Store", "Get returns the value under k or ErrMissing.", ""},
		{"method", "Store.Put", "Store", "Put stores v under k, replacing any previous value.", ""},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("decls (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"DefaultStore", "Hooks"}, p.Decls[1].Names); diff != "" {
		t.Errorf("var group names (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"Debug", "Info", "Warn", "Error"}, p.Decls[9].Names); diff != "" {
		t.Errorf("const group names (-want +got):\n%s", diff)
	}
	if got, want := p.Synopsis, "Package fixture is a small package that exercises every kind of declaration the docs extractor must handle."; got != want {
		t.Errorf("Synopsis = %q, want %q", got, want)
	}
	if got, want := p.Decls[len(p.Decls)-1].Signature, "func (s *Store) Put(k string, v any) bool"; got != want {
		t.Errorf("Signature = %q, want %q", got, want)
	}
}

func TestExamples(t *testing.T) {
	p := loadFixture(t, ".", "example.com/fixture")
	type row struct {
		Title, Output string
		HasOutput     bool
		Unordered     bool
	}
	var got []row
	for _, e := range p.Examples {
		got = append(got, row{e.Title(), e.Output, e.HasOutput, e.Unordered})
	}
	want := []row{
		{"package (levels)", "2\n0\n", true, true},
		{"Map", "", false, false},
		{"New", "true\n", true, false},
		{"Store.Put", "1\n", true, false},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("examples (-want +got):\n%s", diff)
	}
	put := p.Examples[3]
	wantCode := "s := fixture.New()\ns.Put(\"a\", 1)\nv, _ := s.Get(\"a\")\nfmt.Println(v)"
	if diff := cmp.Diff(wantCode, put.Code); diff != "" {
		t.Errorf("example code (-want +got):\n%s", diff)
	}
	if put.Doc != "Put a value and read it back.\n" {
		t.Errorf("example doc = %q", put.Doc)
	}
	if put.File != "example_test.go" {
		t.Errorf("example file = %q", put.File)
	}
}

func TestLookup(t *testing.T) {
	p := loadFixture(t, ".", "example.com/fixture")
	tests := map[string]struct {
		symbol      string
		wantName    string
		wantField   string
		wantMembers []string
		wantExample []string
		wantErr     bool
		suggest     []string
	}{
		"func":             {symbol: "Map", wantName: "Map", wantExample: []string{"Map"}},
		"type":             {symbol: "Store", wantName: "Store", wantMembers: []string{"New", "NewNamed", "Store.Get", "Store.Put"}, wantExample: []string{"New", "Store.Put"}},
		"method":           {symbol: "Store.Put", wantName: "Store.Put", wantExample: []string{"Store.Put"}},
		"folded case":      {symbol: "store.put", wantName: "Store.Put", wantExample: []string{"Store.Put"}},
		"const in group":   {symbol: "Warn", wantName: "Debug"},
		"var in group":     {symbol: "Hooks", wantName: "DefaultStore"},
		"bare method":      {symbol: "Get", wantName: "Store.Get"},
		"field":            {symbol: "Store.Size", wantName: "Store", wantField: "Size", wantMembers: []string{"New", "NewNamed", "Store.Get", "Store.Put"}, wantExample: []string{"New", "Store.Put"}},
		"unexported":       {symbol: "counter", wantErr: true},
		"unexported field": {symbol: "Store.items", wantErr: true},
		"typo":             {symbol: "Stor", wantErr: true, suggest: []string{"Store", "Store.Get", "Store.Put", "DefaultStore"}},
		"empty":            {symbol: "", wantErr: true},
		"nonsense":         {symbol: "a/b", wantErr: true},
		"too many dots":    {symbol: "A.B.C", wantErr: true},
		// The package's name as code writes it before a selector.
		"qualified method": {symbol: "fixture.Store.Put", wantName: "Store.Put", wantExample: []string{"Store.Put"}},
		"qualified func":   {symbol: "fixture.Map", wantName: "Map", wantExample: []string{"Map"}},
		"qualified typo":   {symbol: "fixture.Store.Pot", wantErr: true, suggest: []string{"Store.Put", "Store", "Store.Get"}},
		"other qualifier":  {symbol: "other.Map", wantErr: true},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			f, err := p.Lookup(tc.symbol)
			if tc.wantErr {
				var nf *SymbolNotFoundError
				if !errors.As(err, &nf) {
					t.Fatalf("Lookup(%q) err = %v, want SymbolNotFoundError", tc.symbol, err)
				}
				if tc.suggest != nil {
					if diff := cmp.Diff(tc.suggest, nf.Suggestions); diff != "" {
						t.Errorf("suggestions (-want +got):\n%s", diff)
					}
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var members, examples []string
			for _, m := range f.Members {
				members = append(members, m.Name)
			}
			for _, e := range f.Examples {
				examples = append(examples, e.Title())
			}
			if diff := cmp.Diff(tc.wantName, f.Decl.Name); diff != "" {
				t.Errorf("name (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.wantField, f.Field); diff != "" {
				t.Errorf("field (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.wantMembers, members); diff != "" {
				t.Errorf("members (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tc.wantExample, examples); diff != "" {
				t.Errorf("examples (-want +got):\n%s", diff)
			}
		})
	}
}

func TestList(t *testing.T) {
	tests := map[string]struct {
		opt  ListOptions
		want []PackageInfo
		more bool
	}{
		"all": {want: []PackageInfo{
			{ImportPath: "example.com/fixture", Dir: ".", Name: "fixture", Synopsis: "Package fixture is a small package that exercises every kind of declaration the docs extractor must handle."},
			{ImportPath: "example.com/fixture/cmd/tool", Dir: "cmd/tool", Name: "main", Synopsis: "Tool does things.", Command: true},
			{ImportPath: "example.com/fixture/internal/secret", Dir: "internal/secret", Name: "secret", Synopsis: "Package secret is internal.", Internal: true},
			{ImportPath: "example.com/fixture/sub", Dir: "sub", Name: "sub", Synopsis: "Package sub holds helpers."},
		}},
		"skip internal, limit": {opt: ListOptions{SkipInternal: true, MaxPackages: 2}, more: true, want: []PackageInfo{
			{ImportPath: "example.com/fixture", Dir: ".", Name: "fixture", Synopsis: "Package fixture is a small package that exercises every kind of declaration the docs extractor must handle."},
			{ImportPath: "example.com/fixture/cmd/tool", Dir: "cmd/tool", Name: "main", Synopsis: "Tool does things.", Command: true},
		}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			got, more, err := List(os.DirFS(fixtureDir), ".", "example.com/fixture", tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("List (-want +got):\n%s", diff)
			}
			if more != tc.more {
				t.Errorf("truncated = %v, want %v", more, tc.more)
			}
		})
	}
}

func TestLoadErrors(t *testing.T) {
	tests := map[string]struct {
		dir  string
		opt  Options
		want error
	}{
		"no go files": {dir: "testdata", want: ErrNoPackage},
		"missing dir": {dir: "nope", want: os.ErrNotExist},
		"too large":   {dir: ".", opt: Options{MaxTotalBytes: 100}, want: ErrTooLarge},
		"file cap":    {dir: ".", opt: Options{MaxFileBytes: 100}, want: ErrTooLarge},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			_, err := Load(os.DirFS(fixtureDir), tc.dir, "x", tc.opt)
			if !errors.Is(err, tc.want) {
				t.Fatalf("Load err = %v, want %v", err, tc.want)
			}
		})
	}
	if _, err := Load(os.DirFS(fixtureDir), "../x", "x", Options{}); err == nil || !strings.Contains(err.Error(), "invalid directory") {
		t.Errorf("Load(../x) err = %v, want invalid directory", err)
	}
}

func TestMarkdown(t *testing.T) {
	p := loadFixture(t, ".", "example.com/fixture")
	got := p.Markdown(p.Doc, 0)
	want := "Package fixture is a small package that exercises every kind of declaration the docs extractor must handle.\n\n### Usage\n\nCreate a Store with New and call Store.Put:\n\n```go\ns := fixture.New()\ns.Put(\"k\", 1)\n```"
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Markdown (-want +got):\n%s", diff)
	}
}

// A doc comment's list (go/doc writes its items as "  - item") keeps its
// items at one level: trimming the block left the first item at the
// margin and the others indented under it, a list nested in the first
// item (github.com/google/go-querystring/query v1.2.0's Values).
func TestMarkdownLists(t *testing.T) {
	p := loadFixture(t, ".", "example.com/fixture")
	tests := map[string]struct{ text, want string }{
		"bullets": {
			text: "Each exported struct field is encoded as a URL parameter unless\n\n  - the field's tag is \"-\", or\n  - the field is empty and its tag specifies the \"omitempty\" option\n\nThe empty values are false.\n",
			want: "Each exported struct field is encoded as a URL parameter unless\n\n- the field's tag is \"-\", or\n- the field is empty and its tag specifies the \"omitempty\" option\n\nThe empty values are false.",
		},
		"numbered, an item of two lines": {
			text: "Steps:\n\n 1. open the file,\n    then read it\n 2. close it\n",
			want: "Steps:\n\n1. open the file, then read it\n2. close it",
		},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, p.Markdown(tc.text, 0)); diff != "" {
				t.Errorf("Markdown (-want +got):\n%s", diff)
			}
		})
	}
}

// A directory holding only _test.go files (golang.org/x/vulndb's module
// root, trimmed: a test file for every system but Windows and one built
// with the tools tag) is no package, as `go doc` says, on any platform and
// with any tag: not a package without a name.
func TestLoadOnlyTests(t *testing.T) {
	_, err := Load(os.DirFS("testdata"), "testsonly", "golang.org/x/vulndb", Options{AnyPlatform: true})
	if !errors.Is(err, ErrNoPackage) {
		t.Fatalf("Load err = %v, want %v", err, ErrNoPackage)
	}
}

// TestOnePackageCommentPerText: istio.io/api/networking/v1 (v1.32.0; 2
// of its 7 files, in testdata/samedoc) carries its generator's comment
// above every file's package clause; go/doc joins them all, as `go doc`
// prints them, and the overview repeated it once per file (1,136 times in
// a generated client package). Each distinct comment is kept once.
func TestOnePackageCommentPerText(t *testing.T) {
	p, err := Load(os.DirFS("testdata/samedoc/istio-networking-v1"), ".", "istio.io/api/networking/v1", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Files) != 2 {
		t.Fatalf("testdata: %d files, want 2", len(p.Files))
	}
	if diff := cmp.Diff("Code generated by protoc-gen-alias. DO NOT EDIT.\n", p.Doc); diff != "" {
		t.Errorf("package doc (-want +got):\n%s", diff)
	}
}
