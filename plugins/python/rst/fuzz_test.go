package rst

import "testing"

// FuzzConvert: any input converts without panic.
func FuzzConvert(f *testing.F) {
	for _, s := range []string{"Title\n=====\n", "a::\n\n    code\n", ".. code-block:: python\n\n   x\n", ":param x: y\n", "Args:\n    x: y\n", "Parameters\n----------\nx : int\n", "``a`` :func:`b` `c <d>`_ |e|"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		ToMarkdown(s)
		Docstring(s)
	})
}
