package tarball

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"path"
	"strings"
)

var (
	// ErrUnsafePath: an entry's path leaves the package root.
	ErrUnsafePath = errors.New("tarball entry escapes the package root")
	// ErrTooLarge: a limit was exceeded.
	ErrTooLarge = errors.New("tarball over its size limits")
	// ErrIntegrity: the bytes do not match dist.integrity / shasum.
	ErrIntegrity = errors.New("tarball does not match its published integrity")
)

// Limits bound reading. Zero fields take the defaults below.
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

// Read unpacks gzip'd tar data, keeping regular files for which keep(name)
// is true (nil keeps all). The first path component ("package/" in npm
// tarballs, sometimes another name) is stripped, as npm does. Reading stops
// with ctx's error when ctx is done.
func Read(ctx context.Context, data []byte, lim Limits, keep func(name string) bool) (*Contents, error) {
	lim = lim.withDefaults()
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("gunzip tarball: %w", err)
	}
	defer zr.Close()
	// Every gunzipped byte is counted, whatever entry it belongs to: tar's
	// Next decompresses the entries it skips, so counting only the entries
	// kept would let a bomb hide in a skipped one.
	unpacked := &boundedReader{ctx: ctx, r: zr, left: lim.MaxUnpackedBytes}
	tr := tar.NewReader(unpacked)
	out := &Contents{Compressed: len(data)}
	var total, kept int64
	for entries := 0; ; entries++ {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		hdr, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, readError(err)
		}
		if entries >= lim.MaxFiles {
			return nil, fmt.Errorf("%w: more than %d entries", ErrTooLarge, lim.MaxFiles)
		}
		// The declared size is checked before the entry is read, so a bomb
		// that says what it is costs nothing.
		total += hdr.Size
		if hdr.Size < 0 || total > lim.MaxUnpackedBytes {
			return nil, fmt.Errorf("%w: more than %d bytes unpacked", ErrTooLarge, lim.MaxUnpackedBytes)
		}
		name, err := clean(hdr.Name)
		if err != nil {
			return nil, err
		}
		if hdr.Typeflag == tar.TypeSymlink || hdr.Typeflag == tar.TypeLink {
			// Never followed; a link target outside the root is still
			// reported, since no honest package needs one.
			if hdr.Typeflag == tar.TypeSymlink && (path.IsAbs(hdr.Linkname) || escapes(path.Join(path.Dir(name), hdr.Linkname))) {
				return nil, fmt.Errorf("%w: symlink %s → %s", ErrUnsafePath, name, hdr.Linkname)
			}
			continue
		}
		if hdr.Typeflag != tar.TypeReg || name == "" {
			continue
		}
		out.Names = append(out.Names, name)
		if keep != nil && !keep(name) {
			continue
		}
		if hdr.Size > lim.MaxFileBytes || kept+hdr.Size > lim.MaxKeptBytes {
			out.Skipped = append(out.Skipped, name)
			continue
		}
		buf, err := io.ReadAll(io.LimitReader(tr, lim.MaxFileBytes+1))
		if err != nil {
			return nil, fmt.Errorf("read %s from tarball: %w", name, err)
		}
		if int64(len(buf)) > lim.MaxFileBytes || kept+int64(len(buf)) > lim.MaxKeptBytes {
			out.Skipped = append(out.Skipped, name)
			continue
		}
		kept += int64(len(buf))
		out.Files = append(out.Files, File{Name: name, Data: buf})
	}
	return out, nil
}

// readError unwraps the limit and cancellation errors boundedReader
// returns through tar, so callers can tell them apart.
func readError(err error) error {
	if errors.Is(err, ErrTooLarge) || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return fmt.Errorf("read tarball: %w", err)
}

// boundedReader fails once more than left bytes were read, or when ctx is
// done.
type boundedReader struct {
	ctx  context.Context
	r    io.Reader
	left int64
}

func (b *boundedReader) Read(p []byte) (int, error) {
	if err := b.ctx.Err(); err != nil {
		return 0, err
	}
	if b.left < 0 {
		return 0, fmt.Errorf("%w: more bytes unpacked than the limit", ErrTooLarge)
	}
	// Read one byte past the limit, so that a stream exactly at it ends
	// cleanly and one over it fails.
	if int64(len(p)) > b.left+1 {
		p = p[:b.left+1]
	}
	n, err := b.r.Read(p)
	b.left -= int64(n)
	if b.left < 0 {
		return n, fmt.Errorf("%w: more bytes unpacked than the limit", ErrTooLarge)
	}
	return n, err
}

// clean strips the first component and rejects paths leaving the root.
func clean(name string) (string, error) {
	name = strings.ReplaceAll(name, `\`, "/")
	if path.IsAbs(name) || escapes(name) {
		return "", fmt.Errorf("%w: %q", ErrUnsafePath, name)
	}
	name = path.Clean(name)
	if _, rest, ok := strings.Cut(name, "/"); ok {
		return rest, nil
	}
	return "", nil // the top directory itself, or a file beside it
}

func escapes(p string) bool {
	for _, part := range strings.Split(p, "/") {
		if part == ".." {
			return true
		}
	}
	c := path.Clean(p)
	return c == ".." || strings.HasPrefix(c, "../")
}

// Verify checks data against an SRI integrity string ("sha512-…", maybe
// several space-separated; the strongest algorithm present must match) or,
// when integrity is empty, a hex sha1 shasum. Both empty is an error: an
// unverifiable tarball is not read.
func Verify(data []byte, integrity, shasum string) error {
	if integrity != "" {
		best, rank := []string(nil), 0
		for _, tok := range strings.Fields(integrity) {
			algo, digest, ok := strings.Cut(tok, "-")
			if !ok {
				continue
			}
			digest, _, _ = strings.Cut(digest, "?") // SRI options
			r := map[string]int{"sha1": 1, "sha256": 2, "sha384": 3, "sha512": 4}[algo]
			switch {
			case r > rank:
				best, rank = []string{digest}, r
			case r == rank && r > 0:
				best = append(best, digest)
			}
		}
		if rank == 0 {
			return fmt.Errorf("%w: no supported algorithm in %q", ErrIntegrity, integrity)
		}
		var h hash.Hash
		switch rank {
		case 1:
			h = sha1.New()
		case 2:
			h = sha256.New()
		case 3:
			h = sha512.New384()
		default:
			h = sha512.New()
		}
		h.Write(data)
		sum := h.Sum(nil)
		for _, d := range best {
			want, err := base64.StdEncoding.DecodeString(d)
			if err == nil && subtle.ConstantTimeCompare(want, sum) == 1 {
				return nil
			}
		}
		return ErrIntegrity
	}
	if shasum != "" {
		sum := sha1.Sum(data)
		if strings.EqualFold(hex.EncodeToString(sum[:]), shasum) {
			return nil
		}
		return ErrIntegrity
	}
	return fmt.Errorf("%w: the registry gave neither integrity nor shasum", ErrIntegrity)
}
