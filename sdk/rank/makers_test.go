package rank

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestMakers reads what makes each type, from declarations of the shapes
// the providers give (trimmed from bigcache v3, tempfile 3, debug 4's
// typings, Alamofire 5, SQLAlchemy 2), and what does not: a method
// taking self, an accessor of another type, a fluent method, another
// package's type of the same short name.
func TestMakers(t *testing.T) {
	docs := []Doc{
		{Kind: "type", Symbol: "BigCache", Signature: "type BigCache struct {"},
		{Kind: "func", Symbol: "New", Signature: "func New(ctx context.Context, config Config) (*BigCache, error)"},
		{Kind: "func", Symbol: "NewBigCache", Signature: "func NewBigCache(config Config) (*BigCache, error)"},
		{Kind: "method", Symbol: "BigCache.Get", Signature: "func (c *BigCache) Get(key string) ([]byte, error)"},
		{Kind: "type", Symbol: "Logger", Signature: "type Logger interface {"},
		{Kind: "func", Symbol: "DefaultLogger", Signature: "func DefaultLogger() *log.Logger"},
		{Kind: "struct", Symbol: "NamedTempFile", Signature: "pub struct NamedTempFile<F = File> { /* private fields */ }"},
		{Kind: "method", Symbol: "NamedTempFile::new", Signature: "pub fn new() -> io::Result<NamedTempFile>"},
		{Kind: "method", Symbol: "NamedTempFile::reopen", Signature: "pub fn reopen(&self) -> io::Result<File>"},
		{Kind: "struct", Symbol: "Builder", Signature: "pub struct Builder<'a, 'b> { /* private fields */ }"},
		{Kind: "method", Symbol: "Builder::new", Signature: "pub fn new() -> Self"},
		{Kind: "method", Symbol: "Builder::prefix", Signature: "pub fn prefix<S: AsRef<OsStr> + ?Sized>(&mut self, prefix: &'a S) -> &mut Self"},
		{Kind: "interface", Symbol: "debug.Debugger", Signature: "interface Debugger"},
		{Kind: "var", Symbol: "debug", Signature: "debug(namespace: string): Debugger"},
		{Kind: "method", Symbol: "debug.Debugger.extend", Signature: "extend(namespace: string, delimiter?: string): Debugger"},
		{Kind: "class", Symbol: "Session", Signature: "open class Session: @unchecked Sendable"},
		{Kind: "init", Symbol: "Session.init", Signature: "public convenience init(configuration: URLSessionConfiguration = .af.default)"},
		{Kind: "class", Symbol: "Engine", Signature: "class Engine(ConnectionEventsTarget, log.Identified)"},
		{Kind: "function", Symbol: "create_engine", Signature: "def create_engine(url: Union[str, URL], **kwargs: Any) -> Engine"},
	}
	got := map[string][]string{}
	for ty, ms := range makers(docs) {
		for _, m := range ms {
			got[docs[ty].Symbol] = append(got[docs[ty].Symbol], docs[m].Symbol)
		}
	}
	want := map[string][]string{
		"BigCache":       {"New", "NewBigCache"},
		"NamedTempFile":  {"NamedTempFile::new"},
		"Builder":        {"Builder::new"},
		"debug.Debugger": {"debug"},
		"Session":        {"Session.init"},
		"Engine":         {"create_engine"},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("makers (-want +got):\n%s", d)
	}
}

// TestMakerLeadsUnderMakeQuery: a query asking to make something ranks
// the type's best maker just above the type it finds; another query
// leaves the order alone.
func TestMakerLeadsUnderMakeQuery(t *testing.T) {
	docs := []Doc{
		{Kind: "type", Symbol: "BigCache", Signature: "type BigCache struct {", Text: "BigCache is fast, concurrent, evicting cache created to keep big number of entries without impact on performance."},
		{Kind: "func", Symbol: "New", Signature: "func New(ctx context.Context, config Config) (*BigCache, error)", Text: "New initialize new instance of BigCache"},
		{Kind: "method", Symbol: "BigCache.Get", Signature: "func (c *BigCache) Get(key string) ([]byte, error)", Text: "Get reads entry for the key."},
		{Kind: "type", Symbol: "Config", Signature: "type Config struct {", Text: "Config for BigCache"},
	}
	ix := NewIndex(docs)
	order := func(q string) []string {
		var out []string
		for _, h := range ix.Search(q, 2, true) {
			out = append(out, h.Doc.Symbol)
		}
		return out
	}
	if d := cmp.Diff([]string{"New", "BigCache"}, order("create an evicting cache of entries")); d != "" {
		t.Errorf("asked to make (-want +got):\n%s", d)
	}
	if got := order("evicting cache of entries"); len(got) == 0 || got[0] != "BigCache" {
		t.Errorf("not asked to make: %v, want BigCache first", got)
	}
}
