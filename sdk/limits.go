package sdk

// DefaultMaxLength is the default output budget in characters: about 8,000
// tokens at 4 characters a token, under common MCP client limits.
const DefaultMaxLength = 32000

// DefaultSearchLimit is the number of hits when a request gives none.
const DefaultSearchLimit = 10
