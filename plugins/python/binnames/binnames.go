package binnames

import (
	"bytes"
	"debug/elf"
	"debug/macho"
	"debug/pe"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
)

// Limits bound one Read. Every zero value means the default noted.
type Limits struct {
	// MaxFileBytes is the largest file read; zero means 256 MiB (the
	// largest extension modules of scientific packages are tens of MiB).
	MaxFileBytes int64
	// MaxScanBytes bounds the section bytes scanned; zero means 64 MiB.
	MaxScanBytes int64
	// MaxNames bounds the distinct names kept; zero means 200,000 (a
	// large Cython module interns some tens of thousands).
	MaxNames int
}

func (l Limits) withDefaults() Limits {
	if l.MaxFileBytes <= 0 {
		l.MaxFileBytes = 256 << 20
	}
	if l.MaxScanBytes <= 0 {
		l.MaxScanBytes = 64 << 20
	}
	if l.MaxNames <= 0 {
		l.MaxNames = 200_000
	}
	return l
}

// maxNameLen is the longest string read as a name: longer identifiers
// are mangled C symbols or generated, not Python names.
const maxNameLen = 128

// Names are the names a binary spells.
type Names struct {
	set map[string]bool
	// reversed holds every string read as names, spelled backwards and
	// sorted: a linker may store a string as the tail of a longer one
	// ("loads" inside "json_loads"), so a name is only known to be absent
	// when no string ends with it (EndsWith).
	reversed []string
	// Truncated is set when a bound stopped the read: a name absent from
	// the set may be in the part not read.
	Truncated bool
	// Format is the binary's format: "elf", "macho" or "pe".
	Format string
}

// Has reports whether the binary spells name (one identifier).
func (n *Names) Has(name string) bool { return n != nil && n.set[name] }

// EndsWith reports whether a string of the binary read as names ends
// with name: the name may be stored there as a tail (or be the string).
func (n *Names) EndsWith(name string) bool {
	if n == nil || name == "" {
		return false
	}
	r := reverse(name)
	i := sort.SearchStrings(n.reversed, r)
	return i < len(n.reversed) && strings.HasPrefix(n.reversed[i], r)
}

func reverse(s string) string {
	b := []byte(s)
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return string(b)
}

// Len is how many distinct names were read.
func (n *Names) Len() int {
	if n == nil {
		return 0
	}
	return len(n.set)
}

// ErrFormat is returned for a file that is no ELF, Mach-O or PE binary.
var ErrFormat = errors.New("not an ELF, Mach-O or PE binary")

// ReadFile reads the names of the binary at path.
func ReadFile(path string, lim Limits) (*Names, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("read names of %q: %w", path, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("read names of %q: %w", path, err)
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("read names of %q: not a regular file", path)
	}
	n, err := Read(f, st.Size(), lim)
	if err != nil {
		return nil, fmt.Errorf("read names of %q: %w", path, err)
	}
	return n, nil
}

