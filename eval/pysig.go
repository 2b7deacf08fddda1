package eval

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Python's inspect.signature prints evaluated annotations, where source
// (and so a reader of source) writes them as text: the same annotation
// prints "tomlkit.toml_document.TOMLDocument" or "TOMLDocument",
// "typing.Any" or "Any", "ForwardRef('Tree')" or "'Tree'" (or "Tree"), "~T" or "T",
// "<class 'BinaryIO'>" or "BinaryIO", "NoneType" or "None". The
// truth's own class line ("class Name(Base)", from __bases__) leaves out
// generic parameters and the metaclass that a declaration writes.
// PySigNorm maps both spellings to one, applied to the truth and the
// answer alike; nothing else (names, parameter kinds, defaults, the
// order) is touched.
//
// Two more differences are printing only:
//
//   - a parameter list broken one parameter a line, as black formats a
//     long def, ends with a comma before its ")": Python's grammar makes
//     "def f(a, b,\n)" the same signature as "def f(a, b)" (only a comma
//     followed by a line break is dropped, so the tuple "(int,)" stays);
//   - inspect prints a default by its repr, which for a function, class,
//     module, method, enum member or named sentinel is "<function f at
//     0x…>", "<built-in function f>", "<module 'a.b' from …>", "<bound
//     method C.m of …>", "<E.A: 1>", "<no_default>": the object's name in
//     angle brackets, where source writes the expression naming it. The
//     repr becomes that name (and its qualifier goes, as above). An
//     instance without a repr of its own ("<object object at 0x…>", a
//     sentinel "_DEFAULT = object()") names no expression: it becomes
//     SigAnyObject, which SigContains matches to a name or a call (what
//     can build an object) and never to a literal (which would print
//     as itself).
//   - inspect prints a number by its repr: "0o777" is 511, "0x1F" 31,
//     "1_000" 1000, "0.20" 0.2, "1e-5" and "1.e-5" 1e-05; the truth's class line
//     names each base by its __name__ without object, so the builtin
//     aliases IOError and EnvironmentError are OSError, a NamedTuple
//     class's base is tuple and a TypedDict's dict (what the class
//     statement makes of those pseudo-bases), and "object" goes; so do
//     the typing aliases of builtins ("List[T]" as a base is list, by its
//     __mro_entries__) and Generic (which typing adds to or drops from
//     __bases__ by the other bases, wherever a declaration writes it),
//     and a base written as a namedtuple("Name", ...) call is the class
//     that call makes, named Name;
//   - a class statement's keyword arguments (metaclass=M, or what
//     __init_subclass__ takes: "_root=True", "total=False") are no
//     bases, and __bases__ never holds them;
//   - the types module's names of builtin types are aliases: an
//     annotation "FrameType" (types.FrameType) is the class frame, which
//     inspect prints by its __qualname__, as for every builtins class
//     ("frame: frame"); each becomes that name;
//   - a string annotation is the type it names, with or without
//     subscripts ("'PathLike[Any]'" is PathLike[Any], as ForwardRef's
//     argument above);
//   - typing flattens a union of unions and Optional[X] is Union[X,
//     None] (the same object, which prints "Optional[X]" or "Union[a, b,
//     NoneType]" by how many members it has): an alias expanded where
//     source wrote it ("Optional[TZ_EXPR]" with TZ_EXPR = Union[tzinfo,
//     str]) is the truth's "Union[datetime.tzinfo, str, NoneType]". Every
//     Optional and Union becomes one flat "Union[..., None]", each member
//     once; a union of one member is that member ("Union[str]" is str);
//   - a covariant or contravariant TypeVar prints "+T_co", "-T_contra",
//     and types.EllipsisType (and the types module's descriptor types)
//     by the class's own name, "ellipsis".
var (
	pyForwardRef = regexp.MustCompile(`ForwardRef\((['"])([^'"]*)['"]\)`)
	pyClassRepr  = regexp.MustCompile(`<class (['"])([^'"]*)['"]>`)
	pyTypeVar    = regexp.MustCompile(`~([A-Za-z_])`)
	// a covariant or contravariant TypeVar, which typing prints "+T_co"
	// and "-T_contra": after an annotation's punctuation, not after "="
	pyVariance = regexp.MustCompile(`([\[,:|>]\s*)[+-]([A-Za-z_])`)
	// a dotted qualifier before a name: "typing.", "os.", "a.b."; not
	// inside a number ("1.5") or after another name character
	pyQualifier = regexp.MustCompile(`(^|[^\w.])(?:[A-Za-z_]\w*\.)+([A-Za-z_])`)
	pyMetaclass = regexp.MustCompile(`,\s*metaclass=[\w.]+`)
	pyGeneric   = regexp.MustCompile(`,\s*(?:typing\.)?Generic\b`)
	// a base made by namedtuple("Name", ...): the class it makes is Name
	pyNamedTupleCall = regexp.MustCompile(`\b(?:collections\.)?namedtuple\(\s*['"](\w+)['"][^()]*\)`)
	pyClassLine      = regexp.MustCompile(`class \w+\([^\n]*\)`)
	// a string annotation ("-> 'Tree'", "Optional['Tree']", ": 'A[B]'"):
	// a quoted name, maybe subscripted, after an annotation's
	// punctuation, not after "=" (a default)
	pyQuoted = regexp.MustCompile(`([\[:,>|]\s*)['"]([A-Za-z_][\w.]*(?:\[[^'"]*\])?)['"]`)
	// a number literal, not inside a name
	pyNumber = regexp.MustCompile(`(^|[^\w.])(0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:\d[\d_]*)?\.?\d[\d_]*(?:[eE][+-]?\d+)?)\b`)
	// a float written with a bare point ("1.", "1.e-5"): 1.0, 1.0e-5
	pyBarePoint = regexp.MustCompile(`(^|[^\w.])(\d[\d_]*)\.([eE][+-]?\d|[^\w.]|$)`)
	// a class line's bases that print otherwise
	pyBaseNames = map[string]string{"IOError": "OSError", "EnvironmentError": "OSError", "NamedTuple": "tuple", "TypedDict": "dict",
		"List": "list", "Dict": "dict", "Set": "set", "FrozenSet": "frozenset", "Tuple": "tuple", "Type": "type",
		"Deque": "deque", "DefaultDict": "defaultdict"}
	// the types module's aliases of builtin classes, by the name
	// inspect prints for each (its __qualname__)
	pyTypesNames = map[string]string{"FrameType": "frame", "TracebackType": "traceback", "ModuleType": "module",
		"FunctionType": "function", "LambdaType": "function", "MethodType": "method", "CodeType": "code",
		"GeneratorType": "generator", "CoroutineType": "coroutine", "AsyncGeneratorType": "async_generator",
		"BuiltinFunctionType": "builtin_function_or_method", "BuiltinMethodType": "builtin_function_or_method",
		"MappingProxyType": "mappingproxy", "CellType": "cell", "EllipsisType": "ellipsis",
		"GetSetDescriptorType": "getset_descriptor", "MemberDescriptorType": "member_descriptor",
		"WrapperDescriptorType": "wrapper_descriptor", "MethodWrapperType": "method-wrapper",
		"MethodDescriptorType": "method_descriptor", "ClassMethodDescriptorType": "classmethod_descriptor"}
	pyTypesName = regexp.MustCompile(`\b(FrameType|TracebackType|ModuleType|FunctionType|LambdaType|MethodType|CodeType|GeneratorType|CoroutineType|AsyncGeneratorType|BuiltinFunctionType|BuiltinMethodType|MappingProxyType|CellType|EllipsisType|GetSetDescriptorType|MemberDescriptorType|WrapperDescriptorType|MethodWrapperType|MethodDescriptorType|ClassMethodDescriptorType)\b`)
	// the comma ending a parameter list broken one a line
	pyTrailingComma = regexp.MustCompile(`,[ \t]*\n\s*\)`)
	pyReprs         = []struct {
		re   *regexp.Regexp
		repl string
	}{
		{regexp.MustCompile(`<(?:function|built-in function|built-in method|method-wrapper|bound method) (?:[\w.]*\.)?(\w+)(?: at 0x[0-9a-fA-F]+| of [^<>]*(?:<[^<>]*>)?)?>`), "$1"},
		{regexp.MustCompile(`<module '(?:[\w.]*\.)?(\w+)'[^<>]*>`), "$1"},
		{regexp.MustCompile(`<[\w.]+ object at 0x[0-9a-fA-F]+>`), SigAnyObject},
		{regexp.MustCompile(`<([\w.]+): [^<>]*>`), "$1"}, // an enum member
		{regexp.MustCompile(`<(\w+)>`), "$1"},            // a sentinel named in its repr
	}
)

