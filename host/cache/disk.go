package cache

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"sync"
	"syscall"
	"time"

	"github.com/hashicorp/go-hclog"
	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
)

const (
	// FileName is the disk store's file inside Options.Dir.
	FileName = "cache.db"

	// schemaVersion is written to the meta bucket. Bump it when the record
	// format or key derivation changes: older files are then rebuilt, and
	// older pkgdocs binaries leave newer files alone.
	schemaVersion = 1

	// retryAfter is how long the disk tier stays bypassed after it was
	// locked or failed, before this Cache tries it again. Long enough not to
	// pay the lock timeout on every call, short enough to recover soon.
	retryAfter = 30 * time.Second

	// rebuildInterval: a file that turns corrupt again this soon after a
	// rebuild is not rebuilt again but bypassed, so that a bug or a broken
	// disk cannot make every call delete and recreate the file.
	rebuildInterval = time.Minute

	// writeQueue is how many writes may wait for the background writer.
	// Beyond it writes are dropped (counted): it is a cache, and a stalled
	// disk must not stall callers.
	writeQueue = 256

	// maxBatch bounds the records committed in one transaction.
	maxBatch = 64

	// closeTimeout bounds how long Close waits for queued writes: a few
	// fsyncs take milliseconds; seconds mean the disk is not answering.
	closeTimeout = 5 * time.Second
)

var (
	bucketMeta    = []byte("meta")
	bucketEntries = []byte("entries")
	keySchema     = []byte("schema")
	keyBytes      = []byte("bytes")
)

// Disk failure classes; see (*disk).do.
var (
	errLocked   = errors.New("cache file is locked by another process")
	errNoFile   = errors.New("cache file does not exist yet")
	errNewer    = errors.New("cache file was written by a newer pkgdocs")
	errBypassed = errors.New("disk cache bypassed")
)

// corruptError marks a file that must be rebuilt.
type corruptError struct{ err error }

func (e *corruptError) Error() string { return "cache file is corrupt: " + e.err.Error() }
func (e *corruptError) Unwrap() error { return e.err }

func corrupt(err error) error { return &corruptError{err} }

// openFileError marks a failure to open the file itself (permissions, a
// missing directory), as opposed to bbolt rejecting its contents.
type openFileError struct{ err error }

func (e *openFileError) Error() string { return e.err.Error() }
func (e *openFileError) Unwrap() error { return e.err }

// disk is the on-disk tier. See doc.go for why every operation opens and
// closes the bbolt file.
type disk struct {
	path        string
	lockTimeout time.Duration
	maxBytes    int64
	now         func() time.Time
	log         hclog.Logger

	// turn serialises this process's operations on the file, so that its
	// goroutines queue here rather than poll each other's flock. It is a
	// channel so that readers can give up: a write stuck in fsync on a
	// failing disk must not hang the calls waiting to read.
	turn chan struct{}

	// state: guarded by stateMu.
	stateMu     sync.Mutex
	bypassUntil time.Time
	disabled    error // permanent bypass (newer schema, no directory)
	readOnlyFS  error // why the file cannot be written (read-only directory or file): reads go on
	reason      error // why the disk is currently bypassed
	lastRebuild time.Time
	rebuilds    uint64

	dropped uint64 // writes dropped on a full queue

	closeTimeout time.Duration // closeTimeout; tests shorten it

	writes    chan writeReq
	closeMu   sync.RWMutex // guards closed and sending on writes
	closed    bool
	writerEnd chan struct{}
}

type writeReq struct {
	id    ID
	rec   *record
	flush chan struct{} // non-nil: a flush marker, closed once earlier writes are done
}

func newDisk(dir string, o Options) *disk {
	d := &disk{
		path:         filepath.Join(dir, FileName),
		lockTimeout:  o.LockTimeout,
		maxBytes:     o.MaxDiskBytes,
		now:          o.Now,
		log:          o.Logger.Named("cache"),
		turn:         make(chan struct{}, 1),
		closeTimeout: closeTimeout,
		writes:       make(chan writeReq, writeQueue),
		writerEnd:    make(chan struct{}),
	}
	go d.writer()
	if err := os.MkdirAll(dir, 0o700); err != nil {
		d.disable(fmt.Errorf("create cache directory: %w", err))
		return d
	}
	// The file is first opened by the first read or write, not here: a
	// server's start is on the way to its first tools/list, which needs
	// no cache (opening bbolt was about a tenth of the host's own work
	// before that answer). A damaged file is reported and rebuilt then,
	// by the same path as one damaged while running.
	return d
}

