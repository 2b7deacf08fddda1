package e2e

import (
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
)

// countingServer is a loopback registry that has nothing (404) and
// records the paths asked of it: where a row must answer from a local
// copy, it shows that the user's configuration named it and what reached
// it.
type countingServer struct {
	*httptest.Server
	mu    sync.Mutex
	paths []string
}

func newCountingServer(t *testing.T) *countingServer {
	t.Helper()
	s := &countingServer{}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.paths = append(s.paths, r.URL.Path)
		s.mu.Unlock()
		http.NotFound(w, r)
	}))
	t.Cleanup(s.Close)
	return s
}

func (s *countingServer) seen() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.paths...)
}

// firstPartyPlugins is a plugins dir holding the named first-party
// providers as the pkgdocs binary serves them: started under a
// provider's file name it is that provider, and hard links of one file
// share one process.
func firstPartyPlugins(t *testing.T, names ...string) string {
	t.Helper()
	dir := t.TempDir()
	first := filepath.Join(dir, "pkgdocs-provider-"+names[0])
	install(t, binHost, first, 0o755)
	for _, n := range names[1:] {
		if err := os.Link(first, filepath.Join(dir, "pkgdocs-provider-"+n)); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func writeTree(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, content := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// debianPython is the distribution's python3 with python3-termcolor
// (termcolor 1.1.0 in /usr/lib/python3/dist-packages) and its venv
// module: the environments issue 25 names are the ones Debian's Python
// makes. The row skips, saying so, on a machine without them.
func debianPython(t *testing.T) (python, site, pyver string) {
	t.Helper()
	python = "/usr/bin/python3"
	out, err := exec.Command(python, "-c", "import sys, venv, termcolor; print('python%d.%d' % sys.version_info[:2]); print(termcolor.__file__)").Output()
	lines := strings.Fields(string(out))
	if err != nil || len(lines) != 2 || !strings.Contains(lines[1], "dist-packages") {
		t.Skipf("needs Debian's python3 with python3-venv and python3-termcolor (apt-get install python3-venv python3-termcolor): %v %s", err, out)
	}
	return python, filepath.Dir(lines[1]), lines[0]
}

// firstContactPython: Python environments as Debian's python3 makes them,
// answered from what is installed, with the user's pip.conf naming a
// loopback index (which has nothing: every answer is the installed copy).
// Started in the project, or the CLI run in it with a venv activated
// elsewhere; nothing beyond the README's client configuration.
func firstContactPython(t *testing.T) {
	python, site, pyver := debianPython(t)
	unsetenv(t, "VIRTUAL_ENV", "PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_CONFIG_FILE", "UV_INDEX_URL", "UV_DEFAULT_INDEX", "UV_INDEX", "CONDA_PREFIX", "PYTHONPATH", "PYTHONHOME", "XDG_CONFIG_HOME")
	index := newCountingServer(t)
	home := t.TempDir()
	writeTree(t, home, map[string]string{".config/pip/pip.conf": "[global]\nindex-url = " + index.URL + "/simple\n"})
	env := []string{"HOME=" + home, "PATH=/usr/bin:/bin", "PKGDOCS_NO_CACHE=1"}
	plugins := firstPartyPlugins(t, "python")
	venv := func(dir string, systemSite bool) {
		t.Helper()
		args := []string{"-m", "venv", "--without-pip"}
		if systemSite {
			args = append(args, "--system-site-packages")
		}
		if out, err := exec.Command(python, append(args, dir)...).CombinedOutput(); err != nil {
			t.Fatalf("venv %s: %v\n%s", dir, err, out)
		}
	}
	project := func(files map[string]string) string {
		dir := filepath.Join(t.TempDir(), "app")
		writeTree(t, dir, files)
		return dir
	}
	pyproject := "[project]\nname = \"app\"\nversion = \"0.1.0\"\ndependencies = [\"termcolor\"]\n"
	check := func(t *testing.T, text string, isErr bool, from string, notes ...string) {
		t.Helper()
		if isErr || !strings.HasPrefix(text, "# termcolor@1.1.0") || !strings.Contains(text, from) {
			t.Fatalf("want termcolor@1.1.0 from %s, got (isError %v):\n%.800s", from, isErr, text)
		}
		for _, n := range notes {
			if !strings.Contains(text, n) {
				t.Errorf("answer lacks %q:\n%.1500s", n, text)
			}
		}
		if !strings.Contains(text, "def colored(text, color=None, on_color=None, attrs=None)") {
			t.Errorf("answer lacks the installed copy's colored():\n%.800s", text)
		}
	}
	describe := map[string]any{"package": "termcolor"}

	t.Run("venv with system site packages", func(t *testing.T) {
		dir := project(map[string]string{"pyproject.toml": pyproject})
		venv(filepath.Join(dir, ".venv"), true)
		text, isErr := callTool(t, connectIn(t, plugins, env, dir, mcp.ProtocolVersion20250618, nil), "describe_python_package", describe)
		check(t, text, isErr, filepath.Join(site, "termcolor-1.1.0.egg-info"))
	})
	t.Run("venv without system site packages", func(t *testing.T) {
		dir := project(map[string]string{"pyproject.toml": pyproject})
		venv(filepath.Join(dir, ".venv"), false)
		own := filepath.Join(dir, ".venv", "lib", pyver, "site-packages")
		for _, f := range []string{"termcolor.py", "termcolor-1.1.0.egg-info"} {
			install(t, filepath.Join(site, f), filepath.Join(own, f), 0o644)
		}
		text, isErr := callTool(t, connectIn(t, plugins, env, dir, mcp.LATEST_PROTOCOL_VERSION, nil), "describe_python_package", describe)
		check(t, text, isErr, filepath.Join(own, "termcolor-1.1.0.egg-info"))
	})
	t.Run("VIRTUAL_ENV outside the project, CLI in the project", func(t *testing.T) {
		dir := project(map[string]string{"pyproject.toml": pyproject})
		elsewhere := filepath.Join(t.TempDir(), "envs", "app")
		venv(elsewhere, true)
		cmd := exec.Command(binHost, "describe", "python", "termcolor")
		cmd.Dir = dir
		cmd.Env = append(append(append(os.Environ(), hostEnv(plugins)...), env...), "VIRTUAL_ENV="+elsewhere)
		out, err := cmd.Output()
		check(t, string(out), err != nil, filepath.Join(site, "termcolor-1.1.0.egg-info"))
	})
	t.Run("requirements pin installed for python3 on PATH", func(t *testing.T) {
		dir := project(map[string]string{"requirements.txt": "termcolor==1.1.0\n"})
		r := &roots{}
		r.set(dir)
		text, isErr := callTool(t, connectIn(t, plugins, env, "/", mcp.ProtocolVersion20250618, r), "describe_python_package", map[string]any{"package": "termcolor", "projectPath": dir})
		check(t, text, isErr, filepath.Join(site, "termcolor-1.1.0.egg-info"), "requirements.txt pins termcolor 1.1.0; read from the copy of that version installed for")
	})
	t.Run("lockfile disagrees with the venv", func(t *testing.T) {
		dir := project(map[string]string{"requirements.txt": "termcolor==1.2.0\n"})
		venv(filepath.Join(dir, ".venv"), true)
		text, isErr := callTool(t, connectIn(t, plugins, env, dir, mcp.ProtocolVersion20250618, nil), "describe_python_package", describe)
		check(t, text, isErr, filepath.Join(site, "termcolor-1.1.0.egg-info"),
			"requirements.txt pins termcolor 1.2.0, but the project's environment", "has 1.1.0 installed: this answer is the installed 1.1.0")
	})
	// An agent names a project the user did not choose, whose
	// requirements file sends every name to its own index: the name is
	// asked of no index, and the error names the file and how to trust
	// the project.
	t.Run("untrusted project maps the index", func(t *testing.T) {
		other := newCountingServer(t)
		dir := project(map[string]string{"requirements.txt": "--index-url " + other.URL + "/simple\ncorp-widgets==1.0.0\n"})
		r := &roots{}
		r.set(t.TempDir())
		before := len(index.seen())
		text, isErr := callTool(t, connectIn(t, plugins, env, "/", mcp.ProtocolVersion20250618, r), "describe_python_package", map[string]any{"package": "corp-widgets", "projectPath": dir})
		if file := filepath.Join(dir, "requirements.txt"); !isErr || !strings.Contains(text, file) || !strings.Contains(text, "--project "+dir) {
			t.Errorf("want an error naming %s and how to trust the project, got (isError %v):\n%.600s", file, isErr, text)
		}
		if got := append(index.seen()[before:], other.seen()...); len(got) != 0 {
			t.Errorf("requests reached an index for a name an untrusted project maps elsewhere: %v", got)
		}
	})
	// Every row asked the user's index (pip.conf) for the newest release,
	// and nothing else.
	for _, p := range index.seen() {
		if !strings.HasPrefix(p, "/simple/termcolor") && !strings.HasPrefix(p, "/pypi/termcolor") {
			t.Errorf("the index was asked %s", p)
		}
	}
	if len(index.seen()) == 0 {
		t.Error("the index the user's pip.conf names was never asked: the configuration was not read")
	}
}

// firstContactCargo: a trusted project (the directory the server is
// started in) whose .cargo/config.toml replaces crates-io with a
// directory of vendored crates is answered from it; the user's own
// configuration (a loopback crates-io mirror in ~/.cargo/config.toml) is
// not asked.
func firstContactCargo(t *testing.T) {
	unsetenv(t, "CARGO_HOME", "CARGO_REGISTRIES_CRATES_IO_PROTOCOL", "CARGO_REGISTRY_TOKEN", "PKGDOCS_DOCSRS_URL")
	mirror, docsrs := newCountingServer(t), newCountingServer(t)
	home := t.TempDir()
	writeTree(t, home, map[string]string{".cargo/config.toml": "[source.crates-io]\nreplace-with = \"mirror\"\n[source.mirror]\nregistry = \"sparse+" + mirror.URL + "/index/\"\n"})
	dir := filepath.Join(t.TempDir(), "app")
	vendor := filepath.Join(dir, "vendor", "kvstore_demo-0.3.1")
	if err := os.CopyFS(vendor, os.DirFS(filepath.Join(moduleRoot(), "plugins", "rust", "testdata", "kvstore_demo"))); err != nil {
		t.Fatal(err)
	}
	writeTree(t, dir, map[string]string{
		".cargo/config.toml": "[source.crates-io]\nreplace-with = \"vendored\"\n[source.vendored]\ndirectory = \"vendor\"\n",
		"Cargo.toml":         "[package]\nname = \"app\"\nversion = \"0.1.0\"\nedition = \"2021\"\n[dependencies]\nkvstore_demo = \"0.3\"\n",
	})
	env := []string{"HOME=" + home, "PKGDOCS_DOCSRS_URL=" + docsrs.URL, "PKGDOCS_NO_CACHE=1"}
	c := connectIn(t, firstPartyPlugins(t, "rust"), env, dir, mcp.ProtocolVersion20250618, nil)
	text, isErr := callTool(t, c, "describe_rust_package", map[string]any{"package": "kvstore_demo"})
	if isErr || !strings.HasPrefix(text, "# kvstore_demo@0.3.1") || !strings.Contains(text, "directory source vendored") {
		t.Fatalf("want kvstore_demo@0.3.1 from the directory source, got (isError %v):\n%.800s", isErr, text)
	}
	// Completing a symbol reads the same trusted project: its source
	// replacement counts there too, or the completion is empty.
	creq := mcp.CompleteRequest{}
	creq.Params.Ref = mcp.ResourceReference{Type: "ref/resource", URI: "pkgdocs://{ecosystem}/{package}/symbol/{symbol}"}
	creq.Params.Argument = mcp.CompleteArgument{Name: "symbol", Value: "Sto"}
	creq.Params.Context = mcp.CompleteContext{Arguments: map[string]string{"ecosystem": "rust", "package": "kvstore_demo"}}
	if res, err := c.Complete(tctx(t), creq); err != nil || !slices.Contains(res.Completion.Values, "Store") {
		t.Errorf("symbol completion Sto in the trusted project: want Store among the values, got %v (err %v)", res, err)
	}
	if got := mirror.seen(); len(got) != 0 {
		t.Errorf("the user's crates-io mirror was asked %v for a crate the project vendors", got)
	}

	// The same project, named by an agent while the client's root is
	// elsewhere: not trusted, so its source replacement is not used, and
	// the crate is looked up nowhere rather than on the user's mirror.
	r := &roots{}
	r.set(t.TempDir())
	docsBefore := len(docsrs.seen())
	c = connectIn(t, firstPartyPlugins(t, "rust"), env, "/", mcp.ProtocolVersion20250618, r)
	text, isErr = callTool(t, c, "describe_rust_package", map[string]any{"package": "kvstore_demo", "projectPath": dir})
	if file := filepath.Join(dir, ".cargo", "config.toml"); !isErr || !strings.Contains(text, file) || !strings.Contains(text, "--project "+dir) {
		t.Errorf("untrusted: want an error naming %s and how to trust the project, got (isError %v):\n%.600s", file, isErr, text)
	}
	if got := append(mirror.seen(), docsrs.seen()[docsBefore:]...); len(got) != 0 {
		t.Errorf("untrusted: requests reached %v for a crate the project sends elsewhere", got)
	}
}
