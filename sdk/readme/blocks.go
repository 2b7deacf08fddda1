package readme

import (
	"bytes"
	"regexp"
	"strings"
	"sync"

	"github.com/yuin/goldmark/ast"

	"github.com/pkgdocs/pkgdocs/sdk/readme/gfm"
)

// badgeHosts are URL fragments of status-badge services. An image from one
// of them is a badge wherever it appears; other images only count as
// badges (logos, banners) in the top area of a README.
var badgeHosts = []string{
	"shields.io", "badgen.net", "badge.fury.io", "badges.gitter.im", "travis-ci.org", "travis-ci.com",
	"circleci.com", "ci.appveyor.com", "codecov.io", "coveralls.io", "goreportcard.com",
	"pkg.go.dev/badge", "godoc.org/", "/badge.svg", "/badge.png", "badge?", "/badges/", "/badge/",
	"badgesize", "packagephobia", "bundlephobia.com", "snyk.io/test", "david-dm.org",
	"opencollective.com", "pepy.tech", "readthedocs.org/projects", "deps.rs", "app.fossa",
	"bestpractices.coreinfrastructure", "bestpractices.dev", "codacy.com", "sonarcloud.io",
	"api.cirrus-ci.com", "codeclimate.com", "img.badgesize.io", "status.svg", "dependabot",
	"isitmaintained.com", "cdn.jsdelivr.net/gh/dwyl", "badges.", "buymeacoffee.com", "ko-fi.com",
	"github.com/sponsors", "liberapay.com", "discordapp.com/api/guilds", "discord.com/api/guilds",
	"starchart.cc", "api.star-history.com", "repobeats.axiom.co", "contrib.rocks",
	"allcontributors", "npm.im/", "nodei.co", "flat-square", "style=flat", "style=for-the-badge",
}

// sponsorURLs are URL fragments of sponsorship, donation and tracked
// referral links: a block whose links go there advertises, it does not
// document.
var sponsorURLs = []string{
	"utm_source=", "utm_medium=", "utm_campaign=", "?ref=", "&ref=", "opencollective.com", "github.com/sponsors",
	"patreon.com", "ko-fi.com", "buymeacoffee.com", "liberapay.com", "tidelift.com/subscription",
	"polar.sh", "thanks.dev", "paypal.me", "paypal.com/donate", "gitpod.io",
}

func isSponsorURL(u string) bool {
	u = strings.ToLower(u)
	for _, h := range sponsorURLs {
		if strings.Contains(u, h) {
			return true
		}
	}
	return false
}

func isBadgeURL(u string) bool {
	u = strings.ToLower(u)
	for _, h := range badgeHosts {
		if strings.Contains(u, h) {
			return true
		}
	}
	return false
}

// inlineShape summarises what a paragraph is made of.
type inlineShape struct {
	images      int  // images, markdown or <img>
	badgeImages int  // images served by badge services
	sponsorLink int  // links to sponsorship, donation or tracked referral URLs
	links       int  // links (including those wrapping images)
	anchorLinks int  // links to "#fragment" in the same document
	text        bool // any text outside links and separators
	linkText    bool // text inside links (not only images)
	rawHTML     bool // inline HTML tags
	textLen     int  // bytes of text outside links
	linkTextLen int  // bytes of text inside links
}

// separators are characters authors put between badges or nav links.
func isSeparator(s string) bool {
	return strings.Trim(s, " \t\r\n|·•-–—/,:;*()[]\u00a0") == ""
}

func shapeOf(n ast.Node, src []byte) inlineShape {
	var s inlineShape
	var walk func(n ast.Node, inLink bool)
	walk = func(n ast.Node, inLink bool) {
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			switch c := c.(type) {
			case *ast.Image:
				s.images++
				if isBadgeURL(string(c.Destination)) {
					s.badgeImages++
				}
			case *ast.Link:
				s.links++
				if bytes.HasPrefix(c.Destination, []byte("#")) {
					s.anchorLinks++
				}
				if isSponsorURL(string(c.Destination)) {
					s.sponsorLink++
				}
				walk(c, true)
			case *ast.AutoLink:
				s.links++
				s.linkText = true
			case *ast.RawHTML:
				s.rawHTML = true
				var raw []byte
				for i := 0; i < c.Segments.Len(); i++ {
					s := c.Segments.At(i)
					raw = append(raw, s.Value(src)...)
				}
				for _, m := range imgSrc().FindAllSubmatch(raw, -1) {
					s.images++
					if isBadgeURL(string(m[1])) {
						s.badgeImages++
					}
				}
				for _, m := range hrefAttr().FindAllSubmatch(raw, -1) {
					if isSponsorURL(string(m[1])) {
						s.sponsorLink++
					}
				}
			case *ast.Text:
				if v := c.Segment.Value(src); !isSeparator(string(v)) {
					if inLink {
						s.linkText = true
						s.linkTextLen += len(v)
					} else {
						s.text = true
						s.textLen += len(v)
					}
				}
			case *ast.String:
				if !isSeparator(string(c.Value)) {
					if inLink {
						s.linkText = true
					} else {
						s.text = true
					}
				}
			case *ast.CodeSpan:
				if inLink {
					s.linkText = true
				} else {
					s.text = true
				}
			default:
				walk(c, inLink)
			}
		}
	}
	walk(n, false)
	return s
}

