package zstdread

import "sync"

// Literal length and match length codes: a baseline and how many extra
// bits follow (RFC 8878 3.1.1.3.2.1.1).
var (
	llBase = [36]uint32{
		0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
		16, 18, 20, 22, 24, 28, 32, 40, 48, 64, 128, 256, 512, 1024, 2048, 4096,
		8192, 16384, 32768, 65536}
	llBits = [36]uint8{
		0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
		1, 1, 1, 1, 2, 2, 3, 3, 4, 6, 7, 8, 9, 10, 11, 12,
		13, 14, 15, 16}
	mlBase = [53]uint32{
		3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18,
		19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34,
		35, 37, 39, 41, 43, 47, 51, 59, 67, 83, 99, 131, 259, 515, 1027, 2051,
		4099, 8195, 16387, 32771, 65539}
	mlBits = [53]uint8{
		0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
		1, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 7, 8, 9, 10, 11,
		12, 13, 14, 15, 16}
)

// The predefined distributions (RFC 8878 3.1.1.3.2.2), built into tables
// on first use.
var (
	llDefault = []int16{4, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 1,
		2, 2, 2, 2, 2, 2, 2, 2, 2, 3, 2, 1, 1, 1, 1, 1, -1, -1, -1, -1}
	mlDefault = []int16{1, 4, 3, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1, -1, -1}
	ofDefault = []int16{1, 1, 1, 1, 1, 1, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1,
		1, 1, 1, 1, 1, 1, 1, 1, -1, -1, -1, -1, -1}

	predefined = sync.OnceValue(func() *[3]fseTable {
		var t [3]fseTable
		_ = t[0].build(llDefault, 6)
		_ = t[1].build(ofDefault, 5)
		_ = t[2].build(mlDefault, 6)
		return &t
	})
)

const (
	maxLLCode = 35
	maxMLCode = 52
	maxOFCode = 31
)

// readTable sets *use to the table the mode byte's two bits choose for one
// of the three kinds, reading an RLE symbol or a table description from
// src, and returns the bytes read.
func (d *decoder) readTable(mode byte, src []byte, use **fseTable, own *fseTable, def *fseTable, maxSym int, maxAcc uint8) (int, error) {
	switch mode {
	case 0:
		*use = def
		return 0, nil
	case 1:
		if len(src) < 1 {
			return 0, corrupt("truncated RLE sequence table")
		}
		if int(src[0]) > maxSym {
			return 0, corrupt("RLE code %d over %d", src[0], maxSym)
		}
		own.rle(src[0])
		*use = own
		return 1, nil
	case 2:
		norm, acc, n, err := readFSECounts(src, maxSym, maxAcc, d.norm[:])
		if err != nil {
			return 0, err
		}
		if err := own.build(norm, acc); err != nil {
			return 0, err
		}
		*use = own
		return n, nil
	default:
		if *use == nil {
			return 0, corrupt("repeated sequence table without an earlier one")
		}
		return 0, nil
	}
}

