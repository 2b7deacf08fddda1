package apicheck

import (
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/pkgdocs/pkgdocs/sdk"
)

// goAPI is a slice of github.com/spf13/cobra's outline as the Go provider
// writes it (methods named Type.Method with Parent Type).
var goAPI = []sdk.Symbol{
	{Name: "Command", Kind: "type", Signature: "type Command struct {\n\tUse string\n\tShort string\n\tRun func(cmd *Command, args []string)\n\tRunE func(cmd *Command, args []string) error\n}"},
	{Name: "Command.Execute", Kind: "method", Parent: "Command", Signature: "func (c *Command) Execute() error"},
	{Name: "Command.AddCommand", Kind: "method", Parent: "Command", Signature: "func (c *Command) AddCommand(cmds ...*Command)"},
	{Name: "Command.Flags", Kind: "method", Parent: "Command", Signature: "func (c *Command) Flags() *flag.FlagSet"},
	{Name: "ExactArgs", Kind: "func", Signature: "func ExactArgs(n int) PositionalArgs"},
	{Name: "EnablePrefixMatching", Kind: "var", Signature: "var EnablePrefixMatching = false"},
	{Name: "NoArgs", Kind: "func", Signature: "func NoArgs(cmd *Command, args []string) error", Deprecated: "use ArbitraryArgs"},
	{Name: "OnInitialize", Kind: "func", Signature: "func OnInitialize(y ...func())"},
	{Name: "ShellCompDirectiveDefault, ShellCompDirectiveError", Kind: "const", Signature: "const (...)"},
}

// npmAPI is a slice of express's outline as the npm provider writes it.
var npmAPI = []sdk.Symbol{
	{Name: "Router", Kind: "function", Signature: "function Router(options?: RouterOptions): core.Router"},
	{Name: "RouterOptions", Kind: "interface", Signature: "interface RouterOptions {\n  caseSensitive?: boolean;\n  strict?: boolean;\n}"},
	{Name: "json", Kind: "var", Signature: "var json: typeof bodyParser.json"},
	{Name: "static", Kind: "var", Signature: "var static: serveStatic.RequestHandlerConstructor<Response>"},
	{Name: "Application", Kind: "interface", Signature: "interface Application extends core.Application {}"},
	{Name: "Application.use", Kind: "method", Parent: "Application", Signature: "use: ApplicationRequestHandler<this>"},
	{Name: "urlencoded", Kind: "var", Signature: "var urlencoded: typeof bodyParser.urlencoded"},
}

