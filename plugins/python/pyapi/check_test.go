package pyapi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestCheckVerdicts checks names against the outline of a real package,
// as check_package_api does: what the outline lists and what it cannot.
func TestCheckVerdicts(t *testing.T) {
	tests := []struct {
		pkg   string
		query string
		want  sdk.Verdict
	}{
		// cachetools 5.2: Cache(collections.abc.MutableMapping), the
		// language's own base, is seen whole.
		{"cachetools", "RRCache.choice", sdk.VerdictExists},
		{"cachetools", "RRCache.setdefault", sdk.VerdictExists},
		{"cachetools", "Cache.keys", sdk.VerdictExists},
		{"cachetools", "Cache.__init__", sdk.VerdictExists},
		{"cachetools", "RRCache.chioce", sdk.VerdictMissing},
		{"cachetools", "Cache.__init_", sdk.VerdictMissing},
		// another package's module, asked of this one
		{"cachetools", "sympy.solve", sdk.VerdictMissing},
		{"cachetools", "pylab.exp2", sdk.VerdictMissing},
		// a value in code whose type may be one of the package's
		{"cachetools", "cache.maxsize", sdk.VerdictOutOfReach},
		// httpx 0.23: setattr(codes, code._name_.lower(), int(code)) in
		// a loop over the enum gives it each member's name lower-cased
		{"httpx", "codes.OK", sdk.VerdictExists},
		{"httpx", "codes.partial_content", sdk.VerdictExists},
		{"httpx", "codes.partial_contnet", sdk.VerdictMissing},
		// pyserial 3.5: names bound by unpacking a tuple
		{"serial", "STOPBITS_ONE", sdk.VerdictExists},
		{"serial", "STOPBITS_ONR", sdk.VerdictMissing},
		// pyserial 3.5: a class on io.RawIOBase, whose members (C, in
		// _io) are the language's
		{"serial", "SerialBase.xonxoff", sdk.VerdictExists},
		{"serial", "SerialBase.readline", sdk.VerdictExists},
		{"serial", "SerialBase.readinto", sdk.VerdictExists},
		{"serial", "SerialBase.xonxfof", sdk.VerdictMissing},
		// tinydb 3.15: a class attribute set after the class body
		{"tinydb", "TinyDB.table_class", sdk.VerdictExists},
		{"tinydb", "TinyDB.table_clas", sdk.VerdictMissing},
		// Cerberus 1.3: a namedtuple whose fields are literal
		{"cerberus", "TypeDefinition.excluded_types", sdk.VerdictExists},
		{"cerberus", "TypeDefinition._replace", sdk.VerdictExists},
		{"cerberus", "TypeDefinition.excluded_tpyes", sdk.VerdictMissing},
		// hypothesis 6.67: a classmethod setattr's the class's settings
		{"hypothesis", "settings.max_examples", sdk.VerdictOutOfReach},
		// pandas 1.5: a module-level call handed the class binds its
		// flex arithmetic methods when the module runs
		{"pandas", "DataFrame.transpose", sdk.VerdictExists},
		{"pandas", "DataFrame.add", sdk.VerdictOutOfReach},
		{"pandas", "DataFrame.iloc", sdk.VerdictExists},
		// pandas 1.5: a class decorator of the package that calls
		// setattr (@inherit_names(DatetimeArray._field_ops + [...]))
		// gives DatetimeIndex members its body does not list
		{"pandas", "DatetimeIndex.snap", sdk.VerdictExists},
		{"pandas", "DatetimeIndex.dayofweek", sdk.VerdictOutOfReach},
		{"pandas", "DatetimeIndex.snpa", sdk.VerdictOutOfReach},
		// platformdirs 2.6: a class a function annotated -> type[C]
		// picks when the module runs, and another name for it; the
		// function returns one of four classes it imports, each read
		// whole, and none of them has a made-up member
		{"platformdirs", "PlatformDirs.user_data_dir", sdk.VerdictExists},
		{"platformdirs", "AppDirs.user_data_dir", sdk.VerdictExists},
		{"platformdirs", "PlatformDirs.site_config_dir", sdk.VerdictExists},
		{"platformdirs", "PlatformDirs.user_data_dri", sdk.VerdictMissing},
		{"platformdirs", "AppDirs.user_data_dri", sdk.VerdictMissing},
		// Werkzeug 2.2.2: wrappers re-exports the classes the root
		// lists (from .response import Response as Response); through
		// that path they have the members the root's listing has
		{"werkzeug", "werkzeug.wrappers.Response.set_cookie", sdk.VerdictExists},
		{"werkzeug", "wrappers.Response.get_data", sdk.VerdictExists},
		{"werkzeug", "wrappers.response.Response.delete_cookie", sdk.VerdictExists},
		{"werkzeug", "wrappers.Request.get_data", sdk.VerdictExists},
		{"werkzeug", "wrappers.Response.set_cookiee", sdk.VerdictMissing},
		{"werkzeug", "wrappers.response.Response.get_dtaa", sdk.VerdictMissing},
		// matplotlib 3.6: plain modules without __all__ (pyplot, pylab)
		// bind names they import from their own package, and a star
		// import of one binds them again; a root definition is reached
		// through the submodule that imports it too
		{"matplotlib", "matplotlib.pyplot.rcParamsOrig", sdk.VerdictExists},
		{"matplotlib", "pyplot.get_backend", sdk.VerdictExists},
		{"matplotlib", "pylab.rcParamsOrig", sdk.VerdictExists},
		{"matplotlib", "pylab.flatten", sdk.VerdictExists},
		{"matplotlib", "pyplot.rcParamsOirg", sdk.VerdictMissing},
		{"matplotlib", "pylab.flatetn", sdk.VerdictMissing},
		// natsort 8.0: globals().update over an enum's __members__ binds
		// its members (and their aliases) as module attributes
		{"natsort", "FLOAT", sdk.VerdictExists},
		{"natsort", "UG", sdk.VerdictExists},
		{"natsort", "ns.FLOAT", sdk.VerdictExists},
		{"natsort", "FLAOT", sdk.VerdictMissing},
		{"natsort", "NatsotrKeyType", sdk.VerdictMissing},
		// feedparser 6.0: a method bound again under another name
		{"feedparser", "FeedParserDict.has_key", sdk.VerdictExists},
		{"feedparser", "FeedParserDict.keys", sdk.VerdictExists},
		// httpcore 0.16: try: from .http2 import HTTP2Connection,
		// except ImportError: a stub class; http2.py is in the tree, so
		// the import binds the name (its members, inherited ones too);
		// socks_proxy.py is not, so the stub does
		{"httpcore", "HTTP2Connection.CONFIG", sdk.VerdictExists},
		{"httpcore", "HTTP2Connection.handle_request", sdk.VerdictExists},
		{"httpcore", "HTTP2Connection.info", sdk.VerdictExists},
		// (its chain reaches RequestInterface, which the outline does
		// not list: cannot tell)
		{"httpcore", "HTTP2Connection.hadnle_request", sdk.VerdictOutOfReach},
		{"httpcore", "SOCKSProxy.__init__", sdk.VerdictExists},
		{"httpcore", "SOCKSProxy.handle_request", sdk.VerdictMissing},
		// Flask-Security-Too 5.1.2: try: import sqlalchemy.types, then
		// class AsaList(types.TypeDecorator); except ImportError: an
		// empty AsaList. SQLAlchemy is in the tree, so the try body's
		// class holds, with its members (its base, another top-level
		// package's, is not followed here: cannot tell past them)
		{"flask_security", "AsaList.process_bind_param", sdk.VerdictExists},
		{"flask_security", "AsaList.impl", sdk.VerdictExists},
		{"flask_security", "AsaList.process_bind_parma", sdk.VerdictOutOfReach},
		// colored 1.4.2: a class body binds an attribute per name of a
		// list another module holds ("for color in names: vars()[color]
		// = ..."), or of its own dict's keys (style)
		{"colored", "back.BLUE", sdk.VerdictExists},
		{"colored", "back.BLUE_3A", sdk.VerdictExists},
		{"colored", "back.ESC", sdk.VerdictExists},
		{"colored", "back.color", sdk.VerdictExists}, // the loop variable
		{"colored", "style.BOLD", sdk.VerdictExists},
		{"colored", "back.BLEU", sdk.VerdictMissing},
		{"colored", "style.BLOD", sdk.VerdictMissing},
		// WTForms-Alchemy 0.18: ModelForm = model_form_factory(Form), a
		// class the function defines and returns
		{"wtforms_alchemy", "ModelForm.Meta", sdk.VerdictExists},
		{"wtforms_alchemy", "ModelForm.__init__", sdk.VerdictExists},
		{"wtforms_alchemy", "ModelFormMeta.__init__", sdk.VerdictExists},
		// (Form, its base, is another distribution's: cannot tell)
		{"wtforms_alchemy", "ModelForm.populate_ojb", sdk.VerdictOutOfReach},
		// dill 0.3.6: an import in a class body binds a class attribute
		{"dill", "Pickler.settings", sdk.VerdictExists},
		{"dill", "Unpickler.settings", sdk.VerdictExists},
		// (its base is pickle's _Pickler, not read here: cannot tell)
		{"dill", "Pickler.settigns", sdk.VerdictOutOfReach},
		// numpy 1.24: ndarray is declared in the .pyi stub and
		// implemented by a compiled module, whose type has members the
		// stub need not declare (the real stub lacks generic.fill; this
		// trimmed one, ndarray.fill): cannot tell; chararray's
		// implementation is Python source, read whole
		{"numpy", "ndarray.size", sdk.VerdictExists},
		{"numpy", "ndarray.fill", sdk.VerdictOutOfReach},
		{"numpy", "chararray.decode", sdk.VerdictExists},
		// GitPython 3.1: a class-level parenthesised target list
		{"git", "RemoteProgress.CHECKING_OUT", sdk.VerdictExists},
		{"git", "RemoteProgress.BEGIN", sdk.VerdictExists},
		{"git", "RemoteProgress.CHECKING_OTU", sdk.VerdictMissing},
	}
	outlines := map[string]*Outline{}
	for _, tt := range tests {
		t.Run(tt.pkg+" "+tt.query, func(t *testing.T) {
			o := outlines[tt.pkg]
			if o == nil {
				var err error
				o, err = (&Package{FS: os.DirFS(filepath.Join("testdata", tt.pkg))}).Read(tt.pkg)
				if err != nil {
					t.Fatal(err)
				}
				outlines[tt.pkg] = o
			}
			got := apicheck.NewIndex("python", tt.pkg, append(o.Symbols[:len(o.Symbols):len(o.Symbols)], o.Reexports...)).Check(apicheck.Ref{Query: tt.query})
			if d := cmp.Diff(tt.want.String(), got.Verdict.String()); d != "" {
				t.Errorf("Check(%q) verdict (-want +got):\n%s\nnote: %s", tt.query, d, got.Note)
			}
		})
	}
}

