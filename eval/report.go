package eval

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"
)

// Group is the sum of figures over packages of one ecosystem (and shape,
// when Shape is not "all").
type Group struct {
	Ecosystem  string            `json:"ecosystem"`
	Shape      string            `json:"shape"`
	Packages   int               `json:"packages"`
	Measured   int               `json:"measured"`
	Unmeasured int               `json:"unmeasured"`
	Failed     int               `json:"failed"`
	Figures    map[string]*Ratio `json:"figures"`
	Cost       CostSummary       `json:"cost"`
	Failures   map[string]int    `json:"failures"`
}

// CostSummary is mean cost per measured package.
type CostSummary struct {
	Page1Text       float64 `json:"page1TextChars"`
	Page1Structured float64 `json:"page1StructuredChars"`
	SymbolText      float64 `json:"symbolTextChars"`
	Page1Tokens     float64 `json:"page1Tokens"`
	StructTokens    float64 `json:"structuredTokens"`
	SymbolTokens    float64 `json:"symbolTokens"`
	MaxPage1Total   int     `json:"maxPage1TotalChars"`
	IndexShare      float64 `json:"page1IndexShareMean"` // of page one's characters
	MaxIndexShare   float64 `json:"page1IndexShareMax"`
	WarmColdRatio   float64 `json:"warmColdRatio"`
	ColdMs          float64 `json:"coldMsMean"`
	WarmMs          float64 `json:"warmMsMean"`
	ToolsListBytes  int     `json:"toolsListBytes"`
}

// Report is a run's output.
type Report struct {
	Started time.Time          `json:"started"`
	Elapsed map[string]string  `json:"elapsed"`
	Groups  []*Group           `json:"groups"`
	Worst   map[string][]Worst `json:"worst"` // key: ecosystem/figure
	Results []*Result          `json:"results"`
	Unmeas  []string           `json:"unmeasuredPackages"`
	// NotReached lists packages a -budget run did not get to.
	NotReached []string `json:"notReached,omitempty"`
}

// Worst is one package low on a figure.
type Worst struct {
	Package string   `json:"package"`
	Shape   string   `json:"shape"`
	Num     float64  `json:"num"`
	Den     float64  `json:"den"`
	Misses  []string `json:"misses,omitempty"`
}

// MeasuredFigure is a group's packages measured (neither failed nor
// unmeasured) over its packages; it is gated by thresholds but is not a
// table column (the packages column shows the same counts).
const MeasuredFigure = "measured"

// Summarise groups results per ecosystem and per shape.
func Summarise(results []*Result, toolsList map[string]int) []*Group {
	groups := map[string]*Group{}
	get := func(eco, shape string) *Group {
		k := eco + "/" + shape
		if groups[k] == nil {
			groups[k] = &Group{Ecosystem: eco, Shape: shape, Figures: map[string]*Ratio{}, Failures: map[string]int{}}
		}
		return groups[k]
	}
	type acc struct{ cold, warm time.Duration }
	times := map[*Group]*acc{}
	for _, r := range results {
		if r == nil {
			continue
		}
		for _, g := range []*Group{get(r.Ecosystem, "all"), get(r.Ecosystem, r.Shape)} {
			g.Packages++
			switch {
			case r.Unmeasured != "":
				g.Unmeasured++
				continue
			case r.Failure != "":
				g.Failed++
				g.Failures[r.Failure]++
				continue
			}
			g.Measured++
			for f, v := range r.Figures {
				if g.Figures[f] == nil {
					g.Figures[f] = &Ratio{}
				}
				g.Figures[f].Num += v.Num
				g.Figures[f].Den += v.Den
			}
			g.Cost.Page1Text += float64(r.Cost.Page1Text)
			g.Cost.Page1Structured += float64(r.Cost.Page1Structured)
			g.Cost.SymbolText += float64(r.Cost.SymbolText)
			g.Cost.MaxPage1Total = max(g.Cost.MaxPage1Total, r.Cost.Page1Text+r.Cost.Page1Structured)
			if r.Cost.Page1Text > 0 {
				share := float64(r.Cost.Page1Index) / float64(r.Cost.Page1Text)
				g.Cost.IndexShare += share
				g.Cost.MaxIndexShare = max(g.Cost.MaxIndexShare, share)
			}
			if times[g] == nil {
				times[g] = &acc{}
			}
			times[g].cold += r.Cost.Cold
			times[g].warm += r.Cost.Warm
		}
	}
	var out []*Group
	for _, g := range groups {
		if g.Measured > 0 {
			n := float64(g.Measured)
			g.Cost.Page1Text /= n
			g.Cost.Page1Structured /= n
			g.Cost.SymbolText /= n
			g.Cost.IndexShare /= n
			g.Cost.Page1Tokens, g.Cost.StructTokens, g.Cost.SymbolTokens = g.Cost.Page1Text/4, g.Cost.Page1Structured/4, g.Cost.SymbolText/4
			if a := times[g]; a != nil && a.cold > 0 {
				g.Cost.WarmColdRatio = float64(a.warm) / float64(a.cold)
				g.Cost.ColdMs = float64(a.cold.Milliseconds()) / n
				g.Cost.WarmMs = float64(a.warm.Milliseconds()) / n
			}
		}
		g.Cost.ToolsListBytes = toolsList[g.Ecosystem]
		// A package whose describe fails, or whose ground truth could not be
		// made, counts in no other figure: without this one a regression
		// that breaks packages outright would leave the gate green (or
		// raise it). Packages measured / packages, gated like the others.
		if g.Packages > 0 {
			g.Figures[MeasuredFigure] = &Ratio{Num: float64(g.Measured), Den: float64(g.Packages)}
		}
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Ecosystem != out[j].Ecosystem {
			return out[i].Ecosystem < out[j].Ecosystem
		}
		if (out[i].Shape == "all") != (out[j].Shape == "all") {
			return out[i].Shape == "all"
		}
		return out[i].Shape < out[j].Shape
	})
	return out
}

