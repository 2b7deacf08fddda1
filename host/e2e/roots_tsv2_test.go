package e2e

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/internal/waitfor"
)

// TestRootsTypeScriptV2Client drives pkgdocs with the official TypeScript
// SDK v2 client (testdata/tsclientv2, `make node-tools`), over streamable
// HTTP and over stdio, negotiating by itself (auto: 2026-07-28 with this
// host), pinned to 2026-07-28, and in the legacy era, against a real
// project: an npm project whose lockfile pins commander 8.3.0, served by
// the npm provider from the registry documents recorded for 7.2.0, 8.3.0
// and 9.5.0 (the latest). The host is started outside the project, so only
// the client's root can name it.
//
// A client whose root is the project gets 8.3.0 from describe and the
// use_package prompt in every mode; under 2026-07-28 it is asked for its
// roots (input_required) and its handler runs. Before, a 2026-07-28 client
// over HTTP was never asked and got 9.5.0. A client declaring roots but
// sharing none, or not declaring the capability (never asked), gets the
// latest release.
func TestRootsTypeScriptV2Client(t *testing.T) {
	dir := testdataDir("tsclientv2")
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "@modelcontextprotocol", "client", "package.json")); err != nil {
		needNode(t, "the TypeScript SDK v2 client is not installed in "+dir)
	}
	node := nodeBinary(t, 20)
	reg := recordedServer(t, "npm", true)
	home := t.TempDir()
	env := []string{"npm_config_registry=" + reg.URL + "/", "npm_config_globalconfig=" + filepath.Join(home, "none"), "npm_config_userconfig=" + filepath.Join(home, "none"), "PKGDOCS_CACHE_DIR=" + t.TempDir()}
	pdir := pluginsOf(t, "npm")
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
	h := startHTTP(t, pdir, env)
	targets := map[string]string{"http": h.url, "stdio": binHost}
	cases := []struct {
		negotiation, root string
		modern            bool   // the session speaks 2026-07-28
		version           string // describe's version
		asked             bool   // the client's roots/list handler ran
	}{
		{"auto", proj, true, "8.3.0", true},
		{"2026-07-28", proj, true, "8.3.0", true},
		{"auto", "-", true, "9.5.0", true},
		{"auto", "none", true, "9.5.0", false},
		{"legacy", proj, false, "8.3.0", true},
	}
	for mode, target := range targets {
		for _, tc := range cases {
			root := tc.root
			if root == proj {
				root = "project"
			}
			t.Run(mode+" "+tc.negotiation+" root "+root, func(t *testing.T) {
				ctx, cancel := context.WithCancel(waitfor.Context(t))
				defer cancel()
				cmd := exec.CommandContext(ctx, node, filepath.Join(dir, "roots.mjs"), mode, target, tc.negotiation, tc.root)
				cmd.Dir = dir
				cmd.Env = append(append(os.Environ(), hostEnv(pdir)...), append(env,
					"PKGDOCS_TS_CWD="+t.TempDir(), // not the project, not this repository
					"PKGDOCS_TS_TOOL=describe_npm_package",
					`PKGDOCS_TS_ARGS={"package":"commander"}`,
					`PKGDOCS_TS_PROMPT_ARGS={"ecosystem":"npm","package":"commander"}`)...)
				var stderr lockedBuffer
				cmd.Stderr = &stderr
				out, err := cmd.Output()
				if err != nil {
					t.Fatalf("roots.mjs: %v\nstderr: %s", err, stderr.String())
				}
				var r struct {
					ProtocolVersion string
					RootsAsked      int
					IsError         bool
					Text, Prompt    string
				}
				if err := json.Unmarshal(out, &r); err != nil {
					t.Fatalf("roots.mjs output %q: %v", out, err)
				}
				if modern := r.ProtocolVersion == "2026-07-28"; modern != tc.modern || r.ProtocolVersion == "" {
					t.Errorf("negotiated %q, want 2026-07-28: %v", r.ProtocolVersion, tc.modern)
				}
				if (r.RootsAsked > 0) != tc.asked {
					t.Errorf("roots/list asked %d times, want asked: %v", r.RootsAsked, tc.asked)
				}
				if head := "commander@" + tc.version + " (npm)"; r.IsError || !strings.Contains(r.Text, head) {
					t.Errorf("describe: isError=%v, want %q in\n%.300s", r.IsError, head, r.Text)
				}
				if got, want := strings.Contains(r.Prompt, "The project uses version 8.3.0"), tc.version == "8.3.0"; got != want {
					t.Errorf("use_package names the project's 8.3.0: %v, want %v:\n%.400s", got, want, r.Prompt)
				}
			})
		}
	}
}
