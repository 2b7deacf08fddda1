// Package zstdread decompresses Zstandard (RFC 8878) frames held in memory,
// as docs.rs serves rustdoc JSON.
//
// It exists so that the binaries that link the Rust provider do no work at
// package initialisation: github.com/klauspost/compress/zstd, which the
// provider used before, imports a snappy reference package whose package
// variable builds a CRC-32C table at every start of pkgdocs. This package
// computes nothing at initialisation; its predefined FSE tables are built on
// first use. The library stays in the tests only, as the encoder of the
// round-trip corpus and the oracle of the fuzz test.
//
// It reads what a Zstandard encoder without a dictionary writes: frames
// (several, concatenated), skippable frames, raw, RLE and compressed
// blocks, raw, RLE, Huffman-coded (one or four streams) and treeless
// literals, sequences with predefined, RLE, FSE-coded and repeated tables,
// repeat offsets, and the optional content checksum (XXH64, checked). A
// frame that needs a dictionary is refused with ErrDictionary.
//
// Input is untrusted: the output is bounded by the caller's limit
// (ErrTooLarge), a frame's window by MaxWindow, and damaged input is an
// error wrapping ErrCorrupt, never a panic (a fuzz test holds it to that).
// It decodes a whole input at once; it does not stream.
package zstdread
