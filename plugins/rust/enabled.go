package rust

import (
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/rust/crateapi"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// A project that depends on a crate says which of its features it
// enables (Cargo.toml's features = […], and default unless
// default-features = false); the crate's feature table says what each
// enables in turn. An item behind #[cfg(feature = "x")] is then available
// to that project, and an agent told "requires feature = "x"" would
// otherwise go and enable what is already on. markEnabled writes, after
// such an item's gate, that the project enables it (apicheck reads the
// mark: apicheck.EnabledByProject). Gates naming anything else than
// features (target_os, unix, a build script's cfg) are not decided here,
// so an item behind one keeps its gate as it is.

// enabledFeatures is the set of features on for a dependency that
// enables asked (and default unless noDefault) over table, the crate's
// features with their implicit optional-dependency ones.
func enabledFeatures(asked []string, noDefault bool, table map[string][]string) map[string]bool {
	on := map[string]bool{}
	var visit func(string)
	visit = func(f string) {
		if f == "" || on[f] || strings.Contains(f, "/") || strings.HasPrefix(f, "dep:") {
			return
		}
		on[f] = true
		for _, g := range table[f] {
			visit(g)
		}
	}
	for _, f := range asked {
		visit(strings.TrimSpace(f))
	}
	if !noDefault {
		if _, ok := table["default"]; ok {
			visit("default")
		}
	}
	return on
}

// cfgValue is what a cfg expression is for a project: on, off or
// unknown (it names what is no feature).
type cfgValue int

const (
	cfgUnknown cfgValue = iota
	cfgOn
	cfgOff
)

// evalCfg evaluates a cfg expression as rustdoc and our providers write
// it (feature = "x", all(…), any(…), not(…), other predicates) against
// the features on.
func evalCfg(expr string, on map[string]bool) cfgValue {
	v, rest := parseCfg(strings.TrimSpace(expr), on)
	if strings.TrimSpace(rest) != "" {
		return cfgUnknown
	}
	return v
}

// parseCfg reads one predicate at the start of s and returns its value
// and what follows it.
func parseCfg(s string, on map[string]bool) (cfgValue, string) {
	s = strings.TrimLeft(s, " ")
	for _, op := range []string{"all(", "any(", "not("} {
		rest, ok := strings.CutPrefix(s, op)
		if !ok {
			continue
		}
		var vals []cfgValue
		for {
			rest = strings.TrimLeft(rest, " ")
			if strings.HasPrefix(rest, ")") {
				rest = rest[1:]
				break
			}
			var v cfgValue
			v, rest = parseCfg(rest, on)
			vals = append(vals, v)
			rest = strings.TrimLeft(rest, " ")
			if strings.HasPrefix(rest, ",") {
				rest = rest[1:]
				continue
			}
			if !strings.HasPrefix(rest, ")") {
				return cfgUnknown, "?" // malformed: unread text left
			}
		}
		return combine(op, vals), rest
	}
	// A predicate: name, or name = "value".
	end := strings.IndexAny(s, ",)")
	if end < 0 {
		end = len(s)
	}
	pred, rest := strings.TrimSpace(s[:end]), s[end:]
	if strings.Count(pred, `"`) == 1 {
		// A value with a comma or parenthesis in it: read to its quote.
		q := strings.IndexByte(s, '"')
		close := strings.IndexByte(s[q+1:], '"')
		if close < 0 {
			return cfgUnknown, "?"
		}
		pred, rest = strings.TrimSpace(s[:q+2+close]), s[q+2+close:]
	}
	name, val, isKV := strings.Cut(pred, "=")
	if !isKV || strings.TrimSpace(name) != "feature" {
		return cfgUnknown, rest
	}
	val = strings.TrimSpace(val)
	if len(val) < 2 || val[0] != '"' || val[len(val)-1] != '"' {
		return cfgUnknown, rest
	}
	if on[val[1:len(val)-1]] {
		return cfgOn, rest
	}
	return cfgOff, rest
}

func combine(op string, vals []cfgValue) cfgValue {
	switch op {
	case "not(":
		if len(vals) != 1 {
			return cfgUnknown
		}
		switch vals[0] {
		case cfgOn:
			return cfgOff
		case cfgOff:
			return cfgOn
		}
		return cfgUnknown
	case "all(":
		out := cfgOn
		for _, v := range vals {
			if v == cfgOff {
				return cfgOff
			}
			if v == cfgUnknown {
				out = cfgUnknown
			}
		}
		return out
	default: // any(
		out := cfgOff
		for _, v := range vals {
			if v == cfgOn {
				return cfgOn
			}
			if v == cfgUnknown {
				out = cfgUnknown
			}
		}
		return out
	}
}

// markEnabled marks, in syms, the gate of each symbol the project's
// features switch on.
func markEnabled(syms []sdk.Symbol, on map[string]bool) {
	for i := range syms {
		cond := apicheck.Requires(syms[i])
		if cond == "" || !strings.Contains(cond, "feature") || evalCfg(cond, on) != cfgOn {
			continue
		}
		d := strings.TrimSpace(syms[i].Doc)
		syms[i].Doc = strings.TrimSuffix(d, ")") + apicheck.EnabledByProject + ")"
	}
}

// markDisabled sets Disabled on each symbol whose #[cfg] the features
// on leave off: a module's (and every symbol under its path), an item's
// own with its module's, and a member of such an item, or one whose own
// cfg (the method's, its impl block's, the modules the impl sits in)
// with its item's is off. Page one then lists what the
// build has before what a feature it does not enable would add (a
// parser's optional syntax-tree walkers had pushed its default modules'
// names off page one). Only #[cfg] decides: a gate may be a
// #[doc(cfg(…))] label on an item compiled all the same (an AST crate's
// opaque expression types). A cfg that names no feature, that the
// features on do not decide (all(feature = "std", unix)), or that names
// a feature outside table, the crate's features, leaves its symbols as
// they are: an item inlined from a dependency carries the dependency's
// gates, which the crate turns on through "dep/feature" entries this
// does not follow.
func markDisabled(syms []sdk.Symbol, mods []*crateapi.Module, on map[string]bool, table map[string][]string) {
	isOff := func(cfg string) bool {
		if !strings.Contains(cfg, "feature") {
			return false
		}
		for _, f := range crateapi.GateFeatures(cfg) {
			if _, ok := table[f]; !ok {
				return false
			}
		}
		return evalCfg(cfg, on) == cfgOff
	}
	offMods := map[string]string{}  // module path → its cfg, for the modules off
	offItems := map[string]string{} // item path → its cfg, for the items off
	offMembers := map[string]string{}
	onMembers := map[string]bool{} // declared (also) under a cfg not off
	for _, m := range mods {
		if m.Path != "" && isOff(m.Cfg) {
			offMods[m.Path] = m.Cfg
			continue
		}
		for _, it := range m.Items {
			cfg := crateapi.AndGate(m.Cfg, it.Cfg)
			if it.Cfg != "" && isOff(cfg) {
				offItems[m.ItemPath(it)] = cfg
				continue
			}
			for _, mem := range it.Members {
				// A method declared once under each of two cfgs (std,
				// not(std)): the name is there whichever is on.
				name := m.ItemPath(it) + "::" + mem.Name
				if c := crateapi.AndGate(cfg, mem.Cfg); mem.Cfg != "" && isOff(c) {
					if _, dup := offMembers[name]; !dup {
						offMembers[name] = c
					}
				} else {
					onMembers[name] = true
				}
			}
		}
	}
	for name := range onMembers {
		delete(offMembers, name)
	}
	if len(offMods) == 0 && len(offItems) == 0 && len(offMembers) == 0 {
		return
	}
	for i := range syms {
		if cond, ok := offItems[syms[i].Name]; ok {
			syms[i].Disabled = cond
			continue
		}
		if cond, ok := offMembers[syms[i].Name]; ok && syms[i].Parent != "" {
			syms[i].Disabled = cond
			continue
		}
		if cond, ok := offItems[syms[i].Parent]; ok && syms[i].Parent != "" {
			syms[i].Disabled = cond
			continue
		}
		for p := syms[i].Name; p != ""; {
			if cond, ok := offMods[p]; ok {
				syms[i].Disabled = cond
				break
			}
			j := strings.LastIndex(p, "::")
			if j < 0 {
				break
			}
			p = p[:j]
		}
	}
}
