package mdfolder_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/example/mdfolder"
	"github.com/pkgdocs/pkgdocs/sdk/serve"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/standalone")

// standalone runs the provider's CLI with args.
func standalone(t *testing.T, p sdk.Provider, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = serve.Standalone(t.Context(), p, args, &out, &errb)
	return code, out.String(), errb.String()
}

// TestStandalone runs the CLI a provider author tests by hand with; stdout
// is compared with testdata/standalone/NAME.golden (go test -update
// rewrites them), stderr must contain a fragment.
func TestStandalone(t *testing.T) {
	p := mdfolder.New(mdfolder.Config{Dir: docs, Version: "1.0.0"})
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr string // a fragment of stderr; "" wants it empty
	}{
		{name: "no-args", code: 2, stderr: "Exit status: 0 on success"},
		{name: "help", args: []string{"help"}, stderr: "pkgdocs-provider-mdfolder describe NAME[@VERSION]"},
		{name: "info", args: []string{"info"}},
		{name: "describe", args: []string{"describe", "acme-widgets"}},
		{name: "describe-version", args: []string{"describe", "acme-widgets@1.4.2"}},
		{name: "describe-flags-first", args: []string{"describe", "--symbol", "gauge", "acme-widgets"}},
		{name: "describe-budget", args: []string{"describe", "acme-widgets", "--max-length", "700"}},
		{name: "describe-other-version", args: []string{"describe", "acme-widgets@9.9.9"}, code: 1, stderr: "error (NotFound): acme-widgets@9.9.9 not found"},
		{name: "describe-unknown", args: []string{"describe", "no-such-package"}, code: 1, stderr: "error (NotFound)"},
		{name: "describe-invalid", args: []string{"describe", "Not/Valid"}, code: 1, stderr: "error (InvalidArgument)"},
		{name: "describe-missing-name", args: []string{"describe"}, code: 2, stderr: "want 1 argument(s), got 0"},
		{name: "describe-bad-flag", args: []string{"describe", "acme-widgets", "--no-such-flag"}, code: 2, stderr: "flag provided but not defined"},
		{name: "describe-flag-help", args: []string{"describe", "-h"}, stderr: "Exit status"},
		{name: "doc", args: []string{"doc", "acme-widgets", "guides/theming.md"}},
		{name: "doc-readme", args: []string{"doc", "tiny"}},
		{name: "doc-section", args: []string{"doc", "acme-widgets", "--section", "install"}},
		{name: "doc-traversal", args: []string{"doc", "acme-widgets", "../../etc/passwd"}, code: 1, stderr: "error (InvalidArgument)"},
		{name: "search", args: []string{"search", "acme-widgets", "gauge"}},
		{name: "search-doc-file", args: []string{"search", "acme-widgets", "dark palette"}},
		{name: "search-unknown", args: []string{"search", "no-such-package", "gauge"}, code: 1, stderr: "error (NotFound)"},
		{name: "search-missing-query", args: []string{"search", "acme-widgets"}, code: 2, stderr: "want 2 argument(s), got 1"},
		{name: "complete", args: []string{"complete", "a"}},
		{name: "complete-all", args: []string{"complete"}},
		{name: "call", args: []string{"call", "list_mdfolder_packages", "prefix=t"}},
		{name: "call-bad-argument", args: []string{"call", "list_mdfolder_packages", "prefix"}, code: 2, stderr: `argument "prefix": want key=value`},
		{name: "call-unknown-argument", args: []string{"call", "list_mdfolder_packages", "prefx=t"}, code: 2, stderr: "argument prefx: unknown (the tool takes prefix)"},
		{name: "call-number-for-string", args: []string{"call", "list_mdfolder_packages", "prefix=1"}},
		{name: "call-unknown-tool", args: []string{"call", "nope"}, code: 1, stderr: "error (NotFound)"},
		{name: "health", args: []string{"health", "--deep"}},
		{name: "unknown-command", args: []string{"frobnicate"}, code: 2, stderr: `unknown command "frobnicate"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := standalone(t, p, tt.args...)
			if code != tt.code {
				t.Errorf("exit status %d, want %d; stderr:\n%s", code, tt.code, stderr)
			}
			if tt.stderr == "" && stderr != "" || !strings.Contains(stderr, tt.stderr) {
				t.Errorf("stderr = %q, want it to contain %q", stderr, tt.stderr)
			}
			golden(t, filepath.Join("testdata", "standalone", tt.name+".golden"), stdout)
		})
	}
}

func golden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("stdout differs from %s (-want +got):\n%s", path, diff)
	}
}

func TestStandaloneJSON(t *testing.T) {
	p := mdfolder.New(mdfolder.Config{Dir: docs, Version: "1.0.0"})
	t.Run("describe", func(t *testing.T) {
		code, stdout, stderr := standalone(t, p, "describe", "tiny", "--json")
		if code != 0 {
			t.Fatalf("exit status %d: %s", code, stderr)
		}
		var got sdk.Document
		if err := json.Unmarshal([]byte(stdout), &got); err != nil {
			t.Fatalf("stdout is not a JSON document: %v\n%s", err, stdout)
		}
		want := sdk.Document{Name: "tiny", Version: "local", Summary: "A tiny package with no API section.",
			Readme: readme(t, "tiny"), Source: source(t, docs, "tiny")}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("describe --json (-want +got):\n%s", diff)
		}
	})
	t.Run("info", func(t *testing.T) {
		code, stdout, stderr := standalone(t, p, "info", "--json")
		if code != 0 {
			t.Fatalf("exit status %d: %s", code, stderr)
		}
		var got sdk.RemoteInfo
		if err := json.Unmarshal([]byte(stdout), &got); err != nil {
			t.Fatalf("stdout is not JSON: %v\n%s", err, stdout)
		}
		if diff := cmp.Diff([]string{sdk.CapGetDoc, sdk.CapSearch, sdk.CapComplete, sdk.CapCallTool}, got.Capabilities); diff != "" {
			t.Errorf("capabilities (-want +got):\n%s", diff)
		}
		// Schemas come back re-indented, a missing one as null.
		asJSON := cmp.Transformer("json", func(r json.RawMessage) any {
			var v any
			_ = json.Unmarshal(r, &v)
			return v
		})
		if diff := cmp.Diff(p.Info(), got.Info, asJSON); diff != "" {
			t.Errorf("info (-want +got):\n%s", diff)
		}
	})
	t.Run("complete", func(t *testing.T) {
		code, stdout, _ := standalone(t, p, "complete", "t", "--json")
		var got sdk.Completion
		if err := json.Unmarshal([]byte(stdout), &got); code != 0 || err != nil {
			t.Fatalf("exit status %d, %v: %s", code, err, stdout)
		}
		if diff := cmp.Diff(sdk.Completion{Values: []string{"tiny"}, Total: 1}, got); diff != "" {
			t.Errorf("complete --json (-want +got):\n%s", diff)
		}
	})
	t.Run("error", func(t *testing.T) {
		code, stdout, stderr := standalone(t, p, "describe", "nope", "--json")
		if code != 1 || stdout != "" || !strings.HasPrefix(stderr, "error (NotFound)") {
			t.Errorf("exit status %d, stdout %q, stderr %q; want 1, nothing, a NotFound error", code, stdout, stderr)
		}
	})
}

func TestStandaloneNotConfigured(t *testing.T) {
	t.Setenv(mdfolder.DirEnv, "")
	code, stdout, stderr := standalone(t, mdfolder.New(mdfolder.Config{Version: "1.0.0"}), "describe", "tiny")
	if code != 1 || stdout != "" || !strings.Contains(stderr, "error (FailedPrecondition): no documentation folder: set $"+mdfolder.DirEnv) {
		t.Errorf("exit status %d, stdout %q, stderr %q; want 1 and a FailedPrecondition saying what to set", code, stdout, stderr)
	}
}

// TestStandalonePages follows the --cursor hints of a small budget through
// every page: each fits the budget, and together they hold the whole README.
func TestStandalonePages(t *testing.T) {
	p := mdfolder.New(mdfolder.Config{Dir: docs})
	const budget = 700
	cursorRE := regexp.MustCompile(`--cursor (\S+?)\._\n$`)
	var all strings.Builder
	args := []string{"describe", "acme-widgets", "--max-length", fmt.Sprint(budget)}
	for page := 1; ; page++ {
		if page > 50 {
			t.Fatal("paging does not end")
		}
		code, stdout, stderr := standalone(t, p, args...)
		if code != 0 {
			t.Fatalf("page %d: exit status %d: %s", page, code, stderr)
		}
		if len(stdout) > budget {
			t.Errorf("page %d: %d bytes, over the %d budget", page, len(stdout), budget)
		}
		all.WriteString(stdout)
		t.Logf("page %d: %d bytes", page, len(stdout))
		m := cursorRE.FindStringSubmatch(stdout)
		if m == nil {
			break
		}
		args = []string{"describe", "acme-widgets@1.4.2", "--max-length", fmt.Sprint(budget), "--cursor", m[1]}
	}
	for _, line := range strings.Split(readme(t, "acme-widgets"), "\n") {
		if !strings.Contains(all.String(), line) {
			t.Errorf("README line %q on no page", line)
		}
	}
	code, _, stderr := standalone(t, p, "describe", "acme-widgets", "--cursor", "not-a-cursor")
	if code != 1 || !strings.Contains(stderr, "error (InvalidArgument): invalid cursor") {
		t.Errorf("bad cursor: exit status %d, stderr %q; want 1 and InvalidArgument", code, stderr)
	}
}
