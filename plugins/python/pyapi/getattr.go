package pyapi

import (
	"slices"
	"sort"
	"strings"
)

// Getattr is what a module's own __getattr__ (PEP 562) may answer: the
// names for which some path through its body returns (or falls off its
// end, returning None) instead of raising. Python calls it only for a
// name the module does not bind, so these are names the module has
// beyond its bindings.
type Getattr struct {
	// Open says it may answer a name this reader cannot bound: its body
	// tests the name in a way not read here (a table filled at run time,
	// a computed test), rebinds the name, or is a stub's "...".
	Open bool
	// Names and Prefixes bound what it answers when it is not Open: a
	// name in Names or starting with one of Prefixes, and no other.
	Names    []string
	Prefixes []string
}

// nameSet is a set of names: every name (all) but except, or the names
// listed and those starting with a prefix. It stands for what may hold,
// so operations over-approximate.
type nameSet struct {
	all      bool
	except   []string // with all
	names    []string // without all
	prefixes []string // without all
}

var (
	anyName = nameSet{all: true}
	noName  = nameSet{}
)

func (s nameSet) empty() bool { return !s.all && len(s.names) == 0 && len(s.prefixes) == 0 }

// has reports whether n may be in s.
func (s nameSet) has(n string) bool {
	if s.all {
		return !slices.Contains(s.except, n)
	}
	return slices.Contains(s.names, n) || slices.ContainsFunc(s.prefixes, func(p string) bool { return strings.HasPrefix(n, p) })
}

