package eval

import (
	"context"
	"encoding/json"
	"hash/fnv"
	"math/rand"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// Options tune one ecosystem's measurement.
type Options struct {
	Seed       int64
	Sep        string // member separator: "." or "::"
	MaxPages   int    // continuation pages followed at most
	SigSample  int    // signatures checked per package
	SymSample  int    // shown names looked up through symbol= per package
	ParentMax  int    // parents whose members are looked up per package
	CheckReal  int    // real names given to check_package_api per package
	CheckWrong int    // generated wrong names per package
	// NeverMissing is how many real names per package are checked apart
	// for never being answered "missing" (one call: at most 50).
	NeverMissing int
	Queries      int           // doc-derived search queries per package
	Workers      int           // concurrent packages
	Budget       time.Duration // stop handing out packages after this (0: none)
	// SigNorm, when set, is the ecosystem's printing-only normalisation
	// of signatures (PySigNorm), applied to the truth and the answer
	// alike before NormSig.
	SigNorm func(string) string
	// SigExpand, when set, gives for a package a second reading of an
	// answer's text, compared when the first does not match: defaults
	// that name a constant written as the value the package's own
	// source binds it to (PyDefaultsExpander). Applied to the answer
	// only, from the package's source, never from the answer.
	SigExpand func(*Truth) func(string) string
	// SigUntyped, when set, gives for a truth's signature that has no
	// annotations a reading of an answer's text without them (PyUntyped,
	// PyDropAnnotations), compared when the others do not match; nil
	// for a signature with annotations. Its matches count in
	// "signatures" and not in "signatures_strict".
	SigUntyped func(sig string) func(string) string
}

// DefaultOptions are the figures' sample sizes.
func DefaultOptions() Options {
	return Options{Seed: 24, Sep: ".", MaxPages: 40, SigSample: 8, SymSample: 6, ParentMax: 6, CheckReal: 8, CheckWrong: 6, NeverMissing: 50, Queries: 5, Workers: 2}
}

// Result is one package's counts; each figure is Num/Den.
type Result struct {
	Ecosystem  string              `json:"ecosystem"`
	Package    string              `json:"package"`
	Version    string              `json:"version"`
	Shape      string              `json:"shape"`
	Unmeasured string              `json:"unmeasured,omitempty"`
	Failure    string              `json:"failure,omitempty"` // error class of a failed describe
	Error      string              `json:"error,omitempty"`
	Figures    map[string]*Ratio   `json:"figures"`
	Cost       Cost                `json:"cost"`
	Misses     map[string][]string `json:"misses,omitempty"` // a few examples per figure
}

// Ratio is a figure: Num of Den (MRR sums reciprocal ranks in Num).
type Ratio struct {
	Num float64 `json:"num"`
	Den float64 `json:"den"`
}

// Value is Num/Den, 0 without a denominator.
func (r *Ratio) Value() float64 {
	if r == nil || r.Den == 0 {
		return 0
	}
	return r.Num / r.Den
}

// Cost is what an agent pays, in characters.
type Cost struct {
	Page1Text       int           `json:"page1Text"`
	Page1Structured int           `json:"page1Structured"`
	Page1Index      int           `json:"page1Index"` // characters of page one's index of names
	SymbolText      int           `json:"symbolText"` // mean of the symbol= answers
	Pages           int           `json:"pages"`
	Cold            time.Duration `json:"cold"`
	Warm            time.Duration `json:"warm"`
}

// Figure names, in report order.
var Figures = []string{"recall_page1", "recall_all", "precision", "members_recall", "signatures", "symbol_resolves",
	"check_real", "check_wrong", "check_inherited_real", "check_inherited_wrong", "check_never_missing", "search_top1", "search_top3", "search_mrr"}

// PageOneFigures are the figures of what page one teaches (see
// pageOneFigures), in report order: packages whose page one keeps its
// index within MaxIndexShare, has an overview, has a full signature, and
// stays within MaxDescribeChars with its structured content.
var PageOneFigures = []string{"page1_index_share", "page1_overview", "page1_signature", "page1_within_36k"}

func (r *Result) add(fig string, num, den float64) {
	if r.Figures[fig] == nil {
		r.Figures[fig] = &Ratio{}
	}
	r.Figures[fig].Num += num
	r.Figures[fig].Den += den
}

func (r *Result) miss(fig, example string) {
	if len(r.Misses[fig]) < 5 {
		r.Misses[fig] = append(r.Misses[fig], example)
	}
}

// Measure runs every truth through the session, Workers at a time;
// progress, when not nil, is called after each package, one call at a time.
// others gives names of other corpus packages (for wrong names).
func Measure(ctx context.Context, s *Session, truths []*Truth, opt Options, progress func(*Result)) []*Result {
	out := make([]*Result, len(truths))
	others := map[string]bool{}
	for _, t := range truths {
		for _, it := range t.TopLevel() {
			others[it.Name] = true
		}
	}
	var otherNames []string
	for n := range others {
		otherNames = append(otherNames, n)
	}
	sort.Strings(otherNames)
	jobs := make(chan int)
	var wg sync.WaitGroup
	var progressMu sync.Mutex // progress is called one at a time
	workers := max(opt.Workers, 1)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				out[i] = MeasureOne(ctx, s, truths[i], opt, otherNames)
				if progress != nil {
					progressMu.Lock()
					progress(out[i])
					progressMu.Unlock()
				}
			}
		}()
	}
	// A run with a time budget (ctx's deadline) stops handing out packages
	// when it passes; the rest stay nil (not reached).
	bctx := ctx
	if opt.Budget > 0 {
		var cancel context.CancelFunc
		bctx, cancel = context.WithTimeout(ctx, opt.Budget)
		defer cancel()
	}
	stop := bctx.Done()
