package pyapi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSetattrOnModuleClassElsewhere reads a trimmed copy of Debian 12's
// python3-mdp 3.6: its config class gets has_<dependency> members from
// "setattr(config, 'has_' + name, self)" in the __init__ of a class
// nested in it, which runs for each optional dependency. Those members
// are made at run time (an unlisted symbol says so, and the check cannot
// tell), where the check said mdp.config.has_joblib does not exist.
func TestSetattrOnModuleClassElsewhere(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "mdp"))}).Read("mdp")
	if err != nil {
		t.Fatal(err)
	}
	var whys []string
	for _, s := range o.Symbols {
		if s.Kind == KindUnlisted && strings.HasPrefix(s.Name, "config.") {
			whys = append(whys, s.Signature)
		}
	}
	if !strings.Contains(strings.Join(whys, "\n"), "setattr(config, 'has_' + name, self)") {
		t.Errorf("config has no unlisted members for the setattr in _ExternalDep.__init__; unlisted under config: %q", whys)
	}
}

// TestSetattrOnClassParameter: Django 3.2's Field.contribute_to_class(self,
// cls, name) (Debian's python3-django 3.2.25, trimmed) sets attributes on
// cls, the model class it is handed: the field class gains nothing, so a
// subclass of CharField (django-shortuuidfield's ShortUUIDField) has its
// chain read whole, and a misspelt member does not exist. A classmethod's
// setattr(cls, ...) still sets members on the class itself.
func TestSetattrOnClassParameter(t *testing.T) {
	m := Parse([]byte("class RegisterLookupMixin:\n" +
		"    @classmethod\n    def register_lookup(cls, lookup, lookup_name=None):\n" +
		"        if lookup_name is None:\n            lookup_name = lookup.lookup_name\n" +
		"        if 'class_lookups' not in cls.__dict__:\n            cls.class_lookups = {}\n" +
		"        cls.class_lookups[lookup_name] = lookup\n        return lookup\n\n" +
		"class Field(RegisterLookupMixin):\n" +
		"    def contribute_to_class(self, cls, name, private_only=False):\n" +
		"        \"\"\"\n        Register the field with the model class it belongs to.\n        \"\"\"\n" +
		"        self.set_attributes_from_name(name)\n        self.model = cls\n" +
		"        if self.column:\n            if not getattr(cls, self.attname, None):\n" +
		"                setattr(cls, self.attname, self.descriptor_class(self))\n\n" +
		"class CharField(Field):\n    description = 'String (up to %(max_length)s)'\n\n" +
		"class Options:\n    @classmethod\n    def install(cls, names):\n        for n in names:\n            setattr(cls, n, None)\n"))
	got := map[string]int{}
	for _, d := range m.Defs {
		if d.Kind == "class" {
			got[d.Name] = len(d.Dynamic)
		}
	}
	want := map[string]int{"RegisterLookupMixin": 0, "Field": 0, "CharField": 0, "Options": 1}
	for name, n := range want {
		if got[name] != n {
			t.Errorf("%s: %d run-time member statements, want %d", name, got[name], n)
		}
	}
}
