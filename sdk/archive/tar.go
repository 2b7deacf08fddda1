package archive

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"
)

// ReadTarGz reads the regular files of a gzip-compressed tar archive (an npm
// tarball, a Python sdist, a .crate) for which keep returns true; a nil keep
// keeps every file. See ReadTar for what is skipped and rejected.
func ReadTarGz(r io.Reader, lim Limits, keep func(name string) bool) ([]File, error) {
	c, err := scanTarGz(context.Background(), r, lim, keep, false)
	if err != nil {
		return nil, err
	}
	return c.Files, nil
}

// ReadTar reads the regular files of an uncompressed tar archive for which
// keep returns true (nil keeps all). Directories, symbolic and hard links,
// device files and FIFOs are skipped (a link is never followed: its target
// is not read); every entry's name, skipped or not, must pass CheckName.
// When two kept entries have the same name the first wins. Truncated or
// corrupt input is an error, and so is going over lim (ErrTooLarge).
func ReadTar(r io.Reader, lim Limits, keep func(name string) bool) ([]File, error) {
	lim = lim.withDefaults()
	c, err := readTar(context.Background(), &boundedReader{r: r, left: lim.MaxArchiveBytes}, lim, keep, false)
	if err != nil {
		return nil, fmt.Errorf("read tar: %w", err)
	}
	return c.Files, nil
}

// Contents is what ScanTarGz returns: the kept files and a listing of the
// whole archive.
type Contents struct {
	// Files are the kept regular files, first wins among duplicates.
	Files []File
	// Entries lists every regular file in the archive, kept or not, in
	// archive order (duplicates included), for doc listings and
	// entry-point resolution.
	Entries []Entry
	// Skipped lists files keep wanted that Limits.SkipLarge left out for
	// being over MaxFileBytes or past MaxTotalBytes.
	Skipped []string
	// Links lists the symbolic links (never followed), so a format whose
	// root is narrower than the archive's (npm's "package/") can hold
	// their targets to it.
	Links []Link
	// Compressed is the number of archive bytes read from the input.
	Compressed int64
}

// Link is a symbolic link entry: Name as the archive spells it, Target its
// link text, unresolved.
type Link struct {
	Name, Target string
}

// Entry is one regular file of an archive as its header describes it.
type Entry struct {
	Name string // as the archive spells it, checked by CheckName
	Size int64  // declared (and, for tar, actual) uncompressed size
}

// ScanTarGz reads a gzip-compressed tar archive as ReadTarGz does and also
// lists every regular file with its size. It is the reader for providers
// that fetch a whole package archive:
//
//   - ctx is checked between entries and while decompressing, so a
//     cancelled request stops the work (the error wraps ctx.Err());
//   - every entry, of any type, kept or not, counts against MaxFiles, and
//     every decompressed byte (tar and PAX headers, skipped entries'
//     bodies) against MaxArchiveBytes; an entry whose header declares more
//     than is left fails before it is read;
//   - the compressed input is bounded by MaxInputBytes;
//   - a symbolic link whose target would leave the archive root (absolute,
//     or ".." past the root) fails with ErrUnsafePath: links are never
//     followed, and no honest package needs one;
//   - with lim.SkipLarge, kept-worthy files over MaxFileBytes or past
//     MaxTotalBytes are listed in Skipped instead of failing the read, so
//     what is kept in memory stays bounded whatever the archive holds.
func ScanTarGz(ctx context.Context, r io.Reader, lim Limits, keep func(name string) bool) (*Contents, error) {
	return scanTarGz(ctx, r, lim, keep, true)
}

func scanTarGz(ctx context.Context, r io.Reader, lim Limits, keep func(string) bool, strictLinks bool) (*Contents, error) {
	lim = lim.withDefaults()
	in := &boundedReader{r: r, left: lim.MaxInputBytes}
	zr, err := gzip.NewReader(in)
	if err != nil {
		return nil, fmt.Errorf("read tar.gz: %w", err)
	}
	defer zr.Close()
	// Count what gzip produces, not what tar asks for: skipping an entry
	// still decompresses it.
	c, err := readTar(ctx, &boundedReader{ctx: ctx, r: zr, left: lim.MaxArchiveBytes}, lim, keep, strictLinks)
	if err != nil {
		return nil, fmt.Errorf("read tar.gz: %w", err)
	}
	c.Compressed = lim.MaxInputBytes - in.left
	return c, nil
}