// WorstPackages lists, per ecosystem and figure, the n packages with the
// lowest value (ties: the larger denominator first).
func WorstPackages(results []*Result, n int) map[string][]Worst {
	out := map[string][]Worst{}
	ecos := map[string]bool{}
	for _, r := range results {
		if r != nil {
			ecos[r.Ecosystem] = true
		}
	}
	for eco := range ecos {
		for _, f := range append(append([]string{}, Figures...), PageOneFigures...) {
			var ws []Worst
			for _, r := range results {
				if r == nil || r.Ecosystem != eco || r.Figures[f] == nil || r.Figures[f].Den == 0 {
					continue
				}
				v := r.Figures[f]
				if v.Num >= v.Den {
					continue
				}
				ws = append(ws, Worst{Package: r.Package, Shape: r.Shape, Num: v.Num, Den: v.Den, Misses: r.Misses[f]})
			}
			sort.SliceStable(ws, func(i, j int) bool {
				vi, vj := ws[i].Num/ws[i].Den, ws[j].Num/ws[j].Den
				if vi != vj {
					return vi < vj
				}
				return ws[i].Den > ws[j].Den
			})
			if len(ws) > n {
				ws = ws[:n]
			}
			if len(ws) > 0 {
				out[eco+"/"+f] = ws
			}
		}
	}
	return out
}

// Write writes report.json and report.md into dir.
func (rep *Report) Write(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("write report: %w", err)
	}
	b, err := json.MarshalIndent(rep, "", " ")
	if err != nil {
		return fmt.Errorf("write report: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "report.json"), b, 0o644); err != nil {
		return fmt.Errorf("write report: %w", err)
	}
	return os.WriteFile(filepath.Join(dir, "report.md"), []byte(rep.Markdown()), 0o644)
}

func fig(r *Ratio, f string) string {
	if r == nil || r.Den == 0 {
		return "–"
	}
	if f == "search_mrr" {
		return fmt.Sprintf("%.3f (n=%d)", r.Value(), int(r.Den))
	}
	return fmt.Sprintf("%.3f (%d/%d)", r.Value(), int(math.Round(r.Num)), int(r.Den))
}

// Table is the Markdown table of the groups' figures.
func Table(groups []*Group) string {
	var b strings.Builder
	b.WriteString("| ecosystem | shape | packages (measured/failed/unmeasured) |")
	for _, f := range Figures {
		b.WriteString(" " + f + " |")
	}
	b.WriteString("\n|---|---|---|" + strings.Repeat("---|", len(Figures)) + "\n")
	for _, g := range groups {
		fmt.Fprintf(&b, "| %s | %s | %d (%d/%d/%d) |", g.Ecosystem, g.Shape, g.Packages, g.Measured, g.Failed, g.Unmeasured)
		for _, f := range Figures {
			b.WriteString(" " + fig(g.Figures[f], f) + " |")
		}
		b.WriteString("\n")
	}
	b.WriteString("\nrecall_page1 counts the top-level names page one spells out, with a signature or in its index (a name written after its group's prefix counts whole; what a line leaves out does not). When a package's names do not fit the index's share of page one, the index spells the lead type's members (a client's operations, in at most half its room) and the top-level names first and counts the rest, so this figure can fall for the largest packages: recall_all, over every page, is the reachability figure.\n")
	b.WriteString("\nPage one (per package; index share: of page one's characters, at most 35%; within 36K: text plus structured content):\n\n| ecosystem | shape |")
	for _, f := range PageOneFigures {
		b.WriteString(" " + f + " |")
	}
	b.WriteString(" index share mean | index share max |\n|---|---|" + strings.Repeat("---|", len(PageOneFigures)+2) + "\n")
	for _, g := range groups {
		fmt.Fprintf(&b, "| %s | %s |", g.Ecosystem, g.Shape)
		for _, f := range PageOneFigures {
			b.WriteString(" " + fig(g.Figures[f], f) + " |")
		}
		fmt.Fprintf(&b, " %.3f | %.3f |\n", g.Cost.IndexShare, g.Cost.MaxIndexShare)
	}
	b.WriteString("\n| ecosystem | shape | page 1 text chars (tokens) | structured chars (tokens) | symbol= chars (tokens) | max page 1 text+structured | tools/list bytes | cold ms | warm ms | warm/cold |\n|---|---|---|---|---|---|---|---|---|---|\n")
	for _, g := range groups {
		c := g.Cost
		fmt.Fprintf(&b, "| %s | %s | %.0f (%.0f) | %.0f (%.0f) | %.0f (%.0f) | %d | %d | %.0f | %.0f | %.3f |\n", g.Ecosystem, g.Shape,
			c.Page1Text, c.Page1Tokens, c.Page1Structured, c.StructTokens, c.SymbolText, c.SymbolTokens, c.MaxPage1Total, c.ToolsListBytes, c.ColdMs, c.WarmMs, c.WarmColdRatio)
	}
	return b.String()
}

