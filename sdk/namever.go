package sdk

import "strings"

// SplitNameVersion splits NAME[@VERSION]; a leading @ belongs to the name
// (npm scopes), so "@scope/pkg@1.2" is ("@scope/pkg", "1.2").
func SplitNameVersion(s string) (name, version string) {
	if i := strings.LastIndexByte(s, '@'); i > 0 {
		return s[:i], s[i+1:]
	}
	return s, ""
}
