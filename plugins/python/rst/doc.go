// Package rst converts reStructuredText, the format of many Python
// READMEs and docstrings, to the Markdown every other part of pkgdocs
// reads (sdk/readme filters Markdown; agents read Markdown).
//
// It is a converter for documentation prose, not a docutils
// reimplementation: section titles (by underline and overline, levels in
// order of appearance), literal blocks ('::' and code-block/code/
// sourcecode directives), lists, inline literals, links and roles are
// converted; other directives, comments, substitution definitions and
// link targets are dropped, and admonitions become quoted paragraphs.
// Docstring converts docstring sections too: reST field lists (:param x:),
// Google ("Args:") and NumPy ("Parameters\n----------") sections.
package rst
