package answer

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// importanceDoc is a package whose provider lists its symbols by
// importance, not by kind: a deprecated function first (the pager moves it
// last), then a constructor before the type it returns, the type's main
// method, a principal struct, then many constants and functions.
func importanceDoc() *sdk.Document {
	d := &sdk.Document{Name: "imp", Version: "1.0.0", Source: sdk.Source{Kind: sdk.SourceRegistry},
		Readme: strings.Repeat("README prose.\n\n", 200)}
	var fields strings.Builder
	fields.WriteString("type Options struct {\n")
	for i := range 30 {
		fmt.Fprintf(&fields, "\t// Field%02d sets option %d.\n\tField%02d string\n", i, i, i)
	}
	fields.WriteString("}")
	d.Symbols = []sdk.Symbol{
		{Name: "OldNew", Kind: "func", Signature: "func OldNew() *Client", Deprecated: "use NewClient"},
		{Name: "NewClient", Kind: "func", Parent: "Client", Signature: "func NewClient(o Options) *Client", Doc: "NewClient returns a client."},
		{Name: "Client.Do", Kind: "method", Parent: "Client", Signature: "func (c *Client) Do(r *Request) (*Response, error)", Doc: "Do sends a request."},
		{Name: "Client", Kind: "type", Signature: "type Client struct{ ... }", Doc: "Client sends requests."},
		{Name: "Options", Kind: "type", Signature: fields.String(), Doc: "Options configure a client."},
	}
	for i := range 80 {
		d.Symbols = append(d.Symbols, sdk.Symbol{Name: fmt.Sprintf("Const%03d", i), Kind: "const", Signature: fmt.Sprintf("const Const%03d = %d", i, i)})
	}
	for i := range 120 {
		d.Symbols = append(d.Symbols, sdk.Symbol{Name: fmt.Sprintf("Helper%03d", i), Kind: "func",
			Signature: fmt.Sprintf("func Helper%03d(ctx context.Context, in string) (string, error)", i), Doc: "Helper does a small thing."})
	}
	return d
}

// signatureOrder returns the names of d's symbols whose signature (whole
// or shortened) text shows, in the order they appear.
func signatureOrder(text string, d *sdk.Document) []string {
	type at struct {
		name string
		i    int
	}
	var found []at
	for _, s := range d.Symbols {
		for _, t := range []string{entryText(s, false), shortText(s)} {
			if i := strings.Index(text, t); i >= 0 {
				found = append(found, at{s.Name, i})
				break
			}
		}
	}
	for a := range found {
		for b := a + 1; b < len(found); b++ {
			if found[b].i < found[a].i {
				found[a], found[b] = found[b], found[a]
			}
		}
	}
	out := make([]string, len(found))
	for i, f := range found {
		out[i] = f.name
	}
	return out
}

