package cache

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestKeyID(t *testing.T) {
	base := Key{Provider: "npm", ProviderVersion: "1.0.0", Tool: "describe_npm_package",
		Args: map[string]any{"package": "lodash", "version": "^4"}}
	with := func(f func(k *Key)) Key {
		k := base
		k.Args = map[string]any{}
		for n, v := range base.Args {
			k.Args[n] = v
		}
		f(&k)
		return k
	}
	tests := []struct {
		name string
		a, b Key
		same bool
	}{
		{"zero keys", Key{}, Key{}, true},
		{"nil and empty args", Key{Tool: "t"}, Key{Tool: "t", Args: map[string]any{}}, true},
		{"identical", base, with(func(*Key) {}), true},
		{"strings trimmed", base, with(func(k *Key) { k.Args["package"] = "  lodash\n" }), true},
		{"nil arg dropped", base, with(func(k *Key) { k.Args["projectPath"] = nil }), true},
		{"empty string dropped", base, with(func(k *Key) { k.Args["projectPath"] = "  " }), true},
		{"empty array dropped", base, with(func(k *Key) { k.Args["tags"] = []any{} }), true},
		{"empty object dropped", base, with(func(k *Key) { k.Args["opts"] = map[string]any{"a": ""} }), true},
		{"default dropped", base, with(func(k *Key) {
			k.Args["fuzzy"] = true
			k.Defaults = map[string]any{"fuzzy": true}
		}), true},
		{"non-default kept", base, with(func(k *Key) {
			k.Args["fuzzy"] = false
			k.Defaults = map[string]any{"fuzzy": true}
		}), false},
		{"number types agree", with(func(k *Key) { k.Args["limit"] = 5 }), with(func(k *Key) { k.Args["limit"] = 5.0 }), true},
		{"json.Number agrees", with(func(k *Key) { k.Args["limit"] = json.Number("5") }), with(func(k *Key) { k.Args["limit"] = 5.0 }), true},
		{"[]string agrees with []any", with(func(k *Key) { k.Args["x"] = []string{" a", "b"} }), with(func(k *Key) { k.Args["x"] = []any{"a", "b"} }), true},
		{"nested strings trimmed", with(func(k *Key) { k.Args["o"] = map[string]any{"a": " x "} }), with(func(k *Key) { k.Args["o"] = map[string]any{"a": "x"} }), true},
		{"array order matters", with(func(k *Key) { k.Args["x"] = []any{"a", "b"} }), with(func(k *Key) { k.Args["x"] = []any{"b", "a"} }), false},
		{"false is not absent", base, with(func(k *Key) { k.Args["fuzzy"] = false }), false},
		{"zero is not absent", base, with(func(k *Key) { k.Args["limit"] = 0 }), false},
		{"arg value differs", base, with(func(k *Key) { k.Args["version"] = "^3" }), false},
		{"case matters", base, with(func(k *Key) { k.Args["package"] = "Lodash" }), false},
		{"provider differs", base, with(func(k *Key) { k.Provider = "npm2" }), false},
		{"provider version differs", base, with(func(k *Key) { k.ProviderVersion = "1.0.1" }), false},
		{"tool differs", base, with(func(k *Key) { k.Tool = "get_npm_package_doc" }), false},
		{"resolved version differs", base, with(func(k *Key) { k.ResolvedVersion = "4.17.21" }), false},
		{"fields do not run together", Key{Provider: "ab", Tool: "c"}, Key{Provider: "a", Tool: "bc"}, false},
		{"exact drops how the version was asked",
			with(func(k *Key) { k.Args["version"] = "latest" }).Exact("4.17.21"),
			with(func(k *Key) { k.Args["version"] = "^4" }).Exact(" 4.17.21 "), true},
		{"exact without version arg", with(func(k *Key) { delete(k.Args, "version") }).Exact("4.17.21"), base.Exact("4.17.21"), true},
		{"exact differs from request", base.Exact("4.17.21"), base, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, err := tt.a.ID()
			if err != nil {
				t.Fatal(err)
			}
			b, err := tt.b.ID()
			if err != nil {
				t.Fatal(err)
			}
			if (a == b) != tt.same {
				t.Errorf("IDs equal = %t, want %t\n a=%+v\n b=%+v", a == b, tt.same, tt.a, tt.b)
			}
		})
	}
}

