package rank

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
)

// Word vectors learned from documented symbols (TestGenerateNeighbours,
// gen_vectors_test.go): two words are near when the symbols whose names
// and first doc sentences use them use the same other words (increment
// and decrement with count, render and print with text), which can link
// paraphrases that never occur in one sentence and so escape
// related.txt's and verbs.txt's counts. Each symbol gives its name's
// parts and its first sentence's words; a word's contexts are the words
// at most window away in the sentence (function words too, at
// 1/distance) and the name's parts (or, with window 0, every word of the
// symbol). The counts are factored by PPMI + truncated SVD (Levy,
// Goldberg and Dagan 2015) with a seeded randomized subspace iteration,
// or, with sgnsEpochs set, by skip-gram with negative sampling. Every
// step is sequential float64 arithmetic in a fixed order on a seeded
// generator, so the same inputs give the same vectors
// (TestLearnVectors). Search uses none of it: see docs/eval.md, the
// sixteenth session's changes.

// vecConfig sets the learning.
type vecConfig struct {
	dim        int     // dimensions kept
	minDocs    int     // least symbols a word occurs in
	minSources int     // least packages a word occurs in
	maxVocab   int     // most words kept, the most frequent
	perSource  float64 // a package's symbols count at most as this many
	alpha      float64 // context distribution smoothing
	eigPower   float64 // singular values are raised to this
	iters      int     // subspace iterations
	seed       uint64
	// window, when not 0, makes a word's contexts the words of its
	// sentence at most window words away (function words too, each at
	// 1/distance) and the parts of the symbol's name (nameShare of a
	// word's weight), instead of the whole bag.
	window    int
	nameShare float64
	// sgnsEpochs, when not 0, learns the vectors by skip-gram with
	// negative sampling over the co-occurrence counts instead of SVD:
	// that many passes, each of as many samples as the counts have
	// entries, times sgnsSamples.
	sgnsEpochs  int
	sgnsSamples int
}

// symbolBag is the words of one symbol: the stemmed parts of its name's
// last component and the prose words of its first doc sentence, once
// each, but function and grammar words, numbers and single letters.
func symbolBag(d namedDoc) []string {
	var bag []string
	add := func(w string) {
		if len(w) >= 2 && !functionWords[w] && !grammarWords[w] && !isDigit(w[0]) && !slices.Contains(bag, w) {
			bag = append(bag, w)
		}
	}
	words(lastComponent(d.name), func(w word) {
		for _, p := range namePartsOf(w.text) {
			add(p)
		}
	})
	proseWords(d, add)
	return bag
}

// wordVectors are unit vectors of a vocabulary.
type wordVectors struct {
	words []string
	dim   int
	vecs  []float64 // len(words) × dim, row-major, rows of unit length
}

func (wv *wordVectors) row(i int) []float64 { return wv.vecs[i*wv.dim : (i+1)*wv.dim] }

