package pyapi

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// getattrProbes are the names each case below was asked for, made-up
// ones among them.
var getattrProbes = []string{"Instance", "Instanse", "Int64Index", "datetime", "np", "SparseSeries", "SparseArray", "OFFLINE", "__version__", "__uri__", "__email__", "__description__", "CLOB", "cluster", "fft", "interoplate", "Model", "exponential", "Modle", "MultipleFailures", "anything", "LAYOUT_BASIC", "LAYOUT_X", "OLD_X", "LEGACY_Y", "NEW_Z"}

// TestReadGetattr reads module-level __getattr__ bodies of the shapes
// real packages use (trimmed from the named Debian 12 packages). answers
// are the probe names Python 3.11 answered when each module was run and
// asked for them (getattr(module, name) without AttributeError), recorded:
// every one must be a name Getattr may answer (Open, or in Names or under
// Prefixes), never one a check would call missing; want is the exact
// reading.
func TestReadGetattr(t *testing.T) {
	tests := []struct {
		name, src string
		want      Getattr
		answers   []string
	}{
		{name: "eq then raise (pytest 7.2)", src: `def __getattr__(name: str) -> object:
    if name == "Instance":
        return object
    raise AttributeError(f"module {__name__} has no attribute {name}")
`,
			want:    Getattr{Names: []string{"Instance"}},
			answers: []string{"Instance"}},
		{name: "module-level list, set literal, == chain (pandas 1.5)", src: `__deprecated_num_index_names = ["Float64Index", "Int64Index", "UInt64Index"]
def __getattr__(name):
    import warnings
    if name in __deprecated_num_index_names:
        return {"Float64Index": 1, "Int64Index": 2, "UInt64Index": 3}[name]
    elif name == "datetime":
        return 1
    elif name == "np":
        return 2
    elif name in {"SparseSeries", "SparseDataFrame"}:
        return type(name, (), {})
    elif name == "SparseArray":
        return 3
    raise AttributeError(f"module 'pandas' has no attribute '{name}'")
`,
			want:    Getattr{Names: []string{"Float64Index", "Int64Index", "SparseArray", "SparseDataFrame", "SparseSeries", "UInt64Index", "datetime", "np"}},
			answers: []string{"Int64Index", "datetime", "np", "SparseSeries", "SparseArray"}},
		{name: "local dict, not in .keys(), then returns (structlog 22.3)", src: `def __getattr__(name: str) -> str:
    dunder_to_metadata = {
        "__version__": "version",
        "__description__": "summary",
        "__uri__": "",
        "__email__": "",
    }
    if name not in dunder_to_metadata.keys():
        raise AttributeError(f"module {__name__} has no attribute {name}")
    if name == "__uri__":
        return "u"
    elif name == "__email__":
        return "e"
    return dunder_to_metadata[name]
`,
			want:    Getattr{Names: []string{"__description__", "__email__", "__uri__", "__version__"}},
			answers: []string{"__version__", "__uri__", "__email__", "__description__"}},
		{name: "list, else globals()[name] in try (scipy 1.10)", src: `submodules = ['cluster', 'fft']
def __getattr__(name):
    if name in submodules:
        return name
    else:
        try:
            return globals()[name]
        except KeyError:
            raise AttributeError(f"Module 'scipy' has no attribute '{name}'")
`,
			want:    Getattr{Names: []string{"cluster", "fft"}},
			answers: []string{"cluster", "fft"}},
		{name: "not in __all__ then raise (scipy.odr.models 1.10)", src: `__all__ = ['Model', 'exponential']
def __getattr__(name):
    if name not in __all__:
        raise AttributeError(name)
    return 1
`,
			want:    Getattr{Names: []string{"Model", "exponential"}},
			answers: []string{"Model", "exponential"}},
		{name: "module swapped for a ModuleType instance answering from a table (kombu 5.2)", src: `import sys
__version__ = '5.2.4'
from types import ModuleType
all_by_module = {
    'kombu.connection': ['Connection', 'BrokerConnection'],
    'kombu.serialization': [
        'enable_insecure_serializers',
    ],
}
object_origins = {}
for module, items in all_by_module.items():
    for item in items:
        object_origins[item] = module
class module(ModuleType):
    """Customized Python module."""
    def __getattr__(self, name):
        if name in object_origins:
            module = __import__(object_origins[name], None, None, [name])
            for extra_name in all_by_module[module.__name__]:
                setattr(self, extra_name, getattr(module, extra_name))
            return getattr(module, name)
        return ModuleType.__getattribute__(self, name)
    def __dir__(self):
        return list(new_module.__all__)
old_module = sys.modules[__name__]
new_module = sys.modules[__name__] = module(__name__)
new_module.__dict__.update({
    '__file__': __file__,
    '__all__': tuple(object_origins),
    '__version__': __version__,
})
`,
			want:    Getattr{Names: []string{"BrokerConnection", "Connection", "__all__", "__dir__", "__file__", "__getattr__", "__version__", "enable_insecure_serializers"}},
			answers: []string{"__version__"}},
		{name: "module swapped for an instance whose attributes are set by code not read (kombu 5.2, changed)", src: `import sys
from types import ModuleType
class module(ModuleType):
    def __getattr__(self, name):
        return ModuleType.__getattribute__(self, name)
new_module = sys.modules[__name__] = module(__name__)
new_module.__dict__.update(make_names())
`,
			want:    Getattr{Open: true},
			answers: getattrProbes},
		{name: "falls off its end (hypothesis.errors 6.67)", src: `def __getattr__(name):
    if name == "MultipleFailures":
        return 1
`,
			want:    Getattr{Open: true},
			answers: []string{"Instance", "Instanse", "Int64Index", "datetime", "np", "SparseSeries", "SparseArray", "OFFLINE", "__version__", "__uri__", "__email__", "__description__", "CLOB", "cluster", "fft", "interoplate", "Model", "exponential", "Modle", "MultipleFailures", "anything", "LAYOUT_BASIC", "LAYOUT_X", "OLD_X", "LEGACY_Y", "NEW_Z"}},
		{name: "rebinds the name in a loop (PIL.ImageFont 9.4)", src: `import enum
class Layout(enum.IntEnum):
    BASIC = 0
def __getattr__(name):
    for enum, prefix in {Layout: "LAYOUT_"}.items():
        if name.startswith(prefix):
            name = name[len(prefix) :]
            if name in enum.__members__:
                return enum[name]
    raise AttributeError(name)
`,
			want:    Getattr{Open: true},
			answers: []string{"LAYOUT_BASIC"}},
		{name: "prefix test (startswith)", src: `def __getattr__(name):
    if name.startswith(("OLD_", "LEGACY_")) and name.isupper():
        return 1
    raise AttributeError(name)
`,
			want:    Getattr{Prefixes: []string{"LEGACY_", "OLD_"}},
			answers: []string{"OLD_X", "LEGACY_Y"}},
		{name: "break out of a loop reaches the return after it", src: `def __getattr__(name):
    for x in range(3):
        if x == 0:
            break
        raise AttributeError(name)
    return 1
`,
			want:    Getattr{Open: true},
			answers: []string{"Instance", "Instanse", "Int64Index", "datetime", "np", "SparseSeries", "SparseArray", "OFFLINE", "__version__", "__uri__", "__email__", "__description__", "CLOB", "cluster", "fft", "interoplate", "Model", "exponential", "Modle", "MultipleFailures", "anything", "LAYOUT_BASIC", "LAYOUT_X", "OLD_X", "LEGACY_Y", "NEW_Z"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Parse([]byte(tt.src)).Getattr
			if got == nil {
				t.Fatal("no Getattr read")
			}
			if d := cmp.Diff(tt.want, *got); d != "" {
				t.Errorf("Getattr (-want +got):\n%s", d)
			}
			may := nameSet{all: got.Open, names: got.Names, prefixes: got.Prefixes}
			for _, n := range getattrProbes {
				switch answered := slices.Contains(tt.answers, n); {
				case answered && !may.has(n):
					t.Errorf("Python answers %s, which this reading says it does not", n)
				case !answered && may.has(n) && !got.Open:
					t.Errorf("Python raises for %s, which this reading says it may answer", n)
				}
			}
		})
	}
}

// TestConstantKeyBinding: a write to the module's namespace under a key
// that is a constant expression of literals binds that one name (lines
// of Debian 12's python3-kombu 5.2 and python3-gevent 22.10).
func TestConstantKeyBinding(t *testing.T) {
	src := "STATICA_HACK = True\nglobals()['kcah_acitats'[::-1].upper()] = False\n" +
		"locals()['getcurrent'] = __import__('greenlet').getcurrent\n_g = globals()\n_g['A' + 'B'.lower()] = 1\n"
	m := Parse([]byte(src))
	got := map[string]string{}
	for _, d := range m.Defs {
		got[d.Name] = d.Signature
	}
	want := map[string]string{
		"STATICA_HACK": "STATICA_HACK = False",
		"getcurrent":   "getcurrent = __import__('greenlet').getcurrent",
		"_g":           "_g = globals()",
		"Ab":           "Ab = 1",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("names bound (-want +got):\n%s", d)
	}
	if len(m.Dynamic) != 0 {
		t.Errorf("Dynamic = %+v, want none: every name written is known", m.Dynamic)
	}
}
