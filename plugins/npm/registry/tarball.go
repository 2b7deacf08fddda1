package registry

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

// TarballLimits are npm's bounds on reading a tarball, on top of
// sdk/archive: files over a limit are skipped and listed, not fatal. Its
// MaxFileBytes is a declaration file's bound; every other file's is
// MaxFileBytes (FileBound).
var TarballLimits = archive.Limits{
	MaxFiles:        50_000,                  // typescript, the largest common package, has ~200
	MaxFileBytes:    MaxDeclarationFileBytes, // see FileBound
	MaxTotalBytes:   64 << 20,                // docs and declarations; typescript keeps ~10 MiB
	MaxArchiveBytes: 512 << 20,               // several times the largest packages on the registry
	SkipLarge:       true,
}

// MaxFileBytes bounds one kept file that is not a declaration file: bigger
// than any README, and than the JavaScript bundles worth outlining.
// MaxDeclarationFileBytes bounds a declaration file: generated ones are
// the API itself and outgrow that (protobufjs's root.d.ts for
// @temporalio/proto, 8.9 MB; an OpenAPI client's for @turnkey/http, 16.4
// MB); the declaration scanner's symbol bounds keep what it lists small.
const (
	MaxFileBytes            = 8 << 20
	MaxDeclarationFileBytes = 32 << 20
)

// FileBound is the size bound of the kept file name: a declaration file's
// (.d.ts, .d.mts, .d.cts) or any other file's.
func FileBound(name string) int64 {
	for _, ext := range []string{".d.ts", ".d.mts", ".d.cts"} {
		if strings.HasSuffix(name, ext) {
			return MaxDeclarationFileBytes
		}
	}
	return MaxFileBytes
}

// Contents is a tarball read in memory, names relative to the package
// root ("README.md", "dist/index.d.ts").
type Contents struct {
	// Files are the kept files by name.
	Files map[string][]byte
	// Names lists every regular file (kept or not).
	Names []string
	// Skipped lists kept-worthy files over the size limits.
	Skipped []string
	// Compressed is the size of the tarball read.
	Compressed int
}

// ReadTarball unpacks a package tarball read from elsewhere than a
// registry (a project's "file:x.tgz" dependency), as Tarball does one it
// fetched.
func ReadTarball(ctx context.Context, data []byte, lim archive.Limits, keep func(string) bool) (*Contents, error) {
	return readTarball(ctx, data, lim, keep)
}

// readTarball unpacks gzip'd tar data with sdk/archive, keeping the files
// keep wants (nil keeps all). The first path component ("package/", as
// npm does, whatever its name) is stripped; a file beside it is ignored,
// and a link that leaves it is an error.
func readTarball(ctx context.Context, data []byte, lim archive.Limits, keep func(string) bool) (*Contents, error) {
	c, err := archive.ScanTarGz(ctx, bytes.NewReader(data), lim, func(raw string) bool {
		name := strip(raw)
		return name != "" && (keep == nil || keep(name))
	})
	if err != nil {
		return nil, err
	}
	for _, l := range c.Links {
		// sdk/archive held the target to the archive root; npm's root is
		// one level down.
		if name := strip(l.Name); archive.LinkEscapes(name, l.Target) {
			return nil, fmt.Errorf("%w: symlink %q -> %q leaves the package root", archive.ErrUnsafePath, name, l.Target)
		}
	}
	out := &Contents{Files: map[string][]byte{}, Compressed: len(data)}
	for _, f := range c.Files {
		name := strip(f.Name)
		if int64(len(f.Data)) > min(FileBound(name), lim.MaxFileBytes) && lim.SkipLarge {
			out.Skipped = append(out.Skipped, name) // within the archive's bound, not this file's
			continue
		}
		out.Files[name] = f.Data
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

// verify checks data against an SRI integrity string or, without one, a
// hex sha1 shasum. Neither is an error: an unverifiable tarball is not
// read.
func verify(data []byte, integrity, shasum string) error {
	var err error
	switch {
	case integrity != "":
		err = fetch.VerifyIntegrity(data, integrity)
	case shasum != "":
		err = fetch.VerifySHA1(data, shasum)
	default:
		return fmt.Errorf("%w: the registry gave neither integrity nor shasum", fetch.ErrIntegrity)
	}
	if err != nil && !errors.Is(err, fetch.ErrIntegrity) {
		err = fmt.Errorf("%w: %v", fetch.ErrIntegrity, err) // no usable digest: as bad as a mismatch
	}
	return err
}
