package wire

import (
	"strconv"
	"time"

	providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/protobuf/types/known/durationpb"
	"google.golang.org/protobuf/types/known/timestamppb"
)

// This file keeps the generated types apart from the SDK's own: every
// to*/from* pair converts one message. Nil in, zero value out.

func toProtoRef(r sdk.PackageRef) *providerv1.PackageRef {
	return &providerv1.PackageRef{Ecosystem: r.Ecosystem, Name: r.Name, Version: r.Version, ProjectPath: r.ProjectPath, Registry: r.Registry, ProjectTrusted: r.ProjectTrusted}
}

func fromProtoRef(r *providerv1.PackageRef) sdk.PackageRef {
	if r == nil {
		return sdk.PackageRef{}
	}
	return sdk.PackageRef{Ecosystem: r.GetEcosystem(), Name: r.GetName(), Version: r.GetVersion(), ProjectPath: r.GetProjectPath(), Registry: r.GetRegistry(), ProjectTrusted: r.GetProjectTrusted()}
}

func toProtoSource(s sdk.Source) *providerv1.Source {
	out := &providerv1.Source{Kind: providerv1.SourceKind(s.Kind), Detail: s.Detail, Registry: s.Registry, Public: s.Public}
	if !s.FetchedAt.IsZero() {
		out.FetchedAt = timestamppb.New(s.FetchedAt)
	}
	return out
}

func fromProtoSource(s *providerv1.Source) sdk.Source {
	if s == nil {
		return sdk.Source{}
	}
	out := sdk.Source{Kind: sdk.SourceKind(s.GetKind()), Detail: s.GetDetail(), Registry: s.GetRegistry(), Public: s.GetPublic()}
	if s.FetchedAt != nil {
		out.FetchedAt = s.GetFetchedAt().AsTime().In(time.Local)
	}
	return out
}

func toProtoInfo(in sdk.Info, caps []providerv1.Capability, sdkVersion string) *providerv1.GetInfoResponse {
	out := &providerv1.GetInfoResponse{
		Name: in.Name, DisplayName: in.DisplayName, Version: in.Version, ContractMinor: sdk.ContractMinor,
		Ecosystem: in.Ecosystem, Description: in.Description, Capabilities: caps,
		DescribeParams: in.DescribeParams, SdkVersion: sdkVersion,
		ConfigInputs: toProtoConfigInputs(in.ConfigInputs),
	}
	for _, t := range in.Tools {
		out.Tools = append(out.Tools, &providerv1.ToolDeclaration{
			Name: t.Name, Title: t.Title, Description: t.Description,
			InputSchemaJson: string(t.InputSchema), OutputSchemaJson: string(t.OutputSchema), ReadOnly: t.ReadOnly,
			TakesProject: t.TakesProject, CacheTtl: toProtoDuration(t.CacheTTL),
		})
	}
	for _, r := range in.ResourceTemplates {
		out.ResourceTemplates = append(out.ResourceTemplates, &providerv1.ResourceTemplate{
			UriTemplate: r.URITemplate, Name: r.Name, Title: r.Title, Description: r.Description, MimeType: r.MIMEType,
		})
	}
	return out
}