// SigAnyObject stands, in a normalised truth, for a default whose repr
// names no expression; SigContains matches it to a name or a call.
const SigAnyObject = "\x00object\x00"

// anyObjectRE is what SigAnyObject matches: a dotted name, maybe called
// with arguments that hold no parentheses themselves.
const anyObjectRE = `[A-Za-z_][\w.]*(?:\([^()]*\))?`

// SigContains reports whether text holds want, both normalised; a
// SigAnyObject in want matches what anyObjectRE does.
func SigContains(text, want string) bool {
	if !strings.Contains(want, SigAnyObject) {
		return strings.Contains(text, want)
	}
	// None, True and False are literals: marked on both sides so that
	// anyObjectRE, which starts with a letter, cannot match them.
	parts := strings.Split(want, SigAnyObject)
	for i := range parts {
		parts[i] = regexp.QuoteMeta(pyConstant.ReplaceAllString(parts[i], "\x01$1"))
	}
	re, err := regexp.Compile(strings.Join(parts, anyObjectRE))
	return err == nil && re.MatchString(pyConstant.ReplaceAllString(text, "\x01$1"))
}

var pyConstant = regexp.MustCompile(`\b(None|True|False|Ellipsis)\b`)

// PySigNorm normalises the printing of Python annotations in s.
func PySigNorm(s string) string {
	s = pyTrailingComma.ReplaceAllString(s, ")")
	for _, r := range pyReprs {
		s = r.re.ReplaceAllString(s, r.repl)
	}
	s = pyForwardRef.ReplaceAllString(s, "$2")
	s = pyQuoted.ReplaceAllString(s, "$1$2")
	s = pyClassRepr.ReplaceAllString(s, "$2")
	s = pyTypeVar.ReplaceAllString(s, "$1")
	s = pyVariance.ReplaceAllString(s, "$1$2")
	s = strings.ReplaceAll(s, "NoneType", "None")
	s = pyQualifier.ReplaceAllString(s, "$1$2")
	s = pyTypesName.ReplaceAllStringFunc(s, func(n string) string { return pyTypesNames[n] })
	s = flatUnions(s)
	s = pyBarePoint.ReplaceAllString(s, "$1$2.0$3")
	s = pyNumber.ReplaceAllStringFunc(s, func(m string) string {
		pre, num := "", m
		if m != "" && !(m[0] >= '0' && m[0] <= '9' || m[0] == '.') {
			pre, num = m[:1], m[1:]
		}
		return pre + pyNumberRepr(num)
	})
	s = pyClassLine.ReplaceAllStringFunc(s, func(c string) string {
		head, bases, _ := strings.Cut(c, "(")
		bases = pyNamedTupleCall.ReplaceAllString(bases, "$1")
		bases = dropBrackets(bases)
		bases = pyMetaclass.ReplaceAllString(bases, "")
		bases = pyGeneric.ReplaceAllString(bases, "")
		var keep []string
		for _, b := range strings.Split(strings.TrimSuffix(bases, ")"), ",") {
			b = strings.TrimSpace(b)
			if r, ok := pyBaseNames[b]; ok {
				b = r
			}
			if b != "object" && b != "Generic" && b != "" && !strings.Contains(b, "=") {
				keep = append(keep, b)
			}
		}
		if len(keep) == 0 {
			return head
		}
		return head + "(" + strings.Join(keep, ", ") + ")"
	})
	return s
}

