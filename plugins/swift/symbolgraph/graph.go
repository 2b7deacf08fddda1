package symbolgraph

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/swift/swiftsrc"
)

// MaxBytes bounds one symbol graph file: the standard library's is about
// 30 MB; a package's is far smaller.
const MaxBytes = 64 << 20

// Graph is one decoded symbol graph.
type Graph struct {
	Metadata struct {
		FormatVersion struct{ Major, Minor, Patch int } `json:"formatVersion"`
		Generator     string                            `json:"generator"`
	} `json:"metadata"`
	Module struct {
		Name string `json:"name"`
	} `json:"module"`
	Symbols       []Symbol       `json:"symbols"`
	Relationships []Relationship `json:"relationships"`
}

// Symbol is one symbol as the compiler writes it.
type Symbol struct {
	Kind struct {
		Identifier  string `json:"identifier"`
		DisplayName string `json:"displayName"`
	} `json:"kind"`
	Identifier struct {
		Precise string `json:"precise"`
	} `json:"identifier"`
	PathComponents []string `json:"pathComponents"`
	Names          struct {
		Title string `json:"title"`
	} `json:"names"`
	DocComment *struct {
		Lines []struct {
			Text string `json:"text"`
		} `json:"lines"`
	} `json:"docComment"`
	DeclarationFragments []struct {
		Spelling string `json:"spelling"`
	} `json:"declarationFragments"`
	AccessLevel  string `json:"accessLevel"`
	Availability []struct {
		Domain                       string `json:"domain"`
		IsUnconditionallyDeprecated  bool   `json:"isUnconditionallyDeprecated"`
		IsUnconditionallyUnavailable bool   `json:"isUnconditionallyUnavailable"`
		Deprecated                   *struct {
			Major int `json:"major"`
		} `json:"deprecated"`
		Message string `json:"message"`
		Renamed string `json:"renamed"`
	} `json:"availability"`
	SwiftExtension *struct {
		ExtendedModule string `json:"extendedModule"`
	} `json:"swiftExtension"`
}

// Relationship links two symbols: memberOf, conformsTo, inheritsFrom,
// requirementOf, defaultImplementationOf, ...
type Relationship struct {
	Kind           string `json:"kind"`
	Source         string `json:"source"`
	Target         string `json:"target"`
	TargetFallback string `json:"targetFallback"`
}

// Read decodes a symbol graph of at most MaxBytes.
func Read(r io.Reader) (*Graph, error) {
	b, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		return nil, fmt.Errorf("read symbol graph: %w", err)
	}
	if len(b) > MaxBytes {
		return nil, fmt.Errorf("read symbol graph: over %d bytes", MaxBytes)
	}
	var g Graph
	if err := json.Unmarshal(b, &g); err != nil {
		return nil, fmt.Errorf("decode symbol graph: %w", err)
	}
	if g.Metadata.FormatVersion.Major != 0 {
		return nil, fmt.Errorf("decode symbol graph: format %d.%d.%d is not supported (want 0.x)",
			g.Metadata.FormatVersion.Major, g.Metadata.FormatVersion.Minor, g.Metadata.FormatVersion.Patch)
	}
	if g.Module.Name == "" {
		return nil, fmt.Errorf("decode symbol graph: no module name")
	}
	return &g, nil
}

// Format is the graph's format version ("0.6.0").
func (g *Graph) Format() string {
	v := g.Metadata.FormatVersion
	return fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch)
}

// kinds maps symbol kind identifiers to the scanner's kinds.
var kinds = map[string]string{
	"swift.class": "class", "swift.struct": "struct", "swift.enum": "enum", "swift.protocol": "protocol",
	"swift.actor": "actor", "swift.typealias": "typealias", "swift.associatedtype": "associatedtype",
	"swift.enum.case": "case", "swift.func": "func", "swift.func.op": "func", "swift.method": "func",
	"swift.type.method": "func", "swift.init": "init", "swift.deinit": "deinit", "swift.subscript": "subscript",
	"swift.type.subscript": "subscript", "swift.property": "var", "swift.type.property": "var", "swift.var": "var",
	"swift.macro": "macro", "swift.extension": "extension",
}

// Decls returns the graph's public symbols as declarations, sorted by
// path, with conformances (conformsTo, inheritsFrom) in Inherits.
func (g *Graph) Decls() []swiftsrc.Decl {
	byID := map[string]*Symbol{}
	for i := range g.Symbols {
		byID[g.Symbols[i].Identifier.Precise] = &g.Symbols[i]
	}
	inherits := map[string][]string{}
	for _, r := range g.Relationships {
		if r.Kind != "conformsTo" && r.Kind != "inheritsFrom" {
			continue
		}
		name := r.TargetFallback
		if t, ok := byID[r.Target]; ok {
			name = strings.Join(t.PathComponents, ".")
		}
		if name != "" {
			inherits[r.Source] = appendUnique(inherits[r.Source], name)
		}
	}
	var out []swiftsrc.Decl
	for _, s := range g.Symbols {
		if s.AccessLevel != "public" && s.AccessLevel != "open" {
			continue
		}
		kind := kinds[s.Kind.Identifier]
		if kind == "" || kind == "deinit" || kind == "extension" {
			continue
		}
		comps := append([]string(nil), s.PathComponents...)
		if len(comps) == 0 {
			continue
		}
		name := comps[len(comps)-1]
		if i := strings.Index(name, "("); i > 0 {
			name = name[:i]
		}
		comps[len(comps)-1] = name
		d := swiftsrc.Decl{
			Kind: kind, Name: name, Path: strings.Join(comps, "."), Title: s.Names.Title,
			Parent: strings.Join(comps[:len(comps)-1], "."), Inherits: inherits[s.Identifier.Precise],
		}
		if decl := declaration(s); kind == "var" && (strings.HasPrefix(decl, "let ") || strings.Contains(decl, " let ")) {
			d.Kind = "let"
		}
		var decl strings.Builder
		for _, f := range s.DeclarationFragments {
			decl.WriteString(f.Spelling)
		}
		d.Signature = strings.Join(strings.Fields(decl.String()), " ")
		if s.DocComment != nil {
			var lines []string
			for _, l := range s.DocComment.Lines {
				lines = append(lines, l.Text)
			}
			d.Doc = strings.TrimSpace(strings.Join(lines, "\n"))
		}
		for _, a := range s.Availability {
			if a.Domain == "*" && a.IsUnconditionallyUnavailable {
				d.Deprecated = "unavailable"
			}
			if a.IsUnconditionallyDeprecated || a.Deprecated != nil {
				switch {
				case a.Message != "":
					d.Deprecated = a.Message
				case a.Renamed != "":
					d.Deprecated = "renamed to " + a.Renamed
				default:
					d.Deprecated = "deprecated"
				}
			}
		}
		out = append(out, d)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Path != out[j].Path {
			return out[i].Path < out[j].Path
		}
		return out[i].Signature < out[j].Signature
	})
	return out
}

func declaration(s Symbol) string {
	var b strings.Builder
	for _, f := range s.DeclarationFragments {
		b.WriteString(f.Spelling)
	}
	return b.String()
}

func appendUnique(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}