func fromProtoInfo(in *providerv1.GetInfoResponse) sdk.RemoteInfo {
	out := sdk.RemoteInfo{Info: sdk.Info{
		Name: in.GetName(), DisplayName: in.GetDisplayName(), Version: in.GetVersion(),
		Ecosystem: in.GetEcosystem(), Description: in.GetDescription(), DescribeParams: in.GetDescribeParams(),
		ConfigInputs: fromProtoConfigInputs(in.GetConfigInputs()),
	}, ContractMinor: in.GetContractMinor(), SDKVersion: in.GetSdkVersion(), SharedProcess: in.GetSharedProcess()}
	for _, c := range in.GetCapabilities() {
		out.Capabilities = append(out.Capabilities, capabilityName(c))
	}
	for _, t := range in.GetTools() {
		var tool sdk.Tool
		tool.Name, tool.Title, tool.Description, tool.ReadOnly = t.GetName(), t.GetTitle(), t.GetDescription(), t.GetReadOnly()
		tool.TakesProject, tool.CacheTTL = t.GetTakesProject(), fromProtoDuration(t.GetCacheTtl())
		if s := t.GetInputSchemaJson(); s != "" {
			tool.InputSchema = []byte(s)
		}
		if s := t.GetOutputSchemaJson(); s != "" {
			tool.OutputSchema = []byte(s)
		}
		out.Tools = append(out.Tools, tool)
	}
	for _, r := range in.GetResourceTemplates() {
		out.ResourceTemplates = append(out.ResourceTemplates, sdk.ResourceTemplate{
			URITemplate: r.GetUriTemplate(), Name: r.GetName(), Title: r.GetTitle(), Description: r.GetDescription(), MIMEType: r.GetMimeType(),
		})
	}
	return out
}

func toProtoRemoteInfo(in sdk.RemoteInfo) *providerv1.GetInfoResponse {
	out := toProtoInfo(in.Info, nil, in.SDKVersion)
	out.ContractMinor, out.SharedProcess = in.ContractMinor, in.SharedProcess
	for _, c := range in.Capabilities {
		if v, ok := capabilityValue(c); ok {
			out.Capabilities = append(out.Capabilities, v)
		}
	}
	return out
}

// capabilityValue is capabilityName's inverse: an SDK name, a value's
// enum name, or the number an unknown value prints as.
func capabilityValue(name string) (providerv1.Capability, bool) {
	for c := range providerv1.Capability_name {
		if capabilityName(providerv1.Capability(c)) == name {
			return providerv1.Capability(c), true
		}
	}
	if n, err := strconv.ParseInt(name, 10, 32); err == nil {
		return providerv1.Capability(n), true
	}
	return 0, false
}

// toProtoConfigInputs keeps nil (not declared) apart from empty (nothing
// needed): an empty message is sent as present.
func toProtoConfigInputs(c *sdk.ConfigInputs) *providerv1.ConfigInputs {
	if c == nil {
		return nil
	}
	out := &providerv1.ConfigInputs{Env: c.Env}
	for _, f := range c.Files {
		out.Files = append(out.Files, &providerv1.ConfigFile{Path: f.Path, Project: f.Project, SearchAncestors: f.SearchAncestors})
	}
	return out
}

func fromProtoConfigInputs(c *providerv1.ConfigInputs) *sdk.ConfigInputs {
	if c == nil {
		return nil
	}
	out := &sdk.ConfigInputs{Env: c.GetEnv()}
	for _, f := range c.GetFiles() {
		out.Files = append(out.Files, sdk.ConfigFile{Path: f.GetPath(), Project: f.GetProject(), SearchAncestors: f.GetSearchAncestors()})
	}
	return out
}

// toProtoDuration leaves a zero or negative duration unset: "never".
func toProtoDuration(d time.Duration) *durationpb.Duration {
	if d <= 0 {
		return nil
	}
	return durationpb.New(d)
}

// fromProtoDuration reads an unset, invalid or negative duration as zero.
func fromProtoDuration(d *durationpb.Duration) time.Duration {
	if d == nil || d.CheckValid() != nil {
		return 0
	}
	return max(d.AsDuration(), 0)
}

func capabilityName(c providerv1.Capability) string {
	switch c {
	case providerv1.Capability_CAPABILITY_GET_DOC:
		return sdk.CapGetDoc
	case providerv1.Capability_CAPABILITY_SEARCH:
		return sdk.CapSearch
	case providerv1.Capability_CAPABILITY_COMPLETE:
		return sdk.CapComplete
	case providerv1.Capability_CAPABILITY_CALL_TOOL:
		return sdk.CapCallTool
	case providerv1.Capability_CAPABILITY_HEALTH:
		return sdk.CapHealth
	case providerv1.Capability_CAPABILITY_CHECK:
		return sdk.CapCheck
	case providerv1.Capability_CAPABILITY_LOOKUP_NAMES:
		return sdk.CapLookup
	}
	return c.String()
}

