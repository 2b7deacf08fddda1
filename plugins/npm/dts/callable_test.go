package dts

import "testing"

func TestFuncType(t *testing.T) {
	tests := []struct {
		typ, call string
		ok        bool
	}{
		{"(value: unknown) => boolean", "(value: unknown): boolean", true},
		{"<T extends { a: 1 } = {}>(x: T) => Promise<T>;", "<T extends { a: 1 } = {}>(x: T): Promise<T>", true},
		{"((a: string) => void)", "(a: string): void", true},
		{"(a: (b: number) => void) => A & B", "(a: (b: number) => void): A & B", true},
		{"(s: \")\") => void", "(s: \")\"): void", true},
		{"((a: 1) => 2) | undefined", "", false}, // a union
		{"new (url: string) => WebSocket", "", false},
		{"(A | B)", "", false},
		{"ExecaMethod<{}>", "", false},
		{"string", "", false},
	}
	for _, tt := range tests {
		call, ok := funcType(tt.typ)
		if call != tt.call || ok != tt.ok {
			t.Errorf("funcType(%q) = %q, %v; want %q, %v", tt.typ, call, ok, tt.call, tt.ok)
		}
	}
}

func TestAliasBody(t *testing.T) {
	tests := []struct{ sig, body string }{
		{"type ExecaMethod<OptionsType extends Options = Options> = & A<OptionsType> & B", "& A<OptionsType> & B"},
		{"type A = string", "string"},
		{"type F<T = (x: 1) => 2> = T", "T"},
	}
	for _, tt := range tests {
		if got, ok := aliasBody(tt.sig); !ok || got != tt.body {
			t.Errorf("aliasBody(%q) = %q, %v; want %q", tt.sig, got, ok, tt.body)
		}
	}
}

func TestSubstitute(t *testing.T) {
	// One pass: P's argument names O, which stays; a qualified name
	// and an object key are no parameter.
	sub := map[string]string{"O": "{}", "P": "O"}
	got := substitute("(o: O, p: P, q: x.O, r: { O: P }): R<O & P>", sub)
	want := "(o: {}, p: O, q: x.O, r: { O: O }): R<{} & O>"
	if got != want {
		t.Errorf("substitute = %q, want %q", got, want)
	}
}