feed:
	for i := range truths {
		select {
		case jobs <- i:
		case <-stop:
			break feed
		}
	}
	close(jobs)
	wg.Wait()
	return out
}

func seeded(seed int64, key string) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(key))
	return rand.New(rand.NewSource(seed ^ int64(h.Sum64())))
}

// sample picks up to n items, seeded by the package.
func sample[T any](rng *rand.Rand, in []T, n int) []T {
	if len(in) <= n {
		return in
	}
	idx := rng.Perm(len(in))[:n]
	sort.Ints(idx)
	out := make([]T, 0, n)
	for _, i := range idx {
		out = append(out, in[i])
	}
	return out
}

type symbolJSON struct {
	Name   string `json:"name"`
	Parent string `json:"parent"`
	Kind   string `json:"kind"`
}

type docStructured struct {
	Version    string       `json:"version"`
	Symbols    []symbolJSON `json:"symbols"`
	NextCursor string       `json:"nextCursor"`
}

var cursorText = regexp.MustCompile(`cursor[=:"\s]+["']?([A-Za-z0-9_\-=.]+)`)

// MeasureOne measures one package.
func MeasureOne(ctx context.Context, s *Session, t *Truth, opt Options, others []string) *Result {
	r := NewResult(t)
	if t.Unmeasured != "" {
		r.Unmeasured = t.Unmeasured
		return r
	}
	tool := "describe_" + t.Ecosystem + "_package"
	base := map[string]any{"package": t.Package}
	if t.Project != "" {
		base["projectPath"] = t.Project
	} else if t.Version != "" {
		base["version"] = t.Version
	}
	args := func(extra map[string]any) map[string]any {
		m := map[string]any{}
		for k, v := range base {
			m[k] = v
		}
		for k, v := range extra {
			m[k] = v
		}
		return m
	}
	p1 := s.Call(ctx, tool, args(nil))
	if p1.Failed() {
		r.Failure, r.Error = ErrorClass(p1.Message()), trim(p1.Message(), 300)
		return r
	}
	r.Cost.Cold = p1.Elapsed
	warm := s.Call(ctx, tool, args(nil))
	r.Cost.Warm = warm.Elapsed
	r.Cost.Page1Text, r.Cost.Page1Structured, r.Cost.Pages = len(p1.Text), len(p1.Structured), 1
	po := ReadPageOne(p1.Text)
	r.Cost.Page1Index = po.Index
	pageOneFigures(r, po, len(p1.Structured))

	truthNames := t.Names()
	var ds docStructured
	_ = json.Unmarshal(p1.Structured, &ds)
	shown := map[string]bool{} // names pkgdocs lists (structured symbols)
	addSyms := func(d docStructured) {
		for _, sy := range d.Symbols {
			if sy.Kind == apicheck.KindUnlisted {
				continue // names no API: says some could not be listed
			}
			n := sy.Name
			// A member may be listed by its own name under its parent; a
			// constructor is listed under the type it returns but is a
			// top-level name.
			if sy.Parent != "" && !strings.Contains(n, opt.Sep) && !truthNames[n] {
				n = sy.Parent + opt.Sep + sy.Name
			}
			shown[n] = true
		}
	}
	addSyms(ds)
	// Names page one's index writes after their group's prefix are read
	// whole, as an agent reads them.
	page1 := NewTokens(ExpandIndex(p1.Text), opt.Sep)
	all := NewTokens(ExpandIndex(p1.Text), opt.Sep)
	version := ds.Version
	// The text's follow-up call is read only when there is no structured
	// content to say there is no next page: a README can say "cursor".
	next := ds.NextCursor
	if next == "" && len(p1.Structured) == 0 {
		next = textCursor(p1.Text)
	}
	for seen := map[string]bool{}; next != "" && !seen[next] && r.Cost.Pages < opt.MaxPages; {
		seen[next] = true
		extra := map[string]any{"cursor": next}
		if version != "" {
			extra["version"] = version
		}
		a := s.Call(ctx, tool, args(extra))
		if a.Failed() {
			r.miss("pages", "page "+itoa(r.Cost.Pages+1)+": "+trim(a.Message(), 120))
			break
		}
		r.Cost.Pages++
		all.Add(a.Text)
		var d docStructured
		_ = json.Unmarshal(a.Structured, &d)
		addSyms(d)
		next = d.NextCursor
		if next == "" && len(a.Structured) == 0 {
			next = textCursor(a.Text)
		}
	}

	shownNames := NameFigures(r, t, page1, all, shown)

	rng := seeded(opt.Seed, t.Ecosystem+"/"+t.Package)
	// The samples that follow what pkgdocs shows (the names it lists)
	// draw from streams of their own, so that a change in what page one
	// shows does not redraw the check and search samples of the package.
	symRNG := seeded(opt.Seed, t.Ecosystem+"/"+t.Package+"/symbol_resolves")
	symCache := map[string]Answer{}
	symbol := func(name string) Answer {
		if a, ok := symCache[name]; ok {
			return a
		}
		sa := s.Call(ctx, tool, args(map[string]any{"symbol": name}))
		symCache[name] = sa
		if !sa.Failed() {
			if r.Cost.SymbolText == 0 {
				r.Cost.SymbolText = len(sa.Text)
			}
		}
		return sa
	}
	// Members under their own parent: Parent.member on a page, or the
	// member's name in the parent's symbol= answer.
	byParent := map[string][]Item{}
	var parents []string
	for _, it := range t.Members() {
		if byParent[it.Parent] == nil {
			parents = append(parents, it.Parent)
		}
		byParent[it.Parent] = append(byParent[it.Parent], it)
	}
	for _, p := range sample(rng, parents, opt.ParentMax) {
		var pt *Tokens
		for _, m := range byParent[p] {
			ok := all.Has(m.Name)
			if !ok {
				if pt == nil {
					pa := symbol(p)
					pt = NewTokens("", opt.Sep)
					if !pa.Failed() {
						pt.Add(pa.Text)
					}
				}
				ok = pt.Has(m.Member)
			}
			r.add("members_recall", b2f(ok), 1)
			if !ok {
				r.miss("members_recall", m.Name)
			}
		}
	}
	// Signatures, exactly as the ecosystem renders them.
	var withSig []Item
	for _, it := range t.Items {
		if it.Signature != "" {
			withSig = append(withSig, it)
		}
	}
	norm := NormSig
	if opt.SigNorm != nil {
		norm = func(s string) string { return NormSig(opt.SigNorm(s)) }
	}
	var expand func(string) string
	if opt.SigExpand != nil {
		expand = opt.SigExpand(t)
	}
	holds := func(text, want string) bool {
		return SigContains(norm(text), want) || expand != nil && SigContains(norm(expand(text)), want)
	}
	for _, it := range sample(rng, withSig, opt.SigSample) {
		sa := symbol(it.Name)
		want := norm(it.Signature)
		var untyped func(string) string
		if opt.SigUntyped != nil {
			untyped = opt.SigUntyped(it.Signature)
		}
		ok := !sa.Failed() && holds(sa.Text, want)
		okUntyped := !ok && untyped != nil && !sa.Failed() && holds(untyped(sa.Text), want)
		if !ok && !okUntyped && it.Parent != "" {
			// A member's signature may be shown in its parent's answer.
			pa := symbol(it.Parent)
			ok = !pa.Failed() && holds(pa.Text, want)
			okUntyped = !ok && untyped != nil && !pa.Failed() && holds(untyped(pa.Text), want)
		}
		r.add("signatures", b2f(ok || okUntyped), 1)
		if opt.SigUntyped != nil {
			r.add("signatures_strict", b2f(ok), 1)
		}
		switch {
		case okUntyped:
			r.miss("signatures_strict", it.Name+": want "+trim(it.Signature, 100))
		case !ok:
			r.miss("signatures", it.Name+": want "+trim(it.Signature, 100))
		}
	}
	// Names pkgdocs shows resolve through symbol=.
	for _, n := range sample(symRNG, shownNames, opt.SymSample) {
		sa := symbol(n)
		r.add("symbol_resolves", b2f(!sa.Failed()), 1)
		if sa.Failed() {
			r.miss("symbol_resolves", n+": "+trim(sa.Message(), 100))
		}
	}
	if len(r.Figures["symbol_resolves"].denOrZero()) == 0 && len(shownNames) == 0 {
		// No structured list: sample the truth names page one shows.
		var onPage []string
		for _, it := range t.TopLevel() {
			if page1.Has(it.Name) {
				onPage = append(onPage, it.Name)
			}
		}
		for _, n := range sample(symRNG, onPage, opt.SymSample) {
			sa := symbol(n)
			r.add("symbol_resolves", b2f(!sa.Failed()), 1)
			if sa.Failed() {
				r.miss("symbol_resolves", n+": "+trim(sa.Message(), 100))
			}
		}
	}
	measureCheck(ctx, s, t, opt, seeded(opt.Seed, t.Ecosystem+"/"+t.Package+"/check"), others, truthNames, args, r)
	measureNeverMissing(ctx, s, t, opt, args, r)
	measureSearch(ctx, s, t, opt, seeded(opt.Seed, t.Ecosystem+"/"+t.Package+"/search"), r)
	return r
}

