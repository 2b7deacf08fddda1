package main

import (
	"encoding/json"
	"strings"
)

// The render functions print declarations' header lines the way rustdoc's
// HTML does: paths by their last segment, `&self` for a self receiver,
// `impl Trait` arguments as written, a where clause after the signature.

func lastSegment(p string) string {
	if i := strings.LastIndex(p, "::"); i >= 0 {
		return p[i+2:]
	}
	return p
}

func renderPath(p Path) string {
	return lastSegment(p.Path) + renderArgs(p.Args)
}

func renderArgs(a *GenericArgs) string {
	if a == nil {
		return ""
	}
	if ab := a.AngleBracketed; ab != nil {
		var parts []string
		for _, raw := range ab.Args {
			parts = append(parts, renderGenericArg(raw))
		}
		for _, c := range ab.Constraints {
			s := c.Name + renderArgs(c.Args)
			switch {
			case c.Binding.Equality != nil && c.Binding.Equality.Type != nil:
				s += " = " + renderType(*c.Binding.Equality.Type)
			case c.Binding.Equality != nil && c.Binding.Equality.Constant != nil:
				s += " = " + c.Binding.Equality.Constant.Expr
			case c.Binding.Constraint != nil:
				s += ": " + renderBounds(c.Binding.Constraint)
			}
			parts = append(parts, s)
		}
		if len(parts) == 0 {
			return ""
		}
		return "<" + strings.Join(parts, ", ") + ">"
	}
	if pa := a.Parenthesized; pa != nil {
		var in []string
		for _, t := range pa.Inputs {
			in = append(in, renderType(t))
		}
		s := "(" + strings.Join(in, ", ") + ")"
		if pa.Output != nil && !pa.Output.isUnit {
			s += " -> " + renderType(*pa.Output)
		}
		return s
	}
	return ""
}

func renderGenericArg(raw json.RawMessage) string {
	if string(raw) == `"infer"` {
		return "_"
	}
	var g struct {
		Lifetime *string `json:"lifetime"`
		Type     *Type   `json:"type"`
		Const    *struct {
			Expr string `json:"expr"`
		} `json:"const"`
	}
	if json.Unmarshal(raw, &g) != nil {
		return "_"
	}
	switch {
	case g.Lifetime != nil:
		return *g.Lifetime
	case g.Type != nil:
		return renderType(*g.Type)
	case g.Const != nil:
		return g.Const.Expr
	}
	return "_"
}

func renderType(t Type) string {
	switch {
	case t.isInfer:
		return "_"
	case t.ResolvedPath != nil:
		return renderPath(*t.ResolvedPath)
	case t.DynTrait != nil:
		var parts []string
		for _, tr := range t.DynTrait.Traits {
			parts = append(parts, forLifetimes(tr.GenericParams)+renderPath(tr.Trait))
		}
		if t.DynTrait.Lifetime != nil {
			parts = append(parts, *t.DynTrait.Lifetime)
		}
		return "dyn " + strings.Join(parts, " + ")
	case t.Generic != nil:
		return *t.Generic
	case t.Primitive != nil:
		return *t.Primitive
	case t.FunctionPointer != nil:
		fp := t.FunctionPointer
		return forLifetimes(fp.GenericParams) + headerPrefix(fp.Header) + "fn(" + renderInputs(fp.Sig, false) + ")" + renderOutput(fp.Sig)
	case t.Tuple != nil || t.isUnit:
		var parts []string
		for _, e := range t.Tuple {
			parts = append(parts, renderType(e))
		}
		if len(parts) == 1 {
			return "(" + parts[0] + ",)"
		}
		return "(" + strings.Join(parts, ", ") + ")"
	case t.Slice != nil:
		return "[" + renderType(*t.Slice) + "]"
	case t.Array != nil:
		return "[" + renderType(t.Array.Type) + "; " + t.Array.Len + "]"
	case t.Pat != nil:
		return renderType(t.Pat.Type)
	case t.ImplTrait != nil:
		return "impl " + renderBounds(t.ImplTrait)
	case t.RawPointer != nil:
		if t.RawPointer.IsMutable {
			return "*mut " + renderType(t.RawPointer.Type)
		}
		return "*const " + renderType(t.RawPointer.Type)
	case t.BorrowedRef != nil:
		s := "&"
		if t.BorrowedRef.Lifetime != nil {
			s += *t.BorrowedRef.Lifetime + " "
		}
		if t.BorrowedRef.IsMutable {
			s += "mut "
		}
		return s + renderType(t.BorrowedRef.Type)
	case t.QualifiedPath != nil:
		q := t.QualifiedPath
		self := renderType(q.SelfType)
		if q.Trait == nil || q.Trait.Path == "" || self == "Self" {
			return self + "::" + q.Name + renderArgs(q.Args)
		}
		return "<" + self + " as " + renderPath(*q.Trait) + ">::" + q.Name + renderArgs(q.Args)
	}
	return "_"
}

