package sitepkgs

import (
	"strings"
)

// Metadata is a distribution's core metadata (METADATA, PKG-INFO): an RFC
// 822 header block with repeatable fields, then the description as the
// body.
type Metadata struct {
	Fields map[string][]string // keys lower-cased: "requires-dist"
	// Description is the body, or the legacy Description header.
	Description string
}

// Get returns the first value of a field ("" when absent).
func (m *Metadata) Get(key string) string {
	if v := m.Fields[strings.ToLower(key)]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// All returns every value of a field.
func (m *Metadata) All(key string) []string { return m.Fields[strings.ToLower(key)] }

// ParseMetadata reads core metadata. It never fails: a malformed header
// line ends the headers, and the rest is the description.
func ParseMetadata(b []byte) *Metadata {
	m := &Metadata{Fields: map[string][]string{}}
	s := strings.ReplaceAll(string(b), "\r\n", "\n")
	lines := strings.Split(s, "\n")
	var key string
	i := 0
	for ; i < len(lines); i++ {
		l := lines[i]
		if l == "" {
			i++
			break
		}
		if (l[0] == ' ' || l[0] == '\t') && key != "" {
			vals := m.Fields[key]
			cont := l
			if key == "description" {
				// Legacy continuation: 8 spaces and a '|' (setuptools) or 7 spaces.
				cont = strings.TrimPrefix(strings.TrimLeft(l, " \t"), "|")
			} else {
				cont = strings.TrimSpace(l)
			}
			vals[len(vals)-1] += "\n" + cont
			continue
		}
		k, v, ok := strings.Cut(l, ":")
		if !ok || strings.ContainsAny(k, " \t") {
			break
		}
		key = strings.ToLower(k)
		m.Fields[key] = append(m.Fields[key], strings.TrimSpace(v))
	}
	if i < len(lines) {
		m.Description = strings.TrimSpace(strings.Join(lines[i:], "\n"))
	}
	if m.Description == "" {
		if d := m.Get("description"); d != "" && d != "UNKNOWN" {
			m.Description = strings.TrimSpace(d)
		}
	}
	return m
}