// flatUnions writes every Optional[X] as Union[X, None] and splices a
// Union's Union members into it.
func flatUnions(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		head := ""
		for _, h := range []string{"Optional[", "Union["} {
			if strings.HasPrefix(s[i:], h) && (i == 0 || !isWordByte(s[i-1]) && s[i-1] != '.') {
				head = h
			}
		}
		if head == "" {
			b.WriteByte(s[i])
			i++
			continue
		}
		open := i + len(head) - 1
		end := closing(s, open)
		if end < 0 {
			b.WriteString(s[i:])
			break
		}
		var members []string
		for _, a := range splitTopLevel(s[open+1 : end]) {
			a = flatUnions(strings.TrimSpace(a))
			if strings.HasPrefix(a, "Union[") && closing(a, len("Union[")-1) == len(a)-1 {
				members = append(members, splitTopLevel(a[len("Union["):len(a)-1])...)
				continue
			}
			members = append(members, a)
		}
		if head == "Optional[" {
			members = append(members, "None")
		}
		// typing drops a repeated member, and a union of one member is
		// that member (pydantic's "value: Union[str]" prints "str").
		var uniq []string
		for _, m := range members {
			if m = strings.TrimSpace(m); !slices.Contains(uniq, m) {
				uniq = append(uniq, m)
			}
		}
		if len(uniq) == 1 {
			b.WriteString(uniq[0])
		} else {
			b.WriteString("Union[" + strings.Join(uniq, ", ") + "]")
		}
		i = end + 1
	}
	return b.String()
}

