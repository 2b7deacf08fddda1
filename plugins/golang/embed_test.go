package golang

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/plugins/golang/goenv"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestEmbeddedOtherPackage: a struct embedding a type of another package
// (github.com/miekg/dns v1.1.73's Conn, embedding net.Conn; trimmed) is
// described with the members it gets from there, read from that package,
// marked as inherited so that a name missing from the whole chain does
// not exist. When the embedded package cannot be read (no GOROOT here),
// nothing is marked and such a name stays "cannot tell".
func TestEmbeddedOtherPackage(t *testing.T) {
	proj, err := filepath.Abs("testdata/embed/dns")
	if err != nil {
		t.Fatal(err)
	}
	tests := map[string]struct {
		goroot string
		want   map[string]sdk.Verdict
	}{
		"embedded package read": {goroot: goroot(t), want: map[string]sdk.Verdict{
			"dns.Conn.Close": sdk.VerdictExists, "dns.Conn.SetDeadline": sdk.VerdictExists, "dns.Conn.UDPSize": sdk.VerdictExists,
			"dns.Conn.Read": sdk.VerdictExists, "dns.Conn.Nope": sdk.VerdictMissing,
		}},
		"embedded package unreadable": {goroot: t.TempDir(), want: map[string]sdk.Verdict{
			"dns.Conn.Close": sdk.VerdictOutOfReach, "dns.Conn.UDPSize": sdk.VerdictExists,
			"dns.Conn.Read": sdk.VerdictExists, "dns.Conn.Nope": sdk.VerdictOutOfReach,
		}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			p := New(Config{Env: &goenv.Env{GOPROXY: "off", GOMODCACHE: t.TempDir(), GOROOT: tc.goroot, GOWORK: "off"}})
			doc, err := p.Describe(context.Background(), sdk.DescribeRequest{
				Package: sdk.PackageRef{Ecosystem: "go", Name: "github.com/miekg/dns", ProjectPath: proj}, Symbol: "Conn"})
			if err != nil {
				t.Fatal(err)
			}
			ix := apicheck.NewIndex("go", doc.Name, doc.Symbols)
			got := map[string]sdk.Verdict{}
			for q := range tc.want {
				got[q] = ix.Check(apicheck.Ref{Query: q}).Verdict
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("verdicts (-want +got):\n%s", d)
			}
		})
	}
}