func TestCheck(t *testing.T) {
	gox := NewIndex("go", "github.com/spf13/cobra", goAPI)
	npm := NewIndex("npm", "express", npmAPI)
	rust := NewIndex("rust", "tokio", []sdk.Symbol{
		{Name: "sync::Mutex", Kind: "struct", Signature: "pub struct Mutex<T: ?Sized>"},
		{Name: "sync::Mutex::lock", Kind: "method", Parent: "sync::Mutex", Signature: "pub async fn lock(&self) -> MutexGuard<'_, T>"},
		{Name: "spawn", Kind: "fn", Signature: "pub fn spawn<F>(future: F) -> JoinHandle<F::Output>"},
	})
	py := NewIndex("python", "requests", []sdk.Symbol{
		// the names the top level re-exports are listed there, their
		// modules' names as re-exports of them
		{Name: "requests.Session", Kind: "class", Signature: "class Session"},
		{Name: "requests.Session.get", Kind: "method", Parent: "requests.Session", Signature: "def get(self, url, **kwargs)"},
		{Name: "requests.sessions.Session", Kind: "reexport", Signature: "from requests.sessions import Session", Doc: "Listed as `requests.Session`, with its signature and members."},
		{Name: "requests.get", Kind: "function", Signature: "def get(url, params=None, **kwargs)"},
		{Name: "requests.api.get", Kind: "reexport", Signature: "from requests.api import get", Doc: "Listed as `requests.get`, with its signature and members."},
		{Name: "requests.sessions.SessionRedirectMixin", Kind: "class", Signature: "class SessionRedirectMixin"},
		{Name: "requests.sessions.SessionRedirectMixin.resolve_redirects", Kind: "method", Parent: "requests.sessions.SessionRedirectMixin", Signature: "def resolve_redirects(self, resp, req)"},
		{Name: "requests.sessions.Sess", Kind: "class", Signature: "class Sess(SessionRedirectMixin, metaclass=ABCMeta)"},
		{Name: "requests.sansio.Blueprint", Kind: "class", Signature: "class Blueprint(Scaffold)"},
		{Name: "requests.sansio.Blueprint.route", Kind: "method", Parent: "requests.sansio.Blueprint", Signature: "def route(self, rule)"},
		{Name: "requests.blueprints.Blueprint", Kind: "class", Signature: "class Blueprint(SansioBlueprint)"},
	})
	// zope.interface 5.5.2 (Debian 12): a package inside the zope
	// namespace, which code names whole (zope.interface.Interface); its
	// outline is relative to zope.interface
	pyNS := NewIndex("python", "zope.interface", []sdk.Symbol{
		{Name: "Interface", Kind: "variable", Signature: "Interface = InterfaceClass('Interface', __module__='zope.interface')"},
		{Name: "implementer", Kind: "class", Signature: "class implementer(object)"},
		{Name: "interface.InterfaceClass", Kind: "class", Signature: "class InterfaceClass(_InterfaceClassBase)"},
	})
	// filelock 3.9 and cachetools 5.2 (Debian 12): classes whose bases
	// are the language's own; a top level whose names are all listed.
	pyBuiltin := NewIndex("python", "filelock", []sdk.Symbol{
		{Name: "Timeout", Kind: "class", Signature: "class Timeout(TimeoutError)"},
		{Name: "Timeout.lock_file", Kind: "property", Parent: "Timeout", Signature: "def lock_file(self) -> str"},
		{Name: "Cache", Kind: "class", Signature: "class Cache(collections.abc.MutableMapping)"},
		{Name: "Cache.maxsize", Kind: "property", Parent: "Cache", Signature: "def maxsize(self)"},
		{Name: "Dirs", Kind: "class", Signature: "class Dirs(Mixin)"},
		// httpx 0.23, tenacity 8.1: a subscripted base whose arguments
		// hold commas; a marker base written through its module
		{Name: "Headers", Kind: "class", Signature: "class Headers(typing.MutableMapping[str, str])"},
		{Name: "stop_all", Kind: "class", Signature: "class stop_all(abc.ABC)"},
		// sympy 1.11: Basic's metaclass makes the assumption
		// properties (is_integer) of every class deriving from it
		{Name: "Basic", Kind: "class", Signature: "class Basic(metaclass=ManagedProperties)"},
		{Name: "Basic.doit", Kind: "method", Parent: "Basic", Signature: "def doit(self, **hints)"},
		{Name: "Symbol", Kind: "class", Signature: "class Symbol(Basic)"},
		{Name: "Base", Kind: "class", Signature: "class Base(metaclass=abc.ABCMeta)"},
	})
	// Cerberus 1.3: a class made by calling the package's metaclass;
	// platformdirs 2.6: a class a function picks when the module runs.
	pyFactory := NewIndex("python", "cerberus", []sdk.Symbol{
		{Name: "validator.InspectedValidator", Kind: "class", Signature: "class InspectedValidator(type)"},
		{Name: "validator.BareValidator", Kind: "class", Signature: "class BareValidator(object)"},
		{Name: "validator.Validator", Kind: "var", Signature: "Validator = InspectedValidator('Validator', (BareValidator,), {})"},
		{Name: "PlatformDirs", Kind: "var", Signature: "PlatformDirs = _set_platform_dir_class()"},
		// platformdirs 2.6 as the outline writes it: def
		// _set_platform_dir_class() -> type[PlatformDirsABC]
		{Name: "Dirs", Kind: "var", Signature: "Dirs = _set_platform_dir_class()  # -> type[PlatformDirsABC]"},
		{Name: "AppDirs", Kind: "var", Signature: "AppDirs = Dirs"},
		{Name: "PlatformDirsABC", Kind: "class", Signature: "class PlatformDirsABC(ABC)"},
		{Name: "PlatformDirsABC.user_data_dir", Kind: "property", Parent: "PlatformDirsABC", Signature: "def user_data_dir(self) -> str"},
		{Name: "utils.TypeDefinition", Kind: "class", Signature: "class TypeDefinition(NamedTuple)"},
		{Name: "utils.TypeDefinition.excluded_types", Kind: "field", Parent: "utils.TypeDefinition", Signature: "excluded_types"},
	})
	// greenlet 2.0: a class of the package's own name, re-exported from
	// a compiled module.
	pyGreenlet := NewIndex("python", "greenlet", []sdk.Symbol{
		{Name: "greenlet", Kind: "reexport", Signature: "from ._greenlet import greenlet"},
		{Name: "getcurrent", Kind: "reexport", Signature: "from ._greenlet import getcurrent"},
	})
	// natsort 8.0: the top level binds ns's members at run time.
	pyGenerated := NewIndex("python", "natsort", []sdk.Symbol{
		{Name: "natsorted", Kind: "function", Signature: "def natsorted(seq, key=None, reverse=False, alg=ns.DEFAULT)"},
		{Name: "(names bound at run time: globals().update(ns.__members__))", Kind: KindUnlisted, Signature: "names bound at run time: globals().update(ns.__members__)"},
	})
	// django-shortuuidfield 0.1.3's describe of ShortUUIDField (Debian
	// 12): what it inherits from Django's CharField is listed, public
	// names only (Field's _get_default is left out).
	pyPrivate := NewIndex("python", "django-shortuuidfield", []sdk.Symbol{
		{Name: "ShortUUIDField", Kind: "class", Signature: "class ShortUUIDField(CharField)"},
		{Name: "ShortUUIDField.__init__", Kind: "method", Parent: "ShortUUIDField", Signature: "def __init__(self, auto=True, *args, **kwargs)"},
		{Name: "ShortUUIDField.get_default", Kind: "method", Parent: "ShortUUIDField", Signature: "get_default(…)" + InheritedMarker + "CharField (django.db.models.fields)"},
	})
	swift := NewIndex("swift", "Alamofire", []sdk.Symbol{
		{Name: "RequestDelegate", Kind: "protocol", Signature: "public protocol RequestDelegate"},
		{Name: "RequestDelegate.retryResult", Kind: "method", Parent: "RequestDelegate", Signature: "func retryResult(for request: Request)"},
		{Name: "Session", Kind: "class", Signature: "open class Session: @unchecked Sendable, RequestDelegate"},
	})
	// Signatures as the Swift provider lists them for apple/swift-markdown
	// 0.4.0, apple/swift-system 1.8.1 and apple/swift-async-algorithms
	// 1.1.5; the macro-annotated client is written for the test.
	swiftTypes := NewIndex("swift", "swift-markdown", []sdk.Symbol{
		{Name: "Aside", Kind: "struct", Signature: "struct Aside"},
		{Name: "Aside.Kind", Kind: "struct", Parent: "Aside", Signature: "struct Kind: RawRepresentable, CaseIterable, Equatable"},
		{Name: "Aside.Kind.note", Kind: "property", Parent: "Aside.Kind", Signature: `static let note = Kind(rawValue: "Note")!`},
		{Name: "Aside.Kind.rawValue", Kind: "property", Parent: "Aside.Kind", Signature: "var rawValue: String"},
		{Name: "Errno", Kind: "struct", Signature: "@available(System 0.0.1, *) struct Errno: RawRepresentable, Error, Hashable, Codable"},
		{Name: "Errno.rawValue", Kind: "property", Parent: "Errno", Signature: "let rawValue: CInt"},
		{Name: "AsyncSequence", Kind: "extension", Signature: "extension AsyncSequence"},
		{Name: "AsyncSequence.adjacentPairs", Kind: "method", Parent: "AsyncSequence", Signature: "func adjacentPairs() -> AsyncAdjacentPairsSequence<Self>"},
		{Name: "APIClient", Kind: "struct", Signature: "@DependencyClient struct APIClient: Sendable"},
		{Name: "APIClient.fetch", Kind: "property", Parent: "APIClient", Signature: "var fetch: @Sendable (Int) async throws -> String"},
		{Name: "Lookup", Kind: "struct", Signature: "@dynamicMemberLookup struct Lookup"},
		{Name: "Heading", Kind: "struct", Signature: "struct Heading: BlockMarkup // extensions add: Hashable, RandomAccessCollection"},
		{Name: "Tag", Kind: "struct", Signature: "struct Tag // extensions add: Hashable"},
		{Name: "Tag.name", Kind: "property", Parent: "Tag", Signature: "var name: String"},
		// Alamofire 5.12.0's aliases: of its own DataResponse, of the
		// standard library's Result
		{Name: "DataResponse", Kind: "struct", Signature: "struct DataResponse<Success, Failure: Error>: Sendable"},
		{Name: "DataResponse.result", Kind: "property", Parent: "DataResponse", Signature: "let result: Result<Success, Failure>"},
		{Name: "AFDataResponse", Kind: "alias", Signature: "typealias AFDataResponse<Success> = DataResponse<Success, AFError>"},
		{Name: "AFResult", Kind: "alias", Signature: "typealias AFResult<Success> = Result<Success, AFError>"},
		// swift-markdown 0.4.0: an enum with String raw values
		{Name: "MarkupFormatter.Options.UseCodeFence", Kind: "enum", Parent: "MarkupFormatter.Options", Signature: "enum UseCodeFence: String, CaseIterable"},
		{Name: "MarkupFormatter.Options.UseCodeFence.always", Kind: "case", Parent: "MarkupFormatter.Options.UseCodeFence", Signature: "case always"},
		// swift-dependencies 1.16.0: a property wrapper SwiftUI reads
		{Name: "Dependency", Kind: "struct", Signature: "@propertyWrapper struct Dependency<Value> // extensions add: Sendable, DynamicProperty"},
		{Name: "Dependency.wrappedValue", Kind: "property", Parent: "Dependency", Signature: "var wrappedValue: Value { get }"},
	})
	// express's own types: export = e, a namespace merged with a function.
	exp := NewIndex("npm", "express", []sdk.Symbol{
		{Name: "e", Kind: "function", Signature: "export = function e(): core.Express"},
		{Name: "e", Kind: "namespace", Signature: "export = namespace e"},
		{Name: "e.json", Kind: "var", Parent: "e", Signature: "var json: typeof bodyParser.json"},
		{Name: "e.Router", Kind: "function", Parent: "e", Signature: "function Router(options?: RouterOptions): core.Router"},
		{Name: "e.Router", Kind: "interface", Parent: "e", Signature: "interface Router extends core.Router"},
	})
	// axios: a default export whose type extends types of the package.
	axios := NewIndex("npm", "axios", []sdk.Symbol{
		{Name: "Axios", Kind: "class", Signature: "class Axios"},
		{Name: "Axios.get", Kind: "method", Parent: "Axios", Signature: "get<T = any>(url: string): Promise<T>"},
		{Name: "AxiosInstance", Kind: "interface", Signature: "interface AxiosInstance extends Axios"},
		{Name: "AxiosStatic", Kind: "interface", Signature: "interface AxiosStatic extends AxiosInstance"},
		{Name: "Axios.interceptors", Kind: "property", Parent: "Axios", Signature: "interceptors: { request: AxiosInterceptorManager<AxiosRequestConfig>; response: AxiosInterceptorManager<AxiosResponse>; }"},
		{Name: "Axios.defaults", Kind: "property", Parent: "Axios", Signature: "defaults: { adapter: (config: AxiosRequestConfig, retries: number) => AxiosPromise; timeout: number, headers: HeadersDefaults; }"},
		{Name: "AxiosInterceptorManager", Kind: "interface", Signature: "interface AxiosInterceptorManager<V>"},
		{Name: "AxiosInterceptorManager.use", Kind: "method", Parent: "AxiosInterceptorManager", Signature: "use(onFulfilled?: (value: V) => V): number"},
		{Name: "AxiosStatic.CancelToken", Kind: "property", Parent: "AxiosStatic", Signature: "CancelToken: CancelTokenStatic"},
		{Name: "CancelTokenStatic", Kind: "interface", Signature: "interface CancelTokenStatic {\n  source(): CancelTokenSource;\n}"},
		{Name: "axios", Kind: "const", Signature: "export default const axios: AxiosStatic"},
		{Name: "program", Kind: "const", Signature: "export const program: AxiosInstance"},
	})
	// The same, as the npm provider names a default export now.
	axios2 := NewIndex("npm", "axios", []sdk.Symbol{
		{Name: "Axios", Kind: "class", Signature: "class Axios"},
		{Name: "Axios.get", Kind: "method", Parent: "Axios", Signature: "get<T = any>(url: string): Promise<T>"},
		{Name: "AxiosStatic", Kind: "interface", Signature: "interface AxiosStatic extends Axios"},
		{Name: "default", Kind: "const", Signature: "declare const axios: AxiosStatic; export default axios"},
	})
	// ky 0.33: a default export typed by an interface the package does
	// not export; the outline lists its members under default.
	ky := NewIndex("npm", "ky", []sdk.Symbol{
		{Name: "default", Kind: "const", Signature: "declare const ky: KyInstance; export default ky"},
		{Name: "default.get", Kind: "property", Parent: "default", Signature: "get: (url: Input, options?: Options) => ResponsePromise"},
		{Name: "default.create", Kind: "property", Parent: "default", Signature: "create: (defaultOptions: Options) => KyInstance"},
	})
	// ansi-styles 6.2.3: a default export of an object type declared
	// under a local name that is not the package's import name.
	ansi := NewIndex("npm", "ansi-colors-of-a-shape", []sdk.Symbol{
		{Name: "default", Kind: "const", Signature: "declare const ansiStyles: { readonly modifier: Modifier; } & ForegroundColor; export default ansiStyles"},
		{Name: "default.red", Kind: "property", Parent: "default", Signature: "readonly red: CSPair"},
	})
	// hono 4: a class named like the package ("Hono" is one of its
	// import names) extending a base the outline does not list (HonoBase,
	// imported as Hono$1 in the bundled declarations).
	hono := NewIndex("npm", "hono", []sdk.Symbol{
		{Name: "Hono", Kind: "class", Signature: "class Hono<E extends Env = BlankEnv> extends Hono$1<E, S, BasePath>"},
		{Name: "Hono", Kind: "class", Signature: "constructor(options?: HonoOptions<E>)"},
		{Name: "Context", Kind: "class", Signature: "class Context<E extends Env = any>"},
		{Name: "Context.json", Kind: "property", Parent: "Context", Signature: "json: JSONRespond"},
	})
	tests := []struct {
		name string
		ix   *Index
		q    string
		want sdk.SymbolCheck
	}{
		{"npm member through a class named like the package, base unseen", hono, "Hono.get", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "Hono does not declare get, and inherits from Hono$1, whose members this check cannot see"}},
		{"npm package-named class, its own member", hono, "Hono.Context.json", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Context.json", Kind: "property", Signature: "json: JSONRespond"}},
		{"go with import name", gox, "cobra.Command", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Command", Kind: "type", Signature: "type Command struct { …"}},
		{"go method", gox, "cobra.Command.Execute", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Command.Execute", Kind: "method", Signature: "func (c *Command) Execute() error"}},
		{"go call form", gox, "cobra.ExactArgs(1)", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "ExactArgs", Kind: "func", Signature: "func ExactArgs(n int) PositionalArgs"}},
		{"go struct field", gox, "cobra.Command.RunE", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Command.RunE", Kind: "member", Signature: "RunE func(cmd *Command, args []string) error", Note: "a member of type Command, found in its declaration"}},
		{"go const group", gox, "cobra.ShellCompDirectiveError", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "ShellCompDirectiveDefault, ShellCompDirectiveError", Kind: "const", Signature: "const (...)"}},
		{"go deprecated", gox, "NoArgs", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "NoArgs", Kind: "func", Signature: "func NoArgs(cmd *Command, args []string) error", Deprecated: "use ArbitraryArgs"}},
		{"go misspelled", gox, "cobra.ExactArg", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Nearest: []string{"ExactArgs"}}},
		{"go missing member, nearest on the type first", gox, "cobra.Command.Executes", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Nearest: []string{"Command.Execute"}}},
		{"go member of a var is out of reach", gox, "cobra.EnablePrefixMatching.X", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "EnablePrefixMatching is a var whose type this check cannot follow, so it cannot tell whether X is on its value; read EnablePrefixMatching in full (describe with symbol)"}},
		{"go shared word", gox, "cobra.OnInit", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Nearest: []string{"OnInitialize"}}},
		{"npm default import member", npm, "express.Router", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Router", Kind: "function", Signature: "function Router(options?: RouterOptions): core.Router"}},
		{"npm instance method", npm, "app.use", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: `"app" is a value in your code, not a name the package exports: the checker cannot tell its type; use exists as a member of: Application.use`}},
		{"npm interface property", npm, "RouterOptions.strict", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "RouterOptions.strict", Kind: "member", Signature: "strict?: boolean;", Note: "a member of interface RouterOptions, found in its declaration"}},
		{"npm missing, never existed", npm, "express.bodyParser", sdk.SymbolCheck{Verdict: sdk.VerdictMissing}},
		{"npm case typo", npm, "express.router", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Nearest: []string{"Router", "RouterOptions"}}},
		{"npm export= namespace", exp, "express.json", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "e.json", Kind: "var", Signature: "var json: typeof bodyParser.json"}},
		// The package's own binding alone is the function; "default" is
		// no export of an "export =" module (the compiler's view).
		{"npm export= function by the import name", exp, "express", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "e", Kind: "function", Signature: "export = function e(): core.Express"}},
		{"npm export= module has no default", exp, "default", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Note: "express is a CommonJS module (export = function e(): core.Express): it has no export named default, and require(...).default is undefined; `import x from` gives the module itself (e) in Node's ES modules, and TypeScript accepts that import only under esModuleInterop or allowSyntheticDefaultImports"}},
		{"npm default export by the import name", ky, "ky", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "default", Kind: "const", Signature: "declare const ky: KyInstance; export default ky"}},
		{"npm export= namespace, named import", exp, "Router", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "e.Router", Kind: "function", Signature: "function Router(options?: RouterOptions): core.Router"}},
		{"npm inherited member", exp, "express.Router.route", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "e.Router does not declare route, and inherits from core.Router, whose members this check cannot see"}},
		{"npm default export, inherited method", axios, "axios.get", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Axios.get", Kind: "method", Signature: "get<T = any>(url: string): Promise<T>"}},
		{"npm default export, typed property, member in declaration", axios, "axios.CancelToken.source", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "CancelTokenStatic.source", Kind: "member", Signature: "source(): CancelTokenSource;", Note: "a member of interface CancelTokenStatic, found in its declaration"}},
		{"npm typed const", axios, "program.get", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Axios.get", Kind: "method", Signature: "get<T = any>(url: string): Promise<T>"}},
		{"npm member of an inline object type", axios, "program.interceptors.request.use", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "AxiosInterceptorManager.use", Kind: "method", Signature: "use(onFulfilled?: (value: V) => V): number"}},
		{"npm second member of a one-line object type", axios, "program.interceptors.response.use", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "AxiosInterceptorManager.use", Kind: "method", Signature: "use(onFulfilled?: (value: V) => V): number"}},
		{"npm member of a one-line object type stops at it, past an arrow type", axios, "program.defaults.adapter", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Axios.defaults.adapter", Kind: "member", Signature: "adapter: (config: AxiosRequestConfig, retries: number) => AxiosPromise;", Note: "a member of Axios.defaults's type, found in its declaration"}},
		{"npm member of a one-line object type ends at its comma", axios, "program.defaults.timeout", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Axios.defaults.timeout", Kind: "member", Signature: "timeout: number", Note: "a member of Axios.defaults's type, found in its declaration"}},
		{"npm last member of a one-line object type ends at the brace", axios, "program.defaults.headers", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Axios.defaults.headers", Kind: "member", Signature: "headers: HeadersDefaults;", Note: "a member of Axios.defaults's type, found in its declaration"}},
		{"npm a parameter of a member is not a member", axios, "program.defaults.retries", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "Axios.defaults is a property whose type this check cannot follow, so it cannot tell whether retries is on its value; read Axios.defaults in full (describe with symbol)"}},
		{"npm default export's member by its local name", ansi, "ansiStyles.red", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "default.red", Kind: "property", Signature: "readonly red: CSPair"}},
		{"npm default export's listed member, its type not exported", ky, "ky.create", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "default.create", Kind: "property", Signature: "create: (defaultOptions: Options) => KyInstance"}},
		{"npm deep member missing", axios, "program.interceptors.request.eject", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Note: "AxiosInterceptorManager has no member eject"}},
		{"npm default export named default", axios2, "axios.get", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Axios.get", Kind: "method", Signature: "get<T = any>(url: string): Promise<T>"}},
		{"npm default export lacks it", axios, "axios.fetch", sdk.SymbolCheck{Verdict: sdk.VerdictMissing}},
		{"rust path", rust, "tokio::sync::Mutex::lock", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "sync::Mutex::lock", Kind: "method", Signature: "pub async fn lock(&self) -> MutexGuard<'_, T>"}},
		{"rust misspelled, nearest written with ::", rust, "tokio::sync::Mutex::lok", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Nearest: []string{"sync::Mutex::lock"}}},
		{"rust re-export form", rust, "tokio::spawn", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "spawn", Kind: "fn", Signature: "pub fn spawn<F>(future: F) -> JoinHandle<F::Output>"}},
		{"python module-qualified outline", py, "requests.Session.get", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "requests.Session.get", Kind: "method", Signature: "def get(self, url, **kwargs)"}},
		{"python top-level function", py, "requests.get", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "requests.get", Kind: "function", Signature: "def get(url, params=None, **kwargs)"}},
		{"python package in a namespace, named whole", pyNS, "zope.interface.Interface", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Interface", Kind: "variable", Signature: "Interface = InterfaceClass('Interface', __module__='zope.interface')"}},
		{"python package in a namespace, its module", pyNS, "zope.interface.interface.InterfaceClass", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "interface.InterfaceClass", Kind: "class", Signature: "class InterfaceClass(_InterfaceClassBase)"}},
		{"python package in a namespace, a made-up name", pyNS, "zope.interface.made_up", sdk.SymbolCheck{Verdict: sdk.VerdictMissing}},
		{"python private member a class may inherit", pyPrivate, "ShortUUIDField._get_default", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "ShortUUIDField._get_default is not listed: the outline lists the public API, and ShortUUIDField may bind private names and dunders besides (a leading underscore), so this outline alone cannot tell"}},
		{"python misspelt member, inherited listed", pyPrivate, "ShortUUIDField.get_defualt", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Nearest: []string{"ShortUUIDField.get_default"}}},
		{"python misspelt dunder, inherited listed", pyPrivate, "ShortUUIDField.__niit__", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Nearest: []string{"ShortUUIDField.__init__"}}},
		{"python inherited method", py, "requests.sessions.Sess.resolve_redirects", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "requests.sessions.SessionRedirectMixin.resolve_redirects", Kind: "method", Signature: "def resolve_redirects(self, resp, req)"}},
		{"python base imported under an alias", py, "requests.blueprints.Blueprint.route", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "requests.sansio.Blueprint.route", Kind: "method", Signature: "def route(self, rule)"}},
		{"python base imported under an alias, member missing", py, "requests.blueprints.Blueprint.add_route", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "requests.blueprints.Blueprint does not declare add_route, and inherits from Scaffold, whose members this check cannot see"}},
		{"python member from a builtin base", pyBuiltin, "Timeout.errno", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Timeout.errno", Kind: "member", Note: "a member Timeout inherits from TimeoutError (Python's builtins)"}},
		{"python object's member", pyBuiltin, "Cache.__init__", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Cache.__init__", Kind: "member", Note: "a member Cache inherits from collections.abc.MutableMapping (Python's builtins)"}},
		{"python ABC mixin method", pyBuiltin, "filelock.Cache.setdefault", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Cache.setdefault", Kind: "member", Note: "a member Cache inherits from collections.abc.MutableMapping (Python's builtins)"}},
		{"python misspelt member, builtin chain seen whole", pyBuiltin, "Timeout.__init_", sdk.SymbolCheck{Verdict: sdk.VerdictMissing}},
		{"python subscripted base with commas", pyBuiltin, "Headers.items", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Headers.items", Kind: "member", Note: "a member Headers inherits from typing.MutableMapping (Python's builtins)"}},
		{"python misspelt member, subscripted base seen whole", pyBuiltin, "Headers.ietms", sdk.SymbolCheck{Verdict: sdk.VerdictMissing}},
		{"python misspelt member, abc.ABC base", pyBuiltin, "stop_all._i_nit__", sdk.SymbolCheck{Verdict: sdk.VerdictMissing}},
		{"python member a metaclass may make", pyBuiltin, "Symbol.is_integer", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "cannot tell statically: Symbol does not declare is_integer, and its class is made by the metaclass ManagedProperties, which may give it members when it is created (this check does not run it)"}},
		{"python member of a class under a metaclass", pyBuiltin, "Symbol.doit", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Basic.doit", Kind: "method", Signature: "def doit(self, **hints)"}},
		{"python misspelt member, abc's metaclass", pyBuiltin, "Base.__init_", sdk.SymbolCheck{Verdict: sdk.VerdictMissing}},
		{"python misspelt member, base unseen", pyBuiltin, "Dirs.user_dri", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "Dirs does not declare user_dri, and inherits from Mixin, whose members this check cannot see"}},
		{"python another package's module", pyBuiltin, "sympy.solve", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Note: "filelock has no module or name sympy, and none of its classes declares solve"}},
		{"python a value whose type may be the package's", pyBuiltin, "cache.maxsize", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: `"cache" is a value in your code, not a name the package exports: the checker cannot tell its type; maxsize exists as a member of: Cache.maxsize`}},
		{"python top level bound at run time", pyGenerated, "sympy.solve", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: `"sympy" is a value in your code, not a name the package exports: the checker cannot tell its type; no member named solve in the package's API`}},
		{"python class built by a metaclass call", pyFactory, "Validator.rules", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "cannot tell statically: validator.Validator is built at run time by a call of the metaclass InspectedValidator, so its members exist only when the module runs (this check does not run it); read validator.Validator in full (describe with symbol)"}},
		{"python class a function annotated -> type[C] returns: C's member", pyFactory, "Dirs.user_data_dir", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "PlatformDirsABC.user_data_dir", Kind: "property", Signature: "def user_data_dir(self) -> str"}},
		{"python another name for it", pyFactory, "AppDirs.user_data_dir", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "PlatformDirsABC.user_data_dir", Kind: "property", Signature: "def user_data_dir(self) -> str"}},
		{"python class a function annotated -> type[C] returns: a name C lacks", pyFactory, "AppDirs.user_data_dri", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "cannot tell statically: AppDirs is built at run time by _set_platform_dir_class(...), so its members exist only when the module runs (this check does not run it); read AppDirs in full (describe with symbol)"}},
		{"python class a factory function picks", pyFactory, "PlatformDirs.user_data_dir", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "cannot tell statically: PlatformDirs is built at run time by _set_platform_dir_class(...), so its members exist only when the module runs (this check does not run it); read PlatformDirs in full (describe with symbol)"}},
		{"python named tuple method", pyFactory, "TypeDefinition._asdict", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "utils.TypeDefinition._asdict", Kind: "member", Note: "a member utils.TypeDefinition inherits from NamedTuple (Python's builtins)"}},
		{"python named tuple, misspelt field", pyFactory, "TypeDefinition.excluded_tpyes", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Nearest: []string{"utils.TypeDefinition.excluded_types"}, Note: "utils.TypeDefinition has no member excluded_tpyes"}},
		{"python class named as the package, its member", pyGreenlet, "greenlet.dead", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "greenlet is a reexport whose type this check cannot follow, so it cannot tell whether dead is on its value; read greenlet in full (describe with symbol)"}},
		{"python package name before a top-level name", pyGreenlet, "greenlet.getcurrent", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "getcurrent", Kind: "reexport", Signature: "from ._greenlet import getcurrent"}},
		{"swift conformance member", swift, "Session.retryResult", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "RequestDelegate.retryResult", Kind: "method", Signature: "func retryResult(for request: Request)"}},
		{"swift member the types lack", swift, "Session.requestt", sdk.SymbolCheck{Verdict: sdk.VerdictMissing}},
		{"swift made-up member of a nested type seen whole", swiftTypes, "Aside.Kind.nonexistent", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Nearest: []string{"Aside.Kind.note", "Aside.Kind.rawValue"}}},
		{"swift member from a standard library protocol", swiftTypes, "Errno.hashValue", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Errno.hashValue", Kind: "member", Note: "a member Errno gets from its conformance to Hashable (Swift standard library)"}},
		{"swift made-up member, type with attributes", swiftTypes, "Errno.madeUpName", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Nearest: []string{"Errno.rawValue", "Tag.name"}}},
		{"swift member of an extended outside type", swiftTypes, "AsyncSequence.map", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "AsyncSequence is declared outside swift-markdown, which extends it: map is not among the members the package adds, and this check cannot see the others, so it cannot tell"}},
		{"swift type with an attached macro", swiftTypes, "APIClient.delete", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "APIClient does not declare delete in its source, but is declared with @DependencyClient, an attached macro (or global actor) that may add members the source does not show: this check cannot tell"}},
		{"swift dynamic member lookup", swiftTypes, "Lookup.anything", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "Lookup does not declare anything in its source, but is declared with @dynamicMemberLookup, which resolves member names at compile time through a subscript: this check cannot tell"}},
		{"swift conformance an extension adds, known", swiftTypes, "Tag.hashValue", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Tag.hashValue", Kind: "member", Note: "a member Tag gets from its conformance to Hashable (Swift standard library)"}},
		{"swift made-up member, extension conformances known", swiftTypes, "Tag.madeUp", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Nearest: []string{"Tag.name"}}},
		{"swift conformance an extension adds, unknown", swiftTypes, "Heading.madeUp", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "Heading does not declare madeUp, and inherits from BlockMarkup, RandomAccessCollection, whose members this check cannot see"}},
		{"swift alias of the package's type, its member", swiftTypes, "AFDataResponse.result", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "DataResponse.result", Kind: "property", Signature: "let result: Result<Success, Failure>"}},
		{"swift alias of the package's type, made-up member", swiftTypes, "AFDataResponse.madeUp", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Nearest: []string{"DataResponse.result"}, Note: "DataResponse has no member madeUp"}},
		{"swift alias of an outside type", swiftTypes, "AFResult.get", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "AFResult is a type alias (typealias AFResult<Success> = Result<Success, AFError>) of a type swift-markdown does not declare, so this check cannot see its members and cannot tell whether it has get"}},
		{"swift enum raw value", swiftTypes, "MarkupFormatter.Options.UseCodeFence.rawValue", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "MarkupFormatter.Options.UseCodeFence.rawValue", Kind: "member", Note: "a member MarkupFormatter.Options.UseCodeFence gets from its conformance to RawRepresentable (Swift standard library)"}},
		{"swift enum with raw values seen whole", swiftTypes, "MarkupFormatter.Options.UseCodeFence.never", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Nearest: []string{"MarkupFormatter.Options.UseCodeFence.always"}}},
		{"swift SwiftUI protocol member", swiftTypes, "Dependency.update", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Dependency.update", Kind: "member", Note: "a member Dependency gets from its conformance to DynamicProperty (SwiftUI)"}},
		{"swift made-up member, SwiftUI protocol known", swiftTypes, "Dependency.iint", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Nearest: []string{"Dependency.wrappedValue"}}},
		{"empty", gox, "()", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Note: "not a name"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.ix.Check(Ref{Query: tt.q})
			tt.want.Query = tt.q
			if d := cmp.Diff(tt.want, got); d != "" {
				t.Errorf("Check(%q) (-want +got):\n%s", tt.q, d)
			}
		})
	}
}

