// Package rank searches a package's documentation: README sections, API
// symbols, doc files. It is what answers search_package_docs inside a
// provider.
//
// Agents search in two ways and both must work. They ask in words ("how to
// cancel a request"), which BM25 over titles and text answers; and they ask
// for an identifier they half remember ("useEfect", "readfile",
// "NewCleint", "fs.readFile"), which a word index misses. So every symbol
// name is also matched on its own: exactly, ignoring case and separators
// (readfile = readFile = read_file), by prefix, and, when fuzzy is on,
// within a small Damerau-Levenshtein distance. Identifiers in text are
// split into their camelCase / snake_case / kebab-case parts, so "read
// file" finds readFile too. An exact symbol name always ranks first.
//
// An Index is built once per package version (cheap: a few milliseconds for
// thousands of docs) and is safe for concurrent searches.
package rank
