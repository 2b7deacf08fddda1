package pyapi

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestAllOfObjectsAndAliasedPublicBase reads trimmed copies of Debian
// 12's python3-wtforms-components and python3-wtforms
// (testdata/wtforms_components/README). wtforms_components' __init__
// sets "__all__ = (Chain, ...)", the classes themselves: a star import
// of it fails, and its API is its public names, ModelForm, do_nothing
// and read_only among them (they were left out, __all__ being read as
// the names bound before it). Its EmailField derives from wtforms'
// public StringField imported as _StringField: the members StringField
// declares are wtforms' API, documented there, not copied onto
// EmailField as if from a private base.
func TestAllOfObjectsAndAliasedPublicBase(t *testing.T) {
	p := &Package{FS: os.DirFS(filepath.Join("testdata", "wtforms_components"))}
	o, err := p.Read("wtforms_components")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range o.Symbols {
		got = append(got, s.Name+" "+s.Kind)
	}
	want := []string{
		"ModelForm class", "ModelForm.__init__ method",
		"do_nothing func", "read_only func",
		"EmailField class", "EmailField.widget var",
		"SelectField class", "SelectField.widget var", "SelectField.__init__ method",
		"StringField class", "StringField.widget var",
		"Chain class", "Chain.__init__ method",
		"DateRange class", "DateRange.__init__ method",
		"Email class", "Email.__init__ method",
		"If class", "If.__init__ method",
		"TimeRange class",
		"NumberInput class", "NumberInput.input_type var",
		"ReadOnlyWidgetProxy class", "ReadOnlyWidgetProxy.__init__ method",
		"SelectWidget class",
		"fields module", "fields.html5 module", "fields.select module",
		"validators module", "widgets module",
		"widgets.EmailInput class", "widgets.EmailInput.input_type var",
		"widgets.TextInput class", "widgets.TextInput.input_type var",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("outline (-want +got):\n%s", diff)
	}
}
