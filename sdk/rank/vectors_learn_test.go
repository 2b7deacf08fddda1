package rank

import (
	"bytes"
	"fmt"
	"testing"
)

// TestLearnVectors learns vectors from a small corpus in which two verbs
// never meet but say the same of the same things (removes, deletes), as
// do two others (parses, decodes): each must come out nearest to its
// pair, and a second run must give the same bytes.
func TestLearnVectors(t *testing.T) {
	var docs []namedDoc
	objects := []string{"entry", "key", "file", "record", "item", "node", "value", "element"}
	places := []string{"map", "cache", "store", "table", "tree", "list"}
	verbs := [][2]string{{"removes", "Remove"}, {"deletes", "Delete"}, {"parses", "Parse"}, {"decodes", "Decode"}}
	for p := range 4 {
		src := fmt.Sprintf("go example.com/pkg%d", p)
		for vi, v := range verbs {
			for oi, o := range objects {
				pl := places[(oi+p+vi/2)%len(places)]
				if vi >= 2 {
					pl = []string{"text", "input", "bytes", "string", "stream", "buffer"}[(oi+p)%6]
				}
				name := v[1] + fmt.Sprint(oi)
				docs = append(docs, namedDoc{name, fmt.Sprintf("%s %s the %s from the %s.", name, v[0], o, pl), src})
			}
		}
	}
	for _, method := range []struct {
		name  string
		sgns  int
		dim   int
		pairs [][2]string
	}{
		{"svd", 0, 8, [][2]string{{"remov", "delet"}, {"pars", "decod"}}},
		{"sgns", 200, 8, [][2]string{{"remov", "delet"}, {"pars", "decod"}}},
	} {
		cfg := vecConfig{dim: method.dim, minDocs: 2, minSources: 2, maxVocab: 1000, perSource: 1000,
			alpha: 0.75, eigPower: 0.5, iters: 4, seed: 1, window: 2, nameShare: 1, sgnsEpochs: method.sgns, sgnsSamples: 5}
		wv := learnVectors(docs, cfg)
		for _, p := range method.pairs {
			if got := wv.nearest(p[0], 1); len(got) == 0 || got[0].part != p[1] {
				t.Errorf("%s: nearest to %s: got %v, want %s", method.name, p[0], wv.nearest(p[0], 3), p[1])
			}
		}
		if again := learnVectors(docs, cfg); !bytes.Equal(wv.quantized(), again.quantized()) {
			t.Errorf("%s: a second run learned other vectors", method.name)
		}
	}
}
