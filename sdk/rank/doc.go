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
// What a symbol's doc says it does weighs as a field of its own: the first
// doc sentence (without the symbol's own name, which doc comments open
// with) is indexed again and counts as query coverage, a query word
// reaching it as it reaches names (itself, synonyms, related name parts); the declaration
// (Doc.Signature) weighs little; an undocumented symbol borrows the prose
// lines that mention it as code, an undocumented type the words its
// members' first sentences share (Complex: complex, value), a type of a
// few members the names of its members at a lower weight (MatchOptions:
// case_sensitive, require_literal_separator), and a symbol
// gets the titles of the sections that call it. A name declared as
// another of the package (pub use, X = Y, typealias) borrows that one's
// doc and is one answer with it: the target, unless the alias's own name
// makes the lead (a crate root's Local for offset::Local). A query word naming a member's owner (complex
// in Complex.normalized) counts little in the member's BM25: members'
// docs repeat their type's name, and the word asks for the type. Query words reach name parts their docs use
// (related.txt, learned from doc comments by gen_related_test.go), and
// their English synonyms, or a two-word phrase's ("throw away" →
// discard), in names and docs at a lower weight (thesaurus.txt, from
// WordNet by gen_thesaurus_test.go, with the forms it derives from
// one another (choose, choice), kept to words the corpora's docs use
// alike), and the words programmers use for one another's, paired by
// what names and their docs open with across packages (verbs.txt:
// delete, remove; make, create), unless the package's own names use the
// query's word; no package is named in any and nothing is fetched at
// query time. Two query words a doc writes as one ("progress bar" →
// progressbar) match that word, and a name gluing two words of the docs
// (tempfile, readlines) is read as those two as well. The initials of
// three to five query words reach the acronym a name or doc spells with
// them ("least recently used" → LRUCache), and a plain query word that is
// a top-level symbol's whole name (retry, Sort) adds to that symbol.
//
// The verb a symbol's first sentence opens with ("Skips the current
// directory.", or the word after its name: "Compare compares…") answers
// the query's first content word ("skip a directory while walking") as itself,
// its synonyms and related words, the less the more of the package's
// sentences open with it; a doc that says it is like another ("Same as
// load, but…", "CompactFunc is like [Compact] but…") is indexed with that
// one's first sentence and opens with its verb. A member's name part that
// repeats its owner's (NetworkReachabilityStatus of
// NetworkReachabilityManager) counts as the owner's, and an auxiliary
// before a participle ("has expired") is no content word.
//
// A package's own function or class, named like the package (ms, tqdm,
// tempfile; NewPackageIndex), leads among docs that answer a query in
// words alike: it does what the package is for; unless the query says
// its name (a word, or two joined: temp file), which asks about the
// package; words that share only parts with it (temporary file) do not.
//
// Release notes (CHANGELOG, History.md, sections titled with a version)
// rank below the rest unless the query is about a version or a change; a
// query naming a version leads with that version's notes.
//
// An Index is built once per package version (cheap: a few milliseconds for
// thousands of docs) and is safe for concurrent searches.
package rank