// TestEmbeddedProjectVersions: the package a type embeds is read as the
// user's project builds it, not at the version the embedding module's own
// go.mod requires: a higher version the project requires, a replace
// directive's local directory, or a replacement module. Without a project
// the embedding module's requirement holds.
func TestEmbeddedProjectVersions(t *testing.T) {
	f := newFakeProxy(t)
	conn := func(methods ...string) map[string]string {
		src := "// Package base connects.\npackage base\n\n// Conn is a connection.\ntype Conn struct{}\n"
		for _, m := range methods {
			src += "\n// " + m + " does it.\nfunc (Conn) " + m + "() {}\n"
		}
		return map[string]string{"base.go": src}
	}
	f.add(t, "example.com/base", "v1.0.0", "module example.com/base\n", conn("Read"), true)
	f.add(t, "example.com/base", "v1.1.0", "module example.com/base\n", conn("Read", "Write"), true)
	f.add(t, "example.com/fork", "v1.0.1", "module example.com/fork\n", conn("Read", "Flush"), true)
	f.add(t, "example.com/app", "v1.0.0", "module example.com/app\n\nrequire example.com/base v1.0.0\n", map[string]string{
		"app.go": "// Package app is a client.\npackage app\n\nimport \"example.com/base\"\n\n// Client talks.\ntype Client struct {\n\tbase.Conn\n\tName string\n}\n",
	}, true)

	project := func(gomod string, files map[string]string) string {
		dir := t.TempDir()
		files["go.mod"] = gomod
		for name, body := range files {
			p := filepath.Join(dir, filepath.FromSlash(name))
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return dir
	}
	const req = "module example.com/me\n\ngo 1.22\n\nrequire (\n\texample.com/app v1.0.0\n\texample.com/base %s\n)\n"
	tests := map[string]struct {
		proj string
		want map[string]sdk.Verdict
	}{
		"no project: the embedding module's requirement": {proj: "", want: map[string]sdk.Verdict{
			"app.Client.Read": sdk.VerdictExists, "app.Client.Write": sdk.VerdictMissing, "app.Client.Flush": sdk.VerdictMissing,
		}},
		"the project requires a higher version": {proj: project(fmt.Sprintf(req, "v1.1.0"), map[string]string{}), want: map[string]sdk.Verdict{
			"app.Client.Read": sdk.VerdictExists, "app.Client.Write": sdk.VerdictExists, "app.Client.Flush": sdk.VerdictMissing,
		}},
		"replaced by a local directory": {proj: project(fmt.Sprintf(req, "v1.0.0")+"\nreplace example.com/base => ./localbase\n", map[string]string{
			"localbase/go.mod": "module example.com/base\n", "localbase/base.go": conn("Read", "Close")["base.go"],
		}), want: map[string]sdk.Verdict{
			"app.Client.Close": sdk.VerdictExists, "app.Client.Write": sdk.VerdictMissing,
		}},
		"replaced by another module": {proj: project(fmt.Sprintf(req, "v1.0.0")+"\nreplace example.com/base => example.com/fork v1.0.1\n", map[string]string{}), want: map[string]sdk.Verdict{
			"app.Client.Flush": sdk.VerdictExists, "app.Client.Write": sdk.VerdictMissing,
		}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			p := newProvider(t, f, "")
			doc, err := p.Describe(context.Background(), sdk.DescribeRequest{
				Package: sdk.PackageRef{Ecosystem: "go", Name: "example.com/app", ProjectPath: tc.proj}, Symbol: "Client"})
			if err != nil {
				t.Fatal(err)
			}
			ix := apicheck.NewIndex("go", doc.Name, doc.Symbols)
			got := map[string]sdk.Verdict{}
			for q := range tc.want {
				got[q] = ix.Check(apicheck.Ref{Query: q}).Verdict
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("verdicts (-want +got):\n%s", d)
			}
		})
	}
}