func TestKey(t *testing.T) {
	tests := map[string]string{
		"":                          "",
		"express.Router()":          "express.Router",
		"tokio::sync::Mutex::lock":  "tokio.sync.Mutex.lock",
		"new Foo.Bar<T>(x, y)":      "Foo.Bar",
		"Router#use":                "Router.use",
		"a?.b":                      "a.b",
		"println!":                  "println",
		" uuid.NewString ":          "uuid.NewString",
		"Vec::<u8>::new()":          "Vec.new",
		"obj.method(fn(a, (b)), c)": "obj.method",
	}
	for in, want := range tests {
		if got := Key(in); got != want {
			t.Errorf("Key(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestImportNames(t *testing.T) {
	tests := []struct {
		eco, pkg string
		want     []string
	}{
		{"go", "github.com/google/uuid", []string{"uuid"}},
		{"go", "github.com/go-chi/chi/v5", []string{"chi"}},
		{"go", "gopkg.in/yaml.v3", []string{"yaml"}},
		{"go", "github.com/mattn/go-sqlite3", []string{"sqlite3"}},
		{"go", "net/http", []string{"http"}},
		{"npm", "@types/body-parser", []string{"body-parser", "bodyParser", "BodyParser"}},
		{"npm", "express", []string{"express", "Express"}},
		{"python", "Flask-SQLAlchemy", []string{"flask_sqlalchemy"}},
		{"rust", "serde-json", []string{"serde_json", "crate"}},
		{"swift", "Alamofire", []string{"Alamofire"}},
	}
	for _, tt := range tests {
		if d := cmp.Diff(tt.want, ImportNames(tt.eco, tt.pkg)); d != "" {
			t.Errorf("ImportNames(%s, %s) (-want +got):\n%s", tt.eco, tt.pkg, d)
		}
	}
}

func TestNearestIsBounded(t *testing.T) {
	ix := NewIndex("go", "x", goAPI)
	if got := ix.Nearest("Zzzzzzzz", 5); len(got) != 0 {
		t.Errorf("Nearest of an unrelated name = %v, want none", got)
	}
	if got := ix.Nearest("Command.Execute", 0); got != nil {
		t.Errorf("Nearest(n=0) = %v", got)
	}
}

// TestUnlisted: names under a type or module a provider marked as partly
// generated (KindUnlisted) are out of reach, never missing; elsewhere a
// made-up name is still missing, and so is one beside a KindUnlisted
// symbol that stands for a single name.
func TestUnlisted(t *testing.T) {
	ix := NewIndex("rust", "petgraph", []sdk.Symbol{
		{Name: "graphmap::GraphMap", Kind: "struct", Signature: "pub struct GraphMap<N, E, Ty> { /* private fields */ }"},
		{Name: "graphmap::GraphMap::nodes", Kind: "method", Parent: "graphmap::GraphMap", Signature: "pub fn nodes(&self) -> Nodes<'_, N>"},
		{Name: "graphmap::(iterator_wrap! { … })", Kind: KindUnlisted, Parent: "graphmap", Signature: "iterator_wrap! { … }"},
		{Name: "Graph", Kind: "struct", Signature: "pub struct Graph<N, E> { /* private fields */ }"},
		{Name: "Graph::(impl_index!(Graph))", Kind: KindUnlisted, Parent: "Graph", Signature: "impl_index!(Graph)"},
		{Name: "Csr", Kind: "struct", Signature: "pub struct Csr<N = ()> { /* private fields */ }"},
		// A re-export whose path could not be followed makes one name.
		{Name: "prelude::Incoming", Kind: KindUnlisted, Parent: "prelude", Signature: "pub use crate::Incoming; (a path the source does not declare)"},
	})
	tests := []struct {
		query string
		want  sdk.Verdict
	}{
		{"petgraph::prelude::Incoming", sdk.VerdictOutOfReach},
		{"petgraph::prelude::Incoming::made_up", sdk.VerdictOutOfReach},
		{"petgraph::prelude::Outgoinq", sdk.VerdictMissing},
		{"petgraph::graphmap::GraphMap::nodes", sdk.VerdictExists},
		{"petgraph::graphmap::Nodes", sdk.VerdictOutOfReach},
		{"petgraph::graphmap::GraphMap::made_up", sdk.VerdictMissing},
		{"petgraph::Graph::index_twice", sdk.VerdictOutOfReach},
		{"petgraph::Csr::made_up", sdk.VerdictMissing},
		{"petgraph::MadeUp", sdk.VerdictMissing},
	}
	for _, tt := range tests {
		if got := ix.Check(Ref{Query: tt.query}); got.Verdict != tt.want {
			t.Errorf("Check(%q) = %v (%s), want %v", tt.query, got.Verdict, got.Note, tt.want)
		}
	}
}

// TestUnlistedQuotedKey: a name a package's JavaScript sets under a key
// code writes quoted (parsimmon 1.18.1's Parsimmon["fantasy-land/map"],
// which @types/parsimmon 1.10.9 does not declare) stands for that one name,
// as an identifier does: it stood for any name, so a misspelt Parser.mrak
// and every name the package lacks at its top level were "cannot tell".
func TestUnlistedQuotedKey(t *testing.T) {
	why := ": defined by parsimmon 1.18.1's JavaScript (src/parsimmon.js), not declared by @types/parsimmon@1.10.9 (written for 1.10)"
	ix := NewIndex("npm", "parsimmon", []sdk.Symbol{
		{Name: "Parsimmon", Kind: "function", Signature: "declare function Parsimmon<T>(fn: (input: string, i: number) => Parsimmon.Reply<T>): Parsimmon.Parser<T>"},
		{Name: "Parsimmon.Parser", Kind: "interface", Parent: "Parsimmon", Signature: "interface Parser<T>"},
		{Name: "Parsimmon.Parser.map", Kind: "method", Parent: "Parsimmon.Parser", Signature: "map<U>(call: (result: T) => U): Parser<U>"},
		{Name: "Parsimmon.Parser.mark", Kind: "method", Parent: "Parsimmon.Parser", Signature: "mark(): Parser<Mark<T>>"},
		{Name: "Parsimmon.any", Kind: "const", Parent: "Parsimmon", Signature: "const any: Parser<string>"},
		{Name: "Parsimmon.fantasy-land/empty", Kind: KindUnlisted, Parent: "Parsimmon", Signature: "Parsimmon.fantasy-land/empty" + why},
		{Name: "Parsimmon.Parser.fantasy-land/map", Kind: KindUnlisted, Parent: "Parsimmon.Parser", Signature: "Parsimmon.Parser.fantasy-land/map" + why},
	})
	for _, tt := range []struct {
		query string
		want  sdk.Verdict
	}{
		{"Parsimmon.Parser.map", sdk.VerdictExists},
		{"Parsimmon.Parser.mrak", sdk.VerdictMissing},
		{"Parsimmon.ayn", sdk.VerdictMissing},
		{"Parsimmon.any", sdk.VerdictExists},
		{"Parsimmon.fantasy-land/empty", sdk.VerdictOutOfReach},
		{"Parsimmon.Parser.fantasy-land/map", sdk.VerdictOutOfReach},
	} {
		if got := ix.Check(Ref{Query: tt.query}); got.Verdict != tt.want {
			t.Errorf("Check(%q) = %v (%s), want %v", tt.query, got.Verdict, got.Note, tt.want)
		}
	}
}

// TestUnlistedPrefix: an unlisted symbol named "RLIM*" stands for names
// starting with RLIM only (psutil binds its RLIM* constants in a loop
// over a compiled module): another made-up name is still missing.
func TestUnlistedPrefix(t *testing.T) {
	ix := NewIndex("python", "psutil", []sdk.Symbol{
		{Name: "pid_exists", Kind: "func", Signature: "def pid_exists(pid)"},
		{Name: "RLIM*", Kind: KindUnlisted, Signature: "names bound at run time: _globals[_name] = getattr(_psutil_posix, _name)"},
	})
	for _, tt := range []struct {
		query string
		want  sdk.Verdict
	}{
		{"psutil.RLIMIT_AS", sdk.VerdictOutOfReach},
		{"RLIM_INFINITY", sdk.VerdictOutOfReach},
		{"psutil.pid_exist", sdk.VerdictMissing},
		{"pid_exists", sdk.VerdictExists},
	} {
		if got := ix.Check(Ref{Query: tt.query}); got.Verdict != tt.want {
			t.Errorf("Check(%q) = %v (%s), want %v", tt.query, got.Verdict, got.Note, tt.want)
		}
	}
}

// TestRustReexport: a module re-exporting the crate's own item (listed
// under its other path) reaches the item's members.
func TestRustReexport(t *testing.T) {
	ix := NewIndex("rust", "petgraph", []sdk.Symbol{
		{Name: "graph::Graph", Kind: "struct", Signature: "pub struct Graph<N, E> { /* private fields */ }"},
		{Name: "graph::Graph::new", Kind: "method", Parent: "graph::Graph", Signature: "pub fn new() -> Self"},
		{Name: "prelude::Graph", Kind: "re-export", Signature: "pub use crate::graph::Graph;"},
		{Name: "prelude::G", Kind: "re-export", Signature: "pub use crate::graph::Graph as G;"},
	})
	tests := []struct {
		query, symbol string
		want          sdk.Verdict
	}{
		{"petgraph::prelude::Graph::new", "graph::Graph::new", sdk.VerdictExists},
		{"petgraph::prelude::G::new", "graph::Graph::new", sdk.VerdictExists},
		{"petgraph::prelude::Graph::made_up", "", sdk.VerdictMissing},
	}
	for _, tt := range tests {
		got := ix.Check(Ref{Query: tt.query})
		if got.Verdict != tt.want || got.Symbol != tt.symbol {
			t.Errorf("Check(%q) = %v %q (%s), want %v %q", tt.query, got.Verdict, got.Symbol, got.Note, tt.want, tt.symbol)
		}
	}
}

// TestCheckPythonInstances: module-level instances of the package's own
// classes (scipy.stats: norm = norm_gen(name='norm')) reach the class's
// members; a value a factory builds stays out of reach.
func TestCheckPythonInstances(t *testing.T) {
	ix := NewIndex("python", "scipy", []sdk.Symbol{
		{Name: "stats.rv_continuous", Kind: "class", Signature: "class rv_continuous(rv_generic)"},
		{Name: "stats.rv_generic", Kind: "class", Signature: "class rv_generic"},
		{Name: "stats.rv_continuous.pdf", Kind: "method", Parent: "stats.rv_continuous", Signature: "def pdf(self, x, *args, **kwds)"},
		{Name: "stats.norm_gen", Kind: "class", Signature: "class norm_gen(rv_continuous)"},
		{Name: "stats.norm", Kind: "var", Signature: "norm = norm_gen(name='norm')"},
		{Name: "stats.Point", Kind: "var", Signature: "Point = namedtuple('Point', 'x y')"},
		{Name: "stats.Frozen", Kind: "class", Signature: "class Frozen(np.ndarray)"},
		{Name: "stats.frozen", Kind: "var", Signature: "frozen = Frozen()"},
	})
	tests := []struct {
		query   string
		verdict sdk.Verdict
		symbol  string
	}{
		{"scipy.stats.norm.pdf", sdk.VerdictExists, "stats.rv_continuous.pdf"},
		{"scipy.stats.norm.nothere", sdk.VerdictMissing, ""},
		{"scipy.stats.Point.x", sdk.VerdictOutOfReach, ""},
		{"scipy.stats.frozen.reshape", sdk.VerdictOutOfReach, ""},
	}
	for _, tt := range tests {
		got := ix.Check(Ref{Query: tt.query})
		if got.Verdict != tt.verdict || got.Symbol != tt.symbol {
			t.Errorf("%s: %s %q (%s), want %s %q", tt.query, got.Verdict, got.Symbol, got.Note, tt.verdict, tt.symbol)
		}
	}
}

// TestCheckPythonPrivate: a Python outline lists the public API, so a
// private name or dunder at a module's top that it does not list
// (requests.__version__, requests.utils._parse_content_type_header) is
// out of reach, for the provider's lookup to read in source; a public
// name it does not list, and a private member of a class it reads
// whole, still do not exist; nor does any name in another ecosystem.
func TestCheckPythonPrivate(t *testing.T) {
	syms := []sdk.Symbol{
		{Name: "get", Kind: "func", Signature: "def get(url, params=None, **kwargs)"},
		{Name: "Session", Kind: "class", Signature: "class Session"},
		{Name: "Session.get", Kind: "method", Parent: "Session", Signature: "def get(self, url, **kwargs)"},
		{Name: "utils", Kind: "module", Signature: "import requests.utils"},
		{Name: "utils.get_netrc_auth", Kind: "func", Parent: "utils", Signature: "def get_netrc_auth(url, raise_errors=False)"},
	}
	ix := NewIndex("python", "requests", syms)
	for _, tt := range []struct {
		query   string
		verdict sdk.Verdict
	}{
		{"requests.__version__", sdk.VerdictOutOfReach},
		{"_internal_utils", sdk.VerdictOutOfReach},
		{"requests.utils._parse_content_type_header", sdk.VerdictOutOfReach},
		{"requests._internal_utils.to_native_string", sdk.VerdictOutOfReach},
		{"requests.utils.get_netrc_auht", sdk.VerdictMissing},
		{"requests.gte", sdk.VerdictMissing},
		{"requests.Session._madeup", sdk.VerdictMissing},
		{"requests.get", sdk.VerdictExists},
		// the module itself (its import name): exists
		{"requests", sdk.VerdictExists},
		{"requestz", sdk.VerdictMissing},
	} {
		if got := ix.Check(Ref{Query: tt.query}); got.Verdict != tt.verdict {
			t.Errorf("%s: %s (%s), want %s", tt.query, got.Verdict, got.Note, tt.verdict)
		}
	}
	if got := NewIndex("npm", "requests", syms).Check(Ref{Query: "_internal"}); got.Verdict != sdk.VerdictMissing {
		t.Errorf("npm _internal: %s, want missing", got.Verdict)
	}
}

// TestCheckPythonLowerCaseClass: a name qualified by its module path is
// also found without it (requests.sessions.Session as Session), but a
// lower-case class in the path is no module: kombu 5.2's
// clocks.timetuple.timestamp is not kombu.timestamp.
func TestCheckPythonLowerCaseClass(t *testing.T) {
	ix := NewIndex("python", "kombu", []sdk.Symbol{
		{Name: "clocks", Kind: "module", Signature: "import kombu.clocks"},
		{Name: "clocks.timetuple", Kind: "class", Signature: "class timetuple(tuple)"},
		{Name: "clocks.timetuple.timestamp", Kind: "var", Parent: "clocks.timetuple", Signature: "timestamp = property(itemgetter(1))"},
	})
	for _, tt := range []struct {
		query   string
		verdict sdk.Verdict
	}{
		{"kombu.timestamp", sdk.VerdictMissing},
		{"kombu.clocks.timetuple.timestamp", sdk.VerdictExists},
		{"timetuple.timestamp", sdk.VerdictExists},
		{"timetuple", sdk.VerdictExists},
	} {
		if got := ix.Check(Ref{Query: tt.query}); got.Verdict != tt.verdict {
			t.Errorf("%s: %s %q (%s), want %s", tt.query, got.Verdict, got.Symbol, got.Note, tt.verdict)
		}
	}
}

func TestDefaultLocalName(t *testing.T) {
	for sig, want := range map[string]string{
		"declare const ky: KyInstance; export default ky":                      "ky",
		"declare const ansiStyles: { red: CSPair }; export default ansiStyles": "ansiStyles",
		"export default function parse(input: string): Node":                   "parse",
		"export default class Client":                                          "Client",
		"class FlatCacheDefault // exported as default":                        "FlatCacheDefault",
		"function parse(input: string): Node // exported as default":           "parse",
		"class FlatCache // exported as Cache":                                 "",
		"export default { a: 1 }":                                              "",
		"const x: number":                                                      "",
	} {
		if got := DefaultLocalName(sig); got != want {
			t.Errorf("DefaultLocalName(%q) = %q, want %q", sig, got, want)
		}
	}
}

// TestRustModulePathNotValue: in Rust, `hash_map::Drain` names a module
// path; where the crate has no such module it does not exist (it is not
// a value of unknown type, as `map.drain` would be).
func TestRustModulePathNotValue(t *testing.T) {
	ix := NewIndex("rust", "serde", []sdk.Symbol{
		{Name: "de", Kind: "module", Signature: "pub mod de"},
		{Name: "de::Deserialize", Kind: "trait", Signature: "pub trait Deserialize<'de> { … }"},
	})
	tests := []struct {
		query string
		want  sdk.Verdict
	}{
		{"hash_map::DefaultHashBuilder", sdk.VerdictMissing},
		{"serde::naive::NaiveWeek", sdk.VerdictMissing},
		{"map.drain", sdk.VerdictOutOfReach},
		{"de::Deserialize", sdk.VerdictExists},
	}
	for _, tt := range tests {
		if got := ix.Check(Ref{Query: tt.query}); got.Verdict != tt.want {
			t.Errorf("Check(%q) = %v (%s), want %v", tt.query, got.Verdict, got.Note, tt.want)
		}
	}
}

// TestRequires: a name declared under a condition (the provider's
// outline doc ends "(requires COND)") exists, and the check says under
// what; one always compiled in has no such note.
func TestRequires(t *testing.T) {
	ix := NewIndex("rust", "tinyvec", []sdk.Symbol{
		{Name: "ArrayVec", Kind: "struct", Signature: "pub struct ArrayVec<A: Array> { /* private fields */ }"},
		{Name: "ArrayVec::drain_to_vec", Kind: "method", Parent: "ArrayVec", Signature: "pub fn drain_to_vec(&mut self) -> Vec<A::Item>", Doc: "Drains all elements to a Vec. (requires feature = \"alloc\")"},
		{Name: "ArrayVec::len", Kind: "method", Parent: "ArrayVec", Signature: "pub fn len(&self) -> usize", Doc: "The length (requires is not a condition here)."},
	})
	for q, want := range map[string]string{"ArrayVec::drain_to_vec": `feature = "alloc"`, "ArrayVec::len": ""} {
		got := ix.Check(Ref{Query: q})
		if got.Verdict != sdk.VerdictExists || !strings.Contains(got.Note, want) || (want == "") != (got.Note == "") {
			t.Errorf("Check(%q) = %v, note %q; want exists, note naming %q", q, got.Verdict, got.Note, want)
		}
	}
}

// TestMemberParentAncestor: an outline of std lists its modules only;
// for std::collections::HashMap::insert the parent to look up is the
// nearest one the index knows, the module collections (whose own lookup
// lists HashMap and its methods).
func TestMemberParentAncestor(t *testing.T) {
	ix := NewIndex("rust", "std", []sdk.Symbol{
		{Name: "collections", Kind: "module", Signature: "pub mod collections"},
		{Name: "Command", Kind: "struct", Signature: "pub struct Command"},
		{Name: "VERSION", Kind: "const", Signature: "pub const VERSION: &str"},
	})
	tests := []struct {
		query, want string
		ok          bool
	}{
		{"std::collections::HashMap::insert", "collections", true},
		{"std::Command::run", "Command", true},
		{"std::VERSION::len", "", false},
		{"std::nothing::Here", "", false},
	}
	for _, tt := range tests {
		got, ok := ix.MemberParent(Ref{Query: tt.query})
		if got != tt.want || ok != tt.ok {
			t.Errorf("MemberParent(%q) = %q, %v; want %q, %v", tt.query, got, ok, tt.want, tt.ok)
		}
	}
}

// TestGoFieldList: a Go struct whose fields share one type on one line
// ("ReadBufferSize, WriteBufferSize int", github.com/gorilla/websocket
// v1.5.3's Dialer, trimmed, as its symbol describe prints it): every name
// of the list is a member, not only the first.
func TestGoFieldList(t *testing.T) {
	decl, err := os.ReadFile("testdata/go-field-list.txt")
	if err != nil {
		t.Fatal(err)
	}
	ix := NewIndex("go", "github.com/gorilla/websocket", []sdk.Symbol{
		{Name: "Dialer", Kind: "type", Signature: strings.TrimSpace(string(decl))},
	})
	tests := []struct {
		q    string
		want sdk.SymbolCheck
	}{
		{"websocket.Dialer.ReadBufferSize", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Dialer.ReadBufferSize", Kind: "member", Signature: "ReadBufferSize, WriteBufferSize int", Note: "a member of type Dialer, found in its declaration"}},
		{"websocket.Dialer.WriteBufferSize", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Dialer.WriteBufferSize", Kind: "member", Signature: "ReadBufferSize, WriteBufferSize int", Note: "a member of type Dialer, found in its declaration"}},
		{"websocket.Dialer.HandshakeTimeout", sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: "Dialer.HandshakeTimeout", Kind: "member", Signature: "HandshakeTimeout time.Duration", Note: "a member of type Dialer, found in its declaration"}},
		// Named only in a comment: not a field.
		{"websocket.Dialer.I", sdk.SymbolCheck{Verdict: sdk.VerdictMissing}},
		{"websocket.Dialer.BufferSize", sdk.SymbolCheck{Verdict: sdk.VerdictMissing}},
	}
	for _, tt := range tests {
		got := ix.Check(Ref{Query: tt.q})
		got.Nearest = nil
		tt.want.Query = tt.q
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("Check(%q) (-want +got):\n%s", tt.q, d)
		}
	}
}

// TestGoCommentBrackets: a bracket in a field's comment ("Values <= 0",
// github.com/pierrec/lz4/v4 v4.1.33's CompressorHC as its symbol describe
// prints it) opens nothing: the field after it is a member.
func TestGoCommentBrackets(t *testing.T) {
	decl, err := os.ReadFile("testdata/go-comment-brackets.txt")
	if err != nil {
		t.Fatal(err)
	}
	ix := NewIndex("go", "github.com/pierrec/lz4/v4", []sdk.Symbol{
		{Name: "CompressorHC", Kind: "type", Signature: strings.TrimSpace(string(decl))},
	})
	q := "lz4.CompressorHC.Level"
	want := sdk.SymbolCheck{Query: q, Verdict: sdk.VerdictExists, Symbol: "CompressorHC.Level", Kind: "member", Signature: "Level CompressionLevel", Note: "a member of type CompressorHC, found in its declaration"}
	if d := cmp.Diff(want, ix.Check(Ref{Query: q})); d != "" {
		t.Errorf("Check(%q) (-want +got):\n%s", q, d)
	}
}

// TestGoStructTagBrackets: a bracket inside a struct tag opens or closes
// nothing: a grammar written in tags (github.com/alecthomas/participle/v2
// v2.1.4's ebnf.Term, whose Name tag opens "(" that Group's closes) and an
// XML path (golang.org/x/arch v0.33.0's arm64/instgen/xmlspec.Encoding,
// "docvars>docvar"), each as its symbol describe prints it. Every field is a
// member, with its tag in its signature.
func TestGoStructTagBrackets(t *testing.T) {
	tests := []struct {
		file, pkg, typ string
		want           map[string]string // field: signature; "" missing
	}{
		{"go-struct-tag-brackets.txt", "github.com/alecthomas/participle/v2/ebnf", "Term", map[string]string{
			"Negation":   "Negation bool `@(\"~\")?`",
			"Name":       "Name    string         `(   @Ident`",
			"Literal":    "Literal string         `  | @String`",
			"Token":      "Token   string         `  | \"<\" @Ident \">\"`",
			"Group":      "Group   *SubExpression `  | @@ )`",
			"Repetition": "Repetition string `@(\"*\" | \"+\" | \"?\" | \"!\")?`",
			"Ident":      "",
			"String":     "",
		}},
		{"go-struct-tag-path.txt", "golang.org/x/arch/arm64/instgen/xmlspec", "Encoding", map[string]string{
			"DocVars":     "DocVars     []DocVar    `xml:\"docvars>docvar\"`",
			"Boxes":       "Boxes       []Box       `xml:\"box\"`",
			"AsmTemplate": "AsmTemplate AsmTemplate `xml:\"asmtemplate\"`",
			"docvar":      "",
		}},
	}
	for _, tt := range tests {
		decl, err := os.ReadFile("testdata/" + tt.file)
		if err != nil {
			t.Fatal(err)
		}
		ix := NewIndex("go", tt.pkg, []sdk.Symbol{{Name: tt.typ, Kind: "type", Signature: strings.TrimSpace(string(decl))}})
		for field, sig := range tt.want {
			q := tt.typ + "." + field
			got := ix.Check(Ref{Query: q})
			want := sdk.SymbolCheck{Query: q, Verdict: sdk.VerdictMissing}
			if sig != "" {
				want = sdk.SymbolCheck{Query: q, Verdict: sdk.VerdictExists, Symbol: q, Kind: "member", Signature: sig, Note: "a member of type " + tt.typ + ", found in its declaration"}
			} else {
				got.Nearest = nil
			}
			if d := cmp.Diff(want, got); d != "" {
				t.Errorf("%s: Check(%q) (-want +got):\n%s", tt.file, q, d)
			}
		}
	}
}

// TestGoOneLineEmbedding: a Go type declared on one line that embeds
// another (github.com/miekg/dns v1.1.73's "type DLV struct{ DS }", DS as
// its symbol describe prints it) has the embedded type's fields and
// methods, promoted; an embedded type of another package makes a member
// the package does not declare out of reach, not missing.
func TestGoOneLineEmbedding(t *testing.T) {
	ds, err := os.ReadFile("testdata/go-embedded-ds.txt")
	if err != nil {
		t.Fatal(err)
	}
	ix := NewIndex("go", "github.com/miekg/dns", []sdk.Symbol{
		{Name: "DS", Kind: "type", Signature: strings.TrimSpace(string(ds))},
		{Name: "DS.String", Kind: "method", Parent: "DS", Signature: "func (rr *DS) String() string"},
		{Name: "DLV", Kind: "type", Signature: "type DLV struct{ DS }"},
		{Name: "DLV.Header", Kind: "method", Parent: "DLV", Signature: "func (rr *DLV) Header() *RR_Header"},
		{Name: "Conn", Kind: "type", Signature: "type Conn struct {\n\tnet.Conn // a connection to talk with a server.\n\tUDPSize uint16\n\t// Has unexported fields.\n}"},
	})
	tests := []struct {
		q       string
		verdict sdk.Verdict
		symbol  string
	}{
		{"dns.DLV.KeyTag", sdk.VerdictExists, "DS.KeyTag"},
		{"dns.DLV.Digest", sdk.VerdictExists, "DS.Digest"},
		{"dns.DLV.String", sdk.VerdictExists, "DS.String"},
		{"dns.DLV.Header", sdk.VerdictExists, "DLV.Header"},
		{"dns.DLV.Nope", sdk.VerdictMissing, ""},
		{"dns.Conn.UDPSize", sdk.VerdictExists, "Conn.UDPSize"},
		{"dns.Conn.Close", sdk.VerdictOutOfReach, ""},
	}
	for _, tt := range tests {
		got := ix.Check(Ref{Query: tt.q})
		if got.Verdict != tt.verdict || got.Symbol != tt.symbol {
			t.Errorf("Check(%q) = %v %q (%s), want %v %q", tt.q, got.Verdict, got.Symbol, got.Note, tt.verdict, tt.symbol)
		}
	}
}

// TestGoChannelArrow: a method returning a receive-only channel
// ("After(d time.Duration) <-chan time.Time", github.com/jonboulle/clockwork
// v0.5.0's Clock as its symbol describe prints it) opens no bracket: the
// methods after it are members.
func TestGoChannelArrow(t *testing.T) {
	decl, err := os.ReadFile("testdata/go-channel-arrow.txt")
	if err != nil {
		t.Fatal(err)
	}
	ix := NewIndex("go", "github.com/jonboulle/clockwork", []sdk.Symbol{
		{Name: "Clock", Kind: "type", Signature: strings.TrimSpace(string(decl))},
	})
	for q, sig := range map[string]string{
		"clockwork.Clock.After":     "After(d time.Duration) <-chan time.Time",
		"clockwork.Clock.Sleep":     "Sleep(d time.Duration)",
		"clockwork.Clock.Since":     "Since(t time.Time) time.Duration",
		"clockwork.Clock.AfterFunc": "AfterFunc(d time.Duration, f func()) Timer",
	} {
		got := ix.Check(Ref{Query: q})
		if got.Verdict != sdk.VerdictExists || got.Signature != sig {
			t.Errorf("Check(%q) = %v %q, want exists %q", q, got.Verdict, got.Signature, sig)
		}
	}
	if got := ix.Check(Ref{Query: "clockwork.Clock.Tick"}); got.Verdict != sdk.VerdictMissing {
		t.Errorf("Check(Clock.Tick) = %v, want missing", got.Verdict)
	}
}

// TestExportEqualsStatics: an npm module that says "export = class
// WebSocket" (ws): require('ws').EventEmitter is a static member of the
// class, listed under it (here as its describe lists what it inherits).
func TestExportEqualsStatics(t *testing.T) {
	ix := NewIndex("npm", "ws", []sdk.Symbol{
		{Name: "WebSocket", Kind: "class", Signature: "export = class WebSocket extends EventEmitter"},
		{Name: "WebSocket.send", Kind: "method", Parent: "WebSocket", Signature: "send(data: BufferLike): void"},
		{Name: "WebSocket.defaultMaxListeners", Kind: "let", Parent: "WebSocket", Signature: "let defaultMaxListeners: number"},
	})
	got := ix.Check(Ref{Query: "defaultMaxListeners"})
	want := sdk.SymbolCheck{Query: "defaultMaxListeners", Verdict: sdk.VerdictExists, Symbol: "WebSocket.defaultMaxListeners", Kind: "let", Signature: "let defaultMaxListeners: number"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("Check (-want +got):\n%s", d)
	}
	if p, ok := ix.MemberParent(Ref{Query: "EventEmitter"}); !ok || p != "WebSocket" {
		t.Errorf("MemberParent(EventEmitter) = %q, %v; want the export= class, whose describe lists what it inherits", p, ok)
	}
	// A name the class neither declares nor lists as inherited, on a
	// base this index cannot see: cannot tell, never "does not exist".
	if got := ix.Check(Ref{Query: "listenerCount"}); got.Verdict != sdk.VerdictOutOfReach || !strings.Contains(got.Note, "EventEmitter") {
		t.Errorf("Check(listenerCount) = %v (%s); want out of reach, naming the unseen base EventEmitter", got.Verdict, got.Note)
	}
	// The ESM entry of the same types: a default export.
	esm := NewIndex("npm", "ws", []sdk.Symbol{{Name: "WebSocket", Kind: "class", Signature: "export default class WebSocket extends EventEmitter"}})
	if p, ok := esm.MemberParent(Ref{Query: "EventEmitter"}); !ok || p != "WebSocket" {
		t.Errorf("MemberParent(EventEmitter) on a default export = %q, %v; want the class", p, ok)
	}
}

// TestTSLibBases: get-stream 9.0.1 declares "class MaxBufferError extends
// Error"; TypeScript's lib gives Error a few members, so the class is seen
// whole: name exists, a misspelling of it is missing (not out of reach).
// Every class and function has a prototype (form-data's export= class).
func TestTSLibBases(t *testing.T) {
	ix := NewIndex("npm", "get-stream", []sdk.Symbol{
		{Name: "MaxBufferError", Kind: "class", Signature: "class MaxBufferError extends Error {\n  readonly name: 'MaxBufferError';\n  constructor();\n}"},
		{Name: "FormData", Kind: "class", Signature: "export = class FormData extends stream.Readable"},
	})
	tests := []struct {
		q    string
		want sdk.Verdict
	}{
		{"MaxBufferError.name", sdk.VerdictExists},
		{"MaxBufferError.message", sdk.VerdictExists},
		{"MaxBufferError.stack", sdk.VerdictExists},
		{"MaxBufferError.nmae", sdk.VerdictMissing},
		{"prototype", sdk.VerdictExists},
		{"FormData.prototype", sdk.VerdictExists},
	}
	for _, tt := range tests {
		if got := ix.Check(Ref{Query: tt.q}); got.Verdict != tt.want {
			t.Errorf("Check(%q) = %v (%s), want %v", tt.q, got.Verdict, got.Note, tt.want)
		}
	}
	// A package without declarations (telecom-mas-agent 1.0.12), as its
	// JavaScript outline writes the exported class.
	js := NewIndex("npm", "telecom-mas-agent", []sdk.Symbol{{Name: "TelecomMASAgent", Kind: "class", Signature: "module.exports = class TelecomMASAgent"}})
	if got := js.Check(Ref{Query: "prototype"}); got.Verdict != sdk.VerdictExists {
		t.Errorf("Check(prototype) on module.exports = class = %v, want exists", got.Verdict)
	}
}

// TestReexportedAlias: fs-extra re-exports fs's promises ("export * as
// promises from 'node:fs/promises'", as its outline lists it): what is
// under it is in another module, which this check does not read, so a
// name under it is out of reach, not missing.
func TestReexportedAlias(t *testing.T) {
	ix := NewIndex("npm", "fs-extra", []sdk.Symbol{
		{Name: "promises", Kind: "alias", Signature: "export * as promises from 'node:fs/promises'"},
		{Name: "FSOption", Kind: "alias", Signature: "export { FSOption } from 'path-scurry'"},
		{Name: "access", Kind: "function", Signature: "function access(path: PathLike): void"},
	})
	for _, q := range []string{"promises.access", "FSOption.lstatSync"} {
		if got := ix.Check(Ref{Query: q}); got.Verdict != sdk.VerdictOutOfReach {
			t.Errorf("Check(%q) = %v, want out of reach", q, got.Verdict)
		}
	}
	if got := ix.Check(Ref{Query: "promises"}); got.Verdict != sdk.VerdictExists {
		t.Errorf("Check(promises) = %v, want exists", got.Verdict)
	}
}

// TestReexportedBase: a class extending a name the package only
// re-exports from another module (@aws-sdk/client-managedblockchain
// 3.1048.0: "export { Client as __Client } from '@smithy/core/client'",
// "class ManagedBlockchainClient extends __Client<…>") inherits members
// this index cannot see: client.send is out of reach, never missing, and
// what the class declares itself still exists.
func TestReexportedBase(t *testing.T) {
	ix := NewIndex("npm", "@aws-sdk/client-managedblockchain", []sdk.Symbol{
		{Name: "__Client", Kind: "alias", Signature: "export { Client } from '@smithy/core/client' // exported as __Client"},
		{Name: "ManagedBlockchainClient", Kind: "class", Signature: "class ManagedBlockchainClient extends __Client<__HttpHandlerOptions, ServiceInputTypes, ServiceOutputTypes, ManagedBlockchainClientResolvedConfig>"},
		{Name: "ManagedBlockchainClient.destroy", Kind: "method", Signature: "destroy(): void", Parent: "ManagedBlockchainClient"},
	})
	tests := map[string]sdk.Verdict{
		"ManagedBlockchainClient.send":    sdk.VerdictOutOfReach,
		"ManagedBlockchainClient.destroy": sdk.VerdictExists,
	}
	for q, want := range tests {
		if got := ix.Check(Ref{Query: q}); got.Verdict != want {
			t.Errorf("Check(%q) = %v (%s), want %v", q, got.Verdict, got.Note, want)
		}
	}
}

// TestListedBases: a type's describe that lists what it inherits from a
// base (the first member from it carrying InheritedMarker: form-data
// 4.0.6's FormData, whose members from stream.Readable the npm provider
// lists) sees that base whole, so a misspelt member does not exist; an
// interface a class implements adds no members (yocto-queue 1.2.2's
// "class Queue implements Iterable"), and a comment after the bases
// (keyv 5.6.0's "// exported as default") names no base.
func TestListedBases(t *testing.T) {
	ix := NewIndex("npm", "form-data", []sdk.Symbol{
		{Name: "FormData", Kind: "class", Signature: "export = class FormData extends stream.Readable"},
		{Name: "FormData.setBoundary", Kind: "method", Parent: "FormData", Signature: "setBoundary(boundary: string): void"},
		{Name: "FormData.pipe", Kind: "method", Parent: "FormData", Signature: "pipe(…)" + InheritedMarker + "stream.Readable (stream)"},
		{Name: "FormData.read", Kind: "method", Parent: "FormData", Signature: "read(…)"},
		{Name: "Queue", Kind: "class", Signature: "export default class Queue<ValueType> implements Iterable<ValueType>"},
		{Name: "Queue.peek", Kind: "method", Parent: "Queue", Signature: "peek(): ValueType | undefined"},
		{Name: "Keyv", Kind: "class", Signature: "class Keyv<GenericValue = any> extends EventManager // exported as default"},
		{Name: "Keyv.set", Kind: "method", Parent: "Keyv", Signature: "set(key: string, value: any): Promise<boolean>"},
	})
	tests := []struct {
		q    string
		want sdk.Verdict
		note string
	}{
		{"FormData.read", sdk.VerdictExists, ""},
		{"FormData.setBuondary", sdk.VerdictMissing, ""},
		{"Queue.drani", sdk.VerdictMissing, ""},
		{"Keyv.ste", sdk.VerdictOutOfReach, "Keyv does not declare ste, and inherits from EventManager, whose members this check cannot see"},
	}
	// A Go interface whose describe lists what it inherits, the whole
	// chain read (aws-cdk-go v2.276.0's CfnGuardHook): a base from which
	// it lists nothing, every method redeclared, is no unseen base.
	gix := NewIndex("go", "awscdk", []sdk.Symbol{
		{Name: "CfnGuardHook", Kind: "type", Signature: "type CfnGuardHook interface {\n\tCfnResource\n\tIInspectable\n\tInspect(inspector TreeInspector)\n\tSetFailureMode(val *string)\n}"},
		{Name: "CfnGuardHook.CfnElement", Kind: "embedded", Parent: "CfnGuardHook", Signature: "CfnElement" + InheritedMarker + "CfnResource (github.com/aws/aws-cdk-go/awscdk/v2)"},
	})
	for _, tt := range []struct {
		q    string
		want sdk.Verdict
	}{{"CfnGuardHook.SetFailureMode", sdk.VerdictExists}, {"CfnGuardHook.Inspect", sdk.VerdictExists}, {"CfnGuardHook.SetFailrueMode", sdk.VerdictMissing}} {
		if got := gix.Check(Ref{Query: tt.q}); got.Verdict != tt.want {
			t.Errorf("Check(%q) = %v (%s), want %v", tt.q, got.Verdict, got.Note, tt.want)
		}
	}
	for _, tt := range tests {
		got := ix.Check(Ref{Query: tt.q})
		if got.Verdict != tt.want || tt.note != "" && got.Note != tt.note {
			t.Errorf("Check(%q) = %v (%s), want %v (%s)", tt.q, got.Verdict, got.Note, tt.want, tt.note)
		}
		// Out of reach only for unseen bases: what a describe of the
		// type, listing what it inherits, may answer.
		if UnseenBases(got) != (tt.want == sdk.VerdictOutOfReach) {
			t.Errorf("UnseenBases(Check(%q)) = %v", tt.q, UnseenBases(got))
		}
	}
}

// TestRustTraitArrows: a trait's methods as its symbol describe prints
// them (bytes 1.2.1's Buf, trimmed): a member's signature runs past its
// "->" to the return type, and leaves out the body the declaration elides.
func TestRustTraitArrows(t *testing.T) {
	decl, err := os.ReadFile("testdata/rust-trait-arrows.txt")
	if err != nil {
		t.Fatal(err)
	}
	ix := NewIndex("rust", "bytes", []sdk.Symbol{
		{Name: "Buf", Kind: "trait", Signature: strings.TrimSpace(string(decl))},
	})
	tests := []struct {
		q, want string // want "": missing
	}{
		{"Buf::get_u8", "fn get_u8(&mut self) -> u8"},
		{"bytes::Buf::remaining", "fn remaining(&self) -> usize;"},
		{"Buf::chunks_vectored", "fn chunks_vectored<'a>(&'a self, dst: &mut [IoSlice<'a>]) -> usize"},
		{"Buf::get_u88", ""},
	}
	for _, tt := range tests {
		got := ix.Check(Ref{Query: tt.q})
		want := sdk.SymbolCheck{Verdict: sdk.VerdictMissing}
		if tt.want != "" {
			want = sdk.SymbolCheck{Verdict: sdk.VerdictExists, Symbol: strings.TrimPrefix(tt.q, "bytes::"), Kind: "member", Signature: tt.want, Note: "a member of trait Buf, found in its declaration"}
		}
		got.Nearest, got.Query = nil, ""
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("Check(%q) (-want +got):\n%s", tt.q, d)
		}
	}
}

// TestGoAlias: a Go alias has the members of the type it names. Of a type
// the outline declares, they are found there; of another package's
// (grpc's status.Status = internal/status.Status), the outline cannot
// tell, and the type's describe, which lists them marked as inherited
// when it read the target whole, can (a name missing there is missing).
func TestGoAlias(t *testing.T) {
	outline := []sdk.Symbol{
		{Name: "Status", Kind: "type", Signature: "type Status = status.Status"},
		{Name: "New", Kind: "func", Signature: "func New(c codes.Code, msg string) *Status"},
		{Name: "Opt", Kind: "type", Signature: "type Opt[T any] = config.Optional[T]"},
		{Name: "Code", Kind: "type", Signature: "type Code = uint32"},
		{Name: "Err", Kind: "type", Signature: "type Err = error"},
		{Name: "Local", Kind: "type", Signature: "type Local = *Conn"},
		{Name: "Conn", Kind: "type", Signature: "type Conn struct {\n\tAddr string\n}"},
		{Name: "Conn.Close", Kind: "method", Parent: "Conn", Signature: "func (c *Conn) Close() error"},
	}
	marker := InheritedMarker + "status.Status (google.golang.org/grpc/internal/status)"
	describe := []sdk.Symbol{
		outline[0], outline[1],
		{Name: "Status.Code", Kind: "method", Parent: "Status", Signature: "func (s *Status) Code() codes.Code" + marker},
		{Name: "Status.Message", Kind: "method", Parent: "Status", Signature: "func (s *Status) Message() string" + marker},
	}
	unmarked := []sdk.Symbol{outline[0], outline[1],
		{Name: "Status.Code", Kind: "method", Parent: "Status", Signature: "func (s *Status) Code() codes.Code"}}
	tests := map[string]struct {
		syms []sdk.Symbol
		want map[string]sdk.Verdict
	}{
		"outline": {outline, map[string]sdk.Verdict{
			"status.Status.Code": sdk.VerdictOutOfReach, "status.Status.Codee": sdk.VerdictOutOfReach,
			"status.Opt.Get": sdk.VerdictOutOfReach, "status.Code.String": sdk.VerdictMissing,
			"status.Err.Error": sdk.VerdictOutOfReach, "status.Local.Close": sdk.VerdictExists,
			"status.Local.Addr": sdk.VerdictExists, "status.Local.Clsoe": sdk.VerdictMissing,
		}},
		"describe, target read whole": {describe, map[string]sdk.Verdict{
			"status.Status.Code": sdk.VerdictExists, "status.Status.Message": sdk.VerdictExists,
			"status.Status.Codee": sdk.VerdictMissing,
		}},
		"describe, target not read whole": {unmarked, map[string]sdk.Verdict{
			"status.Status.Code": sdk.VerdictExists, "status.Status.Codee": sdk.VerdictOutOfReach,
		}},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			ix := NewIndex("go", "google.golang.org/grpc/status", tc.syms)
			got := map[string]sdk.Verdict{}
			for q := range tc.want {
				got[q] = ix.Check(Ref{Query: q}).Verdict
			}
			if d := cmp.Diff(tc.want, got); d != "" {
				t.Errorf("verdicts (-want +got):\n%s", d)
			}
		})
	}
}

