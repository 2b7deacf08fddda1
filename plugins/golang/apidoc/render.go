package apidoc

import (
	"bytes"
	"fmt"
)

// indent is the doc comment indentation `go doc` uses.
const indent = "    "

// RenderAll prints the package the way `go doc -all` does. It exists to
// prove the extraction is faithful (golden tests compare it with the go
// command's output) and as a plain-text fallback.
func (p *Package) RenderAll() string {
	var buf bytes.Buffer
	newlines := func(n int) {
		for !bytes.HasSuffix(buf.Bytes(), []byte("\n\n")[:n]) {
			buf.WriteByte('\n')
		}
	}
	if p.Name != "main" {
		importPath := p.ImportPath
		fmt.Fprintf(&buf, "package %s // import %q\n\n", p.Name, importPath)
	}
	buf.WriteString(p.Text(p.Doc, "", indent))
	newlines(1)
	header := ""
	for _, d := range p.Decls {
		section := ""
		switch {
		case d.Kind == KindType:
			section = "TYPES"
		case d.Type != "":
		case d.Kind == KindConst:
			section = "CONSTANTS"
		case d.Kind == KindVar:
			section = "VARIABLES"
		default:
			section = "FUNCTIONS"
		}
		if section != "" && section != header {
			header = section
			fmt.Fprintf(&buf, "\n%s\n\n", section)
		}
		buf.WriteString(d.Signature)
		if d.Doc != "" {
			newlines(1)
			buf.WriteString(p.Text(d.Doc, indent, indent+indent))
			newlines(2)
		} else {
			newlines(1)
		}
		switch {
		case d.Kind == KindType:
			newlines(2)
		case d.Type != "" && (d.Kind == KindFunc || d.Kind == KindMethod) && d.Doc == "":
			newlines(2)
		}
	}
	if len(p.Bugs) > 0 {
		buf.WriteString("\n")
		for _, b := range p.Bugs {
			fmt.Fprintf(&buf, "BUG: %v\n", b)
		}
	}
	return buf.String()
}
