package e2e

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"
)

// checkAnswer is check_package_api's structured content, as a client
// reads it.
type checkAnswer struct {
	Name     string   `json:"name"`
	Version  string   `json:"version"`
	Compared []string `json:"compared"`
	Source   struct {
		Kind   string `json:"kind"`
		Detail string `json:"detail"`
	} `json:"source"`
	Checks []checkEntry `json:"checks"`
	Notes  []string     `json:"notes"`
}

type checkEntry struct {
	Query      string   `json:"query"`
	Verdict    string   `json:"verdict"`
	Symbol     string   `json:"symbol,omitempty"`
	Signature  string   `json:"signature,omitempty"`
	Deprecated string   `json:"deprecated,omitempty"`
	Nearest    []string `json:"nearest"`
	AddedIn    string   `json:"addedIn,omitempty"`
	ExistedIn  string   `json:"existedIn,omitempty"`
	FromCode   bool     `json:"fromCode,omitempty"`
}

// callCheck calls check_package_api and returns its text and structured
// answer; isError results come back as text with a nil answer.
func callCheck(t *testing.T, s *session, args map[string]any) (string, *checkAnswer) {
	t.Helper()
	req := mcp.CallToolRequest{}
	req.Params.Name, req.Params.Arguments = "check_package_api", args
	res, err := s.CallTool(tctx(t), req)
	if err != nil {
		t.Fatalf("call check_package_api: %v", err)
	}
	text := res.Content[0].(mcp.TextContent).Text
	if res.IsError {
		return text, nil
	}
	b, err := json.Marshal(res.StructuredContent)
	if err != nil {
		t.Fatal(err)
	}
	var a checkAnswer
	if err := json.Unmarshal(b, &a); err != nil {
		t.Fatal(err)
	}
	return text, &a
}

// verdicts keeps what each test compares: query, verdict and the
// version fields, nearest names and the matched symbol.
func verdicts(a *checkAnswer) []checkEntry {
	out := make([]checkEntry, len(a.Checks))
	for i, c := range a.Checks {
		out[i] = checkEntry{Query: c.Query, Verdict: c.Verdict, Symbol: c.Symbol, Nearest: c.Nearest, AddedIn: c.AddedIn, ExistedIn: c.ExistedIn, Deprecated: c.Deprecated, FromCode: c.FromCode}
	}
	return out
}

