package python

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
	"google.golang.org/grpc/codes"
)

// debianUjson is Debian's python3-ujson extension module: a real
// distribution that is one compiled module, without Python source or
// stub.
const debianUjson = "/usr/lib/python3/dist-packages/ujson.cpython-311-x86_64-linux-gnu.so"

// copyFile copies src to dst (the test's own copy: nothing is committed).
func copyFile(t *testing.T, src, dst string) {
	t.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dst, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// A distribution that is only a compiled module (ujson) has no outline;
// its names are looked up in the module's binary, never imported: a
// name string there exists (by a binary's evidence, said so), a name at
// its top that no string spells (nor ends with) does not exist, and a
// member (which a base class may give) or a dunder stays "cannot tell".
// The same binary as a private module of a package with Python source
// (a C accelerator behind from ._speedups import *) vouches for names it
// spells, and for an absence only when that star import is all the
// package binds beyond what its source lists: with names bound at run
// time besides, or a module __getattr__, it cannot tell.
func TestLookupNamesCompiled(t *testing.T) {
	if _, err := os.Stat(debianUjson); err != nil {
		t.Skipf("Debian's python3-ujson is not installed (%s): apt-get install python3-ujson", debianUjson)
	}
	project, site := venv(t, map[string][2]string{
		"ujson-5.7.0.dist-info":   {"Name: ujson\nVersion: 5.7.0\n", "ujson\n"},
		"fastjson-1.0.dist-info":  {"Name: fastjson\nVersion: 1.0\n", "fastjson\n"},
		"lazyjson-1.0.dist-info":  {"Name: lazyjson\nVersion: 1.0\n", "lazyjson\n"},
		"typedjson-1.0.dist-info": {"Name: typedjson\nVersion: 1.0\n", "typedjson\n"},
	}, map[string]string{
		"fastjson/__init__.py": "from ._speedups import *\n\ndef pretty(obj): ...\n",
		"lazyjson/__init__.py": "from ._speedups import *\n\ndef __getattr__(name): ...\n",
		// A stub declaring a compiled type (numpy's generic, ndarray)
		// whose implementation no class statement writes.
		"typedjson/__init__.py":  "from ._speedups import *\n",
		"typedjson/__init__.pyi": "class Encoder:\n    def encode(self, obj: object) -> str: ...\n",
	})
	copyFile(t, debianUjson, filepath.Join(site, filepath.Base(debianUjson)))
	for _, pkg := range []string{"fastjson", "lazyjson", "typedjson"} {
		copyFile(t, debianUjson, filepath.Join(site, pkg, "_speedups.cpython-311-x86_64-linux-gnu.so"))
	}
	p := newWorld(t).provider()
	lookup := func(pkg string, names ...string) map[string]sdk.NameLookup {
		t.Helper()
		res, err := p.LookupNames(context.Background(), sdk.LookupRequest{Package: sdk.PackageRef{Name: pkg, ProjectPath: project}, Names: names})
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]sdk.NameLookup{}
		for _, a := range res.Names {
			out[a.Name] = a
		}
		return out
	}
	type verdict struct {
		Verdict  sdk.Verdict
		Evidence sdk.Evidence
	}
	exists, missing, unknown := verdict{sdk.VerdictExists, sdk.EvidenceBinary}, verdict{Verdict: sdk.VerdictMissing}, verdict{}
	tests := []struct {
		pkg  string
		want map[string]verdict
	}{
		{pkg: "ujson", want: map[string]verdict{
			"dumps": exists, "JSONDecodeError": exists, "loads": exists,
			"laod": missing, "JSONDecodeErrro": missing,
			"pymongo.operations":       missing, // nothing through a name that is not there
			"dumps.made_up":            unknown, // a function's attributes are not read
			"oads":                     unknown, // the tail of "loads": the linker may store a name so
			"JSONDecodeError.msg":      unknown, // a member: its base class may have it
			"JSONDecodeError.__init__": exists,  // every object has it
			"__path__":                 unknown,
			"not a name":               {}, // not answered
		}},
		{pkg: "fastjson", want: map[string]verdict{
			"dumps": exists, "laod": missing, "oads": unknown, "pretty.laod": unknown, "other.thing": missing,
		}},
		{pkg: "lazyjson", want: map[string]verdict{
			"dumps": exists, "laod": unknown,
		}},
		// a member of a compiled type beyond its stub's is one its
		// binaries name, or none: "loads" is spelled (but Encoder is
		// not, so it cannot tell), "laod" is not
		{pkg: "typedjson", want: map[string]verdict{
			"Encoder.laod": missing, "Encoder.loads": unknown, "Encoder.__laod__": unknown,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.pkg, func(t *testing.T) {
			var names []string
			for n := range tt.want {
				names = append(names, n)
			}
			got := map[string]verdict{}
			answers := lookup(tt.pkg, names...)
			for _, n := range names {
				got[n] = verdict{answers[n].Verdict, answers[n].Evidence}
			}
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("verdicts (-want +got):\n%s", d)
			}
			if _, ok := answers["not a name"]; ok {
				t.Error("answered a query that is no name")
			}
			for n, a := range answers {
				if a.Verdict != sdk.VerdictUnknown && a.Reason == "" {
					t.Errorf("%s: %v without a reason", n, a.Verdict)
				}
			}
		})
	}
	a := lookup("ujson", "dumps", "laod")
	if r := a["dumps"].Reason; !strings.Contains(r, "name string in ujson.cpython-311-x86_64-linux-gnu.so, the binary of the compiled module ujson, read without importing it") {
		t.Errorf("dumps reason %q", r)
	}
	if r := a["laod"].Reason; !strings.Contains(r, "ujson is a compiled module without Python source or stub, and laod is not among the") {
		t.Errorf("laod reason %q", r)
	}
	a = lookup("fastjson", "laod")
	if r := a["laod"].Reason; !strings.HasPrefix(r, "fastjson binds no name beyond what it lists but those of the compiled modules fastjson._speedups, and no string of their binaries spells laod (") {
		t.Errorf("fastjson laod reason %q", r)
	}
	// The describe of ujson shows none of the binary's names.
	doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "ujson", ProjectPath: project}})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range doc.Symbols {
		if s.Name == "dumps" || s.Name == "encode_html_chars" {
			t.Errorf("describe lists the binary's string %s", s.Name)
		}
	}
}

