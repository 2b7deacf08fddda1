package npm

import (
	"bytes"
	"path"
	"slices"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/npm/dts"
)

// A class or interface that extends a type of TypeScript's lib (class
// Buffer extends Uint8Array, interface Cache extends Map<K, V>) inherits
// members only the lib declares: the typescript package's lib/lib.*.d.ts,
// which the compiler reads whatever the package depends on. When the
// project installs typescript, those files are read and the types are
// scanned again with them (dts.Scanner.Lib), so the members are listed,
// marked as inherited from "Uint8Array (TypeScript lib)"; without it the
// base stays unseen and a check says it cannot tell.
//
// The lib read is every ECMAScript edition's and the DOM's (what a
// project's tsconfig "lib" picks from): a member some edition adds
// (Array's toSorted, ES2023) exists, and a name no edition declares does
// not. Web workers' and the scripting host's libs are left out: they
// redeclare the DOM's globals with other members.

// maxLibFiles bounds the lib files read; TypeScript 5.9 ships about 100.
const maxLibFiles = 200

// libFile reports whether a file of the typescript package is one of the
// lib files read: lib/lib.es*.d.ts, lib/lib.dom*.d.ts, lib/lib.decorators*.d.ts.
func libFile(name string) bool {
	dir, base := path.Split(name)
	if dir != "lib/" || !strings.HasSuffix(base, ".d.ts") {
		return false
	}
	for _, p := range []string{"lib.es", "lib.dom", "lib.decorators"} {
		if strings.HasPrefix(base, p) {
			return true
		}
	}
	return false
}

// libBasesUnseen lists the bases res could not see that TypeScript's lib
// may declare: global names (no module, no dots).
func libBasesUnseen(res *dts.Result) []string {
	if res == nil {
		return nil
	}
	var out []string
	for _, bases := range res.UnseenBases {
		for _, b := range bases {
			if dts.IsGlobalName(b) && !slices.Contains(out, b) {
				out = append(out, b)
			}
		}
	}
	return out
}

// libDeclares reports whether a lib file declares an interface of one
// of names: the types are scanned again only then.
func libDeclares(lib *dts.Dep, names []string) bool {
	for _, data := range lib.Files {
		for _, n := range names {
			if bytes.Contains(data, []byte("interface "+n+" ")) || bytes.Contains(data, []byte("interface "+n+"<")) {
				return true
			}
		}
	}
	return false
}

// tsLib is TypeScript's lib as the project installs it (see above), nil
// when it does not or its lib cannot be read. The lib is in the typescript
// package, or (TypeScript 7, a native binary) in the package of its
// optional dependencies that the project's platform installed.
func tsLib(projectPath string) *dts.Dep {
	if projectPath == "" {
		return nil
	}
	inst, ok := findInstalled(projectPath, "typescript")
	if !ok {
		return nil
	}
	files, _, _, err := inst.read(libFile)
	if err == nil && len(files) == 0 && inst.manifest != nil {
		names := make([]string, 0, len(inst.manifest.OptionalDependencies))
		for n := range inst.manifest.OptionalDependencies {
			names = append(names, n)
		}
		slices.Sort(names)
		for _, n := range names {
			// Installed beside typescript (its node_modules first).
			opt, ok := findInstalled(inst.dir, n)
			if !ok {
				continue
			}
			if files, _, _, err = opt.read(libFile); err == nil && len(files) > 0 {
				break
			}
		}
	}
	if err != nil || len(files) == 0 {
		return nil
	}
	var entries []string
	for f := range files {
		entries = append(entries, f)
	}
	slices.Sort(entries)
	if len(entries) > maxLibFiles {
		entries = entries[:maxLibFiles]
	}
	return &dts.Dep{Files: files, Entries: entries}
}

// followLibBases scans src's declarations again with TypeScript's lib
// (and deps, the packages followBases read) when k's API has bases the
// lib may declare and the project installs typescript.
func (p *Provider) followLibBases(projectPath string, k, src *pkg, entries []string, deps map[string]dts.Dep) {
	names := libBasesUnseen(k.api)
	if len(names) == 0 {
		return
	}
	lib := tsLib(projectPath)
	if lib == nil || !libDeclares(lib, names) {
		return
	}
	if entries == nil {
		have := map[string]bool{}
		for f := range src.files {
			have[f] = true
		}
		entries, _ = dts.Entries(dtsPackageJSON(src.packageJSON(), src.files), have)
	}
	s := &dts.Scanner{Files: src.files, Package: k.name, Deps: deps, Lib: lib}
	if res := s.Scan(entries); len(res.Symbols) > 0 {
		k.api = res
	}
}
