package cache

import (
	"errors"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestRecordRoundTrip(t *testing.T) {
	t0 := time.Unix(1_700_000_000, 123)
	tests := []struct {
		name string
		rec  record
	}{
		{"immutable", record{value: []byte("# lodash"), immutable: true, stored: t0}},
		{"expiring", record{value: []byte("x"), stored: t0, expires: t0.Add(time.Hour)}},
		{"empty value", record{value: []byte{}, immutable: true, stored: t0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := decodeRecord(encodeRecord(&tt.rec))
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.rec, *got, cmp.AllowUnexported(record{})); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

func TestDecodeRecordRejectsDamage(t *testing.T) {
	good := encodeRecord(&record{value: []byte("hello"), immutable: true, stored: time.Unix(1, 0)})
	flip := func(i int) []byte {
		b := append([]byte(nil), good...)
		b[i] ^= 0x40
		return b
	}
	tests := map[string][]byte{
		"nil":          nil,
		"short":        good[:headerSize-1],
		"format":       flip(0),
		"flags":        flip(1),
		"stored":       flip(5),
		"expires":      flip(12),
		"crc":          flip(19),
		"value":        flip(headerSize + 1),
		"value cut":    good[:len(good)-1],
		"value longer": append(append([]byte(nil), good...), 'x'),
	}
	for name, b := range tests {
		t.Run(name, func(t *testing.T) {
			if _, err := decodeRecord(b); !errors.Is(err, errBadRecord) {
				t.Errorf("decodeRecord = %v, want errBadRecord", err)
			}
		})
	}
}

func FuzzDecodeRecord(f *testing.F) {
	f.Add(encodeRecord(&record{value: []byte("v"), immutable: true, stored: time.Unix(1, 0)}))
	f.Add(encodeRecord(&record{value: nil, stored: time.Unix(1, 0), expires: time.Unix(2, 0)}))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := decodeRecord(b)
		if err != nil {
			return
		}
		// Whatever decodes must encode back to the same bytes.
		if diff := cmp.Diff(b, encodeRecord(r)); diff != "" {
			t.Errorf("re-encoding differs (-in +out):\n%s", diff)
		}
	})
}