// A class a metaclass of the package makes, read whole (marshmallow
// 3.18's Schema and SchemaMeta, the trimmed files of pyapi's testdata):
// what the metaclass sets exists, a name neither it nor the class and
// its bases have does not, read from source; a dunder stays unknown.
func TestLookupNamesMetaclass(t *testing.T) {
	files := map[string]string{}
	for _, f := range []string{"__init__.py", "base.py", "schema.py"} {
		b, err := os.ReadFile(filepath.Join("pyapi", "testdata", "marshmallow", "marshmallow", f))
		if err != nil {
			t.Fatal(err)
		}
		files["marshmallow/"+f] = string(b)
	}
	project, _ := venv(t, map[string][2]string{
		"marshmallow-3.18.0.dist-info": {"Name: marshmallow\nVersion: 3.18.0\n", "marshmallow\n"},
	}, files)
	p := newWorld(t).provider()
	res, err := p.LookupNames(context.Background(), sdk.LookupRequest{Package: sdk.PackageRef{Name: "marshmallow", ProjectPath: project},
		Names: []string{"Schema.opts", "Schema._declared_fields", "Schema.from_dict", "Schema.fro_mdict", "Schema.TYPE_MAPIPNG", "Schema.__made_up__"}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]sdk.Verdict{}
	for _, a := range res.Names {
		got[a.Name] = a.Verdict
		if a.Verdict != sdk.VerdictUnknown && a.Reason == "" {
			t.Errorf("%s: %v without a reason", a.Name, a.Verdict)
		}
	}
	want := map[string]sdk.Verdict{
		"Schema.opts": sdk.VerdictExists, "Schema._declared_fields": sdk.VerdictExists, "Schema.from_dict": sdk.VerdictExists,
		"Schema.fro_mdict": sdk.VerdictMissing, "Schema.TYPE_MAPIPNG": sdk.VerdictMissing,
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("verdicts (-want +got):\n%s", d)
	}
}

// debianPsutilPosix is Debian's python3-psutil 5.9.4 _psutil_posix
// extension module, whose RLIM* constants psutil's __init__ binds in a
// loop over dir() of it.
const debianPsutilPosix = "/usr/lib/python3/dist-packages/psutil/_psutil_posix.cpython-311-x86_64-linux-gnu.so"

// A name a loop over a compiled module's dir() may bind (psutil's RLIM*
// constants, pyapi's trimmed psutil/__init__.py) exists when that
// module's binary spells it and does not exist when no string of it
// does: the loop binds no other.
// psutilProject is a venv holding psutil 5.9.4's trimmed __init__.py
// beside Debian's compiled _psutil_posix (skipped without it).
func psutilProject(t *testing.T) string {
	t.Helper()
	if _, err := os.Stat(debianPsutilPosix); err != nil {
		t.Skipf("Debian's python3-psutil is not installed (%s): apt-get install python3-psutil", debianPsutilPosix)
	}
	project, site := venv(t, map[string][2]string{
		"psutil-5.9.4.dist-info": {"Name: psutil\nVersion: 5.9.4\n", "psutil\n"},
	}, nil)
	copyFile(t, filepath.Join("pyapi", "testdata", "psutil", "psutil", "__init__.py"), filepath.Join(site, "psutil", "__init__.py"))
	copyFile(t, debianPsutilPosix, filepath.Join(site, "psutil", filepath.Base(debianPsutilPosix)))
	return project
}

func TestLookupNamesLoopOverCompiled(t *testing.T) {
	project := psutilProject(t)
	res, err := newWorld(t).provider().LookupNames(context.Background(), sdk.LookupRequest{
		Package: sdk.PackageRef{Name: "psutil", ProjectPath: project}, Names: []string{"RLIMIT_CPU", "RLIMTI_CPU", "RLIM_INFINITY"}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]sdk.Verdict{}
	for _, a := range res.Names {
		got[a.Name] = a.Verdict
	}
	want := map[string]sdk.Verdict{"RLIMIT_CPU": sdk.VerdictExists, "RLIMTI_CPU": sdk.VerdictMissing, "RLIM_INFINITY": sdk.VerdictExists}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("verdicts (-want +got):\n%s", d)
	}
}

// Private names and dunders at a module's top, which the outline leaves
// out, are read in source (requests 2.34.2's, testdata/src): one the
// module binds exists, one its source, read whole, does not bind does
// not exist.
func TestLookupNamesPrivate(t *testing.T) {
	project := requestsVenv(t)
	res, err := newWorld(t).provider().LookupNames(context.Background(), sdk.LookupRequest{
		Package: sdk.PackageRef{Name: "requests", ProjectPath: project},
		Names:   []string{"__version__", "_internal_utils", "utils._parse_content_type_header", "utils._made_up", "__versoin__", "public_made_up"}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]sdk.Verdict{}
	for _, a := range res.Names {
		got[a.Name] = a.Verdict
		if a.Verdict != sdk.VerdictUnknown && a.Reason == "" {
			t.Errorf("%s: %v without a reason", a.Name, a.Verdict)
		}
	}
	want := map[string]sdk.Verdict{
		"__version__": sdk.VerdictExists, "_internal_utils": sdk.VerdictExists, "utils._parse_content_type_header": sdk.VerdictExists,
		"utils._made_up": sdk.VerdictMissing, "__versoin__": sdk.VerdictMissing,
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("verdicts (-want +got):\n%s", d)
	}
}

// debianBottleBeaker is Debian's python3-bottle-beaker 0.1.3: a
// distribution that is one plain module with no private name at its top.
const debianBottleBeaker = "/usr/lib/python3/dist-packages/bottle_beaker.py"

// A path whose private part is not last (_speedups.encode, asked of a
// package that has no _speedups) does not exist when the module that
// part would be in is read whole and binds no such name, whatever the
// parts after it: before, the outline's "private names are not listed"
// left it "cannot tell". A private part the module binds by import
// leaves what follows to the imported module (cannot tell).
func TestLookupNamesPrivateOnPath(t *testing.T) {
	if _, err := os.Stat(debianBottleBeaker); err != nil {
		t.Skipf("Debian's python3-bottle-beaker is not installed (%s): apt-get install python3-bottle-beaker", debianBottleBeaker)
	}
	project, site := venv(t, map[string][2]string{
		"bottle_beaker-0.1.3.dist-info": {"Name: bottle-beaker\nVersion: 0.1.3\n", "bottle_beaker\n"},
	}, nil)
	copyFile(t, debianBottleBeaker, filepath.Join(site, "bottle_beaker.py"))
	res, err := newWorld(t).provider().LookupNames(context.Background(), sdk.LookupRequest{
		Package: sdk.PackageRef{Name: "bottle-beaker", ProjectPath: project},
		Names:   []string{"_speedups.encode", "_speedups.Codec.encode", "__wrapped__.x", "BeakerPlugin._private.x"}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]sdk.Verdict{}
	for _, a := range res.Names {
		got[a.Name] = a.Verdict
		if a.Verdict == sdk.VerdictMissing && !strings.Contains(a.Reason, "bottle_beaker binds no name") {
			t.Errorf("%s: reason %q does not say what was read", a.Name, a.Reason)
		}
	}
	want := map[string]sdk.Verdict{"_speedups.encode": sdk.VerdictMissing, "_speedups.Codec.encode": sdk.VerdictMissing, "__wrapped__.x": sdk.VerdictMissing}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("verdicts (-want +got):\n%s", d)
	}
}

// debianCffiBackend is Debian's python3-cffi 1.15.1 _cffi_backend: a
// compiled module the distribution installs at the top level, beside its
// cffi package (top_level.txt names both).
const debianCffiBackend = "/usr/lib/python3/dist-packages/_cffi_backend.cpython-311-x86_64-linux-gnu.so"

// A private top-level module of the distribution that is only a binary
// (cffi's _cffi_backend) is a module of its own, not a name in the
// package beside it: it exists, a name its binary spells exists (by a
// binary's evidence), and one it does not spell does not exist. Before,
// the bare module "did not exist" (cffi's __init__ binds no such name)
// and the names through it could not be told.
func TestLookupNamesTopLevelCompiled(t *testing.T) {
	if _, err := os.Stat(debianCffiBackend); err != nil {
		t.Skipf("Debian's python3-cffi is not installed (%s): apt-get install python3-cffi", debianCffiBackend)
	}
	project, site := venv(t, map[string][2]string{
		"cffi-1.15.1.dist-info": {"Name: cffi\nVersion: 1.15.1\n", "_cffi_backend\ncffi\n"},
	}, nil)
	copyFile(t, "/usr/lib/python3/dist-packages/cffi/__init__.py", filepath.Join(site, "cffi", "__init__.py"))
	copyFile(t, debianCffiBackend, filepath.Join(site, filepath.Base(debianCffiBackend)))
	res, err := newWorld(t).provider().LookupNames(context.Background(), sdk.LookupRequest{
		Package: sdk.PackageRef{Name: "cffi", ProjectPath: project},
		Names:   []string{"_cffi_backend", "_cffi_backend.FFI", "_cffi_backend.FFIX", "_no_such_module.FFI"}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]sdk.Verdict{}
	for _, a := range res.Names {
		got[a.Name] = a.Verdict
	}
	want := map[string]sdk.Verdict{"_cffi_backend": sdk.VerdictExists, "_cffi_backend.FFI": sdk.VerdictExists, "_cffi_backend.FFIX": sdk.VerdictMissing, "_no_such_module.FFI": sdk.VerdictMissing}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("verdicts (-want +got):\n%s", d)
	}
}

// TestLookupNamesImported: requests binds urllib3 and logging by import
// (its __init__'s "import urllib3"), which its outline leaves out as
// other modules' API. The name exists, read from source; a member reached
// through it is urllib3's, so it cannot be told; a public name nothing
// imports gets no answer (the outline's verdict stands).
func TestLookupNamesImported(t *testing.T) {
	project := requestsVenv(t)
	res, err := newWorld(t).provider().LookupNames(context.Background(), sdk.LookupRequest{
		Package: sdk.PackageRef{Name: "requests", ProjectPath: project},
		Names:   []string{"urllib3", "urllib3.disable_warnings", "NullHandler", "public_made_up", "urllib4.x"}})
	if err != nil {
		t.Fatal(err)
	}
	type answer struct {
		Verdict  sdk.Verdict
		Evidence sdk.Evidence
	}
	got := map[string]answer{}
	for _, a := range res.Names {
		got[a.Name] = answer{a.Verdict, a.Evidence}
		if a.Reason == "" {
			t.Errorf("%s: %v without a reason", a.Name, a.Verdict)
		}
	}
	want := map[string]answer{
		"urllib3":                  {sdk.VerdictExists, sdk.EvidenceSource},
		"NullHandler":              {sdk.VerdictExists, sdk.EvidenceSource},
		"urllib3.disable_warnings": {sdk.VerdictUnknown, sdk.EvidenceSource},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("answers (-want +got):\n%s", d)
	}
}

// A private name asked of a distribution with several top-level modules
// (pytest 7.2.1 installs pytest and _pytest), none named, is read in
// each: it exists when one binds it, and does not when each, read
// whole, binds no such name (pytest's module __getattr__ answers only
// "Instance").
func TestLookupNamesPrivateSeveralRoots(t *testing.T) {
	project, _ := pytestVenv(t, "_pytest\npytest\n")
	checkPytestPrivate(t, project)
}

// pytestVenv is a project whose venv has pytest 7.2.1's trimmed pytest
// and _pytest sources installed, its top_level.txt topLevel.
func pytestVenv(t *testing.T, topLevel string) (project, site string) {
	t.Helper()
	project, site = venv(t, map[string][2]string{
		"pytest-7.2.1.dist-info": {"Name: pytest\nVersion: 7.2.1\n", topLevel},
	}, nil)
	copyFile(t, filepath.Join("pyapi", "testdata", "pytest", "pytest", "__init__.py"), filepath.Join(site, "pytest", "__init__.py"))
	copyFile(t, filepath.Join("testdata", "src", "_pytest", "__init__.py"), filepath.Join(site, "_pytest", "__init__.py"))
	return project, site
}

// checkPytestPrivate asks pytest in project about one private name its
// source binds and two it does not, bare: the first exists, the others
// do not.
func checkPytestPrivate(t *testing.T, project string) {
	t.Helper()
	res, err := newWorld(t).provider().LookupNames(context.Background(), sdk.LookupRequest{
		Package: sdk.PackageRef{Name: "pytest", ProjectPath: project},
		Names:   []string{"__version__", "__numpy_version__", "_made_up"}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]sdk.Verdict{}
	for _, a := range res.Names {
		got[a.Name] = a.Verdict
	}
	want := map[string]sdk.Verdict{"__version__": sdk.VerdictExists, "__numpy_version__": sdk.VerdictMissing, "_made_up": sdk.VerdictMissing}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("verdicts (-want +got):\n%s", d)
	}
}

// requestsVenv is a project whose venv has requests' trimmed source
// (testdata/src/requests) installed.
func requestsVenv(t *testing.T) string {
	t.Helper()
	project, site := venv(t, map[string][2]string{
		"requests-2.34.2.dist-info": {"Name: requests\nVersion: 2.34.2\n", "requests\n"},
	}, nil)
	src := filepath.Join("testdata", "src", "requests")
	ents, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		copyFile(t, filepath.Join(src, e.Name()), filepath.Join(site, "requests", e.Name()))
	}
	return project
}

// The same with Debian's layout: pytest also installs a py.py shim (and
// lists py in top_level.txt), and python3-py's package py/ beside it is
// what Python imports as py. That package binds its names through a
// lazy loader, but it is not pytest's: the bare private name is read in
// pytest's own modules. Before, it was "cannot tell".
func TestLookupNamesPrivateShadowedRoot(t *testing.T) {
	project, site := pytestVenv(t, "_pytest\npy\npytest\n")
	rec, err := os.ReadFile(filepath.Join("sitepkgs", "testdata", "shadowed", "pytest-7.2.1.dist-info", "RECORD"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(site, "pytest-7.2.1.dist-info", "RECORD"), rec, 0o644); err != nil {
		t.Fatal(err)
	}
	for f, src := range map[string]string{
		"py.py": "import sys\nimport _pytest._py.error as error\nimport _pytest._py.path as path\nsys.modules['py.error'] = error\nsys.modules['py.path'] = path\n",
		// pylib 1.11's py/__init__.py hands its names to apipkg, and
		// its stub declares them (both trimmed)
		filepath.Join("py", "__init__.py"):  "from py._error import error\nfrom py._vendored_packages import apipkg\napipkg.initpkg(__name__, attr={'_apipkg': apipkg, 'error': error}, exportdefs={\n    'std': '._std:std',\n    'path': {'local': '._path.local:LocalPath'},\n})\n",
		filepath.Join("py", "__init__.pyi"): "from typing import Any\n\nfrom . import error\nfrom . import path\n\n__version__: str\n\nstd: Any\n",
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(site, f)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(site, f), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	checkPytestPrivate(t, project)
}

// describe with symbol= answers a name the outline does not list as the
// check does: psutil's RLIMIT_CPU, made by a loop over its compiled
// module, exists by its binary's evidence (said so, no signature
// invented); a misspelling the binary lacks stays "not found".
func TestDescribeUnlistedCompiledName(t *testing.T) {
	project := psutilProject(t)
	p := newWorld(t).provider()
	ref := sdk.PackageRef{Name: "psutil", ProjectPath: project}
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: "RLIMIT_CPU"})
	if err != nil {
		t.Fatalf("RLIMIT_CPU: %v", err)
	}
	if d.Focus != "RLIMIT_CPU" || len(d.Symbols) != 1 || d.Symbols[0].Signature != "" || !strings.Contains(strings.Join(d.Notes, "\n"), "exists but is not in the outline") {
		t.Errorf("RLIMIT_CPU: focus %q, symbols %+v, notes %q", d.Focus, d.Symbols, d.Notes)
	}
	if _, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref, Symbol: "RLIMTI_CPU"}); sdk.Code(err) != codes.NotFound || !strings.Contains(fmt.Sprint(err), "not found") {
		t.Errorf("RLIMTI_CPU: %v, want not found", err)
	}
}

