package answer

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// Parents' declarations as providers give them, trimmed from the real
// packages: serde 1.0.152's Deserializer (the Rust source scanner), std's
// Iterator (the toolchain's rustdoc HTML), indicatif 0.17.3's
// ProgressIterator (a where clause), ajv 8.20.0's Ajv class, net/http's
// Server, cachetools 5.2.0's TTLCache, hashbrown 0.12.3's HashMap.
const (
	serdeDeserializer = "pub trait Deserializer<'de>: Sized {\n    type Error: Error;\n    fn deserialize_any<V>(self, visitor: V) -> Result<V::Value, Self::Error>\n    where\n        V: Visitor<'de>,;\n    fn deserialize_bool<V>(self, visitor: V) -> Result<V::Value, Self::Error>\n    where\n        V: Visitor<'de>,;\n}"
	stdIterator       = "pub trait Iterator {\n    type Item;\n\n    // Required method\n    fn next(&mut self) -> Option<Self::Item>;\n\n    // Provided methods\n    fn next_chunk<const N: usize>(\n        &mut self,\n    ) -> Result<[Self::Item; N], IntoIter<Self::Item, N>>\n       where Self: Sized { ... }\n    fn size_hint(&self) -> (usize, Option<usize>) { ... }\n}"
	progressIterator  = "pub trait ProgressIterator\nwhere\n    Self: Sized + Iterator,\n{\n    fn try_progress(self) -> Option<ProgressBarIter<Self>> { ... }\n    fn progress(self) -> ProgressBarIter<Self>\n    where\n        Self: ExactSizeIterator, { ... }\n}"
	ajvClass          = "export default class Ajv {\n    opts: InstanceOptions;\n    errors?: ErrorObject[] | null;\n    logger: Logger;\n    readonly scope: ValueScope;\n}"
	httpServer        = "type Server struct {\n\tAddr string\n\tHandler Handler\n}"
	ttlCache          = "class TTLCache(_TimedCache)"
	hashMap           = "pub struct HashMap<K, V, S = DefaultHashBuilder, A: Allocator + Clone = Global> { /* private fields */ }"
)

func TestDeclHead(t *testing.T) {
	tests := []struct {
		name, sig, want string
		cut             bool
	}{
		{"rust trait, source", serdeDeserializer, "pub trait Deserializer<'de>: Sized { … }", true},
		{"rust trait, rustdoc HTML", stdIterator, "pub trait Iterator { … }", true},
		{"rust trait with where clause", progressIterator, "pub trait ProgressIterator\nwhere\n    Self: Sized + Iterator,\n{ … }", true},
		{"typescript class", ajvClass, "export default class Ajv { … }", true},
		{"go struct", httpServer, "type Server struct { … }", true},
		{"python class: one line", ttlCache, ttlCache, false},
		{"rust struct, private fields: one line", hashMap, hashMap, false},
		{"no body", "fn f<T>(\n    x: T,\n) -> Vec<T>", "fn f<T>(\n    x: T,\n) -> Vec<T>", false},
		{"brace in generics", "pub struct A<const N: usize = { 3 }> {\n    a: u8,\n}", "pub struct A<const N: usize = { 3 }> { … }", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, cut := declHead(tt.sig)
			if diff := cmp.Diff(tt.want, got); diff != "" || cut != tt.cut {
				t.Errorf("declHead cut %v, want %v (-want +got):\n%s", cut, tt.cut, diff)
			}
		})
	}
}

// memberDoc is a document about one member, as the Rust provider answers
// symbol=iter::Iterator::collect: the parent (whole declaration and
// docs), then the member.
func memberDoc(parentSig string) *sdk.Document {
	return &sdk.Document{
		Name: "std", Version: "1.95.0", Focus: "iter::Iterator::collect", Source: sdk.Source{Kind: sdk.SourceRegistry},
		Symbols: []sdk.Symbol{
			{Name: "iter::Iterator", Kind: "trait", Signature: parentSig, Doc: "A trait for dealing with iterators.\n\nThis is the main iterator trait. For more about the concept of iterators\ngenerally, please see the module-level documentation."},
			{Name: "iter::Iterator::collect", Kind: "method", Parent: "iter::Iterator", Signature: "fn collect<B>(self) -> B\nwhere\n    B: FromIterator<Self::Item>,\n    Self: Sized,", Doc: "Transforms an iterator into a collection."},
		},
	}
}

func TestMemberFocusShowsParentHead(t *testing.T) {
	d := memberDoc(stdIterator)
	got := RenderDocument(d, RenderOptions{Ecosystem: "rust"})
	for _, want := range []string{"pub trait Iterator { … }", "fn collect<B>(self) -> B", "Transforms an iterator", "A trait for dealing with iterators.", "symbol=iter::Iterator"} {
		if !strings.Contains(got, want) {
			t.Errorf("answer lacks %q:\n%s", want, got)
		}
	}
	for _, not := range []string{"fn next(&mut self)", "size_hint", "This is the main iterator trait"} {
		if strings.Contains(got, not) {
			t.Errorf("answer has the parent's body (%q):\n%s", not, got)
		}
	}
	if _, err := CheckReachable(d, RenderOptions{Ecosystem: "rust", MaxLength: 2000}); err != nil {
		t.Error(err)
	}
	if d.Symbols[0].Signature != stdIterator {
		t.Error("memberFocus changed the caller's document")
	}
}

func TestMemberFocusLeavesOthers(t *testing.T) {
	// The parent itself asked for, or a one-line parent: nothing cut,
	// no note.
	d := memberDoc(stdIterator)
	d.Focus = "iter::Iterator"
	d.Symbols = d.Symbols[:1]
	if got := RenderDocument(d, RenderOptions{}); !strings.Contains(got, "fn next(&mut self)") || strings.Contains(got, "cut to its head") {
		t.Errorf("the parent's own answer was cut:\n%s", got)
	}
	// A one-line parent, and a body shorter than the note (heck 0.4.0's
	// ToKebabCase): whole, no note.
	for _, sig := range []string{ttlCache, "pub trait ToKebabCase: ToOwned {\n    fn to_kebab_case(&self) -> Self::Owned;\n}"} {
		d = memberDoc(sig)
		if got := RenderDocument(d, RenderOptions{}); strings.Contains(got, "cut to its head") || !strings.Contains(got, sig) {
			t.Errorf("a short parent was cut:\n%s", got)
		}
	}
}
