// Package answer renders what providers return as the Markdown an agent
// reads, and pages it: a package document (RenderPage), a doc file
// (RenderDoc), search hits (RenderSearch), plus the document search index
// (SearchDocument, NewDocumentIndex) the host uses for providers without
// their own search, and the reach check (CheckReachable) that every symbol
// of a document can be paged to.
//
// The host, the standalone CLI of every provider (sdk/serve) and providers
// themselves (to measure a page in their tests, or to search their own
// document) print answers through this one package, so a provider sees
// exactly the Markdown the host will send. Package-authored text is fenced
// off as third-party content (ThirdParty, CheckFenced) so a model reads it
// as documentation, not as instructions; Poison and HostileMark build
// hostile documents for tests of that fencing.
package answer
