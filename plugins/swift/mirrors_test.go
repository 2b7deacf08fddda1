package swift

import (
	"context"
	"errors"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/swift/githost"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestDependencyMirrors: a project whose swift-log SwiftPM fetches from
// a company mirror (`swift package config set-mirror`: the project's
// .swiftpm/configuration/mirrors.json, else the user's
// ~/.swiftpm/configuration/mirrors.json) keeps the original URL in
// Package.resolved, while SwiftPM's repository cache holds the mirror's
// clone (its origin the mirror's URL). Main looked the cache up by the
// original URL, missed it, and asked GitHub for the original repository,
// which the user's configuration routes around (a network that blocks it,
// or a policy): now the cache is read by the mirror's URL, nothing is
// asked of GitHub, and a version the cache lacks is an error naming the
// mirror, not a request to the original host. A project the user did not
// choose has its mirrors file ignored (it could send a dependency
// anywhere), as its registries.json is.
func TestDependencyMirrors(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not installed")
	}
	const original, mirrorURL = "https://github.com/apple/swift-log.git", "https://git.corp.example/mirrors/swift-log.git"
	mirrorsJSON := `{"object":[{"mirror":"` + mirrorURL + `","original":"` + original + `"}],"version":1}`
	for _, tc := range []struct {
		name, file string
		untrusted  bool
		version    string
		wantErr    string
	}{
		{name: "project mirrors", file: "project"},
		{name: "user mirrors", file: "home"},
		{name: "a version the cache lacks", file: "project", version: "2.0.0", wantErr: "mirrors " + original + " to " + mirrorURL},
		{name: "untrusted project", file: "project", untrusted: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld(t)
			var asked []string
			cache := filepath.Join(w.home, ".cache", "org.swift.swiftpm", "repositories", "swift-log-3b2c1d0e")
			swiftLogRepo(t, cache, mirrorURL)
			dir := w.project
			if tc.file == "home" {
				dir = w.home
			}
			writeFile(t, filepath.Join(dir, ".swiftpm", "configuration", "mirrors.json"), mirrorsJSON)
			cfg := w.config()
			cfg.Git = &githost.Git{Run: func(ctx context.Context, env []string, args ...string) ([]byte, error) {
				// git runs on the cache's repository; of remotes, only
				// the mirror may be asked (here it cannot be reached).
				if slices.Contains(args, "ls-remote") {
					asked = append(asked, args[len(args)-1])
					return nil, errors.New("no network in tests")
				}
				cmd := exec.CommandContext(ctx, "git", args...)
				cmd.Env = append(cmd.Environ(), env...)
				return cmd.Output()
			}}
			doc, err := New(cfg).Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-log", Version: tc.version, ProjectPath: w.project, ProjectTrusted: !tc.untrusted}})
			if tc.untrusted {
				// The user's configuration has no mirror: the original,
				// asked of GitHub (which the test's fake lacks).
				if err == nil || w.githubN == 0 {
					t.Errorf("untrusted project: err %v, %d GitHub requests; want the original asked of GitHub", err, w.githubN)
				}
				return
			}
			if w.githubN != 0 {
				t.Errorf("%d GitHub requests for a mirrored package", w.githubN)
			}
			for _, u := range asked {
				if u != mirrorURL {
					t.Errorf("git ls-remote %s, want only the mirror", u)
				}
			}
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("got %v, want an error containing %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if doc.Version != "1.6.4" || doc.LatestVersion != "1.7.0" || doc.Source.Kind != sdk.SourceCache || !hasSymbol(doc, "Logger.info") {
				t.Errorf("version %q latest %q source %+v", doc.Version, doc.LatestVersion, doc.Source)
			}
			if n := strings.Join(doc.Notes, "\n"); !strings.Contains(n, "mirrors "+original+" to "+mirrorURL) {
				t.Errorf("notes %q do not name the mirror", doc.Notes)
			}
		})
	}
}

// swiftLogRepo makes a small swift-log repository tagged 1.6.4 and 1.7.0
// and clones it bare to cache, as SwiftPM's repository cache holds it,
// with origin as its remote.
func swiftLogRepo(t *testing.T, cache, origin string) {
	t.Helper()
	work := t.TempDir()
	writeFile(t, filepath.Join(work, "Package.swift"), "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"swift-log\", products: [.library(name: \"Logging\", targets: [\"Logging\"])], targets: [.target(name: \"Logging\")])\n")
	writeFile(t, filepath.Join(work, "Sources", "Logging", "Logger.swift"), "/// A logger.\npublic struct Logger {\n    /// Logs at info level.\n    public func info(_ message: String) {}\n}\n")
	run := func(dir string, args ...string) {
		cmd := exec.Command("git", args...)
		cmd.Dir = dir
		cmd.Env = append(cmd.Environ(), "GIT_AUTHOR_NAME=t", "GIT_AUTHOR_EMAIL=t@example.com", "GIT_COMMITTER_NAME=t", "GIT_COMMITTER_EMAIL=t@example.com", "GIT_CONFIG_GLOBAL=/dev/null")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	run(work, "init", "-q")
	run(work, "add", ".")
	run(work, "commit", "-q", "-m", "v")
	run(work, "tag", "1.6.4")
	run(work, "tag", "1.7.0")
	run(work, "clone", "-q", "--mirror", work, cache)
	run(cache, "remote", "set-url", "origin", origin)
}

// TestDependencyMirrorToRegistry: a mirror may name a registry package
// (scope.name) for a repository: SwiftPM then fetches it from the
// registry configured for that scope, and so does pkgdocs, asking
// neither GitHub nor git.
func TestDependencyMirrorToRegistry(t *testing.T) {
	w := newWorld(t)
	writeFile(t, filepath.Join(w.project, ".swiftpm", "configuration", "mirrors.json"),
		`{"object":[{"mirror":"mona.LinkedList","original":"https://github.com/apple/swift-log.git"}],"version":1}`)
	doc, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-log", Version: "1.1.0", ProjectPath: w.project, ProjectTrusted: true}})
	if err != nil {
		t.Fatal(err)
	}
	if doc.Version != "1.1.0" || !strings.HasPrefix(doc.Source.Detail, w.registry.URL) || w.githubN != 0 {
		t.Errorf("version %q source %+v, %d GitHub requests; want 1.1.0 from the registry, none of GitHub", doc.Version, doc.Source, w.githubN)
	}
	if n := strings.Join(doc.Notes, "\n"); !strings.Contains(n, "to the registry package mona.LinkedList") {
		t.Errorf("notes %q do not name the mirror", doc.Notes)
	}
}