// Markdown renders the report.
func (rep *Report) Markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "# pkgdocs eval, %s\n\n", rep.Started.UTC().Format(time.RFC3339))
	var ecos []string
	for e := range rep.Elapsed {
		ecos = append(ecos, e)
	}
	sort.Strings(ecos)
	for _, e := range ecos {
		fmt.Fprintf(&b, "- %s: %s\n", e, rep.Elapsed[e])
	}
	b.WriteString("\nEach figure: value (numerator/denominator). Means of costs are per measured package.\n\n")
	b.WriteString(Table(rep.Groups))
	b.WriteString("\n## Failures by error class\n\n")
	for _, g := range rep.Groups {
		if g.Shape != "all" || len(g.Failures) == 0 {
			continue
		}
		type kv struct {
			k string
			v int
		}
		var fs []kv
		for k, v := range g.Failures {
			fs = append(fs, kv{k, v})
		}
		sort.Slice(fs, func(i, j int) bool { return fs[i].v > fs[j].v || fs[i].v == fs[j].v && fs[i].k < fs[j].k })
		fmt.Fprintf(&b, "### %s\n\n", g.Ecosystem)
		for _, f := range fs {
			var ex []string
			for _, r := range rep.Results {
				if r != nil && r.Ecosystem == g.Ecosystem && r.Failure == f.k && len(ex) < 3 {
					ex = append(ex, r.Package)
				}
			}
			fmt.Fprintf(&b, "- %d × `%s` (e.g. %s)\n", f.v, f.k, strings.Join(ex, ", "))
		}
		b.WriteString("\n")
	}
	b.WriteString("## Worst packages per figure\n\n")
	var keys []string
	for k := range rep.Worst {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Fprintf(&b, "### %s\n\n", k)
		for _, w := range rep.Worst[k] {
			fmt.Fprintf(&b, "- %s [%s]: %d/%d; e.g. %s\n", w.Package, w.Shape, int(math.Round(w.Num)), int(w.Den), strings.Join(w.Misses, "; "))
		}
		b.WriteString("\n")
	}
	if len(rep.NotReached) > 0 {
		fmt.Fprintf(&b, "## Not reached within the run's time budget: %d packages\n\n", len(rep.NotReached))
	}
	if len(rep.Unmeas) > 0 {
		b.WriteString("## Not measured, and why\n\n")
		for _, u := range rep.Unmeas {
			b.WriteString("- " + u + "\n")
		}
	}
	return b.String()
}

// Thresholds maps "eco/shape/figure" to the lowest accepted value.
type Thresholds map[string]float64

// Compare returns the figures below their threshold.
func (th Thresholds) Compare(groups []*Group) []string {
	var bad []string
	have := map[string]float64{}
	for _, g := range groups {
		for f, r := range g.Figures {
			if r.Den > 0 {
				have[g.Ecosystem+"/"+g.Shape+"/"+f] = r.Value()
			}
		}
	}
	var keys []string
	for k := range th {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v, ok := have[k]
		switch {
		case !ok:
			bad = append(bad, fmt.Sprintf("%s: not measured (threshold %.3f)", k, th[k]))
		case v+1e-9 < th[k]:
			bad = append(bad, fmt.Sprintf("%s: %.3f < threshold %.3f", k, v, th[k]))
		}
	}
	return bad
}

// Only returns the thresholds of the named ecosystems.
func (th Thresholds) Only(ecosystems map[string]bool) Thresholds {
	out := Thresholds{}
	for k, v := range th {
		if eco, _, _ := strings.Cut(k, "/"); ecosystems[eco] {
			out[k] = v
		}
	}
	return out
}

// Raise returns th with every figure of groups at least its current value
// (thresholds only move up), rounded down to 3 decimals.
func (th Thresholds) Raise(groups []*Group) Thresholds {
	out := Thresholds{}
	for k, v := range th {
		out[k] = v
	}
	for _, g := range groups {
		for f, r := range g.Figures {
			if r.Den == 0 {
				continue
			}
			k := g.Ecosystem + "/" + g.Shape + "/" + f
			v := math.Floor(r.Value()*1000) / 1000
			if v > out[k] {
				out[k] = v
			}
		}
	}
	return out
}
