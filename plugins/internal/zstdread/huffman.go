package zstdread

import "math/bits"

// maxHuffmanBits is the longest Huffman code Zstandard allows.
const maxHuffmanBits = 11

// huffEntry decodes the code that starts with the table index's bits.
type huffEntry struct {
	symbol uint8
	nbits  uint8
}

// huffTable is a Huffman decoding table indexed by the next maxBits bits.
type huffTable struct {
	maxBits uint8
	entries []huffEntry
}

// readHuffmanTable reads a Huffman tree description (RFC 8878 4.2.1) from
// the start of src into t and returns its length in bytes.
func (d *decoder) readHuffmanTable(src []byte, t *huffTable) (int, error) {
	if len(src) == 0 {
		return 0, corrupt("missing Huffman tree description")
	}
	var weights [256]uint8
	n := 0
	head := int(src[0])
	size := 0
	if head >= 128 {
		n = head - 127
		size = 1 + (n+1)/2
		if size > len(src) {
			return 0, corrupt("Huffman weights past their section")
		}
		for i := 0; i < n; i++ {
			b := src[1+i/2]
			if i%2 == 0 {
				weights[i] = b >> 4
			} else {
				weights[i] = b & 15
			}
		}
	} else {
		size = 1 + head
		if size > len(src) {
			return 0, corrupt("Huffman weights past their section")
		}
		var err error
		if n, err = d.readFSEWeights(src[1:size], &weights); err != nil {
			return 0, err
		}
	}
	if n == 0 || n > 255 {
		return 0, corrupt("%d Huffman weights", n)
	}
	total := uint32(0)
	for _, w := range weights[:n] {
		if w > maxHuffmanBits {
			return 0, corrupt("Huffman weight %d", w)
		}
		if w > 0 {
			total += 1 << (w - 1)
		}
	}
	if total == 0 {
		return 0, corrupt("Huffman weights all zero")
	}
	maxBits := bits.Len32(total)
	if maxBits > maxHuffmanBits {
		return 0, corrupt("Huffman codes over %d bits", maxHuffmanBits)
	}
	rest := uint32(1)<<maxBits - total
	if rest&(rest-1) != 0 {
		return 0, corrupt("Huffman weights do not make a prefix code")
	}
	weights[n] = uint8(bits.Len32(rest))
	n++
	t.maxBits = uint8(maxBits)
	tsize := 1 << maxBits
	if cap(t.entries) < tsize {
		t.entries = make([]huffEntry, 1<<maxHuffmanBits)
	}
	t.entries = t.entries[:tsize]
	// Codes go to symbols by increasing weight, then by symbol: a
	// symbol of weight w takes 1<<(w-1) consecutive entries.
	var start [maxHuffmanBits + 2]int
	for _, w := range weights[:n] {
		if w > 0 {
			start[w] += 1 << (w - 1)
		}
	}
	pos := 0
	for w := 1; w <= maxBits; w++ {
		c := start[w]
		start[w] = pos
		pos += c
	}
	if pos != tsize {
		return 0, corrupt("Huffman weights do not fill the table")
	}
	for s, w := range weights[:n] {
		if w == 0 {
			continue
		}
		e := huffEntry{symbol: uint8(s), nbits: uint8(maxBits + 1 - int(w))}
		p := start[w]
		for i := 0; i < 1<<(w-1); i++ {
			t.entries[p+i] = e
		}
		start[w] = p + 1<<(w-1)
	}
	return size, nil
}

// readFSEWeights decodes FSE-compressed Huffman weights: a table
// description, then one backward stream read by two interleaved states.
func (d *decoder) readFSEWeights(src []byte, weights *[256]uint8) (int, error) {
	norm, accuracy, used, err := readFSECounts(src, 255, 6, d.norm[:])
	if err != nil {
		return 0, err
	}
	if err := d.weightTable.build(norm, accuracy); err != nil {
		return 0, err
	}
	t := &d.weightTable
	var r backwardBits
	if err := r.init(src[used:]); err != nil {
		return 0, err
	}
	s1 := uint16(r.read(accuracy))
	s2 := uint16(r.read(accuracy))
	n := 0
	for {
		if n >= 254 {
			return 0, corrupt("too many Huffman weights")
		}
		// Each step is at most 2*6 bits: refilling every round is ample.
		r.refill()
		e := t.states[s1]
		weights[n] = e.symbol
		n++
		s1 = e.base + uint16(r.read(e.nbits))
		if r.overread() {
			weights[n] = t.states[s2].symbol
			n++
			break
		}
		e = t.states[s2]
		weights[n] = e.symbol
		n++
		s2 = e.base + uint16(r.read(e.nbits))
		if r.overread() {
			weights[n] = t.states[s1].symbol
			n++
			break
		}
	}
	return n, nil
}

// decodeStream decodes one Huffman-coded stream into out, which it fills.
func (t *huffTable) decodeStream(src []byte, out []byte) error {
	var r backwardBits
	if err := r.init(src); err != nil {
		return err
	}
	mb := t.maxBits
	ents := t.entries
	i := 0
	// Four codes of at most 11 bits between refills.
	for ; i+4 <= len(out); i += 4 {
		r.refill()
		if r.overread() {
			return corrupt("Huffman stream too short")
		}
		e := ents[r.peek(mb)]
		r.skip(e.nbits)
		out[i] = e.symbol
		e = ents[r.peek(mb)]
		r.skip(e.nbits)
		out[i+1] = e.symbol
		e = ents[r.peek(mb)]
		r.skip(e.nbits)
		out[i+2] = e.symbol
		e = ents[r.peek(mb)]
		r.skip(e.nbits)
		out[i+3] = e.symbol
	}
	r.refill()
	for ; i < len(out); i++ {
		e := ents[r.peek(mb)]
		r.skip(e.nbits)
		out[i] = e.symbol
	}
	if !r.done() {
		return corrupt("Huffman stream does not end where its literals do")
	}
	return nil
}
