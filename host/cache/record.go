package cache

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"sync"
	"time"
)

// record is one stored answer. It is never modified after creation, so the
// memory tier shares pointers to it.
type record struct {
	value     []byte
	immutable bool
	stored    time.Time
	expires   time.Time // zero when immutable
}

// fresh reports whether r is fresh at now for a reader whose resolve TTL
// is ttl: freshness counts from when the answer was stored, by the reader's
// TTL, so a shorter --resolve-ttl applies to answers stored before it too.
func (r *record) fresh(now time.Time, ttl time.Duration) bool {
	return r.immutable || now.Before(r.stored.Add(ttl))
}

// On disk a record is a fixed header followed by the value:
//
//	[0]      format (recordFormat)
//	[1]      flags (flagImmutable)
//	[2:10]   stored, Unix nanoseconds, big endian
//	[10:18]  expires, Unix nanoseconds, big endian (0: never)
//	[18:22]  CRC-32C of bytes [0:18] and the value
//	[22:]    value
//
// The CRC catches pages that bbolt reads without complaint but that were
// damaged on disk: a record that fails it marks the file corrupt.
const (
	recordFormat  = 1
	flagImmutable = 1 << 0
	headerSize    = 22
)

var (
	// crcTable is built on first use: the CRC-32C tables (SSE4.2 folding
	// constants on amd64) cost about 1.3 M instructions, which a package
	// variable would add to every start of pkgdocs, cache used or not.
	crcTable = sync.OnceValue(func() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) })

	errBadRecord = errors.New("damaged cache record")
)

func encodeRecord(r *record) []byte {
	b := make([]byte, headerSize+len(r.value))
	b[0] = recordFormat
	if r.immutable {
		b[1] = flagImmutable
	}
	binary.BigEndian.PutUint64(b[2:10], uint64(r.stored.UnixNano()))
	if !r.expires.IsZero() {
		binary.BigEndian.PutUint64(b[10:18], uint64(r.expires.UnixNano()))
	}
	copy(b[headerSize:], r.value)
	crc := crc32.Update(crc32.Checksum(b[:18], crcTable()), crcTable(), b[headerSize:])
	binary.BigEndian.PutUint32(b[18:22], crc)
	return b
}

// decodeRecord parses b, copying the value: b points into bbolt's mapping,
// which is gone once the transaction ends.
func decodeRecord(b []byte) (*record, error) {
	if len(b) < headerSize {
		return nil, fmt.Errorf("%w: %d bytes", errBadRecord, len(b))
	}
	if b[0] != recordFormat {
		return nil, fmt.Errorf("%w: format %d", errBadRecord, b[0])
	}
	if b[1]&^flagImmutable != 0 {
		return nil, fmt.Errorf("%w: flags %#x", errBadRecord, b[1])
	}
	crc := crc32.Update(crc32.Checksum(b[:18], crcTable()), crcTable(), b[headerSize:])
	if crc != binary.BigEndian.Uint32(b[18:22]) {
		return nil, fmt.Errorf("%w: checksum mismatch", errBadRecord)
	}
	v := make([]byte, len(b)-headerSize)
	copy(v, b[headerSize:])
	r := &record{
		value:     v,
		immutable: b[1]&flagImmutable != 0,
		stored:    time.Unix(0, int64(binary.BigEndian.Uint64(b[2:10]))),
	}
	if e := binary.BigEndian.Uint64(b[10:18]); e != 0 {
		r.expires = time.Unix(0, int64(e))
	}
	if r.immutable != r.expires.IsZero() {
		return nil, fmt.Errorf("%w: immutable=%t with expiry %v", errBadRecord, r.immutable, r.expires)
	}
	return r, nil
}

// storedAt reads only the stored time and size of an encoded record, for
// trimming without copying values.
func storedAt(b []byte) (int64, bool) {
	if len(b) < headerSize || b[0] != recordFormat {
		return 0, false
	}
	return int64(binary.BigEndian.Uint64(b[2:10])), true
}