// Read reads the names of the binary r of size bytes.
func Read(r io.ReaderAt, size int64, lim Limits) (names *Names, err error) {
	lim = lim.withDefaults()
	if size > lim.MaxFileBytes {
		return nil, fmt.Errorf("%d bytes, over the %d limit", size, lim.MaxFileBytes)
	}
	var magic [4]byte
	if _, err := r.ReadAt(magic[:], 0); err != nil {
		return nil, ErrFormat
	}
	// The standard library's readers trust some header fields; a
	// malformed file must not take the provider down.
	defer func() {
		if p := recover(); p != nil {
			names, err = nil, fmt.Errorf("malformed binary: %v", p)
		}
	}()
	sr := io.NewSectionReader(r, 0, size)
	var secs []*io.SectionReader
	var format string
	switch {
	case bytes.Equal(magic[:], []byte(elf.ELFMAG)):
		format = "elf"
		f, err := elf.NewFile(sr)
		if err != nil {
			return nil, err
		}
		for _, s := range f.Sections {
			// .rodata and its parts (.rodata.str1.1 in objects not
			// linked whole): allocated, neither written nor run.
			if s.Type == elf.SHT_PROGBITS && s.Flags&elf.SHF_ALLOC != 0 && s.Flags&(elf.SHF_WRITE|elf.SHF_EXECINSTR) == 0 && strings.HasPrefix(s.Name, ".rodata") {
				secs = append(secs, io.NewSectionReader(s, 0, int64(s.Size)))
			}
		}
	case isMachO(magic):
		format = "macho"
		f, err := macho.NewFile(sr)
		if err != nil {
			return nil, err
		}
		for _, s := range f.Sections {
			if s.Seg == "__TEXT" && (s.Name == "__cstring" || s.Name == "__const") {
				secs = append(secs, io.NewSectionReader(s, 0, int64(s.Size)))
			}
		}
	case magic[0] == 'M' && magic[1] == 'Z':
		format = "pe"
		f, err := pe.NewFile(sr)
		if err != nil {
			return nil, err
		}
		for _, s := range f.Sections {
			if s.Name == ".rdata" {
				secs = append(secs, io.NewSectionReader(s, 0, int64(s.Size)))
			}
		}
	default:
		return nil, ErrFormat
	}
	out := &Names{set: map[string]bool{}, Format: format}
	budget := lim.MaxScanBytes
	for _, s := range secs {
		n := min(s.Size(), size) // a malformed header can claim more than the file
		if n > budget {
			n, out.Truncated = budget, true
		}
		buf := make([]byte, n)
		if _, err := s.ReadAt(buf, 0); err != nil {
			return nil, fmt.Errorf("read section: %w", err)
		}
		budget -= n
		if !out.scan(buf, lim.MaxNames) {
			out.Truncated = true
			break
		}
		if budget == 0 {
			break
		}
	}
	sort.Strings(out.reversed)
	return out, nil
}

func isMachO(m [4]byte) bool {
	// Thin files of either byte order (a universal file is read as no
	// binary: cannot tell).
	for _, v := range []uint32{binary.LittleEndian.Uint32(m[:]), binary.BigEndian.Uint32(m[:])} {
		if v == macho.Magic32 || v == macho.Magic64 {
			return true
		}
	}
	return false
}

// scan adds the names of the NUL-terminated strings in b; false when the
// set is full.
func (n *Names) scan(b []byte, max int) bool {
	for len(b) > 0 {
		end := bytes.IndexByte(b, 0)
		if end < 0 {
			end = len(b) // a string cut by the scan bound: still one
		}
		s := b[:end]
		b = b[min(end+1, len(b)):]
		// A string starts after the previous one's NUL or after binary
		// data (a table, an alignment byte): skip control and high bytes
		// before it, never printable text (a message's last word is no
		// name).
		i := 0
		for i < len(s) && (s[i] < 0x20 || s[i] >= 0x7f) {
			i++
		}
		s = s[i:]
		if c := bytes.LastIndexByte(s, ':'); c >= 0 && !bytes.ContainsAny(s[:c], " \t\n") {
			// A PyArg_ParseTuple format ("ll:fast_sum") ends with the
			// function's name, and the linker stores that name as its
			// tail.
			s = s[c+1:]
		}
		if len(s) == 0 || len(s) > maxNameLen || !dottedIdent(s) {
			continue
		}
		if len(n.reversed) < max {
			n.reversed = append(n.reversed, reverse(string(s)))
		}
		for _, part := range strings.Split(string(s), ".") {
			if !n.set[part] {
				if len(n.set) >= max {
					return false
				}
				n.set[part] = true
			}
		}
	}
	return true
}

// dottedIdent reports whether s is an ASCII identifier or a dotted path
// of them ("dumps", "psycopg2.extensions.Binary").
func dottedIdent(s []byte) bool {
	start := true
	for _, c := range s {
		switch {
		case c == '.':
			if start {
				return false
			}
			start = true
		case c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			start = false
		case c >= '0' && c <= '9':
			if start {
				return false
			}
		default:
			return false
		}
	}
	return !start
}
