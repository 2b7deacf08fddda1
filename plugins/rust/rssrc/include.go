package rssrc

import (
	"errors"
	"path"
	"regexp"
	"strings"
)

// An item-level include!(…) pastes a file's items into the module that
// calls it. The file is one the crate ships (include!("tables.rs"),
// include!(concat!(env!("CARGO_MANIFEST_DIR"), "/common.rs"))) or one its
// build script writes to OUT_DIR. A build script that runs bindgen
// writes what no reader of the source can see; one that copies a file
// the crate ships there (a -sys crate's pre-generated bindings, copied
// unless a feature asks for bindgen) writes what the package holds, and
// that file is read.

// includeTarget is the file an include! call's argument tokens [from,
// to) name, relative to the crate's directory, and whether it is the
// build script's copy of it (OUT_DIR). "" when the argument is of no
// shape read here.
func (p *parser) includeTarget(from, to int) (file string, outDir bool) {
	var parts []string
	for k := from; k < to; k++ {
		t := p.toks[k]
		switch {
		case t.kind == tLit && strings.HasPrefix(t.text, `"`):
			parts = append(parts, unquote(t.text))
		case p.is(k, "concat") || p.is(k, "env") || p.is(k, "!") || p.is(k, "(") || p.is(k, ")") || p.is(k, ","):
		default:
			return "", false
		}
	}
	switch {
	case len(parts) == 1 && !p.is(from, "concat"):
		return path.Join(path.Dir(p.file), parts[0]), false
	case len(parts) == 2 && parts[0] == "CARGO_MANIFEST_DIR":
		return strings.TrimPrefix(path.Clean("/"+parts[1]), "/"), false
	case len(parts) == 2 && parts[0] == "OUT_DIR":
		return strings.TrimPrefix(path.Clean("/"+parts[1]), "/"), true
	}
	return "", false
}

// buildScriptLiteral is a string literal of a build script that may be
// a directory of the package: a relative path without a dot segment.
var buildScriptLiteral = regexp.MustCompile(`"([A-Za-z0-9_\-]+(?:/[A-Za-z0-9_\-]+)*)"`)

// maxCopyProbes bounds the directories a build script names that are
// tried for the file it copies: each try is a read within the limits.
const maxCopyProbes = 64

// copiedToOutDir is the file of the package that the build script
// copies to OUT_DIR under name, and its text: build.rs copies
// (fs::copy) and names a directory holding a file of that name
// (a -sys crate's pre_generated/). "" when none is found.
func (s *scanner) copiedToOutDir(name string) (file, src string, err error) {
	if strings.Contains(name, "..") || name == "" {
		return "", "", nil
	}
	script, err := s.read("build.rs")
	if err != nil || !strings.Contains(script, "copy(") {
		return "", "", tooLarge(err)
	}
	seen := map[string]bool{}
	for _, m := range buildScriptLiteral.FindAllStringSubmatch(script, -1) {
		dir := m[1]
		if seen[dir] || dir == "src" || strings.HasPrefix(dir, "src/") || dir == "target" {
			continue
		}
		if seen[dir] = true; len(seen) > maxCopyProbes {
			break
		}
		f := path.Join(dir, name)
		if src, err := s.read(f); err == nil {
			return f, src, nil
		} else if err := tooLarge(err); err != nil {
			return "", "", err
		}
	}
	return "", "", nil
}

// tooLarge is err when it is the scan's limit, else nil: a file that
// is not there is no error of the scan.
func tooLarge(err error) error {
	if errors.Is(err, ErrTooLarge) {
		return err
	}
	return nil
}

// include reads, into module m, the items of the file the include! call
// whose '(' is at g names, when that file can be had: done says it was
// read. A file under OUT_DIR is read only as the package's file the
// build script copies there, and a note says so. The file's items carry
// the call's #[cfg] (syscallz includes one file per target_arch).
func (p *parser) include(g int, m *modInfo, dir string, a *attrs) (done bool, err error) {
	if p.depth > 0 {
		return false, nil // in a macro's expansion: its file is the macro's
	}
	file, outDir := p.includeTarget(g+1, p.skipGroup(g)-1)
	if file == "" || strings.HasPrefix(file, "../") || p.s.including[file] {
		return false, nil
	}
	var src string
	if outDir {
		copied, text, err := p.s.copiedToOutDir(file)
		if copied == "" || err != nil {
			return false, err
		}
		p.s.copiedNotes = append(p.s.copiedNotes, "Items the source include!s from the build's OUT_DIR/"+file+" are read from "+copied+", which the build script copies there (a build with other features may generate them anew).")
		file, src = copied, text
	} else {
		text, err := p.s.read(file)
		if err != nil {
			return false, tooLarge(err)
		}
		src = text
	}
	if p.s.including == nil {
		p.s.including = map[string]bool{}
	}
	p.s.including[file] = true // a file that includes itself stops here
	defer delete(p.s.including, file)
	np := &parser{s: p.s, src: src, toks: lex(src), file: file, gate: a.gate, cfg: a.cfg}
	return true, np.items(0, len(np.toks), m, dir)
}
