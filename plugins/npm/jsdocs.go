package npm

import (
	"strings"

	"github.com/pkgdocs/pkgdocs/plugins/npm/jsapi"
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
// a method of the same name differently.
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
		d, ok := jsDocOf(docs, s.Name)
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

// jsDocOf is the JavaScript's doc for a declared name: its last two
// components (a class and its member), else its last.
func jsDocOf(docs map[string]jsapi.Doc, name string) (jsapi.Doc, bool) {
	parts := strings.Split(name, ".")
	if n := len(parts); n >= 2 {
		if d, ok := docs[parts[n-2]+"."+parts[n-1]]; ok {
			return d, true
		}
	}
	d, ok := docs[parts[len(parts)-1]]
	return d, ok
}