func toProtoDocument(d *sdk.Document) *providerv1.Document {
	if d == nil {
		return nil
	}
	out := &providerv1.Document{
		Name: d.Name, Version: d.Version, LatestVersion: d.LatestVersion, Summary: d.Summary, License: d.License,
		Deprecated: d.Deprecated, Install: d.Install, Overview: d.Overview, Readme: d.Readme, Focus: d.Focus,
		Source: toProtoSource(d.Source), Notes: d.Notes, OutlineComplete: d.OutlineComplete,
	}
	for _, l := range d.Links {
		out.Links = append(out.Links, &providerv1.Link{Title: l.Title, Url: l.URL})
	}
	for _, f := range d.Facts {
		out.Facts = append(out.Facts, &providerv1.Fact{Label: f.Label, Value: f.Value})
	}
	for _, s := range d.Symbols {
		out.Symbols = append(out.Symbols, &providerv1.Symbol{Name: s.Name, Kind: s.Kind, Signature: s.Signature, Doc: s.Doc, Deprecated: s.Deprecated, Parent: s.Parent, Disabled: s.Disabled})
	}
	for _, e := range d.Examples {
		out.Examples = append(out.Examples, &providerv1.Example{Title: e.Title, Language: e.Language, Code: e.Code, Output: e.Output, Source: e.Source})
	}
	for _, f := range d.DocFiles {
		out.DocFiles = append(out.DocFiles, &providerv1.DocFile{Path: f.Path, Title: f.Title, Size: f.Size})
	}
	for _, s := range d.Subpackages {
		out.Subpackages = append(out.Subpackages, &providerv1.Subpackage{Path: s.Path, Synopsis: s.Synopsis})
	}
	return out
}

func fromProtoDocument(d *providerv1.Document) *sdk.Document {
	if d == nil {
		return nil
	}
	out := &sdk.Document{
		Name: d.GetName(), Version: d.GetVersion(), LatestVersion: d.GetLatestVersion(), Summary: d.GetSummary(),
		License: d.GetLicense(), Deprecated: d.GetDeprecated(), Install: d.GetInstall(), Overview: d.GetOverview(),
		Readme: d.GetReadme(), Focus: d.GetFocus(), Source: fromProtoSource(d.GetSource()), Notes: d.GetNotes(),
		OutlineComplete: d.GetOutlineComplete(),
	}
	for _, l := range d.GetLinks() {
		out.Links = append(out.Links, sdk.Link{Title: l.GetTitle(), URL: l.GetUrl()})
	}
	for _, f := range d.GetFacts() {
		out.Facts = append(out.Facts, sdk.Fact{Label: f.GetLabel(), Value: f.GetValue()})
	}
	for _, s := range d.GetSymbols() {
		out.Symbols = append(out.Symbols, sdk.Symbol{Name: s.GetName(), Kind: s.GetKind(), Signature: s.GetSignature(), Doc: s.GetDoc(), Deprecated: s.GetDeprecated(), Parent: s.GetParent(), Disabled: s.GetDisabled()})
	}
	for _, e := range d.GetExamples() {
		out.Examples = append(out.Examples, sdk.Example{Title: e.GetTitle(), Language: e.GetLanguage(), Code: e.GetCode(), Output: e.GetOutput(), Source: e.GetSource()})
	}
	for _, f := range d.GetDocFiles() {
		out.DocFiles = append(out.DocFiles, sdk.DocFile{Path: f.GetPath(), Title: f.GetTitle(), Size: f.GetSize()})
	}
	for _, s := range d.GetSubpackages() {
		out.Subpackages = append(out.Subpackages, sdk.Subpackage{Path: s.GetPath(), Synopsis: s.GetSynopsis()})
	}
	return out
}