func (d *disk) lock()   { d.turn <- struct{}{} }
func (d *disk) unlock() { <-d.turn }

// tryLock waits for this process's turn at the file for at most the lock
// timeout.
func (d *disk) tryLock() bool {
	select {
	case d.turn <- struct{}{}:
		return true
	default:
	}
	t := time.NewTimer(d.lockTimeout)
	defer t.Stop()
	select {
	case d.turn <- struct{}{}:
		return true
	case <-t.C:
		d.log.Debug("disk cache busy in this process; skipping a read", "path", d.path)
		return false
	}
}

// usable reports nil when the disk may be tried now.
func (d *disk) usable() error {
	d.stateMu.Lock()
	defer d.stateMu.Unlock()
	if d.disabled != nil {
		return fmt.Errorf("%w: %w", errBypassed, d.disabled)
	}
	if d.reason != nil {
		if d.now().Before(d.bypassUntil) {
			return fmt.Errorf("%w: %w", errBypassed, d.reason)
		}
		d.log.Info("retrying the disk cache", "path", d.path)
		d.reason = nil
	}
	return nil
}

// bypass makes the disk tier skip its work for retryAfter.
func (d *disk) bypass(err error) {
	d.stateMu.Lock()
	defer d.stateMu.Unlock()
	if d.reason == nil {
		d.log.Warn("disk cache unavailable; using memory only for now",
			"path", d.path, "retry_in", retryAfter, "error", err)
	}
	d.reason = err
	d.bypassUntil = d.now().Add(retryAfter)
}

// openFile opens the cache file; tests replace it to play a read-only file
// system (they run as root, for whom permission bits deny nothing).
var openFile = os.OpenFile

// isWriteDenied reports whether err says the file or its directory cannot
// be written at all (permissions, a read-only file system).
func isWriteDenied(err error) bool {
	return errors.Is(err, fs.ErrPermission) || errors.Is(err, syscall.EROFS)
}

// denyWrites stops writes for the life of this Cache, keeping reads.
func (d *disk) denyWrites(err error) {
	d.stateMu.Lock()
	defer d.stateMu.Unlock()
	if d.readOnlyFS == nil {
		d.log.Warn("cache file is not writable; reading it only", "path", d.path, "error", err)
	}
	d.readOnlyFS = err
}

// writeDenied is why writes are off, or nil.
func (d *disk) writeDenied() error {
	d.stateMu.Lock()
	defer d.stateMu.Unlock()
	if d.readOnlyFS != nil {
		return fmt.Errorf("%w: %w", errBypassed, d.readOnlyFS)
	}
	return nil
}

// disable turns the disk tier off for the life of this Cache.
func (d *disk) disable(err error) {
	d.stateMu.Lock()
	defer d.stateMu.Unlock()
	if d.disabled == nil {
		d.log.Warn("disk cache disabled; using memory only", "path", d.path, "error", err)
	}
	d.disabled = err
}

// status describes the disk tier in a word and, when not ok, why.
func (d *disk) status() (string, error) {
	d.stateMu.Lock()
	defer d.stateMu.Unlock()
	switch {
	case d.disabled != nil:
		return "disabled", d.disabled
	case d.reason != nil && d.now().Before(d.bypassUntil):
		return "bypassed", d.reason
	case d.readOnlyFS != nil:
		return "read-only", d.readOnlyFS
	}
	return "ok", nil
}

// do runs fn in a transaction on the file, handling every way the file can
// be bad. The caller must hold the turn (lock or tryLock). A nil error means fn ran (or, read-only, that
// there is no file yet and so nothing to read).
func (d *disk) do(readOnly bool, fn func(*bolt.Tx) error) error {
	if err := d.usable(); err != nil {
		return err
	}
	if !readOnly {
		if err := d.writeDenied(); err != nil {
			return err
		}
	}
	err := d.run(readOnly, fn)
	if err == nil || (readOnly && errors.Is(err, errNoFile)) {
		return nil
	}
	if !readOnly && isWriteDenied(err) {
		// A read-only cache directory (a shared, pre-warmed cache; a
		// read-only mount) still answers reads: only writes stop.
		d.denyWrites(err)
		return err
	}
	var ce *corruptError
	if readOnly && d.writeDenied() != nil {
		// Nothing can be repaired without write access; leave the file be.
		d.bypass(err)
		return err
	}
	if readOnly && !errors.Is(err, errLocked) && !errors.Is(err, errNewer) {
		// A read-only open cannot initialise an empty file, and a reader
		// must not delete the file on its own judgement: retry under the
		// exclusive lock, which sees the file as it really is.
		err = d.run(false, fn)
		if err == nil {
			return nil
		}
	}
	switch {
	case errors.Is(err, errLocked):
		d.bypass(err)
	case errors.Is(err, errNewer):
		d.disable(err)
	case errors.As(err, &ce):
		if rerr := d.rebuild(err); rerr != nil {
			d.bypass(rerr)
			return rerr
		}
		if err = d.run(false, fn); err != nil {
			d.bypass(err)
		}
	default:
		d.bypass(err)
	}
	return err
}

