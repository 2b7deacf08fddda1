package fetch

import (
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha512"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"testing"

	"google.golang.org/grpc/codes"

	"github.com/pkgdocs/pkgdocs/sdk"
)

func TestVerifyIntegrity(t *testing.T) {
	data := []byte("tarball bytes")
	s512 := sha512.Sum512(data)
	s384 := sha512.Sum384(data)
	s256 := sha256.Sum256(data)
	s1 := sha1.Sum(data)
	b64 := base64.StdEncoding.EncodeToString
	other := sha512.Sum512([]byte("other"))
	tests := []struct {
		name string
		sri  string
		code codes.Code // OK, DataLoss for a mismatch, Unknown for unusable
	}{
		{"sha512", "sha512-" + b64(s512[:]), codes.OK},
		{"sha384", "sha384-" + b64(s384[:]), codes.OK},
		{"sha256", "sha256-" + b64(s256[:]), codes.OK},
		{"sha1 (old npm)", "sha1-" + b64(s1[:]), codes.OK},
		{"unpadded base64", "sha512-" + base64.RawStdEncoding.EncodeToString(s512[:]), codes.OK},
		{"options ignored", "sha512-" + b64(s512[:]) + "?foo", codes.OK},
		{"upper-case algorithm", "SHA512-" + b64(s512[:]), codes.OK},
		{"several, one matches", "sha512-" + b64(other[:]) + " sha512-" + b64(s512[:]), codes.OK},
		{"strongest decides: sha512 wrong, sha1 right", "sha1-" + b64(s1[:]) + " sha512-" + b64(other[:]), codes.DataLoss},
		{"mismatch", "sha512-" + b64(other[:]), codes.DataLoss},
		{"sha256 mismatch", "sha256-" + b64(other[:32]), codes.DataLoss},
		{"unknown algorithm only", "md5-" + b64(s1[:16]), codes.Unknown},
		{"empty", "", codes.Unknown},
		{"garbage", "sha512-!!!not base64!!!", codes.Unknown},
		{"no dash", "sha512", codes.Unknown},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := VerifyIntegrity(data, tc.sri)
			if got := sdk.Code(err); got != tc.code {
				t.Fatalf("code %v, want %v (err %v)", got, tc.code, err)
			}
			if tc.code == codes.DataLoss && !errors.Is(err, ErrIntegrity) {
				t.Errorf("mismatch does not wrap ErrIntegrity: %v", err)
			}
		})
	}
}

func TestVerifySHA1(t *testing.T) {
	data := []byte("tarball bytes")
	sum := sha1.Sum(data)
	h := hex.EncodeToString(sum[:])
	if err := VerifySHA1(data, h); err != nil {
		t.Errorf("match: %v", err)
	}
	if err := VerifySHA1(data, " "+h+"\n"); err != nil {
		t.Errorf("surrounding space: %v", err)
	}
	if err := VerifySHA1([]byte("other"), h); sdk.Code(err) != codes.DataLoss || !errors.Is(err, ErrIntegrity) {
		t.Errorf("mismatch: %v", err)
	}
	for _, bad := range []string{"", "abc", "zz" + h[2:], h + "00"} {
		if err := VerifySHA1(data, bad); err == nil || errors.Is(err, ErrIntegrity) {
			t.Errorf("%q: err %v, want a malformed-digest error", bad, err)
		}
	}
}
