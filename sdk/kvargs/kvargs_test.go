package kvargs_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk/kvargs"
)

const every = `{"type":"object","properties":{
	"s":{"type":"string"},
	"i":{"type":"integer"},
	"n":{"type":"number"},
	"b":{"type":"boolean"},
	"a":{"type":"array","items":{"type":"string"}},
	"ai":{"type":"array","items":{"type":"integer"}},
	"an":{"type":"array"},
	"o":{"type":"object"},
	"z":{"type":"null"},
	"u":{"description":"no type"},
	"t":{"type":["string","null"]},
	"ti":{"type":["null","integer"]}
},"additionalProperties":false}`

func TestParse(t *testing.T) {
	tests := []struct {
		name    string
		schema  string
		words   []string
		want    string // the arguments as JSON
		wantErr string // a part of the error
	}{
		// string: the word as it is
		{"string stays string", every, []string{"s=123"}, `{"s":"123"}`, ""},
		{"string true", every, []string{"s=true"}, `{"s":"true"}`, ""},
		{"string empty", every, []string{"s="}, `{"s":""}`, ""},
		{"string with =", every, []string{"s=a=b"}, `{"s":"a=b"}`, ""},
		{"string JSON-looking", every, []string{`s={"x":1}`}, `{"s":"{\"x\":1}"}`, ""},
		// integer
		{"integer", every, []string{"i=42"}, `{"i":42}`, ""},
		{"integer negative", every, []string{"i=-3"}, `{"i":-3}`, ""},
		{"integer big stays exact", every, []string{"i=9007199254740993"}, `{"i":9007199254740993}`, ""},
		{"integer fraction", every, []string{"i=1.5"}, "", `argument i: "1.5" is not an integer`},
		{"integer leading zero", every, []string{"i=007"}, "", "not an integer"},
		{"integer plus", every, []string{"i=+1"}, "", "not an integer"},
		{"integer word", every, []string{"i=abc"}, "", "not an integer"},
		{"integer empty", every, []string{"i="}, "", "not an integer"},
		// number
		{"number", every, []string{"n=1.5"}, `{"n":1.5}`, ""},
		{"number exponent", every, []string{"n=-2e3"}, `{"n":-2e3}`, ""},
		{"number integer", every, []string{"n=7"}, `{"n":7}`, ""},
		{"number bare fraction", every, []string{"n=.5"}, "", "not a number"},
		{"number NaN", every, []string{"n=NaN"}, "", "not a number"},
		{"number space", every, []string{"n= 1"}, "", "not a number"},
		{"number out of range", every, []string{"n=1e400"}, "", "out of range"},
		{"number hex", every, []string{"n=0x1p4"}, "", "not a number"},
		{"number underscores", every, []string{"n=1_000"}, "", "not a number"},
		// boolean
		{"boolean true", every, []string{"b=true"}, `{"b":true}`, ""},
		{"boolean false", every, []string{"b=false"}, `{"b":false}`, ""},
		{"boolean yes", every, []string{"b=yes"}, "", `"yes" is not true or false`},
		{"boolean 1", every, []string{"b=1"}, "", "not true or false"},
		{"boolean case", every, []string{"b=True"}, "", "not true or false"},
		// array
		{"array comma", every, []string{"a=x,y"}, `{"a":["x","y"]}`, ""},
		{"array repeated", every, []string{"a=x", "a=y,z"}, `{"a":["x","y","z"]}`, ""},
		{"array one", every, []string{"a=x"}, `{"a":["x"]}`, ""},
		{"array empty", every, []string{"a="}, `{"a":[]}`, ""},
		{"array JSON keeps commas", every, []string{`a=["x,y","z"]`}, `{"a":["x,y","z"]}`, ""},
		{"array JSON wrong item", every, []string{`a=[1]`}, "", "item 0"},
		{"array JSON broken", every, []string{`a=[1`}, "", "not a JSON array"},
		{"array of integers", every, []string{"ai=1,2", "ai=3"}, `{"ai":[1,2,3]}`, ""},
		{"array of integers bad item", every, []string{"ai=1,x"}, "", `"x" is not an integer`},
		{"array of integers JSON", every, []string{"ai=[1,2]"}, `{"ai":[1,2]}`, ""},
		{"array of integers JSON fraction", every, []string{"ai=[1.5]"}, "", "item 0"},
		{"array untyped items are strings", every, []string{"an=1,x"}, `{"an":["1","x"]}`, ""},
		{"array untyped JSON", every, []string{`an=[1,"x"]`}, `{"an":[1,"x"]}`, ""},
		// object
		{"object", every, []string{`o={"k":[1,"v"]}`}, `{"o":{"k":[1,"v"]}}`, ""},
		{"object not one", every, []string{"o=[1]"}, "", "not a JSON object"},
		{"object word", every, []string{"o=x"}, "", "not a JSON object"},
		{"object trailing", every, []string{`o={"k":1}]`}, "", "not a JSON object"},
		// null
		{"null", every, []string{"z=null"}, `{"z":null}`, ""},
		{"null other", every, []string{"z=x"}, "", "not null"},
		// no type, type lists
		{"untyped JSON", every, []string{"u=3"}, `{"u":3}`, ""},
		{"untyped word", every, []string{"u=abc"}, `{"u":"abc"}`, ""},
		{"type list with string", every, []string{"t=3"}, `{"t":"3"}`, ""},
		{"type list without string", every, []string{"ti=3"}, `{"ti":3}`, ""},
		// keys
		{"unknown key", every, []string{"version=3"}, "", "argument version: unknown (the tool takes a, ai, an, b, i, n, o, s, t, ti, u, z)"},
		{"given twice", every, []string{"s=1", "s=2"}, "", "given twice"},
		{"no =", every, []string{"s"}, "", `argument "s": want key=value`},
		{"empty key", every, []string{"=v"}, "", "want key=value"},
		{"no words", every, nil, `{}`, ""},
		// no schema
		{"nil schema: strings", "", []string{"k=123", "b=true", `o={}`}, `{"b":"true","k":"123","o":"{}"}`, ""},
		{"schema without properties: strings", `{"type":"object"}`, []string{"k=123"}, `{"k":"123"}`, ""},
		{"empty schema", `{}`, []string{"k=1.5"}, `{"k":"1.5"}`, ""},
		{"bad schema", `{"properties":`, []string{"k=1"}, "", "tool input schema"},
		// additionalProperties as a schema types the others
		{"additionalProperties typed", `{"properties":{"s":{"type":"string"}},"additionalProperties":{"type":"integer"}}`,
			[]string{"s=1", "x=2"}, `{"s":"1","x":2}`, ""},
		{"additionalProperties true is no schema for them", `{"properties":{"s":{"type":"string"}},"additionalProperties":true}`,
			[]string{"x=2"}, "", "unknown"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := kvargs.Parse(tt.words, json.RawMessage(tt.schema))
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want one containing %q (result %v)", err, tt.wantErr, got)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			b, err := json.Marshal(got)
			if err != nil {
				t.Fatal(err)
			}
			var g, w any
			_ = json.Unmarshal(b, &g)
			if err := json.Unmarshal([]byte(tt.want), &w); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(w, g); diff != "" {
				t.Errorf("%s (-want +got):\n%s", b, diff)
			}
			if strings.Contains(tt.want, "9007199254740993") && !strings.Contains(string(b), "9007199254740993") {
				t.Errorf("integer lost precision: %s", b)
			}
		})
	}
}

// FuzzParse: with no schema, or a string property, any value comes back
// as itself, byte for byte.
func FuzzParse(f *testing.F) {
	for _, v := range []string{"zod", "10", "007", "[1,2]", `{"a":1}`, "true", "", "a=b", "1e400"} {
		f.Add(v)
	}
	f.Fuzz(func(t *testing.T, v string) {
		for _, schema := range []string{"", `{"properties":{"k":{"type":"string"}}}`} {
			got, err := kvargs.Parse([]string{"k=" + v}, json.RawMessage(schema))
			if err != nil {
				t.Fatalf("Parse(k=%q) with schema %q: %v", v, schema, err)
			}
			if s, ok := got["k"].(string); !ok || s != v || len(got) != 1 {
				t.Fatalf("Parse(k=%q) with schema %q = %#v", v, schema, got)
			}
		}
	})
}
