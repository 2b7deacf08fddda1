// Trimmed from go.etcd.io/bbolt v1.5.0 logger.go (MIT): declarations and their doc comments; bodies cut.

package bbolt

import "log"

// DefaultLogger is a default implementation of the Logger interface.
type DefaultLogger struct {
	*log.Logger
}

func (l *DefaultLogger) Fatal(v ...interface{}) { panic("trimmed") }

func (l *DefaultLogger) Errorf(format string, v ...interface{}) { panic("trimmed") }
