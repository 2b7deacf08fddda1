//! Formatters for event timestamps.
use std::time::Instant;

/// Returns a new `SystemTime` timestamp provider.
pub fn time() -> SystemTime {
    SystemTime
}

/// Retrieve and print the current wall-clock time.
#[derive(Debug, Clone, Copy, Eq, PartialEq, Default)]
pub struct SystemTime;
