package sitepkgs

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// dpkgInfo is where dpkg keeps each installed package's file list
// (<package>.list, one absolute path a line).
var dpkgInfo = "/var/lib/dpkg/info"

// maxDpkgLists bounds the file lists read looking for one owner; a
// system has one or two thousand.
const maxDpkgLists = 20000

// dpkgOwned caches what dpkgRecord found: metadata path -> dpkgOwner.
var dpkgOwned sync.Map

// dpkgOwner is the installed Debian package that owns a path: its name
// and the files it installed.
type dpkgOwner struct {
	pkg   string
	files []string
}

// dpkgFiles returns the files of the installed Debian package that owns
// path (a distutils .egg-info file, which itself lists no files), as
// dpkg recorded them; nil when dpkg knows no owner.
func dpkgFiles(path string) []string { return dpkgRecord(path).files }

// dpkgRecord returns the installed Debian package that owns path; the
// zero value when dpkg knows no owner. The lists are read once per path.
func dpkgRecord(path string) dpkgOwner {
	if v, ok := dpkgOwned.Load(path); ok {
		return v.(dpkgOwner)
	}
	lists, _ := filepath.Glob(filepath.Join(dpkgInfo, "*.list"))
	if len(lists) > maxDpkgLists {
		lists = lists[:maxDpkgLists]
	}
	var own dpkgOwner
	want := []byte(path)
	for _, l := range lists {
		b, err := readSmall(l, maxSmallFile)
		if err != nil || !bytes.Contains(b, want) {
			continue
		}
		var all []string
		found := false
		sc := bufio.NewScanner(bytes.NewReader(b))
		for sc.Scan() {
			line := sc.Text()
			found = found || line == path
			all = append(all, line)
		}
		if found {
			// python3-foo.list, or python3-foo:amd64.list for a package
			// of one architecture among several.
			name, _, _ := strings.Cut(strings.TrimSuffix(filepath.Base(l), ".list"), ":")
			own = dpkgOwner{pkg: name, files: all}
			break
		}
	}
	dpkgOwned.Store(path, own)
	return own
}

// dpkgStatus is dpkg's database of installed packages: stanzas of
// "Field: value" lines, one per package, separated by blank lines.
var dpkgStatus = "/var/lib/dpkg/status"

// maxDpkgStatus bounds the status file; a desktop system's is a few MiB.
const maxDpkgStatus = 64 << 20

// dpkgVersion returns the version dpkg records for the installed package
// pkg ("4.4.0-1", "1:2.3~rc1+dfsg-2"); "" when it is not installed.
func dpkgVersion(pkg string) string {
	if pkg == "" {
		return ""
	}
	if v, ok := dpkgVersions.Load(pkg); ok {
		return v.(string)
	}
	v := readDpkgVersion(pkg)
	dpkgVersions.Store(pkg, v)
	return v
}

var dpkgVersions sync.Map // package -> version ("" when not installed)

func readDpkgVersion(pkg string) string {
	b, err := readSmall(dpkgStatus, maxDpkgStatus)
	if err != nil {
		return ""
	}
	for _, stanza := range strings.Split(string(b), "\n\n") {
		var name, version, status string
		for _, line := range strings.Split(stanza, "\n") {
			k, v, ok := strings.Cut(line, ":")
			if !ok || strings.HasPrefix(line, " ") {
				continue
			}
			switch k {
			case "Package":
				name = strings.TrimSpace(v)
			case "Version":
				version = strings.TrimSpace(v)
			case "Status":
				status = strings.TrimSpace(v)
			}
		}
		if name == pkg && strings.HasSuffix(status, " installed") {
			return version
		}
	}
	return ""
}

// debianUpstream returns the upstream part of a Debian version, spelled
// as PEP 440 would: no epoch ("1:"), no Debian revision ("-2", "-1+b1"),
// no repacking mark ("+dfsg", "+ds", "+repack"), and "~" (which sorts
// before the release, as a pre-release does) dropped: 2.3~rc1 is 2.3rc1.
func debianUpstream(v string) string {
	if _, rest, ok := strings.Cut(v, ":"); ok {
		v = rest
	}
	if i := strings.LastIndex(v, "-"); i > 0 {
		v = v[:i]
	}
	for _, mark := range []string{"+dfsg", "+ds", "+repack"} {
		if i := strings.Index(v, mark); i > 0 {
			v = v[:i]
		}
	}
	return strings.ReplaceAll(v, "~", "")
}

// dpkgImportNames are the import names among the files dpkg lists
// directly in site: packages (a directory with an __init__.py listed),
// modules and extensions.
func dpkgImportNames(files []string, site string) []string {
	return importNamesFromPaths(dpkgSiteRows(files, site))
}

// dpkgSiteRows are the files dpkg lists under site that are there,
// relative to it and slash-separated.
func dpkgSiteRows(files []string, site string) []string {
	var rows []string
	prefix := filepath.Clean(site) + string(filepath.Separator)
	for _, f := range files {
		if rel, ok := strings.CutPrefix(f, prefix); ok {
			if _, err := os.Lstat(f); err == nil {
				rows = append(rows, filepath.ToSlash(rel))
			}
		}
	}
	return rows
}
