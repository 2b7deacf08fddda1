//go:build !race

package readme

const raceEnabled = false
