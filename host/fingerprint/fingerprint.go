package fingerprint

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"io"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/pkgdocs/pkgdocs/host/filestamp"
	"github.com/pkgdocs/pkgdocs/sdk"
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
	domain = "pkgdocs-config-fingerprint/2"
)

// racyWindow: a file whose modification or change time is this recent is
// read again at every call instead of being trusted by its stat (git's
// "racy" rule): a filesystem with coarse timestamps could let a same-size
// rewrite keep every field of the stat. A variable for tests.
var racyWindow = 2 * time.Second

// Printer computes the fingerprints of one provider: its validated inputs
// and the environment it runs with. Safe for concurrent use.
type Printer struct {
	files []declFile
	home  string            // for ~/ paths; "" leaves them absent
	vars  map[string]string // the provider's environment, for $NAME paths
	env   [sha256.Size]byte // the declared variables' values, hashed

	// memo keeps, by path, the hash of a file's contents with the stat it
	// was read under: a warm call stats each file (one system call) and
	// reads only those that changed.
	memo sync.Map // string → fileMemo
}

// fileMemo is a file's content hash and the stat it belongs to.
type fileMemo struct {
	stamp stamp
	sum   [sha256.Size]byte
}

// stamp is a file's version (see filestamp): a changed stamp means the
// file is read again.
type stamp = filestamp.Stamp

func stampOf(fi os.FileInfo) stamp { return filestamp.Of(fi) }

// declFile is a declared file with its user path resolved once.
type declFile struct {
	path      string // project: relative; user: absolute or "" (absent)
	project   bool
	ancestors bool
	// glob: a project file's last element is a pattern (sdk.ConfigFile):
	// every regular file of that directory it matches.
	glob bool
}

// Bounds for a project file declared by a pattern: entries of its
// directory looked through, and matching files hashed.
const (
	maxGlobEntries = 10_000
	maxGlobFiles   = 64
)

// globMemo is the names a directory held that matched a pattern, with the
// directory's stat they belong to (adding or removing a file changes it).
type globMemo struct {
	stamp stamp
	names []string
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
		if in.Allows(k) && !localVars[k] {
			declared = append(declared, k+"="+v)
		}
	}
	slices.Sort(declared)
	h := &fields{}
	writeField(h, []byte(domain+"/env"))
	for _, kv := range declared {
		writeField(h, []byte(kv))
	}
	p.env = sha256.Sum256(h.b)
	for _, f := range in.Files {
		c := declFile{path: p.fileNames(f.Path, f.Project), project: f.Project, ancestors: f.SearchAncestors}
		c.glob = f.Project && strings.Contains(path.Base(c.path), "*")
		if !f.Project && c.path != "" {
			c.path = p.userPath(c.path)
		}
		p.files = append(p.files, c)
	}
	return p
}

// fileNames replaces each "$NAME" element of a declared path with the
// file name variable NAME holds (sdk.ConfigFile), but for the first of a
// user file's, which names its base directory (userPath); "" when one is
// unset or is not one file name, which makes the file absent.
func (p *Printer) fileNames(decl string, project bool) string {
	els := strings.Split(decl, "/")
	for i, el := range els {
		name, ok := sdk.FileNameVar(el)
		if !ok || i == 0 && !project {
			continue
		}
		v := p.vars[name]
		if !sdk.ValidFileName(v) {
			return ""
		}
		els[i] = v
	}
	return strings.Join(els, "/")
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
	h := &fields{b: make([]byte, 0, 1024)}
	writeField(h, []byte(domain))
	writeField(h, p.env[:])
	bp := bufPool.Get().(*[]byte)
	defer bufPool.Put(bp)
	buf := *bp
	for i, f := range p.files {
		var tag [binary.MaxVarintLen64]byte
		if !f.project {
			writeField(h, tag[:binary.PutUvarint(tag[:], uint64(i))])
			p.hashFile(h, f.path, buf)
			continue
		}
		if !trusted || project == "" || !filepath.IsAbs(project) || f.path == "" {
			continue
		}
		dir := filepath.Clean(project)
		for range maxAncestors {
			writeField(h, tag[:binary.PutUvarint(tag[:], uint64(i))])
			writeField(h, []byte(dir))
			if f.glob {
				p.hashGlob(h, dir, f.path, buf)
			} else {
				p.hashFile(h, filepath.Join(dir, filepath.FromSlash(f.path)), buf)
			}
			up := filepath.Dir(dir)
			if !f.ancestors || up == dir {
				break
			}
			dir = up
		}
	}
	sum := sha256.Sum256(h.b)
	return hex.EncodeToString(sum[:])
}