// learnVectors learns word vectors from docs.
func learnVectors(docs []namedDoc, cfg vecConfig) *wordVectors {
	// The bags, a declaration repeated with its doc once, and how
	// many symbols each package has.
	type bag struct {
		words []string // distinct
		names []string // the name's parts
		seq   []string // the sentence's words in order, function words too
		src   string
	}
	var bags []bag
	seen := map[[2]string]bool{}
	perSrc := map[string]int{}
	for _, d := range docs {
		if seen[[2]string{d.name, d.summary}] {
			continue
		}
		seen[[2]string{d.name, d.summary}] = true
		b := symbolBag(d)
		if len(b) < 2 {
			continue
		}
		var names, seq []string
		words(lastComponent(d.name), func(w word) { names = append(names, namePartsOf(w.text)...) })
		words(withoutName(d.summary, d.name), func(w word) {
			if l := strings.ToLower(w.text); len(parts(w.text)) == 1 && !strings.ContainsAny(w.text, "_0123456789") {
				seq = append(seq, stem(l))
			} else {
				seq = append(seq, "") // an identifier: no word, but a position
			}
		})
		all := slices.Clone(b)
		for _, w := range seq {
			if w != "" && !slices.Contains(all, w) {
				all = append(all, w)
			}
		}
		bags = append(bags, bag{all, names, seq, d.src})
		perSrc[d.src]++
	}
	// The vocabulary: words of at least minDocs symbols of at least
	// minSources packages, the most frequent first.
	df := map[string]int{}
	srcs := map[string]map[string]bool{}
	for _, b := range bags {
		for _, w := range b.words {
			df[w]++
			if srcs[w] == nil {
				srcs[w] = map[string]bool{}
			}
			srcs[w][b.src] = true
		}
	}
	var vocab []string
	for w, n := range df {
		if n >= cfg.minDocs && len(srcs[w]) >= cfg.minSources {
			vocab = append(vocab, w)
		}
	}
	sort.Slice(vocab, func(i, j int) bool {
		if df[vocab[i]] != df[vocab[j]] {
			return df[vocab[i]] > df[vocab[j]]
		}
		return vocab[i] < vocab[j]
	})
	if len(vocab) > cfg.maxVocab {
		vocab = vocab[:cfg.maxVocab]
	}
	sort.Strings(vocab)
	id := make(map[string]int32, len(vocab))
	for i, w := range vocab {
		id[w] = int32(i)
	}
	// Co-occurrence: every two words of a bag, the bag's weight shared
	// among its pairs per word (1/(n-1)), a package's symbols together
	// weighing at most perSource.
	type pair struct {
		key uint64
		w   float64
	}
	var ps []pair
	var ids []int32
	for _, b := range bags {
		wsrc := min(1, cfg.perSource/float64(perSrc[b.src]))
		if cfg.window > 0 {
			sid := make([]int32, len(b.seq))
			var content []int32
			for x, w := range b.seq {
				sid[x] = -1
				if i, ok := id[w]; ok {
					sid[x] = i
					if isContent(w) && !slices.Contains(content, i) {
						content = append(content, i)
					}
				}
			}
			for x := range sid {
				if sid[x] < 0 {
					continue
				}
				for y := max(0, x-cfg.window); y <= min(len(sid)-1, x+cfg.window); y++ {
					if y != x && sid[y] >= 0 && sid[y] != sid[x] {
						ps = append(ps, pair{uint64(sid[x])<<32 | uint64(sid[y]), wsrc / float64(abs(x-y))})
					}
				}
			}
			var nids []int32
			for _, p := range b.names {
				if i, ok := id[p]; ok && !slices.Contains(nids, i) {
					nids = append(nids, i)
				}
			}
			if len(content) > 0 {
				w := wsrc * cfg.nameShare / float64(len(content))
				for _, p := range nids {
					for _, c := range content {
						if p != c {
							ps = append(ps, pair{uint64(p)<<32 | uint64(c), w}, pair{uint64(c)<<32 | uint64(p), w})
						}
					}
				}
			}
			for x := 0; x+1 < len(nids); x++ {
				ps = append(ps, pair{uint64(nids[x])<<32 | uint64(nids[x+1]), wsrc}, pair{uint64(nids[x+1])<<32 | uint64(nids[x]), wsrc})
			}
			continue
		}
		ids = ids[:0]
		for _, w := range b.words {
			if i, ok := id[w]; ok && isContent(w) {
				ids = append(ids, i)
			}
		}
		if len(ids) < 2 {
			continue
		}
		w := wsrc / float64(len(ids)-1)
		for x := range ids {
			for y := range ids {
				if x != y {
					ps = append(ps, pair{uint64(ids[x])<<32 | uint64(ids[y]), w})
				}
			}
		}
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].key < ps[j].key })
	n := len(vocab)
	m := &csr{n: n, start: make([]int, n+1)}
	for i := 0; i < len(ps); {
		j := i
		var c float64
		for ; j < len(ps) && ps[j].key == ps[i].key; j++ {
			c += ps[j].w
		}
		m.col = append(m.col, int32(ps[i].key))
		m.val = append(m.val, c)
		m.start[ps[i].key>>32+1] = len(m.col)
		i = j
	}
	for i := 1; i <= n; i++ {
		m.start[i] = max(m.start[i], m.start[i-1])
	}
	ps = nil
	// PPMI with the context distribution smoothed.
	row := make([]float64, n)
	for i := range n {
		for k := m.start[i]; k < m.start[i+1]; k++ {
			row[i] += m.val[k]
		}
	}
	var z float64
	for _, r := range row {
		z += math.Pow(r, cfg.alpha)
	}
	ppmi := &csr{n: n, start: make([]int, n+1)}
	for i := range n {
		for k := m.start[i]; k < m.start[i+1]; k++ {
			j := m.col[k]
			if v := math.Log(m.val[k] * z / (row[i] * math.Pow(row[j], cfg.alpha))); v > 0 {
				ppmi.col = append(ppmi.col, j)
				ppmi.val = append(ppmi.val, v)
			}
		}
		ppmi.start[i+1] = len(ppmi.col)
	}
	wv := &wordVectors{words: vocab, dim: cfg.dim, vecs: make([]float64, n*cfg.dim)}
	if cfg.sgnsEpochs > 0 {
		copy(wv.vecs, sgns(m, row, cfg))
	} else {
		u, sigma := truncatedSVD(ppmi, cfg.dim, cfg.iters, cfg.seed)
		for i := range n {
			for c := range cfg.dim {
				wv.vecs[i*cfg.dim+c] = u[i*cfg.dim+c] * math.Pow(sigma[c], cfg.eigPower)
			}
		}
	}
	for i := range n {
		r := wv.row(i)
		var norm float64
		for c := range cfg.dim {
			norm += r[c] * r[c]
		}
		if norm > 0 {
			norm = math.Sqrt(norm)
			for c := range r {
				r[c] /= norm
			}
		}
	}
	return wv
}

