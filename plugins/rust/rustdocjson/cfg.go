package rustdocjson

import (
	"encoding/json"
	"regexp"
	"strings"
	"sync"
)

// attrStrings returns the attributes that print as text: every attribute
// before format 54, the {"other": "#[…]"} ones after.
func attrStrings(attrs []json.RawMessage) []string {
	var out []string
	for _, a := range attrs {
		var s string
		if json.Unmarshal(a, &s) == nil {
			out = append(out, s)
			continue
		}
		tag, v := tagged(a)
		if tag == "other" && json.Unmarshal(v, &s) == nil {
			out = append(out, s)
		}
	}
	return out
}

var (
	nameValueRE = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`NameValue \{ name: "([^"]+)", value: Some\("((?:[^"\\]|\\.)*)"\)[^}]*\}`)
	})
	nameOnlyRE = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`\w+ \{ name: "?([A-Za-z_][A-Za-z0-9_]*)"?[^}]*\}`) })
	spanRE     = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`, [^\s,\[\]()]+:\d+:\d+: \d+:\d+ \(#\d+\)`) })
	cfgCallRE  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^#\[(?:doc\(cfg|<cfg>|cfg)\((.*)\)\]$`) })
)

// Gate returns the cfg expression attrs put on an item (`feature =
// "json"`, `all(feature = "a", unix)`), or "" when there is none or it
// only names docs.rs' own cfg.
func Gate(attrs []json.RawMessage) string {
	var preds []string
	for _, s := range attrStrings(attrs) {
		s = strings.TrimSpace(strings.ReplaceAll(s, "\n", " "))
		if m := cfgCallRE().FindStringSubmatch(s); m != nil {
			expr := m[1]
			if strings.HasPrefix(s, "#[doc(cfg") {
				expr = strings.TrimSuffix(expr, ")")
			}
			preds = append(preds, strings.TrimSpace(expr))
			continue
		}
		if strings.HasPrefix(s, "#[attr = CfgTrace([") && strings.HasSuffix(s, "])]") {
			body := strings.TrimSuffix(strings.TrimPrefix(s, "#[attr = CfgTrace(["), "])]")
			body = nameValueRE().ReplaceAllString(body, `$1 = "$2"`)
			body = nameOnlyRE().ReplaceAllString(body, `$1`)
			body = spanRE().ReplaceAllString(body, "")
			body = strings.NewReplacer("All([", "all(", "Any([", "any(", "Not(", "not(", "])", ")").Replace(body)
			preds = append(preds, body)
		}
	}
	var keep []string
	seen := map[string]bool{}
	for _, p := range preds {
		if p == "" || p == "docsrs" || p == "doc" || p == "test" || seen[p] {
			continue
		}
		seen[p] = true
		keep = append(keep, p)
	}
	switch len(keep) {
	case 0:
		return ""
	case 1:
		return keep[0]
	}
	return "all(" + strings.Join(keep, ", ") + ")"
}
