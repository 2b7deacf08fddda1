package cache

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"sync"
	"time"

	"github.com/klauspost/compress/zstd"
)

// In Redis a record is a fixed header followed by the zstd-compressed
// value:
//
//	[0:4]    magic "pkgd"
//	[4]      format (remoteFormat)
//	[5]      flags (flagImmutable)
//	[6:14]   stored, Unix nanoseconds, big endian
//	[14:22]  expires, Unix nanoseconds, big endian (0: never)
//	[22:26]  length of the value, uncompressed
//	[26:30]  CRC-32C of bytes [0:26] and the uncompressed value
//	[30:]    value, zstd
//
// Replicas of different pkgdocs versions may share one Redis: a reader
// that finds a format it does not know (a newer pkgdocs wrote it) treats
// the entry as a miss and does not try to read it. Bump remoteFormat
// whenever this layout or the meaning of the value changes.
const (
	remoteMagic      = "pkgd"
	remoteFormat     = 1
	remoteHeaderSize = 30
)

var (
	errOtherFormat = errors.New("redis cache entry of another format")

	// EncodeAll and DecodeAll are safe for concurrent use. Built on first
	// use: building a zstd encoder builds zstd's predefined tables, work
	// every start of the binary would pay for a Redis tier few use.
	zenc = sync.OnceValue(func() *zstd.Encoder {
		e, _ := zstd.NewWriter(nil, zstd.WithEncoderLevel(zstd.SpeedFastest), zstd.WithEncoderConcurrency(1))
		return e
	})
	zdec = sync.OnceValue(func() *zstd.Decoder {
		d, _ := zstd.NewReader(nil, zstd.WithDecoderConcurrency(0), zstd.WithDecoderMaxMemory(64<<20))
		return d
	})
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
	crc := crc32.Update(crc32.Checksum(b[:26], crcTable), crcTable, r.value)
	binary.BigEndian.PutUint32(b[26:30], crc)
	return zenc().EncodeAll(r.value, b), nil
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
	v, err := zdec().DecodeAll(b[remoteHeaderSize:], make([]byte, 0, n))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", errBadRecord, err)
	}
	if len(v) != int(n) {
		return nil, fmt.Errorf("%w: value is %d bytes, header says %d", errBadRecord, len(v), n)
	}
	crc := crc32.Update(crc32.Checksum(b[:26], crcTable), crcTable, v)
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