// csr is a sparse square matrix, row by row.
type csr struct {
	n     int
	start []int // row i is col[start[i]:start[i+1]]
	col   []int32
	val   []float64
}

// mul returns a·x for x of n rows and k columns, row-major.
func (a *csr) mul(x []float64, k int) []float64 {
	out := make([]float64, a.n*k)
	for i := range a.n {
		o := out[i*k : (i+1)*k]
		for p := a.start[i]; p < a.start[i+1]; p++ {
			v, xr := a.val[p], x[int(a.col[p])*k:int(a.col[p]+1)*k]
			for c := range o {
				o[c] += v * xr[c]
			}
		}
	}
	return out
}

// mulT returns aᵀ·x.
func (a *csr) mulT(x []float64, k int) []float64 {
	out := make([]float64, a.n*k)
	for i := range a.n {
		xr := x[i*k : (i+1)*k]
		for p := a.start[i]; p < a.start[i+1]; p++ {
			v, o := a.val[p], out[int(a.col[p])*k:int(a.col[p]+1)*k]
			for c := range o {
				o[c] += v * xr[c]
			}
		}
	}
	return out
}

// orthonormalize makes the k columns of x (n rows, row-major)
// orthonormal, by modified Gram-Schmidt twice over.
func orthonormalize(x []float64, n, k int) {
	for range 2 {
		for c := range k {
			for p := range c {
				var d float64
				for i := range n {
					d += x[i*k+c] * x[i*k+p]
				}
				for i := range n {
					x[i*k+c] -= d * x[i*k+p]
				}
			}
			var norm float64
			for i := range n {
				norm += x[i*k+c] * x[i*k+c]
			}
			norm = math.Sqrt(norm)
			if norm == 0 {
				continue
			}
			for i := range n {
				x[i*k+c] /= norm
			}
		}
	}
}

