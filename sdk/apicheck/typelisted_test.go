package apicheck

import (
	"testing"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestTypeMembersListed: an npm value whose members the outline lists in
// full (TypeMembersListed) is seen whole: a member it does not list does
// not exist, but for what every object, and every function, has. Without
// the mark a value of a type the outline does not list, or a function,
// stays out of reach. The outlines are @farcaster/quick-auth 0.0.8's
// createClient (a function merged with a namespace) and
// @csstools/postcss-text-decoration-shorthand 5.0.7's default export
// (declared with postcss's PluginCreator), trimmed.
func TestTypeMembersListed(t *testing.T) {
	syms := []sdk.Symbol{
		{Name: "createClient", Kind: "function", Signature: "function createClient(options?: createClient.Options): createClient.ReturnType" + TypeMembersListed},
		{Name: "createClient.Options", Kind: "type", Signature: "type Options = Partial<Config>", Parent: "createClient"},
		{Name: "createClient.ReturnType", Kind: "type", Signature: "type ReturnType = Client", Parent: "createClient"},
		{Name: "decodeJwt", Kind: "function", Signature: "function decodeJwt(token: string): JWTPayload"},
		{Name: "default", Kind: "function", Signature: "declare const creator: PluginCreator<pluginOptions>; export default creator" + TypeMembersListed},
		{Name: "default", Kind: "function", Signature: "creator(opts?: PluginOptions): Plugin | Processor"},
		{Name: "default.postcss", Kind: "property", Signature: "postcss: true", Parent: "default"},
		{Name: "config", Kind: "const", Signature: "const config: Config"},
		{Name: "options", Kind: "const", Signature: "const options: Options" + TypeMembersListed},
		{Name: "options.debug", Kind: "property", Signature: "debug?: boolean", Parent: "options"},
	}
	ix := NewIndex("npm", "fixture", syms)
	tests := map[string]sdk.Verdict{
		"createClient.ReturnyTpe": sdk.VerdictMissing,
		"createClient.ReturnType": sdk.VerdictExists,
		"createClient.apply":      sdk.VerdictExists,
		"createClient.prototype":  sdk.VerdictExists,
		"decodeJwt.foo":           sdk.VerdictOutOfReach,
		"default.postcs":          sdk.VerdictMissing,
		"default.postcss":         sdk.VerdictExists,
		"default.bind":            sdk.VerdictExists,
		"config.debgu":            sdk.VerdictOutOfReach,
		"options.debgu":           sdk.VerdictMissing,
		"options.debug":           sdk.VerdictExists,
		"options.hasOwnProperty":  sdk.VerdictExists,
		"options.call":            sdk.VerdictMissing, // not callable: no function's members
	}
	for q, want := range tests {
		if c := ix.Check(Ref{Query: q}); c.Verdict != want {
			t.Errorf("%s: %s (%s), want %s", q, c.Verdict, c.Note, want)
		}
	}
}

// TestTypeMembersListedDefaultName: a default-exported function merged
// with a namespace (embla-carousel-react 8.6.0's "declare function
// useEmblaCarousel(…); declare namespace useEmblaCarousel { let
// globalOptions … }; export default useEmblaCarousel", trimmed) is marked
// after its "exported as default": code names it by its own name, which
// exists, and so do its namespace's members; a misspelt one does not.
func TestTypeMembersListedDefaultName(t *testing.T) {
	syms := []sdk.Symbol{
		{Name: "default", Kind: "function", Signature: "function useEmblaCarousel(options?: EmblaOptionsType, plugins?: EmblaPluginType[]): UseEmblaCarouselType // exported as default" + TypeMembersListed},
		{Name: "default.globalOptions", Kind: "let", Signature: "let globalOptions: EmblaOptionsType | undefined", Parent: "default"},
		{Name: "UseEmblaCarouselType", Kind: "type", Signature: "type UseEmblaCarouselType = [EmblaViewportRefType, EmblaCarouselType | undefined]"},
	}
	ix := NewIndex("npm", "embla-carousel-react", syms)
	for q, want := range map[string]sdk.Verdict{
		"useEmblaCarousel":               sdk.VerdictExists,
		"useEmblaCarousel.globalOptions": sdk.VerdictExists,
		"useEmblaCarousel.gloablOptions": sdk.VerdictMissing,
	} {
		if c := ix.Check(Ref{Query: q}); c.Verdict != want {
			t.Errorf("%s: %s (%s), want %s", q, c.Verdict, c.Note, want)
		}
	}
}
