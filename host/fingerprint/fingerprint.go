package fingerprint

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
)

const (
	// maxFileBytes bounds what is read of one declared file: configuration
	// files are a few KB; past this, the file's size and modification time
	// stand in for the rest (pyproject.toml of a large project).
	maxFileBytes = 256 << 10
	// maxAncestors bounds the upward walk for a project file declared with
	// SearchAncestors: deeper trees than this are not real projects.
	maxAncestors = 64
	// domain separates these hashes from any other SHA-256 and versions
	// the encoding: a change to what is hashed must change it.
	domain = "pkgdocs-config-fingerprint/1"
)

// Printer computes the fingerprints of one provider: its validated inputs
// and the environment it runs with. Safe for concurrent use.
type Printer struct {
	files []declFile
	home  string            // for ~/ paths; "" leaves them absent
	vars  map[string]string // the provider's environment, for $NAME paths
	env   [sha256.Size]byte // the declared variables' values, hashed
}

// declFile is a declared file with its user path resolved once.
type declFile struct {
	path      string // project: relative; user: absolute or "" (absent)
	project   bool
	ancestors bool
}

// NewPrinter returns the Printer of a provider declaring in that runs with
// environment env ("KEY=value" pairs, later ones winning, as exec does).
// Variables' values and user files' paths are fixed here: the host's
// environment does not change while it runs.
func NewPrinter(in Inputs, env []string) *Printer {
	vars := make(map[string]string, len(env))
	for _, kv := range env {
		k, v, _ := strings.Cut(kv, "=")
		vars[k] = v
	}
	p := &Printer{vars: vars, home: vars["HOME"]}
	if p.home == "" {
		p.home = vars["USERPROFILE"] // Windows
	}
	var declared []string
	for k, v := range vars {
		if in.Allows(k) {
			declared = append(declared, k+"="+v)
		}
	}
	slices.Sort(declared)
	h := sha256.New()
	writeField(h, []byte(domain+"/env"))
	for _, kv := range declared {
		writeField(h, []byte(kv))
	}
	h.Sum(p.env[:0])
	for _, f := range in.Files {
		c := declFile{path: f.Path, project: f.Project, ancestors: f.SearchAncestors}
		if !f.Project {
			c.path = p.userPath(f.Path)
		}
		p.files = append(p.files, c)
	}
	return p
}

// userPath resolves a user or global file's declared path, "" when it is
// absent (its variable unset, or not absolute).
func (p *Printer) userPath(decl string) string {
	var base, rest string
	switch {
	case strings.HasPrefix(decl, "~/"):
		base, rest = p.home, decl[2:]
	case strings.HasPrefix(decl, "$"):
		name, r, _ := strings.Cut(decl[1:], "/")
		base, rest = p.vars[name], r
	default:
		return filepath.FromSlash(decl)
	}
	if base == "" || !filepath.IsAbs(base) {
		return ""
	}
	return filepath.Join(base, filepath.FromSlash(rest))
}

var bufPool = sync.Pool{New: func() any { b := make([]byte, maxFileBytes); return &b }}

// Sum returns the fingerprint of the declared inputs for a request about
// project (an absolute directory; "" for none): the declared variables'
// values, every user file's contents, and, when trusted, the project's
// files' contents. A file that is absent or unreadable counts as absent.
// The result is hex, safe to put in a cache key, and says nothing about
// what was read.
func (p *Printer) Sum(project string, trusted bool) string {
	h := sha256.New()
	writeField(h, []byte(domain))
	writeField(h, p.env[:])
	bp := bufPool.Get().(*[]byte)
	defer bufPool.Put(bp)
	buf := *bp
	for i, f := range p.files {
		var tag [binary.MaxVarintLen64]byte
		if !f.project {
			writeField(h, tag[:binary.PutUvarint(tag[:], uint64(i))])
			hashFile(h, f.path, buf)
			continue
		}
		if !trusted || project == "" || !filepath.IsAbs(project) {
			continue
		}
		dir := filepath.Clean(project)
		for range maxAncestors {
			writeField(h, tag[:binary.PutUvarint(tag[:], uint64(i))])
			writeField(h, []byte(dir))
			hashFile(h, filepath.Join(dir, filepath.FromSlash(f.path)), buf)
			up := filepath.Dir(dir)
			if !f.ancestors || up == dir {
				break
			}
			dir = up
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// hashFile writes what name holds: a marker when it is absent or not a
// regular file, else its first maxFileBytes bytes (and, past those, its
// size and modification time).
func hashFile(h io.Writer, name string, buf []byte) {
	if name == "" {
		writeField(h, []byte{0})
		return
	}
	f, err := os.Open(name)
	if err != nil {
		writeField(h, []byte{0})
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		writeField(h, []byte{0})
		return
	}
	n, err := io.ReadFull(f, buf)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		writeField(h, []byte{2})
		return
	}
	writeField(h, []byte{1})
	writeField(h, buf[:n])
	if n == len(buf) {
		var b [16]byte
		binary.LittleEndian.PutUint64(b[:8], uint64(st.Size()))
		binary.LittleEndian.PutUint64(b[8:], uint64(st.ModTime().UnixNano()))
		writeField(h, b[:])
	}
}

// writeField writes b length-prefixed, so ("ab","c") and ("a","bc") differ.
func writeField(h io.Writer, b []byte) {
	var n [binary.MaxVarintLen64]byte
	h.Write(n[:binary.PutUvarint(n[:], uint64(len(b)))])
	h.Write(b)
}
