package wire

import (
	"errors"
	"fmt"
	"unicode/utf8"

	providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/types/known/durationpb"
)

// The host reads every remembered manifest (a GetInfoResponse, see
// MarshalRemoteInfo) at each start, before any provider runs. Through
// proto.Unmarshal the first decode of each message type builds its
// reflection tables (MessageInfo.initOnce, the descriptors' lazy half):
// about 0.77 M of the 0.96 M instructions that decoding six manifests
// cost, work nothing else in a start needs, since no gRPC call is made
// before the first tool call. decodeInfo reads the same bytes field by
// field with protowire, the way proto.Unmarshal and fromProtoInfo
// together read them: unknown fields and fields of an unexpected wire
// type are skipped, the last of a repeated scalar wins, a singular
// message seen twice is merged, capabilities are read packed or not,
// and a string that is not UTF-8 is an error. TestDecodeInfoMatchesProto
// holds the two to the same answer for every field of the messages.

var errInfoUTF8 = errors.New("string field contains invalid UTF-8")

// decodeInfo decodes a GetInfoResponse as fromProtoInfo(proto.Unmarshal(b)).
func decodeInfo(b []byte) (sdk.RemoteInfo, error) {
	var out sdk.RemoteInfo
	err := eachField(b, func(num protowire.Number, typ protowire.Type, v []byte, x uint64) error {
		var err error
		switch {
		case typ == protowire.BytesType && num == 1:
			out.Name, err = wireString(v)
		case typ == protowire.BytesType && num == 2:
			out.DisplayName, err = wireString(v)
		case typ == protowire.BytesType && num == 3:
			out.Version, err = wireString(v)
		case typ == protowire.VarintType && num == 4:
			out.ContractMinor = uint32(x)
		case typ == protowire.BytesType && num == 5:
			out.Ecosystem, err = wireString(v)
		case typ == protowire.BytesType && num == 6:
			out.Description, err = wireString(v)
		case typ == protowire.VarintType && num == 7:
			out.Capabilities = append(out.Capabilities, capabilityName(providerv1.Capability(int32(x))))
		case typ == protowire.BytesType && num == 7: // packed
			for len(v) > 0 {
				c, n := protowire.ConsumeVarint(v)
				if n < 0 {
					return protowire.ParseError(n)
				}
				v = v[n:]
				out.Capabilities = append(out.Capabilities, capabilityName(providerv1.Capability(int32(c))))
			}
		case typ == protowire.BytesType && num == 8:
			err = appendString(&out.DescribeParams, v)
		case typ == protowire.BytesType && num == 9:
			var t sdk.Tool
			if t, err = decodeTool(v); err == nil {
				out.Tools = append(out.Tools, t)
			}
		case typ == protowire.BytesType && num == 10:
			var r sdk.ResourceTemplate
			if r, err = decodeResourceTemplate(v); err == nil {
				out.ResourceTemplates = append(out.ResourceTemplates, r)
			}
		case typ == protowire.BytesType && num == 11:
			out.SDKVersion, err = wireString(v)
		case typ == protowire.BytesType && num == 12:
			if out.ConfigInputs == nil {
				out.ConfigInputs = &sdk.ConfigInputs{}
			}
			err = decodeConfigInputs(v, out.ConfigInputs)
		case typ == protowire.BytesType && num == 13:
			err = appendString(&out.SharedProcess, v)
		}
		return err
	})
	if err != nil {
		return sdk.RemoteInfo{}, err
	}
	return out, nil
}

func decodeTool(b []byte) (sdk.Tool, error) {
	var t sdk.Tool
	var input, output string
	var ttl *durationpb.Duration
	err := eachField(b, func(num protowire.Number, typ protowire.Type, v []byte, x uint64) error {
		var err error
		switch {
		case typ == protowire.BytesType && num == 1:
			t.Name, err = wireString(v)
		case typ == protowire.BytesType && num == 2:
			t.Title, err = wireString(v)
		case typ == protowire.BytesType && num == 3:
			t.Description, err = wireString(v)
		case typ == protowire.BytesType && num == 4:
			input, err = wireString(v)
		case typ == protowire.BytesType && num == 5:
			output, err = wireString(v)
		case typ == protowire.VarintType && num == 6:
			t.ReadOnly = x != 0
		case typ == protowire.VarintType && num == 7:
			t.TakesProject = x != 0
		case typ == protowire.BytesType && num == 8:
			if ttl == nil {
				ttl = &durationpb.Duration{}
			}
			err = decodeDuration(v, ttl)
		}
		return err
	})
	if err != nil {
		return sdk.Tool{}, err
	}
	if input != "" {
		t.InputSchema = []byte(input)
	}
	if output != "" {
		t.OutputSchema = []byte(output)
	}
	t.CacheTTL = fromProtoDuration(ttl)
	return t, nil
}