func TestRelative(t *testing.T) {
	ix := NewIndex("python", "ujson", []sdk.Symbol{{Name: "dumps", Kind: "function"}, {Name: "Encoder", Kind: "class"}})
	tests := []struct {
		name string
		ref  Ref
		want string
	}{
		{name: "zero", ref: Ref{}, want: ""},
		{name: "not a name", ref: Ref{Query: "  "}, want: ""},
		{name: "bare", ref: Ref{Query: "laod"}, want: "laod"},
		{name: "package prefix", ref: Ref{Query: "ujson.laod"}, want: "laod"},
		{name: "member", ref: Ref{Query: "ujson.Encoder.encode()"}, want: "Encoder.encode"},
		{name: "extracted name wins", ref: Ref{Query: "ujson.dumps(x)", Name: "ujson.dumps"}, want: "dumps"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ix.Relative(tt.ref); got != tt.want {
				t.Errorf("Relative(%+v) = %q, want %q", tt.ref, got, tt.want)
			}
		})
	}
}

// A member of a value is looked up on the value's declared type only when
// the package declares that type: a Go var set by a constructor call is
// not of the function's "type", and a TypeScript const of another
// package's type (or of a type named past a renamed export's comment) is
// out of reach rather than "does not exist".
func TestCheckMemberOfTypedValue(t *testing.T) {
	gox := NewIndex("go", "example.com/client", []sdk.Symbol{
		{Name: "Client", Kind: "type", Signature: "type Client struct {\n\tTimeout time.Duration\n}"},
		{Name: "Client.Do", Kind: "method", Parent: "Client", Signature: "func (c *Client) Do(req *Request) (*Response, error)"},
		{Name: "NewClient", Kind: "func", Signature: "func NewClient() *Client"},
		{Name: "Default", Kind: "var", Signature: "var Default = NewClient()"},
		{Name: "Zero", Kind: "var", Signature: "var Zero = Client(other)"},
	})
	npm := NewIndex("npm", "bs-logger", []sdk.Symbol{
		{Name: "LogMethod", Kind: "interface", Signature: "interface LogMethod"},
		{Name: "Logger", Kind: "interface", Signature: "interface Logger extends LogMethod"},
		{Name: "Logger.child", Kind: "property", Parent: "Logger", Signature: "child: LogChildMethod"},
		{Name: "logger", Kind: "const", Signature: "const rootLogger: Logger // exported as logger"},
		{Name: "Dropcursor", Kind: "const", Signature: "const Dropcursor: Extension<DropcursorOptions, any>"},
	})
	tests := []struct {
		name string
		ix   *Index
		q    string
		want sdk.Verdict
	}{
		{"nil query", gox, "", sdk.VerdictMissing},
		{"go var set by a call: cannot follow", gox, "Default.Do", sdk.VerdictOutOfReach},
		{"go var set by a conversion: the type's member", gox, "Zero.Do", sdk.VerdictExists},
		{"go var set by a conversion: a made-up member", gox, "Zero.Doo", sdk.VerdictMissing},
		{"npm renamed const: its type's member", npm, "logger.child", sdk.VerdictExists},
		{"npm renamed const: a made-up member", npm, "logger.chlid", sdk.VerdictMissing},
		{"npm const of another package's type", npm, "Dropcursor.configure", sdk.VerdictOutOfReach},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := tc.ix.Check(Ref{Query: tc.q})
			if diff := cmp.Diff(tc.want, got.Verdict); diff != "" {
				t.Errorf("Check(%q) (-want +got):\n%s\nnote: %s", tc.q, diff, got.Note)
			}
		})
	}
}

