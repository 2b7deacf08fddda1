package rank

// Distance is the optimal-string-alignment Damerau-Levenshtein distance
// between a and b, or max+1 once it exceeds max: the one edit distance
// providers use for "did you mean" lists, so that every ecosystem suggests
// names by the same rule the search's fuzzy matching uses.
func Distance(a, b string, max int) int { return distance(a, b, max, nil) }

// distance is the optimal-string-alignment Damerau-Levenshtein distance
// between a and b (insertions, deletions, substitutions and transpositions
// of adjacent characters each cost 1), or max+1 when it exceeds max. Only a
// band of width 2*max+1 around the diagonal is computed, so a bounded check
// costs O(len·max), not O(len²).
// buf is scratch space for its three rows; pass nil to allocate.
func distance(a, b string, max int, buf *[]int) int {
	if isASCII(a) && isASCII(b) {
		return osa([]byte(a), []byte(b), max, buf)
	}
	return osa([]rune(a), []rune(b), max, buf)
}

func osa[T byte | rune](a, b []T, max int, buf *[]int) int {
	la, lb := len(a), len(b)
	if la-lb > max || lb-la > max {
		return max + 1
	}
	if la == 0 || lb == 0 {
		return min(la+lb, max+1)
	}
	inf := max + 1
	// Three rows: i-2, i-1, i. Columns 0..lb.
	var rows []int
	if buf != nil {
		rows = *buf
	}
	if cap(rows) < 3*(lb+1) {
		rows = make([]int, 3*(lb+1))
		if buf != nil {
			*buf = rows
		}
	}
	rows = rows[:3*(lb+1)]
	prev2, prev, cur := rows[:lb+1], rows[lb+1:2*(lb+1)], rows[2*(lb+1):]
	for j := range prev2 {
		prev2[j] = inf
	}
	for j := range prev {
		prev[j] = min(j, inf)
	}
	for i := 1; i <= la; i++ {
		lo, hi := max2(1, i-max), min(lb, i+max)
		for j := range cur {
			cur[j] = inf
		}
		if i <= max {
			cur[0] = i
		}
		rowMin := inf
		if lo == 1 {
			rowMin = cur[0]
		}
		for j := lo; j <= hi; j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			if v > inf {
				v = inf
			}
			cur[j] = v
			rowMin = min(rowMin, v)
		}
		if rowMin > max {
			return inf
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return min(prev[lb], inf)
}

func max2(a, b int) int {
	if a > b {
		return a
	}
	return b
}

// maxTypos is how many edits a query of n characters may carry and still
// match: none for very short words (every three-letter word is one edit
// from dozens of others), one up to five characters, then two, three for
// long identifiers.
func maxTypos(n int) int {
	switch {
	case n <= 3:
		return 0
	case n <= 5:
		return 1
	case n <= 12:
		return 2
	}
	return 3
}
