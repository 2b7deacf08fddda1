package swift

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing/fstest"

	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/archive"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
	"github.com/pkgdocs/pkgdocs/sdk/localtree"
)

// source is a package's files at one version, and where they came from.
type source struct {
	// fsys is the package root; nil until open has run for a remote
	// source.
	fsys fs.FS
	// open downloads a remote source's files (and facts only the download
	// brings: licence, summary); nil for a checkout.
	open func(ctx context.Context, s *source) error
	// kind and detail fill sdk.Source: a checkout path, a registry or
	// archive URL.
	kind   sdk.SourceKind
	detail string
	// registry is where a remote source's files come from (a SwiftPM
	// registry, GitHub's API) for Source.Registry; "" for a checkout.
	registry string
	// public: the files came from GitHub's own API without a token
	// (Source.Public); a private repository is not served that way.
	public bool
	// version is the exact version, "" when only a branch or revision is
	// known; revision and branch as pinned or asked for.
	version, revision, branch string
	// depPath is the project's .package(path:) for a path dependency, as
	// its manifest writes it: the install line repeats it.
	depPath string
	latest  string
	// url is the repository URL, identity SwiftPM's identity; scope and
	// name are set for registry packages.
	url, identity, scope, name string
	// original is the location the project names when a SwiftPM mirror
	// (mirrorFile) replaces it with url (or a registry's scope.name).
	original, mirrorFile, mirrorNote string
	// owner and repo are set on GitHub.
	owner, repo string
	// module is the /Module the request named.
	module  string
	license string
	summary string
	notes   []string
	// pinnedRev is the revision Package.resolved pins for the version
	// wanted: the archive can be fetched at it when the tag list
	// cannot be read (GitHub's anonymous rate limit).
	pinnedRev string
	// pinned names the project's pin in an error from fetching the
	// source (pinnedError); nil when the version was not the pin's.
	pinned func(error) error
}

// versionLabel is what the answer calls the version.
func (s *source) versionLabel() string {
	switch {
	case s.version != "":
		return s.version
	case s.branch != "" && s.revision != "":
		return s.branch + "@" + short(s.revision)
	case s.branch != "":
		return s.branch
	case s.revision != "":
		return short(s.revision)
	}
	return "local"
}

func short(rev string) string {
	if len(rev) > 12 {
		return rev[:12]
	}
	return rev
}

// keepInArchive says which archive entries a document needs: manifests,
// READMEs, licences, Swift sources, DocC catalogs and symbol graphs.
func keepInArchive(name string) bool {
	base := path.Base(name)
	switch {
	case strings.HasSuffix(name, ".swift"), strings.HasSuffix(name, ".symbols.json"):
		return true
	case strings.Contains(name, ".docc/") && (strings.HasSuffix(name, ".md") || strings.HasSuffix(name, ".tutorial")):
		return true
	}
	lower := strings.ToLower(base)
	return strings.HasPrefix(lower, "readme") || strings.HasPrefix(lower, "license") || strings.HasPrefix(lower, "licence") || strings.HasPrefix(lower, "copying")
}

// archiveLimits bound what a source archive may expand to; files over the
// per-file limit (generated sources, vendored C) are skipped, not fatal.
var archiveLimits = archive.Limits{MaxFileBytes: 4 << 20, MaxTotalBytes: 128 << 20, MaxArchiveBytes: 256 << 20, SkipLarge: true}

// zipTree reads a source archive into memory, without the single
// top-level directory GitHub and most registries wrap packages in.
func zipTree(data []byte, maxInput int64) (fs.FS, error) {
	lim := archiveLimits
	lim.MaxInputBytes = maxInput
	files, err := archive.ReadZip(bytes.NewReader(data), int64(len(data)), lim, keepInArchive)
	if err != nil {
		return nil, sdk.Unavailable("read source archive: %w", err)
	}
	prefix := ""
	if len(files) > 0 {
		if i := strings.IndexByte(files[0].Name, '/'); i > 0 {
			prefix = files[0].Name[:i+1]
		}
		for _, f := range files {
			if !strings.HasPrefix(f.Name, prefix) {
				prefix = ""
				break
			}
		}
		// a package whose manifest sits at the top is not wrapped
		for _, f := range files {
			if f.Name == "Package.swift" {
				prefix = ""
			}
		}
	}
	m := fstest.MapFS{}
	for _, f := range files {
		name := strings.TrimPrefix(f.Name, prefix)
		if name == "" || !fs.ValidPath(name) {
			continue
		}
		m[name] = &fstest.MapFile{Data: f.Data, Mode: 0o444}
	}
	return m, nil
}