// TestUnlistedUnderImportName: a distribution with several top-level
// modules lists its names under them (Debian's python3-pytest 7.2.1:
// pytest, py and _pytest; the symbols below as its outline has them), and
// pytest's module-level __getattr__ answers the deprecated
// pytest.Instance: asked as pytest.Instance or, from "from pytest import
// Instance", as Instance, it is "cannot tell", never "does not exist";
// a name under py, which has no such __getattr__, is still missing.
func TestUnlistedUnderImportName(t *testing.T) {
	why := "names pytest's module-level __getattr__ answers when they are asked for"
	ix := NewIndex("python", "pytest", []sdk.Symbol{
		{Name: "pytest.Item", Kind: "class", Signature: "class Item(Node)"},
		{Name: "pytest.fail", Kind: "func", Signature: "def fail(reason: str = '', pytrace: bool = True, msg: Optional[str] = None) -> NoReturn"},
		{Name: "pytest.(" + why + ")", Kind: KindUnlisted, Parent: "pytest", Signature: why},
		{Name: "py.std", Kind: "var", Signature: "std: Any"},
	})
	for _, tt := range []struct {
		query string
		want  sdk.Verdict
	}{
		{"pytest.Instance", sdk.VerdictOutOfReach},
		{"Instance", sdk.VerdictOutOfReach},
		{"pytest.fail", sdk.VerdictExists},
		{"py.made_up", sdk.VerdictMissing},
	} {
		if got := ix.Check(Ref{Query: tt.query}); got.Verdict != tt.want {
			t.Errorf("Check(%q) = %v (%s), want %v", tt.query, got.Verdict, got.Note, tt.want)
		}
	}
}