var (
	imgSrc    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?is)<img\b[^>]*?\bsrc\s*=\s*["']?([^"'\s>]+)`) })
	hrefAttr  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?is)<a\b[^>]*?\bhref\s*=\s*["']?([^"'\s>]+)`) })
	htmlTag   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?s)<[^>]*>`) })
	htmlCmt   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?s)<!--.*?-->`) })
	htmlEnt   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`&[#a-zA-Z0-9]+;`) })
	anchorTag = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?is)<a\b[^>]*>.*?</a>`) })
	// layoutOnly matches blocks made only of layout tags and spaces.
	layoutOnly = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?is)^(?:\s|&nbsp;|</?(?:br|hr|div|p|span|center)\b[^>]*>)*$`)
	})
	divOpen  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?i)<div\b`) })
	divClose = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?i)</div\s*>`) })
	// htmlHeading matches a block that starts with an <h1>…<h6> element.
	htmlHeading = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?is)^\s*<h([1-6])\b[^>]*>(.*?)</h[1-6]\s*>`) })
)

// blockVerdict says why a top-level block should go, or "" to keep it;
// title is set when the block is an HTML heading's section. top is true
// for blocks in the top area (before the second heading), where logos,
// badge rows and nav-link bars live.
func blockVerdict(n ast.Node, src []byte, top bool) (reason, title string) {
	switch n := n.(type) {
	case *ast.Paragraph, *ast.Blockquote:
		s := shapeOf(n, src)
		if s.images > 0 && !s.text && !s.linkText {
			switch {
			case top || s.badgeImages == s.images:
				return ReasonBadges, ""
			case s.sponsorLink > 0:
				return ReasonSponsors, ""
			case s.links == 0:
				return ReasonImages, "" // an agent cannot see them
			}
			// An image that links somewhere ("Read the docs") keeps its URL.
		}
		// A short block that links to sponsorship or tracked referral
		// pages: "Get security updates for X →" adverts.
		if s.sponsorLink > 0 && s.sponsorLink*2 >= s.links && s.textLen < 200 {
			return ReasonSponsors, ""
		}
		if top && s.images == 0 && !s.text && !s.linkText && s.links == 0 && s.rawHTML {
			return ReasonLayout, "" // <br><br>
		}
		if top && s.images == 0 && !s.text && s.links >= 2 {
			return ReasonNavigation, ""
		}
	case *ast.HTMLBlock:
		raw := htmlRaw(n, src)
		if n.HTMLBlockType == ast.HTMLBlockType2 && len(bytes.TrimSpace(htmlCmt().ReplaceAll(raw, nil))) == 0 {
			return ReasonComment, ""
		}
		noComments := htmlCmt().ReplaceAll(raw, nil)
		// An HTML heading opening the block names what follows:
		// <h3>💎 Platinum sponsors</h3><table>…
		if m := htmlHeading().FindSubmatch(noComments); m != nil {
			t := strings.Join(strings.Fields(string(htmlEnt().ReplaceAll(htmlTag().ReplaceAll(m[2], nil), []byte(" ")))), " ")
			if _, r := classify(t); r != "" {
				return r, t
			}
		}
		imgs := imgSrc().FindAllSubmatch(noComments, -1)
		textOnly := func(b []byte) bool {
			b = htmlTag().ReplaceAll(b, nil)
			b = htmlEnt().ReplaceAll(b, []byte(" "))
			return !isSeparator(string(b))
		}
		hasText := textOnly(noComments)
		if !hasText {
			badges := 0
			for _, m := range imgs {
				if isBadgeURL(string(m[1])) {
					badges++
				}
			}
			sponsored := 0
			for _, m := range hrefAttr().FindAllSubmatch(noComments, -1) {
				if isSponsorURL(string(m[1])) {
					sponsored++
				}
			}
			switch {
			case len(imgs) > 0 && (top || badges == len(imgs)):
				return ReasonBadges, ""
			case len(imgs) > 0 && sponsored > 0:
				return ReasonSponsors, "" // <a href="…utm_campaign…"><img …></a> runs
			case len(imgs) > 0 && !anchorTag().Match(noComments):
				return ReasonImages, ""
			case top && len(imgs) == 0, layoutOnly().Match(noComments):
				// <div align="center">, </div>, <br/>: anywhere when
				// made of layout tags only, in the top area when of any
				// tags without text.
				return ReasonLayout, ""
			}
			return "", ""
		}
		// "Supported by: <logo>", "Sponsored by …": a sponsor box.
		if isSponsorText(visibleText(noComments)) {
			return ReasonSponsors, ""
		}
		// Text only inside <a>…</a>: a row of links ("Docs · Discord · npm").
		if top && len(anchorTag().FindAll(noComments, -1)) >= 2 && !textOnly(anchorTag().ReplaceAll(noComments, nil)) {
			return ReasonNavigation, ""
		}
	case *ast.List:
		if isTOC(n, src, top) {
			return ReasonTOC, ""
		}
		if isPeopleList(n, src) {
			return ReasonCommunity, ""
		}
	case *gfm.Table:
		// A table of CI or dependency badges, or of logos: images with at
		// most a short label each.
		s := shapeOf(n, src)
		if s.images >= 2 && s.textLen <= maxLabelPerImage*s.images {
			if s.badgeImages*2 >= s.images {
				return ReasonBadges, ""
			}
			return ReasonImages, ""
		}
	}
	return "", ""
}

// maxLabelPerImage is how much text per image a table of images may have
// and still be a badge or logo table ("Linux", "Latest ✔").
const maxLabelPerImage = 24

// sponsorLead are how sponsor boxes begin.
var sponsorLead = []string{"supported by", "sponsored by", "our sponsors", "sponsors", "special thanks",
	"thanks to", "brought to you by", "backed by", "proudly sponsored", "powered by our sponsors"}

// isSponsorText reports whether the visible text of a block is a short
// sponsor credit.
func isSponsorText(text string) bool {
	if len(text) > 200 {
		return false
	}
	t := strings.ToLower(text)
	for _, p := range sponsorLead {
		if strings.HasPrefix(t, p) {
			return true
		}
	}
	return false
}

func visibleText(raw []byte) string {
	t := htmlEnt().ReplaceAll(htmlTag().ReplaceAll(raw, nil), []byte(" "))
	return strings.Join(strings.Fields(string(t)), " ")
}

// divDepth is how many <div>s raw opens and does not close.
func divDepth(raw []byte) int {
	return len(divOpen().FindAllIndex(raw, -1)) - len(divClose().FindAllIndex(raw, -1))
}

// isTOC reports whether a list is a table of contents: links to anchors of
// the same document and nothing else, or, in the top area, a list made of
// links (a little text such as "**HTTP -**" allowed) of which at least
// three go to anchors here, the rest to other documentation pages.
func isTOC(l *ast.List, src []byte, top bool) bool {
	s := shapeOf(l, src)
	if s.images > 0 || s.links < 2 {
		return false
	}
	if s.anchorLinks == s.links && !s.text {
		return true
	}
	return top && s.anchorLinks >= 3 && s.textLen*4 <= s.linkTextLen
}

func htmlRaw(n *ast.HTMLBlock, src []byte) []byte {
	var b []byte
	lines := n.Lines()
	for i := 0; i < lines.Len(); i++ {
		s := lines.At(i)
		b = append(b, s.Value(src)...)
	}
	if n.HasClosure() {
		b = append(b, n.ClosureLine.Value(src)...)
	}
	return b
}

func normLabel(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), " ") }

// minPeople is how many items a list of people has at least: a shorter
// list of profile links may be "Author: [x](…)" worth keeping.
const minPeople = 4

// maxPersonText is how much text an item of a list of people has at most
// (a handle, a name, a role).
const maxPersonText = 120

// isPeopleList reports whether a list is a roll of people (team members,
// contributors, backers), whatever its heading says: every item short,
// and nearly every one linking to a person's profile page
// ("* [jonchurch](https://github.com/jonchurch) - **Jon Church**").
func isPeopleList(l *ast.List, src []byte) bool {
	items, people := 0, 0
	for it := l.FirstChild(); it != nil; it = it.NextSibling() {
		items++
		profile, textLen := false, 0
		_ = ast.Walk(it, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if !entering {
				return ast.WalkContinue, nil
			}
			switch v := n.(type) {
			case *ast.Link:
				profile = profile || isProfileURL(string(v.Destination))
			case *ast.AutoLink:
				profile = profile || isProfileURL(string(v.URL(src)))
			case *ast.Text:
				textLen += len(v.Segment.Value(src))
			case *ast.List:
				if n != ast.Node(it) {
					textLen += maxPersonText // a nested list: not a roll entry
				}
			}
			return ast.WalkContinue, nil
		})
		if profile && textLen <= maxPersonText {
			people++
		}
	}
	return items >= minPeople && people*10 >= items*9
}

// profileHosts are sites whose one-segment paths are people's pages.
var profileHosts = []string{"github.com/", "gitlab.com/", "twitter.com/", "x.com/", "www.github.com/", "opencollective.com/"}

// isProfileURL reports whether u is a person's (or organisation's) page:
// a profile host with a single path segment ("https://github.com/tj").
func isProfileURL(u string) bool {
	u = strings.TrimPrefix(strings.TrimPrefix(strings.ToLower(u), "https://"), "http://")
	for _, h := range profileHosts {
		if rest, ok := strings.CutPrefix(u, h); ok {
			rest = strings.TrimSuffix(rest, "/")
			return rest != "" && !strings.ContainsAny(rest, "/?#")
		}
	}
	return false
}