func toProtoDoc(d *sdk.Doc) *providerv1.GetDocResponse {
	if d == nil {
		return &providerv1.GetDocResponse{}
	}
	return &providerv1.GetDocResponse{Name: d.Name, Version: d.Version, Title: d.Title, Path: d.Path, Content: d.Content, Source: toProtoSource(d.Source), Available: d.Available}
}

func fromProtoDoc(d *providerv1.GetDocResponse) *sdk.Doc {
	return &sdk.Doc{Name: d.GetName(), Version: d.GetVersion(), Title: d.GetTitle(), Path: d.GetPath(), Content: d.GetContent(), Source: fromProtoSource(d.GetSource()), Available: d.GetAvailable()}
}

func toProtoSearch(r *sdk.SearchResult) *providerv1.SearchResponse {
	if r == nil {
		return &providerv1.SearchResponse{}
	}
	out := &providerv1.SearchResponse{Name: r.Name, Version: r.Version, Source: toProtoSource(r.Source)}
	for _, h := range r.Hits {
		out.Hits = append(out.Hits, &providerv1.SearchHit{Title: h.Title, Kind: h.Kind, Snippet: h.Snippet, Score: h.Score,
			Locator: &providerv1.Locator{Symbol: h.Locator.Symbol, Path: h.Locator.Path, Section: h.Locator.Section}})
	}
	return out
}

func fromProtoSearch(r *providerv1.SearchResponse) *sdk.SearchResult {
	out := &sdk.SearchResult{Name: r.GetName(), Version: r.GetVersion(), Source: fromProtoSource(r.GetSource())}
	for _, h := range r.GetHits() {
		l := h.GetLocator()
		out.Hits = append(out.Hits, sdk.Hit{Title: h.GetTitle(), Kind: h.GetKind(), Snippet: h.GetSnippet(), Score: h.GetScore(),
			Locator: sdk.Locator{Symbol: l.GetSymbol(), Path: l.GetPath(), Section: l.GetSection()}})
	}
	return out
}

func toProtoCheck(r *sdk.CheckResult) *providerv1.CheckResponse {
	if r == nil {
		return &providerv1.CheckResponse{}
	}
	out := &providerv1.CheckResponse{Name: r.Name, Version: r.Version, Source: toProtoSource(r.Source), Compared: r.Compared, Notes: r.Notes}
	for _, c := range r.Checks {
		out.Checks = append(out.Checks, &providerv1.SymbolCheck{Query: c.Query, Verdict: providerv1.Verdict(c.Verdict), Symbol: c.Symbol, Kind: c.Kind,
			Signature: c.Signature, Deprecated: c.Deprecated, Nearest: c.Nearest, AddedIn: c.AddedIn, ExistedIn: c.ExistedIn, Note: c.Note, FromCode: c.FromCode})
	}
	return out
}

func fromProtoCheck(r *providerv1.CheckResponse) *sdk.CheckResult {
	out := &sdk.CheckResult{Name: r.GetName(), Version: r.GetVersion(), Source: fromProtoSource(r.GetSource()), Compared: r.GetCompared(), Notes: r.GetNotes()}
	for _, c := range r.GetChecks() {
		v := sdk.Verdict(c.GetVerdict())
		if v < sdk.VerdictUnknown || v > sdk.VerdictOutOfReach {
			v = sdk.VerdictUnknown // a verdict from a newer contract
		}
		out.Checks = append(out.Checks, sdk.SymbolCheck{Query: c.GetQuery(), Verdict: v, Symbol: c.GetSymbol(), Kind: c.GetKind(),
			Signature: c.GetSignature(), Deprecated: c.GetDeprecated(), Nearest: c.GetNearest(), AddedIn: c.GetAddedIn(), ExistedIn: c.GetExistedIn(), Note: c.GetNote(), FromCode: c.GetFromCode()})
	}
	return out
}
