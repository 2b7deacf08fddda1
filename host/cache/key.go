package cache

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"strings"
)

// VersionArg is the tool argument that carries the requested version in
// every pkgdocs docs tool. Key.Exact drops it.
const VersionArg = "version"

// Key names one cached answer. Two keys with the same ID share an entry.
type Key struct {
	// Provider is the provider's name, ProviderVersion its version: a new
	// provider release renders answers afresh.
	Provider, ProviderVersion string

	// Tool is the tool (or RPC) the answer came from.
	Tool string

	// Args are the tool's arguments as the agent sent them (decoded JSON:
	// strings, float64, bool, nil, []any, map[string]any; other types are
	// round-tripped through encoding/json). They are normalised before
	// hashing: strings trimmed; nil, empty strings, empty arrays and empty
	// objects dropped at every level; top-level values equal to their entry
	// in Defaults dropped; object keys sorted.
	Args map[string]any

	// Defaults are the tool's declared argument defaults (see
	// DefaultsFromSchema), so that {"fuzzy": true} and {} share an entry when
	// fuzzy defaults to true. Not part of the identity otherwise.
	Defaults map[string]any

	// ResolvedVersion is the exact version the answer is about, for keys
	// made with Exact. Empty for request keys. An entry stored under a key
	// with a ResolvedVersion is always immutable.
	ResolvedVersion string

	// Config is the fingerprint of the provider's declared configuration
	// inputs (contract minor 5) the answer was made under: another
	// registry configured means another entry. Empty for providers that
	// declare none, whose keys are what they were before it existed.
	Config string

	// Registry is the registry the answer's package came from, as the
	// provider reported it (Source.Registry), for exact-version answers
	// shared by every configuration that resolves to that registry. Empty
	// when not keyed by registry.
	Registry string
}

// ID is the stable identity of a Key: a SHA-256 over its normalised form.
type ID [sha256.Size]byte

// String returns the ID in hex.
func (id ID) String() string { return hex.EncodeToString(id[:]) }

// keyDomain separates these hashes from any other SHA-256 use and versions
// the key encoding: changing normalisation must change it.
const keyDomain = "pkgdocs-cache-key/1"

// ID returns the key's identity. It fails only for arguments that cannot be
// encoded as JSON (NaN, channels, cycles).
func (k Key) ID() (ID, error) {
	args, err := canonicalArgs(k.Args, k.Defaults)
	if err != nil {
		return ID{}, fmt.Errorf("cache key for %s/%s: %w", k.Provider, k.Tool, err)
	}
	h := sha256.New()
	var n [binary.MaxVarintLen64]byte
	for _, field := range [][]byte{
		[]byte(keyDomain), []byte(k.Provider), []byte(k.ProviderVersion),
		[]byte(k.Tool), []byte(k.ResolvedVersion), args,
	} {
		// Length-prefixed, so ("ab","c") and ("a","bc") differ.
		h.Write(n[:binary.PutUvarint(n[:], uint64(len(field)))])
		h.Write(field)
	}
	// Added only when set, so that every key made without them keeps the
	// identity it had before they existed (caches stay warm across the
	// upgrade); the tag keeps a Config apart from an equal Registry.
	for _, field := range []struct{ tag, v string }{{"config", k.Config}, {"registry", k.Registry}} {
		if field.v == "" {
			continue
		}
		for _, b := range [][]byte{[]byte(field.tag), []byte(field.v)} {
			h.Write(n[:binary.PutUvarint(n[:], uint64(len(b)))])
			h.Write(b)
		}
	}
	var id ID
	h.Sum(id[:0])
	return id, nil
}

// Exact returns the key for the same answer about one exact version: the
// version argument is dropped (however it was asked, "latest", "^4" or
// "4.17.21", the answer about 4.17.21 is the same) and ResolvedVersion set.
// Every other argument, projectPath included, stays part of the key.
func (k Key) Exact(version string) Key {
	e := k
	e.ResolvedVersion = strings.TrimSpace(version)
	if _, ok := k.Args[VersionArg]; ok {
		e.Args = maps.Clone(k.Args)
		delete(e.Args, VersionArg)
	}
	return e
}

// canonicalArgs returns the normalised arguments as JSON with sorted keys.
func canonicalArgs(args, defaults map[string]any) ([]byte, error) {
	norm := make(map[string]any, len(args))
	for name, v := range args {
		nv, keep, err := normalize(v)
		if err != nil {
			return nil, fmt.Errorf("argument %q: %w", name, err)
		}
		if !keep {
			continue
		}
		if d, ok := defaults[name]; ok {
			same, err := sameJSON(nv, d)
			if err != nil {
				return nil, fmt.Errorf("default of %q: %w", name, err)
			}
			if same {
				continue
			}
		}
		norm[name] = nv
	}
	return marshal(norm)
}

// normalize returns v trimmed and cleaned, and whether it carries a value
// at all (false for nil and empty strings, arrays and objects).
func normalize(v any) (any, bool, error) {
	switch x := v.(type) {
	case nil:
		return nil, false, nil
	case string:
		s := strings.TrimSpace(x)
		return s, s != "", nil
	case bool:
		return x, true, nil
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return nil, false, fmt.Errorf("number %v has no JSON form", x)
		}
		return x, true, nil
	case json.Number:
		f, err := x.Float64()
		if err != nil {
			return nil, false, fmt.Errorf("number %q: %w", x, err)
		}
		return normalize(f)
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			ne, keep, err := normalize(e)
			if err != nil {
				return nil, false, err
			}
			if keep {
				out[k] = ne
			}
		}
		return out, len(out) > 0, nil
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			// Positions matter in an array: keep empty elements as null.
			ne, _, err := normalize(e)
			if err != nil {
				return nil, false, err
			}
			out[i] = ne
		}
		return out, len(out) > 0, nil
	}
	// Anything else (ints, []string, structs): take its JSON form.
	b, err := json.Marshal(v)
	if err != nil {
		return nil, false, err
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var g any
	if err := dec.Decode(&g); err != nil {
		return nil, false, err
	}
	return normalize(g)
}

func sameJSON(normalized, def any) (bool, error) {
	nd, keep, err := normalize(def)
	if err != nil || !keep {
		return false, err
	}
	a, err := marshal(normalized)
	if err != nil {
		return false, err
	}
	b, err := marshal(nd)
	if err != nil {
		return false, err
	}
	return bytes.Equal(a, b), nil
}

// marshal is json.Marshal (which sorts map keys) without HTML escaping.
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// DefaultsFromSchema returns the top-level argument defaults declared in a
// tool's input JSON Schema ("properties": {"x": {"default": ...}}), for
// Key.Defaults. A schema without properties has no defaults.
func DefaultsFromSchema(schema []byte) (map[string]any, error) {
	var s struct {
		Properties map[string]struct {
			Default json.RawMessage `json:"default"`
		} `json:"properties"`
	}
	if err := json.Unmarshal(schema, &s); err != nil {
		return nil, fmt.Errorf("read input schema: %w", err)
	}
	out := map[string]any{}
	for name, p := range s.Properties {
		if len(p.Default) == 0 {
			continue
		}
		var v any
		if err := json.Unmarshal(p.Default, &v); err != nil {
			return nil, fmt.Errorf("default of %q: %w", name, err)
		}
		out[name] = v
	}
	return out, nil
}
