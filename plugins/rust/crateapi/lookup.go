package crateapi

import "strings"

// Found is the result of a lookup: an item (with Member set when the path
// named one of its methods or fields) or a module.
type Found struct {
	Path   string
	Item   *Item
	Member *Item
	Module *Module
}

// Lookup finds an item by path: "sync::Mutex", "Mutex", "Mutex::lock",
// "crate_name::sync::Mutex". A path naming a module finds the module. A
// bare name is searched in every module, the shortest path first.
func (c *Crate) Lookup(p string) (Found, bool) {
	p = strings.TrimSpace(strings.TrimPrefix(p, "crate::"))
	if c.Name != "" {
		p = strings.TrimPrefix(p, c.Name+"::")
	}
	if p == "" {
		return Found{}, false
	}
	for _, m := range c.Modules {
		if m.Path == p {
			return Found{Path: p, Module: m}, true
		}
	}
	// Exact path, then suffix match, each as item or item::member.
	for _, exact := range []bool{true, false} {
		for _, m := range c.Modules {
			for _, it := range m.Items {
				ip := m.ItemPath(it)
				if match(ip, p, exact) {
					return Found{Path: ip, Item: it}, true
				}
				for _, mem := range append(append([]*Item{}, it.Members...), it.Fields...) {
					if match(ip+"::"+mem.Name, p, exact) {
						return Found{Path: ip, Item: it, Member: mem}, true
					}
				}
			}
		}
	}
	return Found{}, false
}

func match(path, want string, exact bool) bool {
	if exact {
		return path == want
	}
	return strings.HasSuffix(path, "::"+want)
}

// Names lists item paths, for "did you mean" messages.
func (c *Crate) Names() []string {
	var out []string
	for _, m := range c.Modules {
		for _, it := range m.Items {
			out = append(out, m.ItemPath(it))
		}
	}
	return out
}
