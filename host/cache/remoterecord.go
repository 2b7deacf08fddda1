package cache

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"sync"
	"time"
)

// In Redis a record is a fixed header followed by the value compressed
// with DEFLATE (RFC 1951, raw, no zlib or gzip wrapper):
//
//	[0:4]    magic "pkgd"
//	[4]      format (remoteFormat)
//	[5]      flags (flagImmutable)
//	[6:14]   stored, Unix nanoseconds, big endian
//	[14:22]  expires, Unix nanoseconds, big endian (0: never)
//	[22:26]  length of the value, uncompressed
//	[26:30]  CRC-32C of bytes [0:26] and the uncompressed value
//	[30:]    value, DEFLATE
//
// Replicas of different pkgdocs versions may share one Redis: a reader
// that finds a format it does not know (a newer pkgdocs wrote it, or an
// older one) treats the entry as a miss and does not try to read it. Bump
// remoteFormat whenever this layout or the meaning of the value changes.
//
// Format 1 compressed the value with zstd; format 2 uses DEFLATE from the
// standard library, which net/http links into every binary anyway, so the
// Redis tier adds no package whose initialisation runs at every start
// (zstd's imported a CRC-32C table build). A format 1 entry is a miss and
// is replaced on the next store.
const (
	remoteMagic      = "pkgd"
	remoteFormat     = 2
	remoteHeaderSize = 30
)

var (
	errOtherFormat = errors.New("redis cache entry of another format")

	// A DEFLATE compressor holds about 1 MiB of state and a decompressor
	// 40 KiB: both are reused, not built per entry.
	deflaters = sync.Pool{New: func() any {
		w, _ := flate.NewWriter(nil, flate.BestSpeed)
		return w
	}}
	inflaters sync.Pool
)

func encodeRemote(r *record) ([]byte, error) {
	if uint64(len(r.value)) > 1<<32-1 {
		return nil, fmt.Errorf("value of %d bytes too large", len(r.value))
	}
	b := make([]byte, remoteHeaderSize, remoteHeaderSize+len(r.value)/3+64)
	copy(b, remoteMagic)
	b[4] = remoteFormat
	if r.immutable {
		b[5] = flagImmutable
	}
	binary.BigEndian.PutUint64(b[6:14], uint64(r.stored.UnixNano()))
	if !r.expires.IsZero() {
		binary.BigEndian.PutUint64(b[14:22], uint64(r.expires.UnixNano()))
	}
	binary.BigEndian.PutUint32(b[22:26], uint32(len(r.value)))
	crc := crc32.Update(crc32.Checksum(b[:26], crcTable()), crcTable(), r.value)
	binary.BigEndian.PutUint32(b[26:30], crc)
	buf := bytes.NewBuffer(b)
	w := deflaters.Get().(*flate.Writer)
	defer deflaters.Put(w)
	w.Reset(buf)
	if _, err := w.Write(r.value); err != nil {
		return nil, fmt.Errorf("compress value: %w", err)
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("compress value: %w", err)
	}
	return buf.Bytes(), nil
}

// inflate decompresses a DEFLATE stream that must hold exactly n bytes.
func inflate(b []byte, n uint32) ([]byte, error) {
	src := bytes.NewReader(b)
	var r io.ReadCloser
	if p, ok := inflaters.Get().(io.ReadCloser); ok {
		if err := p.(flate.Resetter).Reset(src, nil); err == nil {
			r = p
		}
	}
	if r == nil {
		r = flate.NewReader(src)
	}
	defer inflaters.Put(r)
	v := make([]byte, n)
	if _, err := io.ReadFull(r, v); err != nil {
		return nil, fmt.Errorf("value shorter than the %d bytes the header says: %w", n, err)
	}
	// The stream must end here, and nothing may follow it.
	if k, err := r.Read(make([]byte, 1)); k != 0 || err != io.EOF {
		return nil, fmt.Errorf("value longer than the %d bytes the header says", n)
	}
	if src.Len() != 0 {
		return nil, fmt.Errorf("%d bytes after the compressed value", src.Len())
	}
	return v, nil
}

// decodeRemote parses b. Values over maxValue bytes (uncompressed) are
// refused before they are decompressed.
func decodeRemote(b []byte, maxValue int) (*record, error) {
	if len(b) < remoteHeaderSize || string(b[:4]) != remoteMagic {
		return nil, fmt.Errorf("%w: no pkgdocs header", errBadRecord)
	}
	if b[4] != remoteFormat {
		return nil, fmt.Errorf("%w: format %d, this pkgdocs reads %d", errOtherFormat, b[4], remoteFormat)
	}
	if b[5]&^flagImmutable != 0 {
		return nil, fmt.Errorf("%w: flags %#x", errBadRecord, b[5])
	}
	n := binary.BigEndian.Uint32(b[22:26])
	if int64(n) > int64(maxValue) {
		return nil, fmt.Errorf("%w: value of %d bytes is over the limit of %d", errBadRecord, n, maxValue)
	}
	v, err := inflate(b[remoteHeaderSize:], n)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", errBadRecord, err)
	}
	crc := crc32.Update(crc32.Checksum(b[:26], crcTable()), crcTable(), v)
	if crc != binary.BigEndian.Uint32(b[26:30]) {
		return nil, fmt.Errorf("%w: checksum mismatch", errBadRecord)
	}
	r := &record{
		value:     v,
		immutable: b[5]&flagImmutable != 0,
		stored:    time.Unix(0, int64(binary.BigEndian.Uint64(b[6:14]))),
	}
	if e := binary.BigEndian.Uint64(b[14:22]); e != 0 {
		r.expires = time.Unix(0, int64(e))
	}
	if r.immutable != r.expires.IsZero() {
		return nil, fmt.Errorf("%w: immutable=%t with expiry %v", errBadRecord, r.immutable, r.expires)
	}
	return r, nil
}
