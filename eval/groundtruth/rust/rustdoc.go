package main

import "encoding/json"

// Crate is the part of rustdoc's JSON output (format version 57, nightly
// 2026) the extractor reads.
type Crate struct {
	Root          int                    `json:"root"`
	CrateVersion  string                 `json:"crate_version"`
	Index         map[string]*Item       `json:"index"`
	Paths         map[string]ItemSummary `json:"paths"`
	FormatVersion int                    `json:"format_version"`
	// ExternalCrates names the crates other items come from, by crate_id.
	ExternalCrates map[string]struct {
		Name string `json:"name"`
	} `json:"external_crates"`
}

// ItemSummary is a paths entry: where an item (possibly of another crate) lives.
type ItemSummary struct {
	CrateID int      `json:"crate_id"`
	Path    []string `json:"path"`
	Kind    string   `json:"kind"`
}

// Item is one index entry. Inner holds exactly one key: the item's kind.
type Item struct {
	ID         int                        `json:"id"`
	CrateID    int                        `json:"crate_id"`
	Name       *string                    `json:"name"`
	Visibility json.RawMessage            `json:"visibility"`
	Docs       *string                    `json:"docs"`
	Attrs      json.RawMessage            `json:"attrs"`
	Inner      map[string]json.RawMessage `json:"inner"`
}

// Kind is the item's kind ("struct", "function", ...).
func (it *Item) Kind() string {
	for k := range it.Inner {
		return k
	}
	return ""
}

// Public reports visibility "public".
func (it *Item) Public() bool {
	return string(it.Visibility) == `"public"`
}

func (it *Item) name() string {
	if it.Name == nil {
		return ""
	}
	return *it.Name
}

type moduleInner struct {
	Items []int `json:"items"`
}

type useInner struct {
	Source string `json:"source"`
	Name   string `json:"name"`
	ID     *int   `json:"id"`
	IsGlob bool   `json:"is_glob"`
}

type structInner struct {
	Kind     json.RawMessage `json:"kind"`
	Generics Generics        `json:"generics"`
	Impls    []int           `json:"impls"`
}

type plainStruct struct {
	Plain *struct {
		Fields []int `json:"fields"`
	} `json:"plain"`
	Tuple []*int `json:"tuple"`
}

type unionInner struct {
	Generics Generics `json:"generics"`
	Fields   []int    `json:"fields"`
	Impls    []int    `json:"impls"`
}

type enumInner struct {
	Generics Generics `json:"generics"`
	Variants []int    `json:"variants"`
	Impls    []int    `json:"impls"`
}

type variantInner struct {
	Kind json.RawMessage `json:"kind"`
}

type functionInner struct {
	Sig      FnSig    `json:"sig"`
	Generics Generics `json:"generics"`
	Header   Header   `json:"header"`
}

// FnSig is a function's inputs and output.
type FnSig struct {
	Inputs      [][2]json.RawMessage `json:"inputs"`
	Output      *Type                `json:"output"`
	IsCVariadic bool                 `json:"is_c_variadic"`
}

// Header is a function's qualifiers.
type Header struct {
	IsConst  bool            `json:"is_const"`
	IsUnsafe bool            `json:"is_unsafe"`
	IsAsync  bool            `json:"is_async"`
	ABI      json.RawMessage `json:"abi"`
}

type traitInner struct {
	IsAuto   bool     `json:"is_auto"`
	IsUnsafe bool     `json:"is_unsafe"`
	Items    []int    `json:"items"`
	Generics Generics `json:"generics"`
	Bounds   []Bound  `json:"bounds"`
}

type implInner struct {
	Trait       *Path           `json:"trait"`
	For         Type            `json:"for"`
	Items       []int           `json:"items"`
	IsSynthetic bool            `json:"is_synthetic"`
	BlanketImpl json.RawMessage `json:"blanket_impl"`
}

type typeAliasInner struct {
	Type     Type     `json:"type"`
	Generics Generics `json:"generics"`
}

type constantInner struct {
	Type Type `json:"type"`
}

type staticInner struct {
	Type      Type `json:"type"`
	IsMutable bool `json:"is_mutable"`
}

type assocConstInner struct {
	Type Type `json:"type"`
}

type assocTypeInner struct {
	Generics Generics `json:"generics"`
	Bounds   []Bound  `json:"bounds"`
	Type     *Type    `json:"type"`
}

type procMacroInner struct {
	Kind string `json:"kind"`
}

