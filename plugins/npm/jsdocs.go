package npm

import (
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/npm/jsapi"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// docsFromJS fills the doc comments that declarations read from @types
// lack with the JSDoc the package's own JavaScript gives the same names.
// DefinitelyTyped declarations seldom carry JSDoc while the library's
// source often documents each export; without them the outline, symbol=
// and search have nothing saying what a symbol does. A symbol is matched
// by its last component ("debug.enable" by the comment on function
// enable), only where the JavaScript documents that name one way; a
// member, first by its class and name ("WebSocket.send" by the comment on
// send in class WebSocket), which tells apart the classes that document
// a method of the same name differently. A member declared to hold a
// plain value (ws's "AddressInfo.address: string") takes no comment of a
// function or method found by its last name alone (the server's
// address(), which returns such an object): that comment is about
// another thing of the same name.
func docsFromJS(k *pkg) {
	if k.api == nil || len(k.api.Symbols) == 0 {
		return
	}
	missing := false
	for _, s := range k.api.Symbols {
		if s.Doc == "" {
			missing = true
			break
		}
	}
	if !missing {
		return
	}
	pj := k.packageJSON()
	docs := jsapi.NamedDocs(k.files, jsapi.Entry(pj.Exports, pj.Module, pj.Main, k.files))
	if len(docs) == 0 {
		return
	}
	for i := range k.api.Symbols {
		s := &k.api.Symbols[i]
		if s.Doc != "" {
			continue
		}
		d, ok := jsDocOf(docs, *s)
		if !ok {
			continue
		}
		s.Doc = d.Summary
		if d.Full != "" && d.Full != d.Summary {
			if k.api.FullDocs == nil {
				k.api.FullDocs = map[int]string{}
			}
			k.api.FullDocs[i] = d.Full
		}
	}
}

// jsDocOf is the JavaScript's doc for a declared symbol: by its last two
// name components (a class and its member), else by its last, unless the
// symbol is a member holding a plain value and that doc is a function's.
func jsDocOf(docs map[string]jsapi.Doc, s sdk.Symbol) (jsapi.Doc, bool) {
	parts := strings.Split(s.Name, ".")
	if n := len(parts); n >= 2 {
		if d, ok := docs[parts[n-2]+"."+parts[n-1]]; ok {
			return d, true
		}
	}
	d, ok := docs[parts[len(parts)-1]]
	if ok && d.Call && s.Parent != "" && plainValued(s) {
		return jsapi.Doc{}, false
	}
	return d, ok
}

// plainValued reports whether a property is declared with a type that
// holds only plain values: primitives, literals, arrays of them
// ("address: string", "family?: 'IPv4' | 'IPv6'", "names: string[]"),
// never a function a JavaScript function's comment could describe.
func plainValued(s sdk.Symbol) bool {
	if s.Kind != "property" {
		return false
	}
	_, typ, ok := strings.Cut(s.Signature, ": ")
	if !ok {
		return false
	}
	for _, part := range strings.Split(strings.TrimSpace(strings.TrimSuffix(typ, ";")), "|") {
		part = strings.TrimSuffix(strings.TrimSpace(part), "[]")
		switch {
		case plainTypes[part]:
		case len(part) >= 2 && (part[0] == '\'' || part[0] == '"') && part[len(part)-1] == part[0]:
		case part != "" && (part[0] >= '0' && part[0] <= '9' || part[0] == '-'):
		default:
			return false
		}
	}
	return true
}

var plainTypes = map[string]bool{"string": true, "number": true, "boolean": true, "bigint": true, "symbol": true,
	"null": true, "undefined": true, "true": true, "false": true}