// The fixture's widget: 1.0.0 has legacy; 1.1.0 adds paint; 2.0.0 drops
// legacy, adds rotate and deprecates spin. The host checks over describe
// (the fixture has no Checker).
func TestCheckPackageAPIVersions(t *testing.T) {
	s := newSession(t, plugins(t, "versioned"), nil, nil)
	tests := []struct {
		name    string
		pin     string
		symbols []string
		version string
		want    []checkEntry
		compare []string
	}{
		{"pinned version lacks what the latest has", "widget 1.1.0", []string{"widget.paint", "rotate", "paitn", "legacy", "w.spin"}, "1.1.0", []checkEntry{
			{Query: "widget.paint", Verdict: "exists", Symbol: "paint", Nearest: []string{}},
			{Query: "rotate", Verdict: "added-later", Symbol: "rotate", AddedIn: "2.0.0", Nearest: []string{}},
			{Query: "paitn", Verdict: "missing", Nearest: []string{"paint"}},
			{Query: "legacy", Verdict: "exists", Symbol: "legacy", Nearest: []string{}},
			{Query: "w.spin", Verdict: "out-of-reach", Nearest: []string{}},
		}, []string{"2.0.0 (latest)"}},
		{"removed since an older release, deprecated now", "widget 2.0.0", []string{"legacy", "spin()", "widget.make", "nothing"}, "2.0.0", []checkEntry{
			{Query: "legacy", Verdict: "removed", Symbol: "legacy", ExistedIn: "1.1.0", Nearest: []string{}},
			{Query: "spin()", Verdict: "exists", Symbol: "spin", Deprecated: "use rotate", Nearest: []string{}},
			{Query: "widget.make", Verdict: "exists", Symbol: "make", Nearest: []string{}},
			{Query: "nothing", Verdict: "missing", Nearest: []string{}},
		}, []string{"1.1.0 (older)"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			proj := project(t, tt.pin)
			text, a := callCheck(t, s, map[string]any{"ecosystem": "versioned", "package": "widget", "projectPath": proj, "symbols": tt.symbols})
			if a == nil {
				t.Fatalf("error: %s", text)
			}
			if a.Version != tt.version || a.Source.Kind != "lockfile" || !strings.HasSuffix(a.Source.Detail, "versioned.lock") {
				t.Errorf("checked %s from %+v, want %s from the lockfile", a.Version, a.Source, tt.version)
			}
			if d := cmp.Diff(tt.want, verdicts(a)); d != "" {
				t.Errorf("verdicts (-want +got):\n%s", d)
			}
			if d := cmp.Diff(tt.compare, a.Compared); d != "" {
				t.Errorf("compared (-want +got):\n%s", d)
			}
			if !strings.HasPrefix(text, "# widget@"+tt.version+" (versioned): API check\n\nChecked against widget "+tt.version+", from the lockfile (") {
				t.Errorf("text does not name the version checked and its source:\n%s", text)
			}
		})
	}
	t.Run("text says added later and the project's version", func(t *testing.T) {
		text, _ := callCheck(t, s, map[string]any{"ecosystem": "versioned", "package": "widget", "projectPath": project(t, "widget 1.1.0"), "symbols": []string{"rotate"}})
		if want := "- `rotate`: **not in 1.1.0**; added later: in 2.0.0 as `function rotate(w: Widget, deg: number): void` (the project uses 1.1.0)"; !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	})
	t.Run("an explicit version wins", func(t *testing.T) {
		_, a := callCheck(t, s, map[string]any{"ecosystem": "versioned", "package": "widget", "version": "1.0.0", "symbols": []string{"paint"}})
		if a == nil || a.Version != "1.0.0" || a.Source.Kind != "registry" || a.Checks[0].Verdict != "added-later" || a.Checks[0].AddedIn != "2.0.0" {
			t.Errorf("got %+v", a)
		}
	})
}

// A project whose configuration sends the package to its own registry
// (the fixture's "registry private" lock line, as an .npmrc scope
// registry or a pinned Python index does): the releases the check
// compares with are that registry's, read for the same project, not the
// default registry's, whose same-named package would date names this
// one never had (and would receive a private name).
func TestCheckPackageAPIOtherReleasesFromTheProjectsRegistry(t *testing.T) {
	s := newSession(t, plugins(t, "versioned"), nil, nil)
	text, a := callCheck(t, s, map[string]any{"ecosystem": "versioned", "package": "widget", "projectPath": project(t, "registry private", "widget 1.1.0"), "symbols": []string{"tilt", "rotate"}})
	if a == nil {
		t.Fatalf("error: %s", text)
	}
	want := []checkEntry{
		{Query: "tilt", Verdict: "added-later", Symbol: "tilt", AddedIn: "2.0.0", Nearest: []string{}},
		{Query: "rotate", Verdict: "missing", Nearest: []string{}},
	}
	if d := cmp.Diff(want, verdicts(a)); d != "" {
		t.Errorf("verdicts (-want +got):\n%s", d)
	}
}

// A package read from the project's own folder (a path dependency, a
// workspace member) is no registry's: the names it lacks are not looked
// up in the registry's releases, which may be another package's, and the
// check says so.
func TestCheckPackageAPILocalFolderAsksNoRelease(t *testing.T) {
	s := newSession(t, plugins(t, "versioned"), nil, nil)
	text, a := callCheck(t, s, map[string]any{"ecosystem": "versioned", "package": "widget", "projectPath": project(t, "widget local:2.0.0"), "symbols": []string{"rotate", "legacy"}})
	if a == nil {
		t.Fatalf("error: %s", text)
	}
	want := []checkEntry{
		{Query: "rotate", Verdict: "exists", Symbol: "rotate", Nearest: []string{}},
		{Query: "legacy", Verdict: "missing", Nearest: []string{}},
	}
	if d := cmp.Diff(want, verdicts(a)); d != "" {
		t.Errorf("verdicts (-want +got):\n%s", d)
	}
	if a.Source.Kind != "local folder" || len(a.Compared) != 0 {
		t.Errorf("source %+v, compared %q: want the local folder and no release compared", a.Source, a.Compared)
	}
	if !strings.Contains(text, "widget is read from a local folder") {
		t.Errorf("text does not say why no release was looked up:\n%s", text)
	}
}