// A value whose type lets any string key be a member: a made-up key is
// "cannot tell", never "does not exist" (the declarations of
// @typescript-eslint/visitor-keys 8 and of a string index signature).
func TestIndexedTypeMembers(t *testing.T) {
	tests := []struct {
		syms []sdk.Symbol
		q    string
		want sdk.Verdict
	}{
		{[]sdk.Symbol{
			{Name: "visitorKeys", Kind: "const", Signature: "export declare const visitorKeys: VisitorKeys;"},
			{Name: "VisitorKeys", Kind: "type", Signature: "export type VisitorKeys = Record<string, readonly string[] | undefined>;"},
		}, "visitorKeys.Identifier", sdk.VerdictOutOfReach},
		{[]sdk.Symbol{
			{Name: "headers", Kind: "const", Signature: "declare const headers: Headers;"},
			{Name: "Headers", Kind: "interface", Signature: "interface Headers {\n    [name: string]: string;\n}"},
		}, "headers.accept", sdk.VerdictOutOfReach},
		{[]sdk.Symbol{
			{Name: "config", Kind: "const", Signature: "declare const config: Config;"},
			{Name: "Config", Kind: "interface", Signature: "interface Config {\n    name: string;\n}"},
		}, "config.missing", sdk.VerdictMissing},
	}
	for _, tc := range tests {
		ix := NewIndex("npm", "@typescript-eslint/visitor-keys", tc.syms)
		if got := ix.Check(Ref{Query: tc.q}); got.Verdict != tc.want {
			t.Errorf("Check(%q) = %v (%s), want %v", tc.q, got.Verdict, got.Note, tc.want)
		}
	}
}

