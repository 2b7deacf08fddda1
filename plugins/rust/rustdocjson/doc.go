// Package rustdocjson reads rustdoc's JSON output (what docs.rs serves at
// /crate/{name}/{version}/json and what `cargo rustdoc -- -Z
// unstable-options --output-format json` writes) into a crateapi.Crate,
// printing declarations the way rustdoc's HTML does.
//
// The format is unstable and versioned (format_version). The decoder reads
// every format from MinFormat to MaxFormat. Between them fields moved; the
// differences handled here:
//
//   - attrs: strings ("#[non_exhaustive]") up to 53, then a tagged union
//     ("non_exhaustive", {"must_use": …}, {"other": "#[…]"}) from 54;
//     cfg gates print as "#[<cfg>(…)]", "#[doc(cfg(…))]" or, on newer
//     toolchains, "#[attr = CfgTrace([NameValue { name: \"feature\", … }])]".
//   - external_crates[].path appears at 57, ItemKind "attribute" at 56,
//     Crate.target at 42; neither matters for rendering.
//   - Generic "use<…>" bounds: a list of strings, later of
//     {"lifetime": …} / {"param": …}.
//
// Names from before format 34 (decl, const_, mutable, Import, …) are not
// read: those files are older than MinFormat. A newer format than
// MaxFormat fails with *FormatError so the caller can fall back to another
// source.
package rustdocjson
