package rustdocjson

import (
	"encoding/json"
	"strings"
)

// tagged splits an externally tagged enum value: {"tag": value} or "tag".
func tagged(raw json.RawMessage) (string, json.RawMessage) {
	raw = json.RawMessage(strings.TrimSpace(string(raw)))
	if len(raw) == 0 || string(raw) == "null" {
		return "", nil
	}
	if raw[0] == '"' {
		var s string
		_ = json.Unmarshal(raw, &s)
		return s, nil
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		return "", nil
	}
	for k, v := range m {
		return k, v
	}
	return "", nil
}

func isNull(raw json.RawMessage) bool {
	s := strings.TrimSpace(string(raw))
	return s == "" || s == "null"
}

// typ prints a Type.
func typ(raw json.RawMessage) string {
	tag, v := tagged(raw)
	switch tag {
	case "resolved_path":
		var p path
		_ = json.Unmarshal(v, &p)
		return pathString(p)
	case "dyn_trait":
		var d struct {
			Traits []struct {
				Trait         path           `json:"trait"`
				GenericParams []genericParam `json:"generic_params"`
			} `json:"traits"`
			Lifetime *string `json:"lifetime"`
		}
		_ = json.Unmarshal(v, &d)
		var parts []string
		for _, t := range d.Traits {
			s := pathString(t.Trait)
			if len(t.GenericParams) > 0 {
				s = "for<" + paramList(t.GenericParams) + "> " + s
			}
			parts = append(parts, s)
		}
		if d.Lifetime != nil {
			parts = append(parts, *d.Lifetime)
		}
		return "dyn " + strings.Join(parts, " + ")
	case "generic", "primitive":
		var s string
		_ = json.Unmarshal(v, &s)
		return s
	case "function_pointer":
		var f struct {
			Sig           signature      `json:"sig"`
			GenericParams []genericParam `json:"generic_params"`
			Header        header         `json:"header"`
		}
		_ = json.Unmarshal(v, &f)
		s := ""
		if len(f.GenericParams) > 0 {
			s = "for<" + paramList(f.GenericParams) + "> "
		}
		s += headerString(f.Header) + "fn(" + inputs(f.Sig, false) + ")"
		return s + output(f.Sig.Output)
	case "tuple":
		var ts []json.RawMessage
		_ = json.Unmarshal(v, &ts)
		parts := make([]string, len(ts))
		for i, t := range ts {
			parts[i] = typ(t)
		}
		if len(parts) == 1 {
			return "(" + parts[0] + ",)"
		}
		return "(" + strings.Join(parts, ", ") + ")"
	case "slice":
		return "[" + typ(v) + "]"
	case "array":
		var a struct {
			Type json.RawMessage `json:"type"`
			Len  string          `json:"len"`
		}
		_ = json.Unmarshal(v, &a)
		return "[" + typ(a.Type) + "; " + a.Len + "]"
	case "pat":
		var a struct {
			Type json.RawMessage `json:"type"`
			Pat  string          `json:"__pat_unstable_do_not_use"`
		}
		_ = json.Unmarshal(v, &a)
		return typ(a.Type) + " is " + a.Pat
	case "impl_trait":
		var bs []json.RawMessage
		_ = json.Unmarshal(v, &bs)
		return "impl " + bounds(bs)
	case "infer":
		return "_"
	case "raw_pointer":
		var p struct {
			IsMutable bool            `json:"is_mutable"`
			Type      json.RawMessage `json:"type"`
		}
		_ = json.Unmarshal(v, &p)
		if p.IsMutable {
			return "*mut " + typ(p.Type)
		}
		return "*const " + typ(p.Type)
	case "borrowed_ref":
		var p struct {
			Lifetime  *string         `json:"lifetime"`
			IsMutable bool            `json:"is_mutable"`
			Type      json.RawMessage `json:"type"`
		}
		_ = json.Unmarshal(v, &p)
		s := "&"
		if p.Lifetime != nil {
			s += *p.Lifetime + " "
		}
		if p.IsMutable {
			s += "mut "
		}
		inner := typ(p.Type)
		if t, _ := tagged(p.Type); t == "dyn_trait" && strings.Contains(inner, " + ") {
			inner = "(" + inner + ")"
		}
		return s + inner
	case "qualified_path":
		var q struct {
			Name     string          `json:"name"`
			Args     json.RawMessage `json:"args"`
			SelfType json.RawMessage `json:"self_type"`
			Trait    *path           `json:"trait"`
		}
		_ = json.Unmarshal(v, &q)
		self := typ(q.SelfType)
		var s string
		if q.Trait == nil || q.Trait.Path == "" {
			s = self
		} else {
			s = "<" + self + " as " + pathString(*q.Trait) + ">"
		}
		return s + "::" + q.Name + genericArgs(q.Args)
	}
	return "_"
}