// What inspect.signature prints for a namedtuple (a class on tuple), a
// class made by calling its metaclass, and a method bound again under
// another name (its parameters).
func TestRuntimeShapesSignatures(t *testing.T) {
	tests := []struct{ pkg, name, want string }{
		{"cerberus", "TypeDefinition", "class TypeDefinition(NamedTuple)"},
		// Cerberus 1.3: "Validator = InspectedValidator('Validator',
		// (BareValidator,), {})", a class made by calling its metaclass.
		{"cerberus", "Validator", "class Validator(BareValidator, metaclass=InspectedValidator)"},
		{"feedparser", "FeedParserDict.has_key", "has_key = __contains__  # def __contains__(self, key)"},
		// a class attribute bound to a class of the module (after the
		// class body, or in it under the same name, as kombu 5.2's
		// Queue.ContentDisallowed): that class's declaration follows
		{"tinydb", "TinyDB.table_class", "table_class = Table  # class Table(object)"},
		{"kombu", "Queue.ContentDisallowed", "ContentDisallowed = ContentDisallowed  # class ContentDisallowed(SerializerNotInstalled)"},
		{"aiohttp", "TraceDnsResolveHostEndParams.__init__", "def __init__(self, host: str) -> None"},
		// WTForms-Alchemy 0.18: classes made by module functions that
		// define and return them, bases from the call or the defaults
		{"wtforms_alchemy", "ModelFormMeta", "class ModelFormMeta(FormMeta)"},
		{"wtforms_alchemy", "ModelForm", "class ModelForm(Form, metaclass=ModelFormMeta)"},
	}
	for _, tt := range tests {
		o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", tt.pkg))}).Read(tt.pkg)
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		for _, s := range o.Symbols {
			if s.Name == tt.name {
				got = s.Signature
			}
		}
		if got != tt.want {
			t.Errorf("%s %s: signature %q, want %q", tt.pkg, tt.name, got, tt.want)
		}
	}
}

