package contract

import "slices"

// ContractMinor counts additive changes within the contract's major version
// (sdk.ProtocolVersion); sdk.ContractMinor is this constant.
//
//	1: CompleteResponse.project_values (Completion.ProjectValues).
const ContractMinor = 1

// Capability names, as reported in RemoteInfo.Capabilities.
const (
	CapGetDoc   = "get_doc"
	CapSearch   = "search"
	CapComplete = "complete"
	CapCallTool = "call_tool"
	CapHealth   = "health"
)

// RemoteInfo is a provider's Info as seen from the host, with what the
// contract adds.
type RemoteInfo struct {
	Info
	ContractMinor uint32
	SDKVersion    string
	Capabilities  []string
}

// Has reports whether the provider declared capability c.
func (i RemoteInfo) Has(c string) bool { return slices.Contains(i.Capabilities, c) }
