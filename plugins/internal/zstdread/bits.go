package zstdread

import (
	"encoding/binary"
	"math/bits"
)

// forwardBits reads a little-endian bit stream from its first byte on, the
// way FSE table descriptions are written.
type forwardBits struct {
	src []byte
	pos int // bits read
}

// read returns the next n (at most 32) bits; bits past the end read as 0
// (callers check overrun with bytes).
func (r *forwardBits) read(n int) uint32 {
	var v uint64
	b := r.pos >> 3
	for i := 0; i < 5; i++ {
		if b+i < len(r.src) {
			v |= uint64(r.src[b+i]) << (8 * i)
		}
	}
	v >>= uint(r.pos & 7)
	r.pos += n
	return uint32(v & (1<<uint(n) - 1))
}

// peek returns the next n bits without consuming them.
func (r *forwardBits) peek(n int) uint32 {
	p := r.pos
	v := r.read(n)
	r.pos = p
	return v
}

// bytes is how many bytes the bits read so far span.
func (r *forwardBits) bytes() int { return (r.pos + 7) >> 3 }

// backwardBits reads a bit stream from its last byte back to its first, as
// Huffman and FSE streams are written: the highest set bit of the last byte
// marks where the stream starts, and each read takes the next most
// significant bits. It holds the 8 bytes at src[pos:] as one little-endian
// word of which the top consumed bits are read; the stream's start is
// where consumed reaches 64 with pos 0.
type backwardBits struct {
	src      []byte
	pos      int
	value    uint64
	consumed uint
}

func (r *backwardBits) init(src []byte) error {
	if len(src) == 0 {
		return corrupt("empty bit stream")
	}
	last := src[len(src)-1]
	if last == 0 {
		return corrupt("bit stream without its end mark")
	}
	r.src = src
	if len(src) >= 8 {
		r.pos = len(src) - 8
		r.value = binary.LittleEndian.Uint64(src[r.pos:])
		r.consumed = 0
	} else {
		r.pos = 0
		r.value = 0
		for i := len(src) - 1; i >= 0; i-- {
			r.value = r.value<<8 | uint64(src[i])
		}
		r.consumed = uint(8-len(src)) * 8
	}
	r.consumed += uint(8 - bits.Len8(last) + 1)
	return nil
}

// refill moves the word back over the bytes read: afterwards at least 57
// bits are unread unless the stream's start is near.
func (r *backwardBits) refill() {
	if r.consumed > 64 {
		return
	}
	if r.pos >= 8 {
		r.pos -= int(r.consumed >> 3)
		r.consumed &= 7
		r.value = binary.LittleEndian.Uint64(r.src[r.pos:])
		return
	}
	if r.pos == 0 {
		return
	}
	n := int(r.consumed >> 3)
	if n > r.pos {
		n = r.pos
	}
	r.pos -= n
	r.consumed -= uint(n) * 8
	r.value = binary.LittleEndian.Uint64(r.src[r.pos:])
}

// read returns the next n (at most 56, and no more than refill left) bits.
// The shifts are masked to 63 so that the compiler needs no code for wider
// ones: once consumed passes 64 the bits are meaningless, but still n bits
// wide, and overread reports it.
func (r *backwardBits) read(n uint8) uint64 {
	v := (r.value << (r.consumed & 63)) >> 1 >> ((63 - uint(n)) & 63)
	r.consumed += uint(n)
	return v
}

// peek returns the next n (1 to 56) bits without consuming them.
func (r *backwardBits) peek(n uint8) uint64 {
	return (r.value << (r.consumed & 63)) >> ((64 - uint(n)) & 63)
}

func (r *backwardBits) skip(n uint8) { r.consumed += uint(n) }

// overread says whether more bits were read than the stream holds.
func (r *backwardBits) overread() bool { return r.pos == 0 && r.consumed > 64 }

// done says whether every bit was read, and no more.
func (r *backwardBits) done() bool { return r.pos == 0 && r.consumed == 64 }
