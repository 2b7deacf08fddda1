package pyapi

import (
	"strings"
)

// A signature's annotations often name what only its module knows: a
// type alias ("TZ_EXPR = Union[dt_tzinfo, str]", "NSType = Union[ns,
// int]") or a name imported under another ("from datetime import tzinfo
// as dt_tzinfo"). An agent reading "tz: Optional[TZ_EXPR]" cannot tell
// what to pass, and inspect.signature, help() and the docs Sphinx builds
// print the alias expanded and the class by its own name. expandAliases
// writes the annotations that way, statically: an alias is a module-level
// assignment of a type expression (no call, no number; TypeVar and
// NewType stay names), followed through the package's own modules; a
// name imported under an alias is written by the name it imports. A long
// alias (a union of a dozen request-body types), a private one and one of
// the package's own generic aliases keep their name.

// maxAliasExpansion bounds what one alias expands to in a signature
// line; maxFullExpansion bounds it in the written-out form a symbol's
// doc gives when a longer alias kept its name in the line (natsort's
// NatsortInType, a union of eight types, nested in Callable and
// Iterable): what inspect.signature prints.
const (
	maxAliasExpansion = 60
	maxFullExpansion  = 600
)

// maxAliasDepth bounds aliases of aliases.
const maxAliasDepth = 3

// expandAliases returns the def signature sig, declared in module where,
// with its annotations' aliases expanded; sig when nothing changes.
//
// A module that postpones its annotations ("from __future__ import
// annotations", PEP 563) keeps them as strings that inspect.signature,
// help() and a call never evaluate: they print as written, and so does
// the line here (its defaults, evaluated at def time, are still written
// as their constants' values).
func (p *Package) expandAliases(sig, where string) string {
	if p.postponed(where) {
		return p.expandAliasesUpTo(sig, where, 0)
	}
	return p.expandAliasesUpTo(sig, where, maxAliasExpansion)
}

// postponed reports whether module where postpones its annotations.
func (p *Package) postponed(where string) bool {
	m := p.module(where)
	return m != nil && m.mod.FutureAnnotations
}

// expandAliasesUpTo is expandAliases with aliases up to limit bytes long
// written out; with limit 0 only constants.
func (p *Package) expandAliasesUpTo(sig, where string, limit int) string {
	stmts := tokenize(sig + ":")
	if len(stmts) != 1 {
		return sig
	}
	toks := stmts[0].toks
	open := -1
	for i, t := range toks {
		if t.kind == tOp && t.text == "(" {
			open = i
			break
		}
	}
	if open < 0 || open < 2 || toks[open-2].text != "def" {
		return sig
	}
	end := matching(toks, open)
	if end < 0 {
		return sig
	}
	inAnn := make([]bool, len(toks))
	soleName := make([]bool, len(toks)) // a default that is one bare name
	state, depth := "name", 0
	for i := open + 1; i < end; i++ {
		t := toks[i]
		if t.kind == tOp {
			switch t.text {
			case "(", "[", "{":
				depth++
			case ")", "]", "}":
				depth--
			case ",":
				if depth == 0 {
					state = "name"
					continue
				}
			case ":":
				if depth == 0 && state == "name" {
					state = "ann"
					continue
				}
			case "=":
				if depth == 0 && state != "default" {
					state = "default"
					continue
				}
			}
		}
		inAnn[i] = state == "ann"
		if state == "default" && depth == 0 && t.kind == tName && toks[i-1].text == "=" && (i+1 == end || toks[i+1].text == ",") {
			soleName[i] = true
		}
	}
	if end+1 < len(toks) && toks[end+1].text == "->" {
		for i := end + 2; i < len(toks)-1; i++ {
			inAnn[i] = true
		}
	}
	changed := false
	out := make([]token, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if inAnn[i] && limit > 0 && t.kind == tName && (i == 0 || toks[i-1].text != ".") && i+2 < len(toks) && toks[i+1].text == "." &&
			toks[i+2].kind == tName && (i+3 >= len(toks) || toks[i+3].text != ".") {
			// "_utils.time_unit_type": an alias of a module of the tree,
			// named through the module.
			if mod := p.submoduleOf(where, t.text); mod != "" {
				if rep := p.aliasExpansion(toks[i+2].text, mod, 0, i+3 < len(toks) && toks[i+3].text == "[", limit); rep != nil {
					out = append(out, rep...)
					changed = true
					i += 2
					continue
				}
			}
		}
		if inAnn[i] && limit > 0 && t.kind == tName && (i == 0 || toks[i-1].text != ".") && (i+1 >= len(toks) || toks[i+1].text != ".") {
			if rep := p.aliasExpansion(t.text, where, 0, i+1 < len(toks) && toks[i+1].text == "[", limit); rep != nil {
				out = append(out, rep...)
				changed = true
				continue
			}
		}
		if soleName[i] {
			if rep := p.constantValue(t.text, where); rep != nil {
				out = append(out, rep...)
				changed = true
				continue
			}
		}
		out = append(out, t)
	}
	if !changed {
		return sig
	}
	pr := &parser{m: &Module{}}
	d := pr.function(out[:len(out)-1], nil, false)
	if d == nil {
		return sig
	}
	return d.Signature
}

