package answer

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// maxCheckPages bounds CheckReachable's walk: a pager that never ends is an
// error, not a hang.
const maxCheckPages = 5000

// CheckReachable pages d at opt's budget from page one to the last page
// and reports what breaks the paging contract: a page over the budget, a
// cursor that does not give the same page twice, more symbols page one
// does not name than it says it left to the next pages, a signature no
// page carries in full, or one carried twice. It returns the pages.
func CheckReachable(d *sdk.Document, opt RenderOptions) ([]Page, error) {
	var pages []Page
	var errs []error
	cursor := ""
	for {
		if len(pages) == maxCheckPages {
			return pages, fmt.Errorf("paging did not end after %d pages", maxCheckPages)
		}
		p, err := RenderPage(d, opt, cursor)
		if err != nil {
			return pages, fmt.Errorf("page %d: %w", len(pages)+1, err)
		}
		again, err := RenderPage(d, opt, cursor)
		if err != nil || again.Text != p.Text || again.Next != p.Next {
			errs = append(errs, fmt.Errorf("page %d: the same cursor gave another page", len(pages)+1))
		}
		if opt.MaxLength > 0 && len(p.Text) > opt.MaxLength {
			errs = append(errs, fmt.Errorf("page %d: %d characters, over the %d budget", len(pages)+1, len(p.Text), opt.MaxLength))
		}
		pages = append(pages, p)
		if p.Next == "" {
			break
		}
		cursor = p.Next
	}
	d = memberFocus(sanitized(d)) // as RenderPage shows it
	es := outlineEntries(d)
	missing := 0
	indexed := map[string]bool{}
	for _, n := range IndexNames(pages[0].Text) {
		indexed[n] = true
	}
	for _, e := range es {
		// Named: by its signature (a method's name is not in its
		// signature as "Type.Method"), shortened or whole, or in the
		// index, whole or after its group's prefix.
		shown := strings.Contains(pages[0].Text, written(e, d.Focus != "")) || strings.Contains(pages[0].Text, shortText(e.sym)) || indexed[e.sym.Name]
		if !shown && !namesSymbol(pages[0].Text, e.sym.Name) {
			missing++
		}
	}
	// Page one may name fewer than it leaves to the next pages says (a
	// name can turn up in the README too), never more.
	if said := leftOutSaid(pages[0].Text); missing > 0 && said < missing {
		errs = append(errs, fmt.Errorf("page one names %d of %d symbols and says it left out %d", len(es)-missing, len(es), said))
	}
	var all strings.Builder
	for _, p := range pages {
		all.WriteString(p.Text)
	}
	text := all.String()
	focus := d.Focus != ""
	// Entries with the same text (a re-export declared as its original
	// is) are carried once each.
	same := map[string]int{}
	for _, e := range es {
		same[written(e, focus)]++
	}
	for _, e := range es {
		full := written(e, focus)
		if opt.MaxLength > 0 && len(full) > opt.MaxLength/2 {
			// Longer than a page holds: pages cut it between lines.
			for _, line := range strings.Split(full, "\n") {
				if !strings.Contains(text, line) && !splitAcross(line, pageLines(pages), 0) {
					errs = append(errs, fmt.Errorf("line %q of %s is on no page", line, e.sym.Name))
					break
				}
			}
			continue
		}
		if n := strings.Count(text, full); n < 1 || n > same[full] && n > 1 {
			errs = append(errs, fmt.Errorf("the signature of %s is in full on the pages %d times, want once", e.sym.Name, n))
		}
	}
	return pages, errors.Join(errs...)
}

// written is the text that carries e's signature on a page: its
// entry's, as indented there when it is fenced over several lines (a
// one-line member's indentation comes before the text, which it contains).
func written(e entry, focus bool) string {
	if l := entryLine(e, focus); !strings.HasPrefix(strings.TrimLeft(l, " "), "- ") {
		return l
	}
	return entryText(e.sym, focus)
}

// leftOutRE matches the lines of page one's index saying how many names
// it leaves to the next pages (restLine, layout.indexText's last resort).
var leftOutRE = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?m)^- (?:… and (\d+) more |(\d+) more symbols, )`)
})

// leftOutSaid is how many names page one says it leaves to the next
// pages; 0 when it says nothing.
func leftOutSaid(text string) int {
	n := 0
	for _, m := range leftOutRE().FindAllStringSubmatch(text, -1) {
		v, _ := strconv.Atoi(m[1] + m[2])
		n = max(n, v)
	}
	return n
}

// namesSymbol reports whether text names name as a whole word.
func namesSymbol(text, name string) bool {
	// "::" continues a Rust path: module "codec" is not named by "codec::encode".
	re, err := regexp.Compile(`(^|[^\w.$:])` + regexp.QuoteMeta(name) + `($|[^\w$:])`)
	return err == nil && re.MatchString(text)
}

// pageLines returns the lines of every page.
func pageLines(pages []Page) []string {
	var out []string
	for _, p := range pages {
		for _, l := range strings.Split(p.Text, "\n") {
			out = append(out, strings.TrimPrefix(l, midLine))
		}
	}
	return out
}

// splitAcross reports whether line, longer than a page holds, is carried
// in pieces: a page ends with its start, and a later one starts with the
// rest (or carries it in pieces again). A page cuts inside a line only
// when the line fills it, so every piece but the last is at least
// minPiece long.
func splitAcross(line string, lines []string, depth int) bool {
	const minPiece = 100
	if line == "" || depth > 20 {
		return line == ""
	}
	for i, l := range lines {
		if len(l) < minPiece || len(l) >= len(line) || !strings.HasPrefix(line, l) {
			continue
		}
		rest := line[len(l):]
		for _, m := range lines[i+1:] {
			if m == rest {
				return true
			}
		}
		if splitAcross(rest, lines[i+1:], depth+1) {
			return true
		}
	}
	return false
}
