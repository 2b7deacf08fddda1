package rust

import (
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/pkgdocs/pkgdocs/plugins/rust/rustdocjson"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// debianRegistry is where Debian's librust-*-dev packages put crate
// sources, a Cargo directory source.
const debianRegistry = "/usr/share/cargo/registry"

// liveCrates are the Debian crates the live test describes:
// apt-get install librust-memchr-dev librust-itoa-dev librust-either-dev
// librust-bitflags-dev librust-smallvec-dev librust-semver-dev
// librust-hex-dev librust-fnv-dev
var liveCrates = map[string]string{"memchr": "2", "itoa": "1", "either": "1", "bitflags": "1", "smallvec": "1", "semver": "1", "hex": "0.4", "fnv": "1"}

// TestLiveDebianCrates describes the dependencies of a project whose
// crates-io is replaced by Debian's directory source, and measures the
// source scanner's recall against rustdoc JSON that nightly rustdoc
// generates for the same sources (in this test only: the provider never
// runs cargo).
func TestLiveDebianCrates(t *testing.T) {
	if testing.Short() {
		t.Skip("runs cargo and nightly rustdoc")
	}
	var missing []string
	for c := range liveCrates {
		if m, _ := filepath.Glob(filepath.Join(debianRegistry, c+"-*")); len(m) == 0 {
			missing = append(missing, "librust-"+c+"-dev")
		}
	}
	if len(missing) > 0 {
		sort.Strings(missing)
		t.Skipf("Debian crate sources missing: apt-get install %s", strings.Join(missing, " "))
	}
	if _, err := exec.LookPath("cargo"); err != nil {
		t.Skip("cargo not installed")
	}
	proj := t.TempDir()
	var deps strings.Builder
	for c, req := range liveCrates {
		deps.WriteString(c + " = \"" + req + "\"\n")
	}
	writeFile(t, filepath.Join(proj, "Cargo.toml"), "[package]\nname = \"live\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n[dependencies]\n"+deps.String())
	writeFile(t, filepath.Join(proj, "src", "lib.rs"), "pub fn f() {}\n")
	writeFile(t, filepath.Join(proj, ".cargo", "config.toml"), "[source.crates-io]\nreplace-with = \"debian\"\n[source.debian]\ndirectory = \""+debianRegistry+"\"\n")
	run(t, proj, "cargo", "generate-lockfile", "--offline")

	p := New(Config{DocsRS: "off"})
	nightly := exec.Command("cargo", "+nightly", "--version").Run() == nil
	target := t.TempDir()
	var totalJSON, totalFound, totalMethods, totalMethodsFound int
	names := make([]string, 0, len(liveCrates))
	for c := range liveCrates {
		names = append(names, c)
	}
	sort.Strings(names)
	for _, c := range names {
		doc, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: c, ProjectPath: proj, ProjectTrusted: true}})
		if err != nil {
			t.Errorf("%s: %v", c, err)
			continue
		}
		if doc.Source.Kind != sdk.SourceLocalInstall || !strings.HasPrefix(doc.Source.Detail, debianRegistry) {
			t.Errorf("%s: source %+v, want the Debian directory", c, doc.Source)
		}
		if !strings.Contains(strings.Join(doc.Notes, " "), "Cargo.lock") {
			t.Errorf("%s: version not from Cargo.lock: %q", c, doc.Notes)
		}
		// The same version asked for by number is the registry's answer
		// (here the directory source's), not the project's install.
		asked, err := p.Describe(t.Context(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: c, Version: "=" + doc.Version, ProjectPath: proj, ProjectTrusted: true}})
		if err != nil {
			t.Errorf("%s@=%s: %v", c, doc.Version, err)
		} else if asked.Source.Kind != sdk.SourceRegistry || !strings.HasPrefix(asked.Source.Detail, debianRegistry) {
			t.Errorf("%s@=%s: source %+v, want the registry's (the Debian directory)", c, doc.Version, asked.Source)
		}
		if !nightly {
			continue
		}
		cmd := exec.Command("cargo", "+nightly", "rustdoc", "--offline", "-p", c, "--", "-Z", "unstable-options", "--output-format", "json")
		cmd.Dir, cmd.Env = proj, append(os.Environ(), "CARGO_TARGET_DIR="+target)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("%s: rustdoc JSON: %v\n%s", c, err, out)
			continue
		}
		f, err := os.Open(filepath.Join(target, "doc", strings.ReplaceAll(c, "-", "_")+".json"))
		if err != nil {
			t.Error(err)
			continue
		}
		api, err := rustdocjson.Read(f, 256<<20)
		f.Close()
		if err != nil {
			t.Errorf("%s: %v", c, err)
			continue
		}
		want, _ := api.Outline("", 0)
		got := map[string]bool{}
		for _, s := range doc.Symbols {
			got[s.Name] = true
		}
		var items, found, methods, mfound int
		var miss []string
		for _, s := range want {
			if s.Kind == "re-export" {
				continue
			}
			if s.Parent != "" {
				methods++
				if got[s.Name] {
					mfound++
				}
				continue
			}
			items++
			if got[s.Name] {
				found++
			} else {
				miss = append(miss, s.Name)
			}
		}
		t.Logf("%s %s: items %d/%d, methods %d/%d; missing items: %s", c, doc.Version, found, items, mfound, methods, strings.Join(first(miss, 12), ", "))
		totalJSON += items
		totalFound += found
		totalMethods += methods
		totalMethodsFound += mfound
	}
	if totalJSON > 0 {
		recall := float64(totalFound) / float64(totalJSON)
		t.Logf("scanner recall against rustdoc JSON: items %d/%d = %.1f%%, methods %d/%d = %.1f%%", totalFound, totalJSON, 100*recall,
			totalMethodsFound, totalMethods, 100*float64(totalMethodsFound)/float64(max(totalMethods, 1)))
		if recall < 0.8 {
			t.Errorf("scanner item recall %.1f%% is under 80%%", 100*recall)
		}
	} else if !nightly {
		t.Log("nightly toolchain absent: recall not measured")
	}
}

func first(ss []string, n int) []string {
	if len(ss) > n {
		return append(ss[:n:n], "…")
	}
	return ss
}

func run(t *testing.T, dir string, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
}