// hashFile writes what name holds: a marker when it is absent or not a
// regular file, else a hash of its first maxFileBytes bytes (and, past
// those, its size and modification time).
func (p *Printer) hashFile(h *fields, name string, buf []byte) {
	if name == "" {
		writeField(h, []byte{0})
		return
	}
	st, err := os.Stat(name)
	if err != nil || !st.Mode().IsRegular() {
		writeField(h, []byte{0})
		return
	}
	now := stampOf(st)
	if m, ok := p.memo.Load(name); ok && m.(fileMemo).stamp == now {
		sum := m.(fileMemo).sum
		writeField(h, []byte{1})
		writeField(h, sum[:])
		return
	}
	sum, ok := readSum(name, buf)
	if !ok {
		writeField(h, []byte{2})
		return
	}
	writeField(h, []byte{1})
	writeField(h, sum[:])
	recent := time.Now().Add(-racyWindow).UnixNano()
	if now.MTime < recent && now.CTime < recent {
		p.memo.Store(name, fileMemo{stamp: now, sum: sum})
	} else {
		p.memo.Delete(name)
	}
}

// hashGlob writes the files under dir that the declared pattern decl
// ("requirements/*.txt") matches: their names and what each holds. The
// directory is listed again only when its stat changed.
func (p *Printer) hashGlob(h *fields, dir, decl string, buf []byte) {
	sub, pat := path.Split(decl)
	d := filepath.Join(dir, filepath.FromSlash(sub))
	names := p.globNames(d, pat)
	var n [binary.MaxVarintLen64]byte
	writeField(h, n[:binary.PutUvarint(n[:], uint64(len(names)))])
	for _, name := range names {
		writeField(h, []byte(name))
		p.hashFile(h, filepath.Join(d, name), buf)
	}
}

// globNames lists the names in dir that pat matches, sorted, at most
// maxGlobFiles (of the first maxGlobEntries entries); none when dir is not
// a directory.
func (p *Printer) globNames(dir, pat string) []string {
	st, err := os.Stat(dir)
	if err != nil || !st.IsDir() {
		return nil
	}
	key := "glob\x00" + dir + "\x00" + pat
	now := stampOf(st)
	if m, ok := p.memo.Load(key); ok && m.(globMemo).stamp == now {
		return m.(globMemo).names
	}
	f, err := os.Open(dir)
	if err != nil {
		return nil
	}
	ents, _ := f.ReadDir(maxGlobEntries)
	f.Close()
	var names []string
	for _, e := range ents {
		if ok, _ := path.Match(pat, e.Name()); ok && !e.IsDir() {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	if len(names) > maxGlobFiles {
		names = names[:maxGlobFiles]
	}
	recent := time.Now().Add(-racyWindow).UnixNano()
	if now.MTime < recent && now.CTime < recent {
		p.memo.Store(key, globMemo{stamp: now, names: names})
	} else {
		p.memo.Delete(key)
	}
	return names
}

// readSum hashes name's first maxFileBytes bytes, and past them its size
// and modification time.
func readSum(name string, buf []byte) (sum [sha256.Size]byte, ok bool) {
	f, err := os.Open(name)
	if err != nil {
		return sum, false
	}
	defer f.Close()
	n, err := io.ReadFull(f, buf)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return sum, false
	}
	h := sha256.New()
	h.Write(buf[:n])
	if n == len(buf) {
		if st, err := f.Stat(); err == nil {
			var b [16]byte
			binary.LittleEndian.PutUint64(b[:8], uint64(st.Size()))
			binary.LittleEndian.PutUint64(b[8:], uint64(st.ModTime().UnixNano()))
			h.Write(b[:])
		}
	}
	h.Sum(sum[:0])
	return sum, true
}

// fields is what is hashed, gathered in one buffer (a hash.Hash behind
// an interface would cost an allocation per field).
type fields struct{ b []byte }

// writeField adds b length-prefixed, so ("ab","c") and ("a","bc") differ.
func writeField(h *fields, b []byte) {
	h.b = binary.AppendUvarint(h.b, uint64(len(b)))
	h.b = append(h.b, b...)
}