func union(a, b []string) []string {
	out := slices.Clone(a)
	for _, x := range b {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

func (s nameSet) and(o nameSet) nameSet {
	switch {
	case s.all && o.all:
		return nameSet{all: true, except: union(s.except, o.except)}
	case o.all:
		s, o = o, s
	}
	if s.all { // o finite
		out := nameSet{prefixes: o.prefixes}
		for _, n := range o.names {
			if s.has(n) {
				out.names = append(out.names, n)
			}
		}
		return out
	}
	// both finite: the names either may hold that the other may too, and
	// the prefixes of both (a name under a prefix of each is kept).
	out := nameSet{}
	for _, n := range s.names {
		if o.has(n) {
			out.names = append(out.names, n)
		}
	}
	for _, n := range o.names {
		if s.has(n) && !slices.Contains(out.names, n) {
			out.names = append(out.names, n)
		}
	}
	if len(s.prefixes) > 0 && len(o.prefixes) > 0 {
		out.prefixes = union(s.prefixes, o.prefixes)
	}
	return out
}

func (s nameSet) or(o nameSet) nameSet {
	switch {
	case s.all && o.all:
		var ex []string
		for _, n := range s.except {
			if slices.Contains(o.except, n) {
				ex = append(ex, n)
			}
		}
		return nameSet{all: true, except: ex}
	case o.all:
		s, o = o, s
	}
	if s.all { // o finite
		out := nameSet{all: true}
		for _, n := range s.except {
			if !o.has(n) {
				out.except = append(out.except, n)
			}
		}
		return out
	}
	return nameSet{names: union(s.names, o.names), prefixes: union(s.prefixes, o.prefixes)}
}

// getattrBody is one module-level def __getattr__, read when the module
// has been (it may test names the module binds after it).
type getattrBody struct {
	param string
	// self, for a class's __getattr__ (swap.go), is its first parameter.
	self     string
	stmts    []stmt
	from, to int
	inline   []stmt
}

// literal is what a name bound to a literal collection of strings holds
// (a list, tuple, set or dict's keys), or known false when it is bound
// otherwise or changed in place.
type literal struct {
	names []string
	known bool
	// vals, for a dict whose values are all literal collections of
	// strings (valsKnown), are the strings in its values.
	vals      []string
	valsKnown bool
}

// noteLiteral records a module-level statement binding or changing a
// name: NAME = ["a", "b"] (or a tuple, set, dict, frozenset of them, or
// a string), and anything else done to NAME (NAME.append(x), NAME += y,
// NAME[k] = v) that makes it unknown.
func noteLiteral(lits map[string]*literal, toks []token, resolve func(string) (literal, bool)) {
	if len(toks) < 2 || toks[0].kind != tName {
		return
	}
	name := toks[0].text
	eq := indexOp(toks, "=")
	switch {
	case eq == 1 && toks[1].text == "=":
		if v, ok := evalStrings(toks[2:], resolve); ok {
			if old, seen := lits[name]; seen && old.known {
				v.names = union(old.names, v.names) // rebound: either may hold
				v.vals, v.valsKnown = union(old.vals, v.vals), v.valsKnown && old.valsKnown
			} else if seen {
				return
			}
			lits[name] = &v
			return
		}
		lits[name] = &literal{}
	case toks[1].text == "." || toks[1].text == "[" || strings.HasSuffix(toks[1].text, "=") && toks[1].text != "==" || eq > 1 && toks[1].text == ",":
		if _, seen := lits[name]; seen {
			lits[name] = &literal{}
		}
	}
}

// evalStrings reads an expression that is a literal collection of
// strings, a string, a name resolve knows, NAME.keys(), or a sum of
// these.
func evalStrings(toks []token, resolve func(string) (literal, bool)) (literal, bool) {
	if len(toks) == 0 {
		return literal{}, false
	}
	if parts := splitTop(toks, "+"); len(parts) > 1 {
		var out literal
		for _, p := range parts {
			v, ok := evalStrings(p, resolve)
			if !ok {
				return literal{}, false
			}
			out.names = union(out.names, v.names)
		}
		out.known = true
		return out, true
	}
	if len(toks) == 1 && toks[0].kind == tName {
		return resolve(toks[0].text)
	}
	if s, ok := stringLit(toks); ok {
		return literal{names: []string{s}, known: true}, true
	}
	if len(toks) == 5 && toks[0].kind == tName && render(toks[1:]) == ".keys()" {
		return resolve(toks[0].text)
	}
	if len(toks) > 3 && toks[0].kind == tName && (toks[0].text == "frozenset" || toks[0].text == "set" || toks[0].text == "tuple" || toks[0].text == "list") &&
		toks[1].text == "(" && matching(toks, 1) == len(toks)-1 {
		return evalStrings(toks[2:len(toks)-1], resolve)
	}
	open := toks[0].text
	if toks[0].kind != tOp || open != "[" && open != "(" && open != "{" || matching(toks, 0) != len(toks)-1 {
		return literal{}, false
	}
	out := literal{known: true, valsKnown: open == "{"}
	for _, el := range splitTop(toks[1:len(toks)-1], ",") {
		if len(el) == 0 {
			continue
		}
		if open == "{" {
			if c := indexOp(el, ":"); c >= 0 {
				val := el[c+1:]
				if v, ok := evalStrings(val, func(string) (literal, bool) { return literal{}, false }); ok && len(val) > 0 && val[0].kind == tOp {
					out.vals = union(out.vals, v.names)
				} else {
					out.valsKnown = false
				}
				el = el[:c] // a dict: its keys
			} else {
				out.valsKnown = false // a set
			}
		}
		s, ok := stringLit(el)
		if !ok {
			return literal{}, false
		}
		out.names = union(out.names, []string{s})
	}
	return out, true
}

// stringLit is the value of toks when they are one string literal (or
// adjacent ones), not an f-string or bytes.
func stringLit(toks []token) (string, bool) {
	var b strings.Builder
	for _, t := range toks {
		if t.kind != tString || strings.ContainsAny(strings.ToLower(prefixOf(t.text)), "fb") {
			return "", false
		}
		b.WriteString(literalValue(t.text))
	}
	return b.String(), len(toks) > 0
}

// readGetattr works out what the module's __getattr__ definitions may
// answer, given the module-level literals.
func readGetattr(bodies []getattrBody, lits map[string]*literal, all []string, hasAll bool) *Getattr {
	if len(bodies) == 0 {
		return nil
	}
	out := &Getattr{}
	ans := noName
	for _, b := range bodies {
		if b.param == "" {
			return &Getattr{Open: true}
		}
		body := b.inline
		from, to := 0, len(body)
		if body == nil {
			body, from, to = b.stmts, b.from, b.to
		}
		w := &gaWalker{param: b.param, self: b.self, locals: map[string]*literal{}}
		w.resolve = func(n string) (literal, bool) {
			if l, ok := w.locals[n]; ok {
				return *l, l.known
			}
			if n == "__all__" && hasAll {
				return literal{names: all, known: true}, true
			}
			if l, ok := lits[n]; ok {
				return *l, l.known
			}
			return literal{}, false
		}
		for k := from; k < to; k++ {
			if rebinds(body[k].toks, b.param) || yields(body[k].toks) {
				return &Getattr{Open: true}
			}
			noteLiteral(w.locals, body[k].toks, w.resolve)
		}
		fall, a := w.walk(body, from, to, anyName)
		ans = ans.or(a).or(fall) // falling off the end returns None
		if w.open {
			return &Getattr{Open: true}
		}
	}
	if ans.all {
		return &Getattr{Open: true}
	}
	out.Names, out.Prefixes = ans.names, ans.prefixes
	sort.Strings(out.Names)
	sort.Strings(out.Prefixes)
	return out
}

// rebinds reports whether a statement binds name (name = …, a, name =
// …, name += …, for name in, as name, name := …, del name, global name).
func rebinds(toks []token, name string) bool {
	eq, d := -1, 0
	for i, t := range toks {
		if t.kind != tOp {
			continue
		}
		switch {
		case t.text == "(" || t.text == "[" || t.text == "{":
			d++
		case t.text == ")" || t.text == "]" || t.text == "}":
			d--
		case d == 0 && eq < 0 && (t.text == "=" || strings.HasSuffix(t.text, "=") && t.text != "==" && t.text != "!=" && t.text != "<=" && t.text != ">="):
			eq = i
		}
	}
	for i, t := range toks {
		if t.kind != tName || t.text != name || i > 0 && toks[i-1].text == "." {
			continue
		}
		if i > 0 && (toks[i-1].text == "for" || toks[i-1].text == "as" || toks[i-1].text == "del" || toks[i-1].text == "global" || toks[i-1].text == "nonlocal") {
			return true
		}
		if i+1 < len(toks) && toks[i+1].text == ":=" {
			return true
		}
		if eq >= 0 && i < eq {
			return true
		}
	}
	return false
}

func yields(toks []token) bool {
	return slices.ContainsFunc(toks, func(t token) bool { return t.kind == tName && (t.text == "yield" || t.text == "await") })
}

type gaWalker struct {
	param   string
	self    string // a class's __getattr__: its first parameter
	locals  map[string]*literal
	resolve func(string) (literal, bool)
	// loop collects what leaves the innermost loop's body by break or
	// continue; open says a statement was not read (match).
	loop *nameSet
	open bool
}

// walk reads stmts[from:to], entered for the names in cur; fall is for
// which names a path reaches its end, answered for which one returns.
func (w *gaWalker) walk(stmts []stmt, from, to int, cur nameSet) (fall, answered nameSet) {
	answered = noName
	for i := from; i < to && !cur.empty(); {
		toks := stmts[i].toks
		if len(toks) == 0 {
			i++
			continue
		}
		kw := ""
		if toks[0].kind == tName {
			kw = toks[0].text
		}
		if kw == "async" && len(toks) > 1 {
			kw = toks[1].text
		}
		next := i + 1
		switch kw {
		case "return":
			if !w.raises(toks[1:]) {
				answered = answered.or(cur)
			}
			cur = noName
		case "raise":
			cur = noName
		case "break", "continue":
			if w.loop != nil {
				*w.loop = w.loop.or(cur)
			}
			cur = noName
		case "def", "class":
			_, _, end := suite(stmts, i)
			next = max(end, i+1)
		case "if":
			rem, out := cur, noName
			j := i
			for {
				inline, bstart, bend := suite(stmts, j)
				in := rem
				h := stmts[j].toks
				if h[0].text != "else" {
					t, f := w.test(h[1:max(headerColon(h), 1)])
					in, rem = rem.and(t), rem.and(f)
				} else {
					rem = noName
				}
				f, a := w.sub(stmts, inline, bstart, bend, in)
				out, answered = out.or(f), answered.or(a)
				j = max(bend, j+1)
				if j >= to || stmts[j].indent != stmts[i].indent || len(stmts[j].toks) == 0 || h[0].text == "else" ||
					stmts[j].toks[0].text != "elif" && stmts[j].toks[0].text != "else" {
					break
				}
			}
			cur, next = out.or(rem), j
		case "try":
			in := cur
			inline, bstart, bend := suite(stmts, i)
			bodyFall, a := w.sub(stmts, inline, bstart, bend, in)
			answered = answered.or(a)
			out := noName
			j := max(bend, i+1)
			elseSeen := false
			for j < to && stmts[j].indent == stmts[i].indent && len(stmts[j].toks) > 0 {
				h := stmts[j].toks[0].text
				if h != "except" && h != "else" && h != "finally" {
					break
				}
				inl, bs, be := suite(stmts, j)
				switch h {
				case "except":
					f, a := w.sub(stmts, inl, bs, be, in)
					out, answered = out.or(f), answered.or(a)
				case "else":
					elseSeen = true
					f, a := w.sub(stmts, inl, bs, be, bodyFall)
					out, answered = out.or(f), answered.or(a)
				case "finally":
					if !elseSeen {
						out, elseSeen = out.or(bodyFall), true
					}
					f, a := w.sub(stmts, inl, bs, be, in)
					answered = answered.or(a)
					if f.empty() {
						out = noName
					}
				}
				j = max(be, j+1)
			}
			if !elseSeen {
				out = out.or(bodyFall)
			}
			cur, next = out, j
		case "for", "while":
			inline, bstart, bend := suite(stmts, i)
			outer := w.loop
			exits := noName
			w.loop = &exits
			f, a := w.sub(stmts, inline, bstart, bend, cur)
			w.loop = outer
			answered = answered.or(a)
			cur = cur.or(f).or(exits)
			next = max(bend, i+1)
			// a loop's else runs when it ends without break
			if next < to && stmts[next].indent == stmts[i].indent && len(stmts[next].toks) > 0 && stmts[next].toks[0].text == "else" {
				inl, bs, be := suite(stmts, next)
				f, a := w.sub(stmts, inl, bs, be, cur)
				answered, cur = answered.or(a), cur.or(f)
				next = max(be, next+1)
			}
		case "with":
			// a context manager may swallow what its body raises
			inline, bstart, bend := suite(stmts, i)
			f, a := w.sub(stmts, inline, bstart, bend, cur)
			answered, cur = answered.or(a), cur.or(f)
			next = max(bend, i+1)
		case "match":
			w.open = true
			return anyName, anyName
		}
		i = next
	}
	return cur, answered
}

func (w *gaWalker) sub(stmts []stmt, inline []stmt, from, to int, cur nameSet) (nameSet, nameSet) {
	if inline != nil {
		return w.walk(inline, 0, len(inline), cur)
	}
	return w.walk(stmts, from, to, cur)
}

// raises reports whether a returned expression always raises for a name
// __getattr__ is asked: globals()[name], as the module's own bindings
// never hold a name Python asks __getattr__ for.
//
// In a class's __getattr__ (swap.go), so does asking the default lookup
// again (ModuleType.__getattribute__(self, name), super()'s), which has
// just failed for the name.
func (w *gaWalker) raises(toks []token) bool {
	if len(toks) == 6 && render(toks) == "globals()["+w.param+"]" {
		return true
	}
	if w.self == "" {
		return false
	}
	s := flat(toks)
	for _, owner := range []string{"ModuleType", "types.ModuleType", "object"} {
		if s == owner+".__getattribute__("+w.self+","+w.param+")" {
			return true
		}
	}
	return s == "super().__getattribute__("+w.param+")"
}

// test returns for which names a test may be true and may be false.
func (w *gaWalker) test(toks []token) (t, f nameSet) {
	for len(toks) > 2 && toks[0].text == "(" && matching(toks, 0) == len(toks)-1 {
		toks = toks[1 : len(toks)-1]
	}
	if parts := splitWord(toks, "or"); len(parts) > 1 {
		t, f = noName, anyName
		for _, p := range parts {
			pt, pf := w.test(p)
			t, f = t.or(pt), f.and(pf)
		}
		return t, f
	}
	if parts := splitWord(toks, "and"); len(parts) > 1 {
		t, f = anyName, noName
		for _, p := range parts {
			pt, pf := w.test(p)
			t, f = t.and(pt), f.or(pf)
		}
		return t, f
	}
	if len(toks) > 1 && toks[0].kind == tName && toks[0].text == "not" {
		t, f = w.test(toks[1:])
		return f, t
	}
	isParam := func(x []token) bool { return len(x) == 1 && x[0].kind == tName && x[0].text == w.param }
	// name == "X", "X" == name, name != "X"
	for _, op := range []string{"==", "!="} {
		if k := indexOp(toks, op); k > 0 {
			other := toks[k+1:]
			if isParam(other) {
				other = toks[:k]
			} else if !isParam(toks[:k]) {
				return anyName, anyName
			}
			v, ok := evalStrings(other, w.resolve)
			if !ok || len(v.names) != 1 || len(other) == 3 && other[0].kind == tOp {
				return anyName, anyName
			}
			t, f = nameSet{names: v.names}, nameSet{all: true, except: v.names}
			if op == "!=" {
				t, f = f, t
			}
			return t, f
		}
	}
	// name in C, name not in C
	if len(toks) > 2 && isParam(toks[:1]) && toks[1].kind == tName && (toks[1].text == "in" || toks[1].text == "not" && len(toks) > 3 && toks[2].text == "in") {
		rest, neg := toks[2:], false
		if toks[1].text == "not" {
			rest, neg = toks[3:], true
		}
		v, ok := evalStrings(rest, w.resolve)
		if !ok || len(rest) == 1 && rest[0].kind == tString {
			return anyName, anyName // unknown, or a substring test
		}
		t, f = nameSet{names: v.names}, nameSet{all: true, except: v.names}
		if neg {
			t, f = f, t
		}
		return t, f
	}
	// name.startswith("P") or ("P", "Q")
	if len(toks) > 4 && isParam(toks[:1]) && toks[1].text == "." && toks[2].text == "startswith" && toks[3].text == "(" && matching(toks, 3) == len(toks)-1 {
		arg := toks[4 : len(toks)-1]
		if s, ok := stringLit(arg); ok {
			return nameSet{prefixes: []string{s}}, anyName
		}
		if len(arg) > 2 && arg[0].text == "(" && matching(arg, 0) == len(arg)-1 {
			var pre []string
			for _, el := range splitTop(arg[1:len(arg)-1], ",") {
				if len(el) == 0 {
					continue
				}
				s, ok := stringLit(el)
				if !ok {
					return anyName, anyName
				}
				pre = append(pre, s)
			}
			return nameSet{prefixes: pre}, anyName
		}
	}
	return anyName, anyName
}

// splitWord splits toks at the depth-0 keyword word (and, or).
func splitWord(toks []token, word string) [][]token {
	var out [][]token
	d, start := 0, 0
	for i, t := range toks {
		switch {
		case t.kind == tOp && (t.text == "(" || t.text == "[" || t.text == "{"):
			d++
		case t.kind == tOp && (t.text == ")" || t.text == "]" || t.text == "}"):
			d--
		case d == 0 && t.kind == tName && t.text == word:
			out = append(out, toks[start:i])
			start = i + 1
		}
	}
	if out == nil {
		return nil
	}
	return append(out, toks[start:])
}

// literal resolves a module-level name bound to a literal collection.
func (p *parser) literal(n string) (literal, bool) {
	if l, ok := p.lits[n]; ok {
		return *l, l.known
	}
	return literal{}, false
}

// firstParam is the first parameter's name of a def's tokens.
func firstParam(toks []token) string {
	for i := 0; i+1 < len(toks); i++ {
		if toks[i].text == "(" {
			if toks[i+1].kind == tName {
				return toks[i+1].text
			}
			return ""
		}
	}
	return ""
}

// constString evaluates a constant expression of string literals: a
// literal (or adjacent ones), reversed ([::-1]), upper- or lower-cased,
// and sums of these.
func constString(toks []token) (string, bool) {
	if parts := splitTop(toks, "+"); len(parts) > 1 {
		var b strings.Builder
		for _, p := range parts {
			s, ok := constString(p)
			if !ok {
				return "", false
			}
			b.WriteString(s)
		}
		return b.String(), true
	}
	end := 0
	for end < len(toks) && toks[end].kind == tString {
		end++
	}
	s, ok := stringLit(toks[:end])
	if !ok {
		return "", false
	}
	rest := render(toks[end:])
	for rest != "" {
		switch {
		case strings.HasPrefix(rest, "[::-1]"):
			r := []rune(s)
			slices.Reverse(r)
			s, rest = string(r), rest[len("[::-1]"):]
		case strings.HasPrefix(rest, ".upper()"):
			s, rest = strings.ToUpper(s), rest[len(".upper()"):]
		case strings.HasPrefix(rest, ".lower()"):
			s, rest = strings.ToLower(s), rest[len(".lower()"):]
		default:
			return "", false
		}
	}
	return s, true
}
