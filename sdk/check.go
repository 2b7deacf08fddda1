package sdk

// CheckRequest asks which of the names an agent wrote exist in a package
// at one version (contract minor 3, capability "check").
type CheckRequest struct {
	Package PackageRef `json:"package,omitempty"`
	// Symbols are names as an agent writes them: "Router",
	// "express.Router", "cobra.Command.RunE", "tokio::sync::Mutex::lock".
	Symbols []string `json:"symbols,omitempty"`
	// Code is an optional snippet; the names it references from the
	// package are checked too (best effort).
	Code string `json:"code,omitempty"`
}

// Verdict is what a check found for one name.
type Verdict int

const (
	VerdictUnknown    Verdict = iota
	VerdictExists             // in the API at the checked version
	VerdictMissing            // not in the API at the checked version, nor in the versions compared
	VerdictAdded              // not at the checked version; in a newer one (AddedIn)
	VerdictRemoved            // not at the checked version; in an older one (ExistedIn)
	VerdictOutOfReach         // on a value the checker cannot type (app.use)
)

var verdictNames = [...]string{"unknown", "exists", "missing", "added-later", "removed", "out-of-reach"}

func (v Verdict) String() string {
	if v < 0 || int(v) >= len(verdictNames) {
		return "unknown"
	}
	return verdictNames[v]
}

// MarshalText writes a Verdict as its name ("exists").
func (v Verdict) MarshalText() ([]byte, error) { return []byte(v.String()), nil }

// UnmarshalText reads what MarshalText writes.
func (v *Verdict) UnmarshalText(b []byte) error {
	for i, n := range verdictNames {
		if n == string(b) {
			*v = Verdict(i)
			return nil
		}
	}
	*v = VerdictUnknown
	return nil
}

// SymbolCheck is the verdict on one name.
type SymbolCheck struct {
	// Query is the name as the agent wrote it (or as extracted from code).
	Query   string  `json:"query,omitempty"`
	Verdict Verdict `json:"verdict,omitempty"`
	// Symbol is the API name the query matched (exists, added, removed).
	Symbol     string `json:"symbol,omitempty"`
	Kind       string `json:"kind,omitempty"`
	Signature  string `json:"signature,omitempty"` // one line
	Deprecated string `json:"deprecated,omitempty"`
	// Nearest are existing names at the checked version that the query
	// may have meant, closest first.
	Nearest []string `json:"nearest,omitempty"`
	// AddedIn is a newer version that has the name (VerdictAdded).
	AddedIn string `json:"addedIn,omitempty"`
	// ExistedIn is an older version that had the name (VerdictRemoved).
	ExistedIn string `json:"existedIn,omitempty"`
	// Note says anything else: what was compared, why out of reach.
	Note string `json:"note,omitempty"`
	// FromCode is set when the name was extracted from the snippet.
	FromCode bool `json:"fromCode,omitempty"`
}

// CheckResult is what Check returns.
type CheckResult struct {
	Name    string        `json:"name,omitempty"`
	Version string        `json:"version,omitempty"` // the version checked
	Source  Source        `json:"source,omitempty"`  // where that version came from
	Checks  []SymbolCheck `json:"checks,omitempty"`
	// Compared lists the other versions whose API was consulted.
	Compared []string `json:"compared,omitempty"`
	Notes    []string `json:"notes,omitempty"`
}