// decodeDuration merges a google.protobuf.Duration into d.
func decodeDuration(b []byte, d *durationpb.Duration) error {
	return eachField(b, func(num protowire.Number, typ protowire.Type, _ []byte, x uint64) error {
		switch {
		case typ == protowire.VarintType && num == 1:
			d.Seconds = int64(x)
		case typ == protowire.VarintType && num == 2:
			d.Nanos = int32(x)
		}
		return nil
	})
}

func decodeResourceTemplate(b []byte) (sdk.ResourceTemplate, error) {
	var r sdk.ResourceTemplate
	err := eachField(b, func(num protowire.Number, typ protowire.Type, v []byte, _ uint64) error {
		if typ != protowire.BytesType {
			return nil
		}
		var err error
		switch num {
		case 1:
			r.URITemplate, err = wireString(v)
		case 2:
			r.Name, err = wireString(v)
		case 3:
			r.Title, err = wireString(v)
		case 4:
			r.Description, err = wireString(v)
		case 5:
			r.MIMEType, err = wireString(v)
		}
		return err
	})
	if err != nil {
		return sdk.ResourceTemplate{}, err
	}
	return r, nil
}

// decodeConfigInputs merges a ConfigInputs message into c.
func decodeConfigInputs(b []byte, c *sdk.ConfigInputs) error {
	return eachField(b, func(num protowire.Number, typ protowire.Type, v []byte, _ uint64) error {
		switch {
		case typ == protowire.BytesType && num == 1:
			return appendString(&c.Env, v)
		case typ == protowire.BytesType && num == 2:
			f, err := decodeConfigFile(v)
			if err == nil {
				c.Files = append(c.Files, f)
			}
			return err
		}
		return nil
	})
}

func decodeConfigFile(b []byte) (sdk.ConfigFile, error) {
	var f sdk.ConfigFile
	err := eachField(b, func(num protowire.Number, typ protowire.Type, v []byte, x uint64) error {
		var err error
		switch {
		case typ == protowire.BytesType && num == 1:
			f.Path, err = wireString(v)
		case typ == protowire.VarintType && num == 2:
			f.Project = x != 0
		case typ == protowire.VarintType && num == 3:
			f.SearchAncestors = x != 0
		}
		return err
	})
	if err != nil {
		return sdk.ConfigFile{}, err
	}
	return f, nil
}

// eachField calls fn with every field of the message in b: a bytes
// field's value in v, a varint's in x; a field of another wire type
// (fixed32, fixed64, a group) is checked and skipped.
func eachField(b []byte, fn func(num protowire.Number, typ protowire.Type, v []byte, x uint64) error) error {
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return fmt.Errorf("decode provider info: %w", protowire.ParseError(n))
		}
		b = b[n:]
		var v []byte
		var x uint64
		switch typ {
		case protowire.BytesType:
			v, n = protowire.ConsumeBytes(b)
		case protowire.VarintType:
			x, n = protowire.ConsumeVarint(b)
		default:
			n = protowire.ConsumeFieldValue(num, typ, b)
		}
		if n < 0 {
			return fmt.Errorf("decode provider info: %w", protowire.ParseError(n))
		}
		b = b[n:]
		if typ != protowire.BytesType && typ != protowire.VarintType {
			continue
		}
		if err := fn(num, typ, v, x); err != nil {
			return fmt.Errorf("decode provider info: field %d: %w", num, err)
		}
	}
	return nil
}

func wireString(v []byte) (string, error) {
	if !utf8.Valid(v) {
		return "", errInfoUTF8
	}
	return string(v), nil
}

func appendString(to *[]string, v []byte) error {
	s, err := wireString(v)
	if err == nil {
		*to = append(*to, s)
	}
	return err
}
