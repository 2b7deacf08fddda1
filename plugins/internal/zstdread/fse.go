package zstdread

import "math/bits"

// fseEntry is one state of an FSE decoding table: the symbol it decodes
// and how to reach the next state (base plus nbits bits from the stream).
type fseEntry struct {
	symbol uint8
	nbits  uint8
	base   uint16
}

// fseTable is an FSE decoding table of 1<<accuracy states.
type fseTable struct {
	accuracy uint8
	states   []fseEntry
}

// readFSECounts reads an FSE table description (RFC 8878 4.1.1) from the
// start of src: the normalized probabilities of symbols 0..maxSymbol, where
// -1 is "less than 1". It returns the probabilities, the accuracy log and
// how many bytes the description took.
func readFSECounts(src []byte, maxSymbol int, maxAccuracy uint8, norm []int16) ([]int16, uint8, int, error) {
	if len(src) == 0 {
		return nil, 0, 0, corrupt("missing FSE table description")
	}
	r := forwardBits{src: src}
	accuracy := uint8(r.read(4)) + 5
	if accuracy > maxAccuracy {
		return nil, 0, 0, corrupt("FSE accuracy log %d over %d", accuracy, maxAccuracy)
	}
	remaining := int32(1)<<accuracy + 1
	threshold := int32(1) << accuracy
	nb := int(accuracy) + 1
	norm = norm[:0]
	for remaining > 1 {
		if len(norm) > maxSymbol {
			return nil, 0, 0, corrupt("FSE table description for more than %d symbols", maxSymbol+1)
		}
		lim := 2*threshold - 1 - remaining
		var count int32
		if v := int32(r.peek(nb - 1)); v < lim {
			count = v
			r.pos += nb - 1
		} else {
			count = int32(r.read(nb))
			if count >= threshold {
				count -= lim
			}
		}
		count--
		if count < 0 {
			remaining += count
		} else {
			remaining -= count
		}
		norm = append(norm, int16(count))
		if count == 0 {
			for {
				rep := int(r.read(2))
				for i := 0; i < rep; i++ {
					norm = append(norm, 0)
				}
				if rep != 3 {
					break
				}
				if len(norm) > maxSymbol+1 {
					break
				}
			}
		}
		for remaining < threshold && nb > 1 {
			nb--
			threshold >>= 1
		}
		if r.bytes() > len(src) {
			return nil, 0, 0, corrupt("FSE table description past its section")
		}
	}
	if remaining != 1 || len(norm) > maxSymbol+1 {
		return nil, 0, 0, corrupt("FSE table description does not add up")
	}
	return norm, accuracy, r.bytes(), nil
}

// build fills t from normalized probabilities (RFC 8878 4.1.1).
func (t *fseTable) build(norm []int16, accuracy uint8) error {
	size := 1 << accuracy
	if cap(t.states) < size {
		t.states = make([]fseEntry, size)
	}
	t.states = t.states[:size]
	t.accuracy = accuracy
	var next [256]uint16
	high := size - 1
	for s, p := range norm {
		if p == -1 {
			t.states[high].symbol = uint8(s)
			high--
			next[s] = 1
		} else if p > 0 {
			next[s] = uint16(p)
		}
	}
	step := size>>1 + size>>3 + 3
	mask := size - 1
	pos := 0
	for s, p := range norm {
		for i := 0; i < int(p); i++ {
			t.states[pos].symbol = uint8(s)
			pos = (pos + step) & mask
			for pos > high {
				pos = (pos + step) & mask
			}
		}
	}
	if pos != 0 {
		return corrupt("FSE probabilities do not fill the table")
	}
	for i := range t.states {
		s := t.states[i].symbol
		n := next[s]
		next[s]++
		if n == 0 {
			return corrupt("FSE state of a symbol without probability")
		}
		nb := accuracy - uint8(bits.Len16(n)-1)
		t.states[i].nbits = nb
		t.states[i].base = n<<nb - uint16(size)
	}
	return nil
}

// rleTable makes t decode sym forever, reading no bits.
func (t *fseTable) rle(sym uint8) {
	if cap(t.states) < 1 {
		t.states = make([]fseEntry, 1)
	}
	t.states = t.states[:1]
	t.states[0] = fseEntry{symbol: sym}
	t.accuracy = 0
}
