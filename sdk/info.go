package sdk

import "slices"

// ProtocolVersion is the contract's major version, the go-plugin handshake
// version (sdk/serve.Handshake): a host refuses providers speaking another
// one.
const ProtocolVersion = 1

// ContractMinor counts additive changes within ProtocolVersion. A provider
// reports the minor it was built with (RemoteInfo.ContractMinor) and a host
// sends its own; each side treats what an older peer does not send as
// absent, so providers and hosts of different minors work together. The
// versions:
//
//	0: Info, Describe; GetDoc, Search, Complete, CallTool and Health behind
//	   their capabilities (DocGetter, Searcher, Completer, ToolCaller,
//	   HealthChecker).
//	1: CompleteResponse.project_values (Completion.ProjectValues): the
//	   project's direct dependencies first, counted.
//	2: ToolDeclaration.takes_project and cache_ttl (Tool.TakesProject,
//	   Tool.CacheTTL): the host stops guessing them from the schema and the
//	   arguments.
//	3: the Check RPC behind CAPABILITY_CHECK (Checker, CheckRequest,
//	   CheckResult).
//	4: project_trusted on PackageRef, CompleteRequest and CallToolRequest
//	   (PackageRef.ProjectTrusted, CompleteRequest.ProjectTrusted, and for
//	   tools the context: WithProjectTrusted, ProjectTrusted).
//	5: GetInfoResponse.config_inputs (Info.ConfigInputs: the environment
//	   variables and configuration files that decide registries and
//	   credentials) and Source.registry (Source.Registry, RegistryID).
//	6: GetInfoResponse.shared_process (RemoteInfo.SharedProcess) and the
//	   provider metadata key (sdk/serve.ProviderMetadataKey): one binary may
//	   serve several providers in one process, each call naming the
//	   provider it is for (sdk/serve.ServeShared).
//	7: Source.public (Source.Public): the answer came from the ecosystem's
//	   public default registry without credentials, or from the toolchain's
//	   standard library, so the host may mark an exact version's answer as
//	   cacheable by anyone.
//	8: Document.outline_complete (Document.OutlineComplete): Symbols list
//	   every exported name of the package, so the host may say a name
//	   absent from them (an empty outline included) does not exist.
//	9: the LookupNames RPC behind CAPABILITY_LOOKUP_NAMES (NameLooker,
//	   LookupRequest, LookupResult): the host asks a provider about the
//	   names its outline could not decide, and the provider says exists,
//	   does not exist or cannot tell, with what it read (Evidence: source,
//	   or a compiled module's binary) and why.
//	10: Symbol.disabled (Symbol.Disabled): the condition a symbol needs
//	   that the build the document describes leaves off (a Rust item
//	   behind a feature neither the defaults nor the project enable), so
//	   page one ranks it after the rest.
const ContractMinor = 10

// Capability names, as reported in RemoteInfo.Capabilities: one per
// optional interface a provider implements.
const (
	CapGetDoc   = "get_doc"      // DocGetter
	CapSearch   = "search"       // Searcher
	CapComplete = "complete"     // Completer
	CapCallTool = "call_tool"    // ToolCaller
	CapHealth   = "health"       // HealthChecker
	CapCheck    = "check"        // Checker
	CapLookup   = "lookup_names" // NameLooker
)

// RemoteInfo is a provider's Info as the host sees it, with what the
// contract adds: what the host gets from sdk/serve.Remote.GetInfo.
type RemoteInfo struct {
	Info
	// ContractMinor is the minor version the provider was built with.
	ContractMinor uint32
	// SDKVersion is the version of this module the provider was built with
	// ("dev" or empty when unknown).
	SDKVersion string
	// Capabilities lists the optional interfaces the provider implements
	// (CapGetDoc, CapSearch, ...).
	Capabilities []string
	// SharedProcess lists the providers the binary serves in one process,
	// this one among them (contract minor 6); empty: one per process.
	SharedProcess []string `json:",omitempty"`
}

// Has reports whether the provider declared capability c.
func (i RemoteInfo) Has(c string) bool { return slices.Contains(i.Capabilities, c) }