// pathString prints a path in a declaration as rustdoc's pages print it,
// by its last segment (std::result::Result<T, Error> is Result<T, Error>).
func pathString(p path) string {
	n := p.Path
	if i := strings.LastIndex(n, "::"); i >= 0 {
		n = n[i+2:]
	}
	return n + genericArgs(p.Args)
}

// fullPathString prints a path as the JSON gives it: a trait
// implementation's header keeps From<ast::Error> apart from
// From<hir::Error>.
func fullPathString(p path) string { return p.Path + genericArgs(p.Args) }

// genericArgs prints GenericArgs: <…>, (…) -> …, or (..) for return type
// notation.
func genericArgs(raw json.RawMessage) string {
	tag, v := tagged(raw)
	switch tag {
	case "angle_bracketed":
		var a struct {
			Args        []json.RawMessage `json:"args"`
			Constraints []json.RawMessage `json:"constraints"`
		}
		_ = json.Unmarshal(v, &a)
		var parts []string
		for _, g := range a.Args {
			parts = append(parts, genericArg(g))
		}
		for _, c := range a.Constraints {
			parts = append(parts, constraint(c))
		}
		if len(parts) == 0 {
			return ""
		}
		return "<" + strings.Join(parts, ", ") + ">"
	case "parenthesized":
		var a struct {
			Inputs []json.RawMessage `json:"inputs"`
			Output json.RawMessage   `json:"output"`
		}
		_ = json.Unmarshal(v, &a)
		parts := make([]string, len(a.Inputs))
		for i, t := range a.Inputs {
			parts[i] = typ(t)
		}
		return "(" + strings.Join(parts, ", ") + ")" + output(a.Output)
	case "return_type_notation":
		return "(..)"
	}
	return ""
}

func genericArg(raw json.RawMessage) string {
	tag, v := tagged(raw)
	switch tag {
	case "lifetime":
		var s string
		_ = json.Unmarshal(v, &s)
		return s
	case "type":
		return typ(v)
	case "const":
		var c struct {
			Expr string `json:"expr"`
		}
		_ = json.Unmarshal(v, &c)
		return c.Expr
	case "infer":
		return "_"
	}
	return "_"
}

func constraint(raw json.RawMessage) string {
	var c struct {
		Name    string          `json:"name"`
		Args    json.RawMessage `json:"args"`
		Binding json.RawMessage `json:"binding"`
	}
	_ = json.Unmarshal(raw, &c)
	s := c.Name + genericArgs(c.Args)
	tag, v := tagged(c.Binding)
	switch tag {
	case "equality":
		t, tv := tagged(v)
		if t == "type" {
			return s + " = " + typ(tv)
		}
		var k struct {
			Expr string `json:"expr"`
		}
		_ = json.Unmarshal(tv, &k)
		return s + " = " + k.Expr
	case "constraint":
		var bs []json.RawMessage
		_ = json.Unmarshal(v, &bs)
		return s + ": " + bounds(bs)
	}
	return s
}

// bounds prints GenericBounds joined by " + ".
func bounds(bs []json.RawMessage) string {
	parts := make([]string, 0, len(bs))
	for _, b := range bs {
		parts = append(parts, bound(b))
	}
	return strings.Join(parts, " + ")
}

func bound(raw json.RawMessage) string {
	tag, v := tagged(raw)
	switch tag {
	case "trait_bound":
		var t struct {
			Trait         path           `json:"trait"`
			GenericParams []genericParam `json:"generic_params"`
			Modifier      string         `json:"modifier"`
		}
		_ = json.Unmarshal(v, &t)
		s := ""
		if len(t.GenericParams) > 0 {
			s = "for<" + paramList(t.GenericParams) + "> "
		}
		switch t.Modifier {
		case "maybe":
			s += "?"
		case "maybe_const":
			s += "~const "
		}
		return s + pathString(t.Trait)
	case "outlives":
		var s string
		_ = json.Unmarshal(v, &s)
		return s
	case "use":
		var args []json.RawMessage
		_ = json.Unmarshal(v, &args)
		parts := make([]string, 0, len(args))
		for _, a := range args {
			var s string
			if json.Unmarshal(a, &s) == nil {
				parts = append(parts, s)
				continue
			}
			_, av := tagged(a)
			_ = json.Unmarshal(av, &s)
			parts = append(parts, s)
		}
		return "use<" + strings.Join(parts, ", ") + ">"
	}
	return ""
}