// TestEmbeddedChains: real embedding chains (testdata/embedproxy, trimmed
// modules from a loopback proxy) are followed to their end, so that a
// misspelt member is "does not exist" and a promoted one exists:
//   - stefexporter's Config embeds exporterhelper.TimeoutConfig, an alias
//     of an internal package's struct, and configgrpc.ClientConfig, whose
//     package has a test file with another project's import comment
//     (go doc refuses the directory; the go command builds it);
//   - aws-cdk-go's CfnGuardHook embeds CfnResource, which embeds
//     CfnRefElement, CfnElement, constructs.Construct, IConstruct and
//     IDependable: seven levels, across modules;
//   - pulumi's DocsProvider embeds plugin.UnimplementedProvider, declared
//     on one line: struct{ NotForwardCompatibleProvider };
//   - grpc's status.Status is an alias of internal/status.Status, whose
//     methods (Code, Message, Err, Details) are Status's;
//   - x/net's context.Context is an alias of the standard library's,
//     read from GOROOT;
//   - k8s.io/api's v1alpha1.Rule = v1.Rule, where v1 is
//     admissionregistration/v1 in the alias's file and apimachinery's
//     meta/v1 in another file of the package;
//   - azblob's ClientOptions is defined from internal/base's ClientOptions
//     (type ClientOptions base.ClientOptions, as every Azure SDK client
//     package declares its options), which embeds azcore.ClientOptions,
//     an alias of policy.ClientOptions: the fields of the chain (Retry,
//     Transport) are ClientOptions's;
//   - canvas's svg.Options embeds canvas.ImageEncoding, an int: the chain
//     adds no member, and its embedded field says it was read;
//   - otel's noop.Meter, struct{ embedded.Meter } on one line, embeds an
//     interface of unexported methods only: its embedded field says the
//     chain was read as well (the one-line body was not taken for a
//     struct);
//   - otel's metric.Float64Gauge embeds embedded.Float64Gauge, whose
//     methods are all unexported: they are listed, marked, so the chain
//     is seen to be read;
//   - hydra's persistence.Persister embeds the managers of five of its
//     packages, which embed fosite's storages: 19 types in 11 packages of
//     two modules, past the 6 packages once read (recorded, the files
//     declaring them).
func TestEmbeddedChains(t *testing.T) {
	f := recordedProxyAt(t, filepath.Join("testdata", "embedproxy"))
	p := New(Config{Env: &goenv.Env{GOPROXY: f.srv.URL, GOMODCACHE: t.TempDir(), GOROOT: goroot(t), GOWORK: "off"}})
	tests := map[string]struct {
		pkg, version, symbol string
		want                 map[string]sdk.Verdict
	}{
		"alias and import comments": {pkg: "github.com/open-telemetry/opentelemetry-collector-contrib/exporter/stefexporter", symbol: "Config",
			want: map[string]sdk.Verdict{
				"stefexporter.Config.Timeout": sdk.VerdictExists, "stefexporter.Config.Endpoint": sdk.VerdictExists,
				"stefexporter.Config.QueueConfig": sdk.VerdictExists, "stefexporter.Config.QueueConfgi": sdk.VerdictMissing,
				"stefexporter.Config.RetryCnofig": sdk.VerdictMissing,
			}},
		"seven levels": {pkg: "github.com/aws/aws-cdk-go/awscdk/v2", symbol: "CfnGuardHook",
			want: map[string]sdk.Verdict{
				"awscdk.CfnGuardHook.SetFailureMode": sdk.VerdictExists, "awscdk.CfnGuardHook.Inspect": sdk.VerdictExists,
				"awscdk.CfnGuardHook.SetFailrueMode": sdk.VerdictMissing,
			}},
		"a struct written on one line": {pkg: "github.com/pulumi/pulumi/pkg/v3/testing/pulumi-test-language/providers", symbol: "DocsProvider",
			want: map[string]sdk.Verdict{
				"providers.DocsProvider.SignalCancellation": sdk.VerdictExists, "providers.DocsProvider.Pkg": sdk.VerdictExists,
				"providers.DocsProvider.SignalCancelation": sdk.VerdictMissing,
			}},
		"an alias of an internal package's type": {pkg: "google.golang.org/grpc/status", symbol: "Status",
			want: map[string]sdk.Verdict{
				"status.Status.Code": sdk.VerdictExists, "status.Status.Message": sdk.VerdictExists,
				"status.Status.Details": sdk.VerdictExists, "status.Status.Err": sdk.VerdictExists,
				"status.Status.Codee": sdk.VerdictMissing,
			}},
		"an alias of a standard library type": {pkg: "golang.org/x/net/context", symbol: "Context",
			want: map[string]sdk.Verdict{
				"context.Context.Deadline": sdk.VerdictExists, "context.Context.Done": sdk.VerdictExists,
				"context.Context.Deadlien": sdk.VerdictMissing,
			}},
		"an alias whose qualifier another file gives to another package": {pkg: "k8s.io/api/admissionregistration/v1alpha1", symbol: "Rule",
			want: map[string]sdk.Verdict{
				"v1alpha1.Rule.DeepCopy": sdk.VerdictExists, "v1alpha1.Rule.APIGroups": sdk.VerdictExists,
				"v1alpha1.Rule.DeepCopyy": sdk.VerdictMissing,
			}},
		"a type defined from another package's struct": {pkg: "github.com/Azure/azure-sdk-for-go/sdk/storage/azblob", symbol: "ClientOptions",
			want: map[string]sdk.Verdict{
				"azblob.ClientOptions.Audience": sdk.VerdictExists, "azblob.ClientOptions.ClientOptions": sdk.VerdictExists,
				"azblob.ClientOptions.Retry": sdk.VerdictExists, "azblob.ClientOptions.Transport": sdk.VerdictExists,
				"azblob.ClientOptions.Retyr": sdk.VerdictMissing, "azblob.ClientOptions.Audiense": sdk.VerdictMissing,
			}},
		"a struct written on one line whose chain adds no member": {pkg: "go.opentelemetry.io/otel/metric/noop", symbol: "Meter",
			want: map[string]sdk.Verdict{
				"noop.Meter.Float64UpDownCounter": sdk.VerdictExists, "noop.Meter.Float64UpDownCounetr": sdk.VerdictMissing,
			}},
		"an interface sealed by another package's": {pkg: "go.opentelemetry.io/otel/metric", symbol: "Float64Gauge",
			want: map[string]sdk.Verdict{
				"metric.Float64Gauge.Record": sdk.VerdictExists, "metric.Float64Gauge.Recrod": sdk.VerdictMissing,
				"metric.Float64Gauge.float64Gauge": sdk.VerdictMissing, // unexported: no use outside its package
			}},
		"a chain through eleven packages": {pkg: "github.com/ory/hydra/v2/persistence", symbol: "Persister",
			want: map[string]sdk.Verdict{
				"persistence.Persister.Ping": sdk.VerdictExists, "persistence.Persister.GetConcreteClient": sdk.VerdictExists,
				"persistence.Persister.CreateAccessTokenSession": sdk.VerdictExists, "persistence.Persister.IsJWTUsed": sdk.VerdictExists,
				"persistence.Persister.Pnig": sdk.VerdictMissing, "persistence.Persister.Transactino": sdk.VerdictMissing,
			}},
		"a chain that adds no member": {pkg: "github.com/tdewolff/canvas/renderers/svg", version: "v0.0.0-20250728095813-50d4cb1eee71", symbol: "Options",
			want: map[string]sdk.Verdict{
				"svg.Options.Compression": sdk.VerdictExists, "svg.Options.Compressino": sdk.VerdictMissing,
			}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			doc, err := p.Describe(context.Background(), sdk.DescribeRequest{
				Package: sdk.PackageRef{Ecosystem: "go", Name: tc.pkg, Version: tc.version}, Symbol: tc.symbol})
			if err != nil {
				t.Fatal(err)
			}
			ix := apicheck.NewIndex("go", doc.Name, doc.Symbols)
			got := map[string]sdk.Verdict{}
			for q := range tc.want {
				got[q] = ix.Check(apicheck.Ref{Query: q}).Verdict
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("verdicts (-want +got):\n%s", d)
			}
		})
	}
}