func forLifetimes(params []GenericParam) string {
	var ls []string
	for _, p := range params {
		if p.Kind.Lifetime != nil {
			ls = append(ls, p.Name)
		}
	}
	if len(ls) == 0 {
		return ""
	}
	return "for<" + strings.Join(ls, ", ") + "> "
}

func renderBounds(bs []Bound) string {
	var parts []string
	for _, b := range bs {
		switch {
		case b.TraitBound != nil:
			m := ""
			switch b.TraitBound.Modifier {
			case "maybe":
				m = "?"
			case "maybe_const":
				m = "~const "
			}
			parts = append(parts, forLifetimes(b.TraitBound.GenericParams)+m+renderPath(b.TraitBound.Trait))
		case b.Outlives != nil:
			parts = append(parts, *b.Outlives)
		case b.Use != nil:
			var us []string
			for _, raw := range b.Use {
				var u struct {
					Lifetime *string `json:"lifetime"`
					Param    *string `json:"param"`
				}
				if json.Unmarshal(raw, &u) == nil {
					if u.Lifetime != nil {
						us = append(us, *u.Lifetime)
					} else if u.Param != nil {
						us = append(us, *u.Param)
					}
				}
			}
			parts = append(parts, "use<"+strings.Join(us, ", ")+">")
		}
	}
	return strings.Join(parts, " + ")
}

