package apicheck

import (
	"slices"
	"strings"
	"sync"
)

// Python classes inherit from the language's own types far more often
// than from anything else: exceptions from Exception or ValueError,
// containers from dict or collections.abc.MutableMapping, flags from
// enum.IntFlag, file-like objects from io.RawIOBase (whose members are
// written in C, in _io), time zones from datetime.tzinfo. Those types
// are part of the interpreter, not of any package, so a check reading
// one package never sees them declared. Their
// members are fixed by the language: pyBuiltinTable (pybuiltins_table.go)
// lists them, generated from Python 3.11 by the script below, so that a
// class whose chain ends in them is seen whole: a name none of them has
// is missing, not out of reach. Every class also has object's members
// (__init__, __repr__).
//
//	import builtins, collections, collections.abc as abc, enum, io, datetime
//	types = {n: c for n, c in vars(builtins).items() if isinstance(c, type) and not n.startswith('_')}
//	types |= {n: getattr(abc, n) for n in abc.__all__}
//	types |= {n: getattr(enum, n) for n in ['Enum', 'IntEnum', 'Flag', 'IntFlag', 'StrEnum', 'ReprEnum']}
//	types |= {n: getattr(collections, n) for n in ['OrderedDict', 'defaultdict', 'Counter', 'deque', 'UserDict', 'UserList', 'UserString', 'ChainMap']}
//	extra = [getattr(io, n) for n in ['IOBase', 'RawIOBase', 'BufferedIOBase', 'TextIOBase', 'FileIO', 'BytesIO', 'StringIO',
//	         'BufferedReader', 'BufferedWriter', 'BufferedRandom', 'BufferedRWPair', 'TextIOWrapper']]
//	extra += [getattr(datetime, n) for n in ['tzinfo', 'timezone', 'datetime', 'date', 'timedelta']]
//	for c in extra: types |= {k.__name__: k for k in c.__mro__ if k is not object}  # no name taken twice
//	# each: its __bases__ by name and sorted(vars(c)) without _abc_impl

// pyBuiltinTypes is pyBuiltinTable, built on first use rather than by the
// package's initialisation, which every process of the binary runs at
// every start (the host's too, which never reads it).
var pyBuiltinTypes = sync.OnceValue(pyBuiltinTable)

type pyBuiltin struct {
	bases   []string
	members string // space-separated
}

// pyTypingAliases are typing's names for the builtin types (typing.Dict
// is dict); typing's names for the collections.abc ABCs are theirs.
var pyTypingAliases = map[string]string{"Dict": "dict", "List": "list", "Tuple": "tuple", "Set": "set",
	"FrozenSet": "frozenset", "Type": "type", "Text": "str", "DefaultDict": "defaultdict", "Deque": "deque",
	"OrderedDict": "OrderedDict", "Counter": "Counter", "ChainMap": "ChainMap", "TypedDict": "dict"}

// pyNamedTuple is what typing.NamedTuple (and collections.namedtuple)
// make: a tuple with named fields, which the class lists, and these.
var pyNamedTuple = pyBuiltin{bases: []string{"tuple"}, members: "_asdict _field_defaults _fields _make _replace"}

// pyQualifiers are the modules a builtin base may be written through.
var pyQualifiers = []string{"builtins.", "typing.", "typing_extensions.", "collections.abc.", "collections.", "abc.", "enum.", "io.", "datetime."}

// pyUnqualified is base without the module it is written through
// ("abc.ABC", "typing.Generic"), when that is one of pyQualifiers.
func pyUnqualified(base string) string {
	for _, q := range pyQualifiers {
		if rest, ok := strings.CutPrefix(base, q); ok && !strings.Contains(rest, ".") {
			return rest
		}
	}
	return base
}

// pyBuiltinType is the entry a base names ("collections.abc.Mapping",
// "typing.Dict[str, int]", "Exception"), if it is one of the language's.
func pyBuiltinType(base string) (pyBuiltin, string, bool) {
	base = strings.TrimSpace(stripBalanced(base, '[', ']'))
	for _, q := range pyQualifiers {
		if rest, ok := strings.CutPrefix(base, q); ok && !strings.Contains(rest, ".") {
			base = rest
			break
		}
	}
	if a, ok := pyTypingAliases[base]; ok {
		base = a
	}
	if base == "NamedTuple" {
		return pyNamedTuple, base, true
	}
	b, ok := pyBuiltinTypes()[base]
	return b, base, ok
}

