package archive

import (
	"archive/tar"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
)

// ReadTarGz reads the regular files of a gzip-compressed tar archive (an npm
// tarball, a Python sdist, a .crate) for which keep returns true; a nil keep
// keeps every file. See ReadTar for what is skipped and rejected.
func ReadTarGz(r io.Reader, lim Limits, keep func(name string) bool) ([]File, error) {
	lim = lim.withDefaults()
	zr, err := gzip.NewReader(r)
	if err != nil {
		return nil, fmt.Errorf("read tar.gz: %w", err)
	}
	defer zr.Close()
	// Count what gzip produces, not what tar asks for: skipping an entry
	// still decompresses it.
	files, err := readTar(&boundedReader{r: zr, left: lim.MaxArchiveBytes}, lim, keep)
	if err != nil {
		return nil, fmt.Errorf("read tar.gz: %w", err)
	}
	return files, nil
}

// ReadTar reads the regular files of an uncompressed tar archive for which
// keep returns true (nil keeps all). Directories, symbolic and hard links,
// device files and FIFOs are skipped (a link is never followed: its target
// is not read); every entry's name, skipped or not, must pass CheckName.
// When two kept entries have the same name the first wins. Truncated or
// corrupt input is an error, and so is going over lim (ErrTooLarge).
func ReadTar(r io.Reader, lim Limits, keep func(name string) bool) ([]File, error) {
	lim = lim.withDefaults()
	files, err := readTar(&boundedReader{r: r, left: lim.MaxArchiveBytes}, lim, keep)
	if err != nil {
		return nil, fmt.Errorf("read tar: %w", err)
	}
	return files, nil
}

func readTar(r io.Reader, lim Limits, keep func(string) bool) ([]File, error) {
	c := newCollector(lim, keep)
	tr := tar.NewReader(r)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return c.files, nil
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
			// ends mid-archive, here.
			return nil, err
		}
		if err := c.entry(h.Name); err != nil {
			return nil, err
		}
		switch h.Typeflag {
		case tar.TypeReg: // archive/tar reports the old '\x00' type as TypeReg
		default:
			continue // directory, link, device, FIFO, sparse...: skipped
		}
		if !c.wants(h.Name) {
			continue
		}
		if _, err := c.read(h.Name, h.Size, tr); err != nil {
			return nil, err
		}
	}
}

// boundedReader fails with ErrTooLarge once more than left bytes were read
// through it.
type boundedReader struct {
	r    io.Reader
	left int64
}

var errBound = fmt.Errorf("%w: decompressed archive over its limit", ErrTooLarge)

func (b *boundedReader) Read(p []byte) (int, error) {
	if b.left < 0 {
		return 0, errBound
	}
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
