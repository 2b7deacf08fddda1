package python

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"
)

// world is a test environment: a fake index serving the recorded PyPI
// responses (file URLs and digests rewritten to artifacts built in the
// test from testdata/src), a home directory, and no Python.
type world struct {
	t    *testing.T
	srv  *httptest.Server
	home string
	env  map[string]string

	mu        sync.Mutex
	artifacts map[string][]byte // filename → bytes
	requests  []string
	synth     map[string]synthetic // normalised name → project built in the test
}

// synthetic is a one-release project built in the test.
type synthetic struct {
	name, version string
	wheel         []byte
}

const filesHost = "https://files.pythonhosted.org/"

func newWorld(t *testing.T) *world {
	t.Helper()
	prebuild(t)
	w := &world{t: t, home: t.TempDir(), artifacts: map[string][]byte{}}
	w.srv = httptest.NewServer(http.HandlerFunc(w.serve))
	t.Cleanup(w.srv.Close)
	w.env = map[string]string{
		"PIP_INDEX_URL":   w.srv.URL + "/simple",
		"PIP_CONFIG_FILE": os.DevNull,
	}
	return w
}

func (w *world) provider() *Provider {
	return New(Config{
		Getenv:        func(k string) string { return w.env[k] },
		Home:          w.home,
		Python:        filepath.Join(w.home, "no-python3"),
		PyPIJSONHosts: []string{strings.TrimPrefix(w.srv.URL, "http://")},
	})
}

// envList is the environment for the provider binary.
func (w *world) envList() []string {
	empty := filepath.Join(w.home, "empty-path")
	os.MkdirAll(empty, 0o755)
	out := []string{"HOME=" + w.home, "PATH=" + empty, "VIRTUAL_ENV=", "NETRC=" + filepath.Join(w.home, "none"), "XDG_CONFIG_HOME=" + filepath.Join(w.home, ".config")}
	for k, v := range w.env {
		out = append(out, k+"="+v)
	}
	return out
}

func (w *world) serve(rw http.ResponseWriter, r *http.Request) {
	w.mu.Lock()
	w.requests = append(w.requests, r.URL.Path)
	w.mu.Unlock()
	p := r.URL.Path
	for norm, sp := range w.synth {
		whl := strings.ReplaceAll(sp.name, "-", "_") + "-" + sp.version + "-py3-none-any.whl"
		sum := sha256.Sum256(sp.wheel)
		file := map[string]any{"filename": whl, "url": w.srv.URL + "/files/" + whl, "size": len(sp.wheel)}
		switch p {
		case "/pypi/" + norm + "/json":
			file["digests"] = map[string]string{"sha256": hex.EncodeToString(sum[:])}
			json.NewEncoder(rw).Encode(map[string]any{
				"info":     map[string]any{"name": sp.name, "version": sp.version, "summary": "A package built in the test."},
				"releases": map[string]any{sp.version: []any{file}},
			})
			return
		case "/simple/" + norm + "/":
			file["hashes"] = map[string]string{"sha256": hex.EncodeToString(sum[:])}
			rw.Header().Set("Content-Type", "application/vnd.pypi.simple.v1+json")
			json.NewEncoder(rw).Encode(map[string]any{"name": sp.name, "files": []any{file}, "meta": map[string]string{"api-version": "1.1"}})
			return
		case "/files/" + whl:
			rw.Write(sp.wheel)
			return
		}
	}
	switch {
	case strings.HasPrefix(p, "/pypi/requests/") && strings.HasSuffix(p, "/json"):
		name := "pypi_requests.json"
		if p != "/pypi/requests/json" {
			name = "pypi_requests_" + strings.TrimSuffix(strings.TrimPrefix(p, "/pypi/requests/"), "/json") + ".json"
		}
		b, err := os.ReadFile(filepath.Join("testdata", "pypi", name))
		if err != nil {
			http.NotFound(rw, r)
			return
		}
		rw.Header().Set("Content-Type", "application/json")
		rw.Write(w.rewrite(b))
	case p == "/simple/requests/":
		b, _ := os.ReadFile(filepath.Join("testdata", "pypi", "simple_requests_pep691.json"))
		rw.Header().Set("Content-Type", "application/vnd.pypi.simple.v1+json")
		rw.Write(w.rewrite(b))
	case strings.HasPrefix(p, "/files/"):
		w.mu.Lock()
		b, ok := w.artifacts[path.Base(p)]
		w.mu.Unlock()
		if !ok {
			http.NotFound(rw, r)
			return
		}
		rw.Write(b)
	default:
		http.NotFound(rw, r)
	}
}