func (r *Ratio) denOrZero() []struct{} {
	if r == nil || r.Den == 0 {
		return nil
	}
	return []struct{}{{}}
}

type checkAnswer struct {
	Checks []struct {
		Query   string `json:"query"`
		Verdict string `json:"verdict"`
	} `json:"checks"`
}

// measureCheck asks check_package_api about real names and generated
// wrong ones: misspellings of real names and names of other corpus
// packages that this package does not have.
func measureCheck(ctx context.Context, s *Session, t *Truth, opt Options, rng *rand.Rand, others []string, truthNames map[string]bool, args func(map[string]any) map[string]any, r *Result) {
	var names []string
	for _, it := range t.Items {
		names = append(names, it.Name)
	}
	real := sample(rng, names, opt.CheckReal)
	// A package re-exporting other packages' modules (OpenModules) has
	// top-level names the truth does not list: only members are made up.
	open := len(t.OpenModules) > 0
	top := map[string]bool{}
	for _, it := range t.Items {
		if it.Parent == "" {
			top[it.Name] = true
		}
	}
	var wrong []string
	for _, n := range sample(rng, names, opt.CheckWrong/2) {
		if w := misspell(rng, n); w != "" && !truthNames[w] && !(open && top[n]) {
			wrong = append(wrong, w)
		}
	}
	for tries := 0; !open && len(wrong) < opt.CheckWrong && tries < 50 && len(others) > 0; tries++ {
		n := others[rng.Intn(len(others))]
		// A dunder name ("__doc__", which regex's __all__ lists) is an
		// attribute the language gives every module, not a made-up name.
		dunder := len(n) > 4 && strings.HasPrefix(n, "__") && strings.HasSuffix(n, "__")
		if !truthNames[n] && len(n) > 3 && !dunder {
			wrong = append(wrong, n)
		}
	}
	// Inherited members through the child, drawn apart (their own seed,
	// so the samples above stay those of a truth without them).
	irng := seeded(opt.Seed, t.Ecosystem+"/"+t.Package+"/check-inherited")
	var inhNames []string
	for _, it := range t.Inherited {
		inhNames = append(inhNames, it.Name)
	}
	ireal := sample(irng, inhNames, opt.CheckReal)
	var iwrong []string
	for _, n := range sample(irng, t.InheritedWrong, opt.CheckWrong) {
		if !truthNames[n] {
			iwrong = append(iwrong, n)
		}
	}
	if len(real)+len(wrong)+len(ireal)+len(iwrong) == 0 {
		return
	}
	qs := append(append(append(append([]string{}, real...), wrong...), ireal...), iwrong...)
	verdict, ans := checkVerdicts(ctx, s, t, args, qs)
	for _, n := range real {
		ok := verdict[n] == "exists"
		r.add("check_real", b2f(ok), 1)
		if !ok {
			r.miss("check_real", n+": "+orFail(verdict[n], ans))
		}
	}
	for _, n := range wrong {
		ok := verdict[n] == "missing"
		r.add("check_wrong", b2f(ok), 1)
		if !ok {
			r.miss("check_wrong", n+": "+orFail(verdict[n], ans))
		}
	}
	// The inherited samples count in the overall figures too, and apart.
	for _, n := range ireal {
		ok := verdict[n] == "exists"
		r.add("check_real", b2f(ok), 1)
		r.add("check_inherited_real", b2f(ok), 1)
		if !ok {
			r.miss("check_real", n+": "+orFail(verdict[n], ans))
			r.miss("check_inherited_real", n+": "+orFail(verdict[n], ans))
		}
	}
	for _, n := range iwrong {
		ok := verdict[n] == "missing"
		r.add("check_wrong", b2f(ok), 1)
		r.add("check_inherited_wrong", b2f(ok), 1)
		if !ok {
			r.miss("check_wrong", n+": "+orFail(verdict[n], ans))
			r.miss("check_inherited_wrong", n+": "+orFail(verdict[n], ans))
		}
	}
}