// submoduleOf returns the module of the tree that name is bound to in
// module where ("from pkg import _utils", "from . import _utils",
// "import pkg._utils as _utils"), "" when it is none.
func (p *Package) submoduleOf(where, name string) string {
	m := p.module(where)
	if m == nil {
		return ""
	}
	for i := len(m.mod.Imports) - 1; i >= 0; i-- {
		imp := m.mod.Imports[i]
		if imp.Star || imp.As != name {
			continue
		}
		cand := absolute(where, m.isPkg, imp.Module)
		if imp.Name != "" {
			cand = joinMod(cand, imp.Name)
		} else if imp.As == strings.Split(imp.Module, ".")[0] && strings.Contains(imp.Module, ".") {
			return "" // "import a.b" binds a
		}
		if cand != "" && p.module(cand) != nil {
			return cand
		}
		return ""
	}
	return ""
}

// aliasExpansion returns the tokens name stands for in annotations of
// module where, nil when it is no alias. A subscripted alias
// (_ArrayLike[_SCT], a generic alias given its parameters) is only
// renamed: written out it would need its type variables substituted.
func (p *Package) aliasExpansion(name, where string, depth int, subscripted bool, limit int) []token {
	if depth > maxAliasDepth || isBuiltinType[name] {
		return nil
	}
	d, dwhere, via := p.find(where, name, 0)
	switch {
	case d == nil && via != nil:
		// Imported under another name from outside the tree.
		if via.Name != "" && via.As != via.Name && ValidName(via.Name) {
			return []token{{kind: tName, text: via.Name}}
		}
		return nil
	case d == nil:
		return nil
	case d.Kind == "class" || d.Kind == "enum" || d.Kind == "func":
		// A class of the tree imported under another name.
		if d.Name != name {
			return []token{{kind: tName, text: d.Name}}
		}
		return nil
	case d.Kind != "var" && d.Kind != "alias" && d.Kind != "const" || d.Rebound || subscripted:
		return nil
	case d.ForTypeCheckers != nil && limit <= maxAliasExpansion:
		// "if TYPE_CHECKING: class ResultDict(TypedDict) ... else:
		// ResultDict = dict": the line keeps the name type checkers
		// read (its keys are what an agent wants); the written-out
		// form, what inspect.signature prints, has dict.
		return nil
	case strings.HasPrefix(name, "_") && depth == 0:
		// A private alias (numpy's _ShapeLike, _IntLike_co) is one of a
		// family its package names with care, used in hundreds of
		// signatures: by name they stay one line each on page one.
		return nil
	}
	value := aliasValue(d)
	if value == nil && d.ForTypeCheckers != nil {
		value = boundName(d)
	}
	if value == nil {
		return nil
	}
	var out []token
	for i, t := range value {
		if t.kind == tName && (i == 0 || value[i-1].text != ".") && (i+1 >= len(value) || value[i+1].text != ".") && t.text != name {
			if rep := p.aliasExpansion(t.text, dwhere, depth+1, i+1 < len(value) && value[i+1].text == "[", limit); rep != nil {
				out = append(out, rep...)
				continue
			}
		}
		out = append(out, t)
	}
	if len(render(out)) > limit {
		return nil
	}
	return out
}

