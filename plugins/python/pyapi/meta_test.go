package pyapi

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
)

// What a metaclass of the package gives the classes it makes, read
// whole or not: marshmallow 3.18's SchemaMeta sets opts, _declared_fields
// and _hooks on each Schema; Cerberus 1.3's InspectedValidator, called
// to make Validator from BareValidator, sets its rule tables (and
// updates the namespace it is handed only with __doc__).
func TestMadeBy(t *testing.T) {
	tests := []struct {
		pkg, mod, name string
		meta           string
		closed         bool
		gives, members []string // among what MadeBy reads
		complete       bool
	}{
		{pkg: "marshmallow", mod: "marshmallow", name: "Schema", meta: "SchemaMeta", closed: true,
			gives: []string{"_declared_fields", "_hooks", "get_declared_fields", "opts", "resolve_hooks"}, members: []string{"OPTIONS_CLASS", "dump", "from_dict", "load", "loads"}, complete: true},
		{pkg: "cerberus", mod: "cerberus", name: "Validator", meta: "InspectedValidator", closed: true,
			gives: []string{"checkers", "coercers", "default_setters", "normalization_rules", "rules", "validation_rules"}, members: []string{"validate"}, complete: true},
	}
	for _, tt := range tests {
		t.Run(tt.pkg, func(t *testing.T) {
			p := &Package{FS: os.DirFS(filepath.Join("testdata", tt.pkg))}
			m, ok := p.MadeBy(tt.mod, tt.name)
			if !ok {
				t.Fatalf("MadeBy(%s, %s): not made by a metaclass of the tree", tt.mod, tt.name)
			}
			if m.Meta != tt.meta || m.Closed != tt.closed || m.Complete != tt.complete {
				t.Errorf("meta %q closed %v complete %v, want %q %v %v", m.Meta, m.Closed, m.Complete, tt.meta, tt.closed, tt.complete)
			}
			var gives, members []string
			for _, n := range tt.gives {
				if slices.Contains(m.Gives, n) {
					gives = append(gives, n)
				}
			}
			for _, n := range tt.members {
				if slices.Contains(m.Members, n) {
					members = append(members, n)
				}
			}
			if d := cmp.Diff(tt.gives, gives); d != "" {
				t.Errorf("gives (-want +got):\n%s\nall: %v", d, m.Gives)
			}
			if d := cmp.Diff(tt.members, members); d != "" {
				t.Errorf("members (-want +got):\n%s\nall: %v", d, m.Members)
			}
		})
	}
}

// A class made by a closed metaclass whose instances answer any
// attribute (__getattr__) is not read whole.
func TestMadeByGetattr(t *testing.T) {
	src := `class Meta(type):
    def __init__(cls, *args):
        cls.registry = {}


class Record(metaclass=Meta):
    def __getattr__(self, name):
        return self._data[name]
`
	p := &Package{FS: fstest.MapFS{"rec.py": {Data: []byte(src)}}}
	m, ok := p.MadeBy("rec", "Record")
	if !ok || !m.Closed || m.Complete {
		t.Errorf("MadeBy = %+v, %v; want closed, not complete", m, ok)
	}
}

// A metaclass that may set any name is open: sympy 1.11's
// ManagedProperties setattr's an is_<fact> for every assumption, and
// one writing into the namespace __new__ is handed adds members too.
func TestMetaclassOpen(t *testing.T) {
	tests := []struct {
		name, src string
		open      bool
	}{
		{"setattr (sympy)", `
class ManagedProperties(BasicMeta):
    def __init__(cls, *args, **kws):
        for fact in _assume_defined:
            pname = as_property(fact)
            if not hasattr(cls, pname):
                setattr(cls, pname, make_property(fact))
`, true},
		{"namespace write", `
class M(type):
    def __new__(mcs, name, bases, attrs):
        attrs[name.lower()] = 1
        return super().__new__(mcs, name, bases, attrs)
`, true},
		{"namespace update with a computed key", `
class M(type):
    def __new__(cls, *args):
        args[2].update({args[0]: 1})
        return super().__new__(cls, *args)
`, true},
		{"reads its __dict__, deletes from the namespace (marshmallow)", `
class SchemaMeta(type):
    def __new__(mcs, name, bases, attrs):
        for field_name, _ in cls_fields:
            del attrs[field_name]
        klass = super().__new__(mcs, name, bases, attrs)
        klass.opts = klass.OPTIONS_CLASS(meta, ordered=ordered)
        return klass

    def resolve_hooks(cls):
        attr = parent.__dict__[attr_name]
`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := Parse([]byte(tt.src))
			if got := m.Defs[0].ClassOpen; got != tt.open {
				t.Errorf("ClassOpen %v, want %v (writes %v)", got, tt.open, m.Defs[0].ClassWrites)
			}
		})
	}
}
