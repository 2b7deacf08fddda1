package sitepkgs

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestPlaceholderVersion(t *testing.T) {
	for _, tt := range []struct {
		v    string
		want bool
	}{
		{"0.0.0", true},
		{"0", true},
		{"0.0", true},
		{"0.0.0.dev0", true},
		{"0.0.0+unknown", true},
		{"0+unknown", true},
		{"0.1.0", false},
		{"1.2.4.dev0", false}, // Debian's Mako: a real version of a dev build
		{"4.4.0", false},
		{"", false},
		{"0.0.1", false},
	} {
		if got := PlaceholderVersion(tt.v); got != tt.want {
			t.Errorf("PlaceholderVersion(%q) = %v, want %v", tt.v, got, tt.want)
		}
	}
}

func TestDebianUpstream(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"4.4.0-1", "4.4.0"},
		{"1.4.4-1+b1", "1.4.4"},
		{"1:2.3~rc1+dfsg-2", "2.3rc1"},
		{"1.2.1+ds-3", "1.2.1"},
		{"2.6.1", "2.6.1"}, // a native package has no revision
		{"0.16.1-2", "0.16.1"},
	} {
		if got := debianUpstream(tt.in); got != tt.want {
			t.Errorf("debianUpstream(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestStatedVersion: Debian's python3-humanize 4.4.0-1 installs
// humanize-0.0.0.egg-info (hatch-vcs built it without the repository's
// tags) and a module that reads its version from that metadata. The
// version dpkg records for the package that owns the metadata is the
// answer's; without a dpkg record, a literal __version__ in the module
// (as mpmath's, also 0.0.0 in Debian's metadata) is. Trimmed copies of
// the real files: dpkg's file list and status stanzas, PKG-INFO.
func TestStatedVersion(t *testing.T) {
	root := t.TempDir()
	site := filepath.Join(root, "dist-packages")
	info := filepath.Join(root, "info")
	list, err := os.ReadFile(filepath.Join("testdata", "placeholder", "python3-humanize.list"))
	if err != nil {
		t.Fatal(err)
	}
	pkgInfo, err := os.ReadFile(filepath.Join("testdata", "placeholder", "PKG-INFO"))
	if err != nil {
		t.Fatal(err)
	}
	moved := strings.ReplaceAll(string(list), "/usr/lib/python3/dist-packages", site)
	write(t, filepath.Join(info, "python3-humanize.list"), moved)
	write(t, filepath.Join(info, "python3-other.list"), site+"/other/__init__.py\n")
	egg := filepath.Join(site, "humanize-0.0.0.egg-info")
	write(t, filepath.Join(egg, "PKG-INFO"), string(pkgInfo))
	write(t, filepath.Join(egg, "top_level.txt"), "humanize\n")
	write(t, filepath.Join(site, "humanize", "__init__.py"), "__version__ = importlib_metadata.version(__name__)\n")
	// No dpkg record: pip installed it from a source archive.
	write(t, filepath.Join(site, "mpmath-0.0.0.egg-info", "PKG-INFO"), "Name: mpmath\nVersion: 0.0.0\n")
	write(t, filepath.Join(site, "mpmath-0.0.0.egg-info", "top_level.txt"), "mpmath\n")
	write(t, filepath.Join(site, "mpmath", "__init__.py"), "__version__ = '1.2.1'\n\nfrom .usertools import monitor, timing\n")
	// Neither: the version cannot be told.
	write(t, filepath.Join(site, "nover-0.0.0.dist-info", "METADATA"), "Name: nover\nVersion: 0.0.0\n")
	write(t, filepath.Join(site, "nover", "__init__.py"), "from ._version import __version__\n")

	oldInfo, oldStatus := dpkgInfo, dpkgStatus
	dpkgInfo, dpkgStatus = info, filepath.Join("testdata", "placeholder", "status")
	t.Cleanup(func() { dpkgInfo, dpkgStatus = oldInfo, oldStatus })

	type got struct {
		Version, From string
		OK            bool
	}
	for _, tt := range []struct {
		dist string
		want got
	}{
		{"humanize", got{"4.4.0", "the Debian package python3-humanize (4.4.0-1) that installed it", true}},
		{"mpmath", got{"1.2.1", "the literal __version__ in " + filepath.Join(site, "mpmath", "__init__.py"), true}},
		{"nover", got{}},
	} {
		t.Run(tt.dist, func(t *testing.T) {
			d, ok := (&Env{SitePackages: []string{site}}).Find(tt.dist)
			if !ok || d.Version != "0.0.0" {
				t.Fatalf("Find(%q) = %+v, %v", tt.dist, d, ok)
			}
			v, from, ok := d.StatedVersion()
			if diff := cmp.Diff(tt.want, got{v, from, ok}); diff != "" {
				t.Errorf("StatedVersion (-want +got):\n%s", diff)
			}
		})
	}
}
