package modzip

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"testing/fstest"

	"github.com/pkgdocs/pkgdocs/sdk/archive"
	"golang.org/x/mod/module"
)

// ErrUnsafePath reports an entry outside the module root, a name the go
// command would refuse, or a symlink. It is sdk/archive's, so errors.Is
// matches either name.
var ErrUnsafePath = archive.ErrUnsafePath

// ErrTooLarge reports a zip over a Limits cap (sdk/archive's).
var ErrTooLarge = archive.ErrTooLarge

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

// archive maps the module limits onto sdk/archive's. Any file may be read,
// so the uncompressed cap bounds one file, all of them and the bytes
// decompressed alike.
func (l Limits) archive() archive.Limits {
	zip, unz, files := l.MaxZipBytes, l.MaxUncompressedBytes, l.MaxFiles
	if zip <= 0 {
		zip = goCmdMaxZip
	}
	if unz <= 0 {
		unz = goCmdMaxZip
	}
	if files <= 0 {
		files = 100000
	}
	return archive.Limits{MaxFiles: files, MaxFileBytes: unz, MaxTotalBytes: unz, MaxArchiveBytes: unz, MaxInputBytes: zip}
}

// Open checks the zip of mod@version held in data with
// sdk/archive.OpenZipFS and returns its files, rooted at the module root:
// every entry must sit under "mod@version/" and pass
// module.CheckFilePath.
func Open(data []byte, mod, version string, lim Limits) (fs.FS, error) {
	fsys, err := archive.OpenZipFS(bytes.NewReader(data), int64(len(data)), lim.archive(), archive.ZipFSOptions{
		Root:      mod + "@" + version,
		CheckPath: module.CheckFilePath,
	})
	if err != nil {
		return nil, fmt.Errorf("%s@%s zip: %w", mod, version, err)
	}
	return fsys, nil
}

// OpenLarge is Open for a zip over what is kept in memory whole (a module
// with megabytes of test data), read from r: the zip is checked as Open
// checks it, under the go command's limits, and its files are copied into
// memory but for those in a testdata directory, which the go command
// leaves out of every package and documentation never reads. keep bounds
// the bytes copied: past it, the error wraps ErrTooLarge. size is what is
// kept.
func OpenLarge(r io.ReaderAt, zipSize int64, mod, version string, keep int64) (fsys fs.FS, size int64, err error) {
	zfs, err := archive.OpenZipFS(r, zipSize, Limits{}.archive(), archive.ZipFSOptions{
		Root:      mod + "@" + version,
		CheckPath: module.CheckFilePath,
	})
	if err != nil {
		return nil, 0, fmt.Errorf("%s@%s zip: %w", mod, version, err)
	}
	m := fstest.MapFS{}
	err = fs.WalkDir(zfs, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if d.Name() == "testdata" {
				return fs.SkipDir
			}
			return nil
		}
		b, err := fs.ReadFile(zfs, name)
		if err != nil {
			return err
		}
		if size += int64(len(b)); size > keep {
			return fmt.Errorf("%w: over %d bytes outside testdata directories", ErrTooLarge, keep)
		}
		m[name] = &fstest.MapFile{Data: b, Mode: 0o444}
		return nil
	})
	if err != nil {
		return nil, 0, fmt.Errorf("%s@%s zip: %w", mod, version, err)
	}
	return m, size, nil
}
