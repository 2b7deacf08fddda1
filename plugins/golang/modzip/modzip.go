package modzip

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"golang.org/x/mod/module"
)

// ErrUnsafePath reports an entry outside the module root.
var ErrUnsafePath = errors.New("module zip entry escapes the module root")

// ErrTooLarge reports a zip over a Limits cap.
var ErrTooLarge = errors.New("module zip exceeds the size limit")

// Limits cap a zip. Zero fields take the go command's own limits
// (golang.org/x/mod/zip: 500 MiB in total).
type Limits struct {
	// MaxZipBytes caps the compressed zip; zero means 500 MiB.
	MaxZipBytes int64
	// MaxUncompressedBytes caps the declared total of all entries; zero
	// means 500 MiB.
	MaxUncompressedBytes int64
	// MaxFiles caps the number of entries; zero means 100000.
	MaxFiles int
}

const goCmdMaxZip = 500 << 20 // golang.org/x/mod/zip.MaxZipFile

func (l Limits) zip() int64 {
	if l.MaxZipBytes > 0 {
		return l.MaxZipBytes
	}
	return goCmdMaxZip
}

func (l Limits) uncompressed() int64 {
	if l.MaxUncompressedBytes > 0 {
		return l.MaxUncompressedBytes
	}
	return goCmdMaxZip
}

func (l Limits) files() int {
	if l.MaxFiles > 0 {
		return l.MaxFiles
	}
	return 100000
}

// Open checks the zip of mod@version held in data and returns its files,
// rooted at the module root.
func Open(data []byte, mod, version string, lim Limits) (fs.FS, error) {
	if int64(len(data)) > lim.zip() {
		return nil, fmt.Errorf("%w: %s@%s zip is %d bytes, limit %d", ErrTooLarge, mod, version, len(data), lim.zip())
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil && !errors.Is(err, zip.ErrInsecurePath) {
		return nil, fmt.Errorf("read %s@%s zip: %w", mod, version, err)
	}
	if len(zr.File) > lim.files() {
		return nil, fmt.Errorf("%w: %s@%s zip has %d files, limit %d", ErrTooLarge, mod, version, len(zr.File), lim.files())
	}
	prefix := mod + "@" + version + "/"
	var total uint64
	for _, f := range zr.File {
		rel, ok := strings.CutPrefix(f.Name, prefix)
		if !ok {
			return nil, fmt.Errorf("%w: %s@%s: %q is not under %s", ErrUnsafePath, mod, version, f.Name, prefix)
		}
		if f.Mode()&fs.ModeSymlink != 0 {
			return nil, fmt.Errorf("%w: %s@%s: %q is a symlink", ErrUnsafePath, mod, version, f.Name)
		}
		if err := module.CheckFilePath(rel); err != nil {
			if strings.HasSuffix(rel, "/") && rel != "/" {
				// A directory entry; the go command does not write them,
				// but other zippers do. Its name must still be clean.
				if err := module.CheckFilePath(strings.TrimSuffix(rel, "/")); err == nil {
					continue
				}
			}
			return nil, fmt.Errorf("%w: %s@%s: %v", ErrUnsafePath, mod, version, err)
		}
		total += f.UncompressedSize64
		if total > uint64(lim.uncompressed()) {
			return nil, fmt.Errorf("%w: %s@%s uncompresses to more than %d bytes", ErrTooLarge, mod, version, lim.uncompressed())
		}
	}
	sub, err := fs.Sub(zr, strings.TrimSuffix(prefix, "/"))
	if err != nil {
		return nil, fmt.Errorf("read %s@%s zip: %w", mod, version, err)
	}
	return sub, nil
}