func TestCheckPackageAPIArguments(t *testing.T) {
	s := newSession(t, plugins(t, "versioned"), nil, nil)
	many := make([]string, 51)
	for i := range many {
		many[i] = "spin"
	}
	tests := []struct {
		name string
		args map[string]any
		want string
	}{
		{"nothing to check", map[string]any{"ecosystem": "versioned", "package": "widget"}, "give symbols"},
		{"too many names", map[string]any{"ecosystem": "versioned", "package": "widget", "symbols": many}, "invalid argument"},
		{"code too long", map[string]any{"ecosystem": "versioned", "package": "widget", "code": strings.Repeat("x", 64<<10+1)}, "invalid argument"},
		{"control character in a name", map[string]any{"ecosystem": "versioned", "package": "widget", "symbols": []string{"a\x00b"}}, "control character"},
		{"unknown ecosystem", map[string]any{"ecosystem": "cobol", "package": "widget", "symbols": []string{"x"}}, `unknown ecosystem "cobol"`},
		{"unknown package", map[string]any{"ecosystem": "versioned", "package": "nope", "symbols": []string{"x"}}, "not found"},
		{"no ecosystem", map[string]any{"package": "widget", "symbols": []string{"x"}}, "ecosystem"},
		{"ecosystem and its alias disagree", map[string]any{"ecosystem": "versioned", "language": "npm", "package": "widget", "symbols": []string{"x"}},
			`arguments ecosystem "versioned" and language "npm" disagree`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text, a := callCheck(t, s, tt.args)
			if a != nil || !strings.Contains(text, tt.want) {
				t.Errorf("got %q (answer %v), want an error containing %q", text, a, tt.want)
			}
		})
	}
	t.Run("language is an alias of ecosystem", func(t *testing.T) {
		for _, args := range []map[string]any{
			{"language": "versioned", "package": "widget", "symbols": []string{"spin"}},
			{"ecosystem": "versioned", "language": "Versioned", "package": "widget", "symbols": []string{"spin"}},
		} {
			if text, a := callCheck(t, s, args); a == nil || len(a.Checks) != 1 || a.Checks[0].Verdict != "exists" {
				t.Errorf("%v: got %+v\n%s", args, a, text)
			}
		}
	})
	t.Run("code without an extractor says so", func(t *testing.T) {
		_, a := callCheck(t, s, map[string]any{"ecosystem": "versioned", "package": "widget", "symbols": []string{"spin"}, "code": "widget.spin()"})
		if a == nil || len(a.Checks) != 1 || !strings.Contains(strings.Join(a.Notes, "\n"), "no snippet extractor for versioned") {
			t.Errorf("got %+v", a)
		}
	})
}

// realProviders is a plugins dir with the npm and Go providers.
func realProviders(t *testing.T) string {
	t.Helper()
	return pluginsOf(t, "npm", "golang")
}

// recordedServer serves testdata/recorded/<root> by request path: a Go
// module proxy (files as they are) or an npm registry ("/commander" is
// commander.json, "/commander/8.3.0" commander/8.3.0.json, tarballs as
// they are; the placeholder origin becomes the server's URL).
func recordedServer(t *testing.T, root string, npm bool) *httptest.Server {
	t.Helper()
	base := filepath.Join("testdata", "recorded", root)
	var srv *httptest.Server
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := filepath.Join(base, filepath.FromSlash(path.Clean(r.URL.Path)))
		if npm && !strings.HasSuffix(p, ".tgz") {
			p += ".json"
		}
		b, err := os.ReadFile(p)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		if strings.HasSuffix(p, ".json") {
			b = bytes.ReplaceAll(b, []byte("http://registry.invalid"), []byte(srv.URL))
		}
		w.Write(b)
	}))
	t.Cleanup(srv.Close)
	return srv
}

