package cache

import (
	"bufio"
	"compress/gzip"
	"context"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/redis/go-redis/v9"
	bolt "go.etcd.io/bbolt"
)

// A bundle (`pkgdocs cache export` / `import`) carries cached answers to
// another machine: a gzip stream (its trailer carries a CRC-32 and the
// length of the content) of
//
//	"pkgdocs-cache-bundle\n", format (uint32, bundleFormat)
//	per entry: length (uint32, of what follows), the 32-byte key ID, the
//	           record in the disk tier's format (with its own CRC)
//	end:       length 0, then the entry count (uint64)
//
// Keys are hashes (provider, provider version, tool, arguments), so an
// imported answer is found only by a host running the same provider
// binaries, as in a fleet. Import checks every record's CRC and the count,
// and never replaces an entry stored later than the bundled one.
//
// Bundles of format 1 were zstd streams. Import refuses them with a message
// saying so rather than read them: zstd is not linked into the host any
// more (its package initialisation cost every start), and their entries
// are keyed by the provider versions of the pkgdocs that wrote them, which
// a later pkgdocs does not look up.
const (
	bundleMagic  = "pkgdocs-cache-bundle\n"
	bundleFormat = 2
)

// zstdMagic starts a zstd stream: a bundle of format 1.
const zstdMagic = "\x28\xb5\x2f\xfd"

// Export writes every entry of the shared tier (disk or Redis) to w as a
// bundle and returns how many it wrote.
func (c *Cache) Export(w io.Writer) (int, error) {
	zw := gzip.NewWriter(w)
	bw := bufio.NewWriter(zw)
	bw.WriteString(bundleMagic)
	binary.Write(bw, binary.BigEndian, uint32(bundleFormat))
	n := 0
	var err error
	emit := func(id []byte, rec *record) error {
		enc := encodeRecord(rec)
		if err := binary.Write(bw, binary.BigEndian, uint32(len(id)+len(enc))); err != nil {
			return err
		}
		bw.Write(id)
		_, err := bw.Write(enc)
		n++
		return err
	}
	switch {
	case c.remote != nil:
		err = c.remote.each(context.Background(), emit)
	case c.disk != nil:
		err = c.disk.each(emit)
	default:
		err = errors.New("the cache is in memory only: nothing to export")
	}
	if err != nil {
		return n, fmt.Errorf("export cache: %w", err)
	}
	binary.Write(bw, binary.BigEndian, uint32(0))
	binary.Write(bw, binary.BigEndian, uint64(n))
	if err := bw.Flush(); err != nil {
		return n, fmt.Errorf("export cache: %w", err)
	}
	if err := zw.Close(); err != nil {
		return n, fmt.Errorf("export cache: %w", err)
	}
	return n, nil
}