// rebuild deletes a corrupt or outdated file; the next read-write open
// creates it afresh.
func (d *disk) rebuild(cause error) error {
	d.stateMu.Lock()
	recent := !d.lastRebuild.IsZero() && d.now().Sub(d.lastRebuild) < rebuildInterval
	if !recent {
		d.lastRebuild = d.now()
		d.rebuilds++
	}
	d.stateMu.Unlock()
	if recent {
		return fmt.Errorf("not rebuilding again within %v: %w", rebuildInterval, cause)
	}
	d.log.Warn("cache file is unusable; rebuilding it", "path", d.path, "error", cause)
	if err := os.Remove(d.path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("remove unusable cache file: %w", err)
	}
	return nil
}

// run opens the file, runs fn in a transaction after checking the schema
// (creating the buckets when read-write), and closes the file. A nil fn
// only checks (and, read-write, initialises) the file. Panics and
// memory faults inside bbolt, which is what reading a damaged mapping
// produces, come back as corruptError.
func (d *disk) run(readOnly bool, fn func(*bolt.Tx) error) (err error) {
	var (
		file *os.File
		db   *bolt.DB
	)
	opts := &bolt.Options{
		Timeout:  d.lockTimeout,
		ReadOnly: readOnly,
		OpenFile: func(name string, flag int, perm os.FileMode) (*os.File, error) {
			f, err := openFile(name, flag, perm)
			if err != nil {
				return nil, &openFileError{err}
			}
			if err := lockFile(f, !readOnly, d.lockTimeout); err != nil {
				_ = f.Close()
				return nil, err
			}
			file = f
			return f, nil
		},
	}
	// A damaged or truncated file faults when bbolt reads the mapping;
	// turn that into a panic we recover instead of a crash.
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			if f, ok := r.(interface{ Addr() uintptr }); ok {
				err = corrupt(fmt.Errorf("memory fault reading the mapped file at %#x", f.Addr()))
			} else {
				err = corrupt(fmt.Errorf("bbolt panicked: %v", r))
			}
			abandon(db, file)
		}
	}()

	db, err = bolt.Open(d.path, 0o600, opts)
	if err != nil {
		return classifyOpen(err)
	}
	initialised := false
	if readOnly || fn == nil {
		// A View commits nothing, so a check costs no fsync.
		err = db.View(func(tx *bolt.Tx) error {
			var err error
			if initialised, err = checkSchema(tx); err != nil || fn == nil {
				return err
			}
			return fn(tx)
		})
	}
	if !readOnly && err == nil && (fn != nil || !initialised) {
		err = db.Update(func(tx *bolt.Tx) error {
			if err := ensureSchema(tx); err != nil {
				return err
			}
			if fn == nil {
				return nil
			}
			return fn(tx)
		})
	}
	if cerr := db.Close(); cerr != nil && err == nil {
		err = fmt.Errorf("close cache file: %w", cerr)
	}
	return err
}

// abandon releases what a panicking operation left open. bbolt rolls the
// transaction back as the panic passes, so Close normally works; closing the
// file as well makes sure the flock is gone even when it does not.
func abandon(db *bolt.DB, file *os.File) {
	if db != nil {
		func() {
			defer func() { _ = recover() }()
			_ = db.Close()
		}()
	}
	if file != nil {
		_ = file.Close() // ErrClosed when db.Close got there first
	}
}

