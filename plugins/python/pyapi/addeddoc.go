package pyapi

import (
	"bytes"
	"io/fs"
	"path"
	"strings"
)

// A compiled extension's functions and types have the docstrings their C
// source gives them, which no .py file holds. Some packages write those
// docstrings in Python instead and attach them when the package is
// imported: a module of calls
//
//	add_newdoc('numpy.core.multiarray', 'zeros', """zeros(shape, ...) ...""")
//	add_newdoc('numpy.core.multiarray', 'ndarray', ('reshape', """..."""))
//
// (the object's module, its name, and its docstring or a member's). For
// a package typed by a .pyi stub, those are the docstrings of the stub's
// declarations whose implementation is compiled: without them a
// package's principal functions have no docstring at all, and an
// outline ranks them after everything documented. The calls are read as
// text like the rest (nothing is imported).

// AddedDoc is one docstring a module attaches to an object of another
// when it runs.
type AddedDoc struct {
	// Module is the object's module ("numpy.core.multiarray").
	Module string
	// Name is the object's name in it ("zeros", "ndarray").
	Name string
	// Member, when set, is the member of Name the doc is for ("reshape").
	Member string
	Doc    string
}

// addNewDocCallee is the function whose calls attach docstrings.
const addNewDocCallee = "add_newdoc"

// addedDocCall records the AddedDocs of a module-level call
// add_newdoc(module, name, doc): doc a string literal, a (member, doc)
// tuple or a list of them. A doc literal with ".replace(placeholder,
// value)" after it has its placeholder lines left out (the value is
// computed). Anything else is no call to read.
func (p *parser) addedDocCall(toks []token) {
	if len(toks) < 4 || toks[0].kind != tName || toks[0].text != addNewDocCallee || toks[1].text != "(" || matching(toks, 1) != len(toks)-1 {
		return
	}
	args := nonEmpty(splitTop(toks[2:len(toks)-1], ","))
	if len(args) < 3 || len(args[0]) != 1 || len(args[1]) != 1 || args[0][0].kind != tString || args[1][0].kind != tString {
		return
	}
	mod, name := literalValue(args[0][0].text), literalValue(args[1][0].text)
	if !validDotted(mod) || !ValidName(name) {
		return
	}
	doc := args[2]
	if len(doc) > 0 && doc[0].text == "[" && matching(doc, 0) == len(doc)-1 {
		for _, t := range nonEmpty(splitTop(doc[1:len(doc)-1], ",")) {
			p.memberDoc(mod, name, t)
		}
		return
	}
	if len(doc) > 0 && doc[0].text == "(" {
		p.memberDoc(mod, name, doc)
		return
	}
	if d, ok := docLiteral(doc); ok {
		p.m.AddedDocs = append(p.m.AddedDocs, AddedDoc{Module: mod, Name: name, Doc: d})
	}
}

// memberDoc records a ("member", doc) tuple of add_newdoc.
func (p *parser) memberDoc(mod, name string, t []token) {
	if len(t) < 2 || t[0].text != "(" || matching(t, 0) != len(t)-1 {
		return
	}
	parts := nonEmpty(splitTop(t[1:len(t)-1], ","))
	if len(parts) != 2 || len(parts[0]) != 1 || parts[0][0].kind != tString {
		return
	}
	member := literalValue(parts[0][0].text)
	if d, ok := docLiteral(parts[1]); ok && ValidName(member) {
		p.m.AddedDocs = append(p.m.AddedDocs, AddedDoc{Module: mod, Name: name, Member: member, Doc: d})
	}
}

// docLiteral reads a docstring argument: one string literal, maybe with
// .replace(literal, value) calls after it, whose placeholder lines it
// leaves out.
func docLiteral(toks []token) (string, bool) {
	if len(toks) == 0 || toks[0].kind != tString {
		return "", false
	}
	doc := literalValue(toks[0].text)
	rest := toks[1:]
	for len(rest) > 0 {
		if len(rest) < 4 || rest[0].text != "." || rest[1].text != "replace" || rest[2].text != "(" {
			return "", false
		}
		end := matching(rest, 2)
		args := nonEmpty(splitTop(rest[3:max(end, 3)], ","))
		if end < 0 || len(args) != 2 || len(args[0]) != 1 || args[0][0].kind != tString {
			return "", false
		}
		placeholder := literalValue(args[0][0].text)
		var keep []string
		for _, l := range strings.Split(doc, "\n") {
			if placeholder == "" || !strings.Contains(l, placeholder) {
				keep = append(keep, l)
			}
		}
		doc = strings.Join(keep, "\n")
		rest = rest[end+1:]
	}
	doc = cleandoc(doc)
	return doc, doc != ""
}

func validDotted(s string) bool {
	for _, part := range strings.Split(s, ".") {
		if !ValidName(part) {
			return false
		}
	}
	return s != ""
}

// Bounds of the search for add_newdoc calls: the top package's .py files
// (tests left out) are listed and those that name the callee parsed. A
// package that attaches docs this way has a few hundred files.
const (
	maxAddedDocFiles = 4000
	maxAddedDocBytes = 64 << 20
)

// addedDoc is the docstring an add_newdoc call of module where's top
// package attaches to qual ("zeros", "ndarray.reshape") of where: the
// call naming where itself, else the one call for qual in the package
// (a stub may declare in the package's root what lives in a submodule);
// "" when none, or several for other modules.
func (p *Package) addedDoc(where, qual string) string {
	top := topOf(where)
	if p.added == nil {
		p.added = map[string]map[string][]AddedDoc{}
	}
	idx, ok := p.added[top]
	if !ok {
		idx = p.readAddedDocs(top)
		p.added[top] = idx
	}
	cands := idx[qual]
	for _, a := range cands {
		if a.Module == where {
			return a.Doc
		}
	}
	if len(cands) == 1 {
		return cands[0].Doc
	}
	return ""
}

// readAddedDocs indexes by qual the add_newdoc calls of top's .py files
// that attach docs to top's own modules.
func (p *Package) readAddedDocs(top string) map[string][]AddedDoc {
	idx := map[string][]AddedDoc{}
	if p.FS == nil || !ValidName(top) {
		return idx
	}
	files, total := 0, int64(0)
	callee := []byte(addNewDocCallee + "(")
	_ = fs.WalkDir(p.FS, top, func(name string, e fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if e.IsDir() {
			if base := path.Base(name); base == "tests" || base == "testing" || strings.HasPrefix(base, ".") {
				return fs.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".py") || !e.Type().IsRegular() {
			return nil
		}
		files++
		st, err := e.Info()
		if err != nil || st.Size() > p.Limits.MaxFileBytes {
			return nil
		}
		total += st.Size()
		if files > maxAddedDocFiles || total > maxAddedDocBytes {
			return fs.SkipAll
		}
		b, err := fs.ReadFile(p.FS, name)
		if err != nil || !bytes.Contains(b, callee) {
			return nil
		}
		p.read++
		for _, a := range Parse(b).AddedDocs {
			if a.Module == top || strings.HasPrefix(a.Module, top+".") {
				q := a.Name
				if a.Member != "" {
					q += "." + a.Member
				}
				idx[q] = append(idx[q], a)
			}
		}
		return nil
	})
	return idx
}

// nonEmpty drops the empty part a trailing comma leaves.
func nonEmpty(parts [][]token) [][]token {
	if n := len(parts); n > 0 && len(parts[n-1]) == 0 {
		return parts[:n-1]
	}
	return parts
}
