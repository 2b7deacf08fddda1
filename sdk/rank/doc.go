// Package rank searches a package's documentation: README sections, API
// symbols, doc files. It is what answers search_package_docs inside a
// provider.
//
// Agents search in two ways and both must work. They ask for an identifier
// they half remember ("useEfect", "readfile", "NewCleint", "fs.readFile"):
// a one-word query is matched against every symbol name exactly, ignoring
// case and separators (readfile = readFile = read_file), by prefix, and,
// when fuzzy is on and nothing matched exactly, within a small
// Damerau-Levenshtein distance; an exact name always ranks first. And they
// ask in words ("bind JSON request body", "how to cancel a request"): a
// query of several words is scored by BM25 over titles, names split into
// their camelCase / snake_case parts and doc text (Snowball-stemmed), with
// how much of the query a symbol's name or a section's title covers as one
// more signal, and a bonus for a word written as an identifier
// (useEffect, Client.Do) or words that joined name a symbol (read file →
// readFile). Query words that match nothing exactly are widened to their
// nearest spellings under fuzzy search.
//
// Release notes (CHANGELOG, History.md, sections titled with a version)
// rank below the rest unless the query is about a version or a change; a
// query naming a version leads with that version's notes.
//
// An Index is built once per package version (cheap: a few milliseconds for
// thousands of docs) and is safe for concurrent searches.
package rank
