package serve

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/testing/protocmp"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// TestNeedEnvDetailIsErrorInfo: the detail toStatus attaches for an
// sdk.EnvNeeded is a google.rpc.ErrorInfo as errdetails decodes it (the
// encoding is hand-written so that the binary need not link errdetails),
// and fromStatus reads it back.
func TestNeedEnvDetailIsErrorInfo(t *testing.T) {
	need := &sdk.EnvNeeded{Names: []string{"CORP_TOKEN", "CORP_USER"}, File: "/p/.npmrc"}
	err := toStatus(context.Background(), sdk.NeedEnv(need.File, need.Names...))
	st, _ := status.FromError(err)
	if len(st.Proto().GetDetails()) != 1 {
		t.Fatalf("details %v, want one", st.Proto().GetDetails())
	}
	d := st.Proto().GetDetails()[0]
	if d.GetTypeUrl() != "type.googleapis.com/google.rpc.ErrorInfo" {
		t.Errorf("type URL %q", d.GetTypeUrl())
	}
	var got errdetails.ErrorInfo
	if err := proto.Unmarshal(d.GetValue(), &got); err != nil {
		t.Fatalf("errdetails cannot decode the detail: %v", err)
	}
	want := &errdetails.ErrorInfo{Reason: needEnvReason, Domain: needEnvDomain,
		Metadata: map[string]string{"names": "CORP_TOKEN,CORP_USER", "file": "/p/.npmrc"}}
	if diff := cmp.Diff(want, &got, protocmp.Transform()); diff != "" {
		t.Errorf("ErrorInfo (-want +got):\n%s", diff)
	}
	back, ok := sdk.NeededEnv(fromStatus(err))
	if !ok {
		t.Fatalf("fromStatus(%v) carries no EnvNeeded", err)
	}
	if diff := cmp.Diff(need, back); diff != "" {
		t.Errorf("EnvNeeded after the round trip (-want +got):\n%s", diff)
	}
}

// TestNeedEnvFromErrdetails: a status whose ErrorInfo was built by the
// errdetails package (a provider built against it), with a field this
// decoder does not know in front, is read as that package writes it;
// another reason or domain, malformed bytes and a status with no detail
// carry no EnvNeeded.
func TestNeedEnvFromErrdetails(t *testing.T) {
	info := func(reason, domain string) *errdetails.ErrorInfo {
		return &errdetails.ErrorInfo{Reason: reason, Domain: domain,
			Metadata: map[string]string{"names": "A_TOKEN,,B_*,B_USER", "file": "/p/pip.conf", "other": "x"}}
	}
	withInfo := func(m *errdetails.ErrorInfo) *status.Status {
		st, err := status.New(codes.FailedPrecondition, "x").WithDetails(m)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	// The detail errdetails writes, with a field this decoder does not
	// know (9, a varint) in front, and cut short.
	detail := func(st *status.Status, edit func([]byte) []byte) *status.Status {
		p := st.Proto()
		p.Details[0].Value = edit(p.Details[0].Value)
		return status.FromProto(p)
	}
	unknownFirst := func(b []byte) []byte {
		return append(protowire.AppendVarint(protowire.AppendTag(nil, 9, protowire.VarintType), 7), b...)
	}
	cut := func(b []byte) []byte { return b[:len(b)-3] }
	for _, tc := range []struct {
		name string
		st   *status.Status
		want error
	}{
		{"errdetails", withInfo(info(needEnvReason, needEnvDomain)), &sdk.EnvNeeded{Names: []string{"A_TOKEN", "B_USER"}, File: "/p/pip.conf"}},
		{"unknown field", detail(withInfo(info(needEnvReason, needEnvDomain)), unknownFirst), &sdk.EnvNeeded{Names: []string{"A_TOKEN", "B_USER"}, File: "/p/pip.conf"}},
		{"other reason", withInfo(info("OTHER", needEnvDomain)), nil},
		{"other domain", withInfo(info(needEnvReason, "example.com")), nil},
		{"malformed", detail(withInfo(info(needEnvReason, needEnvDomain)), cut), nil},
		{"no detail", status.New(codes.FailedPrecondition, "x"), nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if diff := cmp.Diff(tc.want, needEnvFrom(tc.st)); diff != "" {
				t.Errorf("needEnvFrom (-want +got):\n%s", diff)
			}
		})
	}
}
