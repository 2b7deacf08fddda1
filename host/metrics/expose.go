package metrics

import (
	"bufio"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
)

// The Prometheus text exposition format (version 0.0.4), written here
// rather than through client_golang: importing that library registers
// its default Go and process collectors (runtime/metrics descriptions,
// procfs) in its package initialisation, in every process of the binary
// at every start, /metrics asked for or not (about 0.5 ms of pkgdocs
// serve's start on stdio, which never serves /metrics). What /metrics
// shows is small and fixed, so the format is written directly.

// contentType is the text format's media type.
const contentType = "text/plain; version=0.0.4; charset=utf-8"

// Metric types, the TYPE line.
const (
	typeCounter   = "counter"
	typeGauge     = "gauge"
	typeHistogram = "histogram"
)

// sample is one line of a family: a name suffix (for histograms:
// "_bucket", "_sum", "_count"), labels as name, value pairs, and a value.
type sample struct {
	suffix string
	labels []string
	value  float64
}

// family is one metric: its HELP, TYPE and samples.
type family struct {
	name, help, typ string
	samples         []sample
}

// writeFamilies writes fams sorted by name, each one's samples sorted by
// label values (the order client_golang's text encoder gave), skipping
// families without samples.
func writeFamilies(w io.Writer, fams []family) error {
	sort.Slice(fams, func(i, j int) bool { return fams[i].name < fams[j].name })
	bw := bufio.NewWriter(w)
	for _, f := range fams {
		if len(f.samples) == 0 {
			continue
		}
		bw.WriteString("# HELP " + f.name + " " + escapeHelp(f.help) + "\n")
		bw.WriteString("# TYPE " + f.name + " " + f.typ + "\n")
		for _, s := range f.samples {
			bw.WriteString(f.name + s.suffix)
			if len(s.labels) > 0 {
				bw.WriteByte('{')
				for i := 0; i+1 < len(s.labels); i += 2 {
					if i > 0 {
						bw.WriteByte(',')
					}
					bw.WriteString(s.labels[i] + `="` + escapeLabel(s.labels[i+1]) + `"`)
				}
				bw.WriteByte('}')
			}
			bw.WriteByte(' ')
			bw.WriteString(formatFloat(s.value))
			bw.WriteByte('\n')
		}
	}
	return bw.Flush()
}

// sortSamples orders samples by their label values, pair by pair.
func sortSamples(s []sample) {
	sort.SliceStable(s, func(i, j int) bool {
		a, b := s[i].labels, s[j].labels
		for k := 1; k < len(a) && k < len(b); k += 2 {
			if a[k] != b[k] {
				return a[k] < b[k]
			}
		}
		return len(a) < len(b)
	})
}

// formatFloat writes v as the text format does: Go's shortest 'g' form,
// "+Inf", "-Inf" and "NaN".
func formatFloat(v float64) string {
	switch {
	case math.IsInf(v, 1):
		return "+Inf"
	case math.IsInf(v, -1):
		return "-Inf"
	case math.IsNaN(v):
		return "NaN"
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// escapeHelp escapes a HELP text: backslash and newline.
func escapeHelp(s string) string { return escape(s, false) }

// escapeLabel escapes a label value: backslash, newline and double quote.
func escapeLabel(s string) string { return escape(s, true) }

func escape(s string, quote bool) string {
	if !strings.ContainsAny(s, "\\\n\"") {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '"' && quote:
			b.WriteString(`\"`)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