// TestTypeShape: an alias is followed to the type it names; a type
// defined from a named type is not read as a struct or interface.
func TestTypeShape(t *testing.T) {
	type shape struct {
		Target string
		Shape  int
	}
	tests := map[string]shape{
		"type TimeoutConfig = internal.TimeoutConfig":  {"internal.TimeoutConfig", shapeAlias},
		"type Opt[T any] = configoptional.Optional[T]": {"configoptional.Optional", shapeAlias},
		"type P = *Conn":                             {"Conn", shapeAlias},
		"type Header http.Header":                    {"http.Header", shapeNamed},
		"type List List2[int]":                       {"List2", shapeNamed},
		"type Conn struct {\n\tnet.Conn\n}":          {"", shapeLiteral},
		"type ImageEncoding int":                     {"", shapeLiteral},
		"type Value any":                             {"", shapeLiteral},
		"type Constraint comparable":                 {"", shapeLiteral},
		"type Err error":                             {"", shapeLiteral},
		"type Ptr uintptr":                           {"", shapeLiteral},
		"type Local localType":                       {"localType", shapeNamed},
		"type F func()":                              {"", shapeLiteral},
		"type M = map[string]int":                    {"", shapeLiteral},
		"type Reader interface {\n\tRead() error\n}": {"", shapeLiteral},
	}
	for sig, want := range tests {
		target, s := typeShape(sig)
		if d := cmp.Diff(want, shape{target, s}); d != "" {
			t.Errorf("typeShape(%q) (-want +got):\n%s", sig, d)
		}
	}
}