// maxConstantValue bounds a constant's value written in its place.
const maxConstantValue = 60

// constantValue returns the literal a default that names a module-level
// constant of the package stands for ("eventual_encoding=
// DEFAULT_OUTPUT_ENCODING" is 'utf-8', as inspect.signature and help()
// print it), nil when the name is no such constant or its value is long
// or computed.
func (p *Package) constantValue(name, where string) []token {
	switch name {
	case "None", "True", "False", "Ellipsis", "NotImplemented":
		return nil
	}
	d, _, _ := p.find(where, name, 0)
	if d == nil || d.Kind != "const" && d.Kind != "var" || d.Rebound {
		return nil
	}
	lhs, value, ok := strings.Cut(d.Signature, " = ")
	if !ok || lhs != d.Name || len(value) > maxConstantValue {
		return nil
	}
	stmts := tokenize(value)
	if len(stmts) != 1 || len(stmts[0].toks) == 0 {
		return nil
	}
	toks := stmts[0].toks
	for i, t := range toks {
		switch t.kind {
		case tString, tNumber:
			if t.kind == tString && strings.ContainsAny(strings.ToLower(prefixOf(t.text)), "f") {
				return nil // an f-string is computed
			}
		case tName:
			if t.text != "None" && t.text != "True" && t.text != "False" {
				return nil
			}
		case tOp:
			switch t.text {
			case "[", "]", "(", ")", "{", "}", ",", ":":
				if t.text == "(" && i > 0 && toks[i-1].kind != tOp {
					return nil // a call
				}
			case "-":
				if i+1 >= len(toks) || toks[i+1].kind != tNumber {
					return nil
				}
			default:
				return nil
			}
		}
	}
	if toks[0].kind == tString && len(toks) > 1 {
		return nil // implicit concatenation: left as written
	}
	return toks
}

// aliasValue returns the type expression a module-level alias assigns
// ("X = Union[a, b]", "X: TypeAlias = ..."), nil for any other value.
func aliasValue(d *Def) []token {
	sig := d.Signature
	lhs, value, ok := strings.Cut(sig, " = ")
	if !ok {
		return nil
	}
	if name, ann, typed := strings.Cut(lhs, ": "); typed {
		if name != d.Name || lastPart(ann) != "TypeAlias" {
			return nil
		}
	} else if lhs != d.Name {
		return nil
	}
	stmts := tokenize(value)
	if len(stmts) != 1 {
		return nil
	}
	toks := stmts[0].toks
	if len(toks) == 0 {
		return nil
	}
	typeish := false
	for i, t := range toks {
		switch t.kind {
		case tNumber:
			return nil
		case tString:
			// a forward reference inside a subscript
			if i == 0 {
				return nil
			}
		case tOp:
			switch t.text {
			case "[", "]", ",", ".", "|", "...":
				typeish = typeish || t.text == "[" || t.text == "|"
			default:
				return nil // a call, an operator: a value
			}
		case tName:
			switch t.text {
			case "TypeVar", "ParamSpec", "TypeVarTuple", "NewType", "lambda", "not", "and", "or", "if":
				return nil
			}
		}
	}
	if !typeish {
		return nil
	}
	// Written out only when it says more than its name: a union, a
	// Literal, a Callable or a container of the typing module or the
	// builtins; an alias of the package's own generic alias
	// (_ArrayLikeFloat_co = _DualArrayLike[...]) reads better by name.
	if first := toks[0].text; !typingHeads[first] && !(first == "typing" && len(toks) > 2 && typingHeads[toks[2].text]) && indexOp(toks, "|") < 0 {
		return nil
	}
	return toks
}

// typingHeads are the typing constructs and builtin containers an alias
// is written out for.
var typingHeads = map[string]bool{
	"Union": true, "Optional": true, "Literal": true, "Callable": true, "Type": true, "type": true,
	"List": true, "list": true, "Dict": true, "dict": true, "Tuple": true, "tuple": true, "Set": true, "set": true,
	"FrozenSet": true, "frozenset": true, "Iterable": true, "Iterator": true, "Sequence": true, "Mapping": true,
	"MutableMapping": true, "MutableSequence": true, "Collection": true, "Generator": true, "AsyncIterator": true,
	"AsyncIterable": true, "Awaitable": true, "Coroutine": true, "IO": true,
}

