package readme

import (
	"strings"
	"sync"
	"unicode"
)

// Kinds of kept sections, in Section.Kind.
const (
	KindSummary  = "summary"  // text before the first heading, and the title heading
	KindInstall  = "install"  // installation, setup, download
	KindUsage    = "usage"    // usage, getting started, quick start, tutorial
	KindAPI      = "api"      // API, reference, methods, functions
	KindExamples = "examples" // examples, demos, recipes
	KindConfig   = "config"   // configuration, options, settings, environment
	KindGuide    = "guide"    // guides, how-tos, migration, advanced topics
	KindFAQ      = "faq"      // FAQ, troubleshooting, caveats, limitations
	KindOther    = "other"    // any heading not recognised: kept
)

// Reasons a section or block is dropped, in Drop.Reason.
const (
	ReasonBadges     = "badges"
	ReasonTOC        = "table of contents"
	ReasonLicence    = "licence"
	ReasonCommunity  = "contributors"
	ReasonSponsors   = "sponsors"
	ReasonChangelog  = "changelog"
	ReasonConduct    = "code of conduct"
	ReasonSecurity   = "security policy"
	ReasonSupport    = "support"
	ReasonNavigation = "navigation links"
	ReasonComment    = "HTML comment"
	ReasonLinkDef    = "unused link definitions"
	ReasonEmpty      = "empty after filtering"
	ReasonLayout     = "HTML wrappers without content"
	ReasonImages     = "images without text"
	ReasonTruncated  = "over MaxInput"
)

// headingTables are the word tables classify reads, built on first use:
// as package variables their maps were filled by package initialisation in
// every process of the one binary, the host's included, at every start.
type headingTables struct {
	dropWords   map[string]string
	fillers     map[string]bool
	dropPhrases map[string]string
	keepWords   map[string][]string
}

var tables = sync.OnceValue(func() headingTables {
	return headingTables{dropWords: dropWords(), fillers: fillers(), dropPhrases: dropPhrases(), keepWords: keepWords()}
})

// dropWords are words that by themselves mark a heading as not about using
// the package. A heading is dropped when all its words are dropWords or
// fillers and at least one is a dropWord: "License", "Authors and
// License", "Contributing guidelines", "📄 Licence". "Browser support"
// and "Security considerations" stay, because "browser" and
// "considerations" are neither.
func dropWords() map[string]string {
	return map[string]string{
		"license": ReasonLicence, "licence": ReasonLicence, "licenses": ReasonLicence,
		"licences": ReasonLicence, "licensing": ReasonLicence, "copyright": ReasonLicence,
		"contributors": ReasonCommunity, "contributing": ReasonCommunity, "contribute": ReasonCommunity,
		"contribution": ReasonCommunity, "contributions": ReasonCommunity, "contributor": ReasonCommunity,
		"authors": ReasonCommunity, "author": ReasonCommunity, "maintainers": ReasonCommunity,
		"maintainer": ReasonCommunity, "maintainership": ReasonCommunity, "credits": ReasonCommunity,
		"acknowledgements": ReasonCommunity, "acknowledgments": ReasonCommunity,
		"acknowledgement": ReasonCommunity, "acknowledgment": ReasonCommunity, "thanks": ReasonCommunity,
		"backers": ReasonSponsors, "sponsors": ReasonSponsors, "sponsor": ReasonSponsors,
		"sponsorship": ReasonSponsors, "sponsoring": ReasonSponsors, "donate": ReasonSponsors,
		"donation": ReasonSponsors, "donations": ReasonSponsors, "supporters": ReasonSponsors,
		"funding": ReasonSponsors, "patrons": ReasonSponsors, "tidelift": ReasonSponsors,
		"sponsored": ReasonSponsors, "sponsorships": ReasonSponsors, "gitpod": ReasonCommunity,
		"changelog": ReasonChangelog, "changelogs": ReasonChangelog, "history": ReasonChangelog,
		"conduct": ReasonConduct, "coc": ReasonConduct,
		"security": ReasonSecurity, "vulnerability": ReasonSecurity, "vulnerabilities": ReasonSecurity,
		"badges": ReasonBadges, "badge": ReasonBadges,
		"toc": ReasonTOC, "contents": ReasonTOC,
	}
}

// fillers may accompany dropWords without changing what a heading is about.
func fillers() map[string]bool {
	return set("a", "an", "the", "and", "or", "of", "to", "for", "our", "your", "this", "project",
		"how", "guide", "guidelines", "guidance", "code", "table", "policy", "policies", "release",
		"releases", "notes", "changes", "reporting", "report", "issues", "special", "financial", "core",
		"team", "open", "collective", "list", "info", "information", "more", "people", "support",
		"inspiration", "disclosure", "responsible", "us", "become", "page", "by", "with", "status",
		"platinum", "gold", "silver", "bronze", "diamond", "premium", "corporate", "individual", "all",
		"sustainability", "backer", "featured", "current", "past", "partners", "in", "on", "it")
}

