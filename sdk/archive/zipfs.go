package archive

import (
	"archive/zip"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"strings"
)

// ZipFSOptions adds a format's own rules to OpenZipFS.
type ZipFSOptions struct {
	// Root, when set, is the directory every entry must sit under (a Go
	// module zip's "example.com/mod@v1.2.3"); an entry outside it fails
	// with ErrUnsafePath, and the returned fs.FS is rooted there.
	Root string
	// CheckPath, when set, is applied to every entry's name relative to
	// Root (a directory entry's without its trailing slash, so the root's
	// own entry is passed as ""), after CheckName; an error fails the open, wrapped in ErrUnsafePath. A Go
	// provider passes golang.org/x/mod/module.CheckFilePath.
	CheckPath func(rel string) error
}

// OpenZipFS checks a whole zip archive up front and serves it as an fs.FS
// whose files are decompressed only when read, for callers (a Go module's
// source tree) that read few of many files. Before anything is served:
//
//   - size must be within lim.MaxInputBytes and the entry count within
//     MaxFiles;
//   - every entry's name must pass CheckName and, per opt, sit under Root
//     and pass CheckPath;
//   - symbolic links, devices and other special files fail with
//     ErrUnsafePath (a served link would hand out its target's name as
//     content), and so do two regular files with the same name, which
//     different readers would resolve differently;
//   - every regular file's declared size must be within MaxFileBytes and
//     their sum within MaxTotalBytes and MaxArchiveBytes, since any of them
//     may be read.
//
// A read never yields more than the entry's declared size (archive/zip
// fails with zip.ErrFormat past it) and its checksum is verified at the
// end, so an under-declared bomb cannot get past the limits either.
// SkipLarge does not apply: an over-large entry fails the open.
func OpenZipFS(r io.ReaderAt, size int64, lim Limits, opt ZipFSOptions) (fs.FS, error) {
	lim = lim.withDefaults()
	if size > lim.MaxInputBytes {
		return nil, fmt.Errorf("open zip: %w: %d bytes, limit %d", ErrTooLarge, size, lim.MaxInputBytes)
	}
	zr, err := zip.NewReader(r, size)
	if errors.Is(err, zip.ErrInsecurePath) && zr != nil {
		err = nil // only with GODEBUG=zipinsecurepath=0; the checks below decide
	}
	if err != nil {
		return nil, fmt.Errorf("open zip: %w", err)
	}
	if err := checkZip(zr, lim, opt); err != nil {
		return nil, fmt.Errorf("open zip: %w", err)
	}
	if opt.Root == "" {
		return zr, nil
	}
	sub, err := fs.Sub(zr, opt.Root)
	if err != nil {
		return nil, fmt.Errorf("open zip: %w", err)
	}
	return sub, nil
}

func checkZip(zr *zip.Reader, lim Limits, opt ZipFSOptions) error {
	if len(zr.File) > lim.MaxFiles {
		return fmt.Errorf("%w: %d entries, limit %d", ErrTooLarge, len(zr.File), lim.MaxFiles)
	}
	if opt.Root != "" {
		if err := CheckName(opt.Root); err != nil || !fs.ValidPath(opt.Root) {
			return fmt.Errorf("%w: root %q", ErrUnsafePath, opt.Root)
		}
	}
	prefix := opt.Root + "/"
	seen := make(map[string]bool, len(zr.File))
	var total uint64
	for _, f := range zr.File {
		if err := CheckName(f.Name); err != nil {
			return err
		}
		rel := f.Name
		if opt.Root != "" {
			var ok bool
			if rel, ok = strings.CutPrefix(f.Name, prefix); !ok {
				return fmt.Errorf("%w: %q is not under %s", ErrUnsafePath, f.Name, prefix)
			}
		}
		dir := strings.HasSuffix(rel, "/")
		if opt.CheckPath != nil {
			if err := opt.CheckPath(strings.TrimSuffix(rel, "/")); err != nil || rel == "/" {
				return fmt.Errorf("%w: %q: %v", ErrUnsafePath, f.Name, err)
			}
		}
		mode := f.Mode()
		if dir || mode.IsDir() {
			continue
		}
		if !mode.IsRegular() {
			return fmt.Errorf("%w: %q is a %v, not a regular file", ErrUnsafePath, f.Name, mode.Type())
		}
		clean := path.Clean(f.Name)
		if seen[clean] {
			return fmt.Errorf("%w: %q appears twice", ErrUnsafePath, f.Name)
		}
		seen[clean] = true
		if f.UncompressedSize64 > uint64(lim.MaxFileBytes) {
			return fmt.Errorf("%w: %s declares %d bytes, limit %d", ErrTooLarge, f.Name, f.UncompressedSize64, lim.MaxFileBytes)
		}
		total += f.UncompressedSize64 // each term ≤ MaxFileBytes < 2^63: no overflow before the check
		if total > uint64(min(lim.MaxTotalBytes, lim.MaxArchiveBytes)) {
			return fmt.Errorf("%w: files declare more than %d bytes", ErrTooLarge, min(lim.MaxTotalBytes, lim.MaxArchiveBytes))
		}
	}
	return nil
}