func classifyOpen(err error) error {
	var ofe *openFileError
	var errno syscall.Errno
	switch {
	case errors.Is(err, berrors.ErrTimeout):
		return errLocked
	case errors.As(err, &ofe) && errors.Is(err, fs.ErrNotExist):
		return errNoFile
	case errors.As(err, &ofe), errors.As(err, &errno):
		// Cannot open or lock the file at all: not the contents' fault.
		return fmt.Errorf("open cache file: %w", err)
	case errors.Is(err, berrors.ErrInvalid), errors.Is(err, berrors.ErrChecksum),
		errors.Is(err, berrors.ErrVersionMismatch), errors.Is(err, berrors.ErrInvalidMapping):
		return corrupt(err)
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		// I/O on an opened file, e.g. a read-only open of an empty file
		// trying to initialise it.
		return fmt.Errorf("open cache file: %w", err)
	}
	// Everything else bbolt says while reading the file ("file size too
	// small", page size, mapping errors) is about its contents.
	return corrupt(err)
}

// checkSchema accepts a file of this schema (initialised) or one with
// nothing in it yet (not initialised).
func checkSchema(tx *bolt.Tx) (initialised bool, err error) {
	meta, entries := tx.Bucket(bucketMeta), tx.Bucket(bucketEntries)
	if meta == nil {
		if entries != nil {
			return false, corrupt(errors.New("entries without schema"))
		}
		return false, nil // empty file: nothing stored yet
	}
	v := meta.Get(keySchema)
	if len(v) != 4 {
		return false, corrupt(fmt.Errorf("schema key is %d bytes", len(v)))
	}
	switch s := binary.BigEndian.Uint32(v); {
	case s > schemaVersion:
		return false, fmt.Errorf("%w (schema %d, this pkgdocs reads %d)", errNewer, s, schemaVersion)
	case s < schemaVersion:
		return false, corrupt(fmt.Errorf("schema %d is older than %d", s, schemaVersion))
	}
	if entries == nil {
		return false, corrupt(errors.New("schema without entries"))
	}
	return true, nil
}

// ensureSchema is checkSchema that initialises an empty file.
func ensureSchema(tx *bolt.Tx) error {
	if ok, err := checkSchema(tx); ok || err != nil {
		return err
	}
	meta, err := tx.CreateBucket(bucketMeta)
	if err != nil {
		return err
	}
	var v [4]byte
	binary.BigEndian.PutUint32(v[:], schemaVersion)
	if err := meta.Put(keySchema, v[:]); err != nil {
		return err
	}
	_, err = tx.CreateBucket(bucketEntries)
	return err
}

// get reads the record for id. Any failure is a miss.
func (d *disk) get(id ID) (*record, bool) {
	if !d.tryLock() {
		return nil, false
	}
	defer d.unlock()
	var rec *record
	err := d.do(true, func(tx *bolt.Tx) error {
		rec = nil // a retry under the write lock starts over
		b := tx.Bucket(bucketEntries)
		if b == nil {
			return nil
		}
		v := b.Get(id[:])
		if v == nil {
			return nil
		}
		r, err := decodeRecord(v)
		if err != nil {
			return corrupt(fmt.Errorf("record %s: %w", id, err))
		}
		rec = r
		return nil
	})
	if err != nil || rec == nil {
		return nil, false
	}
	return rec, true
}

// put queues r for the background writer. It never blocks: when the queue
// is full the write is dropped.
func (d *disk) put(id ID, r *record) {
	d.closeMu.RLock()
	defer d.closeMu.RUnlock()
	if d.closed {
		return
	}
	select {
	case d.writes <- writeReq{id: id, rec: r}:
	default:
		d.stateMu.Lock()
		d.dropped++
		d.stateMu.Unlock()
	}
}

// flush waits until every write queued before it is done.
func (d *disk) flush() {
	d.closeMu.RLock()
	if d.closed {
		d.closeMu.RUnlock()
		return
	}
	done := make(chan struct{})
	d.writes <- writeReq{flush: done}
	d.closeMu.RUnlock()
	<-done
}

// close stops the writer after it has written what is queued, waiting
// for at most closeTimeout: a host shutting down must not hang on a disk
// that does not answer.
func (d *disk) close() {
	d.closeMu.Lock()
	if !d.closed {
		d.closed = true
		close(d.writes)
	}
	d.closeMu.Unlock()
	t := time.NewTimer(d.closeTimeout)
	defer t.Stop()
	select {
	case <-d.writerEnd:
	case <-t.C:
		d.log.Warn("gave up waiting for the disk cache's last writes", "path", d.path, "after", d.closeTimeout)
	}
}

