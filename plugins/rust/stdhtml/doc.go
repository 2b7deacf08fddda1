// Package stdhtml reads the standard library's documentation from the
// toolchain's rust-docs component: the rustdoc HTML under
// $(rustc --print sysroot)/share/doc/rust/html/{std,core,alloc,proc_macro,test}.
// A module page gives the module's docs and its items with one-line
// summaries; each item's page gives its declaration, inherent methods and
// trait implementations.
//
// Pages are read by a small reader of its own (tree.go) that knows the
// shapes rustdoc emits, not a general HTML5 parser: every binary linking
// the Rust provider would pay for one's tables at start-up. Doc blocks
// become Markdown (markdown.go): paragraphs, ATX headings, fenced code with
// its language, lists, GFM tables, inline code, links with titles,
// emphasis; a Markdown character in text gets a backslash only where it
// would start markup.
package stdhtml
