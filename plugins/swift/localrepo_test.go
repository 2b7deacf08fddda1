package swift

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"maps"
	"path/filepath"
	"strings"
	"testing"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestLocalSourceControlPin: .package(url: "file:///…/swift-argument-parser",
// from: "1.6.1") pins a git repository on this machine (Package.resolved v3
// kind localSourceControl, its location the path, as SwiftPM writes it),
// with no checkout in the project. Main ran git ls-remote on the path,
// refused it, and answered InvalidArgument ("Fix the argument"). Now the
// repository's working tree answers when HEAD is the pinned commit (a
// branch ref, loose or packed, or a detached HEAD); at another commit the
// answer says so. The .git files are as git writes them.
func TestLocalSourceControlPin(t *testing.T) {
	const pinned = "309a47b2b1d9b5e991f36961c983ecec72275be3"
	for _, tc := range []struct {
		name string
		git  map[string]string // files under .git
		ok   bool
	}{
		{"branch ref", map[string]string{"HEAD": "ref: refs/heads/main\n", "refs/heads/main": pinned + "\n"}, true},
		{"packed ref", map[string]string{"HEAD": "ref: refs/heads/main\n", "packed-refs": "# pack-refs with: peeled fully-peeled sorted \n" + pinned + " refs/heads/main\n"}, true},
		{"detached HEAD", map[string]string{"HEAD": pinned + "\n"}, true},
		{"another commit", map[string]string{"HEAD": "ref: refs/heads/main\n", "refs/heads/main": "c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00\n"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld(t)
			repo := filepath.Join(t.TempDir(), "swift-argument-parser")
			copyDir(t, parserDir, repo)
			for f, content := range tc.git {
				writeFile(t, filepath.Join(repo, ".git", filepath.FromSlash(f)), content)
			}
			app := filepath.Join(t.TempDir(), "App")
			writeFile(t, filepath.Join(app, "Package.swift"), `// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(url: "file://`+repo+`", from: "1.6.0")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")])]
)
`)
			writeFile(t, filepath.Join(app, "Package.resolved"), `{
  "originHash" : "5e6cf7bd6b1a4c1d7a3e4c5e0c3d1f6e2a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d",
  "pins" : [
    {
      "identity" : "swift-argument-parser",
      "kind" : "localSourceControl",
      "location" : "`+repo+`",
      "state" : {
        "revision" : "`+pinned+`",
        "version" : "1.6.1"
      }
    }
  ],
  "version" : 3
}
`)
			doc, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-argument-parser", ProjectPath: app, ProjectTrusted: true}})
			if !tc.ok {
				if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "whose working tree is at another commit (c0ffee00c0ff)") {
					t.Errorf("err = %v, want FailedPrecondition naming the commits", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if doc.Version != "1.6.1" || doc.Source.Kind != sdk.SourceLocalFolder || doc.Source.Detail != repo {
				t.Errorf("version %q source %+v", doc.Version, doc.Source)
			}
			if w.githubN != 0 {
				t.Errorf("%d GitHub requests", w.githubN)
			}
		})
	}
}

// TestLocalSourceControlPinUntrusted: a project the user did not choose
// does not get a directory outside it read through its pin.
func TestLocalSourceControlPinUntrusted(t *testing.T) {
	w := newWorld(t)
	repo := filepath.Join(t.TempDir(), "swift-argument-parser")
	copyDir(t, parserDir, repo)
	writeFile(t, filepath.Join(repo, ".git", "HEAD"), "309a47b2b1d9b5e991f36961c983ecec72275be3\n")
	app := filepath.Join(t.TempDir(), "App")
	writeFile(t, filepath.Join(app, "Package.resolved"), `{"pins":[{"identity":"swift-argument-parser","kind":"localSourceControl","location":"`+repo+`","state":{"revision":"309a47b2b1d9b5e991f36961c983ecec72275be3","version":"1.6.1"}}],"version":2}`)
	_, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-argument-parser", ProjectPath: app}})
	if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "not one the user chose") {
		t.Errorf("err = %v, want the untrusted project's refusal", err)
	}
}

// TestLocalRepoUnpinned: .package(url: "file:///…/swift-argument-parser",
// from: "1.6.0") with no Package.resolved yet (the project was never
// resolved). Main ran git ls-remote on the path, refused it and answered
// InvalidArgument. Now the repository's tags are read from its .git files
// as git writes them (a lightweight tag, an annotated tag's loose
// zlib-deflated object, packed-refs peeled by "^"): SwiftPM's pick is
// 1.6.1 (2.0.0 is out of range), answered from the working tree when HEAD
// is its commit, and said otherwise.
func TestLocalRepoUnpinned(t *testing.T) {
	const (
		c160 = "1111111111111111111111111111111111111111"
		c161 = "309a47b2b1d9b5e991f36961c983ecec72275be3"
		c200 = "2222222222222222222222222222222222222222"
		tag  = "a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1" // an annotated tag object for 1.6.1
	)
	annotated := "object " + c161 + "\ntype commit\ntag 1.6.1\ntagger A <a@b> 1700000000 +0000\n\nrelease\n"
	var obj bytes.Buffer
	zw := zlib.NewWriter(&obj)
	fmt.Fprintf(zw, "tag %d\x00%s", len(annotated), annotated)
	zw.Close()
	loose := map[string]string{"refs/tags/1.6.0": c160 + "\n", "refs/tags/2.0.0": c200 + "\n"}
	with := func(m map[string]string, kv ...string) map[string]string {
		out := map[string]string{}
		maps.Copy(out, m)
		for i := 0; i < len(kv); i += 2 {
			out[kv[i]] = kv[i+1]
		}
		return out
	}
	for _, tc := range []struct {
		name string
		git  map[string]string // files under .git
		want string            // "" when it answers; else the error's text
	}{
		{"lightweight tag", with(loose, "HEAD", "ref: refs/heads/main\n", "refs/heads/main", c161+"\n", "refs/tags/1.6.1", c161+"\n"), ""},
		{"annotated tag, loose object", with(loose, "HEAD", c161+"\n", "refs/tags/1.6.1", tag+"\n", "objects/a1/"+tag[2:], obj.String()), ""},
		{"packed, peeled", map[string]string{"HEAD": c161 + "\n", "packed-refs": "# pack-refs with: peeled fully-peeled sorted \n" + c160 + " refs/tags/1.6.0\n" + tag + " refs/tags/1.6.1\n^" + c161 + "\n" + c200 + " refs/tags/2.0.0\n"}, ""},
		{"another commit", map[string]string{"HEAD": c160 + "\n", "packed-refs": "# pack-refs with: peeled fully-peeled sorted \n" + c160 + " refs/tags/1.6.0\n" + c161 + " refs/tags/1.6.1\n"}, "SwiftPM would resolve tag 1.6.1 (commit 309a47b2b1d9), but the working tree is at another commit (111111111111)"},
		{"annotated tag packed away", with(loose, "HEAD", c160+"\n", "refs/tags/1.6.1", tag+"\n"), "cannot be read without git"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld(t)
			repo := filepath.Join(t.TempDir(), "swift-argument-parser")
			copyDir(t, parserDir, repo)
			for f, content := range tc.git {
				writeFile(t, filepath.Join(repo, ".git", filepath.FromSlash(f)), content)
			}
			app := filepath.Join(t.TempDir(), "App")
			writeFile(t, filepath.Join(app, "Package.swift"), `// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(url: "file://`+repo+`", from: "1.6.0")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")])]
)
`)
			doc, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-argument-parser", ProjectPath: app, ProjectTrusted: true}})
			if tc.want != "" {
				if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), tc.want) {
					t.Errorf("err = %v, want FailedPrecondition saying %q", err, tc.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if doc.Version != "1.6.1" || doc.Source.Kind != sdk.SourceLocalFolder || doc.Source.Detail != repo || doc.LatestVersion != "2.0.0" {
				t.Errorf("version %q (latest %q) source %+v", doc.Version, doc.LatestVersion, doc.Source)
			}
			if w.githubN != 0 {
				t.Errorf("%d GitHub requests", w.githubN)
			}
		})
	}
	t.Run("untrusted project, repository outside it", func(t *testing.T) {
		w := newWorld(t)
		repo := filepath.Join(t.TempDir(), "swift-argument-parser")
		copyDir(t, parserDir, repo)
		writeFile(t, filepath.Join(repo, ".git", "HEAD"), c161+"\n")
		writeFile(t, filepath.Join(repo, ".git", "refs", "tags", "1.6.1"), c161+"\n")
		app := filepath.Join(t.TempDir(), "App")
		writeFile(t, filepath.Join(app, "Package.swift"), `// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "App", dependencies: [.package(url: "file://`+repo+`", from: "1.6.0")])
`)
		_, err := w.provider().Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "swift-argument-parser", ProjectPath: app}})
		if sdk.Code(err) != codes.FailedPrecondition || !strings.Contains(err.Error(), "not one the user chose") {
			t.Errorf("err = %v, want the untrusted project's refusal", err)
		}
	})
}