// A Record in a type parameter's default is no string index of the type
// (axios 1's ParamsSerializerOptions<P = Record<string, any>>): a
// made-up member of it does not exist.
func TestIndexedTypeParameterDefault(t *testing.T) {
	ix := NewIndex("npm", "axios", []sdk.Symbol{
		{Name: "ParamsSerializerOptions", Kind: "interface", Signature: "export interface ParamsSerializerOptions<P = Record<string, any>> extends SerializerOptions"},
		{Name: "ParamsSerializerOptions.encode", Kind: "property", Parent: "ParamsSerializerOptions", Signature: "encode?: ParamEncoder"},
		{Name: "SerializerOptions", Kind: "interface", Signature: "export interface SerializerOptions"},
		{Name: "SerializerOptions.visitor", Kind: "property", Parent: "SerializerOptions", Signature: "visitor?: SerializerVisitor"},
	})
	for q, want := range map[string]sdk.Verdict{"ParamsSerializerOptions.vistior": sdk.VerdictMissing, "ParamsSerializerOptions.visitor": sdk.VerdictExists} {
		if got := ix.Check(Ref{Query: q}); got.Verdict != want {
			t.Errorf("Check(%q) = %v (%s), want %v", q, got.Verdict, got.Note, want)
		}
	}
}

func TestCutAssign(t *testing.T) {
	tests := map[string][2]string{
		"type VisitorKeys = Record<string, string[]>":            {"type VisitorKeys ", " Record<string, string[]>"},
		"type X<T = Record<string, any>> = Foo<T>":               {"type X<T = Record<string, any>> ", " Foo<T>"},
		"type F<T extends (a: number) => void = () => void> = T": {"type F<T extends (a: number) => void = () => void> ", " T"},
	}
	for in, want := range tests {
		b, a, _ := cutAssign(in)
		if diff := cmp.Diff(want, [2]string{b, a}); diff != "" {
			t.Errorf("cutAssign(%q) (-want +got):\n%s", in, diff)
		}
	}
}