// Cerberus 1.3 makes its Validator by calling the metaclass
// InspectedValidator (pyapi's trimmed validator.py) and computes
// __all__ from the classes' __name__ (its __init__.py's lines, trimmed),
// so the outline has validator.Validator beside the module validator:
// symbol=Validator is the class, spelled as asked, not the module a
// case-insensitive match finds first, and its describe lists what the
// metaclass, read whole, sets on it.
func TestDescribeMetaclassMadeClass(t *testing.T) {
	files := map[string]string{"cerberus/__init__.py": "from cerberus.validator import Validator\n" +
		"from cerberus.utils import TypeDefinition\n\n" +
		"__all__ = [\n    TypeDefinition.__name__,\n    Validator.__name__,\n]\n"}
	for _, f := range []string{"validator.py", "utils.py"} {
		b, err := os.ReadFile(filepath.Join("pyapi", "testdata", "cerberus", "cerberus", f))
		if err != nil {
			t.Fatal(err)
		}
		files["cerberus/"+f] = string(b)
	}
	project, _ := venv(t, map[string][2]string{
		"Cerberus-1.3.2.dist-info": {"Name: Cerberus\nVersion: 1.3.2\n", "cerberus\n"},
	}, files)
	p := newWorld(t).provider()
	d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "Cerberus", ProjectPath: project}, Symbol: "Validator"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range d.Symbols {
		if s.Name == d.Focus || s.Kind == "attribute" {
			got = append(got, s.Name+" "+s.Signature)
		}
	}
	want := []string{
		"validator.Validator class Validator(BareValidator, metaclass=InspectedValidator)",
		"validator.Validator.checkers checkers  # set by the metaclass InspectedValidator",
		"validator.Validator.coercers coercers  # set by the metaclass InspectedValidator",
		"validator.Validator.default_setters default_setters  # set by the metaclass InspectedValidator",
		"validator.Validator.normalization_rules normalization_rules  # set by the metaclass InspectedValidator",
		"validator.Validator.rules rules  # set by the metaclass InspectedValidator",
		"validator.Validator.validation_rules validation_rules  # set by the metaclass InspectedValidator",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("symbol=Validator, focus %q (-want +got):\n%s", d.Focus, diff)
	}
}

