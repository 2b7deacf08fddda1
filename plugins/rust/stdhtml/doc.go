// Package stdhtml reads the standard library's documentation from the
// toolchain's rust-docs component: the rustdoc HTML under
// $(rustc --print sysroot)/share/doc/rust/html/{std,core,alloc,proc_macro,test}.
// A module page gives the module's docs and its items with one-line
// summaries; each item's page gives its declaration, inherent methods and
// trait implementations. HTML is read with goquery and doc blocks are
// converted to Markdown with html-to-markdown.
package stdhtml
