// Package gfm adds GitHub Flavored Markdown's extensions to a goldmark
// parser: tables, strikethrough, task list items and autolink literals
// (bare "https://…", "www.…" and e-mail addresses).
//
// goldmark ships these in its extension package, but that package compiles
// its regular expressions (Linkify's URLs, the table's delimiter cells, the
// task list's box) as package variables, so every process linking it pays
// for them at start-up, about 1.7 M instructions, whether or not it ever
// parses Markdown. Here every matcher is a hand-written scanner and nothing
// is built at init; Options returns fresh parser options when a parser is
// built.
//
// The trees built are those of goldmark's extension, node for node and
// position for position (the differential test holds them against it), with
// this package's node types in place of goldmark's extension/ast ones.
package gfm