// isBuiltinType names what an annotation means the builtin by: never an
// alias to expand, even where a module rebinds it.
var isBuiltinType = map[string]bool{
	"int": true, "str": true, "bytes": true, "float": true, "bool": true, "complex": true, "object": true,
	"list": true, "dict": true, "set": true, "tuple": true, "frozenset": true, "type": true, "None": true,
	"Any": true, "Optional": true, "Union": true,
}

// boundName returns the (dotted) name a module-level assignment binds
// ("ResultDict = dict"), nil for any other value.
func boundName(d *Def) []token {
	lhs, value, ok := strings.Cut(d.Signature, " = ")
	if !ok || lhs != d.Name {
		return nil
	}
	stmts := tokenize(value)
	if len(stmts) != 1 || len(stmts[0].toks) == 0 {
		return nil
	}
	toks := stmts[0].toks
	for i, t := range toks {
		if i%2 == 0 && t.kind != tName || i%2 == 1 && t.text != "." {
			return nil
		}
	}
	if len(toks)%2 == 0 {
		return nil
	}
	return toks
}

// basesByName returns class line sig (declared in module where) with
// each base that names another class through a module-level alias
// ("UnpackValueError = ValueError", "long = int" on Python 3, a class
// imported under another name) written by that class's own name, as
// __bases__ reports it; "" when no base changes.
func (p *Package) basesByName(sig, where string) string {
	line, _, _ := strings.Cut(sig, "\n")
	open, end := strings.IndexByte(line, '('), strings.LastIndexByte(line, ')')
	if open < 0 || end < open {
		return ""
	}
	changed := false
	var bases []string
	for _, b := range strings.Split(line[open+1:end], ",") {
		b = strings.TrimSpace(b)
		if ValidName(b) {
			if own := p.ownClassName(b, where, 0); own != "" && own != b {
				b, changed = own, true
			}
		} else if own := p.dottedClassName(b, where); own != "" {
			b, changed = own, true
		}
		bases = append(bases, b)
	}
	if !changed {
		return ""
	}
	return line[:open+1] + strings.Join(bases, ", ") + line[end:]
}

// dottedClassName is the class a base written "mod.name" stands for,
// when mod is a module of the tree that where imports and name is, in
// it, an alias followed to a class under another name or to a builtin
// (icalendar's "class vText(compat.unicode_type)", where compat binds
// unicode_type = str): "" otherwise, and when it is a class of that
// name (the qualifier is only a path then).
func (p *Package) dottedClassName(b, where string) string {
	mod, name, ok := strings.Cut(b, ".")
	m := p.module(where)
	if !ok || m == nil || !ValidName(mod) || !ValidName(name) {
		return ""
	}
	target := p.importTarget(where, m.isPkg, mod)
	if target == "" || p.module(target) == nil {
		return ""
	}
	if own := p.ownClassName(name, target, 0); own != name {
		return own
	}
	return ""
}

// ownClassName is the name of the class name stands for in module
// where: a class of the tree by its own name, one imported under
// another, a module-level alias of a name followed to one of those or
// to a builtin; "" when it is none of them.
func (p *Package) ownClassName(name, where string, depth int) string {
	if depth > maxAliasDepth {
		return ""
	}
	d, dwhere, via := p.find(where, name, 0)
	switch {
	case d == nil && via != nil && via.Name != "" && ValidName(via.Name):
		return via.Name // imported from outside the tree under another name
	case d == nil:
		return ""
	case isClass(d):
		return d.Name
	case d.Kind != "var" && d.Kind != "const" || d.Rebound && d.ForTypeCheckers == nil:
		return ""
	}
	toks := boundName(d)
	if len(toks) != 1 || toks[0].text == name {
		return ""
	}
	if own := p.ownClassName(toks[0].text, dwhere, depth+1); own != "" {
		return own
	}
	if d, _, via := p.find(dwhere, toks[0].text, 0); d == nil && via == nil {
		return toks[0].text // bound nowhere in its module: a builtin (ValueError, int)
	}
	return ""
}