// greenlet 2.0 imports its classes and functions from its compiled
// module _greenlet (pyapi's testdata: its __init__.py, trimmed, without
// the binary): symbol=greenlet shows the import line and says the
// signature, bases and members were not read, rather than passing the
// import for a declaration without any; a name the package's own
// Python source declares has no such note.
func TestDescribeNameFromCompiledModule(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("pyapi", "testdata", "greenlet", "greenlet", "__init__.py"))
	if err != nil {
		t.Fatal(err)
	}
	project, _ := venv(t, map[string][2]string{
		"greenlet-2.0.2.dist-info": {"Name: greenlet\nVersion: 2.0.2\n", "greenlet\n"},
	}, map[string]string{"greenlet/__init__.py": string(b)})
	p := newWorld(t).provider()
	for sym, want := range map[string]string{
		"greenlet":     "greenlet comes from greenlet._greenlet, which has no Python source or .pyi stub here (a compiled extension?)",
		"GreenletExit": "GreenletExit comes from greenlet._greenlet",
		"__version__":  "",
	} {
		d, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "greenlet", ProjectPath: project}, Symbol: sym})
		if err != nil {
			t.Fatalf("%s: %v", sym, err)
		}
		notes := strings.Join(d.Notes, "\n")
		if want == "" && strings.Contains(notes, "comes from") || want != "" && !strings.Contains(notes, want) {
			t.Errorf("symbol=%s: notes %q, want %q", sym, notes, want)
		}
	}
}

