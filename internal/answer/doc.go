// Package answer renders what providers return as the Markdown an agent
// reads, and pages it: a package document (RenderPage), a doc file
// (RenderDoc), search hits (RenderSearch), plus the document search index
// the host uses for providers without their own search.
//
// The host and the provider SDK's standalone CLI both print answers
// through this package, so changing how answers look never touches the
// provider SDK. Package-authored text is fenced off as third-party content
// (ThirdParty) so a model reads it as documentation, not as instructions.
package answer