// rewrite points file URLs at the fake server and replaces each file's
// sha256 with that of the artifact the test builds for it.
func (w *world) rewrite(b []byte) []byte {
	var doc any
	if err := json.Unmarshal(b, &doc); err != nil {
		w.t.Fatal(err)
	}
	var walk func(v any)
	walk = func(v any) {
		switch x := v.(type) {
		case map[string]any:
			if fn, ok := x["filename"].(string); ok {
				if u, ok := x["url"].(string); ok {
					x["url"] = strings.Replace(u, filesHost, w.srv.URL+"/files/", 1)
				}
				// Only the releases the tests read get an artifact (and
				// its digest); the others keep the recorded digest, so
				// a download of one fails verification, as it should.
				if v := versionOfFile(fn); testedVersions[v] {
					sum := w.artifactSum(fn)
					if d, ok := x["digests"].(map[string]any); ok {
						d["sha256"] = sum
					}
					if d, ok := x["hashes"].(map[string]any); ok {
						d["sha256"] = sum
					}
				}
				x["core-metadata"], x["data-dist-info-metadata"] = false, false
			}
			for _, c := range x {
				walk(c)
			}
		case []any:
			for _, c := range x {
				walk(c)
			}
		}
	}
	walk(doc)
	out, err := json.Marshal(doc)
	if err != nil {
		w.t.Fatal(err)
	}
	return out
}

// testedVersions are the requests releases tests download.
var testedVersions = map[string]bool{"2.28.2": true, "2.27.1": true, "2.26.0": true, "2.25.1": true, "2.0.0": true, "0.14.2": true}

// versionOfFile reads the version of a requests wheel or sdist name.
func versionOfFile(fn string) string {
	if strings.HasSuffix(fn, ".whl") {
		return strings.Split(fn, "-")[1]
	}
	root := strings.TrimSuffix(fn, ".tar.gz")
	return root[strings.LastIndexByte(root, '-')+1:]
}

// built caches artifacts across worlds: the recorded index lists some
// four hundred files, and every test builds a world.
var built sync.Map // filename → artifact

type artifact struct {
	data []byte
	sum  string
}

// prebuild builds, once per test binary, every artifact of the tested
// versions that the recorded responses list. Built lazily, they were made
// inside the fake index's first answer, whose time the provider's fetch
// timeout counts: on a loaded machine that answer took longer than the
// timeout. The builds run in parallel; each world then only copies them.
func prebuild(t *testing.T) {
	prebuildOnce.Do(func() {
		names := map[string]bool{}
		for _, f := range []string{"pypi_requests.json", "simple_requests_pep691.json"} {
			b, err := os.ReadFile(filepath.Join("testdata", "pypi", f))
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range filenameRE.FindAllSubmatch(b, -1) {
				if fn := string(m[1]); testedVersions[versionOfFile(fn)] {
					names[fn] = true
				}
			}
		}
		sources(t) // its failure is the test goroutine's
		var wg sync.WaitGroup
		for fn := range names {
			wg.Go(func() { artifactFor(t, fn) })
		}
		wg.Wait()
	})
}

var (
	prebuildOnce sync.Once
	filenameRE   = regexp.MustCompile(`"filename":\s*"([^"]+)"`)
)

// artifactFor is the artifact named filename, built on first use.
func artifactFor(t *testing.T, filename string) artifact {
	v, ok := built.Load(filename)
	if !ok {
		b := buildArtifact(t, filename)
		s := sha256.Sum256(b)
		v, _ = built.LoadOrStore(filename, artifact{b, hex.EncodeToString(s[:])})
	}
	return v.(artifact)
}

func (w *world) artifactSum(filename string) string {
	a := artifactFor(w.t, filename)
	w.mu.Lock()
	w.artifacts[filename] = a.data
	w.mu.Unlock()
	return a.sum
}

// metadataFor is core metadata for requests at version v (a Markdown
// description, as PyPI records for requests).
func metadataFor(v string) string {
	return "Metadata-Version: 2.1\nName: requests\nVersion: " + v + "\nSummary: Python HTTP for Humans.\n" +
		"Home-page: https://requests.readthedocs.io\nLicense: Apache 2.0\nProject-URL: Source, https://github.com/psf/requests\n" +
		"Requires-Python: >=3.7, <4\nProvides-Extra: socks\nDescription-Content-Type: text/markdown\n\n" +
		"# Requests\n\n**Requests** is a simple, yet elegant, HTTP library.\n\n```python\n>>> import requests\n>>> r = requests.get('https://httpbin.org/basic-auth/user/pass', auth=('user', 'pass'))\n```\n"
}

var srcOnce sync.Once
var srcFiles map[string][]byte

