package fetch

import (
	"crypto/sha1" //nolint:gosec // npm's legacy shasum is SHA-1; it is checked, not trusted alone
	"crypto/sha256"
	"crypto/sha512"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"strings"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

// ErrIntegrity is the cause of a digest mismatch (code DataLoss): the
// bytes are not what the registry published.
var ErrIntegrity = errors.New("integrity check failed")

// sriAlgos in order of preference, strongest first, as the Subresource
// Integrity spec and npm's ssri choose.
var sriAlgos = []struct {
	name string
	new  func() hash.Hash
}{
	{"sha512", sha512.New},
	{"sha384", sha512.New384},
	{"sha256", sha256.New},
	{"sha1", sha1.New},
}

// VerifyIntegrity checks data against a Subresource Integrity string such
// as npm's dist.integrity ("sha512-<base64>", possibly several
// space-separated digests, options after '?' ignored). The strongest
// algorithm present decides; data matches when it equals any digest of that
// algorithm. A mismatch wraps ErrIntegrity with code DataLoss; a string with
// no sha512/384/256/1 digest is an error too (nothing was verified).
func VerifyIntegrity(data []byte, sri string) error {
	digests := map[string][][]byte{}
	for _, tok := range strings.Fields(sri) {
		algo, b64, ok := strings.Cut(tok, "-")
		if !ok {
			continue
		}
		b64, _, _ = strings.Cut(b64, "?")
		sum, err := base64.StdEncoding.DecodeString(b64)
		if err != nil {
			sum, err = base64.RawStdEncoding.DecodeString(b64)
		}
		if err != nil {
			continue
		}
		digests[strings.ToLower(algo)] = append(digests[strings.ToLower(algo)], sum)
	}
	for _, a := range sriAlgos {
		want := digests[a.name]
		if len(want) == 0 {
			continue
		}
		h := a.new()
		h.Write(data)
		got := h.Sum(nil)
		for _, w := range want {
			if subtle.ConstantTimeCompare(got, w) == 1 {
				return nil
			}
		}
		return mismatch(fmt.Sprintf("%s digest %s", a.name, base64.StdEncoding.EncodeToString(got)))
	}
	return fmt.Errorf("integrity %q: no sha512, sha384, sha256 or sha1 digest", truncate(sri, 120))
}

// VerifySHA1 checks data against a hex SHA-1 digest (npm's dist.shasum).
func VerifySHA1(data []byte, hexDigest string) error {
	want, err := hex.DecodeString(strings.TrimSpace(hexDigest))
	if err != nil || len(want) != sha1.Size {
		return fmt.Errorf("shasum %q: not a hex SHA-1 digest", truncate(hexDigest, 80))
	}
	got := sha1.Sum(data)
	if subtle.ConstantTimeCompare(got[:], want) != 1 {
		return mismatch("sha1 " + hex.EncodeToString(got[:]))
	}
	return nil
}

func mismatch(got string) error {
	return &sdk.Error{Code: codes.DataLoss, Msg: fmt.Sprintf("%v: data has %s", ErrIntegrity, got), Err: ErrIntegrity}
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
