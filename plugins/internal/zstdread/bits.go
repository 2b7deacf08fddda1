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
// significant bits.
type backwardBits struct {
	src   []byte
	off   int    // src[:off] is not loaded yet
	value uint64 // the low nbits bits are unread
	nbits int    // negative after reading past the start
}

func (r *backwardBits) init(src []byte) error {
	if len(src) == 0 {
		return corrupt("empty bit stream")
	}
	last := src[len(src)-1]
	if last == 0 {
		return corrupt("bit stream without its end mark")
	}
	r.src, r.off, r.value, r.nbits = src, len(src), 0, 0
	r.refill()
	r.nbits -= 8 - bits.Len8(last) + 1
	return nil
}

// refill loads bytes until at least 57 bits are unread or src is used up.
func (r *backwardBits) refill() {
	if r.nbits > 56 || r.nbits < 0 {
		return
	}
	if r.off >= 8 {
		n := uint(64-r.nbits) >> 3
		w := binary.LittleEndian.Uint64(r.src[r.off-8:])
		r.value = r.value<<(n*8) | w>>(64-n*8)
		r.off -= int(n)
		r.nbits += int(n * 8)
		return
	}
	for r.nbits <= 56 && r.off > 0 {
		r.off--
		r.value = r.value<<8 | uint64(r.src[r.off])
		r.nbits += 8
	}
}

// read returns the next n (at most 56, and no more than refill left) bits;
// past the start of the stream it reads zeros and nbits goes negative.
func (r *backwardBits) read(n uint8) uint64 {
	if n == 0 {
		return 0
	}
	v := r.peek(n)
	r.nbits -= int(n)
	return v
}

func (r *backwardBits) peek(n uint8) uint64 {
	mask := uint64(1)<<n - 1
	if r.nbits >= int(n) {
		return (r.value >> uint(r.nbits-int(n))) & mask
	}
	if r.nbits <= 0 {
		return 0
	}
	return (r.value << uint(int(n)-r.nbits)) & mask
}

// overread says whether more bits were read than the stream holds.
func (r *backwardBits) overread() bool { return r.nbits < 0 }

// done says whether every bit was read, and no more.
func (r *backwardBits) done() bool { return r.nbits == 0 && r.off == 0 }
