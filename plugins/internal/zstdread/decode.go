package zstdread

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

var (
	// ErrCorrupt is wrapped by every error about damaged or invalid input.
	ErrCorrupt = errors.New("zstd: corrupt input")
	// ErrTooLarge is wrapped when the output would exceed the limit.
	ErrTooLarge = errors.New("zstd: output over the limit")
	// ErrDictionary is wrapped when a frame needs a dictionary.
	ErrDictionary = errors.New("zstd: frame needs a dictionary, which this decoder does not read")
)

// MaxWindow bounds a frame's window (the distance a match may reach back),
// as the reference decoder does by default (2^27).
const MaxWindow = 1 << 27

const (
	frameMagic       = 0xFD2FB528
	skippableMagic   = 0x184D2A50 // to 0x184D2A5F
	maxBlockSize     = 128 << 10
	minWindowLog     = 10
	frameHeaderLimit = 18 // magic excluded: descriptor, window, dictionary ID, content size
)

func corrupt(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrCorrupt, fmt.Sprintf(format, args...))
}

// IsFrame says whether b starts with a Zstandard frame's magic number (not
// a skippable frame's).
func IsFrame(b []byte) bool {
	return len(b) >= 4 && binary.LittleEndian.Uint32(b) == frameMagic
}

// Decode decompresses src, one or more frames (skippable ones are
// skipped), and appends the content to dst. It returns an error wrapping
// ErrTooLarge as soon as the content would pass limit bytes.
func Decode(dst, src []byte, limit int) ([]byte, error) {
	if len(src) == 0 {
		return dst, corrupt("no frame")
	}
	if limit < 0 || limit > math.MaxInt-len(dst) {
		limit = math.MaxInt - len(dst)
	}
	d := &decoder{limit: len(dst) + limit}
	for len(src) > 0 {
		if len(src) < 4 {
			return dst, corrupt("%d bytes after the last frame", len(src))
		}
		magic := binary.LittleEndian.Uint32(src)
		if magic&0xFFFFFFF0 == skippableMagic {
			if len(src) < 8 {
				return dst, corrupt("truncated skippable frame")
			}
			n := uint64(binary.LittleEndian.Uint32(src[4:]))
			if n > uint64(len(src)-8) {
				return dst, corrupt("truncated skippable frame")
			}
			src = src[8+n:]
			continue
		}
		if magic != frameMagic {
			return dst, corrupt("not a zstd frame (magic %#x)", magic)
		}
		var err error
		dst, src, err = d.frame(dst, src[4:])
		if err != nil {
			return dst, err
		}
	}
	return dst, nil
}

// decoder holds what one frame's blocks share, and buffers reused between
// blocks.
type decoder struct {
	limit int // len(dst) may not pass it

	window     uint64
	huff       huffTable
	haveHuff   bool
	ll, of, ml fseTable
	llp        *fseTable // the table in use: one of ll, of, ml or a predefined one
	ofp, mlp   *fseTable
	rep        [3]uint64

	literals    []byte
	weightTable fseTable
	norm        [256]int16
}