// debianDeb822 is Debian's python3-debian 0.1.49 top-level deb822
// module, whose only statement of note is "from debian.deb822 import *";
// debian.deb822 sets no __all__ and imports typing's names and chardet.
const debianDeb822 = "/usr/lib/python3/dist-packages/deb822.py"

// A star import of a module without __all__ binds the public names that
// module imports too (deb822's "from debian.deb822 import *" binds Text,
// which debian.deb822 imports from typing): they exist, read from
// source, where before they were said not to exist; a name no statement
// binds gets no answer (the outline's verdict stands).
func TestLookupNamesThroughStarImport(t *testing.T) {
	if _, err := os.Stat(debianDeb822); err != nil {
		t.Skipf("Debian's python3-debian is not installed (%s): apt-get install python3-debian", debianDeb822)
	}
	project, site := venv(t, map[string][2]string{
		"python_debian-0.1.49.dist-info": {"Name: python-debian\nVersion: 0.1.49\n", "deb822\ndebian\ndebian_bundle\n"},
	}, nil)
	copyFile(t, debianDeb822, filepath.Join(site, "deb822.py"))
	for _, f := range []string{"__init__.py", "deb822.py", "_util.py", "deprecation.py", "debian_support.py", "changelog.py"} {
		copyFile(t, filepath.Join("/usr/lib/python3/dist-packages/debian", f), filepath.Join(site, "debian", f))
	}
	copyFile(t, "/usr/lib/python3/dist-packages/debian_bundle/__init__.py", filepath.Join(site, "debian_bundle", "__init__.py"))
	res, err := newWorld(t).provider().LookupNames(context.Background(), sdk.LookupRequest{
		Package: sdk.PackageRef{Name: "python-debian", ProjectPath: project},
		Names:   []string{"deb822.Text", "deb822.chardet", "deb822.Text.upper", "deb822.Txet"}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]sdk.Verdict{}
	for _, a := range res.Names {
		got[a.Name] = a.Verdict
		if a.Verdict == sdk.VerdictExists && !strings.Contains(a.Reason, `"from debian.deb822 import *"`) {
			t.Errorf("%s: reason %q does not name the star import", a.Name, a.Reason)
		}
	}
	want := map[string]sdk.Verdict{"deb822.Text": sdk.VerdictExists, "deb822.chardet": sdk.VerdictExists, "deb822.Text.upper": sdk.VerdictUnknown}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("verdicts (-want +got):\n%s", d)
	}
}