// TestPageOneLeadsWithTheProvidersOrder: when not every signature fits,
// page one starts its API with the provider's first symbols ("Start
// here"), each member under its parent, deprecated symbols not among
// them; what does not fit is the end of the provider's order.
func TestPageOneLeadsWithTheProvidersOrder(t *testing.T) {
	d := importanceDoc()
	for _, limit := range []int{0, 8000, 5000} {
		t.Run(fmt.Sprint(limit), func(t *testing.T) {
			p, err := RenderPage(d, RenderOptions{Ecosystem: "go", MaxLength: limit}, "")
			if err != nil {
				t.Fatal(err)
			}
			api := p.Text[strings.Index(p.Text, "## API"):]
			if !strings.HasPrefix(api, "## API\n\n"+leadHeading) {
				t.Fatalf("the API section does not open with %q:\n%s", leadHeading, api[:min(len(api), 300)])
			}
			got := signatureOrder(api, d)
			want := []string{"Client", "NewClient", "Client.Do", "Options", "Const000"}
			if diff := cmp.Diff(want, got[:min(len(got), len(want))]); diff != "" {
				t.Errorf("first signatures on page one (-want +got):\n%s", diff)
			}
			lead, _, _ := strings.Cut(api, "\n### ")
			if strings.Contains(lead, "OldNew") {
				t.Error("a deprecated symbol is under Start here")
			}
			// Taken in importance order: a helper with a signature means
			// every constant has one.
			if strings.Contains(api, entryText(d.Symbols[5+80], false)) {
				for _, s := range d.Symbols[5 : 5+80] {
					if !strings.Contains(api, entryText(s, false)) {
						t.Fatalf("%s has a signature on page one but %s, before it in the provider's order, has none", d.Symbols[5+80].Name, s.Name)
					}
				}
			}
			if _, err := CheckReachable(d, RenderOptions{Ecosystem: "go", MaxLength: limit}); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestImportanceOrder: the provider's order, deprecated after the
// others, disabled last, or the outline's for a document about one
// symbol.
func TestImportanceOrder(t *testing.T) {
	d := &sdk.Document{Symbols: []sdk.Symbol{
		{Name: "Off", Kind: "func", Disabled: `feature = "x"`},
		{Name: "Old", Kind: "func", Deprecated: "x"},
		{Name: "B", Kind: "type"},
		{Name: "c", Kind: "const"},
		{Name: "B.m", Kind: "method", Parent: "B"},
		{Name: "a", Kind: "func"},
	}}
	es := outlineEntries(d)
	names := func(imp []int) string {
		var out []string
		for _, i := range imp {
			out = append(out, es[i].sym.Name)
		}
		return strings.Join(out, " ")
	}
	if got, want := names(importance(es, false)), "B c B.m a Old Off"; got != want {
		t.Errorf("importance order %q, want %q", got, want)
	}
	if got, want := names(importance(es, true)), "c Off Old a B B.m"; got != want {
		t.Errorf("focused order %q, want the outline's %q", got, want)
	}
}

// TestPrincipalTypeFieldsOnPageOne: on the recorded cobra document, page
// one at the default budget leads with Command's whole declaration, its
// fields and their comments; at budgets where it would take more than
// principalShare of the API's room it is shortened, and every budget
// keeps the paging contract.
func TestPrincipalTypeFieldsOnPageOne(t *testing.T) {
	t.Parallel() // the package's costly tests share the cores; each reads only its own documents
	d := loadDoc(t, "cobra.json")
	var command sdk.Symbol
	for _, s := range d.Symbols {
		if s.Name == "Command" {
			command = s
		}
	}
	if len(command.Signature) < 1000 {
		t.Fatalf("the recorded Command declaration is %d characters, want its whole struct", len(command.Signature))
	}
	p, err := RenderPage(d, RenderOptions{Ecosystem: "go"}, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, field := range []string{"\tUse string\n", "\tShort string\n", "\tRunE func(cmd *Command, args []string) error\n", "// Short is the short description shown in the 'help' output."} {
		if !strings.Contains(p.Text, field) {
			t.Errorf("page one lacks %q", field)
		}
	}
	// Command's methods that are not under Start here say whose they are.
	if label := memberLabel("Command", "shown above") + "  - `func (c *Command) "; strings.Count(p.Text, label) != 1 {
		t.Errorf("page one has %d times %q, want once", strings.Count(p.Text, label), label)
	}
	if got := signatureOrder(p.Text, d); len(got) == 0 || got[0] != "Command" {
		t.Errorf("page one's first signature is %v, want Command", got[:min(3, len(got))])
	}
	labelled := 0 // budgets where page one shows ShellCompDirective and a later page its members
	for _, limit := range []int{0, 16000, 8000, 6000, 4000, 2000, 1000} {
		pages, err := CheckReachable(d, RenderOptions{Ecosystem: "go", MaxLength: limit})
		if err != nil {
			t.Errorf("limit %d: %v", limit, err)
		}
		whole := strings.Contains(pages[0].Text, entryText(command, false))
		room := limit
		if room == 0 {
			room = sdk.DefaultMaxLength
		}
		if whole && len(entryText(command, false)) > room*principalShare/100 {
			t.Errorf("limit %d: Command's whole declaration takes more than %d%% of the page", limit, principalShare)
		}
		var later strings.Builder
		for _, p := range pages[1:] {
			later.WriteString(p.Text)
		}
		// Members of a type page one shows, carried on later pages, say
		// whose they are.
		parentOnOne := strings.Contains(pages[0].Text, "- `type ShellCompDirective int`")
		first := regexp.MustCompile("(?m)^  - `const ShellCompDirective[A-Za-z]+ ").FindString(later.String())
		if parentOnOne && first != "" {
			labelled++
			if !strings.Contains(later.String(), memberLabel("ShellCompDirective", "on page one")+first) {
				t.Errorf("limit %d: the members of ShellCompDirective after page one do not say whose they are", limit)
			}
		}
		if limit == 8000 && (whole || !strings.Contains(pages[0].Text, shortText(command))) {
			t.Errorf("limit %d: Command is not shortened to its first line and field names", limit)
		}
	}
	if labelled == 0 {
		t.Error("at no budget does page one show ShellCompDirective with members on later pages: the label is untested")
	}
}

// TestPrincipalsAreTypesWithABody: only struct, interface and class
// declarations spanning lines are principal, at most maxPrincipals, in
// importance order, deprecated ones never.
func TestPrincipalsAreTypesWithABody(t *testing.T) {
	body := " {\n\tA int\n}"
	d := &sdk.Document{Symbols: []sdk.Symbol{
		{Name: "Alias", Kind: "type", Signature: "type Alias = string"},
		{Name: "Old", Kind: "type", Signature: "type Old struct" + body, Deprecated: "x"},
		{Name: "S", Kind: "type", Signature: "type S struct" + body},
		{Name: "F", Kind: "type", Signature: "type F func(\n\tx int,\n) error"},
		{Name: "I", Kind: "type", Signature: "type I interface" + body},
		{Name: "G", Kind: "type", Signature: "type G[T any] struct" + body},
		{Name: "C", Kind: "class", Signature: "class C" + body},
	}}
	es := outlineEntries(d)
	var got []string
	for _, i := range principals(es, importance(es, false)) {
		got = append(got, es[i].sym.Name)
	}
	if diff := cmp.Diff([]string{"S", "I", "G"}, got); diff != "" {
		t.Errorf("principal types (-want +got):\n%s", diff)
	}
}

// TestManyMembersApartFromTheirParents: a package whose provider lists its
// types before their methods puts many members apart from their parent,
// each group with a label; no page goes over the budget at any size.
func TestManyMembersApartFromTheirParents(t *testing.T) {
	t.Parallel() // the package's costly tests share the cores; each reads only its own documents
	d := &sdk.Document{Name: "many", Version: "1.0.0", Readme: strings.Repeat("Prose.\n\n", 100)}
	for i := range 60 {
		d.Symbols = append(d.Symbols, sdk.Symbol{Name: fmt.Sprintf("Type%02d", i), Kind: "type", Signature: fmt.Sprintf("type Type%02d struct{ ... }", i)})
	}
	for i := range 60 {
		d.Symbols = append(d.Symbols, sdk.Symbol{Name: fmt.Sprintf("Type%02d.M", i), Kind: "method", Parent: fmt.Sprintf("Type%02d", i), Signature: fmt.Sprintf("func (t Type%02d) M()", i)})
	}
	// Nested members come between a parent's members: each may need its
	// label again.
	nested := *d
	nested.Symbols = slices.Clone(d.Symbols)
	for i := range 60 {
		nested.Symbols = append(nested.Symbols,
			sdk.Symbol{Name: fmt.Sprintf("Type%02d.N", i), Kind: "method", Parent: fmt.Sprintf("Type%02d", i), Signature: fmt.Sprintf("func (t Type%02d) N()", i)},
			sdk.Symbol{Name: fmt.Sprintf("Type%02d.M.x", i), Kind: "field", Parent: fmt.Sprintf("Type%02d.M", i), Signature: fmt.Sprintf("x%02d int", i)})
	}
	for limit := 1000; limit <= 8000; limit += 250 {
		if _, err := CheckReachable(&nested, RenderOptions{Ecosystem: "go", MaxLength: limit}); err != nil {
			t.Errorf("nested, limit %d: %v", limit, err)
		}
		pages, err := CheckReachable(d, RenderOptions{Ecosystem: "go", MaxLength: limit})
		if err != nil {
			t.Errorf("limit %d: %v", limit, err)
		}
		if limit == 8000 && !strings.Contains(pages[0].Text, memberLabel("Type00", "shown above")+"  - `func (t Type00) M()`") {
			t.Errorf("limit %d: Type00's method does not say whose it is:\n%s", limit, pages[0].Text)
		}
	}
	if got := RenderDocument(d, RenderOptions{MaxLength: -1}); !strings.Contains(got, memberLabel("Type29", "shown above")) || strings.Contains(got, memberLabel("Type30", "shown above")) {
		t.Errorf("the whole document labels the members of the wrong parents:\n%s", got)
	}
}

// An npm class lists its constructors under its own name beside it
// (ioredis 5's Redis, whose outline puts its eight constructors after
// its members): page one shows them as the class's first members,
// indented under it, not as top-level lines after the members.
func TestConstructorsOpenTheirClass(t *testing.T) {
	d := &sdk.Document{Name: "ioredis", Version: "5.11.1", Source: sdk.Source{Kind: sdk.SourceRegistry}}
	d.Symbols = []sdk.Symbol{
		{Name: "default", Kind: "class", Signature: "class Redis extends Commander implements DataHandledable // exported as default", Doc: "This is the major component of ioredis."},
		{Name: "default.createClient", Kind: "method", Parent: "default", Signature: "static createClient(...args: ConstructorParameters<typeof Redis>): Redis"},
		{Name: "default.connect", Kind: "method", Parent: "default", Signature: "connect(callback?: Callback<void>): Promise<void>"},
		{Name: "default", Kind: "class", Signature: "constructor(port: number, host: string, options: RedisOptions)"},
		{Name: "default", Kind: "class", Signature: "constructor(options: RedisOptions)"},
		{Name: "ReplyError", Kind: "const", Signature: "const ReplyError: any"},
	}
	p, err := RenderPage(d, RenderOptions{Ecosystem: "npm"}, "")
	if err != nil {
		t.Fatal(err)
	}
	want := strings.Join([]string{
		"- `class Redis extends Commander implements DataHandledable // exported as default` — This is the major component of ioredis.",
		"  - `constructor(port: number, host: string, options: RedisOptions)`",
		"  - `constructor(options: RedisOptions)`",
		"  - `static createClient(...args: ConstructorParameters<typeof Redis>): Redis`",
		"  - `connect(callback?: Callback<void>): Promise<void>`",
	}, "\n")
	if !strings.Contains(p.Text, want) {
		t.Errorf("page one does not list the constructors first under the class; want\n%s\nin\n%s", want, p.Text)
	}
}

// A type's other own signatures, declared under its name as its
// constructors are (@datastructures-js/heap 4's Heap and ICompare: a
// member keyed by Symbol.iterator, an interface's call signature), are
// listed under the type, not as top-level lines after its members that
// read as declarations of their own.
func TestOwnSignaturesUnderTheirType(t *testing.T) {
	d := &sdk.Document{Name: "@datastructures-js/heap", Version: "4.3.7", Source: sdk.Source{Kind: sdk.SourceRegistry}}
	d.Symbols = []sdk.Symbol{
		{Name: "Heap", Kind: "class", Signature: "class Heap<T> implements Iterable<T>"},
		{Name: "Heap", Kind: "class", Signature: "constructor(comparator: ICompare<T>, values?: T[], leaf?: T)"},
		{Name: "Heap.toArray", Kind: "method", Parent: "Heap", Signature: "toArray(): T[]"},
		{Name: "Heap", Kind: "class", Signature: "[Symbol.iterator](): Iterator<T, any, undefined>"},
		{Name: "Heap.insert", Kind: "method", Parent: "Heap", Signature: "insert(value: T): Heap<T>"},
		{Name: "ICompare", Kind: "interface", Signature: "interface ICompare<T>"},
		{Name: "ICompare", Kind: "interface", Signature: "(a: T, b: T): number"},
		{Name: "Dict", Kind: "interface", Signature: "interface Dict"},
		{Name: "Dict", Kind: "interface", Signature: "readonly [key: string]: number"},
		{Name: "merge", Kind: "function", Signature: "function merge(a: string): string"},
		{Name: "merge", Kind: "function", Signature: "function merge(a: number): number"},
	}
	want := []string{
		"- `class Heap<T> implements Iterable<T>`\n  - `constructor(comparator: ICompare<T>, values?: T[], leaf?: T)`\n",
		"\n  - `[Symbol.iterator](): Iterator<T, any, undefined>`\n",
		"- `interface ICompare<T>`\n  - `(a: T, b: T): number`\n",
		"- `interface Dict`\n  - `readonly [key: string]: number`\n",
		"- `function merge(a: string): string`\n- `function merge(a: number): number`\n",
	}
	p, err := RenderPage(d, RenderOptions{Ecosystem: "npm"}, "")
	if err != nil {
		t.Fatal(err)
	}
	whole := RenderDocument(d, RenderOptions{Ecosystem: "npm", MaxLength: -1})
	for _, w := range want {
		if !strings.Contains(p.Text, w) {
			t.Errorf("page one lacks\n%s\nin\n%s", w, p.Text)
		}
		if !strings.Contains(whole, w) {
			t.Errorf("the whole document lacks\n%s\nin\n%s", w, whole)
		}
	}
}

// A type's own signatures left for later pages are named in the index by
// what they are (vscode-uri 3.0.8's URI: its second constructor was listed
// as "`URI` members: URI", the class's name again).
func TestOwnSignaturesIndexedByWhatTheyAre(t *testing.T) {
	d := &sdk.Document{Name: "vscode-uri", Version: "3.0.8", Source: sdk.Source{Kind: sdk.SourceRegistry}}
	d.Symbols = []sdk.Symbol{
		{Name: "URI", Kind: "class", Signature: "class URI implements UriComponents", Doc: "Uniform Resource Identifier (URI) http://tools.ietf.org/html/rfc3986."},
		{Name: "URI", Kind: "class", Signature: "protected constructor(components: UriComponents)"},
	}
	for i := range 40 {
		d.Symbols = append(d.Symbols, sdk.Symbol{Name: fmt.Sprintf("URI.member%02d", i), Kind: "method", Parent: "URI", Signature: fmt.Sprintf("member%02d(path: string, options?: { strict?: boolean }): URI", i), Doc: "Creates a new URI from a string, e.g. `http://www.example.com/some/path`."})
	}
	d.Symbols = append(d.Symbols,
		sdk.Symbol{Name: "URI", Kind: "class", Signature: "protected constructor(scheme: string, authority?: string, path?: string, query?: string, fragment?: string, _strict?: boolean)"},
		sdk.Symbol{Name: "URI", Kind: "class", Signature: "[Symbol.iterator](): Iterator<string>"},
		sdk.Symbol{Name: "URI", Kind: "class", Signature: "(value: string): URI"})
	p, err := RenderPage(d, RenderOptions{Ecosystem: "npm", MaxLength: 1500}, "")
	if err != nil {
		t.Fatal(err)
	}
	i := strings.Index(p.Text, "`URI` members:")
	if i < 0 {
		t.Fatalf("no index line for URI's members:\n%s", p.Text)
	}
	line, _, _ := strings.Cut(p.Text[i:], "\n")
	for _, w := range []string{"constructor", "[Symbol.iterator]", "(…)"} {
		if !strings.Contains(line, w) {
			t.Errorf("index line %q lacks %q", line, w)
		}
	}
	if strings.Contains(line, ": URI") || strings.Contains(line, " URI,") {
		t.Errorf("index line %q names an own signature by its class", line)
	}
}