func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// closing returns the index of the bracket closing s[open], -1 if none.
func closing(s string, open int) int {
	depth := 0
	for k := open; k < len(s); k++ {
		switch s[k] {
		case '[', '(', '{':
			depth++
		case ']', ')', '}':
			depth--
			if depth == 0 {
				return k
			}
		}
	}
	return -1
}

// splitTopLevel splits s at commas outside brackets.
func splitTopLevel(s string) []string {
	var out []string
	depth, start := 0, 0
	for k := 0; k < len(s); k++ {
		switch s[k] {
		case '[', '(', '{':
			depth++
		case ']', ')', '}':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:k])
				start = k + 1
			}
		}
	}
	return append(out, s[start:])
}

// pyNumberRepr prints a number literal as Python's repr does; anything
// it cannot read stays as written.
func pyNumberRepr(lit string) string {
	clean := strings.ReplaceAll(lit, "_", "")
	if strings.ContainsAny(clean, ".eE") && !strings.HasPrefix(clean, "0x") && !strings.HasPrefix(clean, "0X") {
		f, err := strconv.ParseFloat(clean, 64)
		if err != nil {
			return lit
		}
		return pyFloatRepr(f)
	}
	if n, err := strconv.ParseInt(clean, 0, 64); err == nil {
		return strconv.FormatInt(n, 10)
	}
	if n, err := strconv.ParseInt(strings.TrimLeft(clean, "0"), 10, 64); err == nil && clean != "" {
		return strconv.FormatInt(n, 10) // "007" as written is no literal; keep its value
	}
	return lit
}

// pyFloatRepr is repr(float): the shortest digits, positional between
// 1e-4 and 1e16, else with a two-digit exponent.
func pyFloatRepr(f float64) string {
	e := strconv.FormatFloat(f, 'e', -1, 64) // d.ddde±XX
	mant, exp, _ := strings.Cut(e, "e")
	x, _ := strconv.Atoi(exp)
	if f != 0 && (x < -4 || x >= 16) {
		sign := "+"
		if x < 0 {
			sign, x = "-", -x
		}
		return mant + "e" + sign + fmt.Sprintf("%02d", x)
	}
	s := strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

// dropBrackets removes "[...]" groups (generic parameters) from s.
func dropBrackets(s string) string {
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '[':
			depth++
		case r == ']' && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}
