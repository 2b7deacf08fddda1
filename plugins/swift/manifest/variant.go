package manifest

import (
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
)

var variantRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^Package@swift-(\d+)(?:\.(\d+))?(?:\.(\d+))?\.swift$`)
})

// Variant picks the manifest file SwiftPM would read from the names in a
// package root: the Package@swift-X[.Y[.Z]].swift with the highest version
// not above swiftVersion ("6.0"), else Package.swift. An empty
// swiftVersion means the newest variant.
func Variant(names []string, swiftVersion string) string {
	want := versionKey(swiftVersion)
	type cand struct {
		name string
		key  [3]int
	}
	var cands []cand
	for _, n := range names {
		m := variantRE().FindStringSubmatch(n)
		if m == nil {
			continue
		}
		var k [3]int
		for i := 0; i < 3; i++ {
			k[i], _ = strconv.Atoi(m[i+1])
		}
		if swiftVersion == "" || !less(want, k) {
			cands = append(cands, cand{n, k})
		}
	}
	if len(cands) == 0 {
		return "Package.swift"
	}
	sort.Slice(cands, func(i, j int) bool { return less(cands[j].key, cands[i].key) })
	return cands[0].name
}

// NewerTools reports whether manifest a declares a newer tools version
// than manifest b. SwiftPM reads Package.swift over the version-specific
// variant it would pick when Package.swift's tools version is the newer:
// the variants are there for older toolchains.
func NewerTools(a, b []byte) bool {
	return less(versionKey(toolsVersion(b)), versionKey(toolsVersion(a)))
}

// toolsVersion reads the "// swift-tools-version:" line; "" when absent.
func toolsVersion(src []byte) string {
	first, _, _ := strings.Cut(string(src[:min(len(src), 200)]), "\n")
	if sm := toolsVersionRE().FindStringSubmatch(strings.TrimSpace(first)); sm != nil {
		return sm[1]
	}
	return ""
}

func versionKey(v string) [3]int {
	var k [3]int
	for i, p := range strings.SplitN(v, ".", 3) {
		k[i], _ = strconv.Atoi(p)
	}
	return k
}

func less(a, b [3]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}
