package archive

import (
	"archive/zip"
	"errors"
	"fmt"
	"io"
	"strings"
)

// ReadZip reads the regular files of a zip archive (a Go module zip, a
// wheel) for which keep returns true; a nil keep keeps every file.
// Directories, symbolic links and other special files are skipped (a link
// is never followed); every entry's name, skipped or not, must pass
// CheckName. When two kept entries have the same name the first wins.
// A kept entry is decompressed through a counter, so a size the archive
// under-declares cannot get past lim; its checksum is verified. Only kept
// entries are decompressed, so MaxArchiveBytes counts those.
func ReadZip(r io.ReaderAt, size int64, lim Limits, keep func(name string) bool) ([]File, error) {
	lim = lim.withDefaults()
	if size > lim.MaxInputBytes {
		return nil, fmt.Errorf("read zip: %w: %d bytes, limit %d", ErrTooLarge, size, lim.MaxInputBytes)
	}
	zr, err := zip.NewReader(r, size)
	if errors.Is(err, zip.ErrInsecurePath) && zr != nil {
		err = nil // only with GODEBUG=zipinsecurepath=0; CheckName below decides
	}
	if err != nil {
		return nil, fmt.Errorf("read zip: %w", err)
	}
	files, err := readZip(zr, lim, keep)
	if err != nil {
		return nil, fmt.Errorf("read zip: %w", err)
	}
	return files, nil
}

func readZip(zr *zip.Reader, lim Limits, keep func(string) bool) ([]File, error) {
	c := newCollector(lim, keep)
	if len(zr.File) > c.lim.MaxFiles {
		return nil, fmt.Errorf("%w: %d entries, limit %d", ErrTooLarge, len(zr.File), c.lim.MaxFiles)
	}
	budget := c.lim.MaxArchiveBytes
	for _, f := range zr.File {
		if err := c.entry(f.Name); err != nil {
			return nil, err
		}
		if strings.HasSuffix(f.Name, "/") || !f.Mode().IsRegular() {
			continue // directory, symlink, device, pipe, socket: skipped
		}
		if !c.wants(f.Name) {
			continue
		}
		declared := int64(min(f.UncompressedSize64, 1<<62)) // untrusted; checked again while reading
		rc, err := f.Open()
		if err != nil {
			return nil, fmt.Errorf("open %s: %w", f.Name, err)
		}
		br := &boundedReader{r: rc, left: budget}
		_, err = c.read(f.Name, declared, br)
		rc.Close()
		if err != nil {
			return nil, err
		}
		budget = br.left
		if budget < 0 {
			return nil, errBound
		}
	}
	return c.files, nil
}
