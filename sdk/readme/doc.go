// Package readme turns a package README into what a coding agent needs:
// the summary, install, usage, API, examples and configuration sections,
// without badges, tables of contents, licence text, contributor and sponsor
// lists, changelogs, codes of conduct, security policies or funding pleas.
//
// It exists because every provider (npm, Go, Python, Rust, Swift) receives a
// README and each would otherwise grow its own regular expressions for
// headings, which break on setext headings, on "#" lines inside code fences
// and on HTML badge blocks. Here the Markdown is parsed once with goldmark
// (CommonMark, plus GitHub Flavored Markdown's extensions from package gfm),
// and the output is sliced from the original source by node positions,
// never re-rendered: every output line is an input line, so code fences,
// tables and HTML come out byte-for-byte as the author wrote them.
//
// Filter is what Describe uses; Split and Lookup serve GetDoc (one section)
// and search indexing; CodeBlocks feeds Document.Examples.
package readme
