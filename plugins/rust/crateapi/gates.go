package crateapi

import (
	"slices"
	"strings"
)

// DropUnavailable removes the modules, items, members and re-export lines whose cfg needs
// a feature the crate does not declare (declared: its [features] and the
// implicit features of its optional dependencies). No build of the crate
// has them: Debian's chrono drops the unstable-locales feature its source
// still gates Locale on. A gate the reader cannot tell about (a cfg other
// than a feature, a shape it does not parse) keeps the item. It returns
// the undeclared features that removed something, sorted.
func (c *Crate) DropUnavailable(declared map[string]bool) []string {
	missing := map[string]bool{}
	gone := func(gate string) bool {
		if gate == "" {
			return false
		}
		var m []string
		if evalCfg(gate, declared, &m) != cfgFalse {
			return false
		}
		for _, f := range m {
			missing[f] = true
		}
		return true
	}
	mods := c.Modules[:0]
	for _, m := range c.Modules {
		if m.Path != "" && gone(m.Gate) {
			continue
		}
		items := m.Items[:0]
		for _, it := range m.Items {
			if gone(it.Gate) {
				continue
			}
			it.Members = slices.DeleteFunc(it.Members, func(mem *Item) bool { return gone(mem.Gate) })
			items = append(items, it)
		}
		m.Items = items
		if len(m.ReexportGates) > 0 {
			// `#[cfg(feature = "cipher")] pub use cipher;` where no
			// build has the feature: rustdoc lists no such line.
			drop := func(line string) bool { return gone(m.ReexportGates[line]) }
			m.Reexports = slices.DeleteFunc(m.Reexports, drop)
			m.Inline = slices.DeleteFunc(m.Inline, drop)
		}
		mods = append(mods, m)
	}
	c.Modules = mods
	var out []string
	for f := range missing {
		out = append(out, f)
	}
	slices.Sort(out)
	return out
}

// cfgValue is what a cfg expression can be: false in every build of the
// crate, true in every one, or either (a feature one may enable, a target
// or custom cfg).
type cfgValue int

const (
	cfgMaybe cfgValue = iota
	cfgFalse
	cfgTrue
)

// evalCfg evaluates a cfg expression (`all(feature = "a", not(unix))`)
// with every feature outside declared false; the undeclared features it
// met are added to missing. What it cannot parse is cfgMaybe.
func evalCfg(expr string, declared map[string]bool, missing *[]string) cfgValue {
	p := cfgParser{s: expr}
	v, ok := p.expr(declared, missing, 0)
	p.space()
	if !ok || p.i != len(p.s) {
		return cfgMaybe
	}
	return v
}

type cfgParser struct {
	s string
	i int
}

func (p *cfgParser) space() {
	for p.i < len(p.s) && (p.s[p.i] == ' ' || p.s[p.i] == '\n' || p.s[p.i] == '\t') {
		p.i++
	}
}

func (p *cfgParser) ident() string {
	p.space()
	j := p.i
	for p.i < len(p.s) && isIdentByte(p.s[p.i]) {
		p.i++
	}
	return p.s[j:p.i]
}

func (p *cfgParser) eat(c byte) bool {
	p.space()
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

func (p *cfgParser) expr(declared map[string]bool, missing *[]string, depth int) (cfgValue, bool) {
	if depth > 32 {
		return cfgMaybe, false
	}
	name := p.ident()
	if name == "" {
		return cfgMaybe, false
	}
	switch {
	case p.eat('='):
		p.space()
		if !p.eat('"') {
			return cfgMaybe, false
		}
		j := strings.IndexByte(p.s[p.i:], '"')
		if j < 0 {
			return cfgMaybe, false
		}
		val := p.s[p.i : p.i+j]
		p.i += j + 1
		if name == "feature" && !declared[val] {
			*missing = append(*missing, val)
			return cfgFalse, true
		}
		return cfgMaybe, true
	case p.eat('('):
		var vals []cfgValue
		for !p.eat(')') {
			v, ok := p.expr(declared, missing, depth+1)
			if !ok {
				return cfgMaybe, false
			}
			vals = append(vals, v)
			if !p.eat(',') {
				if !p.eat(')') {
					return cfgMaybe, false
				}
				break
			}
		}
		switch name {
		case "all":
			switch {
			case slices.Contains(vals, cfgFalse):
				return cfgFalse, true
			case !slices.Contains(vals, cfgMaybe):
				return cfgTrue, true
			}
		case "any":
			switch {
			case slices.Contains(vals, cfgTrue):
				return cfgTrue, true
			case len(vals) > 0 && !slices.Contains(vals, cfgMaybe):
				return cfgFalse, true // all false
			}
		case "not":
			if len(vals) == 1 && vals[0] != cfgMaybe {
				return cfgFalse + cfgTrue - vals[0], true
			}
		}
		return cfgMaybe, true
	}
	return cfgMaybe, true
}