// measureNeverMissing checks a sample of the truth's names apart (its own
// seed, so the samples above stay as they were): a real name may be out
// of reach, but never "missing" (does not exist); check_never_missing
// counts those that are not.
func measureNeverMissing(ctx context.Context, s *Session, t *Truth, opt Options, args func(map[string]any) map[string]any, r *Result) {
	var names []string
	for _, it := range t.Items {
		names = append(names, it.Name)
	}
	real := sample(seeded(opt.Seed, t.Ecosystem+"/"+t.Package+"/check-never-missing"), names, min(opt.NeverMissing, 50))
	if len(real) == 0 {
		return
	}
	verdict, ans := checkVerdicts(ctx, s, t, args, real)
	for _, n := range real {
		ok := verdict[n] != "" && verdict[n] != "missing"
		r.add("check_never_missing", b2f(ok), 1)
		if !ok {
			r.miss("check_never_missing", n+": "+orFail(verdict[n], ans))
		}
	}
}

// checkVerdicts asks check_package_api about names in one call and
// returns each name's verdict ("" where the answer has none) with the
// answer itself, for orFail.
func checkVerdicts(ctx context.Context, s *Session, t *Truth, args func(map[string]any) map[string]any, names []string) (map[string]string, Answer) {
	a := map[string]any{"ecosystem": t.Ecosystem, "symbols": names}
	for k, v := range args(nil) {
		a[k] = v
	}
	ans := s.Call(ctx, "check_package_api", a)
	verdict := map[string]string{}
	if !ans.Failed() {
		var ca checkAnswer
		_ = json.Unmarshal(ans.Structured, &ca)
		for _, c := range ca.Checks {
			verdict[c.Query] = c.Verdict
		}
	}
	return verdict, ans
}