func (d *disk) writer() {
	defer close(d.writerEnd)
	for req := range d.writes {
		batch := []writeReq{req}
	drain:
		for len(batch) < maxBatch {
			select {
			case r, ok := <-d.writes:
				if !ok {
					break drain
				}
				batch = append(batch, r)
			default:
				break drain
			}
		}
		d.writeBatch(batch)
		for _, r := range batch {
			if r.flush != nil {
				close(r.flush)
			}
		}
	}
}

func (d *disk) writeBatch(batch []writeReq) {
	if !slices.ContainsFunc(batch, func(r writeReq) bool { return r.rec != nil }) {
		return
	}
	d.lock()
	defer d.unlock()
	_ = d.do(false, func(tx *bolt.Tx) error {
		b := tx.Bucket(bucketEntries)
		meta := tx.Bucket(bucketMeta)
		total := int64(getUint64(meta.Get(keyBytes)))
		for _, r := range batch {
			if r.rec == nil {
				continue
			}
			if old := b.Get(r.id[:]); old != nil {
				total -= int64(len(old))
			}
			v := encodeRecord(r.rec)
			if err := b.Put(r.id[:], v); err != nil {
				return fmt.Errorf("store record: %w", err)
			}
			total += int64(len(v))
		}
		if total > d.maxBytes {
			var err error
			if total, err = trim(b, total, d.maxBytes*8/10); err != nil {
				return err
			}
		}
		return meta.Put(keyBytes, putUint64(uint64(max(total, 0))))
	})
}

// trim deletes the oldest records until the stored bytes are at most
// target, and returns the new total. "Oldest" is by time stored: reads do
// not write, so the disk tier is FIFO, not LRU.
func trim(b *bolt.Bucket, total, target int64) (int64, error) {
	type item struct {
		key    []byte
		stored int64
		size   int64
	}
	var items []item
	err := b.ForEach(func(k, v []byte) error {
		s, ok := storedAt(v)
		if !ok {
			s = 0 // damaged: trim first
		}
		items = append(items, item{slices.Clone(k), s, int64(len(v))})
		return nil
	})
	if err != nil {
		return total, err
	}
	slices.SortFunc(items, func(a, b item) int { return cmp.Compare(a.stored, b.stored) })
	for _, it := range items {
		if total <= target {
			break
		}
		if err := b.Delete(it.key); err != nil {
			return total, fmt.Errorf("trim: %w", err)
		}
		total -= it.size
	}
	return total, nil
}

// diskStats is what Stats reports about the file.
type diskStats struct {
	entries   int
	bytes     int64
	fileBytes int64
}

func (d *disk) stats() (diskStats, error) {
	var s diskStats
	if fi, err := os.Stat(d.path); err == nil {
		s.fileBytes = fi.Size()
	}
	if !d.tryLock() {
		return s, errors.New("disk cache busy in this process")
	}
	defer d.unlock()
	err := d.do(true, func(tx *bolt.Tx) error {
		s.entries, s.bytes = 0, 0
		if meta := tx.Bucket(bucketMeta); meta != nil {
			s.bytes = int64(getUint64(meta.Get(keyBytes)))
		}
		if b := tx.Bucket(bucketEntries); b != nil {
			s.entries = b.Stats().KeyN
		}
		return nil
	})
	return s, err
}

// clear deletes the file while holding its exclusive lock, so no other
// process is in the middle of a write to it. A process that was waiting for
// the lock then writes to the deleted file, which is lost: harmless for a
// cache. The next operation creates a new file.
func (d *disk) clear() error {
	d.flush()
	d.lock()
	defer d.unlock()
	d.stateMu.Lock()
	d.reason, d.disabled = nil, nil
	d.bypassUntil, d.lastRebuild = time.Time{}, time.Time{}
	d.stateMu.Unlock()
	err := d.run(false, func(*bolt.Tx) error { return os.Remove(d.path) })
	if errors.Is(err, errLocked) {
		return fmt.Errorf("clear disk cache %s: %w", d.path, err)
	}
	if err != nil {
		// Corrupt, newer or unreadable: delete it all the same.
		d.log.Debug("clearing a cache file bbolt cannot use", "path", d.path, "error", err)
		if err := os.Remove(d.path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("clear disk cache: %w", err)
		}
	}
	return nil
}

func getUint64(b []byte) uint64 {
	if len(b) != 8 {
		return 0
	}
	return binary.BigEndian.Uint64(b)
}

func putUint64(v uint64) []byte {
	return binary.BigEndian.AppendUint64(nil, v)
}
