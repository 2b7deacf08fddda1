package pyapi

import "strings"

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
