package rank

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestLearnVerbs checks verbs.txt's rules on a small corpus: a name's
// opening word and its doc's opening verb (in the third person, or in
// the imperative when other docs open with it in the third person) pair
// up, both ways round, when at least minSources packages pair them; one
// package's habit, a doc opening with a noun, and a word most docs open
// with are no evidence.
func TestLearnVerbs(t *testing.T) {
	var docs []namedDoc
	pkg := func(i int) string { return fmt.Sprintf("pkg%d", i) }
	for i := range 2 {
		// Three packages say a name opening with delete removes, one
		// in the imperative of docstrings.
		name := fmt.Sprintf("DeleteKey%d", i)
		docs = append(docs, namedDoc{name, name + " removes the key.", pkg(i)})
	}
	docs = append(docs, namedDoc{"delete_key", "Remove the key.", pkg(2)})
	for i := range 3 {
		// An imperative whose word never opens a doc in the third
		// person is no evidence.
		docs = append(docs, namedDoc{fmt.Sprintf("Frob%d", i), "Tweak the key.", pkg(i)})
	}
	for i := range 5 {
		// One package's jargon, however often.
		docs = append(docs, namedDoc{fmt.Sprintf("Zap%d", i), fmt.Sprintf("Zap%d frobnicates.", i), pkg(0)})
	}
	for i := range 3 {
		// A doc opening with the noun of the name names no action.
		docs = append(docs, namedDoc{fmt.Sprintf("GetBytes%d", i), "Bytes of the buffer.", pkg(i)})
	}
	for i := range 3 {
		// A name opening with a noun, though its doc opens with a verb.
		docs = append(docs, namedDoc{fmt.Sprintf("Keys%d", i), "Gets the keys.", pkg(i)})
	}
	for i := range 3 {
		// remove opens docs as a verb (delete → remove needs it).
		docs = append(docs, namedDoc{fmt.Sprintf("Pop%d", i), "Removes the last element.", pkg(i)})
		docs = append(docs, namedDoc{fmt.Sprintf("Erase%d", i), "Deletes the item.", pkg(i)})
	}
	for i := range 10 {
		// Returns opens most docs: it says nothing of a name.
		docs = append(docs, namedDoc{fmt.Sprintf("Find%d", i), "Returns the first match.", pkg(i)})
		docs = append(docs, namedDoc{fmt.Sprintf("Lookup%d", i), "Returns the first match.", pkg(i)})
	}
	for i := range 3 {
		// A light verb opens the doc: the action is its object.
		docs = append(docs, namedDoc{fmt.Sprintf("Copy%d", i), "Makes a copy of the map.", pkg(i)})
		docs = append(docs, namedDoc{fmt.Sprintf("MakeThing%d", i), "Makes a thing.", pkg(i)})
		docs = append(docs, namedDoc{fmt.Sprintf("Dup%d", i), "Copies the map.", pkg(i)})
	}
	for i := range 3 {
		// A phrasal verb opens the name: turn off is stop, turn is not.
		docs = append(docs, namedDoc{fmt.Sprintf("TurnOff%d", i), "Stops the engine.", pkg(i)})
		// The name's word qualifies the doc's verb: read is a kind of
		// lock, not lock.
		docs = append(docs, namedDoc{"read", fmt.Sprintf("Locks lock %d with shared read access.", i), pkg(i)})
		// Both open docs as verbs, which they must to pair.
		docs = append(docs, namedDoc{fmt.Sprintf("Spin%d", i), "Turns the wheel.", pkg(i)})
		docs = append(docs, namedDoc{fmt.Sprintf("Load%d", i), "Reads the file.", pkg(i)})
		// Pairs that do hold.
		docs = append(docs, namedDoc{fmt.Sprintf("Halt%d", i), "Stops the engine.", pkg(i)})
		docs = append(docs, namedDoc{fmt.Sprintf("Stop%d", i), "Halts the engine.", pkg(i)})
	}
	got := learnVerbs(docs)
	want := map[string][]relatedPart{
		"halt":  {{"stop", 1}},
		"stop":  {{"halt", 1}},
		"delet": {{"remov", 1}},
		"remov": {{"delet", 1}},
	}
	if diff := cmp.Diff(want, got, cmp.AllowUnexported(relatedPart{})); diff != "" {
		t.Errorf("learnVerbs (-want +got):\n%s", diff)
	}
}