// paramList prints generic parameter definitions without the angle
// brackets; synthetic ones (from `impl Trait` arguments) are left out.
func paramList(ps []genericParam) string {
	var parts []string
	for _, p := range ps {
		for tag, v := range p.Kind {
			switch tag {
			case "lifetime":
				var l struct {
					Outlives []string `json:"outlives"`
				}
				_ = json.Unmarshal(v, &l)
				s := p.Name
				if len(l.Outlives) > 0 {
					s += ": " + strings.Join(l.Outlives, " + ")
				}
				parts = append(parts, s)
			case "type":
				var t struct {
					Bounds      []json.RawMessage `json:"bounds"`
					Default     json.RawMessage   `json:"default"`
					IsSynthetic bool              `json:"is_synthetic"`
				}
				_ = json.Unmarshal(v, &t)
				if t.IsSynthetic {
					continue
				}
				s := p.Name
				if len(t.Bounds) > 0 {
					s += ": " + bounds(t.Bounds)
				}
				if !isNull(t.Default) {
					s += " = " + typ(t.Default)
				}
				parts = append(parts, s)
			case "const":
				var c struct {
					Type    json.RawMessage `json:"type"`
					Default *string         `json:"default"`
				}
				_ = json.Unmarshal(v, &c)
				s := "const " + p.Name + ": " + typ(c.Type)
				if c.Default != nil {
					s += " = " + *c.Default
				}
				parts = append(parts, s)
			}
		}
	}
	return strings.Join(parts, ", ")
}

func genericsDecl(g generics) string {
	s := paramList(g.Params)
	if s == "" {
		return ""
	}
	return "<" + s + ">"
}

// whereClause prints the where predicates, "" when there are none.
func whereClause(g generics) string {
	var preds []string
	for _, w := range g.WherePredicates {
		tag, v := tagged(w)
		switch tag {
		case "bound_predicate":
			var b struct {
				Type          json.RawMessage   `json:"type"`
				Bounds        []json.RawMessage `json:"bounds"`
				GenericParams []genericParam    `json:"generic_params"`
			}
			_ = json.Unmarshal(v, &b)
			s := ""
			if len(b.GenericParams) > 0 {
				s = "for<" + paramList(b.GenericParams) + "> "
			}
			preds = append(preds, s+typ(b.Type)+": "+bounds(b.Bounds))
		case "lifetime_predicate", "region_predicate":
			var l struct {
				Lifetime string   `json:"lifetime"`
				Outlives []string `json:"outlives"`
			}
			_ = json.Unmarshal(v, &l)
			preds = append(preds, l.Lifetime+": "+strings.Join(l.Outlives, " + "))
		case "eq_predicate":
			var e struct {
				LHS json.RawMessage `json:"lhs"`
				RHS json.RawMessage `json:"rhs"`
			}
			_ = json.Unmarshal(v, &e)
			_, rv := tagged(e.RHS)
			preds = append(preds, typ(e.LHS)+" = "+typ(rv))
		}
	}
	if len(preds) == 0 {
		return ""
	}
	return "\nwhere\n    " + strings.Join(preds, ",\n    ") + ","
}

func headerString(h header) string {
	s := ""
	if h.IsConst {
		s += "const "
	}
	if h.IsAsync {
		s += "async "
	}
	if h.IsUnsafe {
		s += "unsafe "
	}
	tag, _ := tagged(h.ABI)
	if tag != "" && tag != "Rust" {
		abi := map[string]string{"C": `"C"`, "Cdecl": `"cdecl"`, "Stdcall": `"stdcall"`, "Fastcall": `"fastcall"`, "Aapcs": `"aapcs"`, "Win64": `"win64"`, "SysV64": `"sysv64"`, "System": `"system"`}[tag]
		if abi == "" {
			var other string
			_, v := tagged(h.ABI)
			if json.Unmarshal(v, &other) == nil {
				abi = `"` + other + `"`
			} else {
				abi = `"` + strings.ToLower(tag) + `"`
			}
		}
		s += "extern " + abi + " "
	}
	return s
}

// inputs prints a parameter list; self parameters as &self, &mut self.
func inputs(sig signature, method bool) string {
	parts := make([]string, 0, len(sig.Inputs))
	for _, in := range sig.Inputs {
		var name string
		_ = json.Unmarshal(in[0], &name)
		t := typ(in[1])
		if name == "self" {
			switch t {
			case "Self":
				parts = append(parts, "self")
				continue
			case "&Self":
				parts = append(parts, "&self")
				continue
			case "&mut Self":
				parts = append(parts, "&mut self")
				continue
			}
			if strings.HasPrefix(t, "&'") && strings.HasSuffix(t, " Self") {
				parts = append(parts, strings.TrimSuffix(t, "Self")+"self")
				continue
			}
		}
		if name == "" {
			parts = append(parts, t)
			continue
		}
		parts = append(parts, name+": "+t)
	}
	if sig.IsCVariadic {
		parts = append(parts, "...")
	}
	return strings.Join(parts, ", ")
}

func output(raw json.RawMessage) string {
	if isNull(raw) {
		return ""
	}
	t := typ(raw)
	if t == "()" {
		return ""
	}
	return " -> " + t
}