// dropPhrases are whole headings dropped although none of their words is a
// dropWord on its own (a "Support" or "Notes" heading elsewhere can be
// useful; these exact phrases are not).
func dropPhrases() map[string]string {
	return map[string]string{
		"release notes": ReasonChangelog, "changes": ReasonChangelog, "release history": ReasonChangelog,
		"version history": ReasonChangelog, "releases": ReasonChangelog, "news": ReasonChangelog,
		"support": ReasonSupport, "getting support": ReasonSupport, "commercial support": ReasonSupport,
		"enterprise support": ReasonSupport, "professional support": ReasonSupport,
		"support the project": ReasonSupport, "support us": ReasonSupport, "supporting": ReasonSupport,
		"for enterprise": ReasonSupport, "enterprise": ReasonSupport,
		"team": ReasonCommunity, "core team": ReasonCommunity, "the team": ReasonCommunity,
		"people": ReasonCommunity, "community": ReasonCommunity, "join the community": ReasonCommunity,
		"financial contributors": ReasonSponsors, "become a sponsor": ReasonSponsors,
		"communication": ReasonSupport, "contact": ReasonSupport, "getting help": ReasonSupport,
		"get help": ReasonSupport, "need help": ReasonSupport, "help": ReasonSupport, "chat": ReasonSupport,
		"discussion": ReasonSupport, "discussions": ReasonSupport, "join us": ReasonSupport,
		"stay in touch": ReasonSupport, "social": ReasonSupport, "social media": ReasonSupport,
		"table of contents": ReasonTOC, "index of contents": ReasonTOC, "in this readme": ReasonTOC,
	}
}

// keepWords name what kept sections are about; the first matching kind in
// keepOrder wins.
func keepWords() map[string][]string {
	return map[string][]string{
		KindInstall:  {"install", "installation", "installing", "setup", "download", "downloading", "requirements", "prerequisites", "dependency", "dependencies"},
		KindAPI:      {"api", "apis", "reference", "methods", "method", "functions", "function", "classes", "interfaces", "types", "exports", "hooks", "commands", "cli"},
		KindConfig:   {"configuration", "configuring", "config", "configure", "options", "option", "settings", "environment", "variables", "flags", "parameters", "arguments"},
		KindExamples: {"examples", "example", "demo", "demos", "recipes", "recipe", "cookbook", "snippets", "samples", "sample", "showcase"},
		KindFAQ:      {"faq", "faqs", "questions", "troubleshooting", "caveats", "gotchas", "limitations", "known", "pitfalls", "notes"},
		KindGuide:    {"guide", "guides", "howto", "how", "tips", "advanced", "migration", "migrating", "upgrading", "upgrade", "concepts", "overview", "features", "motivation", "why"},
		KindUsage:    {"usage", "use", "using", "start", "started", "quickstart", "tutorial", "introduction", "intro", "basics", "documentation", "docs"},
	}
}

var keepOrder = []string{KindInstall, KindAPI, KindConfig, KindExamples, KindFAQ, KindGuide, KindUsage}

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// words lowercases a heading and splits it into letter-and-digit words,
// dropping emoji, punctuation and numbering ("1.", "§").
func words(title string) []string {
	f := strings.FieldsFunc(strings.ToLower(title), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	})
	out := f[:0]
	for _, w := range f {
		w = strings.Trim(w, "'")
		if w == "" || strings.IndexFunc(w, unicode.IsLetter) < 0 {
			continue // numbering such as "1" or "2.3"
		}
		out = append(out, w)
	}
	return out
}

// classify says whether a heading's section is dropped (reason != "") and
// otherwise what kind of section it is.
func classify(title string) (kind, reason string) {
	w := words(title)
	if len(w) == 0 {
		return KindOther, ""
	}
	t := tables()
	if r, ok := t.dropPhrases[strings.Join(w, " ")]; ok {
		return "", r
	}
	reason = ""
	for _, x := range w {
		if r, ok := t.dropWords[x]; ok {
			if reason == "" {
				reason = r
			}
			continue
		}
		if !t.fillers[x] {
			reason = ""
			break
		}
	}
	if reason != "" {
		return "", reason
	}
	for _, k := range keepOrder {
		for _, x := range w {
			for _, kw := range t.keepWords[k] {
				if x == kw {
					return k, ""
				}
			}
		}
	}
	return KindOther, ""
}
