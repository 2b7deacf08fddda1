package wire

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
	providerv1 "github.com/pkgdocs/pkgdocs/proto/pkgdocs/provider/v1"
	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protoreflect"
)

// viaProto is what decodeInfo stands in for.
func viaProto(b []byte) (sdk.RemoteInfo, error) {
	var m providerv1.GetInfoResponse
	if err := proto.Unmarshal(b, &m); err != nil {
		return sdk.RemoteInfo{}, err
	}
	return fromProtoInfo(&m), nil
}

// fill sets every field of m, each list to two elements, recursively, so
// that a field added to the contract and read by fromProtoInfo but not by
// decodeInfo makes the two differ (and a field of a kind fill does not
// know fails the test).
func fill(t *testing.T, m protoreflect.Message, seed *int) {
	t.Helper()
	fields := m.Descriptor().Fields()
	for i := range fields.Len() {
		fd := fields.Get(i)
		value := func() protoreflect.Value {
			*seed++
			switch fd.Kind() {
			case protoreflect.StringKind:
				return protoreflect.ValueOfString(fmt.Sprintf("%s-%d", fd.Name(), *seed))
			case protoreflect.BoolKind:
				return protoreflect.ValueOfBool(true)
			case protoreflect.Uint32Kind:
				return protoreflect.ValueOfUint32(uint32(*seed))
			case protoreflect.Int32Kind:
				return protoreflect.ValueOfInt32(int32(*seed))
			case protoreflect.Int64Kind:
				return protoreflect.ValueOfInt64(int64(*seed))
			case protoreflect.EnumKind:
				// Every other value one the enum does not name.
				if *seed%2 == 0 {
					return protoreflect.ValueOfEnum(protoreflect.EnumNumber(90 + *seed))
				}
				vals := fd.Enum().Values()
				return protoreflect.ValueOfEnum(vals.Get(*seed % vals.Len()).Number())
			case protoreflect.MessageKind:
				sub := m.NewField(fd)
				if fd.IsList() {
					sub = protoreflect.ValueOf(m.Get(fd).List().NewElement().Message())
				}
				fill(t, sub.Message(), seed)
				return sub
			}
			t.Fatalf("fill: field %s is of kind %v: teach fill and decodeInfo", fd.FullName(), fd.Kind())
			return protoreflect.Value{}
		}
		switch {
		case fd.IsList():
			l := m.Mutable(fd).List()
			l.Append(value())
			l.Append(value())
		case fd.IsMap():
			t.Fatalf("fill: field %s is a map: teach fill and decodeInfo", fd.FullName())
		default:
			m.Set(fd, value())
		}
	}
}

func TestDecodeInfoMatchesProto(t *testing.T) {
	var full providerv1.GetInfoResponse
	seed := 0
	fill(t, full.ProtoReflect(), &seed)
	fullBytes, err := proto.Marshal(&full)
	if err != nil {
		t.Fatal(err)
	}

	type field = func([]byte) []byte
	str := func(n protowire.Number, s string) field {
		return func(b []byte) []byte {
			return protowire.AppendString(protowire.AppendTag(b, n, protowire.BytesType), s)
		}
	}
	varint := func(n protowire.Number, v uint64) field {
		return func(b []byte) []byte {
			return protowire.AppendVarint(protowire.AppendTag(b, n, protowire.VarintType), v)
		}
	}
	msg := func(n protowire.Number, fs ...field) field {
		return func(b []byte) []byte {
			var sub []byte
			for _, f := range fs {
				sub = f(sub)
			}
			return protowire.AppendBytes(protowire.AppendTag(b, n, protowire.BytesType), sub)
		}
	}
	enc := func(fs ...field) []byte {
		var b []byte
		for _, f := range fs {
			b = f(b)
		}
		return b
	}
	packed := func(n protowire.Number, vs ...uint64) field {
		return func(b []byte) []byte {
			var sub []byte
			for _, v := range vs {
				sub = protowire.AppendVarint(sub, v)
			}
			return protowire.AppendBytes(protowire.AppendTag(b, n, protowire.BytesType), sub)
		}
	}
	raw := func(p []byte) field { return func(b []byte) []byte { return append(b, p...) } }
	neg := func(v int64) uint64 { return uint64(v) }

	for _, tt := range []struct {
		name    string
		in      []byte
		wantErr bool
	}{
		{name: "every field", in: fullBytes},
		{name: "empty", in: nil},
		{name: "last scalar wins", in: enc(str(1, "a"), varint(4, 3), str(1, "b"), varint(4, 1<<33+5))},
		{name: "singular messages merge", in: enc(
			msg(12, str(1, "A"), msg(2, str(1, "~/.a"))),
			msg(12, str(1, "B")),
			msg(9, str(1, "t"), msg(8, varint(1, 5)), msg(8, varint(2, 7))),
		)},
		{name: "capabilities packed and not", in: enc(varint(7, 1), packed(7, 3, 99, neg(-2)), varint(7, 6))},
		{name: "durations out of range or negative", in: enc(
			msg(9, str(1, "a"), msg(8, varint(1, neg(-5)))),
			msg(9, str(1, "b"), msg(8, varint(2, 2e9))),
			msg(9, str(1, "c"), msg(8, varint(1, 1e12))),
		)},
		{name: "unknown fields and wire types skipped", in: enc(
			str(1, "n"),
			varint(1, 7), // a known field sent as another type
			str(4, "x"),
			raw(protowire.AppendFixed32(protowire.AppendTag(nil, 100, protowire.Fixed32Type), 1)),
			raw(protowire.AppendFixed64(protowire.AppendTag(nil, 101, protowire.Fixed64Type), 1)),
			raw(protowire.AppendTag(protowire.AppendVarint(protowire.AppendTag(protowire.AppendTag(nil, 102, protowire.StartGroupType), 1, protowire.VarintType), 1), 102, protowire.EndGroupType)),
			msg(9, str(1, "t"), varint(99, 1), str(3, "d")),
			varint(200, 1),
			msg(12, varint(1, 1), msg(2, str(1, "p"), varint(3, 1))),
		)},
		{name: "empty strings and messages", in: enc(str(1, ""), msg(9), msg(10), msg(12), msg(9, str(4, ""), str(5, "")))},
		{name: "invalid UTF-8", in: enc(str(1, "a\xffb")), wantErr: true},
		{name: "invalid UTF-8 deep", in: enc(msg(12, msg(2, str(1, "\xc3")))), wantErr: true},
		{name: "truncated", in: fullBytes[:len(fullBytes)-3], wantErr: true},
		{name: "truncated packed", in: protowire.AppendBytes(protowire.AppendTag(nil, 7, protowire.BytesType), []byte{0x80}), wantErr: true},
		{name: "field number zero", in: enc(varint(0, 1)), wantErr: true},
		{name: "stray end group", in: protowire.AppendTag(nil, 3, protowire.EndGroupType), wantErr: true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			want, werr := viaProto(tt.in)
			got, err := decodeInfo(tt.in)
			if (werr != nil) != tt.wantErr {
				t.Fatalf("proto.Unmarshal error %v, want error %v: fix the case", werr, tt.wantErr)
			}
			if (err != nil) != tt.wantErr {
				t.Fatalf("decodeInfo error %v, want error %v", err, tt.wantErr)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("decodeInfo against proto.Unmarshal+fromProtoInfo (-proto +decodeInfo):\n%s", diff)
			}
		})
	}
}