// A class whose base is written "module.alias" (icalendar 4.0's
// "class vText(compat.unicode_type)", compat binding unicode_type = str
// on Python 3) says its base by the name __bases__ reports.
func TestDottedBaseByName(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "icalendar"))}).Read("icalendar")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range o.Symbols {
		if s.Name != "vText" {
			continue
		}
		if want := "class vText(str)"; !strings.Contains(s.Doc, want) {
			t.Errorf("vText doc %q does not say %q", s.Doc, want)
		}
		return
	}
	t.Fatal("no vText in the outline")
}

// A module that postpones its annotations (pandas 1.5's categorical.py)
// keeps them as written: the implementation after @overload variants is
// shown as inspect prints it, "inplace: bool | NoDefault", not with the
// stub's alias NoDefault = Literal[_NoDefault.no_default] written out.
func TestPostponedImplementation(t *testing.T) {
	o, err := (&Package{FS: os.DirFS(filepath.Join("testdata", "pandas-postponed"))}).Read("pandas")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range o.Symbols {
		if s.Name != "Categorical.rename_categories" {
			continue
		}
		if want := "inplace: bool | NoDefault = no_default"; !strings.Contains(s.Doc, want) {
			t.Errorf("rename_categories doc %q does not say %q", s.Doc, want)
		}
		return
	}
	t.Fatal("no Categorical.rename_categories in the outline")
}