// truncatedSVD returns the dim leading left singular vectors of a (n
// rows × dim, row-major) and their singular values, by randomized
// subspace iteration (Halko, Martinsson and Tropp 2011) with a seeded
// start.
func truncatedSVD(a *csr, dim, iters int, seed uint64) ([]float64, []float64) {
	n := a.n
	k := min(dim+20, n)
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	q := make([]float64, n*k)
	for i := range q {
		q[i] = rng.NormFloat64()
	}
	q = a.mul(q, k)
	orthonormalize(q, n, k)
	for range iters {
		z := a.mulT(q, k)
		orthonormalize(z, n, k)
		q = a.mul(z, k)
		orthonormalize(q, n, k)
	}
	// b = qᵀa is k × n; its rows are the columns of bt = aᵀq.
	bt := a.mulT(q, k)
	g := make([]float64, k*k) // b·bᵀ
	for r := range k {
		for c := r; c < k; c++ {
			var s float64
			for i := range n {
				s += bt[i*k+r] * bt[i*k+c]
			}
			g[r*k+c], g[c*k+r] = s, s
		}
	}
	vals, vecs := jacobiEigen(g, k)
	order := make([]int, k)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return vals[order[i]] > vals[order[j]] })
	dim = min(dim, k)
	u := make([]float64, n*dim)
	sigma := make([]float64, dim)
	for c := range dim {
		e := order[c]
		sigma[c] = math.Sqrt(max(vals[e], 0))
		for i := range n {
			var s float64
			for r := range k {
				s += q[i*k+r] * vecs[r*k+e]
			}
			u[i*dim+c] = s
		}
	}
	return u, sigma
}

// jacobiEigen returns the eigenvalues of the symmetric k×k matrix g
// (row-major, overwritten) and its eigenvectors as the columns of a
// row-major k×k matrix, by cyclic Jacobi rotations.
func jacobiEigen(g []float64, k int) ([]float64, []float64) {
	v := make([]float64, k*k)
	for i := range k {
		v[i*k+i] = 1
	}
	for sweep := 0; sweep < 100; sweep++ {
		var off float64
		for p := range k {
			for q := p + 1; q < k; q++ {
				off += g[p*k+q] * g[p*k+q]
			}
		}
		if off < 1e-22 {
			break
		}
		for p := range k {
			for q := p + 1; q < k; q++ {
				apq := g[p*k+q]
				if math.Abs(apq) < 1e-300 {
					continue
				}
				theta := (g[q*k+q] - g[p*k+p]) / (2 * apq)
				t := math.Copysign(1, theta) / (math.Abs(theta) + math.Sqrt(theta*theta+1))
				c := 1 / math.Sqrt(t*t+1)
				s := t * c
				for r := range k {
					grp, grq := g[r*k+p], g[r*k+q]
					g[r*k+p] = c*grp - s*grq
					g[r*k+q] = s*grp + c*grq
				}
				for r := range k {
					gpr, gqr := g[p*k+r], g[q*k+r]
					g[p*k+r] = c*gpr - s*gqr
					g[q*k+r] = s*gpr + c*gqr
				}
				for r := range k {
					vrp, vrq := v[r*k+p], v[r*k+q]
					v[r*k+p] = c*vrp - s*vrq
					v[r*k+q] = s*vrp + c*vrq
				}
			}
		}
	}
	vals := make([]float64, k)
	for i := range k {
		vals[i] = g[i*k+i]
	}
	return vals, v
}

// nearest are the n words nearest to w, for inspection.
func (wv *wordVectors) nearest(w string, n int) []relatedPart {
	i, ok := slices.BinarySearch(wv.words, w)
	if !ok {
		return nil
	}
	ri := wv.row(i)
	var all []relatedPart
	for j := range wv.words {
		if j == i {
			continue
		}
		var d float64
		for c, x := range wv.row(j) {
			d += ri[c] * x
		}
		all = append(all, relatedPart{wv.words[j], math.Round(d*100) / 100})
	}
	sort.SliceStable(all, func(a, b int) bool { return all[a].weight > all[b].weight })
	return all[:min(n, len(all))]
}