// renderGenerics prints <'a, T: Bound, const N: usize>, leaving out the
// synthetic parameters `impl Trait` arguments introduce.
func renderGenerics(g Generics) string {
	var parts []string
	for _, p := range g.Params {
		switch {
		case p.Kind.Lifetime != nil:
			s := p.Name
			if len(p.Kind.Lifetime.Outlives) > 0 {
				s += ": " + strings.Join(p.Kind.Lifetime.Outlives, " + ")
			}
			parts = append(parts, s)
		case p.Kind.Type != nil:
			if p.Kind.Type.IsSynthetic {
				continue
			}
			s := p.Name
			if len(p.Kind.Type.Bounds) > 0 {
				s += ": " + renderBounds(p.Kind.Type.Bounds)
			}
			if p.Kind.Type.Default != nil {
				s += " = " + renderType(*p.Kind.Type.Default)
			}
			parts = append(parts, s)
		case p.Kind.Const != nil:
			s := "const " + p.Name + ": " + renderType(p.Kind.Const.Type)
			if p.Kind.Const.Default != nil {
				s += " = " + *p.Kind.Const.Default
			}
			parts = append(parts, s)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "<" + strings.Join(parts, ", ") + ">"
}

// renderWhere prints " where T: Bound, 'a: 'b", "" when there is none.
func renderWhere(g Generics) string {
	var parts []string
	for _, raw := range g.WherePredicates {
		var w struct {
			BoundPredicate *struct {
				Type          Type           `json:"type"`
				Bounds        []Bound        `json:"bounds"`
				GenericParams []GenericParam `json:"generic_params"`
			} `json:"bound_predicate"`
			LifetimePredicate *struct {
				Lifetime string   `json:"lifetime"`
				Outlives []string `json:"outlives"`
			} `json:"lifetime_predicate"`
			EqPredicate *struct {
				LHS Type            `json:"lhs"`
				RHS json.RawMessage `json:"rhs"`
			} `json:"eq_predicate"`
		}
		if json.Unmarshal(raw, &w) != nil {
			continue
		}
		switch {
		case w.BoundPredicate != nil:
			bp := w.BoundPredicate
			// A synthetic parameter's bounds are printed as impl Trait.
			if bp.Type.Generic != nil && strings.HasPrefix(*bp.Type.Generic, "impl ") {
				continue
			}
			parts = append(parts, forLifetimes(bp.GenericParams)+renderType(bp.Type)+": "+renderBounds(bp.Bounds))
		case w.LifetimePredicate != nil:
			parts = append(parts, w.LifetimePredicate.Lifetime+": "+strings.Join(w.LifetimePredicate.Outlives, " + "))
		case w.EqPredicate != nil:
			var rhs struct {
				Type *Type `json:"type"`
			}
			r := "_"
			if json.Unmarshal(w.EqPredicate.RHS, &rhs) == nil && rhs.Type != nil {
				r = renderType(*rhs.Type)
			}
			parts = append(parts, renderType(w.EqPredicate.LHS)+" == "+r)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return " where " + strings.Join(parts, ", ")
}

func headerPrefix(h Header) string {
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
	var abi string
	if json.Unmarshal(h.ABI, &abi) == nil {
		if abi != "Rust" && abi != "" {
			s += `extern "` + abi + `" `
		}
	} else {
		var o map[string]json.RawMessage
		if json.Unmarshal(h.ABI, &o) == nil {
			for k := range o {
				s += `extern "` + k + `" `
			}
		}
	}
	return s
}

// renderInputs prints a parameter list; receivers print as rustdoc prints
// them (self, &self, &'a mut self, self: Box<Self>).
func renderInputs(sig FnSig, receiver bool) string {
	var parts []string
	for i, in := range sig.Inputs {
		var name string
		var t Type
		if json.Unmarshal(in[0], &name) != nil || json.Unmarshal(in[1], &t) != nil {
			parts = append(parts, "_")
			continue
		}
		if receiver && i == 0 && name == "self" {
			switch {
			case t.Generic != nil && *t.Generic == "Self":
				parts = append(parts, "self")
				continue
			case t.BorrowedRef != nil && t.BorrowedRef.Type.Generic != nil && *t.BorrowedRef.Type.Generic == "Self":
				s := "&"
				if t.BorrowedRef.Lifetime != nil {
					s += *t.BorrowedRef.Lifetime + " "
				}
				if t.BorrowedRef.IsMutable {
					s += "mut "
				}
				parts = append(parts, s+"self")
				continue
			}
		}
		if name == "" {
			parts = append(parts, renderType(t))
		} else {
			parts = append(parts, name+": "+renderType(t))
		}
	}
	if sig.IsCVariadic {
		parts = append(parts, "...")
	}
	return strings.Join(parts, ", ")
}

func renderOutput(sig FnSig) string {
	if sig.Output == nil || sig.Output.isUnit {
		return ""
	}
	return " -> " + renderType(*sig.Output)
}

// renderFn prints "pub fn name<G>(args) -> R where ...". vis is "pub " or
// "" (trait items and trait impls print without one).
func renderFn(vis, name string, f functionInner) string {
	return vis + headerPrefix(f.Header) + "fn " + name + renderGenerics(f.Generics) +
		"(" + renderInputs(f.Sig, true) + ")" + renderOutput(f.Sig) + renderWhere(f.Generics)
}