func orFail(v string, a Answer) string {
	if v != "" {
		return v
	}
	if a.Failed() {
		return "call failed: " + trim(a.Message(), 100)
	}
	return "no verdict"
}

// misspell swaps two adjacent letters of the last part of a name, or
// drops one when it cannot.
func misspell(rng *rand.Rand, name string) string {
	cut := strings.LastIndexAny(name, ".:") + 1
	head, last := name[:cut], []byte(name[cut:])
	if len(last) < 3 {
		return ""
	}
	i := 1 + rng.Intn(len(last)-2)
	if last[i] != last[i+1] {
		last[i], last[i+1] = last[i+1], last[i]
	} else {
		last = append(last[:i], last[i+1:]...)
	}
	return head + string(last)
}

type searchAnswer struct {
	Hits []struct {
		Title   string `json:"title"`
		Locator struct {
			Symbol string `json:"symbol"`
		} `json:"locator"`
	} `json:"hits"`
}

// measureSearch asks search_package_docs for doc-derived queries: an
// item's first doc sentence with its own name and stems masked.
func measureSearch(ctx context.Context, s *Session, t *Truth, opt Options, rng *rand.Rand, r *Result) {
	// A query that several items' docs give (isFile, isDirectory: "Check
	// whether the passed path is a …") cannot name one of them: left out.
	count := map[string]int{}
	for _, it := range t.Items {
		if q := DocQuery(it); q != "" {
			count[strings.ToLower(q)]++
		}
	}
	var cands []Item
	for _, it := range t.Items {
		if q := DocQuery(it); q != "" && count[strings.ToLower(q)] == 1 {
			cands = append(cands, it)
		}
	}
	for _, it := range sample(rng, cands, opt.Queries) {
		a := map[string]any{"package": t.Package, "language": t.Ecosystem, "query": DocQuery(it), "limit": 10}
		if t.Project != "" {
			a["projectPath"] = t.Project
		} else if t.Version != "" {
			a["version"] = t.Version
		}
		ans := s.Call(ctx, "search_package_docs", a)
		rank := 0
		if !ans.Failed() {
			var sa searchAnswer
			_ = json.Unmarshal(ans.Structured, &sa)
			for i, h := range sa.Hits {
				if symbolMatches(h.Locator.Symbol, it.Name, t.Package, opt.Sep) {
					rank = i + 1
					break
				}
			}
		}
		r.add("search_top1", b2f(rank == 1), 1)
		r.add("search_top3", b2f(rank >= 1 && rank <= 3), 1)
		mrr := 0.0
		if rank > 0 {
			mrr = 1 / float64(rank)
		}
		r.add("search_mrr", mrr, 1)
		if rank != 1 {
			r.miss("search_top1", it.Name+" ← "+trim(DocQuery(it), 80))
		}
	}
}