// quantized is the vectors as vectors.go reads them: a header line, the
// words, and each row as signed bytes scaled to ±127.
func (wv *wordVectors) quantized() []byte {
	var b bytes.Buffer
	var keep []int
	for i, w := range wv.words {
		if isContent(w) {
			keep = append(keep, i)
		}
	}
	fmt.Fprintf(&b, "pkgdocs-vectors %d %d\n", len(keep), wv.dim)
	for _, i := range keep {
		b.WriteString(wv.words[i])
		b.WriteByte('\n')
	}
	for _, i := range keep {
		r := wv.row(i)
		var m float64
		for _, x := range r {
			m = max(m, math.Abs(x))
		}
		for _, x := range r {
			q := 0.0
			if m > 0 {
				q = math.Round(x / m * 127)
			}
			b.WriteByte(byte(int8(q)))
		}
	}
	return b.Bytes()
}

// isContent reports whether stemmed word w says something: not a
// function or grammar word, a number or a single letter.
func isContent(w string) bool {
	return len(w) >= 2 && !functionWords[w] && !grammarWords[w] && !isDigit(w[0])
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// sgns learns word vectors by skip-gram with negative sampling (Mikolov
// et al. 2013) from co-occurrence counts m (row sums row): each step
// draws a (word, context) pair in proportion to its count and five
// contexts from the smoothed unigram distribution as negatives, with a
// seeded generator and a learning rate falling linearly, one sample at
// a time, so the result is the same on every run. A word's vector is
// its word and context vectors added.
func sgns(m *csr, row []float64, cfg vecConfig) []float64 {
	const negatives = 5
	n, dim := m.n, cfg.dim
	rng := rand.New(rand.NewPCG(cfg.seed, cfg.seed^0x9e3779b97f4a7c15))
	w := make([]float64, n*dim)
	c := make([]float64, n*dim)
	for i := range w {
		w[i] = (rng.Float64() - 0.5) / float64(dim)
	}
	// Cumulative weights, for drawing by binary search.
	pairCum := make([]float64, len(m.val))
	pairRow := make([]int32, len(m.val))
	var sum float64
	for i := range n {
		for k := m.start[i]; k < m.start[i+1]; k++ {
			sum += m.val[k]
			pairCum[k] = sum
			pairRow[k] = int32(i)
		}
	}
	negCum := make([]float64, n)
	var nsum float64
	for i, r := range row {
		nsum += math.Pow(r, cfg.alpha)
		negCum[i] = nsum
	}
	draw := func(cum []float64, total float64) int {
		x := rng.Float64() * total
		i, _ := slices.BinarySearch(cum, x)
		return min(i, len(cum)-1)
	}
	steps := cfg.sgnsEpochs * cfg.sgnsSamples * len(m.val)
	grad := make([]float64, dim)
	const lr0 = 0.025
	for step := range steps {
		lr := max(lr0*(1-float64(step)/float64(steps)), lr0*1e-4)
		k := draw(pairCum, sum)
		i, j := int(pairRow[k]), int(m.col[k])
		wi := w[i*dim : (i+1)*dim]
		clear(grad)
		for s := 0; s <= negatives; s++ {
			label := 0.0
			if s == 0 {
				label = 1
			} else {
				j = draw(negCum, nsum)
				if j == i {
					continue
				}
			}
			cj := c[j*dim : (j+1)*dim]
			var d float64
			for x := range wi {
				d += wi[x] * cj[x]
			}
			g := lr * (label - 1/(1+math.Exp(-d)))
			for x := range wi {
				grad[x] += g * cj[x]
				cj[x] += g * wi[x]
			}
		}
		for x := range wi {
			wi[x] += grad[x]
		}
	}
	for i := range w {
		w[i] += c[i]
	}
	return w
}
