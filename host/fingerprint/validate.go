package fingerprint

import (
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// Vars is a set of environment variables: exact names and name prefixes.
type Vars struct {
	Names, Prefixes []string
}

// Allows reports whether variable k is in the set.
func (v Vars) Allows(k string) bool {
	for _, n := range v.Names {
		if k == n {
			return true
		}
	}
	for _, p := range v.Prefixes {
		if strings.HasPrefix(k, p) {
			return true
		}
	}
	return false
}

// Inputs are a provider's declared configuration inputs, validated.
type Inputs struct {
	// Vars are the declared environment variables.
	Vars
	// Files are the declared configuration files, in declaration order.
	Files []sdk.ConfigFile
}

// Validate checks a declaration (sdk.CheckConfigInputs) and returns
// what passes, and one error per entry dropped. nil in is not a
// declaration at all (a provider before contract minor 5): ok is false,
// and callers fall back to their defaults.
func Validate(in *sdk.ConfigInputs) (out Inputs, dropped []error, ok bool) {
	if in == nil {
		return Inputs{}, nil, false
	}
	c, dropped := sdk.CheckConfigInputs(in)
	for _, e := range c.Env {
		if p, ok := strings.CutSuffix(e, "*"); ok {
			out.Prefixes = append(out.Prefixes, p)
		} else {
			out.Names = append(out.Names, e)
		}
	}
	out.Files = c.Files
	return out, dropped, true
}

// Declaration returns the inputs as a declaration again (what passed).
func (in Inputs) Declaration() *sdk.ConfigInputs {
	out := &sdk.ConfigInputs{Files: in.Files}
	out.Env = append(out.Env, in.Names...)
	for _, p := range in.Prefixes {
		out.Env = append(out.Env, p+"*")
	}
	return out
}
