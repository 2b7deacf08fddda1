package tarball

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path"
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk/archive"
	"github.com/pkgdocs/pkgdocs/sdk/fetch"
)

var (
	// ErrUnsafePath: an entry's path, or a symlink's target, leaves the
	// package root. It is sdk/archive's, so either name matches.
	ErrUnsafePath = archive.ErrUnsafePath
	// ErrTooLarge: a limit was exceeded (sdk/archive's).
	ErrTooLarge = archive.ErrTooLarge
	// ErrIntegrity: the bytes do not match dist.integrity / shasum (the
	// toolkit's sentinel, so errors.Is works with either name).
	ErrIntegrity = fetch.ErrIntegrity
)

// Limits bound reading. Zero fields take the defaults below, npm's own
// rather than sdk/archive's.
type Limits struct {
	MaxFiles     int   // entries of any kind; 0 → 50,000
	MaxFileBytes int64 // one kept file; larger ones are skipped; 0 → 8 MiB
	// MaxKeptBytes bounds the kept files together; files past it are
	// skipped like oversized ones. 0 → 64 MiB, as for a local install.
	MaxKeptBytes int64
	// MaxUnpackedBytes bounds everything gunzipped: every entry's bytes,
	// kept or not and of any type, and the tar headers. 0 → 512 MiB.
	MaxUnpackedBytes int64
}

func (l Limits) withDefaults() Limits {
	if l.MaxFiles == 0 {
		l.MaxFiles = 50_000 // typescript, the largest common package, has ~200
	}
	if l.MaxFileBytes == 0 {
		l.MaxFileBytes = 8 << 20 // bigger than any README or .d.ts worth reading
	}
	if l.MaxKeptBytes == 0 {
		l.MaxKeptBytes = 64 << 20 // docs and declarations; typescript keeps ~10 MiB
	}
	if l.MaxUnpackedBytes == 0 {
		l.MaxUnpackedBytes = 512 << 20 // several times the largest packages on the registry
	}
	return l
}

// archive maps npm's limits onto sdk/archive's: files over a limit are
// skipped and listed, not fatal.
func (l Limits) archive() archive.Limits {
	l = l.withDefaults()
	return archive.Limits{
		MaxFiles:        l.MaxFiles,
		MaxFileBytes:    l.MaxFileBytes,
		MaxTotalBytes:   l.MaxKeptBytes,
		MaxArchiveBytes: l.MaxUnpackedBytes,
		SkipLarge:       true,
	}
}

// File is a kept file, Name relative to the package root ("README.md",
// "dist/index.d.ts").
type File struct {
	Name string
	Data []byte
}

// Contents is what Read returns.
type Contents struct {
	Files []File
	// Names lists every regular file in the tarball (kept or not), for doc
	// listings and entry-point resolution.
	Names []string
	// Skipped lists kept-worthy files left out for being over
	// MaxFileBytes or past MaxKeptBytes.
	Skipped []string
	// Compressed is the size of the tarball read.
	Compressed int
}

// Read unpacks gzip'd tar data with sdk/archive.ScanTarGz, keeping regular
// files for which keep(name) is true (nil keeps all). The first path
// component ("package/" in npm tarballs, sometimes another name) is
// stripped, as npm does; a file beside the top directory is ignored.
// Reading stops with ctx's error when ctx is done.
func Read(ctx context.Context, data []byte, lim Limits, keep func(name string) bool) (*Contents, error) {
	c, err := archive.ScanTarGz(ctx, bytes.NewReader(data), lim.archive(), func(raw string) bool {
		name := strip(raw)
		return name != "" && (keep == nil || keep(name))
	})
	if err != nil {
		if errors.Is(err, ErrTooLarge) || errors.Is(err, ErrUnsafePath) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
			return nil, err
		}
		return nil, fmt.Errorf("read tarball: %w", err)
	}
	for _, l := range c.Links {
		// sdk/archive held the target to the archive root; npm's root is
		// the top directory, one level down.
		if name := strip(l.Name); archive.LinkEscapes(name, l.Target) {
			return nil, fmt.Errorf("%w: symlink %s → %s", ErrUnsafePath, name, l.Target)
		}
	}
	out := &Contents{Compressed: len(data)}
	for _, f := range c.Files {
		out.Files = append(out.Files, File{Name: strip(f.Name), Data: f.Data})
	}
	for _, e := range c.Entries {
		if name := strip(e.Name); name != "" {
			out.Names = append(out.Names, name)
		}
	}
	for _, n := range c.Skipped {
		out.Skipped = append(out.Skipped, strip(n))
	}
	return out, nil
}

// strip removes the first component of a name sdk/archive already checked
// ("package/lib/./a.js" → "lib/a.js"); "" for the top directory itself or a
// file beside it.
func strip(name string) string {
	if _, rest, ok := strings.Cut(path.Clean(name), "/"); ok {
		return rest
	}
	return ""
}

// Verify checks data against an SRI integrity string ("sha512-…", maybe
// several space-separated; the strongest algorithm present must match) or,
// when integrity is empty, a hex sha1 shasum. Both empty is an error: an
// unverifiable tarball is not read.
func Verify(data []byte, integrity, shasum string) error {
	var err error
	switch {
	case integrity != "":
		err = fetch.VerifyIntegrity(data, integrity)
	case shasum != "":
		err = fetch.VerifySHA1(data, shasum)
	default:
		return fmt.Errorf("%w: the registry gave neither integrity nor shasum", ErrIntegrity)
	}
	if err != nil && !errors.Is(err, ErrIntegrity) {
		// Nothing could be verified (no usable digest): as bad as a mismatch.
		err = fmt.Errorf("%w: %v", ErrIntegrity, err)
	}
	return err
}