// The Go provider against github.com/google/uuid v1.3.0 to v1.6.0 as
// recorded from the module proxy (the list trimmed to those releases):
// the project pins v1.3.0 in go.mod. Validate and NewV7 first appear in
// v1.5.0, which the release history names (v1.6.0 is only the latest).
func TestCheckPackageAPIGoProvider(t *testing.T) {
	proxy := recordedServer(t, "goproxy", false)
	env := []string{"GOPROXY=" + proxy.URL, "GOMODCACHE=" + t.TempDir(), "GOWORK=off", "GOSUMDB=off", "PKGDOCS_CACHE_DIR=" + t.TempDir()}
	s := newSession(t, realProviders(t), nil, env)
	proj := t.TempDir()
	if err := os.WriteFile(filepath.Join(proj, "go.mod"), []byte("module example.com/app\n\ngo 1.21\n\nrequire github.com/google/uuid v1.3.0\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code := `package main

import (
	"fmt"

	"github.com/google/uuid"
)

func main() {
	id := uuid.NewString()
	v7, _ := uuid.NewV7()
	fmt.Println(id, v7, uuid.MustParse(id).Version(), uuid.FromString(id))
}
`
	text, a := callCheck(t, s, map[string]any{"ecosystem": "go", "package": "github.com/google/uuid", "projectPath": proj,
		"symbols": []string{"uuid.New", "uuid.Validate", "uuid.NewStrng", "uuid.UUID.URN", "id.String"}, "code": code})
	if a == nil {
		t.Fatalf("error: %s", text)
	}
	if a.Version != "v1.3.0" || a.Source.Kind == "" || a.Source.Kind == "unknown" {
		t.Errorf("checked %s from %+v, want v1.3.0 and where it came from", a.Version, a.Source)
	}
	want := []checkEntry{
		{Query: "uuid.New", Verdict: "exists", Symbol: "New", Nearest: []string{}},
		{Query: "uuid.Validate", Verdict: "added-later", Symbol: "Validate", AddedIn: "v1.5.0", Nearest: []string{}},
		{Query: "uuid.NewStrng", Verdict: "missing", Nearest: []string{"NewString"}},
		{Query: "uuid.UUID.URN", Verdict: "exists", Symbol: "UUID.URN", Nearest: []string{}},
		{Query: "id.String", Verdict: "out-of-reach", Nearest: []string{}},
		{Query: "uuid.NewString", Verdict: "exists", Symbol: "NewString", Nearest: []string{}, FromCode: true},
		{Query: "uuid.NewV7", Verdict: "added-later", Symbol: "NewV7", AddedIn: "v1.5.0", Nearest: []string{"New", "NewMD5", "NewHash", "NewSHA1", "NewUUID"}, FromCode: true},
		{Query: "uuid.MustParse", Verdict: "exists", Symbol: "MustParse", Nearest: []string{}, FromCode: true},
		{Query: "uuid.FromString", Verdict: "missing", Nearest: []string{"FromBytes", "NewString"}, FromCode: true},
	}
	got := verdicts(a)
	for i := range got {
		if got[i].Verdict != "missing" && got[i].Verdict != "added-later" {
			continue
		}
		if len(got[i].Nearest) > 0 && len(want[i].Nearest) > 0 && got[i].Verdict == "missing" {
			// Nearest must start with the names the test expects.
			got[i].Nearest = got[i].Nearest[:min(len(got[i].Nearest), len(want[i].Nearest))]
		}
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("verdicts (-want +got):\n%s\n%s", d, text)
	}
	if !strings.Contains(text, "Checked against github.com/google/uuid v1.3.0, from the ") {
		t.Errorf("text does not name the version checked:\n%s", text)
	}
}

// The npm provider against commander 7.2.0, 8.3.0 and 9.5.0 (latest) as
// recorded from the registry: the project's lockfile pins 8.3.0.
func TestCheckPackageAPINpmProvider(t *testing.T) {
	reg := recordedServer(t, "npm", true)
	home := t.TempDir()
	env := []string{"npm_config_registry=" + reg.URL + "/", "npm_config_globalconfig=" + filepath.Join(home, "none"), "npm_config_userconfig=" + filepath.Join(home, "none"), "PKGDOCS_CACHE_DIR=" + t.TempDir()}
	s := newSession(t, realProviders(t), nil, env)
	proj := t.TempDir()
	files := map[string]string{
		"package.json":      `{"name":"app","version":"1.0.0","dependencies":{"commander":"^8.0.0"}}`,
		"package-lock.json": `{"name":"app","version":"1.0.0","lockfileVersion":3,"requires":true,"packages":{"":{"name":"app","version":"1.0.0","dependencies":{"commander":"^8.0.0"}},"node_modules/commander":{"version":"8.3.0","resolved":"http://registry.invalid/commander/-/commander-8.3.0.tgz"}}}`,
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(proj, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	code := `import { Command, Option, createArgument } from 'commander';
const { program } = require('commander');
const cmd = new Command('serve');
program.option('-p, --port <n>').optsWithGlobals();
`
	text, a := callCheck(t, s, map[string]any{"ecosystem": "npm", "package": "commander", "projectPath": proj,
		"symbols": []string{"Command.opts", "Command.optsWithGlobals", "Command.optz", "Option.argumentRejected", "Command.requiredOption"}, "code": code})
	if a == nil {
		t.Fatalf("error: %s", text)
	}
	if a.Version != "8.3.0" || a.Source.Kind != "lockfile" {
		t.Errorf("checked %s from %+v, want 8.3.0 from the lockfile", a.Version, a.Source)
	}
	want := []checkEntry{
		{Query: "Command.opts", Verdict: "exists", Symbol: "Command.opts", Nearest: []string{}},
		{Query: "Command.optsWithGlobals", Verdict: "added-later", Symbol: "Command.optsWithGlobals", AddedIn: "9.5.0", Nearest: []string{"Command.opts"}},
		{Query: "Command.optz", Verdict: "missing", Nearest: []string{"Command.opts"}},
		{Query: "Option.argumentRejected", Verdict: "removed", Symbol: "commander.Option.argumentRejected", ExistedIn: "7.2.0", Nearest: []string{"Argument"}},
		{Query: "Command.requiredOption", Verdict: "exists", Symbol: "Command.requiredOption", Nearest: []string{}},
		{Query: "Command", Verdict: "exists", Symbol: "Command", Nearest: []string{}, FromCode: true},
		{Query: "Option", Verdict: "exists", Symbol: "Option", Nearest: []string{}, FromCode: true},
		{Query: "createArgument", Verdict: "exists", Symbol: "createArgument", Nearest: []string{}, FromCode: true},
		{Query: "program", Verdict: "exists", Symbol: "program", Nearest: []string{}, FromCode: true},
		{Query: "program.option", Verdict: "exists", Symbol: "program.option", Nearest: []string{}, FromCode: true}, // program is a const of type Command: its members are listed under it
	}
	got := verdicts(a)
	for i := range got {
		if len(got[i].Nearest) > 1 {
			got[i].Nearest = got[i].Nearest[:1] // the closest one
		}
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("verdicts (-want +got):\n%s\n%s", d, text)
	}
}

// A provider with its own Check answers; the host does not fall back.
func TestCheckPackageAPIProviderChecker(t *testing.T) {
	s := newSession(t, plugins(t, "checking"), nil, nil)
	text, a := callCheck(t, s, map[string]any{"ecosystem": "checking", "package": "widget", "version": "1.1.0", "symbols": []string{"paint", "rotate"}})
	if a == nil {
		t.Fatalf("error: %s", text)
	}
	want := []checkEntry{
		{Query: "paint", Verdict: "exists", Symbol: "paint", Nearest: []string{}},
		{Query: "rotate", Verdict: "missing", Nearest: []string{}}, // this provider compares no versions
	}
	if d := cmp.Diff(want, verdicts(a)); d != "" {
		t.Errorf("verdicts (-want +got):\n%s", d)
	}
	if a.Version != "1.1.0" || len(a.Compared) != 0 || strings.Join(a.Notes, "|") != "checked by the provider" {
		t.Errorf("got version %s, compared %v, notes %v: want the provider's own answer", a.Version, a.Compared, a.Notes)
	}
}

// The npm provider on a project with express and its @types installed:
// @types/express (5.0.6) types Application, Request and Response as
// interfaces extending those of @types/express-serve-static-core (5.1.3,
// its dependency, installed beside it), both trimmed. The members code
// calls on them are declared there: they exist, read from the
// provider's describe of the type; a misspelt one stays out of reach (a
// base from Node's types is not read), never "does not exist".
func TestCheckPackageAPINpmInherited(t *testing.T) {
	reg := recordedServer(t, "npm", true)
	home := t.TempDir()
	env := []string{"npm_config_registry=" + reg.URL + "/", "npm_config_globalconfig=" + filepath.Join(home, "none"), "npm_config_userconfig=" + filepath.Join(home, "none"), "PKGDOCS_CACHE_DIR=" + t.TempDir()}
	s := newSession(t, realProviders(t), nil, env)
	proj := t.TempDir()
	dts := filepath.Join("..", "..", "plugins", "npm", "dts", "testdata", "inherit")
	read := func(p string) string {
		b, err := os.ReadFile(filepath.Join(dts, p))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	files := map[string]string{
		"package.json":                      `{"name":"app","version":"1.0.0","dependencies":{"express":"^5.1.0"},"devDependencies":{"@types/express":"^5.0.6"}}`,
		"node_modules/express/package.json": `{"name":"express","version":"5.1.0","main":"index.js"}`,
		"node_modules/express/index.js":     "module.exports = require('./lib/express');\n",
		"node_modules/@types/express/package.json": `{"name":"@types/express","version":"5.0.6","types":"index.d.ts",` +
			`"dependencies":{"@types/body-parser":"*","@types/express-serve-static-core":"^5.0.0","@types/serve-static":"^2"}}`,
		"node_modules/@types/express/index.d.ts": read("express/index.d.ts"),
		"node_modules/@types/express-serve-static-core/package.json": `{"name":"@types/express-serve-static-core","version":"5.1.3","types":"index.d.ts",` +
			`"dependencies":{"@types/node":"*","@types/qs":"*","@types/range-parser":"*","@types/send":"*"}}`,
		"node_modules/@types/express-serve-static-core/index.d.ts": read("express-serve-static-core/index.d.ts"),
	}
	for name, body := range files {
		p := filepath.Join(proj, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	text, a := callCheck(t, s, map[string]any{"ecosystem": "npm", "package": "express", "projectPath": proj,
		"symbols": []string{"Application.get", "Application.listen", "Request.params", "express.Router", "Application.lissten"}})
	if a == nil {
		t.Fatalf("error: %s", text)
	}
	want := []checkEntry{
		{Query: "Application.get", Verdict: "exists", Symbol: "e.Application.get", Nearest: []string{}},
		{Query: "Application.listen", Verdict: "exists", Symbol: "e.Application.listen", Nearest: []string{}},
		{Query: "Request.params", Verdict: "exists", Symbol: "e.Request.params", Nearest: []string{}},
		{Query: "express.Router", Verdict: "exists", Symbol: "e.Router", Nearest: []string{}},
		{Query: "Application.lissten", Verdict: "out-of-reach", Nearest: []string{}},
	}
	if d := cmp.Diff(want, verdicts(a)); d != "" {
		t.Errorf("verdicts (-want +got):\n%s\n%s", d, text)
	}
}

// A provider's empty outline: "does not exist, the package exports
// nothing" when the provider says its outline lists every exported name
// (Document.OutlineComplete; the fixture's marker), else "nothing can be
// checked" as before (the fixture's dep- packages, which have no API it
// could see). Nothing here is Go: any provider can declare it.
func TestCheckPackageAPIExportsNothing(t *testing.T) {
	s := newSession(t, plugins(t, "versioned"), nil, nil)
	text, a := callCheck(t, s, map[string]any{"ecosystem": "versioned", "package": "marker", "symbols": []string{"marker.paint", "make"}})
	if a == nil {
		t.Fatalf("error: %s", text)
	}
	want := []checkEntry{{Query: "marker.paint", Verdict: "missing", Nearest: []string{}}, {Query: "make", Verdict: "missing", Nearest: []string{}}}
	if d := cmp.Diff(want, verdicts(a)); d != "" {
		t.Errorf("verdicts (-want +got):\n%s\n%s", d, text)
	}
	if !strings.Contains(text, "the package exports nothing") {
		t.Errorf("text does not say why:\n%s", text)
	}
	text, a = callCheck(t, s, map[string]any{"ecosystem": "versioned", "package": "dep-one", "symbols": []string{"make"}})
	if a != nil || !strings.Contains(text, "gave no API outline for dep-one@1.0.0, so nothing can be checked") {
		t.Errorf("an outline not said complete: got %+v\n%s", a, text)
	}
	if strings.Contains(text, "try again") || strings.HasPrefix(text, "unavailable") {
		// Asking again gives the same outline: not an outage.
		t.Errorf("no outline answered as an outage:\n%s", text)
	}
}

// The Go provider against the toolchain's runtime/race, a real package
// with only a doc comment and no exported name on any platform (its
// platform files and its cgo file declare none): a name in it does not
// exist, because the package exports nothing, rather than "nothing can
// be checked".
func TestCheckPackageAPIGoExportsNothing(t *testing.T) {
	env := []string{"GOPROXY=off", "GOMODCACHE=" + t.TempDir(), "GOWORK=off", "GOSUMDB=off", "PKGDOCS_CACHE_DIR=" + t.TempDir()}
	s := newSession(t, realProviders(t), nil, env)
	text, a := callCheck(t, s, map[string]any{"ecosystem": "go", "package": "runtime/race", "symbols": []string{"race.Enable"}})
	if a == nil {
		t.Fatalf("error: %s", text)
	}
	want := []checkEntry{{Query: "race.Enable", Verdict: "missing", Nearest: []string{}}}
	if d := cmp.Diff(want, verdicts(a)); d != "" {
		t.Errorf("verdicts (-want +got):\n%s\n%s", d, text)
	}
	if !strings.Contains(text, "the package exports nothing") {
		t.Errorf("text does not say why:\n%s", text)
	}
}

// Names an outline cannot list (a compiled module's) are "cannot tell"
// from the outline alone. A provider that looks names up (contract minor
// 9) decides them: a name found in the module's binary exists, and the
// text says on what evidence; one it says is not there does not exist,
// with its reason cut to one bounded line; one it cannot tell stays out
// of reach with its reason. A provider without the capability (versioned,
// with the same outline) leaves them all "cannot tell", as before.
func TestCheckPackageAPILookupNames(t *testing.T) {
	s := newSession(t, plugins(t, "looking", "versioned"), nil, nil)
	symbols := []string{"wrap", "fast_sum", "native.made_up", "other"}
	text, a := callCheck(t, s, map[string]any{"ecosystem": "looking", "package": "native", "symbols": symbols})
	if a == nil {
		t.Fatalf("error: %s", text)
	}
	want := []checkEntry{
		{Query: "wrap", Verdict: "exists", Symbol: "wrap", Nearest: []string{}},
		{Query: "fast_sum", Verdict: "exists", Symbol: "fast_sum", Nearest: []string{}},
		{Query: "native.made_up", Verdict: "missing", Nearest: []string{}},
		{Query: "other", Verdict: "out-of-reach", Nearest: []string{}},
	}
	if d := cmp.Diff(want, verdicts(a)); d != "" {
		t.Errorf("verdicts (-want +got):\n%s\n%s", d, text)
	}
	for _, w := range []string{"weaker evidence", "fast_sum is a name string in native.so", "not among the name strings of native.so", "not in native.so either"} {
		if !strings.Contains(text, w) {
			t.Errorf("text lacks %q:\n%s", w, text)
		}
	}
	if strings.Contains(text, "not_asked") || strings.Contains(text, strings.Repeat(" and more", 40)) {
		t.Errorf("text keeps what was not asked, or an unbounded reason:\n%s", text)
	}
	text, a = callCheck(t, s, map[string]any{"ecosystem": "versioned", "package": "native", "symbols": symbols})
	if a == nil {
		t.Fatalf("error: %s", text)
	}
	want[1].Verdict, want[1].Symbol, want[2].Verdict = "out-of-reach", "", "out-of-reach"
	if d := cmp.Diff(want, verdicts(a)); d != "" {
		t.Errorf("without the capability (-want +got):\n%s\n%s", d, text)
	}
}

// upgrade_package reads the release it upgrades to for the same project,
// as the check does: the project's own registry (or, for a SwiftPM
// identity, its Package.resolved) decides what that release is. Read
// without the project, the public widget 2.0.0 (adds rotate) was diffed
// against the private 1.1.0, and a SwiftPM identity failed outright.
func TestUpgradePromptTargetFromTheProjectsRegistry(t *testing.T) {
	s := newSession(t, plugins(t, "versioned"), nil, nil)
	res, err := prompt(t, s, "upgrade_package", map[string]string{"ecosystem": "versioned", "package": "widget", "projectPath": project(t, "registry private", "widget 1.1.0"), "to": "2.0.0"})
	if err != nil {
		t.Fatal(err)
	}
	text := promptText(t, res)
	if !strings.Contains(text, "from 1.1.0 to 2.0.0") || !strings.Contains(text, "function tilt(w: Widget): void") || strings.Contains(text, "rotate") {
		t.Errorf("want the private registry's 2.0.0 (adds tilt, no rotate):\n%s", text)
	}
}

// upgrade_package without "to", for a project whose registry could not
// say which release is the latest (the describe names none): a clear
// error asking for "to". Main asked again without the project, so the
// name went to the user's default registry, whose widget 2.0.0 was
// diffed against the project's 1.0.0.
func TestUpgradePromptLatestUnknown(t *testing.T) {
	s := newSession(t, plugins(t, "versioned"), nil, nil)
	_, err := prompt(t, s, "upgrade_package", map[string]string{"ecosystem": "versioned", "package": "widget", "projectPath": project(t, "registry offline", "widget 1.0.0")})
	if err == nil || !strings.Contains(err.Error(), "the latest release of widget is not known") || !strings.Contains(err.Error(), "pass `to`") {
		t.Errorf("err = %v, want the latest release said unknown", err)
	}
}

// The npm provider on @modelcontextprotocol/sdk 1.32.2 (the provider's
// testdata/subpathsonly, trimmed), typed only on its subpath exports: the
// package has no outline, so nothing can be checked, and the answer says
// what its describe says, where the types are, not only that there is no
// outline.
func TestCheckPackageAPINpmSubpathsOnly(t *testing.T) {
	reg := recordedServer(t, "npm", true)
	home := t.TempDir()
	env := []string{"npm_config_registry=" + reg.URL + "/", "npm_config_globalconfig=" + filepath.Join(home, "none"), "npm_config_userconfig=" + filepath.Join(home, "none"), "PKGDOCS_CACHE_DIR=" + t.TempDir()}
	s := newSession(t, realProviders(t), nil, env)
	proj, err := filepath.Abs(filepath.Join("..", "..", "plugins", "npm", "testdata", "subpathsonly"))
	if err != nil {
		t.Fatal(err)
	}
	text, a := callCheck(t, s, map[string]any{"ecosystem": "npm", "package": "@modelcontextprotocol/sdk", "projectPath": proj, "symbols": []string{"McpServer"}})
	if a != nil || !strings.Contains(text, "gave no API outline for @modelcontextprotocol/sdk@") {
		t.Fatalf("want no outline: got %+v\n%s", a, text)
	}
	if !strings.Contains(text, `"@modelcontextprotocol/sdk/client"`) || !strings.Contains(text, "subpath exports have them") {
		t.Errorf("the answer does not point at the typed entry points:\n%s", text)
	}
}