func readTar(ctx context.Context, r *boundedReader, lim Limits, keep func(string) bool, strictLinks bool) (*Contents, error) {
	c := newCollector(lim, keep)
	out := &Contents{}
	tr := tar.NewReader(r)
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		h, err := tr.Next()
		if err == io.EOF {
			out.Files, out.Skipped = c.files, c.skipped
			return out, nil
		}
		if errors.Is(err, tar.ErrInsecurePath) && h != nil {
			// Only with GODEBUG=tarinsecurepath=0; CheckName decides.
			err = CheckName(h.Name)
			if err == nil {
				err = fmt.Errorf("%w: %q", ErrUnsafePath, h.Name)
			}
		}
		if err != nil {
			// archive/tar reports a header it cannot parse, or input that
			// ends mid-archive, here; and boundedReader's limit and
			// cancellation errors, unwrapped.
			return nil, err
		}
		if err := c.entry(h.Name); err != nil {
			return nil, err
		}
		// The declared size is checked before the entry is read, so a bomb
		// that says what it is costs nothing.
		if h.Size < 0 || h.Size > r.left {
			return nil, fmt.Errorf("%w: %s declares %d bytes, more than the archive limit leaves", ErrTooLarge, h.Name, h.Size)
		}
		switch h.Typeflag {
		case tar.TypeReg: // archive/tar reports the old '\x00' type as TypeReg
		case tar.TypeSymlink:
			if strictLinks && LinkEscapes(h.Name, h.Linkname) {
				return nil, fmt.Errorf("%w: symlink %q -> %q leaves the archive root", ErrUnsafePath, h.Name, h.Linkname)
			}
			out.Links = append(out.Links, Link{Name: h.Name, Target: h.Linkname})
			continue // never followed
		default:
			continue // directory, hard link, device, FIFO, sparse...: skipped
		}
		out.Entries = append(out.Entries, Entry{Name: h.Name, Size: h.Size})
		if !c.wants(h.Name) {
			continue
		}
		if _, err := c.read(h.Name, h.Size, tr); err != nil {
			return nil, err
		}
	}
}

// LinkEscapes says whether a symlink named name (which passed CheckName)
// pointing at target would resolve outside the archive root: an absolute,
// backslashed, NUL or drive-letter target, or one whose ".." elements climb
// past the root from name's directory.
func LinkEscapes(name, target string) bool {
	if strings.HasPrefix(target, "/") || strings.ContainsAny(target, "\\\x00") ||
		len(target) >= 2 && target[1] == ':' && (target[0]|0x20 >= 'a' && target[0]|0x20 <= 'z') {
		return true
	}
	depth := 0
	for _, el := range strings.Split(path.Dir(name)+"/"+target, "/") {
		switch el {
		case "", ".":
		case "..":
			depth--
			if depth < 0 {
				return true
			}
		default:
			depth++
		}
	}
	return false
}

// boundedReader fails with ErrTooLarge once more than left bytes were read
// through it, and with ctx's error once ctx (if any) is done.
type boundedReader struct {
	ctx  context.Context
	r    io.Reader
	left int64
}

var errBound = fmt.Errorf("%w: decompressed archive over its limit", ErrTooLarge)

func (b *boundedReader) Read(p []byte) (int, error) {
	if b.ctx != nil {
		if err := b.ctx.Err(); err != nil {
			return 0, err
		}
	}
	if b.left < 0 {
		return 0, errBound
	}
	// Read one byte past the limit, so that a stream exactly at it ends
	// cleanly and one over it fails.
	if int64(len(p)) > b.left+1 {
		p = p[:b.left+1]
	}
	n, err := b.r.Read(p)
	b.left -= int64(n)
	if b.left < 0 {
		return n, errBound
	}
	if errors.Is(err, io.EOF) {
		return n, io.EOF
	}
	return n, err
}