// symbolMatches: a hit's locator names the item (alone, or qualified by
// the package or a module path); or the item's name is qualified by its
// package's import name and the locator is the rest of it
// (importlib_metadata.Distribution.at and Distribution.at in
// importlib-metadata), which symbol= reads alike.
func symbolMatches(loc, name, pkg, sep string) bool {
	if loc == name || strings.HasSuffix(loc, sep+name) || strings.HasSuffix(loc, "."+name) {
		return true
	}
	root, rest, ok := strings.Cut(name, sep)
	norm := func(s string) string { return strings.ToLower(strings.ReplaceAll(s, "_", "-")) }
	return ok && rest == loc && loc != "" && norm(root) == norm(pkg)
}

// DocQuery is the item's first doc sentence with its name's parts and
// their obvious stems masked; "" when fewer than three words remain.
func DocQuery(it Item) string {
	if it.Doc == "" {
		return ""
	}
	var parts []string
	for _, seg := range regexp.MustCompile(`[.:]+`).Split(it.Name, -1) {
		parts = append(parts, NameParts(seg)...)
	}
	masked := func(w string) bool {
		lw := strings.ToLower(w)
		for _, p := range parts {
			if lw == p || (len(p) >= 4 && strings.HasPrefix(lw, p[:len(p)-1])) || (len(lw) >= 4 && strings.HasPrefix(p, lw)) {
				return true
			}
		}
		// The whole name written as one word.
		return strings.EqualFold(strings.NewReplacer("_", "", ".", "", ":", "").Replace(it.Name), strings.NewReplacer("_", "").Replace(w)) ||
			strings.Contains(w, it.Member+"(") && it.Member != ""
	}
	var kept []string
	words := 0
	for _, w := range strings.Fields(it.Doc) {
		core := strings.Trim(w, "`'\".,;:()[]{}*")
		if core != "" && masked(core) {
			continue
		}
		if strings.ContainsAny(core, ".(") && strings.Contains(core, it.Member) && it.Member != "" {
			continue
		}
		kept = append(kept, w)
		if len(core) > 1 {
			words++
		}
	}
	if words < 3 {
		return ""
	}
	return strings.Join(kept, " ")
}