// debianFuse is Debian's python3-fuse 1.0.5 fuse module, whose top level
// has "from errno import *": errno is the standard library's, written in
// C, so no source says which names that binds.
const debianFuse = "/usr/lib/python3/dist-packages/fuse.py"

// A star import of a standard-library module without Python source
// (fuse's "from errno import *") binds the names the project's
// interpreter lists for it: fuse.E2BIG exists, a misspelt fuse.ECHLID
// and a foreign name do not, where before each was "cannot tell"; a
// member reached through such a name is errno's (cannot tell). Needs a
// real interpreter, which lists errno's names.
func TestLookupNamesStdlibStarImport(t *testing.T) {
	if _, err := os.Stat(debianFuse); err != nil {
		t.Skipf("Debian's python3-fuse is not installed (%s): apt-get install python3-fuse", debianFuse)
	}
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3 on PATH to make a venv with")
	}
	project := t.TempDir()
	if out, err := exec.Command(py, "-m", "venv", "--without-pip", filepath.Join(project, ".venv")).CombinedOutput(); err != nil {
		t.Fatalf("python3 -m venv: %v: %s", err, out)
	}
	sites, _ := filepath.Glob(filepath.Join(project, ".venv", "lib", "python3*", "site-packages"))
	if len(sites) != 1 {
		t.Fatalf("site-packages of the venv: %v", sites)
	}
	site := sites[0]
	writeFiles(t, site, map[string]string{
		"fuse_python-1.0.5.egg-info/PKG-INFO":      "Metadata-Version: 1.1\nName: fuse-python\nVersion: 1.0.5\n",
		"fuse_python-1.0.5.egg-info/top_level.txt": "fuse\nfuseparts\n",
	})
	copyFile(t, debianFuse, filepath.Join(site, "fuse.py"))
	for _, f := range []string{"__init__.py", "setcompatwrap.py", "subbedopts.py"} {
		copyFile(t, filepath.Join("/usr/lib/python3/dist-packages/fuseparts", f), filepath.Join(site, "fuseparts", f))
	}
	res, err := newWorld(t).provider().LookupNames(context.Background(), sdk.LookupRequest{
		Package: sdk.PackageRef{Name: "fuse-python", ProjectPath: project},
		Names:   []string{"fuse.E2BIG", "fuse.errorcode", "fuse.ECHLID", "fuse.MS_SYMBOL_SIMPLE", "fuse.E2BIG.real"}})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]sdk.Verdict{}
	for _, a := range res.Names {
		got[a.Name] = a.Verdict
		if !strings.Contains(a.Reason, `"from errno import *"`) {
			t.Errorf("%s: reason %q does not name the star import", a.Name, a.Reason)
		}
	}
	want := map[string]sdk.Verdict{"fuse.E2BIG": sdk.VerdictExists, "fuse.errorcode": sdk.VerdictExists,
		"fuse.ECHLID": sdk.VerdictMissing, "fuse.MS_SYMBOL_SIMPLE": sdk.VerdictMissing, "fuse.E2BIG.real": sdk.VerdictUnknown}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("verdicts (-want +got):\n%s", d)
	}
}