// sequences reads the sequences section and executes it: literals and
// matches appended to dst.
func (d *decoder) sequences(dst, src, lits []byte, frameStart, bmax int) ([]byte, error) {
	blockStart := len(dst)
	if len(src) < 1 {
		return dst, corrupt("missing sequences section")
	}
	nseq := int(src[0])
	p := 1
	switch {
	case nseq == 255:
		if len(src) < 3 {
			return dst, corrupt("truncated sequences header")
		}
		nseq = int(src[1]) + int(src[2])<<8 + 0x7F00
		p = 3
	case nseq >= 128:
		if len(src) < 2 {
			return dst, corrupt("truncated sequences header")
		}
		nseq = (nseq-128)<<8 + int(src[1])
		p = 2
	}
	if nseq == 0 {
		if p != len(src) {
			return dst, corrupt("data after an empty sequences section")
		}
		return d.appendLiterals(dst, lits, blockStart, bmax)
	}
	if p >= len(src) {
		return dst, corrupt("missing sequence compression modes")
	}
	modes := src[p]
	p++
	if modes&3 != 0 {
		return dst, corrupt("reserved bits set in the sequence compression modes")
	}
	def := predefined()
	n, err := d.readTable(modes>>6, src[p:], &d.llp, &d.ll, &def[0], maxLLCode, 9)
	if err != nil {
		return dst, err
	}
	p += n
	if n, err = d.readTable((modes>>4)&3, src[p:], &d.ofp, &d.of, &def[1], maxOFCode, 8); err != nil {
		return dst, err
	}
	p += n
	if n, err = d.readTable((modes>>2)&3, src[p:], &d.mlp, &d.ml, &def[2], maxMLCode, 9); err != nil {
		return dst, err
	}
	p += n

	var r backwardBits
	if err := r.init(src[p:]); err != nil {
		return dst, err
	}
	llt, oft, mlt := d.llp.states, d.ofp.states, d.mlp.states
	lls := r.read(d.llp.accuracy)
	ofs := r.read(d.ofp.accuracy)
	r.refill()
	mls := r.read(d.mlp.accuracy)
	rep := d.rep
	for i := 0; i < nseq; i++ {
		r.refill()
		lle, ofe, mle := llt[lls], oft[ofs], mlt[mls]
		ofCode := ofe.symbol
		if ofCode > maxOFCode || lle.symbol > maxLLCode || mle.symbol > maxMLCode {
			return dst, corrupt("sequence code out of range")
		}
		ov := uint64(1)<<ofCode + r.read(ofCode)
		ml := uint64(mlBase[mle.symbol]) + r.read(mlBits[mle.symbol])
		r.refill()
		ll := uint64(llBase[lle.symbol]) + r.read(llBits[lle.symbol])
		var off uint64
		if ov > 3 {
			off = ov - 3
			rep[2], rep[1], rep[0] = rep[1], rep[0], off
		} else {
			idx := ov - 1
			if ll == 0 {
				idx++
			}
			switch idx {
			case 0:
				off = rep[0]
			case 1:
				off = rep[1]
				rep[1], rep[0] = rep[0], off
			case 2:
				off = rep[2]
				rep[2], rep[1], rep[0] = rep[1], rep[0], off
			default:
				off = rep[0] - 1
				if off == 0 {
					return dst, corrupt("repeat offset of 0")
				}
				rep[2], rep[1], rep[0] = rep[1], rep[0], off
			}
		}
		if i < nseq-1 {
			lls = uint64(lle.base) + r.read(lle.nbits)
			mls = uint64(mle.base) + r.read(mle.nbits)
			ofs = uint64(ofe.base) + r.read(ofe.nbits)
		}
		if r.overread() {
			return dst, corrupt("sequences bit stream too short")
		}
		// Execute: ll literals, then ml bytes from off back.
		if ll > uint64(len(lits)) {
			return dst, corrupt("sequence takes more literals than the block has")
		}
		if uint64(len(dst)-blockStart)+ll+ml > uint64(bmax) {
			return dst, corrupt("block content over %d bytes", bmax)
		}
		if uint64(len(dst))+ll+ml > uint64(d.limit) {
			return dst, errTooLarge(d.limit)
		}
		dst = append(dst, lits[:ll]...)
		lits = lits[ll:]
		if off > uint64(len(dst)-frameStart) || off > d.window {
			return dst, corrupt("match offset %d reaches before the window", off)
		}
		from := len(dst) - int(off)
		m := int(ml)
		if int(off) >= m {
			dst = append(dst, dst[from:from+m]...)
		} else {
			for j := 0; j < m; j++ {
				dst = append(dst, dst[from+j])
			}
		}
	}
	if !r.done() {
		return dst, corrupt("sequences bit stream does not end with the last sequence")
	}
	d.rep = rep
	return d.appendLiterals(dst, lits, blockStart, bmax)
}

// appendLiterals appends the literals no sequence took.
func (d *decoder) appendLiterals(dst, lits []byte, blockStart, bmax int) ([]byte, error) {
	if len(dst)-blockStart+len(lits) > bmax {
		return dst, corrupt("block content over %d bytes", bmax)
	}
	if len(dst)+len(lits) > d.limit {
		return dst, errTooLarge(d.limit)
	}
	return append(dst, lits...), nil
}