// NameParts splits an identifier into lower-case words: camelCase,
// PascalCase, snake_case and digits.
func NameParts(name string) []string {
	var out []string
	var cur []rune
	rs := []rune(name)
	flush := func() {
		if len(cur) > 0 {
			out = append(out, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	for i, c := range rs {
		switch {
		case c == '_' || c == '$' || c == '-':
			flush()
			continue
		case c >= 'A' && c <= 'Z':
			lowerNext := i+1 < len(rs) && rs[i+1] >= 'a' && rs[i+1] <= 'z'
			prevLower := i > 0 && ((rs[i-1] >= 'a' && rs[i-1] <= 'z') || (rs[i-1] >= '0' && rs[i-1] <= '9'))
			if prevLower || (lowerNext && len(cur) > 0) {
				flush()
			}
		}
		cur = append(cur, c)
	}
	flush()
	return out
}

var spaceRE = regexp.MustCompile(`\s+`)

// NormSig normalises a signature or answer for comparison: whitespace
// runs become one space (and none next to brackets), quotes become ".
func NormSig(s string) string {
	s = strings.NewReplacer("'", `"`, "`", `"`).Replace(s)
	s = spaceRE.ReplaceAllString(s, " ")
	for _, p := range []string{"( ", "[ ", "{ ", "< "} {
		s = strings.ReplaceAll(s, p, p[:1])
	}
	for _, p := range []string{" )", " ]", " }", " >", " ,", " ;"} {
		s = strings.ReplaceAll(s, p, p[1:])
	}
	return strings.TrimSpace(s)
}

func textCursor(text string) string {
	m := cursorText.FindAllStringSubmatch(text, -1)
	if len(m) == 0 {
		return ""
	}
	return m[len(m)-1][1]
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

func trim(s string, n int) string {
	s = strings.TrimSpace(spaceRE.ReplaceAllString(s, " "))
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}

func itoa(i int) string { return fmtInt(i) }

func fmtInt(i int) string { b, _ := json.Marshal(i); return string(b) }

var classRE = regexp.MustCompile(`[0-9a-f]{7,}|v?\d+(\.\d+)+\S*|"[^"]*"|'[^']*'|\S*/\S*`)

// ErrorClass is the kind of a failure: the message's leading words before
// the first colon, with names, paths and versions taken out.
func ErrorClass(msg string) string {
	msg = strings.TrimSpace(msg)
	if i := strings.Index(msg, ":"); i > 0 && i < 60 {
		head := msg[:i]
		rest := strings.TrimSpace(msg[i+1:])
		// "not found: package X: <why>": keep the cause's own first words.
		words := strings.Fields(classRE.ReplaceAllString(rest, "…"))
		if len(words) > 6 {
			words = words[:6]
		}
		return strings.ToLower(head) + ": " + strings.Join(words, " ")
	}
	w := strings.Fields(classRE.ReplaceAllString(msg, "…"))
	if len(w) > 6 {
		w = w[:6]
	}
	return strings.ToLower(strings.Join(w, " "))
}

// NameFigures adds recall of top-level names on page one and on all pages
// (names the texts show), and precision of the names pkgdocs lists; it
// returns the listed names, sorted.
func NameFigures(r *Result, t *Truth, page1, all *Tokens, shown map[string]bool) []string {
	truthNames := t.Names()
	for _, it := range t.TopLevel() {
		r.add("recall_page1", b2f(page1.Has(it.Name)), 1)
		in := all.Has(it.Name)
		r.add("recall_all", b2f(in), 1)
		if !in {
			r.miss("recall_all", it.Name)
		}
	}
	var shownNames []string
	for n := range shown {
		shownNames = append(shownNames, n)
	}
	sort.Strings(shownNames)
	// `export =` of a value merged with a namespace: code reaches the
	// namespace's names through the value's name (objectInspect.Options
	// for Options), so either spelling is the same name.
	var valueNames []string
	for _, it := range t.TopLevel() {
		if it.Kind == "export=" {
			valueNames = append(valueNames, it.Name+".")
		}
	}
	// A default export is listed as "default" and imported under any
	// name; the truth names it by its declaration (ansiStyles): either
	// spelling is the same name.
	var defaultNames []string
	for _, it := range t.TopLevel() {
		if it.Kind == "default export" {
			defaultNames = append(defaultNames, it.Name)
		}
	}
	// The truth lists members one level down (a top-level name's
	// members); a name under a member (specialChars.ICONS.failed, a
	// property of a namespace's const) is deeper than it measures: the
	// truth cannot say it is wrong, so it counts neither way.
	member := map[string]bool{}
	hasMembers := map[string]bool{}
	for _, it := range t.Items {
		if it.Parent != "" {
			member[it.Name] = true
			hasMembers[it.Parent] = true
		}
	}
	// Nor does it list the members of a top-level variable (npm's
	// truth lists those of classes, interfaces, namespaces and the
	// default export): CHOMPING_MODE.CLIP under "declare const
	// CHOMPING_MODE: { CLIP: … }" counts neither way.
	for _, it := range t.TopLevel() {
		if it.Kind == "variable" && !hasMembers[it.Name] {
			member[it.Name] = true
		}
	}
	for _, n := range shownNames {
		spellings := []string{n}
		for _, d := range defaultNames {
			if rest, cut := strings.CutPrefix(n, "default"); cut && (rest == "" || strings.HasPrefix(rest, ".")) {
				spellings = append(spellings, d+rest)
			}
		}
		for _, v := range valueNames {
			if rest, cut := strings.CutPrefix(n, v); cut {
				spellings = append(spellings, rest)
			}
		}
		ok, deeper := false, false
		for _, sp := range spellings {
			ok = ok || truthNames[sp]
			if i := strings.LastIndexByte(sp, '.'); i > 0 && member[sp[:i]] {
				deeper = true
			}
		}
		if !ok && deeper {
			continue
		}
		r.add("precision", b2f(ok), 1)
		if !ok {
			r.miss("precision", n)
		}
	}
	return shownNames
}

// NewResult starts a package's result.
func NewResult(t *Truth) *Result {
	return &Result{Ecosystem: t.Ecosystem, Package: t.Package, Version: t.Version, Shape: t.Shape, Figures: map[string]*Ratio{}, Misses: map[string][]string{}}
}
