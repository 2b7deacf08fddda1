package swift

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/swift/githost"
)

// parserDir is apple/swift-argument-parser at 2f77f2fc (sources, DocC
// catalog, manifest, README), copied from the shared fixtures.
const parserDir = "testdata/swift-argument-parser"

// world is everything the provider talks to in a test: a project with a
// checkout, a fake GitHub API (with its archive host) and a fake SE-0292
// registry, and a home directory configuring the registry.
type world struct {
	home, project string
	github        *httptest.Server
	registry      *httptest.Server
	mu            sync.Mutex
	// auth records the Authorization header each fake server saw.
	auth    map[string][]string
	githubN int
}

// zipDir zips dir under a top-level folder named prefix, as GitHub and
// registries do.
func zipDir(t testing.TB, dir, prefix string) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		w, err := zw.Create(prefix + "/" + filepath.ToSlash(rel))
		if err != nil {
			return err
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		_, err = w.Write(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func copyDir(t testing.TB, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(to, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(to, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

func writeFile(t testing.TB, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

const projectManifest = `// swift-tools-version:5.9
import PackageDescription
let package = Package(
    name: "MyTool",
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(id: "mona.LinkedList", from: "1.0.0"),
    ],
    targets: [.executableTarget(name: "MyTool", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")])]
)
`

const projectResolved = `{
  "originHash" : "0",
  "pins" : [
    {
      "identity" : "swift-argument-parser",
      "kind" : "remoteSourceControl",
      "location" : "https://github.com/apple/swift-argument-parser.git",
      "state" : { "revision" : "2f77f2fccb6e84fecff338c37b199e33e7dfd119", "version" : "1.6.1" }
    },
    {
      "identity" : "swift-log",
      "kind" : "remoteSourceControl",
      "location" : "https://github.com/apple/swift-log.git",
      "state" : { "revision" : "ce592ae52f982c847a4efc0dd881cc9eb32d29f2", "version" : "1.6.4" }
    },
    {
      "identity" : "mona.linkedlist",
      "kind" : "registry",
      "location" : "",
      "state" : { "version" : "1.1.0" }
    }
  ],
  "version" : 3
}
`

// linkedList is a small registry package written for the tests.
var linkedList = map[string]string{
	"Package.swift": `// swift-tools-version:5.9
import PackageDescription
let package = Package(
    name: "LinkedList",
    platforms: [.macOS(.v12), .iOS(.v15)],
    products: [.library(name: "LinkedList", targets: ["LinkedList"])],
    dependencies: [.package(url: "https://github.com/apple/swift-collections.git", from: "1.1.0")],
    targets: [.target(name: "LinkedList"), .testTarget(name: "LinkedListTests", dependencies: ["LinkedList"])]
)
`,
	"README.md": "# LinkedList\n\nOne thing links to another.\n\n## Usage\n\n```swift\nvar list = LinkedList<Int>()\nlist.append(1)\n```\n",
	"LICENSE":   "MIT License\n\nPermission is hereby granted, free of charge, ...",
	"Sources/LinkedList/LinkedList.swift": `/// A singly linked list.
public struct LinkedList<Element> {
    /// Creates an empty list.
    public init() {}
    /// Appends an element.
    ///
    /// - Parameter element: The element to append.
    public mutating func append(_ element: Element) {}
    /// The number of elements.
    public var count: Int { 0 }
    var storage: [Element] = []
}

extension LinkedList: Sequence {
    public func makeIterator() -> IndexingIterator<[Element]> { storage.makeIterator() }
}
`,
	"Tests/LinkedListTests/LinkedListTests.swift": "public func testOnly() {}\n",
	"Sources/LinkedList/LinkedList.docc/Tutorials/Basics.tutorial": `@Tutorial(time: 5) {
    @Intro(title: "Linking Things") {
        Make a ` + "``LinkedList``" + `.
    }
    @Section(title: "Append") {
        @Steps {
            @Step {
                Create a list and append to it.
                @Code(name: "main.swift", file: "basics-01.swift")
            }
        }
    }
}
`,
	"Sources/LinkedList/LinkedList.docc/Resources/basics-01.swift": "var list = LinkedList<Int>()\nlist.append(1)\n",
}

func newWorld(t testing.TB) *world {
	t.Helper()
	w := &world{home: t.TempDir(), project: t.TempDir(), auth: map[string][]string{}}
	// the project: manifest, pins, and SwiftPM's checkout
	writeFile(t, filepath.Join(w.project, "Package.swift"), projectManifest)
	writeFile(t, filepath.Join(w.project, "Package.resolved"), projectResolved)
	copyDir(t, parserDir, filepath.Join(w.project, ".build", "checkouts", "swift-argument-parser"))

	parserZip := zipDir(t, parserDir, "apple-swift-argument-parser-2f77f2f")
	llDir := t.TempDir()
	for name, content := range linkedList {
		writeFile(t, filepath.Join(llDir, name), content)
	}
	llZip := zipDir(t, llDir, "mona.LinkedList")

	archive := httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		w.record("archive", r)
		rw.Write(parserZip)
	}))
	t.Cleanup(archive.Close)
	w.github = httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		w.record("github", r)
		w.mu.Lock()
		w.githubN++
		w.mu.Unlock()
		switch r.URL.Path {
		case "/repos/apple/swift-argument-parser/tags":
			fmt.Fprint(rw, `[{"name":"1.6.1"},{"name":"1.6.0"},{"name":"1.5.1"},{"name":"1.7.0-beta.1"},{"name":"0.5.0"}]`)
		case "/repos/apple/swift-argument-parser":
			fmt.Fprint(rw, `{"description":"Straightforward, type-safe argument parsing for Swift","default_branch":"main","license":{"spdx_id":"Apache-2.0"}}`)
		case "/repos/apple/swift-argument-parser/zipball/1.6.1", "/repos/apple/swift-argument-parser/zipball/1.5.1", "/repos/apple/swift-argument-parser/zipball/main":
			http.Redirect(rw, r, archive.URL+"/zip", http.StatusFound)
		case "/repos/limited/repo/zipball/8b1a9c0e4f5d6a7b8c9d0e1f2a3b4c5d6e7f8091":
			http.Redirect(rw, r, archive.URL+"/zip", http.StatusFound)
		case "/repos/limited/repo/tags", "/repos/limited/gone/tags":
			rw.Header().Set("X-RateLimit-Remaining", "0")
			rw.WriteHeader(http.StatusForbidden)
			fmt.Fprint(rw, `{"message":"API rate limit exceeded"}`)
		case "/repos/slow/repo/tags":
			<-r.Context().Done()
		default:
			http.NotFound(rw, r)
		}
	}))
	t.Cleanup(w.github.Close)
	w.registry = httptest.NewServer(http.HandlerFunc(func(rw http.ResponseWriter, r *http.Request) {
		w.record("registry", r)
		if r.Header.Get("Authorization") != "Bearer registry-token" {
			rw.WriteHeader(http.StatusUnauthorized)
			return
		}
		switch r.URL.Path {
		case "/mona/LinkedList":
			fmt.Fprint(rw, `{"releases":{"1.0.0":{},"1.1.0":{},"2.0.0":{}}}`)
		case "/mona/LinkedList/1.1.0", "/mona/LinkedList/2.0.0":
			json.NewEncoder(rw).Encode(map[string]any{"id": "mona.LinkedList", "version": strings.TrimPrefix(r.URL.Path, "/mona/LinkedList/"),
				"resources": []any{map[string]string{"name": "source-archive", "type": "application/zip"}},
				"metadata":  map[string]any{"description": "One thing links to another.", "repositoryURLs": []string{"https://github.com/mona/LinkedList.git"}}})
		case "/mona/LinkedList/1.1.0.zip", "/mona/LinkedList/2.0.0.zip":
			rw.Write(llZip)
		default:
			http.NotFound(rw, r)
		}
	}))
	t.Cleanup(w.registry.Close)
	host := strings.TrimPrefix(w.registry.URL, "http://")
	writeFile(t, filepath.Join(w.home, ".swiftpm", "configuration", "registries.json"),
		`{"registries":{"mona":{"url":"`+w.registry.URL+`"}},"authentication":{"`+host+`":{"type":"token"}},"version":1}`)
	writeFile(t, filepath.Join(w.home, ".netrc"), "machine 127.0.0.1 login token password registry-token\n")
	return w
}

func (w *world) record(server string, r *http.Request) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.auth[server] = append(w.auth[server], r.Header.Get("Authorization"))
}

// config points a provider at the world.
func (w *world) config() Config {
	return Config{Version: "test", Home: w.home, DerivedData: filepath.Join(w.home, "DerivedData"), GitHubAPI: w.github.URL,
		GitHubToken: "gh-token", Git: &githost.Git{Run: noGit}}
}

func (w *world) provider() *Provider { return New(w.config()) }
