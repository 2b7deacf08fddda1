package pyapi

import "strings"

// deprecationCategories are the warning classes that say the code warning
// them is going away.
var deprecationCategories = map[string]bool{"DeprecationWarning": true, "PendingDeprecationWarning": true}

// moduleDeprecation returns the message of a deprecation warning a module
// issues when it is imported: a statement of the module's own body (not
// in a function, a class or a branch) calling warnings.warn, or a warn
// imported from warnings, with DeprecationWarning or
// PendingDeprecationWarning as its category ("import deb822" warns
// "please use 'debian.deb822' instead"). "deprecated" when the message is
// not a literal; "" when the module warns no such thing.
func moduleDeprecation(stmts []stmt, imports []Import) string {
	warnName, warnings := "", map[string]bool{}
	for _, im := range imports {
		switch {
		case im.Module == "warnings" && im.Name == "warn":
			warnName = im.As
		case im.Module == "warnings" && im.Name == "":
			warnings[im.As] = true
		}
	}
	for _, s := range stmts {
		if s.indent != 0 {
			continue
		}
		t := s.toks
		var args []token
		switch {
		case len(t) >= 4 && warnings[t[0].text] && t[1].text == "." && t[2].text == "warn" && t[3].text == "(":
			args = t[3:]
		case warnName != "" && len(t) >= 2 && t[0].text == warnName && t[1].text == "(":
			args = t[1:]
		default:
			continue
		}
		end := matching(args, 0)
		if end < 0 {
			continue
		}
		parts := splitTop(args[1:end], ",")
		category := ""
		for i, a := range parts {
			switch {
			case len(a) >= 3 && a[0].text == "category" && a[1].text == "=":
				category = a[len(a)-1].text
			case i == 1 && len(a) > 0 && a[0].kind == tName:
				category = a[len(a)-1].text
			}
		}
		if !deprecationCategories[category] {
			continue
		}
		if len(parts) > 0 {
			if msg, ok := stringLit(parts[0]); ok && strings.TrimSpace(msg) != "" {
				return strings.TrimSpace(msg)
			}
		}
		return "deprecated"
	}
	return ""
}