// Generics are a declaration's parameters and where clause.
type Generics struct {
	Params          []GenericParam    `json:"params"`
	WherePredicates []json.RawMessage `json:"where_predicates"`
}

// GenericParam is one <...> parameter.
type GenericParam struct {
	Name string `json:"name"`
	Kind struct {
		Lifetime *struct {
			Outlives []string `json:"outlives"`
		} `json:"lifetime"`
		Type *struct {
			Bounds      []Bound `json:"bounds"`
			Default     *Type   `json:"default"`
			IsSynthetic bool    `json:"is_synthetic"`
		} `json:"type"`
		Const *struct {
			Type    Type    `json:"type"`
			Default *string `json:"default"`
		} `json:"const"`
	} `json:"kind"`
}

// Bound is a trait bound, an outlives bound or a use<> bound.
type Bound struct {
	TraitBound *struct {
		Trait         Path           `json:"trait"`
		GenericParams []GenericParam `json:"generic_params"`
		Modifier      string         `json:"modifier"`
	} `json:"trait_bound"`
	Outlives *string           `json:"outlives"`
	Use      []json.RawMessage `json:"use"`
}

// Path is a resolved path with its generic arguments.
type Path struct {
	Path string       `json:"path"`
	ID   int          `json:"id"`
	Args *GenericArgs `json:"args"`
}

// GenericArgs are <...> or (...) -> ... arguments.
type GenericArgs struct {
	AngleBracketed *struct {
		Args        []json.RawMessage `json:"args"`
		Constraints []struct {
			Name    string       `json:"name"`
			Args    *GenericArgs `json:"args"`
			Binding struct {
				Equality *struct {
					Type     *Type `json:"type"`
					Constant *struct {
						Expr string `json:"expr"`
					} `json:"constant"`
				} `json:"equality"`
				Constraint []Bound `json:"constraint"`
			} `json:"binding"`
		} `json:"constraints"`
	} `json:"angle_bracketed"`
	Parenthesized *struct {
		Inputs []Type `json:"inputs"`
		Output *Type  `json:"output"`
	} `json:"parenthesized"`
}

// Type is rustdoc's Type: exactly one field is set.
type Type struct {
	ResolvedPath *Path `json:"resolved_path"`
	DynTrait     *struct {
		Traits []struct {
			Trait         Path           `json:"trait"`
			GenericParams []GenericParam `json:"generic_params"`
		} `json:"traits"`
		Lifetime *string `json:"lifetime"`
	} `json:"dyn_trait"`
	Generic         *string `json:"generic"`
	Primitive       *string `json:"primitive"`
	FunctionPointer *struct {
		Sig           FnSig          `json:"sig"`
		GenericParams []GenericParam `json:"generic_params"`
		Header        Header         `json:"header"`
	} `json:"function_pointer"`
	Tuple []Type `json:"tuple"`
	Slice *Type  `json:"slice"`
	Array *struct {
		Type Type   `json:"type"`
		Len  string `json:"len"`
	} `json:"array"`
	Pat *struct {
		Type Type `json:"type"`
	} `json:"pat"`
	ImplTrait  []Bound   `json:"impl_trait"`
	Infer      *struct{} `json:"infer"`
	RawPointer *struct {
		IsMutable bool `json:"is_mutable"`
		Type      Type `json:"type"`
	} `json:"raw_pointer"`
	BorrowedRef *struct {
		Lifetime  *string `json:"lifetime"`
		IsMutable bool    `json:"is_mutable"`
		Type      Type    `json:"type"`
	} `json:"borrowed_ref"`
	QualifiedPath *struct {
		Name     string       `json:"name"`
		Args     *GenericArgs `json:"args"`
		SelfType Type         `json:"self_type"`
		Trait    *Path        `json:"trait"`
	} `json:"qualified_path"`
	// infer is the bare string "infer"; tuple [] is the unit type.
	isInfer bool
	isUnit  bool
}

// UnmarshalJSON accepts the bare-string variant "infer" and an empty tuple.
func (t *Type) UnmarshalJSON(b []byte) error {
	if string(b) == `"infer"` {
		*t = Type{isInfer: true}
		return nil
	}
	type plain Type
	var p plain
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	*t = Type(p)
	var probe struct {
		Tuple *[]json.RawMessage `json:"tuple"`
	}
	if json.Unmarshal(b, &probe) == nil && probe.Tuple != nil && len(*probe.Tuple) == 0 {
		t.isUnit = true
	}
	return nil
}