// TestVerbTerms checks the shipped verbs.txt: programmers' pairs a
// general thesaurus lacks are there both ways round, below a word's own
// weight.
func TestVerbTerms(t *testing.T) {
	for _, tt := range [][2]string{{"delet", "remov"}, {"remov", "delet"}, {"make", "creat"}, {"close", "shut"}} {
		got := verbTerms(tt[0])
		found := false
		for _, r := range got {
			if r.weight <= 0 || r.weight > verbWeight {
				t.Errorf("verbTerms(%q): %s weighs %v, want (0, %v]", tt[0], r.term, r.weight, verbWeight)
			}
			found = found || r.term == tt[1]
		}
		if !found {
			t.Errorf("verbTerms(%q) = %v, want %s among them", tt[0], got, tt[1])
		}
	}
	if got := verbTerms("return"); len(got) != 0 {
		t.Errorf("verbTerms(return) = %v, want none: most docs open with it", got)
	}
}

// TestLearnRelated checks related.txt's rules on a small corpus: a doc
// word is related to the name parts it occurs with in at least
// minTogether symbols of at least minSources packages, never to itself
// nor to its abbreviation (Search matches prefixes already); one
// package's jargon, however often, is no evidence, and a word written as
// an identifier in a doc (AddParseTree) or a grammar word (may) is no
// word of the docs' prose.
func TestLearnRelated(t *testing.T) {
	var docs []namedDoc
	pkg := func(i int) string { return fmt.Sprintf("pkg%d", i) }
	for i := range 3 {
		// Three packages document a name with deadline in it as a
		// timeout.
		docs = append(docs, namedDoc{fmt.Sprintf("SetDeadline%d", i), "Sets the timeout of the connection.", pkg(i)})
	}
	for i := range 6 {
		// One package's jargon.
		docs = append(docs, namedDoc{fmt.Sprintf("Frob%d", i), "Wibbles the widget.", pkg(0)})
	}
	for i := range 3 {
		// Shortened forms: the name abbreviates the doc's word.
		docs = append(docs, namedDoc{fmt.Sprintf("SetEnv%d", i), "Sets an environment variable, which may be read later.", pkg(i)})
		// A doc naming another identifier.
		docs = append(docs, namedDoc{fmt.Sprintf("Tree%d", i), "Tree is what AddParseTree adds.", pkg(i)})
	}
	for i := range 12 {
		// Background: other names and words, so that chance is low.
		docs = append(docs, namedDoc{fmt.Sprintf("Open%d", i), "Opens the file.", pkg(i)})
		docs = append(docs, namedDoc{fmt.Sprintf("Close%d", i), "Closes the stream.", pkg(i)})
	}
	got := learnRelated(docs)
	has := func(word, part string) bool {
		for _, r := range got[word] {
			if r.part == part {
				return true
			}
		}
		return false
	}
	if !has("timeout", "deadlin") {
		t.Errorf("timeout not related to deadline's stem: %v", got["timeout"])
	}
	for w, rs := range got {
		for _, r := range rs {
			if r.part == w {
				t.Errorf("%q related to itself", w)
			}
			if r.part == "frob" || w == "wibbl" || w == "widget" {
				t.Errorf("one package's jargon learned: %q → %q", w, r.part)
			}
			if w == "environ" && r.part == "env" {
				t.Errorf("an abbreviation learned: %q → %q", w, r.part)
			}
			if w == "addparsetre" || w == "addparsetree" || w == "may" {
				t.Errorf("a word that is no prose learned: %q → %q", w, r.part)
			}
		}
	}
}