func TestPyLanguageClass(t *testing.T) {
	tests := []struct {
		module, name string
		want         string
		ok           bool
	}{
		{"collections", "OrderedDict", "class OrderedDict(dict)", true},
		{"collections", "deque", "class deque", true},
		{"enum", "IntEnum", "class IntEnum(int, ReprEnum)", true},
		{"collections", "Mapping", "", false}, // gone from collections in 3.10
		{"simplejson", "OrderedDict", "", false},
		{"", "", "", false},
	}
	for _, tt := range tests {
		got, ok := PyLanguageClass(tt.module, tt.name)
		if d := cmp.Diff([]any{tt.want, tt.ok}, []any{got, ok}); d != "" {
			t.Errorf("PyLanguageClass(%q, %q) (-want +got):\n%s", tt.module, tt.name, d)
		}
	}
}

// TestRustTraitMembers: aliasable 0.1.3's AliasableVec declares
// from_unique and friends and implements From, Deref, AsRef and the
// crate's own StableDeref. A path to a method one of those traits gives
// (AliasableVec::from, ::as_ref, ::deref) or that every type has
// (::try_from, through From<T> for T) names a real function; a method no
// trait it implements gives (::default, ::with_capacity) does not exist,
// and neither does a module's ::from.
func TestRustTraitMembers(t *testing.T) {
	ix := NewIndex("rust", "aliasable", []sdk.Symbol{
		{Name: "vec", Kind: "module", Signature: "pub mod vec"},
		{Name: "vec::AliasableVec", Kind: "struct", Signature: "pub struct AliasableVec<T> { /* private fields */ }\n// Implements: From<UniqueVec<T>>, Drop, Deref, DerefMut, AsRef<[T]>, AsMut<[T]>, fmt::Debug, crate::StableDeref, crate::AliasableDeref"},
		{Name: "vec::AliasableVec::from_unique", Kind: "method", Parent: "vec::AliasableVec", Signature: "pub fn from_unique(mut vec: UniqueVec<T>) -> Self"},
		{Name: "StableDeref", Kind: "trait", Signature: "pub unsafe trait StableDeref: Deref {\n}"},
	})
	tests := []struct {
		query string
		want  sdk.Verdict
	}{
		{"aliasable::vec::AliasableVec::from_unique", sdk.VerdictExists},
		{"aliasable::vec::AliasableVec::from", sdk.VerdictExists},
		{"aliasable::vec::AliasableVec::as_ref", sdk.VerdictExists},
		{"aliasable::vec::AliasableVec::deref_mut", sdk.VerdictExists},
		{"aliasable::vec::AliasableVec::fmt", sdk.VerdictExists},
		{"aliasable::vec::AliasableVec::try_from", sdk.VerdictExists},
		{"aliasable::vec::AliasableVec::default", sdk.VerdictMissing},
		{"aliasable::vec::AliasableVec::with_capacity", sdk.VerdictMissing},
		{"aliasable::vec::from", sdk.VerdictMissing},
	}
	for _, tt := range tests {
		if got := ix.Check(Ref{Query: tt.query}); got.Verdict != tt.want {
			t.Errorf("Check(%q) = %v (%s), want %v", tt.query, got.Verdict, got.Note, tt.want)
		}
	}
}

// TestCheckLiteralKeyedRecord: @types/estraverse 5.1.7 declares
// "interface Syntax extends Record<NodeType, NodeType> {}" with NodeType a
// union of string literals (its outline signature shortened with "…"); the
// outline lists one member per literal, so
// Record hides nothing and a made-up member is missing. With a key the
// outline does not list as a member (or keys that are not literals),
// Record may give it: out of reach.
func TestCheckLiteralKeyedRecord(t *testing.T) {
	ix := NewIndex("npm", "estraverse", []sdk.Symbol{
		{Name: "NodeType", Kind: "type", Signature: "type NodeType = | \"AssignmentExpression\" | \"AssignmentPattern\" | \"ArrayExpr …"},
		{Name: "Syntax", Kind: "interface", Signature: "interface Syntax extends Record<NodeType, NodeType>"},
		{Name: "Syntax.AssignmentExpression", Kind: "property", Parent: "Syntax", Signature: "AssignmentExpression: NodeType"},
		{Name: "Syntax.AssignmentPattern", Kind: "property", Parent: "Syntax", Signature: "AssignmentPattern: NodeType"},
		{Name: "VisitorKeys", Kind: "interface", Signature: "interface VisitorKeys extends Record<NodeType, string[]>"},
		{Name: "VisitorKeys.AssignmentExpression", Kind: "property", Parent: "VisitorKeys", Signature: "AssignmentExpression: string[]"},
		{Name: "Headers", Kind: "interface", Signature: "interface Headers extends Record<string, string>"},
	})
	tests := []struct {
		q    string
		want sdk.SymbolCheck
	}{
		{"Syntax.AssignmentExpressino", sdk.SymbolCheck{Verdict: sdk.VerdictMissing, Nearest: []string{"Syntax.AssignmentExpression", "Syntax.AssignmentPattern", "VisitorKeys.AssignmentExpression"}}},
		{"VisitorKeys.AssignmentExpressino", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "VisitorKeys does not declare AssignmentExpressino, and inherits from Record, whose members this check cannot see"}},
		{"Headers.accept", sdk.SymbolCheck{Verdict: sdk.VerdictOutOfReach, Note: "Headers does not declare accept, and inherits from Record, whose members this check cannot see"}},
	}
	for _, tt := range tests {
		got := ix.Check(Ref{Query: tt.q})
		tt.want.Query = tt.q
		if d := cmp.Diff(tt.want, got); d != "" {
			t.Errorf("Check(%q) (-want +got):\n%s", tt.q, d)
		}
	}
}

// TestPathBoundAsWritten: a name written from the package's top level
// that the outline lists only in a submodule does not exist there (Rust),
// unless the top level binds it by an import its __all__ leaves out
// (listed as an unlisted name whose signature is that import); when the
// top level may have names the outline cannot list (a module
// __getattr__, a glob of another crate, a Python module's imports beyond
// its __all__), cannot tell. The note says where it lives.
func TestPathBoundAsWritten(t *testing.T) {
	fn := sdk.Symbol{Name: "api_jws.decode_complete", Kind: "func", Signature: "def decode_complete(jwt: str, key: str = '')"}
	for _, tt := range []struct {
		name string
		eco  string
		pkg  string
		syms []sdk.Symbol
		q    string
		want sdk.Verdict
	}{
		// the outline does not say whether jwt imports it beyond __all__
		{"not listed at the top", "python", "jwt", []sdk.Symbol{fn}, "jwt.decode_complete", sdk.VerdictOutOfReach},
		{"imported outside __all__", "python", "jwt", []sdk.Symbol{fn,
			{Name: "decode_complete", Kind: KindUnlisted, Signature: "from .api_jws import decode_complete"}}, "jwt.decode_complete", sdk.VerdictExists},
		{"module __getattr__", "python", "jwt", []sdk.Symbol{fn,
			{Name: "(names jwt's module-level __getattr__ answers)", Kind: KindUnlisted, Signature: "names jwt's module-level __getattr__ answers"}}, "jwt.decode_complete", sdk.VerdictOutOfReach},
		{"glob of another crate", "rust", "indexmap", []sdk.Symbol{
			{Name: "map::Entry", Kind: "enum", Signature: "pub enum Entry<'a, K, V>"},
			{Name: "pub use other::*;", Kind: "re-export", Signature: "pub use other::*;", Doc: "in indexmap"}}, "indexmap::Entry", sdk.VerdictOutOfReach},
		{"glob in another module", "rust", "indexmap", []sdk.Symbol{
			{Name: "map::Entry", Kind: "enum", Signature: "pub enum Entry<'a, K, V>"},
			{Name: "pub use other::*;", Kind: "re-export", Signature: "pub use other::*;", Doc: "in indexmap::set"}}, "indexmap::Entry", sdk.VerdictMissing},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := NewIndex(tt.eco, tt.pkg, tt.syms).Check(Ref{Query: tt.q})
			if c.Verdict != tt.want {
				t.Errorf("Check(%q) = %v (%s), want %v", tt.q, c.Verdict, c.Note, tt.want)
			}
			if tt.want != sdk.VerdictExists && !strings.Contains(c.Note, "import it from there") {
				t.Errorf("Check(%q): note %q, want where it lives", tt.q, c.Note)
			}
		})
	}
}

// TestESMDefaultBesideNamed: @github/tab-container-element 4.9.0 exports
// the class TabContainerElement (extending the DOM's HTMLElement, which
// this check cannot see) by name and as its default, beside other names:
// a single name the outline lacks is a named import that does not exist,
// not a static the default export may inherit. A package that is only its
// default export keeps "cannot tell".
func TestESMDefaultBesideNamed(t *testing.T) {
	ix := NewIndex("npm", "@github/tab-container-element", []sdk.Symbol{
		{Name: "TabContainerElement", Kind: "class", Signature: "class TabContainerElement extends HTMLElement"},
		{Name: "TabContainerChangeEvent", Kind: "class", Signature: "class TabContainerChangeEvent extends Event"},
		{Name: "default", Kind: "alias", Signature: "class TabContainerElement extends HTMLElement // exported as default"},
	})
	if got := ix.Check(Ref{Query: "AdvancedAnalytics"}); got.Verdict != sdk.VerdictMissing {
		t.Errorf("Check(AdvancedAnalytics) = %v (%s); want missing", got.Verdict, got.Note)
	}
	only := NewIndex("npm", "x", []sdk.Symbol{{Name: "X", Kind: "class", Signature: "export default class X extends HTMLElement"}})
	if got := only.Check(Ref{Query: "observedAttributes"}); got.Verdict != sdk.VerdictOutOfReach {
		t.Errorf("Check(observedAttributes) on a default-only module = %v (%s); want out of reach", got.Verdict, got.Note)
	}
}

// TestObjectLiteralValue: string-comparison 1.3.0 exports as default a
// const typed by an object type written out ({ cosine: Cosine; … }),
// whose members the outline lists: a member it lacks does not exist.
func TestObjectLiteralValue(t *testing.T) {
	ix := NewIndex("npm", "string-comparison", []sdk.Symbol{
		{Name: "default", Kind: "const", Signature: "const output: {\n    cosine: Cosine;\n    jaccardIndex: JaccardIndex;\n} // exported as default"},
		{Name: "default.cosine", Kind: "property", Parent: "default", Signature: "cosine: Cosine"},
		{Name: "default.jaccardIndex", Kind: "property", Parent: "default", Signature: "jaccardIndex: JaccardIndex"},
		{Name: "cfg", Kind: "const", Signature: "declare const cfg: { [key: string]: number }"},
	})
	tests := []struct {
		q    string
		want sdk.Verdict
	}{
		{"output.jaccardIndex", sdk.VerdictExists},
		{"output.jcacardIndex", sdk.VerdictMissing},
		{"cfg.anything", sdk.VerdictOutOfReach}, // an index signature: any key
	}
	for _, tt := range tests {
		if got := ix.Check(Ref{Query: tt.q}); got.Verdict != tt.want {
			t.Errorf("Check(%q) = %v (%s); want %v", tt.q, got.Verdict, got.Note, tt.want)
		}
	}
	for sig, want := range map[string]bool{
		"":                                    false,
		"declare const x: { a: 1 }":           true,
		"const x: { a: 1 }; export default x": true,
		"declare const x: { a: 1 } & B":       false,
		"declare const x: { [k: string]: 1 }": false,
		"declare const x: Foo":                false,
	} {
		if got := TSObjectLiteralType(sig); got != want {
			t.Errorf("TSObjectLiteralType(%q) = %v, want %v", sig, got, want)
		}
	}
}

// TestGoUnexportedMember: a Go outline lists an unexported method only as
// what a type gets from another package's sealed interface; no code
// outside that package can use it, so it does not exist for the check,
// as no other unexported name is listed. Other ecosystems' lower-case
// names are theirs.
func TestGoUnexportedMember(t *testing.T) {
	syms := []sdk.Symbol{
		{Name: "Gauge", Kind: "type", Signature: "type Gauge interface {\n\tembedded.Gauge\n\tRecord()\n}"},
		{Name: "Gauge.Record", Kind: "method", Parent: "Gauge", Signature: "Record()"},
		{Name: "Gauge.gauge", Kind: "method", Parent: "Gauge", Signature: "gauge()" + InheritedMarker + "embedded.Gauge (example.com/metric/embedded)"},
	}
	for _, tc := range []struct {
		eco, query string
		want       sdk.Verdict
	}{
		{"go", "Gauge.Record", sdk.VerdictExists},
		{"go", "Gauge.gauge", sdk.VerdictMissing},
		{"go", "Gauge.Recrod", sdk.VerdictMissing},
		{"npm", "Gauge.gauge", sdk.VerdictExists},
	} {
		got := NewIndex(tc.eco, "metric", syms).Check(Ref{Query: tc.query})
		if got.Verdict != tc.want {
			t.Errorf("%s %s: %v (%s), want %v", tc.eco, tc.query, got.Verdict, got.Note, tc.want)
		}
	}
}
