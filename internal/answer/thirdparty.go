package answer

// ThirdParty marks text written by a package's authors (a README section,
// a changelog) the way RenderDocument does: begin and end markers naming
// what it is, with marker-like lines inside neutralized so the text cannot
// close the section early and speak as the host. TruncateMarkdown and the
// paging budget close a marker they cut through.
func ThirdParty(what, text string) string { return thirdParty(what, text) }
