package rst

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestToMarkdown(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"empty", "", "\n"},
		{"titles and inline", `=======
 Title
=======

Intro with ` + "``code``" + `, a ` + "`link <https://x.example>`_" + ` and :func:` + "`requests.get`" + `.

Section
-------

Sub
~~~

Text |badge| here.

.. |badge| image:: https://img.example/b.svg
   :target: https://x.example

.. _target: https://x.example
`, "# Title\n\nIntro with `code`, a [link](https://x.example) and `requests.get`.\n\n## Section\n\n### Sub\n\nText  here.\n"},
		{"literal blocks", `Usage::

    >>> import requests
    >>> requests.get("x")

.. code-block:: python
   :linenos:

   s = Session()

Then:

::

    plain text

- item one
- item two

#. first
`, "Usage:\n\n```python\n>>> import requests\n>>> requests.get(\"x\")\n```\n\n```python\ns = Session()\n```\n\nThen:\n\n```\nplain text\n```\n\n- item one\n- item two\n\n1. first\n"},
		{"admonition and unknown directive", ".. note:: Be careful.\n\n.. toctree::\n   :maxdepth: 2\n\n   api\n\nEnd.\n", "> **Note:** Be careful.\n\nEnd.\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, ToMarkdown(tt.in)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestDocstring(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"rest fields", "Sends a request.\n\n:param url: URL for the new\n    request.\n:type url: str\n:param params: unindented\ncontinuation.\n:param \\*\\*kwargs: Optional arguments.\n:return: the response\n:rtype: requests.Response\n:raises ValueError: when bad",
			"Sends a request.\n\n**Parameters**\n\n- `url` (`str`): URL for the new request.\n- `params`: unindented continuation.\n- `**kwargs`: Optional arguments.\n\n**Returns**\n\n- the response\n- type: `requests.Response`\n\n**Raises**\n\n- `ValueError`: when bad"},
		// beautifulsoup4's BeautifulSoup.__init__: fields a blank line apart
		{"rest fields apart", "Constructor.\n\n:param markup: A string or a file-like object\n    representing markup to be parsed.\n\n:param features: Desirable features of the parser to be\n used.\n\n:param builder: A TreeBuilder subclass.\n\nAll further keyword arguments are passed on.",
			"Constructor.\n\n**Parameters**\n\n- `markup`: A string or a file-like object representing markup to be parsed.\n- `features`: Desirable features of the parser to be used.\n- `builder`: A TreeBuilder subclass.\n\nAll further keyword arguments are passed on."},
		{"google", "Fetch rows.\n\nArgs:\n    table (Table): The table.\n    keys: Keys to\n        fetch.\n\nReturns:\n    dict: The rows.\n",
			"Fetch rows.\n\n**Args**\n\n- `table` (Table): The table.\n- `keys`: Keys to fetch.\n\n**Returns**\n\n- dict: The rows."},
		{"numpy", "Sum.\n\nParameters\n----------\nx : array_like\n    Input.\naxis : int, optional\n    Axis.\n\nReturns\n-------\nout : ndarray\n    The sum.\n",
			"Sum.\n\n**Parameters**\n\n- `x` (array_like): Input.\n- `axis` (int, optional): Axis.\n\n**Returns**\n\n- `out` (ndarray): The sum."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if diff := cmp.Diff(tt.want, Docstring(tt.in)); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}
