package dts

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pkgdocs/pkgdocs/sdk/apicheck"
)

// TestTypeMembersWhole: a value declared with a type the outline does not
// list is marked as having all its members listed (apicheck.
// TypeMembersListed) only when every part of the type was read. An
// interface with a base, an index signature, a type another package
// declares that was not given, or a primitive leave members out. typeof
// a value of the package is that value's declared type (@babel/template
// 7.29.7, typed by @types/babel__template 7.4.4: DefaultTemplateBuilder =
// typeof smart & { … }, smart a const of an interface with call
// signatures: its members and calls are the default export's, so a
// misspelt templateBuilder.ats does not exist); a value declared as
// typeof another value alone is another name for it, not listed twice
// (chalk's chalkStderr: typeof chalk, fifty members). A type the outline
// lists is read there, unmarked.
func TestTypeMembersWhole(t *testing.T) {
	src := `interface TemplateBuilder<T> { (code: string): T; ast: string }
export declare const smart: TemplateBuilder<number>;
declare type DefaultTemplateBuilder = typeof smart & { smart: typeof smart };
declare const templateBuilder: DefaultTemplateBuilder;
export default templateBuilder;
interface Based extends TemplateBuilder<string> { more: number }
export declare const based: Based;
interface Indexed { [k: string]: number; a: number }
export declare const indexed: Indexed;
import type { Other } from 'other';
export declare const other: Other;
export declare const text: string;
export interface Listed { a: number }
export declare const listed: Listed;
interface Known { k: number }
declare const known: Known;
export declare const partial: typeof known & Unresolved;
export declare const knownToo: typeof known;
`
	var got []string
	for _, s := range scanSource(src) {
		if s.Parent == "" && s.Kind != "interface" && s.Kind != "type" {
			got = append(got, s.Name+": "+s.Signature)
		}
	}
	want := []string{
		"smart: const smart: TemplateBuilder<number>" + apicheck.TypeMembersListed,
		"smart: smart(code: string): T",
		"based: const based: Based",
		"indexed: const indexed: Indexed",
		"indexed: [k: string]: number",
		"other: const other: Other",
		"text: const text: string",
		"listed: const listed: Listed",
		"partial: const partial: typeof known & Unresolved",
		"knownToo: const knownToo: typeof known",
		"default: declare const templateBuilder: DefaultTemplateBuilder; export default templateBuilder" + apicheck.TypeMembersListed,
		"default: templateBuilder(code: string): T",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("top-level values (-want +got):\n%s", d)
	}
}
