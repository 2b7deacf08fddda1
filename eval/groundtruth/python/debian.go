package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"net/textproto"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
)

// distPackages is where Debian's python3-* packages put modules for
// /usr/bin/python3.
const distPackages = "/usr/lib/python3/dist-packages"

// Dist is one distribution a Debian package installed.
type Dist struct {
	Name, Version string
	// Info is its .dist-info or .egg-info path.
	Info string
	// Requires are its unconditional requirements (no extra marker).
	Requires []string
	// Files are every dist-packages file of the Debian package.
	Files []string
	// PyDepends are the Debian package's dependencies on other Python
	// packages (python3-*, python-*): Debian strips requirements from
	// the metadata it installs and states them here instead.
	PyDepends []string
}

var infoDir = regexp.MustCompile(`^` + regexp.QuoteMeta(distPackages) + `/[^/]+\.(dist|egg)-info$`)

// debianDists lists the distributions the installed Debian package deb
// holds. An error means dpkg does not know the package as installed.
func debianDists(ctx context.Context, deb string) ([]Dist, error) {
	out, err := exec.CommandContext(ctx, "dpkg-query", "-L", deb).Output()
	if err != nil {
		return nil, fmt.Errorf("dpkg-query -L %s: the package is not installed here (%w)", deb, err)
	}
	var infos, files []string
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		l := sc.Text()
		if infoDir.MatchString(l) {
			infos = append(infos, l)
		}
		if strings.HasPrefix(l, distPackages+"/") {
			if fi, err := os.Lstat(l); err == nil && !fi.IsDir() {
				files = append(files, l)
			}
		}
	}
	deps, err := pyDepends(ctx, deb)
	if err != nil {
		return nil, err
	}
	var dists []Dist
	for _, info := range infos {
		d, err := readInfo(info)
		if err != nil {
			return nil, err
		}
		d.Files, d.PyDepends = files, deps
		dists = append(dists, d)
	}
	return dists, nil
}

// pyDepends lists deb's Depends on Python packages other than the
// interpreter itself.
func pyDepends(ctx context.Context, deb string) ([]string, error) {
	out, err := exec.CommandContext(ctx, "dpkg-query", "-W", "-f=${Depends}", deb).Output()
	if err != nil {
		return nil, fmt.Errorf("dpkg-query -W %s: %w", deb, err)
	}
	return parseDepends(string(out)), nil
}

// parseDepends picks python3-* and python-* names out of a Depends field.
func parseDepends(field string) []string {
	var deps []string
	for _, alt := range strings.Split(field, ",") {
		name, _, _ := strings.Cut(strings.TrimSpace(alt), " ")
		name, _, _ = strings.Cut(name, ":")
		if (strings.HasPrefix(name, "python3-") || strings.HasPrefix(name, "python-")) && name != "python3-minimal" {
			deps = append(deps, name)
		}
	}
	return deps
}

// readInfo reads name, version and requirements from a .dist-info
// (METADATA) or .egg-info (PKG-INFO and requires.txt; or a single file).
func readInfo(info string) (Dist, error) {
	d := Dist{Info: info}
	meta := filepath.Join(info, "METADATA")
	if fi, err := os.Stat(info); err == nil && !fi.IsDir() {
		meta = info
	} else if strings.HasSuffix(info, ".egg-info") {
		meta = filepath.Join(info, "PKG-INFO")
	}
	b, err := os.ReadFile(meta)
	if err != nil {
		return d, fmt.Errorf("read metadata of %q: %w", filepath.Base(info), err)
	}
	// Metadata is RFC 822 headers, then the description.
	hdr, _ := textproto.NewReader(bufio.NewReader(bytes.NewReader(append(b, '\n', '\n')))).ReadMIMEHeader()
	d.Name, d.Version = hdr.Get("Name"), hdr.Get("Version")
	if d.Name == "" || d.Version == "" {
		return d, fmt.Errorf("metadata of %q: no Name or Version", filepath.Base(info))
	}
	for _, r := range hdr.Values("Requires-Dist") {
		if !strings.Contains(r, "extra ==") && !strings.Contains(r, "extra==") {
			d.Requires = append(d.Requires, strings.TrimSpace(r))
		}
	}
	if rb, err := os.ReadFile(filepath.Join(info, "requires.txt")); err == nil {
		for _, l := range strings.Split(string(rb), "\n") {
			l = strings.TrimSpace(l)
			if strings.HasPrefix(l, "[") {
				break // [extra] or [:marker] sections follow
			}
			if l != "" {
				d.Requires = append(d.Requires, l)
			}
		}
	}
	return d, nil
}

// normalize is PEP 503's normalised name.
func normalize(name string) string {
	return strings.ToLower(regexp.MustCompile(`[-_.]+`).ReplaceAllString(name, "-"))
}
