package sdk

// DefaultCompleteLimit is how many completion values a provider returns when
// the request gives no limit: more than a client's menu shows, few enough to
// send at every keystroke.
const DefaultCompleteLimit = 100

// ProjectCompletion builds a Completion from the project's direct
// dependencies and other suggestions, the shape the host relies on: direct
// ones first, counted in ProjectValues, the whole cut to limit (0 means
// DefaultCompleteLimit) with HasMore set and Total counting what was cut.
// The slices are used as given (sort them first if order matters); a value in
// both is the caller's to avoid.
func ProjectCompletion(direct, rest []string, limit int) *Completion {
	if limit <= 0 {
		limit = DefaultCompleteLimit
	}
	var all []string // nil when there is nothing, as providers always answered
	if len(direct)+len(rest) > 0 {
		all = append(append(make([]string, 0, len(direct)+len(rest)), direct...), rest...)
	}
	out := &Completion{Total: len(all), ProjectValues: len(direct)}
	if len(all) > limit {
		all, out.HasMore = all[:limit], true
		out.ProjectValues = min(out.ProjectValues, limit)
	}
	out.Values = all
	return out
}
