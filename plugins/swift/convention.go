package swift

import (
	"bytes"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/swift/manifest"
	"github.com/pkgdocs/pkgdocs/sdk/localfile"
)

// sourceRoots are the folders SwiftPM looks for targets in when a target
// has no path:, the first that exists.
var sourceRoots = []string{"Sources", "Source", "src", "srcs"}

// maxConventionDirs bounds the target folders a fallback lists: real
// packages have tens.
const maxConventionDirs = 200

// conventionModules finds a package's modules on disk, by SwiftPM's
// conventions, for a manifest whose targets are built by code the text
// reader does not run: each folder of the source root (Sources/<Target>)
// holding Swift files, named after a literal name: whose literal path: is
// that folder when the manifest has one, else after the folder. When the
// products were read, only their targets are kept. Executables and macro
// plugins (a main.swift or an @main type) and folders without Swift files
// (C targets) are left out. It returns the modules and a note saying
// where they came from.
func conventionModules(fsys fs.FS, m *manifest.Manifest, known []module) ([]module, string) {
	root := ""
	for _, r := range sourceRoots {
		if st, err := fs.Stat(fsys, r); err == nil && st.IsDir() {
			root = r
			break
		}
	}
	byPath := map[string]string{}
	for name, p := range m.Paths {
		byPath[path.Clean(p)] = name
	}
	wanted := map[string][]string{} // product targets, when products were read
	if m.Read("products") {
		for _, pr := range m.Products {
			if pr.Kind == "library" {
				for _, t := range pr.Targets {
					wanted[t] = append(wanted[t], pr.Name)
				}
			}
		}
	}
	have := map[string]bool{}
	for _, k := range known {
		have[k.name] = true
	}
	out := append([]module(nil), known...)
	var found []string
	add := func(name, dir string) {
		if have[name] || len(found) >= maxConventionDirs {
			return
		}
		if len(wanted) > 0 && wanted[name] == nil || strings.HasPrefix(name, "_") {
			// underscored modules are implementation details, as
			// underscored declarations are
			return
		}
		if !libraryDir(fsys, dir) {
			return
		}
		have[name] = true
		found = append(found, name)
		out = append(out, module{name: name, dir: dir, kind: "target", products: wanted[name]})
	}
	if root != "" {
		ents, _ := fs.ReadDir(fsys, root)
		for _, e := range ents {
			if !e.IsDir() {
				continue
			}
			dir := root + "/" + e.Name()
			name := e.Name()
			if n, ok := byPath[dir]; ok {
				name = n
			}
			add(name, dir)
		}
	}
	// literal paths outside the source root
	var names []string
	for name := range m.Paths {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		if p := path.Clean(m.Paths[name]); fs.ValidPath(p) && p != "." {
			add(name, p)
		}
	}
	if len(found) == 0 {
		return out, ""
	}
	where := root + "/<Target>"
	if root == "" {
		where = "the literal path: arguments"
	}
	note := fmt.Sprintf("Package.swift builds its %s with code this reader does not run, so the modules were found on disk by SwiftPM's conventions (%s): %s. They are the folders, not the manifest's own list: a module may be internal to the package or differ in name.",
		strings.Join(m.Unread, " and "), where, strings.Join(found, ", "))
	if len(wanted) > 0 {
		note = fmt.Sprintf("Package.swift builds its targets with code this reader does not run; the library products' targets were found on disk by SwiftPM's conventions (%s): %s.", where, strings.Join(found, ", "))
	}
	return out, note
}

// libraryDir reports whether dir holds a library's Swift sources: some
// .swift file, and no main.swift or @main type (an executable, a macro
// or plugin implementation).
func libraryDir(fsys fs.FS, dir string) bool {
	swift, main := false, false
	n := 0
	_ = fs.WalkDir(fsys, dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if n++; n > maxWalk {
			return fs.SkipAll
		}
		if d.IsDir() {
			if strings.HasSuffix(d.Name(), ".docc") {
				return fs.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".swift") {
			return nil
		}
		swift = true
		if d.Name() == "main.swift" && path.Dir(p) == dir {
			main = true
			return fs.SkipAll
		}
		if b, err := localfile.ReadFS(fsys, p, maxSourceBytes); err == nil && hasMainAttr(b) {
			main = true
			return fs.SkipAll
		}
		return nil
	})
	return swift && !main
}

// hasMainAttr reports an @main attribute at the start of a line.
func hasMainAttr(b []byte) bool {
	for _, line := range bytes.Split(b, []byte("\n")) {
		t := bytes.TrimSpace(line)
		if bytes.HasPrefix(t, []byte("@main")) && (len(t) == 5 || t[5] == ' ' || t[5] == '\t' || t[5] == '\r') {
			return true
		}
	}
	return false
}
