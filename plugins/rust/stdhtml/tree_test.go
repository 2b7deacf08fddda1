package stdhtml

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestDecodeEntities(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"a &lt; b &amp;&amp; c &gt; d", "a < b && c > d"},
		{"&quot;x&quot; &#39;y&#x27; &#60;&#62;", `"x" 'y' <>`},
		{"a&nbsp;b", "a\u00a0b"},
		{"&mdash; &hellip; &rarr;", "— … →"},
		{"&mut T", "&mut T"},                   // not a reference: rustdoc's text
		{"&unknownname; &", "&unknownname; &"}, // unknown: as written
		{"&amp x &ampx", "& x &ampx"},          // legacy name without ';'
		{"?a=1&lt=2", "?a=1&lt=2"},             // a query, not a reference
		{"&#0; &#xD800; &#x110000;", "\uFFFD \uFFFD \uFFFD"},
		{"&#x1F600;", "😀"},
		{"&#", "&#"},
	} {
		if got := decodeEntities(tc.in); got != tc.want {
			t.Errorf("decodeEntities(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestParseShapes(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"attributes", `<div id=main class='a b' data-x="1>2">t</div>`, "div[id=main class=a b data-x=1>2](t)"},
		{"void and self-closing", `<p>a<br>b<img src="x"/>c</p>`, "p(a br b img[src=x] c)"},
		{"p closed by block", `<p>a<div>b</div>`, "p(a) div(b)"},
		{"li and dd close their kind", `<ul><li>a<li>b</ul><dl><dt>x<dd>y<dt>z</dl>`, "ul(li(a) li(b)) dl(dt(x) dd(y) dt(z))"},
		{"stray end tag", `<span>a</div>b</span>`, "span(ab)"},
		{"comment and script dropped", `a<!-- <b>x</b> --><script>if (a<b) {}</script>b`, "ab"},
		{"newline after pre", "<pre>\nx\n</pre>", "pre(x\n)"},
		{"lone <", `a < b <3`, "a < b <3"},
		{"upper case", `<DIV CLASS="X">t</DIV>`, "div[class=X](t)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if d := cmp.Diff(tc.want, dump(parse([]byte(tc.in)))); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}

// dump writes a tree compactly: tag[attrs](kids), texts as they are.
func dump(n *node) string {
	var parts []string
	for _, k := range n.kids {
		if k.tag == "" {
			parts = append(parts, k.text)
			continue
		}
		s := k.tag
		if len(k.attrs) > 0 {
			var as []string
			for _, a := range k.attrs {
				as = append(as, a.key+"="+a.val)
			}
			s += "[" + strings.Join(as, " ") + "]"
		}
		if len(k.kids) > 0 {
			s += "(" + dump(k) + ")"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

// Hostile nesting: 200 000 open elements neither deepen the tree past
// maxDepth nor the walks and the Markdown writer's recursion with it.
func TestDeepNesting(t *testing.T) {
	for _, tag := range []string{"div", "em", "ul><li", "blockquote", "a"} {
		src := strings.Repeat("<"+tag+">", 200_000) + "x"
		root := parse([]byte(src))
		depth := 0
		for n := root; len(n.kids) > 0; n = n.kids[len(n.kids)-1] {
			depth++
		}
		if depth > maxDepth+2 {
			t.Errorf("%s: depth %d", tag, depth)
		}
		if md := toMarkdown(root); !strings.Contains(md, "x") {
			t.Errorf("%s: text lost: %q", tag, md)
		}
	}
}

func TestMarkdown(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"paragraphs and soft breaks", "<p>a\n b</p>\n<p>c</p>", "a b\n\nc"},
		{"heading with anchor removed by caller", `<h2 id="x">Examples</h2><p>t</p>`, "## Examples\n\nt"},
		{"code block with language", `<pre class="language-text"><code>a

b
</code></pre>`, "```text\na\n\nb\n```"},
		{"code block holding a fence", "<pre><code>```\nx\n```</code></pre>", "````\n```\nx\n```\n````"},
		{"inline code with backtick", "<p><code>`a</code></p>", "`` `a ``"},
		{"link with title", `<p>see <a href="x.html" title="struct X">X</a>.</p>`, `see [X](x.html "struct X").`},
		{"emphasis around a link goes in", `<p><em><a href="u">b</a></em></p>`, "[*b*](u)"},
		{"lists", "<ul><li>a</li><li>b<ul><li>c</li></ul></li></ul><ol start=9><li>x</li><li>y</li></ol>", "- a\n- b\n  \n  - c\n\n09. x\n10. y"},
		{"table", "<table><thead><tr><th>A</th><th>B|C</th></tr></thead><tbody><tr><td><code>x</code></td><td>y</td></tr></tbody></table>", "| A | B\\|C |\n| --- | --- |\n| `x` | y |"},
		{"escapes only where markup would start", "<p>snake_case a*b 2 * 3 [x] # no</p><p># yes</p><p>1. yes</p><p>- yes</p>", "snake\\_case a\\*b 2 * 3 \\[x] # no\n\n\\# yes\n\n1\\. yes\n\n\\- yes"},
		{"emphasis closing on punctuation", "<p><strong><code>a</code></strong>; <em><code>b</code></em>c</p>", "**`a`**; *`b`* c"},
		{"angle brackets stay entities", "<p>Vec&lt;T&gt;</p>", "Vec&lt;T&gt;"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if d := cmp.Diff(tc.want, toMarkdown(parse([]byte(tc.in)))); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}

// Shapes that a quadratic step would turn into hours (each 2 MB): a
// line of '[' with no ']', text split by a million comments, a million
// paragraphs ending in a space. Linear, each takes milliseconds; the
// test's failure is the test binary's timeout.
func TestLinearInputs(t *testing.T) {
	for name, src := range map[string]string{
		"brackets": "<p>" + strings.Repeat("[", 2<<20) + "</p>",
		"comments": "<p>" + strings.Repeat("a<!---->", 1<<18) + "</p>",
		"lone lt":  "<p>" + strings.Repeat("1<2 ", 1<<19) + "</p>",
		"paras":    strings.Repeat("<p>a </p>", 1<<18),
		"rules":    "<p>" + strings.Repeat("* ", 1<<20) + "</p>",
	} {
		md := toMarkdown(parse([]byte(src)))
		if len(md) < 1<<18 {
			t.Errorf("%s: %d bytes of Markdown", name, len(md))
		}
	}
}

// FuzzMarkdown: any input parses and converts without panicking, and
// the tree stays within maxDepth.
func FuzzMarkdown(f *testing.F) {
	for _, s := range []string{
		`<div class="docblock"><p>a <code>b</code> <a href="x" title="t">c</a></p><ul><li>d</li></ul></div>`,
		"<table><tr><td>a|b</td></tr></table><pre class=\"language-rust\"><code>```\nx</code></pre>",
		"<p>&amp;&#x41;&#9999999999;&lt &mut <<!-- --><em><a>q</a></em>",
		"# - 1. [x] *a* _b_ ~~~ ---",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		root := parse([]byte(s))
		depth, deepest := 0, 0
		var walk func(n *node, d int)
		walk = func(n *node, d int) {
			deepest = max(deepest, d)
			for _, k := range n.kids {
				if k.parent != n {
					t.Fatal("a child's parent is not its parent")
				}
				walk(k, d+1)
			}
		}
		walk(root, depth)
		if deepest > maxDepth+2 {
			t.Fatalf("depth %d", deepest)
		}
		_ = toMarkdown(root)
		_ = markdown(root)
		_ = code(root)
	})
}

// TestCodeWhere: rustdoc's <div class="where"> is a block of its own, so
// the header text keeps the where clause off the line before it and what
// follows (a struct's body) off its last line; the page's widgets inside
// code are not code. Inputs are rustdoc 1.95's
// std pages (Option::unwrap_or_default, Peekable's declaration and one of
// its impls), links shortened.
func TestCodeWhere(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"method",
			`<h4 class="code-header">pub fn <a href="#method.unwrap_or_default" class="fn">unwrap_or_default</a>(self) -&gt; T<div class="where">where
    T: <a class="trait" href="../default/trait.Default.html">Default</a>,</div></h4>`,
			"pub fn unwrap_or_default(self) -> T\nwhere\n    T: Default,"},
		{"struct declaration",
			`<pre class="rust item-decl"><code>pub struct Peekable&lt;I&gt;<div class="where">where
    I: <a class="trait" href="trait.Iterator.html">Iterator</a>,</div>{ <span class="comment">/* private fields */</span> }</code></pre>`,
			"pub struct Peekable<I>\nwhere\n    I: Iterator,\n{ /* private fields */ }"},
		{"impl block",
			`<h3 class="code-header">impl&lt;I&gt; <a class="trait" href="../clone/trait.Clone.html">Clone</a> for <a class="struct" href="struct.Peekable.html">Peekable</a>&lt;I&gt;<div class="where">where
    I: <a class="trait" href="../clone/trait.Clone.html">Clone</a> + <a class="trait" href="trait.Iterator.html">Iterator</a>,
    &lt;I as <a class="trait" href="trait.Iterator.html">Iterator</a>&gt;::<a class="associatedtype" href="trait.Iterator.html#associatedtype.Item">Item</a>: <a class="trait" href="../clone/trait.Clone.html">Clone</a>,</div></h3>`,
			"impl<I> Clone for Peekable<I>\nwhere\n    I: Clone + Iterator,\n    <I as Iterator>::Item: Clone,"},
		{"notable-traits tooltip and a long trait's toggle", // Iterator's declaration, cut
			`<pre class="rust item-decl"><code>pub trait Iterator {
    type <a href="#associatedtype.Item" class="associatedtype">Item</a>;

<details class="toggle type-contents-toggle"><summary class="hideme"><span>Show 76 methods</span></summary>    fn <a href="#method.step_by" class="fn">step_by</a>(self, step: <a class="primitive" href="../primitive.usize.html">usize</a>) -&gt; <a class="struct" href="struct.StepBy.html">StepBy</a>&lt;Self&gt; <a href="#" class="tooltip" data-notable-ty="StepBy&lt;Self&gt;">ⓘ</a>
       <span class="where">where Self: <a class="trait" href="../marker/trait.Sized.html">Sized</a></span> { ... }
</details>}</code></pre>`,
			"pub trait Iterator {\n    type Item;\n\n    fn step_by(self, step: usize) -> StepBy<Self>\n       where Self: Sized { ... }\n}"},
		{"trait body's inline where", // a span, already spaced by rustdoc
			`<pre class="rust item-decl"><code>pub trait Iterator {
    fn <a href="#method.by_ref" class="fn">by_ref</a>(&amp;mut self) -&gt; &amp;mut Self
       <span class="where">where Self: <a class="trait" href="../marker/trait.Sized.html">Sized</a></span> { ... }
}</code></pre>`,
			"pub trait Iterator {\n    fn by_ref(&mut self) -> &mut Self\n       where Self: Sized { ... }\n}"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if d := cmp.Diff(tc.want, code(parse([]byte(tc.in)))); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}
