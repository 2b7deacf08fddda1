package golang

import (
	"context"
	"os"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/plugins/golang/apidoc"
	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
)

const outlineSrc = `// Package web serves.
package web

// Version of the package.
const Version = "1"

// Helper is used by nobody.
func Helper() {}

// Config configures an Engine.
type Config struct {
	// Addr is where to listen.
	Addr string
	hidden int
}

// Engine routes.
type Engine struct {
	// Name names it.
	Name string
}

// New returns a blank Engine.
func New() *Engine { return nil }

// Default returns an Engine with logging.
func Default() *Engine { return nil }

// Old is old.
//
// Deprecated: use New.
func Old() *Engine { return nil }

// Run serves.
func (e *Engine) Run(addr string) error { return nil }

// GET routes GET.
func (e *Engine) GET(path string) {}

// Close closes.
func (e *Engine) Close() {}

// Route is a route.
type Route struct{ Path string }
`

const outlineExample = `package web_test

import "example.com/web"

func ExampleEngine_Run() {
	e := web.Default()
	_ = e.Run(":8080")
}
`

func TestImportance(t *testing.T) {
	fsys := fstest.MapFS{
		"web/web.go":          {Data: []byte(outlineSrc)},
		"web/example_test.go": {Data: []byte(outlineExample)},
	}
	pkg, err := apidoc.Load(fsys, "web", "example.com/web", apidoc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	readme := []string{"r := web.Default()\nr.GET(\"/\")\nr.Run()\nvar c web.Config\n"}
	tests := []struct {
		name  string
		usage []string
		want  []string
	}{
		{"nil usage", nil, []string{
			// Examples alone: ExampleEngine_Run calls Default and Run;
			// New, not called, follows its type.
			"Default", "Engine", "New", "Engine.Run",
			"Version", "Helper", "Config", "Engine.GET", "Engine.Close", "Route", "Old",
		}},
		{"README and examples", readme, []string{
			"Default", "Engine", "New", "Config",
			"Engine.Run", "Engine.GET",
			"Version", "Helper", "Engine.Close", "Route", "Old",
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			syms, notes := outline(pkg, usageCode(pkg, tc.usage, nil), nil)
			var got []string
			for _, s := range syms {
				got = append(got, s.Name)
			}
			if diff := cmp.Diff(tc.want, got); diff != "" {
				t.Errorf("order (-want +got):\n%s", diff)
			}
			if len(notes) != 0 {
				t.Errorf("notes %v", notes)
			}
			for _, s := range syms {
				if s.Name == "Config" && !strings.Contains(s.Signature, "// Addr is where to listen.\n\tAddr string") {
					t.Errorf("Config's fields and their comments are not in its signature:\n%s", s.Signature)
				}
			}
		})
	}
}

func TestOutlineMemoryCap(t *testing.T) {
	var b strings.Builder
	b.WriteString("package big\n")
	for i := range 400 {
		b.WriteString("// T is big.\ntype T" + string(rune('A'+i%26)) + strings.Repeat("x", i/26) + " struct {\n")
		for j := range 60 {
			b.WriteString("\t// F is a field with a long comment that takes room, " + strings.Repeat("word ", 20) + "\n\tF" + string(rune('A'+j%26)) + strings.Repeat("y", j/26) + " int\n")
		}
		b.WriteString("}\n")
	}
	pkg, err := apidoc.Load(fstest.MapFS{"big/big.go": {Data: []byte(b.String())}}, "big", "example.com/big", apidoc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	syms, notes := outline(pkg, usage{}, nil)
	size := 0
	for _, s := range syms {
		size += len(s.Signature) + len(s.Doc)
	}
	if len(syms) != 400 || size > maxOutlineBytes || len(notes) != 1 {
		t.Errorf("%d symbols, %d bytes (cap %d), notes %v", len(syms), size, maxOutlineBytes, notes)
	}
	if strings.Contains(syms[0].Signature, "{ ... }") {
		t.Errorf("the first declaration was abbreviated, not the last ones")
	}
}

// TestGroupMembers: a constant keeps its name, kind and declaration when
// it moves into a const ( … ) group, so upgrade_package's diff (by name)
// does not report it removed and added again (issue 14 item 7).
func TestGroupMembers(t *testing.T) {
	load := func(src string) []sdk.Symbol {
		t.Helper()
		pkg, err := apidoc.Load(fstest.MapFS{"p/p.go": {Data: []byte(src)}}, "p", "example.com/p", apidoc.Options{})
		if err != nil {
			t.Fatal(err)
		}
		syms, _ := outline(pkg, usage{}, nil)
		return syms
	}
	type sig struct{ Name, Kind, Signature string }
	sigs := func(syms []sdk.Symbol) []sig {
		var out []sig
		for _, s := range syms {
			out = append(out, sig{s.Name, s.Kind, s.Signature})
		}
		return out
	}
	v1 := load("package p\n\n// A is a.\nconst A = 1\n\n// B is b.\nconst B = \"b\"\n")
	v2 := load("package p\n\n// Letters.\nconst (\n\tA = 1 // first\n\tB = \"b\"\n\tc = 3\n)\n")
	if diff := cmp.Diff(sigs(v1), sigs(v2)); diff != "" {
		t.Errorf("a constant moved into a group changed (-standalone +grouped):\n%s", diff)
	}
	iota := load("package p\n\n// Weekday is a day.\ntype Weekday int\n\n// Days.\nconst (\n\tSunday Weekday = iota\n\tMonday\n\ttuesday\n\tWednesday\n)\n\n// Pair.\nvar X, Y = 1, 2\n")
	want := []sig{
		{"Weekday", "type", "type Weekday int"},
		{"Sunday", "const", "const Sunday Weekday = iota"},
		{"Monday", "const", "const Monday Weekday"},
		{"Wednesday", "const", "const Wednesday Weekday"},
		{"X", "var", "var X = 1"},
		{"Y", "var", "var Y = 2"},
	}
	if diff := cmp.Diff(want, sigs(iota)); diff != "" {
		t.Errorf("members (-want +got):\n%s", diff)
	}
	for _, s := range iota {
		if s.Name == "Monday" && s.Doc != "= iota (implicit, continuing the group)" {
			t.Errorf("Monday's doc %q does not say how its value is implied", s.Doc)
		}
	}
}

func TestFieldNames(t *testing.T) {
	long := strings.Repeat("\t// A comment long enough to make the declaration one a page shortens.\n", 12)
	tests := []struct {
		name string
		sym  sdk.Symbol
		want string
	}{
		{"zero", sdk.Symbol{}, ""},
		{"short struct", sdk.Symbol{Kind: "type", Signature: "type T struct {\n\tA int\n}"}, ""},
		{"long struct", sdk.Symbol{Kind: "type", Signature: "type Command struct {\n" + long + "\tUse string\n\tShort, Long string\n\tio.Writer\n\t*Base\n\tRunE func(cmd *Command, args []string) error\n\t// contains filtered or unexported fields\n}"},
			"Fields: Use, Short, Long, Writer, Base, RunE."},
		{"long interface", sdk.Symbol{Kind: "type", Signature: "type I interface {\n" + long + "\tM()\n}"}, ""},
		{"func", sdk.Symbol{Kind: "func", Signature: "func F(x struct {\n" + long + "\tA int\n})"}, ""},
	}
	for _, tc := range tests {
		if got := fieldNames(tc.sym); got != tc.want {
			t.Errorf("%s: fieldNames = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestLeadTypeMethodsFirst: a service client package without usage code
// (testdata/awsclient, trimmed from aws-sdk-go-v2 service/s3; kinesis
// v1.56.13 has the same shape) has constructor groups for the Client,
// a presign client and paginators. The Client's operations come right
// after the Client group, before the other groups: page one's "Start
// here" showed the Client, Options and the first operation, then
// paginators and waiters.
func TestLeadTypeMethodsFirst(t *testing.T) {
	pkg, err := apidoc.Load(os.DirFS("testdata/awsclient"), ".", "github.com/aws/aws-sdk-go-v2/service/s3", apidoc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	syms, _ := outline(pkg, usageCode(pkg, nil, nil), nil)
	var got []string
	for _, s := range syms {
		if strings.HasPrefix(s.Name, "Client.") {
			continue
		}
		got = append(got, s.Name)
		if len(got) == 4 {
			break
		}
	}
	var ops int
	for _, s := range syms[3 : 3+24] {
		if strings.HasPrefix(s.Name, "Client.") {
			ops++
		}
	}
	if ops != 24 {
		t.Errorf("%d of Client's 24 methods right after its group, want all", ops)
	}
	want := []string{"New", "NewFromConfig", "Client", "GetComputedInputChecksumsMetadata"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("first symbols besides Client's methods (-want +got):\n%s", d)
	}
}

// fuseOptionsGo is bazil.org/fuse's options.go (v0.0.0-20230120002735),
// trimmed: the option type and two of its constructors.
const fuseOptionsGo = `package fuse

type mountOption func() error

// MountOption is passed to Mount to change the behavior of the mount.
type MountOption mountOption

// AllowOther allows other users to access the file system.
func AllowOther() MountOption { return nil }

// DefaultPermissions makes the kernel enforce access control based on
// the file mode (as in chmod).
func DefaultPermissions() MountOption { return nil }
`

// fuseOutline is the outline of a trimmed bazil.org/fuse in fsys/fuse,
// without README code or examples.
func fuseOutline(t *testing.T, fsys fstest.MapFS) []sdk.Symbol {
	t.Helper()
	pkg, err := apidoc.Load(fsys, "fuse", "bazil.org/fuse", apidoc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	syms, _ := outline(pkg, usageCode(pkg, nil, nil), nil)
	return syms
}

// TestDocNamedGroupFirst: with neither examples nor README code, the
// groups (a type and its constructors) are equally used, and the one the
// package doc names leads, not the one declared first. Trimmed from
// bazil.org/fuse (v0.0.0-20230120002735), whose "Start here" opened with
// Errno, in a file sorting before the options' one.
func TestDocNamedGroupFirst(t *testing.T) {
	fsys := fstest.MapFS{
		"fuse/error.go": {Data: []byte(`package fuse

import "syscall"

// Errno implements Error and ErrorNumber using a syscall.Errno.
type Errno syscall.Errno

// ToErrno converts arbitrary errors to Errno.
func ToErrno(err error) Errno { return 0 }
`)},
		"fuse/fuse.go": {Data: []byte(`// Package fuse enables writing FUSE file systems on Linux and FreeBSD.
//
// The kernel FUSE layer normally prevents other users from accessing
// the FUSE file system (to change this, see AllowOther), but does not
// enforce access modes (to change this, see DefaultPermissions).
//
// # Mount Options
//
// Behavior and metadata of the mounted file system can be changed by
// passing MountOption values to Mount.
package fuse
`)},
		"fuse/options.go": {Data: []byte(fuseOptionsGo)},
	}
	syms := fuseOutline(t, fsys)
	var got []string
	for _, s := range syms {
		got = append(got, s.Name)
	}
	want := []string{"AllowOther", "DefaultPermissions", "MountOption", "ToErrno", "Errno"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("order (-want +got):\n%s", d)
	}
}

// TestEntryPointBeforeOptionsAndErrors: a function returning one of the
// package's types and an error is that type's constructor even where
// go/doc leaves it a plain function (it does when the package embeds
// error in a type of its own), and a group of options (a type some
// function takes as ...T) or errors (a type with an Error method)
// follows the others. Trimmed from bazil.org/fuse
// (v0.0.0-20230120002735), whose "Start here" opened with MountOption
// and Errno while Mount and Conn, where its doc starts, came after.
func TestEntryPointBeforeOptionsAndErrors(t *testing.T) {
	fsys := fstest.MapFS{
		"fuse/error_std.go": {Data: []byte(`package fuse

// ErrorNumber is implemented by errors that carry an errno.
type ErrorNumber interface {
	// Errno returns the errno for this error.
	Errno() Errno
}

// Errno implements Error and ErrorNumber using a syscall.Errno.
type Errno int

// ToErrno converts arbitrary errors to Errno.
func ToErrno(err error) Errno { return 0 }

func (e Errno) Error() string { return "" }
`)},
		"fuse/fuse.go": {Data: []byte(`// Package fuse enables writing FUSE file systems on Linux and FreeBSD.
//
// The first is to speak the low-level message protocol, reading from a
// Conn using ReadRequest and writing using the various Respond methods.
//
// The kernel FUSE layer normally prevents other users from accessing
// the FUSE file system (to change this, see AllowOther), but does not
// enforce access modes (to change this, see DefaultPermissions).
//
// # Mount Options
//
// Behavior and metadata of the mounted file system can be changed by
// passing MountOption values to Mount.
package fuse

// A Conn represents a connection to a mounted FUSE file system.
type Conn struct {
	dev int
}

// MountpointDoesNotExistError is an error returned when the
// mountpoint does not exist.
type MountpointDoesNotExistError struct {
	Path string
}

func (e *MountpointDoesNotExistError) Error() string { return e.Path }

// Mount mounts a new FUSE connection on the named directory
// and returns a connection for reading and writing FUSE messages.
func Mount(dir string, options ...MountOption) (*Conn, error) { return nil, nil }

// ReadRequest returns the next FUSE request from the kernel.
func (c *Conn) ReadRequest() (Request, error) { return nil, nil }

// A Request represents a single FUSE request received from the kernel.
type Request interface {
	// Hdr returns the Header associated with this request.
	Hdr() int
	// RespondError responds to the request with the given error.
	RespondError(error)
}

// UnrecognizedRequest is a request the kernel sent that this package
// does not understand.
type UnrecognizedRequest struct {
	error
	Opcode uint32
}
`)},
		"fuse/options.go": {Data: []byte(fuseOptionsGo)},
	}
	syms := fuseOutline(t, fsys)
	var got []string
	for _, s := range syms[:min(7, len(syms))] {
		got = append(got, s.Name)
	}
	want := []string{"Mount", "Conn", "Conn.ReadRequest", "AllowOther", "DefaultPermissions", "MountOption", "ToErrno"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("first symbols (-want +got):\n%s", d)
	}
}

// TestDocCalledFunctionIsEntryPoint: a function the README calls that
// returns none of the package's types is an entry point ranked by its
// uses among the principal groups, not after every type the code names.
// Trimmed from github.com/danielgtaylor/huma/v2 v2.37.2, whose "Start
// here" opened with Context while its README is built on Register.
func TestDocCalledFunctionIsEntryPoint(t *testing.T) {
	fsys := fstest.MapFS{
		"huma/huma.go": {Data: []byte(`// Package huma provides a framework for building REST APIs in Go.
package huma

import "context"

// Context is the current request/response context.
type Context interface {
	// Operation returns the OpenAPI operation that matched the request.
	Operation() *Operation
}

// WithValue returns a new huma.Context with the given key and value set.
func WithValue(ctx Context, key, value any) Context { return ctx }

// API represents a Huma API wrapping a specific router.
type API interface {
	// OpenAPI returns the OpenAPI spec for this API.
	OpenAPI() any
}

// Operation describes a single API operation on a path.
type Operation struct {
	OperationID string
	Method      string
	Path        string
}

// Register an operation handler for an API.
func Register[I, O any](api API, op Operation, handler func(context.Context, *I) (*O, error)) {}
`)},
	}
	pkg, err := apidoc.Load(fsys, "huma", "github.com/danielgtaylor/huma/v2", apidoc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	readme := []string{`huma.Register(api, huma.Operation{
	OperationID: "get-greeting",
	Method:      http.MethodGet,
	Path:        "/greeting/{name}",
}, func(ctx context.Context, input *GreetingInput) (*GreetingOutput, error) {
	return nil, nil
})`, `func handler(ctx huma.Context) { ctx = huma.WithValue(ctx, "k", "v") }`, `huma.Register(api, op, h)`, `huma.Register(api, op2, h2)`}
	syms, _ := outline(pkg, usageCode(pkg, readme, nil), nil)
	var got []string
	for _, s := range syms[:min(4, len(syms))] {
		got = append(got, s.Name)
	}
	want := []string{"Register", "WithValue", "Context", "Operation"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("first symbols (-want +got):\n%s", d)
	}
}

// TestImportanceImportAlias: usage code that imports the package under
// another name (bbolt's README: `import bolt "go.etcd.io/bbolt"`, then
// bolt.Open) reaches it through that name, and a call through another
// package the code imports (log.Fatal) is no method of this one's. Before,
// bolt.Open counted as a method named Open of some value and log.Fatal as
// DefaultLogger.Fatal, so page one opened on DefaultLogger's Fatal and
// showed no Open. A standard package the block does not import
// (fmt.Errorf in the README's next block) is that package's too, unless
// the code declares a variable of that name. Declarations trimmed from
// go.etcd.io/bbolt v1.5.0 (testdata/bboltalias), with two README blocks.
func TestImportanceImportAlias(t *testing.T) {
	pkg, err := apidoc.Load(os.DirFS("testdata/bboltalias"), ".", "go.etcd.io/bbolt", apidoc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	readme, err := os.ReadFile("testdata/bboltalias/README-code.txt")
	if err != nil {
		t.Fatal(err)
	}
	var code []string
	for _, l := range strings.Split(string(readme), "\n") {
		if !strings.HasPrefix(l, "```") {
			code = append(code, l)
		}
	}
	std := map[string]bool{"fmt": true, "log": true, "os": true, "http": true}
	syms, _ := outline(pkg, usageCode(pkg, []string{strings.Join(code, "\n")}, std), nil)
	var got []string
	for _, s := range syms {
		got = append(got, s.Name)
	}
	want := []string{
		"Open", "DB", // bolt.Open: DB's constructor, then DB
		"Tx",                                       // *bolt.Tx
		"DB.Close", "DB.Update", "Tx.CreateBucket", // called
		// the rest in source order (files by name): DefaultLogger's
		// Fatal and Errorf are log's and fmt's
		"Bucket", "Bucket.Get", "Bucket.Put", "Cursor", "Cursor.First", "DB.View",
		"Options", "DefaultLogger", "DefaultLogger.Fatal", "DefaultLogger.Errorf", "Tx.Bucket",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("order (-want +got):\n%s", diff)
	}
}

// TestStdPackageNames: the standard library's package names are read
// from GOROOT/src, two levels deep, without internal and cmd trees.
func TestStdPackageNames(t *testing.T) {
	p := New(Config{Env: &goenv.Env{GOPROXY: "off", GOMODCACHE: t.TempDir(), GOROOT: goroot(t), GOWORK: "off"}})
	if err := p.setup(context.Background()); err != nil {
		t.Fatal(err)
	}
	names := p.stdPackageNames()
	for _, n := range []string{"fmt", "log", "http", "json", "filepath"} {
		if !names[n] {
			t.Errorf("%s is not among the standard library's package names", n)
		}
	}
	for _, n := range []string{"internal", "cmd", "testdata", "vendor"} {
		if names[n] {
			t.Errorf("%s is among the standard library's package names", n)
		}
	}
}