func TestKeyIDStable(t *testing.T) {
	// The ID is persisted on disk: changing it silently orphans every
	// stored record. Change keyDomain (and this value) on purpose only.
	k := Key{Provider: "npm", ProviderVersion: "1.0.0", Tool: "describe_npm_package",
		Args: map[string]any{"package": "lodash", "version": "^4", "projectPath": "/p"}}
	id, err := k.ID()
	if err != nil {
		t.Fatal(err)
	}
	for range 20 { // map iteration order must not matter
		again, _ := k.ID()
		if again != id {
			t.Fatalf("ID changed between calls: %s then %s", id, again)
		}
	}
	const want = "f4fb4bf3d19e3916d37a96fdd940f0b0b250dc5fca328e9b3b20c45da9208c79"
	if got := id.String(); got != want {
		t.Errorf("ID = %s, want %s", got, want)
	}
}

func TestKeyIDErrors(t *testing.T) {
	for name, v := range map[string]any{
		"NaN":     math.NaN(),
		"Inf":     math.Inf(1),
		"nested":  map[string]any{"x": []any{math.NaN()}},
		"channel": make(chan int),
	} {
		t.Run(name, func(t *testing.T) {
			if _, err := (Key{Args: map[string]any{"a": v}}).ID(); err == nil {
				t.Error("ID succeeded, want an error")
			}
		})
	}
}

func TestExactDoesNotModifyArgs(t *testing.T) {
	args := map[string]any{"package": "x", "version": "1"}
	_ = Key{Args: args}.Exact("1.0.0")
	if diff := cmp.Diff(map[string]any{"package": "x", "version": "1"}, args); diff != "" {
		t.Errorf("Exact changed the caller's args (-want +got):\n%s", diff)
	}
}

func TestDefaultsFromSchema(t *testing.T) {
	tests := []struct {
		name    string
		schema  string
		want    map[string]any
		wantErr bool
	}{
		{"empty object", `{}`, map[string]any{}, false},
		{"no defaults", `{"type":"object","properties":{"package":{"type":"string"}}}`, map[string]any{}, false},
		{"defaults", `{"type":"object","properties":{
			"package":{"type":"string"},
			"fuzzy":{"type":"boolean","default":true},
			"limit":{"type":"integer","default":10},
			"kind":{"type":"string","default":"all"}}}`,
			map[string]any{"fuzzy": true, "limit": 10.0, "kind": "all"}, false},
		{"null default", `{"properties":{"x":{"default":null}}}`, map[string]any{"x": nil}, false},
		{"not JSON", `{`, nil, true},
		{"nil", ``, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := DefaultsFromSchema([]byte(tt.schema))
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, wantErr %t", err, tt.wantErr)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// Keys without Config and Registry (providers before contract minor 5)
// keep the identities they had before those fields existed, so a host
// upgrade does not turn a warm cache cold. The IDs were computed by the
// key encoding before the fields were added.
func TestKeyIDStableWithoutConfig(t *testing.T) {
	k := Key{Provider: "npm", ProviderVersion: "1.0.0+123.456", Tool: "describe", Args: map[string]any{"package": "left-pad", "version": "1.3.0", "projectPath": "/p"}}
	for _, tc := range []struct {
		key  Key
		want string
	}{
		{k, "588c7cf2b5ac4035758287bb6220500a1732168cad78427b10c0fb26f7ab8fad"},
		{k.Exact("1.3.0"), "9952e86679a71dd6056d2fe63848e872148533c5f6b10029c15fd804cb2bd838"},
	} {
		id, err := tc.key.ID()
		if err != nil {
			t.Fatal(err)
		}
		if id.String() != tc.want {
			t.Errorf("ID(%+v) = %s, want %s", tc.key, id, tc.want)
		}
	}
	// With them, every field makes another entry.
	seen := map[ID]string{}
	for name, key := range map[string]Key{
		"plain": k, "config a": withConfig(k, "a", ""), "config b": withConfig(k, "b", ""),
		"registry a": withConfig(k, "", "a"), "registry b": withConfig(k, "", "b"), "both": withConfig(k, "a", "a"),
	} {
		id, err := key.ID()
		if err != nil {
			t.Fatal(err)
		}
		if other, dup := seen[id]; dup {
			t.Errorf("%s and %s share an ID", name, other)
		}
		seen[id] = name
	}
}

func withConfig(k Key, config, registry string) Key {
	k.Config, k.Registry = config, registry
	return k
}
