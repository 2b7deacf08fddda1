package serve

import (
	"strings"

	"github.com/pkgdocs/pkgdocs/sdk"
	"google.golang.org/genproto/googleapis/rpc/errdetails"
	"google.golang.org/grpc/status"
)

// needEnvReason and needEnvDomain mark the google.rpc.ErrorInfo detail
// that carries sdk.EnvNeeded across gRPC: a standard detail, so the
// contract's messages need no new field.
const (
	needEnvReason = "NEED_ENV"
	needEnvDomain = "pkgdocs.provider.v1"
)

func needEnvDetail(e *sdk.EnvNeeded) *errdetails.ErrorInfo {
	return &errdetails.ErrorInfo{Reason: needEnvReason, Domain: needEnvDomain,
		Metadata: map[string]string{"names": strings.Join(e.Names, ","), "file": e.File}}
}

// needEnvFrom returns the sdk.EnvNeeded a status carries, else nil. The
// names are checked as the host checks declared variables.
func needEnvFrom(s *status.Status) error {
	for _, d := range s.Details() {
		info, ok := d.(*errdetails.ErrorInfo)
		if !ok || info.GetReason() != needEnvReason || info.GetDomain() != needEnvDomain {
			continue
		}
		var names []string
		for _, n := range strings.Split(info.GetMetadata()["names"], ",") {
			if n != "" && !strings.HasSuffix(n, "*") {
				names = append(names, n)
			}
		}
		c, _ := sdk.CheckConfigInputs(&sdk.ConfigInputs{Env: names})
		if len(c.Env) == 0 {
			return nil
		}
		return &sdk.EnvNeeded{Names: c.Env, File: info.GetMetadata()["file"]}
	}
	return nil
}