// Import reads a bundle into the shared tier. An entry is skipped when the
// tier already holds one for the same key stored at the same time or
// later. A damaged or truncated bundle is an error; entries before the
// damage may have been imported (each is whole and verified).
func (c *Cache) Import(r io.Reader) (imported, skipped int, err error) {
	if c.remote == nil && c.disk == nil {
		return 0, 0, errors.New("import cache: the cache is in memory only")
	}
	in := bufio.NewReader(r)
	if magic, _ := in.Peek(len(zstdMagic)); string(magic) == zstdMagic {
		return 0, 0, errors.New("import cache: a bundle of format 1 (zstd), written by an earlier pkgdocs: its answers are keyed by that version's providers; export again with this pkgdocs")
	}
	zr, err := gzip.NewReader(in)
	if err != nil {
		return 0, 0, errors.New("import cache: not a pkgdocs cache bundle")
	}
	defer zr.Close()
	br := bufio.NewReader(zr)
	head := make([]byte, len(bundleMagic)+4)
	if _, err := io.ReadFull(br, head); err != nil || string(head[:len(bundleMagic)]) != bundleMagic {
		return 0, 0, errors.New("import cache: not a pkgdocs cache bundle")
	}
	if f := binary.BigEndian.Uint32(head[len(bundleMagic):]); f != bundleFormat {
		return 0, 0, fmt.Errorf("import cache: bundle format %d, this pkgdocs reads %d", f, bundleFormat)
	}
	maxLen := uint32(len(ID{}) + headerSize + c.opts.MaxValueBytes)
	count := 0
	for {
		var n uint32
		if err := binary.Read(br, binary.BigEndian, &n); err != nil {
			return imported, skipped, fmt.Errorf("import cache: truncated bundle: %w", err)
		}
		if n == 0 {
			break
		}
		if n > maxLen || n < uint32(len(ID{})+headerSize) {
			return imported, skipped, fmt.Errorf("import cache: entry of %d bytes (limit %d)", n, maxLen)
		}
		b := make([]byte, n)
		if _, err := io.ReadFull(br, b); err != nil {
			return imported, skipped, fmt.Errorf("import cache: truncated bundle: %w", err)
		}
		var id ID
		copy(id[:], b)
		rec, err := decodeRecord(b[len(id):])
		if err != nil {
			return imported, skipped, fmt.Errorf("import cache: entry %d: %w", count+1, err)
		}
		count++
		if c.storeIfNewer(id, rec) {
			imported++
		} else {
			skipped++
		}
	}
	var want uint64
	if err := binary.Read(br, binary.BigEndian, &want); err != nil || want != uint64(count) {
		return imported, skipped, fmt.Errorf("import cache: bundle says %d entries, read %d", want, count)
	}
	if _, err := br.ReadByte(); err != io.EOF {
		return imported, skipped, errors.New("import cache: data after the end of the bundle")
	}
	if c.disk != nil {
		c.disk.flush()
	}
	return imported, skipped, nil
}

// storeIfNewer writes rec unless the shared tier has id stored at the same
// time or later.
func (c *Cache) storeIfNewer(id ID, rec *record) bool {
	if c.remote != nil {
		ctx, cancel := context.WithTimeout(context.Background(), redisWriteTimeout)
		defer cancel()
		if old, ok := c.remote.get(ctx, id); ok && !old.stored.Before(rec.stored) {
			return false
		}
		return c.remote.store(id, rec)
	}
	if old, ok := c.disk.get(id); ok && !old.stored.Before(rec.stored) {
		return false
	}
	c.disk.put(id, rec)
	c.disk.flush() // the write queue drops when full
	return true
}

// each calls fn with every record in the file.
func (d *disk) each(fn func(id []byte, r *record) error) error {
	d.lock()
	defer d.unlock()
	return d.do(true, func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketEntries)
		if b == nil {
			return nil
		}
		return b.ForEach(func(k, v []byte) error {
			r, err := decodeRecord(v)
			if err != nil || len(k) != len(ID{}) {
				return nil // damaged: not exported
			}
			return fn(k, r)
		})
	})
}

// each calls fn with every readable entry under the prefix.
func (r *remote) each(ctx context.Context, fn func(id []byte, rec *record) error) error {
	entryPrefix := r.prefix + "e:"
	return r.scan(ctx, func(keys []string) error {
		var ek []string
		for _, k := range keys {
			if strings.HasPrefix(k, entryPrefix) {
				ek = append(ek, k)
			}
		}
		if len(ek) == 0 {
			return nil
		}
		vals, err := r.rdb.MGet(ctx, ek...).Result()
		if err != nil && !errors.Is(err, redis.Nil) {
			return fmt.Errorf("read redis entries: %s", r.redact(err))
		}
		for i, v := range vals {
			s, ok := v.(string)
			if !ok {
				continue
			}
			var id ID
			if n, err := hexDecode(id[:], strings.TrimPrefix(ek[i], entryPrefix)); err != nil || n != len(id) {
				continue
			}
			rec, err := decodeRemote([]byte(s), r.maxValue)
			if err != nil {
				continue // another format or damaged: not exported
			}
			if err := fn(id[:], rec); err != nil {
				return err
			}
		}
		return nil
	})
}

func hexDecode(dst []byte, s string) (int, error) {
	if len(s) != 2*len(dst) {
		return 0, fmt.Errorf("key id of %d hex digits", len(s))
	}
	return hex.Decode(dst, []byte(s))
}
