// Package atomicfile replaces a file atomically: readers see the old
// content or the new, never a part. On Unix it is
// github.com/google/renameio/v2 (a temporary file in the same directory,
// fsync, rename); renameio does not build for Windows, where the same
// steps use os.Rename, which replaces the target (MoveFileEx with
// MOVEFILE_REPLACE_EXISTING).
package atomicfile
