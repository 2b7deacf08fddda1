package contract

import "slices"

// ContractMinor counts additive changes within the contract's major version
// (sdk.ProtocolVersion); sdk.ContractMinor is this constant.
//
//	1: CompleteResponse.project_values (Completion.ProjectValues).
//	2: ToolDeclaration.takes_project and cache_ttl (Tool.TakesProject, Tool.CacheTTL).
//	3: the Check RPC behind CAPABILITY_CHECK (sdk.Checker).
//	4: project_trusted on PackageRef, CompleteRequest and CallToolRequest
//	   (PackageRef.ProjectTrusted, CompleteRequest.ProjectTrusted, and for
//	   tools the context: WithProjectTrusted, sdk.ProjectTrusted).
//	5: GetInfoResponse.config_inputs (Info.ConfigInputs: the environment
//	   variables and configuration files that decide registries and
//	   credentials) and Source.registry (Source.Registry).
//	6: GetInfoResponse.shared_process (RemoteInfo.SharedProcess) and the
//	   ProviderMetadataKey: one binary may serve several providers in one
//	   process, each call naming the provider it is for (sdk.ServeShared).
const ContractMinor = 6

// ProviderMetadataKey is the gRPC metadata key naming the provider a call
// is for, when one process serves several (RemoteInfo.SharedProcess). A
// call without it goes to the provider the process was started as.
const ProviderMetadataKey = "pkgdocs-provider"

// Bounds the host applies to ConfigInputs: entries past them are dropped.
const (
	MaxConfigEnv   = 64
	MaxConfigFiles = 64
	MaxConfigPath  = 512
)

// Capability names, as reported in RemoteInfo.Capabilities.
const (
	CapGetDoc   = "get_doc"
	CapSearch   = "search"
	CapComplete = "complete"
	CapCallTool = "call_tool"
	CapHealth   = "health"
	CapCheck    = "check"
)

// RemoteInfo is a provider's Info as seen from the host, with what the
// contract adds.
type RemoteInfo struct {
	Info
	ContractMinor uint32
	SDKVersion    string
	Capabilities  []string
	// SharedProcess lists the providers the binary serves in one process,
	// this one among them (contract minor 6); empty: one per process.
	SharedProcess []string `json:",omitempty"`
}

// Has reports whether the provider declared capability c.
func (i RemoteInfo) Has(c string) bool { return slices.Contains(i.Capabilities, c) }
