package sdk

// LookupRequest asks a provider about names its Describe outline cannot
// decide (contract minor 9, capability "lookup_names"): the host sends
// those an outline check answered "cannot tell" for, such as names of a
// compiled module without stubs or names bound when a module runs, and
// those it answered "does not exist" for. On the latter the host takes
// only answers read from source (EvidenceSource): exists, or cannot tell
// when the source shows where the name would come from (a module the
// package imports) but not the name itself; any other answer leaves
// "does not exist".
type LookupRequest struct {
	// Package is the package at the exact version its Describe resolved.
	Package PackageRef `json:"package,omitempty"`
	// Names are keyed as the outline keys them, dotted from the package's
	// root ("dumps", "Binary.getquoted"). Untrusted: at most
	// MaxLookupNames, each at most MaxLookupNameLen bytes.
	Names []string `json:"names,omitempty"`
}

// Bounds of one lookup, on both sides of the wire: the host sends no more
// and keeps no more.
const (
	// MaxLookupNames is the names one LookupRequest carries: a check's
	// whole list (its symbols are at most 50).
	MaxLookupNames = 50
	// MaxLookupNameLen is the longest name sent, in bytes.
	MaxLookupNameLen = 256
	// MaxLookupReasonLen is how much of a NameLookup.Reason the host keeps:
	// one line an agent reads, not a report.
	MaxLookupReasonLen = 300
)

// Evidence is what a lookup's answer was read from.
type Evidence int

const (
	EvidenceUnknown Evidence = iota
	// EvidenceSource: declarations in source code or stubs.
	EvidenceSource
	// EvidenceBinary: strings in a compiled module's binary, read without
	// loading it. The name is there, its kind and signature are not, and a
	// string may stand for something else: weaker than source.
	EvidenceBinary
)

var evidenceNames = [...]string{"", "source", "binary"}

func (e Evidence) String() string {
	if e < 0 || int(e) >= len(evidenceNames) {
		return ""
	}
	return evidenceNames[e]
}

// NameLookup is a provider's answer on one name.
type NameLookup struct {
	// Name is the name as asked.
	Name string `json:"name"`
	// Verdict is VerdictExists, VerdictMissing, or VerdictUnknown (cannot
	// tell). The host reads any other verdict as cannot tell.
	Verdict  Verdict  `json:"verdict"`
	Evidence Evidence `json:"evidence,omitempty"`
	// Kind is the name's kind when known ("function", "class"); empty
	// when only a binary's strings were read.
	Kind string `json:"kind,omitempty"`
	// Reason is one line saying what was read and why this verdict
	// ("found as a name string in the binary of the compiled module
	// ujson, not in Python source"). The host keeps MaxLookupReasonLen
	// bytes.
	Reason string `json:"reason,omitempty"`
}

// LookupResult is what LookupNames returns: at most one answer per name
// asked, in any order; a name left out is "cannot tell".
type LookupResult struct {
	Names []NameLookup `json:"names,omitempty"`
}
