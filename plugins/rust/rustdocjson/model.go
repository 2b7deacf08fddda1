package rustdocjson

import "encoding/json"

// MinFormat and MaxFormat bound the format versions this package reads.
const (
	MinFormat = 39
	MaxFormat = 57
)

// id is an item id: a number since format 35.
type id = json.Number

type crateJSON struct {
	Root           id                  `json:"root"`
	CrateVersion   *string             `json:"crate_version"`
	Index          map[string]*item    `json:"index"`
	Paths          map[string]summary  `json:"paths"`
	ExternalCrates map[string]external `json:"external_crates"`
	FormatVersion  int                 `json:"format_version"`
}

type summary struct {
	CrateID int      `json:"crate_id"`
	Path    []string `json:"path"`
	Kind    string   `json:"kind"`
}

type external struct {
	Name        string `json:"name"`
	HTMLRootURL string `json:"html_root_url"`
}

type item struct {
	ID          id                         `json:"id"`
	CrateID     int                        `json:"crate_id"`
	Name        *string                    `json:"name"`
	Visibility  json.RawMessage            `json:"visibility"`
	Docs        *string                    `json:"docs"`
	Attrs       []json.RawMessage          `json:"attrs"`
	Deprecation *deprecation               `json:"deprecation"`
	Inner       map[string]json.RawMessage `json:"inner"`
}

type deprecation struct {
	Since *string `json:"since"`
	Note  *string `json:"note"`
}

type module struct {
	IsCrate bool `json:"is_crate"`
	Items   []id `json:"items"`
}

type use struct {
	Source string `json:"source"`
	Name   string `json:"name"`
	ID     *id    `json:"id"`
	IsGlob bool   `json:"is_glob"`
}

type generics struct {
	Params          []genericParam    `json:"params"`
	WherePredicates []json.RawMessage `json:"where_predicates"`
}

type genericParam struct {
	Name string                     `json:"name"`
	Kind map[string]json.RawMessage `json:"kind"`
}

type header struct {
	IsConst  bool            `json:"is_const"`
	IsUnsafe bool            `json:"is_unsafe"`
	IsAsync  bool            `json:"is_async"`
	ABI      json.RawMessage `json:"abi"`
}

type signature struct {
	Inputs      [][2]json.RawMessage `json:"inputs"`
	Output      json.RawMessage      `json:"output"`
	IsCVariadic bool                 `json:"is_c_variadic"`
}

type function struct {
	Sig      signature `json:"sig"`
	Generics generics  `json:"generics"`
	Header   header    `json:"header"`
	HasBody  bool      `json:"has_body"`
}

type structItem struct {
	Kind     json.RawMessage `json:"kind"`
	Generics generics        `json:"generics"`
	Impls    []id            `json:"impls"`
}

type plainFields struct {
	Fields            []id `json:"fields"`
	HasStrippedFields bool `json:"has_stripped_fields"`
}

type enumItem struct {
	Generics            generics `json:"generics"`
	HasStrippedVariants bool     `json:"has_stripped_variants"`
	Variants            []id     `json:"variants"`
	Impls               []id     `json:"impls"`
}

type unionItem struct {
	Generics          generics `json:"generics"`
	HasStrippedFields bool     `json:"has_stripped_fields"`
	Fields            []id     `json:"fields"`
	Impls             []id     `json:"impls"`
}

type variant struct {
	Kind         json.RawMessage `json:"kind"`
	Discriminant *struct {
		Expr string `json:"expr"`
	} `json:"discriminant"`
}

type trait struct {
	IsAuto   bool              `json:"is_auto"`
	IsUnsafe bool              `json:"is_unsafe"`
	Items    []id              `json:"items"`
	Generics generics          `json:"generics"`
	Bounds   []json.RawMessage `json:"bounds"`
}

type traitAlias struct {
	Generics generics          `json:"generics"`
	Params   []json.RawMessage `json:"params"`
}

type impl struct {
	IsUnsafe    bool            `json:"is_unsafe"`
	Generics    generics        `json:"generics"`
	Trait       *path           `json:"trait"`
	For         json.RawMessage `json:"for"`
	Items       []id            `json:"items"`
	IsNegative  bool            `json:"is_negative"`
	IsSynthetic bool            `json:"is_synthetic"`
	BlanketImpl json.RawMessage `json:"blanket_impl"`
}

type typeAlias struct {
	Type     json.RawMessage `json:"type"`
	Generics generics        `json:"generics"`
}

type constant struct {
	Type  json.RawMessage `json:"type"`
	Const struct {
		Expr  string  `json:"expr"`
		Value *string `json:"value"`
	} `json:"const"`
}

type static struct {
	Type      json.RawMessage `json:"type"`
	IsMutable bool            `json:"is_mutable"`
	Expr      string          `json:"expr"`
	IsUnsafe  bool            `json:"is_unsafe"`
}

type procMacro struct {
	Kind    string   `json:"kind"`
	Helpers []string `json:"helpers"`
}

type assocConst struct {
	Type  json.RawMessage `json:"type"`
	Value *string         `json:"value"`
}

type assocType struct {
	Generics generics          `json:"generics"`
	Bounds   []json.RawMessage `json:"bounds"`
	Type     json.RawMessage   `json:"type"`
}

type path struct {
	Path string          `json:"path"`
	ID   id              `json:"id"`
	Args json.RawMessage `json:"args"`
}