// A distribution that installs a package and, beside it, a top-level
// module named like one of that package's submodules (python-debian
// 0.1.49, trimmed: debian/deb822.py and the deb822.py shim that
// star-imports it). Names are checked as check_package_api checks them:
// through the index of the describe, which gives LookupNames each name
// in the form it reads. A private name debian.deb822 imports exists
// there; before, the index dropped "debian" (python-debian's import
// name), and the rest was read in the top-level deb822, which binds no
// private name: "does not exist". That shim, asked itself, still binds
// none (its star import's source has no __all__; so says the
// interpreter). The third root, debian_bundle, appends debian/ to its
// __path__: its submodules, which its outline cannot list, are cannot
// tell (before, "does not exist"), and so is a bare private name.
func TestLookupNamesRootNamedLikeSubmodule(t *testing.T) {
	project, site := venv(t, nil, nil)
	copyTree(t, filepath.Join("testdata", "rootsubmodule"), site)
	p := newWorld(t).provider()
	ref := sdk.PackageRef{Name: "python-debian", ProjectPath: project}
	doc, err := p.Describe(context.Background(), sdk.DescribeRequest{Package: ref})
	if err != nil {
		t.Fatal(err)
	}
	ix := apicheck.NewIndex("python", doc.Name, doc.Symbols)
	want := map[string]sdk.Verdict{
		"debian.deb822._strI":        sdk.VerdictExists,
		"debian.deb822._cached_strI": sdk.VerdictExists,
		"debian.deb822._made_up":     sdk.VerdictMissing,
		"deb822._strI":               sdk.VerdictMissing,
		"debian._strI":               sdk.VerdictMissing,
		// bare, no answer (cannot tell): debian_bundle, one of the
		// roots, finds submodules in a directory it adds to __path__
		"_strI": sdk.VerdictUnknown,
	}
	byRel := map[string]string{}
	var names []string
	for q := range want {
		rel := ix.Relative(apicheck.Ref{Query: q})
		byRel[rel] = q
		names = append(names, rel)
	}
	res, err := p.LookupNames(context.Background(), sdk.LookupRequest{Package: ref, Names: names})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]sdk.Verdict{}
	for q := range want {
		got[q] = sdk.VerdictUnknown
	}
	for _, a := range res.Names {
		got[byRel[a.Name]] = a.Verdict
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("verdicts (-want +got):\n%s\nasked as %v", d, names)
	}
	// debian_bundle/__init__.py appends debian/ to its __path__: its
	// submodules are debian's too, which its outline does not list.
	// Before, "does not exist".
	for _, q := range []string{"debian_bundle.deb822", "debian_bundle.deb822.Deb822"} {
		if c := ix.Check(apicheck.Ref{Query: q}); c.Verdict != sdk.VerdictOutOfReach {
			t.Errorf("%s: %s (%s), want cannot tell", q, c.Verdict, c.Note)
		}
	}
}

// TestCheckModulesThemselves: python-debian 0.1.49 (trimmed, as above)
// spells its outline from its roots (debian.deb822.Deb822). A root
// package and a module are names code imports, so they exist: before,
// check_package_api answered "debian" "does not exist", beside
// "debian.deb822", which exists. A module it does not have still does
// not exist.
func TestCheckModulesThemselves(t *testing.T) {
	project, site := venv(t, nil, nil)
	copyTree(t, filepath.Join("testdata", "rootsubmodule"), site)
	doc, err := newWorld(t).provider().Describe(context.Background(), sdk.DescribeRequest{Package: sdk.PackageRef{Name: "python-debian", ProjectPath: project}})
	if err != nil {
		t.Fatal(err)
	}
	ix := apicheck.NewIndex("python", doc.Name, doc.Symbols)
	got := map[string]string{}
	for _, q := range []string{"debian", "debian.deb822", "deb822", "debian.nothere", "debain"} {
		got[q] = ix.Check(apicheck.Ref{Query: q}).Verdict.String()
	}
	want := map[string]string{"debian": "exists", "debian.deb822": "exists", "deb822": "exists", "debian.nothere": "missing", "debain": "missing"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("verdicts (-want +got):\n%s", d)
	}
}
