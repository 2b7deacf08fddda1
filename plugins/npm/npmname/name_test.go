package npmname

import (
	"errors"
	"path"
	"strings"
	"testing"
)

func TestValidate(t *testing.T) {
	tests := map[string]struct {
		name string
		ok   bool
	}{
		"zero":               {"", false},
		"simple":             {"is-number", true},
		"capitals legacy":    {"JSONStream", true},
		"special chars":      {"mkdirp~1!(x)*'", true},
		"scoped":             {"@sindresorhus/is", true},
		"types scoped":       {"@types/babel__core", true},
		"dot start":          {".hidden", false},
		"underscore start":   {"_private", false},
		"node_modules":       {"node_modules", false},
		"favicon":            {"favicon.ico", false},
		"space":              {"a b", false},
		"leading space":      {" a", false},
		"slash unscoped":     {"a/b", false},
		"scope only":         {"@scope", false},
		"scope empty":        {"@/x", false},
		"scope empty name":   {"@scope/", false},
		"two slashes":        {"@a/b/c", false},
		"scope dotdot":       {"@../x", false},
		"name dotdot":        {"@a/..", false},
		"dotdot":             {"..", false},
		"traversal":          {"../../etc", false},
		"percent":            {"a%2f", false},
		"unicode":            {"ñ", false},
		"too long":           {strings.Repeat("a", 215), false},
		"max length":         {strings.Repeat("a", 214), true},
		"scoped special":     {"@a/b!c", true},
		"colon":              {"a:b", false},
		"query":              {"a?b", false},
		"backslash":          {`a\b`, false},
		"scoped name starts": {"@scope/.x", false},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			err := Validate(tc.name)
			if (err == nil) != tc.ok {
				t.Fatalf("Validate(%q) = %v, want ok=%v", tc.name, err, tc.ok)
			}
			if err != nil && !errors.Is(err, ErrInvalid) {
				t.Fatalf("error %v does not wrap ErrInvalid", err)
			}
		})
	}
}

func TestDerived(t *testing.T) {
	tests := map[string]struct{ name, types, reg, scope string }{
		"zero":     {"", "@types/", "", ""},
		"plain":    {"lodash", "@types/lodash", "lodash", ""},
		"scoped":   {"@babel/core", "@types/babel__core", "@babel%2fcore", "@babel"},
		"types":    {"@types/node", "", "@types%2fnode", "@types"},
		"specials": {"a'b", "@types/a'b", "a%27b", ""},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			if got := TypesName(tc.name); got != tc.types {
				t.Errorf("TypesName = %q, want %q", got, tc.types)
			}
			if got := RegistryPath(tc.name); got != tc.reg {
				t.Errorf("RegistryPath = %q, want %q", got, tc.reg)
			}
			if got := Scope(tc.name); got != tc.scope {
				t.Errorf("Scope = %q, want %q", got, tc.scope)
			}
		})
	}
}

// FuzzValidate checks the property the rest of the provider relies on: a
// valid name joined under node_modules never leaves it, and its registry
// path is one URL path segment.
func FuzzValidate(f *testing.F) {
	for _, s := range []string{"is-number", "@a/b", "@../x", "..", "a/b", "@a/b/c", "%2e%2e"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		if Validate(name) != nil {
			return
		}
		p := path.Join("node_modules", name)
		if !strings.HasPrefix(p, "node_modules/") || strings.Contains(p, "..") && !strings.Contains(name, "..") {
			t.Fatalf("name %q escapes node_modules: %q", name, p)
		}
		if path.Clean(p) != p {
			t.Fatalf("name %q is not clean under node_modules: %q", name, p)
		}
		if strings.Contains(RegistryPath(name), "/") {
			t.Fatalf("registry path of %q has a slash", name)
		}
	})
}

func TestSplitSubpath(t *testing.T) {
	tests := map[string]struct {
		in, pkg, sub string
		bad          bool
	}{
		"zero":          {in: "", pkg: ""},
		"package":       {in: "hono", pkg: "hono"},
		"scoped":        {in: "@a/b", pkg: "@a/b"},
		"subpath":       {in: "hono/cors", pkg: "hono", sub: "cors"},
		"deep":          {in: "@a/b/c/d", pkg: "@a/b", sub: "c/d"},
		"dot dot":       {in: "a/../b", bad: true},
		"empty segment": {in: "a//b", bad: true},
		"space":         {in: "a/b c", bad: true},
	}
	for name, tt := range tests {
		t.Run(name, func(t *testing.T) {
			pkg, sub, err := SplitSubpath(tt.in)
			if (err != nil) != tt.bad || !tt.bad && (pkg != tt.pkg || sub != tt.sub) {
				t.Errorf("SplitSubpath(%q) = %q, %q, %v", tt.in, pkg, sub, err)
			}
		})
	}
}

func TestTypesNameCapitalised(t *testing.T) {
	for in, want := range map[string]string{"express": "@types/express", "Express": "", "@a/b": "@types/a__b", "@types/x": "", "JSONStream": ""} {
		if got := TypesName(in); got != want {
			t.Errorf("TypesName(%q) = %q, want %q", in, got, want)
		}
	}
}
