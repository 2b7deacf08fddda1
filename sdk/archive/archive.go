package archive

import (
	"errors"
	"fmt"
	"io"
	"path"
	"strings"
)

var (
	// ErrUnsafePath is returned for an entry whose name is absolute,
	// contains a ".." element, a backslash, a NUL byte or a Windows drive
	// letter: an archive built to write outside its root when extracted.
	// The whole archive is rejected, not just the entry.
	ErrUnsafePath = errors.New("unsafe path in archive")
	// ErrTooLarge is returned when an archive exceeds a Limits bound.
	ErrTooLarge = errors.New("archive too large")
)

// Defaults for zero Limits fields. They fit the largest real packages
// (npm packages with tens of thousands of icon files, a 20 MB lib.dom.d.ts
// tree) while keeping one read under a few hundred megabytes of work.
const (
	DefaultMaxFiles        = 100_000
	DefaultMaxFileBytes    = 16 << 20
	DefaultMaxTotalBytes   = 128 << 20
	DefaultMaxArchiveBytes = 512 << 20
	DefaultMaxInputBytes   = 512 << 20
)

// Limits bound what a read may cost. A zero field takes its Default.
type Limits struct {
	// MaxFiles bounds the number of entries in the archive, kept or not,
	// directories and links included. Zero means DefaultMaxFiles.
	MaxFiles int
	// MaxFileBytes bounds one kept file's decompressed size. Zero means
	// DefaultMaxFileBytes.
	MaxFileBytes int64
	// MaxTotalBytes bounds the sum of kept files' sizes. Zero means
	// DefaultMaxTotalBytes.
	MaxTotalBytes int64
	// MaxArchiveBytes bounds the decompressed bytes read in all, skipped
	// entries and tar headers included: the gzip bomb guard. Zip entries
	// that are not kept are never decompressed, so it counts kept entries
	// only there. Zero means DefaultMaxArchiveBytes.
	MaxArchiveBytes int64
	// MaxInputBytes bounds the archive itself: the compressed bytes read
	// from a tar.gz stream, the size of a zip. Zero means
	// DefaultMaxInputBytes.
	MaxInputBytes int64
	// SkipLarge makes a kept file over MaxFileBytes, or one that would take
	// the kept files past MaxTotalBytes, be left out (ScanTarGz lists it in
	// Contents.Skipped) instead of failing the whole read with ErrTooLarge.
	// The false default fails.
	SkipLarge bool
}

func (l Limits) withDefaults() Limits {
	if l.MaxFiles <= 0 {
		l.MaxFiles = DefaultMaxFiles
	}
	if l.MaxFileBytes <= 0 {
		l.MaxFileBytes = DefaultMaxFileBytes
	}
	if l.MaxTotalBytes <= 0 {
		l.MaxTotalBytes = DefaultMaxTotalBytes
	}
	if l.MaxArchiveBytes <= 0 {
		l.MaxArchiveBytes = DefaultMaxArchiveBytes
	}
	if l.MaxInputBytes <= 0 {
		l.MaxInputBytes = DefaultMaxInputBytes
	}
	return l
}

// File is one regular file read from an archive.
type File struct {
	// Name is the entry's name as the archive spells it (validated by
	// CheckName).
	Name string
	Data []byte
}

// CheckName returns an error wrapping ErrUnsafePath when name could escape
// the directory an archive is extracted to, or would be read differently on
// another operating system: empty, absolute ("/etc/passwd"), with a ".."
// element ("a/../../b", even when it would stay inside), a backslash, a NUL
// byte or a drive letter ("C:x").
func CheckName(name string) error {
	bad := ""
	switch {
	case name == "":
		bad = "empty name"
	case strings.ContainsRune(name, 0):
		bad = "NUL byte"
	case strings.ContainsRune(name, '\\'):
		bad = "backslash"
	case strings.HasPrefix(name, "/"):
		bad = "absolute path"
	case len(name) >= 2 && name[1] == ':' && (name[0]|0x20 >= 'a' && name[0]|0x20 <= 'z'):
		bad = "drive letter"
	default:
		for _, el := range strings.Split(name, "/") {
			if el == ".." {
				bad = `".." element`
				break
			}
		}
	}
	if bad == "" {
		return nil
	}
	return fmt.Errorf("%w: %q: %s", ErrUnsafePath, name, bad)
}

// collector applies Limits and the first-wins rule to kept files.
type collector struct {
	lim   Limits
	keep  func(string) bool
	files []File
	// skipped lists kept-worthy files SkipLarge left out.
	skipped []string
	seen    map[string]bool
	total   int64
	count   int
}

func newCollector(lim Limits, keep func(string) bool) *collector {
	return &collector{lim: lim.withDefaults(), keep: keep, seen: map[string]bool{}}
}

// entry counts one archive entry against MaxFiles and checks its name.
func (c *collector) entry(name string) error {
	c.count++
	if c.count > c.lim.MaxFiles {
		return fmt.Errorf("%w: more than %d entries", ErrTooLarge, c.lim.MaxFiles)
	}
	return CheckName(name)
}

// wants says whether a regular file should be read. Duplicates (after
// path.Clean, so "a/./b" repeats "a/b") are skipped: the first wins.
func (c *collector) wants(name string) bool {
	if c.keep != nil && !c.keep(name) {
		return false
	}
	return !c.seen[path.Clean(name)]
}

// read reads one kept file of declared size (negative if unknown) from r.
// It returns (false, nil) when SkipLarge left the file out.
func (c *collector) read(name string, declared int64, r io.Reader) (bool, error) {
	if declared > c.lim.MaxFileBytes {
		return c.skip(name, fmt.Errorf("%w: %s is %d bytes, limit %d", ErrTooLarge, name, declared, c.lim.MaxFileBytes))
	}
	if declared >= 0 && c.total+declared > c.lim.MaxTotalBytes {
		return c.skip(name, fmt.Errorf("%w: kept files over %d bytes", ErrTooLarge, c.lim.MaxTotalBytes))
	}
	data, err := io.ReadAll(io.LimitReader(r, c.lim.MaxFileBytes+1))
	if err != nil {
		return false, fmt.Errorf("read %s: %w", name, err)
	}
	if int64(len(data)) > c.lim.MaxFileBytes {
		return c.skip(name, fmt.Errorf("%w: %s is over %d bytes", ErrTooLarge, name, c.lim.MaxFileBytes))
	}
	if c.total+int64(len(data)) > c.lim.MaxTotalBytes {
		return c.skip(name, fmt.Errorf("%w: kept files over %d bytes", ErrTooLarge, c.lim.MaxTotalBytes))
	}
	c.total += int64(len(data))
	c.seen[path.Clean(name)] = true
	c.files = append(c.files, File{Name: name, Data: data})
	return true, nil
}

// skip leaves a file out when SkipLarge says so, and fails with err
// otherwise.
func (c *collector) skip(name string, err error) (bool, error) {
	if !c.lim.SkipLarge {
		return false, err
	}
	c.skipped = append(c.skipped, name)
	return false, nil
}