// frame decodes one frame (after its magic number) and returns the input
// after it.
func (d *decoder) frame(dst, src []byte) ([]byte, []byte, error) {
	if len(src) < 1 {
		return dst, src, corrupt("truncated frame header")
	}
	desc := src[0]
	fcsFlag := desc >> 6
	single := desc&0x20 != 0
	checksum := desc&0x04 != 0
	if desc&0x08 != 0 {
		return dst, src, corrupt("reserved bit set in the frame header")
	}
	dictSize := [4]int{0, 1, 2, 4}[desc&3]
	fcsSize := [4]int{0, 2, 4, 8}[fcsFlag]
	if fcsFlag == 0 && single {
		fcsSize = 1
	}
	hsize := 1 + dictSize + fcsSize
	if !single {
		hsize++
	}
	if len(src) < hsize {
		return dst, src, corrupt("truncated frame header")
	}
	p := 1
	var window uint64
	if !single {
		wd := src[p]
		p++
		exp := uint(wd >> 3)
		base := uint64(1) << (minWindowLog + exp)
		window = base + base/8*uint64(wd&7)
	}
	var dict uint32
	switch dictSize {
	case 1:
		dict = uint32(src[p])
	case 2:
		dict = uint32(binary.LittleEndian.Uint16(src[p:]))
	case 4:
		dict = binary.LittleEndian.Uint32(src[p:])
	}
	p += dictSize
	if dict != 0 {
		return dst, src, fmt.Errorf("%w (dictionary %d)", ErrDictionary, dict)
	}
	contentSize := uint64(0)
	haveSize := fcsSize > 0
	switch fcsSize {
	case 1:
		contentSize = uint64(src[p])
	case 2:
		contentSize = uint64(binary.LittleEndian.Uint16(src[p:])) + 256
	case 4:
		contentSize = uint64(binary.LittleEndian.Uint32(src[p:]))
	case 8:
		contentSize = binary.LittleEndian.Uint64(src[p:])
	}
	p += fcsSize
	if single {
		window = contentSize
	}
	if window > MaxWindow {
		return dst, src, corrupt("window of %d bytes over the %d this decoder allows", window, MaxWindow)
	}
	if haveSize && contentSize > uint64(d.limit-len(dst)) {
		return dst, src, fmt.Errorf("%w: frame of %d bytes", ErrTooLarge, contentSize)
	}
	src = src[p:]
	d.window = window
	d.haveHuff = false
	d.llp, d.ofp, d.mlp = nil, nil, nil
	d.rep = [3]uint64{1, 4, 8}
	start := len(dst)
	if haveSize && cap(dst)-len(dst) < int(contentSize) {
		grown := make([]byte, len(dst), len(dst)+int(contentSize))
		copy(grown, dst)
		dst = grown
	}
	for {
		if len(src) < 3 {
			return dst, src, corrupt("truncated block header")
		}
		h := uint32(src[0]) | uint32(src[1])<<8 | uint32(src[2])<<16
		src = src[3:]
		last := h&1 != 0
		size := int(h >> 3)
		bmax := maxBlockSize
		if window < uint64(bmax) {
			bmax = int(window)
		}
		var err error
		switch (h >> 1) & 3 {
		case 0: // raw
			if size > len(src) {
				return dst, src, corrupt("truncated raw block")
			}
			if size > bmax {
				return dst, src, corrupt("block of %d bytes over the %d allowed", size, bmax)
			}
			if size > d.limit-len(dst) {
				return dst, src, fmt.Errorf("%w: over %d bytes", ErrTooLarge, d.limit)
			}
			dst = append(dst, src[:size]...)
			src = src[size:]
		case 1: // RLE
			if len(src) < 1 {
				return dst, src, corrupt("truncated RLE block")
			}
			if size > bmax {
				return dst, src, corrupt("block of %d bytes over the %d allowed", size, bmax)
			}
			if size > d.limit-len(dst) {
				return dst, src, fmt.Errorf("%w: over %d bytes", ErrTooLarge, d.limit)
			}
			b := src[0]
			for i := 0; i < size; i++ {
				dst = append(dst, b)
			}
			src = src[1:]
		case 2: // compressed
			if size > len(src) {
				return dst, src, corrupt("truncated compressed block")
			}
			if size > bmax {
				return dst, src, corrupt("compressed block of %d bytes over the %d allowed", size, bmax)
			}
			dst, err = d.block(dst, src[:size], start, bmax)
			if err != nil {
				return dst, src, err
			}
			src = src[size:]
		default:
			return dst, src, corrupt("reserved block type")
		}
		if last {
			break
		}
	}
	if haveSize && uint64(len(dst)-start) != contentSize {
		return dst, src, corrupt("frame content is %d bytes, its header says %d", len(dst)-start, contentSize)
	}
	if checksum {
		if len(src) < 4 {
			return dst, src, corrupt("truncated content checksum")
		}
		if uint32(xxhash64(dst[start:])) != binary.LittleEndian.Uint32(src) {
			return dst, src, corrupt("content checksum mismatch")
		}
		src = src[4:]
	}
	return dst, src, nil
}