// pyBuiltinMember reports whether member is one a Python builtin base
// gives, through its own bases (has), and whether base is one whose
// members are known at all (known).
func pyBuiltinMember(base, member string) (has, known bool) {
	b, name, ok := pyBuiltinType(base)
	if !ok {
		return false, false
	}
	seen := map[string]bool{}
	var walk func(name string, b pyBuiltin) bool
	walk = func(name string, b pyBuiltin) bool {
		if seen[name] {
			return false
		}
		seen[name] = true
		for _, m := range strings.Fields(b.members) {
			if m == member {
				return true
			}
		}
		for _, n := range b.bases {
			if nb, ok := pyBuiltinTypes()[n]; ok && walk(n, nb) {
				return true
			}
		}
		return false
	}
	return member != "" && walk(name, b), true
}

// PyKnownBase reports whether a Python base class, as a declaration
// writes it ("Exception", "collections.abc.Mapping", "typing.Generic[T]"),
// is one of the language's own whose members this package knows, and
// lists those members, its bases' included (none for a marker base such
// as object, ABC or Generic). A provider listing what a class inherits
// ends the chain there.
func PyKnownBase(base string) (members []string, known bool) {
	base = strings.TrimSpace(stripBalanced(base, '[', ']'))
	if memberlessBases[base] || memberlessBases[pyUnqualified(base)] {
		return nil, true
	}
	b, name, ok := pyBuiltinType(base)
	if !ok {
		return nil, false
	}
	seen := map[string]bool{}
	var walk func(name string, b pyBuiltin)
	walk = func(name string, b pyBuiltin) {
		if seen[name] {
			return
		}
		seen[name] = true
		members = append(members, strings.Fields(b.members)...)
		for _, n := range b.bases {
			if nb, ok := pyBuiltinTypes()[n]; ok {
				walk(n, nb)
			}
		}
	}
	walk(name, b)
	return members, true
}

// pyLanguageModules names, for the modules of the standard library whose
// classes pyBuiltinTable lists by name, those classes (as its generating
// script takes them): a class a module of it is known to have.
var pyLanguageModules = map[string][]string{
	"collections": {"OrderedDict", "defaultdict", "Counter", "deque", "UserDict", "UserList", "UserString", "ChainMap"},
	"enum":        {"Enum", "IntEnum", "Flag", "IntFlag", "StrEnum", "ReprEnum"},
	"datetime":    {"tzinfo", "timezone", "datetime", "date", "timedelta"},
}

// PyLanguageClass reports whether module (as imported: "collections")
// is one of the language's own that has the class name, and gives the
// class's line as inspect prints it, its bases by their names
// ("class OrderedDict(dict)"; a class on object alone has none).
func PyLanguageClass(module, name string) (line string, ok bool) {
	if !slices.Contains(pyLanguageModules[module], name) {
		return "", false
	}
	b, ok := pyBuiltinTypes()[name]
	if !ok {
		return "", false
	}
	bases := slices.DeleteFunc(slices.Clone(b.bases), func(s string) bool { return s == "object" })
	if len(bases) == 0 {
		return "class " + name, true
	}
	return "class " + name + "(" + strings.Join(bases, ", ") + ")", true
}

// PyBuiltinException reports whether base, as a class statement writes
// it ("ValueError", "builtins.KeyError"), names one of the language's own
// exception classes: a class whose chain is BaseException's, none of
// whose classes has dataclass or attrs fields.
func PyBuiltinException(base string) bool {
	base = strings.TrimPrefix(strings.TrimSpace(base), "builtins.")
	for seen := map[string]bool{}; !seen[base]; {
		seen[base] = true
		if base == "BaseException" {
			return true
		}
		b, ok := pyBuiltinTypes()[base]
		if !ok || len(b.bases) == 0 {
			return false
		}
		base = b.bases[0]
	}
	return false
}
