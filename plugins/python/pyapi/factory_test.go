package pyapi

import "testing"

// A name bound to the call of a module function that defines a class and
// returns it is that class, its bases what the call passes for the
// function's parameters, else their defaults; a function that returns
// something else, or a base no argument or default gives, stays a
// variable.
func TestFactoryClass(t *testing.T) {
	tests := []struct{ name, src, want string }{
		// matplotlib 3.6's patheffects
		{"a keyword argument", "def _sub(effect_class):\n    class withEffect(effect_class):\n        def draw_path(self, renderer): ...\n    withEffect.__name__ = 'x'\n    return withEffect\nwithStroke = _sub(effect_class=Stroke)\n", "class withStroke(Stroke)"},
		{"a default", "def f(base=Form, meta=Meta):\n    class C(base, metaclass=meta):\n        pass\n    return C\nX = f()\n", "class X(Form, metaclass=Meta)"},
		{"a positional argument", "def f(base=Form, meta=Meta):\n    class C(base, metaclass=meta):\n        pass\n    return C\nX = f(Other)\n", "class X(Other, metaclass=Meta)"},
		// mdp 3.6's Cumulator = VariadicCumulator('data')
		{"arguments to *fields", "def V(*fields):\n    class C(Node):\n        pass\n    return C\nCumulator = V('data')\n", "class Cumulator(Node)"},
		{"no value for a base", "def f(base):\n    class C(base):\n        pass\n    return C\nX = f()\n", "X = f()"},
		{"returns another value", "def f(base):\n    class C(base):\n        pass\n    return C()\nX = f(A)\n", "X = f(A)"},
		{"returns early", "def f(base):\n    if base:\n        return None\n    class C(base):\n        pass\n    return C\nX = f(A)\n", "class X(A)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := Parse([]byte(tt.src))
			d := m.Defs[len(m.Defs)-1]
			if d.Signature != tt.want {
				t.Errorf("signature %q, want %q", d.Signature, tt.want)
			}
		})
	}
}
