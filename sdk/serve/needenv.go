package serve

import (
	"slices"
	"strings"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/types/known/anypb"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// needEnvReason and needEnvDomain mark the google.rpc.ErrorInfo detail
// that carries sdk.EnvNeeded across gRPC: a standard detail, so the
// contract's messages need no new field.
const (
	needEnvReason = "NEED_ENV"
	needEnvDomain = "pkgdocs.provider.v1"
)

// errorInfoType is the type URL of a google.rpc.ErrorInfo in an Any.
//
// The detail is encoded and decoded here with protowire rather than with
// genproto's errdetails package: importing that package registers the
// descriptors of every google.rpc error detail in its init, which every
// process of every binary linking this package paid at each start (15.7
// KB, GODEBUG=inittrace=1), for one three-field message. The bytes are
// the message's wire form either way (needenv_test.go decodes them with
// errdetails, and decodes errdetails' own).
const errorInfoType = "type.googleapis.com/google.rpc.ErrorInfo"

// The field numbers of google.rpc.ErrorInfo and of its metadata map's
// entries.
const (
	errorInfoReason   protowire.Number = 1
	errorInfoDomain   protowire.Number = 2
	errorInfoMetadata protowire.Number = 3
	mapEntryKey       protowire.Number = 1
	mapEntryValue     protowire.Number = 2
)

// errorInfo is a google.rpc.ErrorInfo.
type errorInfo struct {
	reason, domain string
	metadata       map[string]string
}

// needEnvDetail is the ErrorInfo detail that carries e.
func needEnvDetail(e *sdk.EnvNeeded) *anypb.Any {
	return &anypb.Any{TypeUrl: errorInfoType, Value: errorInfo{
		reason: needEnvReason, domain: needEnvDomain,
		metadata: map[string]string{"names": strings.Join(e.Names, ","), "file": e.File},
	}.marshal()}
}

// withDetail is st with d appended to its details; a status with code OK
// carries none (as status.WithDetails refuses it).
func withDetail(st *status.Status, d *anypb.Any) *status.Status {
	if st.Code() == codes.OK {
		return st
	}
	p := st.Proto()
	p.Details = append(p.Details, d)
	return status.FromProto(p)
}

// marshal is e's wire form, its metadata in key order (a map's entries
// may come in any order on the wire).
func (e errorInfo) marshal() []byte {
	var b []byte
	if e.reason != "" {
		b = protowire.AppendTag(b, errorInfoReason, protowire.BytesType)
		b = protowire.AppendString(b, e.reason)
	}
	if e.domain != "" {
		b = protowire.AppendTag(b, errorInfoDomain, protowire.BytesType)
		b = protowire.AppendString(b, e.domain)
	}
	keys := make([]string, 0, len(e.metadata))
	for k := range e.metadata {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		var entry []byte
		entry = protowire.AppendTag(entry, mapEntryKey, protowire.BytesType)
		entry = protowire.AppendString(entry, k)
		entry = protowire.AppendTag(entry, mapEntryValue, protowire.BytesType)
		entry = protowire.AppendString(entry, e.metadata[k])
		b = protowire.AppendTag(b, errorInfoMetadata, protowire.BytesType)
		b = protowire.AppendBytes(b, entry)
	}
	return b
}

// parseErrorInfo decodes a google.rpc.ErrorInfo, skipping fields it does
// not know as proto.Unmarshal does; ok is false for malformed bytes.
func parseErrorInfo(b []byte) (e errorInfo, ok bool) {
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return errorInfo{}, false
		}
		b = b[n:]
		if typ != protowire.BytesType || num < errorInfoReason || num > errorInfoMetadata {
			n = protowire.ConsumeFieldValue(num, typ, b)
			if n < 0 {
				return errorInfo{}, false
			}
			b = b[n:]
			continue
		}
		v, n := protowire.ConsumeBytes(b)
		if n < 0 {
			return errorInfo{}, false
		}
		b = b[n:]
		switch num {
		case errorInfoReason:
			e.reason = string(v)
		case errorInfoDomain:
			e.domain = string(v)
		case errorInfoMetadata:
			k, val, ok := parseMapEntry(v)
			if !ok {
				return errorInfo{}, false
			}
			if e.metadata == nil {
				e.metadata = map[string]string{}
			}
			e.metadata[k] = val
		}
	}
	return e, true
}

// parseMapEntry decodes one map<string, string> entry.
func parseMapEntry(b []byte) (k, v string, ok bool) {
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return "", "", false
		}
		b = b[n:]
		if typ != protowire.BytesType || (num != mapEntryKey && num != mapEntryValue) {
			n = protowire.ConsumeFieldValue(num, typ, b)
			if n < 0 {
				return "", "", false
			}
			b = b[n:]
			continue
		}
		s, n := protowire.ConsumeBytes(b)
		if n < 0 {
			return "", "", false
		}
		b = b[n:]
		if num == mapEntryKey {
			k = string(s)
		} else {
			v = string(s)
		}
	}
	return k, v, true
}

// needEnvFrom returns the sdk.EnvNeeded a status carries, else nil. The
// names are checked as the host checks declared variables.
func needEnvFrom(s *status.Status) error {
	for _, d := range s.Proto().GetDetails() {
		// The type is the URL's last segment, whatever its prefix, as
		// protoregistry resolves it.
		if u := d.GetTypeUrl(); u != errorInfoType && !strings.HasSuffix(u, "/google.rpc.ErrorInfo") {
			continue
		}
		info, ok := parseErrorInfo(d.GetValue())
		if !ok || info.reason != needEnvReason || info.domain != needEnvDomain {
			continue
		}
		var names []string
		for _, n := range strings.Split(info.metadata["names"], ",") {
			if n != "" && !strings.HasSuffix(n, "*") {
				names = append(names, n)
			}
		}
		c, _ := sdk.CheckConfigInputs(&sdk.ConfigInputs{Env: names})
		if len(c.Env) == 0 {
			return nil
		}
		return &sdk.EnvNeeded{Names: c.Env, File: info.metadata["file"]}
	}
	return nil
}
