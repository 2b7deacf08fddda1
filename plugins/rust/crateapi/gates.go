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
	return cfgParser{s: expr, leaf: func(name, val string, kv bool) cfgValue {
		if kv && name == "feature" && !declared[val] {
			*missing = append(*missing, val)
			return cfgFalse
		}
		return cfgMaybe
	}}.eval()
}

// defaultTarget are the cfg predicates of the target docs.rs documents a
// crate for by default (x86_64-unknown-linux-gnu), name or name=value.
var defaultTarget = map[string]bool{
	"unix": true, "target_family=unix": true, "target_os=linux": true, "target_arch=x86_64": true,
	"target_pointer_width=64": true, "target_env=gnu": true, "target_endian=little": true, "target_vendor=unknown": true,
}

// targetKeys are the cfg names that say which target a build is for.
var targetKeys = map[string]bool{"unix": true, "windows": true, "target_family": true, "target_os": true, "target_arch": true,
	"target_pointer_width": true, "target_env": true, "target_endian": true, "target_vendor": true}

// OnDefaultTarget says whether a cfg expression that names targets holds
// on the target docs.rs documents crates for (x86_64-unknown-linux-gnu):
// known is false when the expression names anything else (a feature, a
// build script's cfg) or does not parse.
func OnDefaultTarget(expr string) (holds, known bool) {
	v := cfgParser{s: expr, leaf: func(name, val string, kv bool) cfgValue {
		switch {
		case !targetKeys[name] || kv != (name != "unix" && name != "windows"):
			return cfgMaybe
		case kv && defaultTarget[name+"="+val] || !kv && defaultTarget[name]:
			return cfgTrue
		}
		return cfgFalse
	}}.eval()
	return v == cfgTrue, v != cfgMaybe
}

type cfgParser struct {
	s string
	i int
	// leaf is a predicate's value: name = "val" (kv) or a bare name.
	leaf func(name, val string, kv bool) cfgValue
}

func (p cfgParser) eval() cfgValue {
	v, ok := p.expr(0)
	p.space()
	if !ok || p.i != len(p.s) {
		return cfgMaybe
	}
	return v
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

func (p *cfgParser) expr(depth int) (cfgValue, bool) {
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
		return p.leaf(name, val, true), true
	case p.eat('('):
		var vals []cfgValue
		for !p.eat(')') {
			v, ok := p.expr(depth + 1)
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
	return p.leaf(name, "", false), true
}

// SimplifyCfg drops from a cfg expression the parts that decide nothing:
// cfg_if! writes its first branch as `all(feature = "x", not(any()))`,
// which is `feature = "x"`. "" when the expression always holds.
func SimplifyCfg(expr string) string {
	return simplifyCfg(strings.TrimSpace(expr), 0)
}

// never is the cfg that never holds.
const never = "any()"

func simplifyCfg(s string, depth int) string {
	op, args, ok := CfgCall(s)
	if !ok || depth > 32 {
		return s
	}
	var parts []string
	for _, a := range args {
		parts = append(parts, simplifyCfg(a, depth+1))
	}
	switch op {
	case "not":
		switch {
		case len(parts) != 1:
			return s
		case parts[0] == "":
			return never
		case parts[0] == never:
			return ""
		}
		return "not(" + parts[0] + ")"
	case "all":
		if slices.Contains(parts, never) {
			return never
		}
		parts = slices.DeleteFunc(parts, func(p string) bool { return p == "" })
	default: // any
		if len(parts) > 0 && slices.Contains(parts, "") {
			return ""
		}
		parts = slices.DeleteFunc(parts, func(p string) bool { return p == never })
		if len(parts) == 0 {
			return never
		}
	}
	if len(parts) == 1 {
		return parts[0]
	}
	if len(parts) == 0 {
		return "" // all()
	}
	return op + "(" + strings.Join(parts, ", ") + ")"
}

// CfgCall splits `op(a, b)` (op all, any or not) into op and its
// top-level arguments.
func CfgCall(s string) (op string, args []string, ok bool) {
	for _, o := range []string{"all", "any", "not"} {
		rest, found := strings.CutPrefix(s, o+"(")
		if !found || !strings.HasSuffix(rest, ")") {
			continue
		}
		inner := rest[:len(rest)-1]
		depth, start, inStr := 0, 0, false
		for i := 0; i < len(inner); i++ {
			switch c := inner[i]; {
			case c == '"':
				inStr = !inStr
			case inStr:
			case c == '(':
				depth++
			case c == ')':
				if depth--; depth < 0 {
					return "", nil, false // the op's ( closes before the end
				}
			case c == ',' && depth == 0:
				args = append(args, strings.TrimSpace(inner[start:i]))
				start = i + 1
			}
		}
		if depth != 0 || inStr {
			return "", nil, false
		}
		if last := strings.TrimSpace(inner[start:]); last != "" {
			args = append(args, last)
		}
		return o, args, true
	}
	return "", nil, false
}