// checkoutDir finds the project's checkout of a package: SwiftPM's
// .build/checkouts/<name>, then Xcode's DerivedData checkouts of this
// project. Checkout folders are named after the repository, in its case.
func (p *Provider) checkoutDir(project, identity string) (string, bool) {
	if dir, ok := childNamed(filepath.Join(project, ".build", "checkouts"), identity); ok {
		return dir, true
	}
	if p.cfg.DerivedData == "" {
		return "", false
	}
	ents, err := os.ReadDir(p.cfg.DerivedData)
	if err != nil {
		return "", false
	}
	for i, e := range ents {
		if i >= maxDerivedData {
			break
		}
		if !e.IsDir() {
			continue
		}
		dd := filepath.Join(p.cfg.DerivedData, e.Name())
		ws := workspacePath(filepath.Join(dd, "info.plist"))
		if ws == "" || !within(ws, project) && !within(project, filepath.Dir(ws)) {
			continue
		}
		if dir, ok := childNamed(filepath.Join(dd, "SourcePackages", "checkouts"), identity); ok {
			return dir, true
		}
	}
	return "", false
}

// maxDerivedData bounds the DerivedData folders looked at.
const maxDerivedData = 500

// childNamed finds the directory (not a link) in dir whose lower-case name
// is identity.
func childNamed(dir, identity string) (string, bool) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return "", false
	}
	for _, e := range ents {
		if e.IsDir() && strings.ToLower(e.Name()) == identity {
			return filepath.Join(dir, e.Name()), true
		}
	}
	return "", false
}

var workspacePathRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`<key>WorkspacePath</key>\s*<string>([^<]+)</string>`)
})

// workspacePath reads the WorkspacePath of a DerivedData info.plist (XML).
func workspacePath(plist string) string {
	b, err := localfile.Read(plist, 64<<10)
	if err != nil {
		return ""
	}
	m := workspacePathRE().FindSubmatch(b)
	if m == nil {
		return ""
	}
	return filepath.Clean(string(m[1]))
}

// within reports whether p is dir or inside it.
func within(p, dir string) bool {
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, "../")
}

// localTree opens a checkout; links inside it are not followed.
func localTree(dir string) (fs.FS, error) {
	st, err := os.Stat(dir)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return nil, errors.New(dir + ": not a directory")
	}
	return localtree.Dir(dir), nil
}

// checkout is what SwiftPM (or Xcode) last checked out for a package, as
// its workspace-state.json records it.
type checkout struct {
	Revision, Version, Branch string
}

// checkedOut reads the workspace-state.json beside a checkouts directory
// (.build/workspace-state.json for .build/checkouts/<name>, Xcode's
// SourcePackages/workspace-state.json) for the package identity; false
// when there is none or it does not list the package.
func checkedOut(checkoutDir, identity string) (checkout, bool) {
	file := filepath.Join(filepath.Dir(filepath.Dir(checkoutDir)), "workspace-state.json")
	b, err := localfile.Read(file, 16<<20)
	if err != nil {
		return checkout{}, false
	}
	var ws struct {
		Object struct {
			Dependencies []struct {
				PackageRef struct {
					Identity string `json:"identity"`
				} `json:"packageRef"`
				State struct {
					CheckoutState checkout `json:"checkoutState"`
				} `json:"state"`
			} `json:"dependencies"`
		} `json:"object"`
	}
	if json.Unmarshal(b, &ws) != nil {
		return checkout{}, false
	}
	for _, d := range ws.Object.Dependencies {
		if strings.EqualFold(d.PackageRef.Identity, identity) {
			return d.State.CheckoutState, d.State.CheckoutState.Revision != ""
		}
	}
	return checkout{}, false
}
