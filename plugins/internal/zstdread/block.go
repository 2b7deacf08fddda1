package zstdread

import (
	"encoding/binary"
	"fmt"
)

// block decodes one compressed block (RFC 8878 3.1.1.3) and appends its
// content to dst; frameStart is where the frame's content starts in dst.
func (d *decoder) block(dst, src []byte, frameStart, bmax int) ([]byte, error) {
	lits, n, err := d.readLiterals(src)
	if err != nil {
		return dst, err
	}
	src = src[n:]
	return d.sequences(dst, src, lits, frameStart, bmax)
}

// readLiterals reads the literals section and returns the literals and
// the section's length.
func (d *decoder) readLiterals(src []byte) ([]byte, int, error) {
	if len(src) < 1 {
		return nil, 0, corrupt("missing literals section")
	}
	typ := src[0] & 3
	sf := (src[0] >> 2) & 3
	if typ < 2 { // raw or RLE
		var size, hsize int
		switch sf {
		case 0, 2:
			size, hsize = int(src[0]>>3), 1
		case 1:
			if len(src) < 2 {
				return nil, 0, corrupt("truncated literals header")
			}
			size, hsize = int(src[0]>>4)|int(src[1])<<4, 2
		case 3:
			if len(src) < 3 {
				return nil, 0, corrupt("truncated literals header")
			}
			size, hsize = int(src[0]>>4)|int(src[1])<<4|int(src[2])<<12, 3
		}
		if size > maxBlockSize {
			return nil, 0, corrupt("%d literals in a block", size)
		}
		if typ == 0 {
			if hsize+size > len(src) {
				return nil, 0, corrupt("truncated raw literals")
			}
			return src[hsize : hsize+size], hsize + size, nil
		}
		if hsize >= len(src) {
			return nil, 0, corrupt("truncated RLE literals")
		}
		lits := d.litBuf(size)
		for i := range lits {
			lits[i] = src[hsize]
		}
		return lits, hsize + 1, nil
	}
	var regen, csize, hsize int
	streams := 4
	switch sf {
	case 0, 1:
		if len(src) < 3 {
			return nil, 0, corrupt("truncated literals header")
		}
		h := uint32(src[0]) | uint32(src[1])<<8 | uint32(src[2])<<16
		regen, csize, hsize = int(h>>4)&0x3FF, int(h>>14)&0x3FF, 3
		if sf == 0 {
			streams = 1
		}
	case 2:
		if len(src) < 4 {
			return nil, 0, corrupt("truncated literals header")
		}
		h := binary.LittleEndian.Uint32(src)
		regen, csize, hsize = int(h>>4)&0x3FFF, int(h>>18)&0x3FFF, 4
	case 3:
		if len(src) < 5 {
			return nil, 0, corrupt("truncated literals header")
		}
		h := uint64(binary.LittleEndian.Uint32(src)) | uint64(src[4])<<32
		regen, csize, hsize = int(h>>4)&0x3FFFF, int(h>>22)&0x3FFFF, 5
	}
	if regen > maxBlockSize {
		return nil, 0, corrupt("%d literals in a block", regen)
	}
	if hsize+csize > len(src) {
		return nil, 0, corrupt("truncated compressed literals")
	}
	body := src[hsize : hsize+csize]
	if typ == 2 {
		n, err := d.readHuffmanTable(body, &d.huff)
		if err != nil {
			return nil, 0, err
		}
		d.haveHuff = true
		body = body[n:]
	} else if !d.haveHuff {
		return nil, 0, corrupt("treeless literals without an earlier Huffman table")
	}
	lits := d.litBuf(regen)
	if streams == 1 {
		if err := d.huff.decodeStream(body, lits); err != nil {
			return nil, 0, err
		}
		return lits, hsize + csize, nil
	}
	if len(body) < 6 {
		return nil, 0, corrupt("truncated literals jump table")
	}
	s1 := int(binary.LittleEndian.Uint16(body))
	s2 := int(binary.LittleEndian.Uint16(body[2:]))
	s3 := int(binary.LittleEndian.Uint16(body[4:]))
	body = body[6:]
	if s1+s2+s3 > len(body) {
		return nil, 0, corrupt("literals jump table past its section")
	}
	seg := (regen + 3) / 4
	if 3*seg > regen {
		return nil, 0, corrupt("%d literals in four streams", regen)
	}
	ends := [4]int{s1, s1 + s2, s1 + s2 + s3, len(body)}
	from := 0
	for i := 0; i < 4; i++ {
		out := lits[i*seg:]
		if i < 3 {
			out = out[:seg]
		}
		if err := d.huff.decodeStream(body[from:ends[i]], out); err != nil {
			return nil, 0, fmt.Errorf("literals stream %d: %w", i+1, err)
		}
		from = ends[i]
	}
	return lits, hsize + csize, nil
}

func (d *decoder) litBuf(n int) []byte {
	if cap(d.literals) < n {
		d.literals = make([]byte, n, maxBlockSize)
	}
	return d.literals[:n]
}
