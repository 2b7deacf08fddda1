// Package docc turns DocC markup into the plain Markdown an agent reads:
// the callouts of Swift doc comments ("- Parameters:", "- Returns:",
// "- Throws:", "- Note:"), double-backtick symbol links and <doc:> links,
// and the directives of DocC catalog articles (@Metadata, @Snippet, …).
//
// It exists because DocC markup is Markdown with conventions that read
// badly raw: a parameter list is a nested bullet list under a magic word,
// and a double-backticked "ParsableCommand/run()-7p2fr" is a link with a
// hash in it.
package docc