// TestPromotedMemberSymbol: describe with symbol=Type.Member answers a
// member the type has only through an alias or an embedded type (grpc's
// status.Status.Code, stefexporter's Config.Timeout) instead of "not
// found"; a misspelt one stays not found.
func TestPromotedMemberSymbol(t *testing.T) {
	f := recordedProxyAt(t, filepath.Join("testdata", "embedproxy"))
	p := New(Config{Env: &goenv.Env{GOPROXY: f.srv.URL, GOMODCACHE: t.TempDir(), GOROOT: goroot(t), GOWORK: "off"}})
	tests := map[string]struct {
		pkg, symbol string
		want        string // the focus, "" for not found
	}{
		"alias":          {"google.golang.org/grpc/status", "Status.Code", "Status.Code"},
		"alias misspelt": {"google.golang.org/grpc/status", "Status.Codee", ""},
		"embedded":       {"github.com/open-telemetry/opentelemetry-collector-contrib/exporter/stefexporter", "Config.Timeout", "Config.Timeout"},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			doc, err := p.Describe(context.Background(), sdk.DescribeRequest{
				Package: sdk.PackageRef{Ecosystem: "go", Name: tc.pkg}, Symbol: tc.symbol})
			got := ""
			switch {
			case err == nil:
				got = doc.Focus
			case sdk.Code(err) != codes.NotFound:
				t.Fatal(err)
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("focus (-want +got):\n%s", d)
			}
		})
	}
}

// TestPromotedMemberDoc: a method an interface gets from one it embeds
// (meilisearch-go v0.37.0's ServiceManager embedding ServiceReader,
// trimmed) is documented by its declaration's doc comment: describe with
// symbol=Type.Member gives the whole comment, and says in a note where the
// member is declared; the type's own describe gives each promoted member's
// first sentence, then where it is from. Before, both said only "promoted
// from meilisearch.ServiceReader".
func TestPromotedMemberDoc(t *testing.T) {
	proj, err := filepath.Abs("testdata/embed/meilisearch")
	if err != nil {
		t.Fatal(err)
	}
	p := New(Config{Env: &goenv.Env{GOPROXY: "off", GOMODCACHE: t.TempDir(), GOROOT: goroot(t), GOWORK: "off"}})
	ref := sdk.PackageRef{Ecosystem: "go", Name: "github.com/meilisearch/meilisearch-go", ProjectPath: proj}
	type answer struct {
		Doc   string
		Notes []string
	}
	tests := map[string]answer{
		"ServiceManager.Index": {
			Doc:   "Index retrieves an IndexManager for a specific index.",
			Notes: []string{"Promoted from meilisearch.ServiceReader (github.com/meilisearch/meilisearch-go)."},
		},
		"IndexManager.AddDocuments": {
			Doc:   "AddDocuments adds multiple documents to the index.\n\ndocs: [https://www.meilisearch.com/docs/reference/api/documents/add-or-replace-documents](https://www.meilisearch.com/docs/reference/api/documents/add-or-replace-documents)",
			Notes: []string{"Promoted from meilisearch.DocumentManager (github.com/meilisearch/meilisearch-go)."},
		},
	}
	for sym, want := range tests {
		t.Run(sym, func(t *testing.T) {
			doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: sym})
			if err != nil {
				t.Fatal(err)
			}
			if len(doc.Symbols) != 1 || doc.Focus != sym {
				t.Fatalf("focus %q, %d symbols; want %q alone", doc.Focus, len(doc.Symbols), sym)
			}
			var notes []string
			for _, n := range doc.Notes {
				if strings.HasPrefix(n, "Promoted from") {
					notes = append(notes, n)
				}
			}
			if d := cmp.Diff(want, answer{Doc: doc.Symbols[0].Doc, Notes: notes}); d != "" {
				t.Errorf("answer (-want +got):\n%s", d)
			}
		})
	}
	doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: "ServiceManager"})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, s := range doc.Symbols {
		if s.Name == "ServiceManager.Index" {
			got[s.Name] = s.Doc
		}
	}
	want := map[string]string{"ServiceManager.Index": "Index retrieves an IndexManager for a specific index. (promoted from meilisearch.ServiceReader)"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("outline docs (-want +got):\n%s", d)
	}
}
