package pyapi

import (
	"slices"
	"strings"
)

// ImportedAs reports how the module dotted binds name at its top by an
// import statement the outline leaves out, since the name is another
// module's API: "import urllib3" in requests binds requests.urllib3,
// "from .compat import json" would bind json. It returns the statement as
// a reader would write it, with the module made absolute ("import
// urllib3", "from requests.compat import json as json"), and the
// module imported from, absolute ("urllib3", "requests.compat"); ok is
// false when no such import binds name (a star import, one under
// TYPE_CHECKING, and a module that is not read do not count).
func (p *Package) ImportedAs(dotted, name string) (from, stmt string, ok bool) {
	m := p.module(dotted)
	if m == nil {
		return "", "", false
	}
	for _, cand := range []*parsed{m, p.implModule(dotted)} {
		if cand == nil {
			continue
		}
		for _, imp := range cand.mod.Imports {
			if imp.Star || imp.TypeChecking || imp.As != name {
				continue
			}
			from = absolute(dotted, cand.isPkg, imp.Module)
			switch {
			case imp.Name != "" && imp.Name != name:
				return from, "from " + from + " import " + imp.Name + " as " + name, true
			case imp.Name != "":
				return from, "from " + from + " import " + name, true
			case from != name && !strings.HasPrefix(from, name+"."):
				return from, "import " + from + " as " + name, true
			default:
				return from, "import " + from, true
			}
		}
	}
	return "", "", false
}

// maxStarChain bounds the star imports StarImportedAs follows.
const maxStarChain = 4

// StarImportedAs reports how module dotted binds the public name through
// a star import of a module of the tree that binds name by an import
// statement ("from debian.deb822 import *" in deb822, where
// debian.deb822 has "from typing import Text"): without __all__ a star
// import binds every public name of its source, the names that source
// imports included; with an __all__ read whole, those it lists. via is
// the module dotted star-imports (absolute), from and stmt are
// ImportedAs's for the module that imports name. ok is false when no
// such chain binds name (a private name, an __all__ this reader cannot
// read whole, a module it does not read).
func (p *Package) StarImportedAs(dotted, name string) (via, from, stmt string, ok bool) {
	return p.starImportedAs(dotted, name, 0)
}

func (p *Package) starImportedAs(dotted, name string, depth int) (via, from, stmt string, ok bool) {
	m := p.module(dotted)
	if m == nil || depth >= maxStarChain || !isPublic(name) {
		return "", "", "", false
	}
	for _, imp := range m.mod.Imports {
		if !imp.Star || imp.TypeChecking {
			continue
		}
		target := absolute(dotted, m.isPkg, imp.Module)
		t := p.module(target)
		if t == nil || t.compiled || strings.HasSuffix(t.path, ".pyi") {
			continue
		}
		if t.mod.SetsAll || t.mod.PublicAt != nil {
			names, whole := p.allBound(target, 0)
			if !whole || !slices.Contains(names, name) {
				continue
			}
		}
		if from, stmt, ok := p.ImportedAs(target, name); ok {
			return target, from, stmt, true
		}
		if _, from, stmt, ok := p.starImportedAs(target, name, depth+1); ok {
			return target, from, stmt, true
		}
	}
	return "", "", "", false
}