func sources(t *testing.T) map[string][]byte {
	srcOnce.Do(func() {
		srcFiles = map[string][]byte{}
		ents, err := os.ReadDir(filepath.Join("testdata", "src", "requests"))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ents {
			b, err := os.ReadFile(filepath.Join("testdata", "src", "requests", e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			srcFiles["requests/"+e.Name()] = b
		}
	})
	return srcFiles
}

// buildArtifact builds a wheel or sdist named filename from testdata/src.
func buildArtifact(t *testing.T, filename string) []byte {
	src := sources(t)
	names := make([]string, 0, len(src))
	for n := range src {
		names = append(names, n)
	}
	sort.Strings(names)
	var buf bytes.Buffer
	switch {
	case strings.HasSuffix(filename, ".whl"):
		v := strings.Split(filename, "-")[1]
		zw := zip.NewWriter(&buf)
		add := func(name string, data []byte) {
			h := &zip.FileHeader{Name: name, Method: zip.Deflate, Modified: time.Date(2023, 1, 1, 0, 0, 0, 0, time.UTC)}
			f, err := zw.CreateHeader(h)
			if err != nil {
				t.Fatal(err)
			}
			f.Write(data)
		}
		for _, n := range names {
			add(n, src[n])
		}
		di := "requests-" + v + ".dist-info/"
		add(di+"METADATA", []byte(metadataFor(v)))
		add(di+"top_level.txt", []byte("requests\n"))
		if err := zw.Close(); err != nil {
			t.Fatal(err)
		}
	case strings.HasSuffix(filename, ".tar.gz"):
		root := strings.TrimSuffix(filename, ".tar.gz")
		v := root[strings.LastIndexByte(root, '-')+1:]
		gz := gzip.NewWriter(&buf)
		tw := tar.NewWriter(gz)
		add := func(name string, data []byte) {
			tw.WriteHeader(&tar.Header{Name: root + "/" + name, Mode: 0o644, Size: int64(len(data)), Typeflag: tar.TypeReg, ModTime: time.Date(2023, 1, 1, 0, 0, 0, 0, time.UTC)})
			tw.Write(data)
		}
		add("PKG-INFO", []byte(metadataFor(v)))
		add("setup.py", []byte("raise SystemExit('setup.py must never run')\n"))
		add("examples/basic.py", []byte("import requests\nprint(requests.get('https://example.org').status_code)\n"))
		for name, text := range sdistDocFiles {
			add(name, []byte(text))
		}
		for _, n := range names {
			add(n, src[n])
		}
		tw.Close()
		gz.Close()
	default:
		return []byte("not an archive")
	}
	return buf.Bytes()
}

// sdistDocFiles are the docs of the requests sdists built in the test,
// below the sdist's root. Only the first three are doc files.
var sdistDocFiles = map[string]string{
	"docs/index.rst":           "Requests: HTTP for Humans™\n==========================\n\nRelease v2.\n\n.. toctree::\n   user/quickstart\n",
	"docs/user/quickstart.rst": ".. _quickstart:\n\nQuickstart\n==========\n\nEager to get started?\n\nMake a Request\n--------------\n\nBegin by importing the Requests module::\n\n    >>> import requests\n\nPassing Parameters In URLs\n--------------------------\n\nUse the ``params`` keyword argument.\n",
	"docs/dev/notes.md":        "# Developer notes\n\nRun the tests with `pytest`.\n",
	"docs/requirements.txt":    "sphinx\n",
	"docs/_build/html/x.txt":   "built\n",
	"docs/conf.py":             "project = 'requests'\n",
}

// writeFiles creates files under dir.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// addSynthetic serves a one-release project whose wheel holds files
// (paths relative to the wheel root) and a METADATA.
func (w *world) addSynthetic(name, version string, files map[string]string) {
	w.addSyntheticWith(name, version, "", files)
}

// addSyntheticWith is addSynthetic with more METADATA header lines.
func (w *world) addSyntheticWith(name, version, headers string, files map[string]string) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	di := strings.ReplaceAll(name, "-", "_") + "-" + version + ".dist-info/"
	files[di+"METADATA"] = "Metadata-Version: 2.1\nName: " + name + "\nVersion: " + version + "\nSummary: A package built in the test.\n" + headers + "Description-Content-Type: text/markdown\n\n# " + name + "\n\nBuilt in the test.\n"
	names = append(names, di+"METADATA")
	for _, n := range names {
		f, err := zw.Create(n)
		if err != nil {
			w.t.Fatal(err)
		}
		f.Write([]byte(files[n]))
	}
	if err := zw.Close(); err != nil {
		w.t.Fatal(err)
	}
	if w.synth == nil {
		w.synth = map[string]synthetic{}
	}
	w.synth[name] = synthetic{name: name, version: version, wheel: buf.Bytes()}
}
